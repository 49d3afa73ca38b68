import {
  messageAnswer,
  packageOptions as optionsAnswer,
  PACKAGE_RESOURCE,
  packageInput,
  packageList,
  packageListQuery,
  packageRecord,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import {
  countAgenciesOfPackage,
  deletePackage,
  findPackage,
  lockPackage,
  type PackageRow,
  packageNameTaken,
  packageOptions,
  packageSource,
  savePackage,
  toPackage,
} from './packages.repository';
import { promotionsRoutes } from './promotions.routes';

const PACKAGES = '/api/mi-vitrina/packages';
const tags = ['packages'];
const packageAnswer = z.object({ data: packageRecord });
const unique = { packages_name_unique: ['name', 'packages.name_taken'] } as const;

/** Packages belong to the platform: only the permission decides. */
const access = (action: keyof typeof PACKAGE_RESOURCE.permissions) =>
  ({ access: { permission: PACKAGE_RESOURCE.permissions[action], scope: 'platform' } }) as const;

const columns: ExportColumn<PackageRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 24 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 40 },
  {
    header: { es: 'Precio mensual (MXN)', en: 'Monthly price (MXN)' },
    value: (row) => row.monthly_price_cents / 100,
    width: 18,
  },
  {
    header: { es: 'Límite seminuevos', en: 'Used vehicle limit' },
    value: (row) => row.used_vehicle_limit,
    width: 16,
  },
  {
    header: { es: 'Límite nuevos', en: 'New vehicle limit' },
    value: (row) => row.new_vehicle_limit,
    width: 16,
  },
  { header: { es: 'Agencias', en: 'Dealerships' }, value: (row) => row.agencies_count, width: 10 },
  { header: { es: 'Permisos', en: 'Permissions' }, value: (row) => row.permissions.join(', '), width: 60 },
];

type Input = z.output<typeof packageInput>;

const toWrite = (input: Input) => ({
  name: input.name,
  description: input.description,
  monthly_price_cents: Math.round(input.monthly_price * 100),
  used_vehicle_limit: input.used_vehicle_limit,
  new_vehicle_limit: input.new_vehicle_limit,
  permissions: input.permissions,
});

/** 409 with the reason: "porque 3 agencias lo tienen contratado". */
const inUse = (count: number) =>
  new HttpError(409, count === 1 ? 'packages.in_use_one' : 'packages.in_use_other', { count });

/** Packages (`/packages`) and, from the same module, promotions (`/promotions`). */
export const packagesModule: Module = (app, context) => {
  const { db } = context.database;
  const answer = async (id: number) => ({ data: toPackage((await findPackage(db, id))!) });

  app.get(
    `${PACKAGES}/options`,
    {
      // The agency form of any role that edits agencies picks from it.
      config: { access: { permission: null, scope: 'platform' } },
      schema: {
        tags,
        summary: 'Every package as { label, value }, by name',
        response: { 200: optionsAnswer },
      },
    },
    async () => ({ data: await packageOptions(db) }),
  );

  app.get(
    PACKAGES,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Packages, paged, sorted and searched, with how many agencies have each',
        querystring: packageListQuery,
        response: { 200: packageList, 422: errorAnswer },
      },
    },
    async (request) => {
      const list = await runList<PackageRow>(db, packageSource(), request.query);
      return { data: list.data.map(toPackage), meta: list.meta };
    },
  );

  app.get(
    `${PACKAGES}/export`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Packages as XLSX or CSV, with the list’s search and sort',
        querystring: packageListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: packageSource(),
        sort,
        search,
        columns,
        format,
        filename: { es: 'paquetes', en: 'packages' },
      });
    },
  );

  app.get(
    `${PACKAGES}/:id`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'One package',
        params: idParams,
        response: { 200: packageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findPackage(db, request.params.id);
      if (!row) throw notFound();
      return { data: toPackage(row) };
    },
  );

  app.post(
    PACKAGES,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Create a package',
        body: packageInput,
        response: { 201: packageAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const created = await writeTransaction(db, { unique }, async (tx) => {
        if (await packageNameTaken(tx, input.name)) throw invalid({ name: ['packages.name_taken'] });
        const row = await savePackage(tx, undefined, toWrite(input));
        await audit(tx, request, { action: 'create', entity: 'package', entityId: row.id, after: row });
        return row;
      });
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.put(
    `${PACKAGES}/:id`,
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Edit a package; its agencies’ permissions_for_package follow on their next request',
        params: idParams,
        body: packageInput,
        response: { 200: packageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      await writeTransaction(db, { unique }, async (tx) => {
        const before = await lockPackage(tx, id);
        if (!before) throw notFound();
        if (await packageNameTaken(tx, input.name, id)) throw invalid({ name: ['packages.name_taken'] });
        const after = await savePackage(tx, id, toWrite(input));
        await audit(tx, request, { action: 'update', entity: 'package', entityId: id, before, after });
      });
      return answer(id);
    },
  );

  app.delete(
    `${PACKAGES}/:id`,
    {
      config: access('delete'),
      schema: {
        tags,
        summary: 'Delete a package no agency has (409 with the count otherwise)',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      await writeTransaction(db, {}, async (tx) => {
        const before = await lockPackage(tx, id);
        if (!before) throw notFound();
        const agencies = await countAgenciesOfPackage(tx, id);
        if (agencies > 0) throw inUse(agencies);
        await deletePackage(tx, id);
        await audit(tx, request, { action: 'delete', entity: 'package', entityId: id, before });
      });
      return { message: translate(request.locale, 'packages.deleted') };
    },
  );

  promotionsRoutes(app, context);
};
