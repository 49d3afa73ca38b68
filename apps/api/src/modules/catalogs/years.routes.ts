import { toCents, yearInput, yearResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { catalogVersions, catalogYears } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { type ItemPath, type PathValues, resourceKit } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, rowExists, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { catalogDeleteRoute, HEADERS } from './catalog-common';
import { findYear, type YearRow, yearSource } from './years.repository';

/** On PUT an omitted `active` keeps the current value: editing never reactivates. */
const yearUpdate = yearInput.extend({ active: z.boolean().optional() });
const unique = { catalog_years_version_year_key: ['year', 'errors.year_taken'] } as const;

const columns = (): ExportColumn<YearRow>[] => [
  idColumn(),
  { header: { es: 'Año', en: 'Year' }, value: (row) => row.year, width: 8 },
  {
    header: { es: 'Precio de lista (MXN)', en: 'List price (MXN)' },
    value: (row) => row.list_price,
    width: 20,
  },
  { header: HEADERS.active, value: (row) => row.active, width: 10 },
  createdColumn(),
  updatedColumn(),
];

/** A model year appears once per version. */
async function assertFree(tx: Tx, versionId: number, year: number, exceptId = 0): Promise<void> {
  const within = eq(catalogYears.version_id, versionId);
  if (await valueTaken(tx, catalogYears.year, year, { exceptId, within, compare: 'exact' })) {
    throw invalid({ year: ['errors.year_taken'] });
  }
}

/** The model years of a version, with their list price in pesos. */
export const yearsModule: Module = (app, { database: { db } }) => {
  const kit = resourceKit(app, yearResource, { db, tag: 'catalogs' });
  const parent = ({ version_id }: PathValues) => rowExists(db, catalogVersions, version_id!);
  const find = (tx: Tx, id: number, { version_id }: PathValues) => findYear(tx, version_id!, id);
  const lock = (tx: Tx, { version_id, id }: ItemPath) =>
    lockRow(tx, catalogYears, id, eq(catalogYears.version_id, version_id!));
  const source = ({ active }: { active?: boolean | undefined }, { version_id }: PathValues) =>
    yearSource(version_id!, { active });

  listRoute(kit, {
    summary: 'The model years of a version, paged and sorted (newest first)',
    source,
    parent,
  });
  exportRoute(kit, {
    summary: 'The model years of a version as XLSX or CSV, with the list’s filters',
    source,
    parent,
    columns,
    filename: { es: 'años', en: 'years' },
  });
  oneRoute(kit, {
    summary: 'One model year of a version',
    find: (params) => find(db as Tx, params.id, params),
  });

  createRoute(kit, {
    summary: 'Add a model year to a version',
    entity: 'catalog_year',
    body: yearInput,
    rules: { unique, foreignKey: () => notFound() },
    parent,
    insert: async (tx, { year, list_price, active }, { version_id }) => {
      await assertFree(tx, version_id!, year);
      return insertRow(tx, catalogYears, {
        version_id: version_id!,
        year,
        list_price_cents: toCents(list_price),
        active,
      });
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Edit, activate or deactivate a model year',
    entity: 'catalog_year',
    body: yearUpdate,
    rules: { unique },
    lock,
    update: async (tx, before, { year, list_price, active }) => {
      await assertFree(tx, before.version_id, year, before.id);
      return updateRow(tx, catalogYears, before.id, {
        year,
        list_price_cents: toCents(list_price),
        active: active ?? before.active,
      });
    },
    find,
  });

  catalogDeleteRoute(kit, {
    summary: 'Delete a model year nothing else uses (deactivate it otherwise)',
    entity: 'catalog_year',
    lock,
    remove: (tx, row) => deleteRow(tx, catalogYears, row.id),
  });
};
