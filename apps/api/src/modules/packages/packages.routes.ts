import { packageOptions as optionsAnswer, packageInput, packageResource, toCents } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { packages } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { type ExportColumn, idColumn } from '../../lib/export';
import { HttpError, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit, routeUrl } from '../../lib/resource-kit';
import { deleteRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { SIGNED_IN_PLATFORM_ACCESS } from '../../plugins/access';
import {
  countAgenciesOfPackage,
  findPackage,
  lockPackage,
  type PackageRow,
  packageOptions,
  packageSource,
  savePackage,
  toPackage,
} from './packages.repository';
import { promotionsRoutes } from './promotions.routes';

const rules = { unique: { packages_name_unique: ['name', 'packages.name_taken'] } } as const;

const columns = (): ExportColumn<PackageRow>[] => [
  idColumn(),
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
  monthly_price_cents: toCents(input.monthly_price),
  used_vehicle_limit: input.used_vehicle_limit,
  new_vehicle_limit: input.new_vehicle_limit,
  permissions: input.permissions,
});

/** 409 with the reason: "porque 3 agencias lo tienen contratado". */
const inUse = (count: number) =>
  new HttpError(409, count === 1 ? 'packages.in_use_one' : 'packages.in_use_other', { count });

async function assertNameFree(tx: Tx, name: string, exceptId = 0) {
  if (await valueTaken(tx, packages.name, name, { exceptId }))
    throw invalid({ name: ['packages.name_taken'] });
}

/** Packages (`/packages`) and, from the same module, promotions (`/promotions`). */
export const packagesModule: Module = (app, context) => {
  const { db } = context.database;
  const kit = resourceKit(app, packageResource, { db, tag: 'packages' });
  const find = (tx: Tx, id: number) => findPackage(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockPackage(tx, id);

  app.get(
    routeUrl(packageResource, '/options'),
    {
      // The agency form of any role that edits agencies picks from it.
      config: { access: SIGNED_IN_PLATFORM_ACCESS },
      schema: {
        tags: [kit.tag],
        summary: 'Every package as { label, value }, by name',
        response: { 200: optionsAnswer },
      },
    },
    async () => ({ data: await packageOptions(db) }),
  );

  listRoute(kit, {
    summary: 'Packages, paged, sorted and searched, with how many agencies have each',
    source: packageSource,
    toItem: toPackage,
  });
  exportRoute(kit, {
    summary: 'Packages as XLSX or CSV, with the list’s search and sort',
    source: packageSource,
    columns,
    filename: { es: 'paquetes', en: 'packages' },
  });
  oneRoute(kit, { summary: 'One package', find: ({ id }) => findPackage(db, id), toItem: toPackage });

  createRoute(kit, {
    summary: 'Create a package',
    entity: 'package',
    body: packageInput,
    rules,
    insert: async (tx, input) => {
      await assertNameFree(tx, input.name);
      return savePackage(tx, undefined, toWrite(input));
    },
    find,
    toItem: toPackage,
  });

  updateRoute(kit, {
    summary: 'Edit a package; its agencies’ permissions_for_package follow on their next request',
    entity: 'package',
    body: packageInput,
    rules,
    lock,
    update: async (tx, before, input) => {
      await assertNameFree(tx, input.name, before.id);
      return savePackage(tx, before.id, toWrite(input));
    },
    find,
    toItem: toPackage,
  });

  deleteRoute(kit, {
    summary: 'Delete a package no agency has (409 with the count otherwise)',
    entity: 'package',
    lock,
    remove: async (tx, before) => {
      const agencies = await countAgenciesOfPackage(tx, before.id);
      if (agencies > 0) throw inUse(agencies);
      await deleteRow(tx, packages, before.id);
    },
    message: (locale) => translate(locale, 'packages.deleted'),
  });

  promotionsRoutes(app, context);
};
