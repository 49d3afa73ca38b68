import {
  dealershipSetDeleted,
  dealershipSetDetail,
  dealershipSetInput,
  dealershipSetList,
  dealershipSetListQuery,
  dealershipSetOptions as optionsAnswer,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import { DEALERSHIP_SET_DEFINITIONS, type DealershipSetDefinition } from './dealership-sets.definition';
import {
  type DealershipSetRow,
  dealershipSetNameTaken,
  dealershipSetOptions,
  dealershipSetSource,
  deleteDealershipSet,
  existingAgencyIds,
  findDealershipSet,
  insertDealershipSet,
  lockDealershipSet,
  memberIds,
  replaceMembers,
  updateDealershipSet,
} from './dealership-sets.repository';

const columns: ExportColumn<DealershipSetRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 32 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 40 },
  { header: { es: 'Agencias', en: 'Dealerships' }, value: (row) => row.agencies_count, width: 10 },
  { header: { es: 'Miembros', en: 'Members' }, value: (row) => row.agencies.join(', '), width: 60 },
  { header: { es: 'Creado', en: 'Created' }, value: (row) => new Date(row.created_at), width: 20 },
];

type Input = z.output<typeof dealershipSetInput>;

/** Name free (case and accents ignored) and every member an existing agency: both said at once. */
async function assertValid(tx: Tx, def: DealershipSetDefinition, input: Input, exceptId = 0) {
  const errors: Parameters<typeof invalid>[0] = {};
  if (await dealershipSetNameTaken(tx, def, input.name, exceptId)) errors.name = [def.messages.nameTaken];
  const found = await existingAgencyIds(tx, input.agency_ids);
  if (found.size !== input.agency_ids.length) errors.agency_ids = ['dealership_sets.agency_not_found'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Groups or families: list, export, one, create, edit, delete, and the spec §7 picker. */
function registerDealershipSet(app: App, db: Db, def: DealershipSetDefinition) {
  const access = (action: keyof DealershipSetDefinition['permissions']) => ({
    access: { permission: def.permissions[action], scope: 'platform' } as const,
  });
  const unique = { [def.uniqueIndex]: ['name', def.messages.nameTaken] } as const;
  const detailAnswer = z.object({ data: dealershipSetDetail });
  const tags = [def.tag];
  const one = async (database: Db | Tx, id: number) => ({
    data: (await findDealershipSet(database, def, id))!,
  });

  app.get(
    def.paths.picker,
    {
      // Agency forms and filters of every role pick from it (spec §7), each from what they may see.
      config: { access: { permission: null, scope: 'user' } },
      schema: {
        tags,
        summary:
          'Sets as { label, value }, by name: every one for administrators, else those of own dealerships',
        response: { 200: optionsAnswer },
      },
    },
    async (request) => ({
      data: await dealershipSetOptions(db, def, visibleAgencyIds(request.principal!)),
    }),
  );

  app.get(
    def.paths.api,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Paged, sorted and searched, with member counts and the first member names',
        querystring: dealershipSetListQuery,
        response: { 200: dealershipSetList, 422: errorAnswer },
      },
    },
    async (request) => runList<DealershipSetRow>(db, dealershipSetSource(def), request.query),
  );

  app.get(
    `${def.paths.api}/export`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'As XLSX or CSV, with the list’s search and sort and every member name',
        querystring: dealershipSetListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: dealershipSetSource(def, { allMembers: true }),
        sort,
        search,
        columns,
        format,
        filename: def.exportName,
      });
    },
  );

  app.get(
    `${def.paths.api}/:id`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'One set with every member (agency_ids and their names)',
        params: idParams,
        response: { 200: detailAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findDealershipSet(db, def, request.params.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  app.post(
    def.paths.api,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Create a set; the agencies chosen move into it from any other set of its kind',
        body: dealershipSetInput,
        response: { 201: detailAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const answer = await writeTransaction(db, { unique }, async (tx) => {
        await assertValid(tx, def, input);
        const created = await insertDealershipSet(tx, def, input);
        const members = await replaceMembers(tx, def, created.id, input.agency_ids);
        await audit(tx, request, {
          action: 'create',
          entity: def.audit,
          entityId: created.id,
          after: { ...created, agency_ids: input.agency_ids, moved: members.added },
        });
        return one(tx, created.id);
      });
      return reply.code(201).send(answer);
    },
  );

  app.put(
    `${def.paths.api}/:id`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Edit a set; `agency_ids` is the whole membership (missing agencies leave it)',
        params: idParams,
        body: dealershipSetInput,
        response: { 200: detailAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return writeTransaction(db, { unique }, async (tx) => {
        const before = await lockDealershipSet(tx, def, id);
        if (!before) throw notFound();
        await assertValid(tx, def, input, id);
        const beforeMembers = await memberIds(tx, def, id);
        const after = await updateDealershipSet(tx, def, id, input);
        const members = await replaceMembers(tx, def, id, input.agency_ids);
        await audit(tx, request, {
          action: 'update',
          entity: def.audit,
          entityId: id,
          before: { ...before, agency_ids: beforeMembers },
          after: { ...after, agency_ids: input.agency_ids, moved: members.added, released: members.removed },
        });
        return one(tx, id);
      });
    },
  );

  app.delete(
    `${def.paths.api}/:id`,
    {
      config: access('delete'),
      schema: {
        tags,
        summary: 'Delete a set; its agencies stay, without a set of this kind (the answer says how many)',
        params: idParams,
        response: { 200: dealershipSetDeleted, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const released = await writeTransaction(db, {}, async (tx) => {
        const before = await lockDealershipSet(tx, def, id);
        if (!before) throw notFound();
        const beforeMembers = await memberIds(tx, def, id);
        const count = await deleteDealershipSet(tx, def, id);
        await audit(tx, request, {
          action: 'delete',
          entity: def.audit,
          entityId: id,
          before: { ...before, agency_ids: beforeMembers },
          after: { released: count },
        });
        return count;
      });
      return { message: deletedMessage(request, def, released), released };
    },
  );
}

function deletedMessage(request: FastifyRequest, def: DealershipSetDefinition, count: number): string {
  const key =
    count === 0
      ? def.messages.deletedZero
      : count === 1
        ? def.messages.deletedOne
        : def.messages.deletedOther;
  return translate(request.locale, key, { count });
}

/** Dealership groups and families (`/cardealership/group`, `/cardealership/family`). */
export const dealershipSetsModule: Module = (app, { database }) => {
  for (const def of DEALERSHIP_SET_DEFINITIONS) registerDealershipSet(app, database.db, def);
};
