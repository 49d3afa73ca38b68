import {
  AGENCY_DEFAULTS,
  AGENCY_PERMISSIONS,
  agencyDetail,
  agencyInput,
  agencyList,
  agencyListQuery,
  agencyOptionList,
  applyAgencyChanges,
  isAdmin,
  type Locale,
  messageAnswer,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { type ObjectAgency, scopedAgencyIds, visibleAgencyIds } from '../../plugins/access';
import {
  type AgencyFilters,
  type AgencyRow,
  activeAgencyOptions,
  activeBodyOptions,
  agencySource,
  findAgencyDetail,
  insertAgency,
  linkUser,
  lockAgency,
  lockAgencyNames,
  softDeleteAgency,
  storedValues,
  toAgency,
  updateAgency,
} from './agencies.repository';
import { assertAdminOnlyFields, assertOwnSets, assertValidAgency, missingReference } from './agency-checks';
import { assertDeletable } from './agency-deletion';

const AGENCIES = '/api/mi-vitrina/agencies';
const detailAnswer = z.object({ data: agencyDetail });
const exportQuery = agencyListQuery.omit({ page: true, limit: true }).extend(exportFormat);

/** Lists answer what the user may see: every agency for administrators, the linked ones for the rest. */
const listAccess = { access: { permission: AGENCY_PERMISSIONS.list, scope: { agency: 'query' } } } as const;
/** An agency is its own dealership: the one in the path. */
const agencyInPath: ObjectAgency = (request) => (request.params as { id: number }).id;
/** One agency: an agency the user is not linked to answers 404, as if it did not exist. */
const objectAccess = (permission: (typeof AGENCY_PERMISSIONS)[keyof typeof AGENCY_PERMISSIONS]) =>
  ({ access: { permission, scope: { agency: 'object', load: agencyInPath } } }) as const;
/** Pickers any signed-in user needs (the agency selector, body types of the inventory form). */
const pickerAccess = { access: { permission: null, scope: 'user' } } as const;

const columns: ExportColumn<AgencyRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 32 },
  { header: { es: 'Razón social', en: 'Legal name' }, value: (row) => row.legal_name, width: 36 },
  { header: { es: 'RFC', en: 'RFC' }, value: (row) => row.rfc, width: 16 },
  { header: { es: 'Grupo', en: 'Group' }, value: (row) => row.group_name, width: 26 },
  { header: { es: 'Familia', en: 'Family' }, value: (row) => row.family_name, width: 20 },
  { header: { es: 'Paquete', en: 'Package' }, value: (row) => row.package_name, width: 16 },
  { header: { es: 'Membresía', en: 'Membership' }, value: (row) => row.membership_status, width: 14 },
  { header: { es: 'Nuevos', en: 'New cars' }, value: (row) => row.is_premium, width: 10 },
  { header: { es: 'Seminuevos', en: 'Used cars' }, value: (row) => row.is_preowened, width: 12 },
  { header: { es: 'Ciudad', en: 'City' }, value: (row) => row.city, width: 22 },
  { header: { es: 'Estado', en: 'State' }, value: (row) => row.state, width: 20 },
  { header: { es: 'Usuarios', en: 'Users' }, value: (row) => row.users_count, width: 10 },
  { header: { es: 'Creada', en: 'Created' }, value: (row) => new Date(row.created_at), width: 20 },
  { header: { es: 'Actualizada', en: 'Updated' }, value: (row) => new Date(row.updated_at), width: 20 },
];

function filtersOf(request: FastifyRequest, query: Omit<AgencyFilters, 'agencyIds'>): AgencyFilters {
  return { ...query, agencyIds: scopedAgencyIds(request.agencyScope) };
}

async function detailOrNotFound(db: Db | Tx, id: number, publicBase: string) {
  const found = await findAgencyDetail(db, id, publicBase);
  if (!found) throw notFound();
  return found;
}

function deletedMessage(locale: Locale) {
  return { message: translate(locale, 'agencies.deleted') };
}

/** Dealerships (`/agencies`): the calls of spec §7 plus create, edit and export. */
export const agenciesModule: Module = (app, { database, storage }) => {
  const { db } = database;
  const { publicBase } = storage;

  app.get(
    AGENCIES,
    {
      config: listAccess,
      schema: {
        tags: ['agencies'],
        summary: 'Agencies, paged, sorted, searched and filtered',
        querystring: agencyListQuery,
        response: { 200: agencyList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { page, limit, sort, search, ...filters } = request.query;
      const list = await runList<AgencyRow>(db, agencySource(filtersOf(request, filters)), {
        page,
        limit,
        sort,
        search,
      });
      return { data: list.data.map((row) => toAgency(row, publicBase)), meta: list.meta };
    },
  );

  app.get(
    `${AGENCIES}/export`,
    {
      config: listAccess,
      schema: {
        tags: ['agencies'],
        summary: 'Agencies as XLSX or CSV, with the list’s filters',
        querystring: exportQuery,
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search, ...filters } = request.query;
      return sendExport(request, reply, db, {
        source: agencySource(filtersOf(request, filters)),
        sort,
        search,
        columns,
        format,
        filename: { es: 'agencias', en: 'dealerships' },
      });
    },
  );

  app.get(
    `${AGENCIES}/all-agencies-actives`,
    {
      config: pickerAccess,
      schema: {
        tags: ['agencies'],
        summary: 'Agencies not cancelled, by name, as { label, value } (the user’s own unless admin)',
        response: { 200: agencyOptionList },
      },
    },
    async (request) => ({ data: await activeAgencyOptions(db, visibleAgencyIds(request.principal!)) }),
  );

  app.get(
    `${AGENCIES}/all-active-bodies`,
    {
      config: pickerAccess,
      schema: {
        tags: ['agencies'],
        summary: 'Active body types of the catalog as { label, value }',
        response: { 200: agencyOptionList },
      },
    },
    async () => ({ data: await activeBodyOptions(db) }),
  );

  app.get(
    `${AGENCIES}/:id`,
    {
      config: objectAccess(AGENCY_PERMISSIONS.list),
      schema: {
        tags: ['agencies'],
        summary: 'One agency with its address, postal code settlements, advisors and managers',
        params: idParams,
        response: { 200: detailAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { data: await detailOrNotFound(db, id, publicBase) };
    },
  );

  app.post(
    AGENCIES,
    {
      config: { access: { permission: AGENCY_PERMISSIONS.create, scope: 'platform' } },
      schema: {
        tags: ['agencies'],
        summary: 'Create an agency (a non-administrator is linked to the agency they create)',
        body: agencyInput,
        response: { 201: detailAnswer, ...errorAnswers, 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const values = applyAgencyChanges(AGENCY_DEFAULTS, request.body);
      assertAdminOnlyFields(request, values);
      const principal = request.principal!;
      const data = await writeTransaction(db, { foreignKey: missingReference }, async (tx) => {
        await lockAgencyNames(tx);
        await assertOwnSets(tx, request, values);
        await assertValidAgency(tx, values);
        const created = await insertAgency(tx, values);
        await audit(tx, request, {
          action: 'create',
          entity: 'agency',
          entityId: created.id,
          agencyId: created.id,
          after: created,
        });
        if (!isAdmin(principal)) {
          // Otherwise the agency would vanish from its creator's lists the moment it exists.
          await linkUser(tx, created.id, principal.id);
          await audit(tx, request, {
            action: 'link',
            entity: 'agency_user',
            entityId: `${created.id}:${principal.id}`,
            agencyId: created.id,
            after: { agency_id: created.id, user_id: principal.id },
          });
        }
        return detailOrNotFound(tx, created.id, publicBase);
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    `${AGENCIES}/:id`,
    {
      config: objectAccess(AGENCY_PERMISSIONS.update),
      schema: {
        tags: ['agencies'],
        summary:
          'Edit an agency (absent fields keep their value); a new package changes its permissions_for_package at once',
        params: idParams,
        body: agencyInput,
        response: { 200: detailAnswer, ...errorAnswers, 403: errorAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await writeTransaction(db, { foreignKey: missingReference }, async (tx) => {
        await lockAgencyNames(tx);
        const before = await lockAgency(tx, id);
        if (!before) throw notFound();
        const values = applyAgencyChanges(storedValues(before), request.body);
        assertAdminOnlyFields(request, values, before);
        await assertOwnSets(tx, request, values, before);
        await assertValidAgency(tx, values, id);
        const after = await updateAgency(tx, id, values);
        await audit(tx, request, {
          action: 'update',
          entity: 'agency',
          entityId: id,
          agencyId: id,
          before,
          after,
        });
        return detailOrNotFound(tx, id, publicBase);
      });
      return { data };
    },
  );

  app.delete(
    `${AGENCIES}/:id`,
    {
      config: objectAccess(AGENCY_PERMISSIONS.delete),
      schema: {
        tags: ['agencies'],
        summary: 'Delete an agency (soft); refused with the reason while active users are linked',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      await writeTransaction(db, {}, async (tx) => {
        const before = await lockAgency(tx, id);
        if (!before) throw notFound();
        await assertDeletable(tx, id, request.locale);
        const after = await softDeleteAgency(tx, id);
        await audit(tx, request, {
          action: 'delete',
          entity: 'agency',
          entityId: id,
          agencyId: id,
          before,
          after,
        });
      });
      return deletedMessage(request.locale);
    },
  );
};
