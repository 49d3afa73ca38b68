import { type Fuel, type Locale, type Transmission, versionInput, versionResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { catalogModels, catalogVersions, catalogYears } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { type ItemPath, type PathValues, resourceKit } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, rowExists, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { catalogDeleteRoute, HEADERS } from './catalog-common';
import { findVersion, type VersionRow, versionSource } from './versions.repository';

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
    idColumn(),
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
    createdColumn(),
    updatedColumn(),
  ];
}

/** Version names are unique within their model. */
async function assertFree(tx: Tx, modelId: number, name: string, exceptId = 0): Promise<void> {
  const within = eq(catalogVersions.model_id, modelId);
  if (await valueTaken(tx, catalogVersions.name, name, { exceptId, within })) {
    throw invalid({ name: ['errors.name_taken'] });
  }
}

/** The versions of a model (`/models/{model_id}/versions…`): trim, transmission and fuel. */
export const versionsModule: Module = (app, { database: { db } }) => {
  const kit = resourceKit(app, versionResource, { db, tag: 'catalogs' });
  const parent = ({ model_id }: PathValues) => rowExists(db, catalogModels, model_id!);
  const find = (tx: Tx, id: number, { model_id }: PathValues) => findVersion(tx, model_id!, id);
  const lock = (tx: Tx, { model_id, id }: ItemPath) =>
    lockRow(tx, catalogVersions, id, eq(catalogVersions.model_id, model_id!));
  const source = ({ active }: { active?: boolean | undefined }, { model_id }: PathValues) =>
    versionSource(model_id!, { active });

  listRoute(kit, { summary: 'The versions of a model, paged, sorted and searched', source, parent });
  exportRoute(kit, {
    summary: 'The versions of a model as XLSX or CSV, with the list’s filters',
    source,
    parent,
    columns,
    filename: { es: 'versiones', en: 'versions' },
  });
  oneRoute(kit, { summary: 'One version of a model', find: (params) => find(db as Tx, params.id, params) });

  createRoute(kit, {
    summary: 'Create a version of a model',
    entity: 'catalog_version',
    body: versionInput,
    rules: { unique, foreignKey: () => notFound() },
    parent,
    insert: async (tx, input, { model_id }) => {
      await assertFree(tx, model_id!, input.name);
      return insertRow(tx, catalogVersions, { ...input, model_id: model_id! });
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Edit, activate or deactivate a version',
    entity: 'catalog_version',
    body: versionUpdate,
    rules: { unique },
    lock,
    update: async (tx, before, input) => {
      await assertFree(tx, before.model_id, input.name, before.id);
      return updateRow(tx, catalogVersions, before.id, { ...input, active: input.active ?? before.active });
    },
    find,
  });

  catalogDeleteRoute(kit, {
    summary: 'Delete a version without years (deactivate it otherwise)',
    entity: 'catalog_version',
    lock,
    remove: (tx, row) => deleteRow(tx, catalogVersions, row.id),
    children: { kind: 'years', column: catalogYears.version_id },
  });
};
