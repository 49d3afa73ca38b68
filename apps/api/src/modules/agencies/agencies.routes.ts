import {
  AGENCY_DEFAULTS,
  agencyInput,
  agencyOptionList,
  agencyResource,
  applyAgencyChanges,
} from '@vitrina/shared';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { agencies } from '../../db/schema';
import { signedInActor } from '../../lib/actor';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, EXPORT_HEADERS, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute, type SourceOptions } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswer, errorAnswers } from '../../lib/route-schemas';
import { softDeleteRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { updateRoute } from '../../lib/write-routes';
import { type ObjectAgency, SIGNED_IN_ACCESS, scopedAgencyIds, visibleAgencyIds } from '../../plugins/access';
import {
  type AgencyRow,
  activeAgencyOptions,
  activeBodyOptions,
  agencySource,
  findAgencyDetail,
  lockAgency,
  lockAgencyNames,
  storedValues,
  toAgency,
} from './agencies.repository';
import { adminOnlyFields, ownSets } from './agencies.rules';
import { createAgency, updateAgency } from './agencies.service';
import { missingReference } from './agency-checks';
import { assertDeletable } from './agency-deletion';

/** An agency is its own dealership: the one in the path. */
const agencyInPath: ObjectAgency = (request) => (request.params as { id: number }).id;
/** One agency: an agency the user is not linked to answers 404, as if it did not exist. */
const oneAgency = { agency: 'object', load: agencyInPath } as const;
/** Pickers any signed-in user needs (the agency selector, body types of the inventory form). */
const pickerAccess = { access: SIGNED_IN_ACCESS } as const;
const rules = { foreignKey: missingReference };

const columns = (): ExportColumn<AgencyRow>[] => [
  idColumn(),
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
  createdColumn(EXPORT_HEADERS.createdFeminine),
  updatedColumn(EXPORT_HEADERS.updatedFeminine),
];

/** Dealerships (`/agencies`): the calls of spec §7 plus create, edit and export. */
export const agenciesModule: Module = (app, { database: { db }, storage: { publicBase } }) => {
  const kit = resourceKit(app, agencyResource, {
    db,
    tag: 'agencies',
    // Lists answer what the user may see: every agency for administrators, the linked ones for the rest.
    scope: {
      list: { agency: 'query' },
      read: oneAgency,
      create: 'platform',
      update: oneAgency,
      delete: oneAgency,
    },
  });
  const toItem = (row: AgencyRow) => toAgency(row, publicBase);
  const find = (tx: Tx, id: number) => findAgencyDetail(tx, id, publicBase);
  const source: SourceOptions<typeof agencyResource>['source'] = (filters, _params, request) =>
    agencySource({ ...filters, agencyIds: scopedAgencyIds(request.agencyScope) });
  const agencyOf = (row: { id: number }) => row.id;
  const accessRules = [adminOnlyFields(db), ownSets(db)];

  listRoute(kit, { summary: 'Agencies, paged, sorted, searched and filtered', source, toItem });
  exportRoute(kit, {
    summary: 'Agencies as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'agencias', en: 'dealerships' },
  });

  app.get(
    routeUrl(agencyResource, '/all-agencies-actives'),
    {
      config: pickerAccess,
      schema: {
        tags: [kit.tag],
        summary: 'Agencies not cancelled, by name, as { label, value } (the user’s own unless admin)',
        response: { 200: agencyOptionList },
      },
    },
    async (request) => ({ data: await activeAgencyOptions(db, visibleAgencyIds(request.principal!)) }),
  );

  app.get(
    routeUrl(agencyResource, '/all-active-bodies'),
    {
      config: pickerAccess,
      schema: {
        tags: [kit.tag],
        summary: 'Active body types of the catalog as { label, value }',
        response: { 200: agencyOptionList },
      },
    },
    async () => ({ data: await activeBodyOptions(db) }),
  );

  oneRoute(kit, {
    summary: 'One agency with its address, postal code settlements, advisors and managers',
    find: ({ id }) => findAgencyDetail(db, id, publicBase),
  });

  // Not the kit's create: a non-administrator is also linked to the agency (agencies.service.ts).
  app.post(
    routeUrl(agencyResource),
    {
      config: accessFor(kit, 'create', { rules: accessRules }),
      schema: {
        tags: [kit.tag],
        summary: 'Create an agency (a non-administrator is linked to the agency they create)',
        body: agencyInput,
        response: { 201: agencyResource.oneAnswer, ...errorAnswers, 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const values = applyAgencyChanges(AGENCY_DEFAULTS, request.body);
      const data = await writeTransaction(db, rules, async (tx) =>
        find(tx, await createAgency(tx, values, signedInActor(request))),
      );
      if (!data) throw notFound();
      return reply.code(201).send({ data });
    },
  );

  updateRoute(kit, {
    summary:
      'Edit an agency (absent fields keep their value); a new package changes its permissions_for_package at once',
    entity: 'agency',
    body: agencyInput,
    rules,
    lock: async (tx, { id }) => {
      await lockAgencyNames(tx);
      return lockAgency(tx, id);
    },
    accessRules,
    update: (tx, before, input, request) =>
      updateAgency(tx, before, applyAgencyChanges(storedValues(before), input), signedInActor(request)),
    agencyOf,
    find,
  });

  deleteRoute(kit, {
    summary: 'Delete an agency (soft); refused with the reason while active users are linked',
    entity: 'agency',
    lock: (tx, { id }) => lockAgency(tx, id),
    remove: async (tx, before, request) => {
      await assertDeletable(tx, before.id, request.locale);
      return softDeleteRow(tx, agencies, before.id);
    },
    agencyOf,
    message: (locale) => translate(locale, 'agencies.deleted'),
  });
};
