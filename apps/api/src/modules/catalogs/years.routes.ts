import { catalogYear, messageAnswer, yearInput, yearList, yearListQuery } from '@vitrina/shared';
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
import { versionExists } from './versions.repository';
import {
  deleteYear,
  findYear,
  insertYear,
  lockYear,
  toCents,
  updateYear,
  type YearRow,
  yearSource,
  yearTaken,
} from './years.repository';

const YEARS = `${CATALOGS}/versions/:version_id/years`;
const versionParams = z.object({ version_id: recordId });
const yearParams = z.object({ version_id: recordId, id: recordId });
const yearAnswer = z.object({ data: catalogYear });
/** On PUT an omitted `active` keeps the current value: editing never reactivates. */
const yearUpdate = yearInput.extend({ active: z.boolean().optional() });
const unique = { catalog_years_version_year_key: ['year', 'errors.year_taken'] } as const;

const columns: ExportColumn<YearRow>[] = [
  { header: HEADERS.id, value: (row) => row.id, width: 8 },
  { header: { es: 'Año', en: 'Year' }, value: (row) => row.year, width: 8 },
  {
    header: { es: 'Precio de lista (MXN)', en: 'List price (MXN)' },
    value: (row) => row.list_price,
    width: 20,
  },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: HEADERS.created_at, value: (row) => new Date(row.created_at), width: 20 },
  { header: HEADERS.updated_at, value: (row) => new Date(row.updated_at), width: 20 },
];

/** The model years of a version, with their list price in pesos. */
export const yearsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    YEARS,
    {
      config: catalogAccess('years', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'The model years of a version, paged and sorted (newest first)',
        params: versionParams,
        querystring: yearListQuery,
        response: { 200: yearList, ...errorAnswers },
      },
    },
    async (request) => {
      const { version_id } = request.params;
      if (!(await versionExists(db, version_id))) throw notFound();
      const { active, ...params } = request.query;
      return runList<YearRow>(db, yearSource(version_id, { active }), params);
    },
  );

  app.get(
    `${YEARS}/export`,
    {
      config: catalogAccess('years', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'The model years of a version as XLSX or CSV, with the list’s filters',
        params: versionParams,
        querystring: yearListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { version_id } = request.params;
      if (!(await versionExists(db, version_id))) throw notFound();
      const { active, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: yearSource(version_id, { active }),
        sort,
        search,
        columns,
        format,
        filename: { es: 'años', en: 'years' },
      });
    },
  );

  app.post(
    YEARS,
    {
      config: catalogAccess('years', 'create'),
      schema: {
        tags: ['catalogs'],
        summary: 'Add a model year to a version',
        params: versionParams,
        body: yearInput,
        response: { 201: yearAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { version_id } = request.params;
      const { year, list_price, active } = request.body;
      const row = await writeTransaction(db, { unique, foreignKey: () => notFound() }, async (tx) => {
        if (!(await versionExists(tx, version_id))) throw notFound();
        if (await yearTaken(tx, version_id, year)) throw invalid({ year: ['errors.year_taken'] });
        const created = await insertYear(tx, version_id, {
          year,
          list_price_cents: toCents(list_price),
          active,
        });
        await audit(tx, request, {
          action: 'create',
          entity: 'catalog_year',
          entityId: created.id,
          after: created,
        });
        return (await findYear(tx, version_id, created.id))!;
      });
      return reply.code(201).send({ data: row });
    },
  );

  app.get(
    `${YEARS}/:id`,
    {
      config: catalogAccess('years', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'One model year of a version',
        params: yearParams,
        response: { 200: yearAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findYear(db, request.params.version_id, request.params.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  app.put(
    `${YEARS}/:id`,
    {
      config: catalogAccess('years', 'update'),
      schema: {
        tags: ['catalogs'],
        summary: 'Edit, activate or deactivate a model year',
        params: yearParams,
        body: yearUpdate,
        response: { 200: yearAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { version_id, id } = request.params;
      const { year, list_price, active } = request.body;
      const row = await writeTransaction(db, { unique }, async (tx) => {
        const before = await lockYear(tx, version_id, id);
        if (!before) throw notFound();
        if (await yearTaken(tx, version_id, year, id)) throw invalid({ year: ['errors.year_taken'] });
        const after = await updateYear(tx, id, {
          year,
          list_price_cents: toCents(list_price),
          active: active ?? before.active,
        });
        await audit(tx, request, { action: 'update', entity: 'catalog_year', entityId: id, before, after });
        return (await findYear(tx, version_id, id))!;
      });
      return { data: row };
    },
  );

  app.delete(
    `${YEARS}/:id`,
    {
      config: catalogAccess('years', 'delete'),
      schema: {
        tags: ['catalogs'],
        summary: 'Delete a model year nothing else uses (deactivate it otherwise)',
        params: yearParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { version_id, id } = request.params;
      await writeTransaction(db, { foreignKey: () => inUse(request.locale) }, async (tx) => {
        const before = await lockYear(tx, version_id, id);
        if (!before) throw notFound();
        await deleteYear(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'catalog_year', entityId: id, before });
      });
      return { message: translate(request.locale, 'catalogs.deleted') };
    },
  );
};
