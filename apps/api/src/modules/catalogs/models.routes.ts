import { type ErrorKey, messageAnswer, model, modelInput, modelList, modelListQuery } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { bodyExists } from './bodies.repository';
import { brandExists } from './brands.repository';
import { CATALOGS, catalogAccess, HEADERS, inUse } from './catalog-common';
import {
  countVersionsOfModel,
  deleteModel,
  findModel,
  insertModel,
  lockModel,
  type ModelRow,
  type ModelWrite,
  modelNameTaken,
  modelSource,
  updateModel,
} from './models.repository';

const MODELS = `${CATALOGS}/models`;
const modelAnswer = z.object({ data: model });
/** On PUT an omitted `active` keeps the current value: editing never reactivates. */
const modelUpdate = modelInput.extend({ active: z.boolean().optional() });
const unique = { catalog_models_brand_name_key: ['name', 'errors.name_taken'] } as const;

/** A parent deleted between the check and the write. */
const parentGone = (constraint: string | undefined) =>
  invalid({ [constraint?.includes('body_id') ? 'body_id' : 'brand_id']: ['errors.parent_not_found'] });

const columns: ExportColumn<ModelRow>[] = [
  { header: HEADERS.id, value: (row) => row.id, width: 8 },
  { header: { es: 'Marca', en: 'Brand' }, value: (row) => row.brand_name, width: 24 },
  { header: { es: 'Modelo', en: 'Model' }, value: (row) => row.name, width: 30 },
  { header: { es: 'Carrocería', en: 'Body type' }, value: (row) => row.body_name, width: 18 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Versiones', en: 'Versions' }, value: (row) => row.versions_count, width: 10 },
  { header: HEADERS.created_at, value: (row) => new Date(row.created_at), width: 20 },
  { header: HEADERS.updated_at, value: (row) => new Date(row.updated_at), width: 20 },
];

/** The brand and the body type must exist; the name must be free within the brand. */
async function assertWritable(tx: Tx, input: ModelWrite, exceptId = 0): Promise<void> {
  const errors: Record<string, ErrorKey[]> = {};
  if (!(await brandExists(tx, input.brand_id))) errors.brand_id = ['errors.parent_not_found'];
  if (input.body_id !== null && !(await bodyExists(tx, input.body_id))) {
    errors.body_id = ['errors.parent_not_found'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (await modelNameTaken(tx, input.brand_id, input.name, exceptId)) {
    throw invalid({ name: ['errors.name_taken'] });
  }
}

/** Vehicle models (`/catalogs/models`): a brand's model with its body type. */
export const modelsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    MODELS,
    {
      config: catalogAccess('models', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Models, paged, sorted and searched; filter by brand, body type and state',
        querystring: modelListQuery,
        response: { 200: modelList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { brand_id, body_id, active, ...params } = request.query;
      return runList<ModelRow>(db, modelSource({ brand_id, body_id, active }), params);
    },
  );

  app.get(
    `${MODELS}/export`,
    {
      config: catalogAccess('models', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Models as XLSX or CSV, with the list’s filters',
        querystring: modelListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { brand_id, body_id, active, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: modelSource({ brand_id, body_id, active }),
        sort,
        search,
        columns,
        format,
        filename: { es: 'modelos', en: 'models' },
      });
    },
  );

  app.post(
    MODELS,
    {
      config: catalogAccess('models', 'create'),
      schema: {
        tags: ['catalogs'],
        summary: 'Create a model of a brand',
        body: modelInput,
        response: { 201: modelAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const row = await writeTransaction(db, { unique, foreignKey: parentGone }, async (tx) => {
        await assertWritable(tx, input);
        const created = await insertModel(tx, input);
        await audit(tx, request, {
          action: 'create',
          entity: 'catalog_model',
          entityId: created.id,
          after: created,
        });
        return (await findModel(tx, created.id))!;
      });
      return reply.code(201).send({ data: row });
    },
  );

  app.get(
    `${MODELS}/:id`,
    {
      config: catalogAccess('models', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'One model',
        params: idParams,
        response: { 200: modelAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findModel(db, request.params.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  app.put(
    `${MODELS}/:id`,
    {
      config: catalogAccess('models', 'update'),
      schema: {
        tags: ['catalogs'],
        summary: 'Edit, activate or deactivate a model',
        params: idParams,
        body: modelUpdate,
        response: { 200: modelAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const row = await writeTransaction(db, { unique, foreignKey: parentGone }, async (tx) => {
        const before = await lockModel(tx, id);
        if (!before) throw notFound();
        const write = { ...input, active: input.active ?? before.active };
        await assertWritable(tx, write, id);
        const after = await updateModel(tx, id, write);
        await audit(tx, request, { action: 'update', entity: 'catalog_model', entityId: id, before, after });
        return (await findModel(tx, id))!;
      });
      return { data: row };
    },
  );

  app.delete(
    `${MODELS}/:id`,
    {
      config: catalogAccess('models', 'delete'),
      schema: {
        tags: ['catalogs'],
        summary: 'Delete a model without versions (deactivate it otherwise)',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      await writeTransaction(db, { foreignKey: () => inUse(request.locale) }, async (tx) => {
        const before = await lockModel(tx, id);
        if (!before) throw notFound();
        const versions = await countVersionsOfModel(tx, id);
        if (versions > 0) throw inUse(request.locale, 'versions', versions);
        await deleteModel(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'catalog_model', entityId: id, before });
      });
      return { message: translate(request.locale, 'catalogs.deleted') };
    },
  );
};
