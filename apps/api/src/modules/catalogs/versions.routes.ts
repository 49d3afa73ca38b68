import {
  type Fuel,
  type Locale,
  messageAnswer,
  type Transmission,
  version,
  versionInput,
  versionList,
  versionListQuery,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, recordId } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { CATALOGS, catalogAccess, HEADERS, inUse } from './catalog-common';
import { modelExists } from './models.repository';
import {
  countYearsOfVersion,
  deleteVersion,
  findVersion,
  insertVersion,
  lockVersion,
  updateVersion,
  type VersionRow,
  versionNameTaken,
  versionSource,
} from './versions.repository';

const VERSIONS = `${CATALOGS}/models/:model_id/versions`;
const modelParams = z.object({ model_id: recordId });
const versionParams = z.object({ model_id: recordId, id: recordId });
const versionAnswer = z.object({ data: version });
/** On PUT an omitted `active` keeps the current value: editing never reactivates. */
const versionUpdate = versionInput.extend({ active: z.boolean().optional() });
const unique = { catalog_versions_model_name_key: ['name', 'errors.name_taken'] } as const;

const TRANSMISSION_LABELS: Record<Transmission, Record<Locale, string>> = {
  manual: { es: 'Manual', en: 'Manual' },
  automatic: { es: 'Automática', en: 'Automatic' },
  cvt: { es: 'CVT', en: 'CVT' },
  dual_clutch: { es: 'Doble embrague', en: 'Dual clutch' },
};
const FUEL_LABELS: Record<Fuel, Record<Locale, string>> = {
  gasoline: { es: 'Gasolina', en: 'Gasoline' },
  diesel: { es: 'Diésel', en: 'Diesel' },
  hybrid: { es: 'Híbrido', en: 'Hybrid' },
  plug_in_hybrid: { es: 'Híbrido enchufable', en: 'Plug-in hybrid' },
  electric: { es: 'Eléctrico', en: 'Electric' },
};

function columns(locale: Locale): ExportColumn<VersionRow>[] {
  return [
    { header: HEADERS.id, value: (row) => row.id, width: 8 },
    { header: { es: 'Versión', en: 'Version' }, value: (row) => row.name, width: 30 },
    {
      header: { es: 'Transmisión', en: 'Transmission' },
      value: (row) => TRANSMISSION_LABELS[row.transmission]?.[locale] ?? row.transmission,
      width: 16,
    },
    {
      header: { es: 'Combustible', en: 'Fuel' },
      value: (row) => FUEL_LABELS[row.fuel]?.[locale] ?? row.fuel,
      width: 18,
    },
    { header: HEADERS.active, value: (row) => row.active, width: 10 },
    { header: { es: 'Años', en: 'Years' }, value: (row) => row.years_count, width: 8 },
    { header: HEADERS.created_at, value: (row) => new Date(row.created_at), width: 20 },
    { header: HEADERS.updated_at, value: (row) => new Date(row.updated_at), width: 20 },
  ];
}

/** The versions of a model (`/models/{model_id}/versions…`): trim, transmission and fuel. */
export const versionsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    VERSIONS,
    {
      config: catalogAccess('versions', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'The versions of a model, paged, sorted and searched',
        params: modelParams,
        querystring: versionListQuery,
        response: { 200: versionList, ...errorAnswers },
      },
    },
    async (request) => {
      const { model_id } = request.params;
      if (!(await modelExists(db, model_id))) throw notFound();
      const { active, ...params } = request.query;
      return runList<VersionRow>(db, versionSource(model_id, { active }), params);
    },
  );

  app.get(
    `${VERSIONS}/export`,
    {
      config: catalogAccess('versions', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'The versions of a model as XLSX or CSV, with the list’s filters',
        params: modelParams,
        querystring: versionListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { model_id } = request.params;
      if (!(await modelExists(db, model_id))) throw notFound();
      const { active, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: versionSource(model_id, { active }),
        sort,
        search,
        columns: columns(request.locale),
        format,
        filename: { es: 'versiones', en: 'versions' },
      });
    },
  );

  app.post(
    VERSIONS,
    {
      config: catalogAccess('versions', 'create'),
      schema: {
        tags: ['catalogs'],
        summary: 'Create a version of a model',
        params: modelParams,
        body: versionInput,
        response: { 201: versionAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { model_id } = request.params;
      const input = request.body;
      const row = await writeTransaction(db, { unique, foreignKey: () => notFound() }, async (tx) => {
        if (!(await modelExists(tx, model_id))) throw notFound();
        if (await versionNameTaken(tx, model_id, input.name)) throw invalid({ name: ['errors.name_taken'] });
        const created = await insertVersion(tx, model_id, input);
        await audit(tx, request, {
          action: 'create',
          entity: 'catalog_version',
          entityId: created.id,
          after: created,
        });
        return (await findVersion(tx, model_id, created.id))!;
      });
      return reply.code(201).send({ data: row });
    },
  );

  app.get(
    `${VERSIONS}/:id`,
    {
      config: catalogAccess('versions', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'One version of a model',
        params: versionParams,
        response: { 200: versionAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findVersion(db, request.params.model_id, request.params.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  app.put(
    `${VERSIONS}/:id`,
    {
      config: catalogAccess('versions', 'update'),
      schema: {
        tags: ['catalogs'],
        summary: 'Edit, activate or deactivate a version',
        params: versionParams,
        body: versionUpdate,
        response: { 200: versionAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { model_id, id } = request.params;
      const input = request.body;
      const row = await writeTransaction(db, { unique }, async (tx) => {
        const before = await lockVersion(tx, model_id, id);
        if (!before) throw notFound();
        if (await versionNameTaken(tx, model_id, input.name, id)) {
          throw invalid({ name: ['errors.name_taken'] });
        }
        const after = await updateVersion(tx, id, { ...input, active: input.active ?? before.active });
        await audit(tx, request, {
          action: 'update',
          entity: 'catalog_version',
          entityId: id,
          before,
          after,
        });
        return (await findVersion(tx, model_id, id))!;
      });
      return { data: row };
    },
  );

  app.delete(
    `${VERSIONS}/:id`,
    {
      config: catalogAccess('versions', 'delete'),
      schema: {
        tags: ['catalogs'],
        summary: 'Delete a version without years (deactivate it otherwise)',
        params: versionParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { model_id, id } = request.params;
      await writeTransaction(db, { foreignKey: () => inUse(request.locale) }, async (tx) => {
        const before = await lockVersion(tx, model_id, id);
        if (!before) throw notFound();
        const years = await countYearsOfVersion(tx, id);
        if (years > 0) throw inUse(request.locale, 'years', years);
        await deleteVersion(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'catalog_version', entityId: id, before });
      });
      return { message: translate(request.locale, 'catalogs.deleted') };
    },
  );
};
