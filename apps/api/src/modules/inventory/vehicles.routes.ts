import {
  type ErrorKey,
  type Locale,
  toCents,
  todayInMexico,
  usedVehicleInput,
  usedVehicleResource,
  usedVehicleUpdate,
  type VehicleStatus,
  vehicleSearchText,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { vehicles } from '../../db/schema';
import {
  assertEditable,
  dealershipRowScope,
  liveRowAgency,
  vehicleExportColumns,
} from '../../lib/dealership-rows';
import { deleteRoute } from '../../lib/delete-route';
import { type ExportColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { withThumbnail } from '../../lib/image-urls';
import { exportRoute, listRoute, oneRoute, type SourceOptions } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { insertRow, softDeleteRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import { catalogColumns, findCatalogEntry, usableCatalogEntry } from '../catalogs/public';
import { soldModule } from './sold.routes';
import { isLive } from './vehicle-status';
import { vehicleStatusRoutes } from './vehicle-status.routes';
import { agencyOf, assertPlausiblePrices, audited, statusName, vehicleRules } from './vehicle-writes';
import {
  assertCanPublish,
  bodyActive,
  findVehicle,
  lockVehicle,
  recordPriceChange,
  recordStatusChange,
  type StoredVehicle,
  takenInAgency,
  type VehicleRow,
  vehiclesSource,
} from './vehicles.repository';

type Values = z.output<typeof usedVehicleInput>;

const columns = (locale: Locale): ExportColumn<VehicleRow>[] => [
  ...vehicleExportColumns<VehicleRow>(),
  { header: { es: 'VIN', en: 'VIN' }, value: (row) => row.vin, width: 22 },
  { header: { es: 'Número de inventario', en: 'Stock number' }, value: (row) => row.stock_number, width: 18 },
  { header: { es: 'Kilometraje', en: 'Mileage (km)' }, value: (row) => row.mileage_km, width: 12 },
  { header: { es: 'Precio', en: 'Price' }, value: (row) => row.price, width: 14 },
  { header: { es: 'Precio de oferta', en: 'Offer price' }, value: (row) => row.offer_price, width: 16 },
  { header: { es: 'Estatus', en: 'Status' }, value: (row) => statusName(locale, row.status), width: 12 },
  { header: { es: 'En piso desde', en: 'On the lot since' }, value: (row) => row.first_on_lot, width: 14 },
  { header: { es: 'Días en inventario', en: 'Days in stock' }, value: (row) => row.days_in_stock, width: 12 },
  { header: { es: 'Marketplace', en: 'Marketplace' }, value: (row) => row.published_marketplace, width: 12 },
  {
    header: { es: 'Mercado Libre', en: 'Mercado Libre' },
    value: (row) => row.published_mercadolibre,
    width: 14,
  },
  { header: { es: 'Meta', en: 'Meta' }, value: (row) => row.published_meta, width: 8 },
  { header: { es: 'Fotos', en: 'Photos' }, value: (row) => row.photos_count, width: 8 },
  updatedColumn(),
];

const FLAGS = ['published_marketplace', 'published_mercadolibre', 'published_meta'] as const;

/**
 * What a create or an edit stores, after every check a person can fix, all reported at once:
 * - the catalog year exists, and is active when it is chosen (a vehicle keeps an entry that was
 *   deactivated later); the brand, model, version and year are copied from it;
 * - the body type exists and is active when chosen; the vehicle arrived on the lot by today;
 * - every status but Borrador, and any publication flag, needs a price; the offer is lower; a
 *   price or offer far from what the car plausibly costs is kept only once confirmed;
 * - stock number and live VIN are unique in the dealership (vehicles_stock_number_key,
 *   vehicles_live_vin_key; a sold vehicle's VIN may come back);
 * - publication flags are the dealer's intent and may be set while a draft: they take effect
 *   (and count against the dealership's limit) only while the vehicle is Disponible or Apartado,
 *   so a draft can be prepared with its publication and go live when it becomes Disponible. A
 *   sold vehicle is unpublished (the sale clears the flags) and cannot be published again.
 */
async function storedValues(tx: Tx, input: Values, before?: StoredVehicle) {
  const errors: Record<string, ErrorKey[]> = {};
  const entry = await findCatalogEntry(tx, input.catalog_year_id);
  if (!usableCatalogEntry(entry, before?.catalog_year_id)) {
    errors.catalog_year_id = ['inventory.catalog_year_inactive'];
  }
  if (input.body_id !== null && input.body_id !== before?.body_id && !(await bodyActive(tx, input.body_id))) {
    errors.body_id = ['inventory.body_inactive'];
  }
  if (input.first_on_lot > todayInMexico()) errors.first_on_lot = ['inventory.first_on_lot_future'];
  else if (before?.sold_on && input.first_on_lot > before.sold_on) {
    errors.first_on_lot = ['inventory.sold_on_before_lot'];
  }
  const status = (before?.status ?? 'Borrador') as VehicleStatus;
  const flagged = FLAGS.filter((flag) => input[flag]);
  if (input.price === null && (status !== 'Borrador' || flagged.length > 0)) {
    errors.price = ['inventory.price_required'];
  }
  if (input.offer_price !== null) {
    if (input.price === null) errors.offer_price = ['inventory.offer_without_price'];
    else if (input.offer_price >= input.price) errors.offer_price = ['inventory.offer_price_lower'];
  }
  if (status === 'Vendido') for (const flag of flagged) errors[flag] = ['inventory.sold_unpublished'];
  if (await takenInAgency(tx, 'stock_number', input.stock_number, input.agency_id, before?.id)) {
    errors.stock_number = ['inventory.stock_number_taken'];
  }
  if (status !== 'Vendido' && (await takenInAgency(tx, 'vin', input.vin, input.agency_id, before?.id))) {
    errors.vin = ['inventory.vin_taken'];
  }
  if (!entry || Object.keys(errors).length > 0) throw invalid(errors);
  await assertPlausiblePrices(tx, input, entry.year, before);
  return {
    agency_id: input.agency_id,
    ...catalogColumns(entry),
    search_text: vehicleSearchText([
      entry.brand_name,
      entry.model_name,
      entry.version_name,
      entry.year,
      input.vin,
      input.stock_number,
    ]),
    body_id: input.body_id,
    vin: input.vin,
    stock_number: input.stock_number,
    mileage_km: input.mileage_km,
    exterior_color: input.exterior_color,
    interior_color: input.interior_color,
    transmission: input.transmission,
    fuel: input.fuel,
    drivetrain: input.drivetrain,
    doors: input.doors,
    passengers: input.passengers,
    engine: input.engine,
    price_cents: input.price === null ? null : toCents(input.price),
    offer_price_cents: input.offer_price === null ? null : toCents(input.offer_price),
    description: input.description,
    equipment: input.equipment,
    first_on_lot: input.first_on_lot,
    published_marketplace: input.published_marketplace,
    published_mercadolibre: input.published_mercadolibre,
    published_meta: input.published_meta,
  };
}

/**
 * A dealership's used vehicles (`/inventory`), with their status changes and the sold inventory.
 * Lists are scoped by `?agency=` (0: every dealership the user sees); one vehicle by its own
 * dealership (another's answers 404 before any handler runs); a create by the dealership its body
 * names. An edit names the `lock_version` it started from: a save over a newer one is refused
 * (409), never silently overwritten; every write increments it.
 */
export const inventoryModule: Module = (app, context) => {
  const {
    database: { db },
    storage: { publicBase },
  } = context;
  const kit = resourceKit(app, usedVehicleResource, {
    db,
    tag: 'inventory',
    scope: dealershipRowScope(liveRowAgency(db, vehicles)),
  });
  const find = (tx: Db | Tx, id: number) => findVehicle(tx, id, publicBase);
  const source: SourceOptions<typeof usedVehicleResource>['source'] = (filters, _params, request) =>
    vehiclesSource({ ...filters, agencyIds: scopedAgencyIds(request.agencyScope) });
  const lock = (tx: Tx, { id }: { id: number }) => lockVehicle(tx, id);

  listRoute(kit, {
    summary: 'Used vehicles, paged, sorted, searched and filtered',
    source,
    toItem: (row: VehicleRow) => withThumbnail(row, publicBase),
  });
  exportRoute(kit, {
    summary: 'Used vehicles as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'inventario-seminuevos', en: 'used-inventory' },
  });
  oneRoute(kit, {
    summary: 'One used vehicle with its photos, price and status history and VIN warnings',
    find: ({ id }) => find(db, id),
  });

  createRoute(kit, {
    summary: 'Add a used vehicle (it starts as Borrador)',
    entity: 'vehicle',
    body: usedVehicleInput,
    rules: vehicleRules,
    insert: async (tx, input: Values, _params, request) => {
      const values = await storedValues(tx, input);
      const userId = request.principal!.id;
      const created = await insertRow(tx, vehicles, { ...values, status: 'Borrador', created_by: userId });
      await recordStatusChange(tx, {
        vehicle_id: created.id,
        user_id: userId,
        from: null,
        to: 'Borrador',
        details: {},
      });
      await recordPriceChange(tx, {
        vehicle_id: created.id,
        user_id: userId,
        before: { price_cents: null, offer_price_cents: null },
        after: created,
      });
      return created;
    },
    audited,
    find,
    agencyOf,
  });

  updateRoute(kit, {
    summary: 'Edit a used vehicle; `lock_version` must be the stored one (409 otherwise)',
    entity: 'vehicle',
    body: usedVehicleUpdate,
    rules: vehicleRules,
    lock,
    update: async (tx, before, input: z.output<typeof usedVehicleUpdate>, request) => {
      assertEditable(before, input);
      const values = await storedValues(tx, input, before);
      if (
        isLive({ status: before.status, published_marketplace: values.published_marketplace }) &&
        !isLive(before)
      ) {
        await assertCanPublish(tx, before.agency_id, before.id);
      }
      const after = await updateRow(tx, vehicles, before.id, {
        ...values,
        lock_version: before.lock_version + 1,
      });
      await recordPriceChange(tx, { vehicle_id: before.id, user_id: request.principal!.id, before, after });
      return after;
    },
    audited,
    find,
    agencyOf,
  });

  deleteRoute(kit, {
    summary:
      'Remove a used vehicle (kept for the audit trail and its history; its VIN and stock number are free again)',
    entity: 'vehicle',
    lock,
    remove: async (tx, before) => audited(await softDeleteRow(tx, vehicles, before.id)),
    agencyOf,
    message: (locale) => translate(locale, 'inventory.deleted'),
  });

  vehicleStatusRoutes(kit, { find, lock });
  soldModule(app, context);
};
