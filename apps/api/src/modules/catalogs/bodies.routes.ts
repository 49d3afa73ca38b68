import { body, bodyInput, bodyList, bodyListQuery, messageAnswer } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { deleteImage } from '../../lib/images';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import {
  type BodyRow,
  bodyNameTaken,
  bodySource,
  countModelsOfBody,
  deleteBody,
  findBody,
  insertBody,
  lockBody,
  toBody,
  updateBody,
} from './bodies.repository';
import { CATALOGS, catalogAccess, HEADERS, inUse } from './catalog-common';

const BODIES = `${CATALOGS}/bodies`;
const bodyAnswer = z.object({ data: body });
/** On PUT an omitted `active` keeps the current value: renaming never reactivates. */
const bodyUpdate = bodyInput.extend({ active: z.boolean().optional() });
const uniqueName = { catalog_bodies_name_key: ['name', 'errors.name_taken'] } as const;

const columns: ExportColumn<BodyRow>[] = [
  { header: HEADERS.id, value: (row) => row.id, width: 8 },
  { header: HEADERS.name, value: (row) => row.name, width: 30 },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  { header: { es: 'Modelos', en: 'Models' }, value: (row) => row.models_count, width: 10 },
  { header: HEADERS.created_at, value: (row) => new Date(row.created_at), width: 20 },
  { header: HEADERS.updated_at, value: (row) => new Date(row.updated_at), width: 20 },
];

/** Body types (`/bodies`): sedán, SUV, pickup… — what a model is. */
export const bodiesModule: Module = (app, { database, storage }) => {
  const { db } = database;
  const answer = (row: BodyRow) => ({ data: toBody(row, storage.publicBase) });

  app.get(
    BODIES,
    {
      config: catalogAccess('bodies', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Body types, paged, sorted and searched',
        querystring: bodyListQuery,
        response: { 200: bodyList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { active, ...params } = request.query;
      const list = await runList<BodyRow>(db, bodySource({ active }), params);
      return { data: list.data.map((row) => toBody(row, storage.publicBase)), meta: list.meta };
    },
  );

  app.get(
    `${BODIES}/export`,
    {
      config: catalogAccess('bodies', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'Body types as XLSX or CSV, with the list’s filters',
        querystring: bodyListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { active, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: bodySource({ active }),
        sort,
        search,
        columns,
        format,
        filename: { es: 'carrocerias', en: 'body-types' },
      });
    },
  );

  app.post(
    BODIES,
    {
      config: catalogAccess('bodies', 'create'),
      schema: {
        tags: ['catalogs'],
        summary: 'Create a body type',
        body: bodyInput,
        response: { 201: bodyAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const row = await writeTransaction(db, { unique: uniqueName }, async (tx) => {
        if (await bodyNameTaken(tx, input.name)) throw invalid({ name: ['errors.name_taken'] });
        const created = await insertBody(tx, input);
        await audit(tx, request, {
          action: 'create',
          entity: 'catalog_body',
          entityId: created.id,
          after: created,
        });
        return (await findBody(tx, created.id))!;
      });
      return reply.code(201).send(answer(row));
    },
  );

  app.get(
    `${BODIES}/:id`,
    {
      config: catalogAccess('bodies', 'read'),
      schema: {
        tags: ['catalogs'],
        summary: 'One body type',
        params: idParams,
        response: { 200: bodyAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findBody(db, request.params.id);
      if (!row) throw notFound();
      return answer(row);
    },
  );

  app.put(
    `${BODIES}/:id`,
    {
      config: catalogAccess('bodies', 'update'),
      schema: {
        tags: ['catalogs'],
        summary: 'Rename, activate or deactivate a body type',
        params: idParams,
        body: bodyUpdate,
        response: { 200: bodyAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const row = await writeTransaction(db, { unique: uniqueName }, async (tx) => {
        const before = await lockBody(tx, id);
        if (!before) throw notFound();
        if (await bodyNameTaken(tx, input.name, id)) throw invalid({ name: ['errors.name_taken'] });
        const after = await updateBody(tx, id, { name: input.name, active: input.active ?? before.active });
        await audit(tx, request, { action: 'update', entity: 'catalog_body', entityId: id, before, after });
        return (await findBody(tx, id))!;
      });
      return answer(row);
    },
  );

  app.delete(
    `${BODIES}/:id`,
    {
      config: catalogAccess('bodies', 'delete'),
      schema: {
        tags: ['catalogs'],
        summary: 'Delete a body type no model uses (deactivate it otherwise)',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const removed = await writeTransaction(db, { foreignKey: () => inUse(request.locale) }, async (tx) => {
        const before = await lockBody(tx, id);
        if (!before) throw notFound();
        const models = await countModelsOfBody(tx, id);
        if (models > 0) throw inUse(request.locale, 'models', models);
        await deleteBody(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'catalog_body', entityId: id, before });
        return before;
      });
      // The row is gone; its icon files go after it, and a storage hiccup only leaves files behind.
      if (removed.icon_path) {
        await deleteImage(storage, removed.icon_path).catch((error: unknown) =>
          request.log.warn({ err: error }, 'body icon not deleted'),
        );
      }
      return { message: translate(request.locale, 'catalogs.deleted') };
    },
  );
};
