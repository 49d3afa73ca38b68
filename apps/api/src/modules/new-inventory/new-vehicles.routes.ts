import {
  type ErrorKey,
  type Locale,
  type NewVehicleStatus,
  newVehicleInput,
  newVehicleResource,
  newVehicleUpdate,
  STOCK_PHOTO_SET_API,
  stockPhotoSetAnswer,
  stockPhotoSetQuery,
  toCents,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { newVehicles } from '../../db/schema';
import {
  assertEditable,
  dealershipRowScope,
  liveRowAgency,
  vehicleExportColumns,
} from '../../lib/dealership-rows';
import { deleteRoute } from '../../lib/delete-route';
import { type ExportColumn, updatedColumn } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { withThumbnail } from '../../lib/image-urls';
import { exportRoute, listRoute, oneRoute, type SourceOptions } from '../../lib/read-routes';
import { accessFor, resourceKit } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { insertRow, lockRow, softDeleteRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import { catalogColumns, findCatalogEntry, usableCatalogEntry } from '../catalogs/public';
import { findNewVehicle, type NewVehicleRow, newVehicleSource, yearTaken } from './new-vehicles.repository';
import { findPhotoSetOfYear, toPhotoSet } from './photo-sets.repository';

type Input = z.output<typeof newVehicleInput>;

const rules = {
  unique: { new_vehicles_year_key: ['catalog_year_id', 'new_inventory.vehicle_taken'] },
  // A catalog year or dealership deleted between the checks and the write.
  foreignKey: (constraint: string | undefined) =>
    constraint?.includes('agency')
      ? notFound()
      : invalid({ catalog_year_id: ['inventory.catalog_year_inactive'] }),
} as const;

const STATUS_LABELS: Record<Locale, Record<NewVehicleStatus, string>> = {
  es: { Borrador: 'Borrador', Disponible: 'Disponible', Agotado: 'Agotado' },
  en: { Borrador: 'Draft', Disponible: 'Available', Agotado: 'Sold out' },
};

const columns = (locale: Locale): ExportColumn<NewVehicleRow>[] => [
  ...vehicleExportColumns<NewVehicleRow>(),
  { header: { es: 'Precio', en: 'Price' }, value: (row) => row.price, width: 14 },
  {
    header: { es: 'Precio promocional', en: 'Promotional price' },
    value: (row) => row.promotional_price,
    width: 18,
  },
  { header: { es: 'Colores', en: 'Colours' }, value: (row) => row.colors.join(', '), width: 30 },
  { header: { es: 'Unidades', en: 'Units' }, value: (row) => row.stock_units, width: 10 },
  { header: { es: 'Estatus', en: 'Status' }, value: (row) => STATUS_LABELS[locale][row.status], width: 12 },
  { header: { es: 'Publicado', en: 'Published' }, value: (row) => row.published, width: 10 },
  updatedColumn(),
];

/**
 * What a create or an edit stores, after the checks a person can fix, all reported at once: the
 * catalog year exists and is active when it is chosen (a vehicle keeps one deactivated later), the
 * dealership has no other live vehicle of it, the promotional price is lower than the price. The status is the dealership's word: a stock of 0 does not turn a vehicle
 * Agotado by itself (units may be on their way; the dealership says when it is sold out).
 */
async function storedValues(tx: Tx, input: Input, before?: { id: number; catalog_year_id: number }) {
  const errors: Record<string, ErrorKey[]> = {};
  const entry = await findCatalogEntry(tx, input.catalog_year_id);
  if (!usableCatalogEntry(entry, before?.catalog_year_id)) {
    errors.catalog_year_id = ['inventory.catalog_year_inactive'];
  } else if (await yearTaken(tx, input.agency_id, entry.catalog_year_id, before?.id)) {
    errors.catalog_year_id = ['new_inventory.vehicle_taken'];
  }
  if (input.promotional_price !== null && input.promotional_price >= input.price) {
    errors.promotional_price = ['new_inventory.promotional_price_not_lower'];
  }
  if (!entry || Object.keys(errors).length > 0) throw invalid(errors);
  return {
    agency_id: input.agency_id,
    ...catalogColumns(entry),
    price_cents: toCents(input.price),
    promotional_price_cents: input.promotional_price === null ? null : toCents(input.promotional_price),
    colors: input.colors,
    stock_units: input.stock_units,
    status: input.status,
    published: input.published,
    description: input.description,
  };
}

/**
 * A dealership's new vehicles (`/brand-new-inventory`): one row per catalog year, its photos
 * those of the stock photo set of that year. Lists are scoped by `?agency=` (0: every dealership
 * the user sees); one vehicle by its own dealership (another's answers 404); a create by the
 * dealership its body names. An edit names the `lock_version` it started from: a save over a
 * newer one is refused (409), never silently overwritten.
 */
export const newVehiclesModule: Module = (app, { database: { db }, storage }) => {
  const kit = resourceKit(app, newVehicleResource, {
    db,
    tag: 'new-inventory',
    scope: dealershipRowScope(liveRowAgency(db, newVehicles)),
  });
  const toItem = (row: NewVehicleRow) => withThumbnail(row, storage.publicBase);
  const find = (tx: Db | Tx, id: number) => findNewVehicle(tx, id, storage.publicBase);
  const source: SourceOptions<typeof newVehicleResource>['source'] = (filters, _params, request) =>
    newVehicleSource(filters, scopedAgencyIds(request.agencyScope));
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, newVehicles, id, sql`deleted_at is null`);
  /** The dealership the audit entry belongs to: every stored row has its `agency_id`. */
  const agencyOf = (row: { id: number }) => (row as { id: number; agency_id?: number }).agency_id ?? null;

  listRoute(kit, { summary: 'New vehicles, paged, sorted and searched', source, toItem });
  exportRoute(kit, {
    summary: 'New vehicles as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'autos-nuevos', en: 'new-vehicles' },
  });
  oneRoute(kit, { summary: 'One new vehicle with its stock photos', find: ({ id }) => find(db, id) });

  // The create screen's preview: the stock photos a vehicle of this catalog year would show,
  // before there is a vehicle. Open to whoever may create new vehicles in the dealership of `?agency=`.
  const preview = resourceKit(app, newVehicleResource, {
    db,
    tag: kit.tag,
    scope: { create: { agency: 'query' } },
  });
  app.get(
    `/api${STOCK_PHOTO_SET_API}`,
    {
      config: accessFor(preview, 'create'),
      schema: {
        tags: [kit.tag],
        summary: 'The stock photo set of a catalog year (null when the platform has none)',
        querystring: stockPhotoSetQuery,
        response: { 200: stockPhotoSetAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const set = await findPhotoSetOfYear(db, request.query.catalog_year_id);
      return { data: set ? toPhotoSet(set, storage.publicBase) : null };
    },
  );

  createRoute(kit, {
    summary: 'Add a catalog year to a dealership’s new inventory (one row per year)',
    entity: 'new_vehicle',
    body: newVehicleInput,
    rules,
    insert: async (tx, input: Input) => insertRow(tx, newVehicles, await storedValues(tx, input)),
    find,
    agencyOf,
  });

  updateRoute(kit, {
    summary: 'Edit a new vehicle; `lock_version` must be the stored one (409 otherwise)',
    entity: 'new_vehicle',
    body: newVehicleUpdate,
    rules,
    lock,
    update: async (tx, before, input: z.output<typeof newVehicleUpdate>) => {
      assertEditable(before, input);
      const values = await storedValues(tx, input, before);
      return updateRow(tx, newVehicles, before.id, { ...values, lock_version: before.lock_version + 1 });
    },
    find,
    agencyOf,
  });

  deleteRoute(kit, {
    summary: 'Remove a new vehicle (kept for the audit trail; its catalog year may be added again)',
    entity: 'new_vehicle',
    lock,
    remove: (tx, before) => softDeleteRow(tx, newVehicles, before.id),
    agencyOf: (row) => row.agency_id,
    message: (locale) => translate(locale, 'inventory.deleted'),
  });
};
