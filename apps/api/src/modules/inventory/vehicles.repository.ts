import {
  PRICE_MEDIAN_MIN_VEHICLES,
  type SortField,
  toCents,
  type UsedVehicle,
  type UsedVehicleDetail,
  usedVehicleResource,
  type VehicleStatus,
  vinWarnings,
} from '@vitrina/shared';
import { isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { lookupByIds } from '../../db/read-cache';
import { vehicles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { withThumbnail } from '../../lib/image-urls';
import { type ListSource, readByScopeAlone } from '../../lib/list-query';
import { galleryPhotos, USED_VEHICLE_GALLERY } from '../../lib/photo-gallery';
import type { ListFilters } from '../../lib/read-routes';
import { dealershipSearch } from '../../lib/search-keys';
import { agencyIn, idFilter, isoTime } from '../../lib/sql-fragments';
import { lockRow } from '../../lib/table-writes';
import { agencyNames } from '../agencies/public';
import { usedVehicleLimit } from '../agency-settings/public';
import { addCatalogNames, catalogIds, searchTextMatches } from '../catalogs/public';

/** A list row as read: the answer's fields, with the cover's storage key instead of its URLs. */
export type VehicleRow = Omit<UsedVehicle, 'thumbnail'> & { cover_path: string | null };
export type StoredVehicle = typeof vehicles.$inferSelect;

export type VehicleFilters = ListFilters<typeof usedVehicleResource> & {
  /** The dealerships of the request's scope; null for every one (administrators, agency 0). */
  agencyIds: number[] | null;
};

const pesos = (column: SQL) => sql`(${column}::float8 / 100)`;
/** Every date of the inventory is a calendar day in Mexico City. */
export const TODAY = sql`(now() at time zone 'America/Mexico_City')::date`;
/**
 * On the marketplace, and counted against the dealership's limit: the flag on a Disponible or
 * Apartado vehicle (the partial index `vehicles_agency_published` holds exactly these rows).
 */
const LIVE = sql`(v.published_marketplace and v.status in ('Disponible', 'Apartado'))`;

const between = (column: SQL, from: number | undefined, to: number | undefined) => [
  from === undefined ? undefined : sql`${column} >= ${from}`,
  to === undefined ? undefined : sql`${column} <= ${to}`,
];

/** Where a dealership's rows are: the scope's dealerships, and live (not deleted) rows only. */
const LIVE_ROWS = sql`v.deleted_at is null`;
const AGENCY = sql`v.agency_id`;
export function vehicleScope(agencyIds: number[] | null): (SQL | undefined)[] {
  return [LIVE_ROWS, agencyIn(AGENCY, agencyIds)];
}

/**
 * Fills in each row's dealership name and aging threshold (`agency_name`, `aging_threshold`), kept
 * by dealership in the read cache until `agencies` is written.
 */
async function addAgencyColumns(
  db: Db | Tx,
  rows: { agency_id: number; agency_name?: string | null; aging_threshold?: number | null }[],
): Promise<void> {
  const byId = await lookupByIds(
    db,
    agencyNames,
    rows.map((row) => row.agency_id),
  );
  for (const row of rows) {
    const agency = byId.get(row.agency_id);
    row.agency_name = agency?.name ?? null;
    row.aging_threshold = agency?.aging_threshold ?? null;
  }
}

/** A used vehicle's names, looked up for the rows read (ListSource `decorate`). */
async function addNames(db: Db | Tx, rows: VehicleRow[]): Promise<void> {
  await Promise.all([addAgencyColumns(db, rows), addCatalogNames(db, rows)]);
}

// A list page's constant parts, written once: compileSql keeps their text (db/query.ts), so a
// request builds and walks only its filters.
const VEHICLE_COLUMNS = sql`v.id, v.agency_id, ${catalogIds('v')},
  v.vin, v.stock_number, v.mileage_km, ${pesos(sql`v.price_cents`)} as price,
  ${pesos(sql`v.offer_price_cents`)} as offer_price, v.status, v.first_on_lot,
  (coalesce(v.sold_on, ${TODAY}) - v.first_on_lot) as days_in_stock,
  v.published_marketplace, v.published_mercadolibre, v.published_meta, v.cover_path,
  v.photos_count::int as photos_count, v.lock_version, v.updated_at`;
const VEHICLES = sql`vehicles v`;
/** The columns the list filters by, and some also sorts by: written once, like the rest. */
const FILTERED = {
  brand: sql`v.brand_id`,
  model: sql`v.model_id`,
  year: sql`v.year`,
  price: sql`v.price_cents`,
  mileage: sql`v.mileage_km`,
};
const VEHICLE_ID = sql`v.id`;
const VEHICLE_SORTS: ListSource<SortField<typeof usedVehicleResource>>['sortable'] = {
  updated_at: sql`v.updated_at`,
  price: FILTERED.price,
  year: FILTERED.year,
  mileage_km: FILTERED.mileage,
  first_on_lot: sql`v.first_on_lot`,
  // vehicles_stock_number_key (agency_id, stock_number) keeps this order.
  stock_number: sql`v.stock_number`,
};

/**
 * The used-vehicle list (`/inventory`) of the scope's dealerships. Every sort has a partial index
 * (`deleted_at is null`) on (agency_id, field, id), and on (field, id) for the two orders an
 * administrator reads across dealerships; the search matches `search_text`, found through the
 * dealership's own trigram keys (`dealershipSearch`) or, across every dealership, the table's
 * trigram index. The page query reads `vehicles` alone; the dealership's and the catalog's names are
 * looked up for the page's rows once it is read (`decorate`).
 */
export function vehiclesSource(filters: VehicleFilters): ListSource<SortField<typeof usedVehicleResource>> {
  // What narrows the list past its dealerships.
  const narrowing = [
    idFilter(FILTERED.brand, filters.brand_id),
    idFilter(FILTERED.model, filters.model_id),
    ...between(FILTERED.year, filters.year_from, filters.year_to),
    ...between(
      FILTERED.price,
      filters.price_from === undefined ? undefined : toCents(filters.price_from),
      filters.price_to === undefined ? undefined : toCents(filters.price_to),
    ),
    ...between(FILTERED.mileage, filters.mileage_from, filters.mileage_to),
    filters.status === undefined ? undefined : sql`v.status = ${filters.status}`,
    // At least N days in stock: on the lot since N days ago or earlier (vehicles_agency_lot).
    filters.min_days === undefined ? undefined : sql`v.first_on_lot <= ${TODAY} - ${filters.min_days}::int`,
    filters.published === undefined ? undefined : filters.published ? LIVE : sql`not ${LIVE}`,
  ];
  return {
    select: VEHICLE_COLUMNS,
    from: VEHICLES,
    where: [...vehicleScope(filters.agencyIds), ...narrowing],
    // One dealership's vehicles (or every one's) in a sorted order: an index on (agency_id, field, id)
    // or (field, id) keeps each, whatever the dealership.
    planOnce: readByScopeAlone(filters.agencyIds, narrowing),
    sortable: VEHICLE_SORTS,
    defaultSort: usedVehicleResource.defaultSort,
    tiebreaker: VEHICLE_ID,
    // VIN, stock number, brand and model are all in search_text.
    search: [dealershipSearch('v', filters.agencyIds, searchTextMatches('v'))],
    decorate: addNames,
  };
}

/** The detail's own fields, histories included; the photos and the VIN's doubts are added after. */
type DetailRow = VehicleRow & Omit<UsedVehicleDetail, keyof UsedVehicle | 'photos' | 'vin_warnings'>;

const history = {
  prices: sql`coalesce((
    select json_agg(json_build_object('id', c.id, 'user_name', u.name,
             'old_price', c.old_price_cents::float8 / 100, 'new_price', c.new_price_cents::float8 / 100,
             'old_offer_price', c.old_offer_price_cents::float8 / 100,
             'new_offer_price', c.new_offer_price_cents::float8 / 100,
             'created_at', ${isoTime(sql`c.created_at`)}) order by c.created_at desc, c.id desc)
      from vehicle_price_changes c left join users u on u.id = c.user_id
     where c.vehicle_id = v.id), '[]')`,
  statuses: sql`coalesce((
    select json_agg(json_build_object('id', c.id, 'user_name', u.name, 'from_status', c.from_status,
             'to_status', c.to_status, 'details', c.details,
             'created_at', ${isoTime(sql`c.created_at`)}) order by c.created_at desc, c.id desc)
      from vehicle_status_changes c left join users u on u.id = c.user_id
     where c.vehicle_id = v.id), '[]')`,
};

/**
 * One live vehicle with everything the details screen shows: its photos in order, its price and
 * status histories (newest first, with who made each change), and the doubts about its VIN.
 */
export async function findVehicle(
  db: Db | Tx,
  id: number,
  publicBase: string,
): Promise<UsedVehicleDetail | undefined> {
  const source = vehiclesSource({ agencyIds: null });
  const row = await queryRow<DetailRow>(
    db,
    sql`select ${source.select}, v.body_id, (select name from catalog_bodies where id = v.body_id) as body_name,
          v.exterior_color, v.interior_color, v.transmission, v.fuel, v.drivetrain, v.doors::int as doors,
          v.passengers::int as passengers, v.engine, v.description, v.equipment,
          ${pesos(sql`v.deposit_cents`)} as deposit, v.reserved_on, v.reserved_for,
          v.sold_on, ${pesos(sql`v.sale_price_cents`)} as sale_price, v.buyer_name,
          v.lead_id, v.created_at,
          ${history.prices} as price_history, ${history.statuses} as status_history
        from vehicles v where v.id = ${id} and v.deleted_at is null`,
  );
  if (!row) return undefined;
  await addNames(db, [row]);
  return {
    ...withThumbnail(row, publicBase),
    vin_warnings: vinWarnings(row.vin, row.year),
    photos: await galleryPhotos(db, USED_VEHICLE_GALLERY, id, publicBase),
  };
}

/** The live vehicle, locked until the transaction ends (the audit's "before"); undefined is 404. */
export function lockVehicle(tx: Tx, id: number): Promise<StoredVehicle | undefined> {
  return lockRow(tx, vehicles, id, isNull(vehicles.deleted_at));
}

/**
 * The median price, in pesos, of the dealership's live priced vehicles but one (the one being
 * priced); null while it has fewer than PRICE_MEDIAN_MIN_VEHICLES of them. Read through the
 * dealership's price index.
 */
export async function medianPrice(db: Db | Tx, agencyId: number, exceptId = 0): Promise<number | null> {
  const row = await queryRow<{ median: number | null; n: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by price_cents) as median, count(*)::int as n
          from vehicles
         where agency_id = ${agencyId} and deleted_at is null and price_cents is not null and id <> ${exceptId}`,
  );
  if (!row || row.n < PRICE_MEDIAN_MIN_VEHICLES || row.median === null) return null;
  return Number(row.median) / 100;
}

/**
 * Another live vehicle of the dealership holds this stock number, or (`vin`) this VIN while not
 * sold: the two unique indexes' rules, checked first so both problems are reported at once.
 */
export async function takenInAgency(
  db: Db | Tx,
  field: 'stock_number' | 'vin',
  value: string,
  agencyId: number,
  exceptId = 0,
): Promise<boolean> {
  const column = field === 'vin' ? sql`vin` : sql`stock_number`;
  const liveVin = field === 'vin' ? sql` and status <> 'Vendido'` : sql``;
  const found = await queryRow(
    db,
    sql`select 1 as taken from vehicles where agency_id = ${agencyId} and ${column} = ${value}
          and deleted_at is null and id <> ${exceptId}${liveVin} limit 1`,
  );
  return found !== undefined;
}

export async function bodyActive(db: Db | Tx, bodyId: number): Promise<boolean> {
  const found = await queryRow(
    db,
    sql`select 1 as found from catalog_bodies where id = ${bodyId}::bigint and active`,
  );
  return found !== undefined;
}

/**
 * Refuses to put one more vehicle on the marketplace past the dealership's limit (its own, else
 * its package's). The dealership's row is locked first, so two publications racing for the last
 * place queue here and the second one counts the first (`for no key update` still lets vehicles
 * be inserted meanwhile: their foreign key takes only a key-share lock).
 */
export async function assertCanPublish(tx: Tx, agencyId: number, vehicleId: number): Promise<void> {
  await tx.execute(sql`select id from agencies where id = ${agencyId} for no key update`);
  const limit = await usedVehicleLimit(tx, agencyId);
  const published = await queryRow<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vehicles v
         where v.agency_id = ${agencyId} and ${LIVE} and v.deleted_at is null and v.id <> ${vehicleId}`,
  );
  if ((published?.n ?? 0) >= limit)
    throw new HttpError(
      409,
      'inventory.limit_reached',
      { limit },
      { published_marketplace: ['inventory.limit_reached'] },
    );
}

export interface PriceWrite {
  vehicle_id: number;
  user_id: number | null;
  before: { price_cents: number | null; offer_price_cents: number | null };
  after: { price_cents: number | null; offer_price_cents: number | null };
}

/** A row of the price history, when the price or the offer price changed (or was first set). */
export async function recordPriceChange(tx: Tx, change: PriceWrite): Promise<void> {
  const { before, after } = change;
  if (before.price_cents === after.price_cents && before.offer_price_cents === after.offer_price_cents)
    return;
  await tx.execute(
    sql`insert into vehicle_price_changes
          (vehicle_id, user_id, old_price_cents, new_price_cents, old_offer_price_cents, new_offer_price_cents)
        values (${change.vehicle_id}, ${change.user_id}, ${before.price_cents}, ${after.price_cents},
                ${before.offer_price_cents}, ${after.offer_price_cents})`,
  );
}

/** A row of the status history, with what the change recorded. */
export async function recordStatusChange(
  tx: Tx,
  change: {
    vehicle_id: number;
    user_id: number | null;
    from: VehicleStatus | null;
    to: VehicleStatus;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into vehicle_status_changes (vehicle_id, user_id, from_status, to_status, details)
        values (${change.vehicle_id}, ${change.user_id}, ${change.from}, ${change.to},
                ${JSON.stringify(change.details)}::jsonb)`,
  );
}
