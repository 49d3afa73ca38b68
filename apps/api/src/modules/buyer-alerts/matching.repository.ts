/**
 * Which buyer alerts one dealership's live inventory matches (`/find-cars`), at marketplace scale
 * (100,000 alerts, 1,000,000 vehicles).
 *
 * Both sides are many, but one dealership's vehicles for sale are a few thousand at most, and
 * every alert names a brand. So the matching starts from the dealership: its live vehicles
 * grouped by brand and model (with each group's year and price bounds) are the probe keys, each
 * key reads the alerts of its brand and model (or of its brand and "any model", `model_key` 0)
 * newest first through `buyer_alerts_match`, skips what the group's bounds rule out, and checks
 * the rest exactly against the dealership's vehicles through `vehicles_agency_for_sale_model`
 * (one index range each). An alert has one `model_key`, so no two keys yield the same alert.
 * Each key stops at the page's size, the outer sort merges them, and the count stops at
 * ALERT_LIST_CAP + 1: the executor pulls the keys lazily, so a dealership that matches much stops
 * after a few keys and one that matches little reads only its few keys' alerts. A big lot matches
 * most alerts, though, and then reading every key costs more than checking the newest alerts one
 * by one, which fills a page within a few dozen: that is tried first, within a window.
 *
 * Used vehicles count when the dealership sells them (`is_preowened`), new ones with
 * `is_premium` (spec §6); "for sale" is status Disponible, not deleted, with a price. A vehicle's
 * price is what the buyer would pay: the offer (used) or promotional (new) price when set.
 */
import {
  ALERT_VEHICLE_COUNT_CAP,
  ALERT_VEHICLES_SHOWN,
  type AlertVehicle,
  type AlertVehicleKind,
  type BuyerAlert,
  MAX_ID,
} from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, preparedRows, queryRow } from '../../db/query';
import { cachedRows } from '../../db/read-cache';
import { addCatalogNames, type CatalogNamed, catalogIds } from '../catalogs/public';

/**
 * Matches are counted up to this many; above it the answer is capped (the screen says "500+"): a
 * big lot matches tens of thousands, which nobody pages through, and counting them would cost more
 * than the page.
 */
export const ALERT_LIST_CAP = 500;

/** The dealership facts the matching needs. */
export interface MatchingAgency {
  id: number;
  state_code: string | null;
  used: boolean;
  new: boolean;
}

export async function matchingAgency(db: Db | Tx, agencyId: number): Promise<MatchingAgency | undefined> {
  const [row] = await cachedRows<MatchingAgency>(
    db,
    sql`select a.id, s.state_code, a.is_preowened as used, a.is_premium as new
          from agencies a left join sepomex s on s.id = a.sepomex_id
         where a.id = ${agencyId} and a.deleted_at is null`,
  );
  return row;
}

/** The price a buyer pays for a used (`v`) or new (`n`) vehicle. */
const USED_PRICE = sql`coalesce(v.offer_price_cents, v.price_cents)`;
const NEW_PRICE = sql`coalesce(n.promotional_price_cents, n.price_cents)`;
const USED_FOR_SALE = sql`v.deleted_at is null and v.status = 'Disponible' and v.price_cents is not null`;
const NEW_FOR_SALE = sql`n.deleted_at is null and n.status = 'Disponible'`;

/**
 * Whether alert `a` matches a vehicle of the dealership: the model range is the alert's model, or
 * every model of its brand, so the index's third column bounds the scan either way.
 */
function matchesUsed(agency: MatchingAgency, extra: SQL = sql``): SQL {
  return sql`exists (select 1 from vehicles v
     where v.agency_id = ${agency.id} and v.brand_id = a.brand_id
       and v.model_id between (case when a.model_key = 0 then 0 else a.model_key end)
                          and (case when a.model_key = 0 then ${MAX_ID} else a.model_key end)
       and v.year between coalesce(a.year_from, 0) and coalesce(a.year_to, 32767)
       and ${USED_FOR_SALE}
       and ${USED_PRICE} between coalesce(a.price_from_cents, 0) and coalesce(a.price_to_cents, 9000000000000000)
       and (a.body_id is null or v.body_id = a.body_id) ${extra})`;
}

function matchesNew(agency: MatchingAgency, extra: SQL = sql``): SQL {
  return sql`exists (select 1 from new_vehicles n
     where n.agency_id = ${agency.id} and n.brand_id = a.brand_id
       and n.model_id between (case when a.model_key = 0 then 0 else a.model_key end)
                          and (case when a.model_key = 0 then ${MAX_ID} else a.model_key end)
       and n.year between coalesce(a.year_from, 0) and coalesce(a.year_to, 32767)
       and ${NEW_FOR_SALE}
       and ${NEW_PRICE} between coalesce(a.price_from_cents, 0) and coalesce(a.price_to_cents, 9000000000000000)
       and (a.body_id is null or a.body_id = (select m.body_id from catalog_models m where m.id = n.model_id))
       ${extra})`;
}

/** The alert conditions every match shares: active, the dealership's state (or none), and a vehicle. */
function alertMatches(agency: MatchingAgency): SQL {
  const kinds = [agency.used ? matchesUsed(agency) : undefined, agency.new ? matchesNew(agency) : undefined];
  const any = kinds.filter((kind): kind is SQL => kind !== undefined);
  return sql`a.active and (a.state_code is null or a.state_code = ${agency.state_code ?? ''})
    and (${any.length > 0 ? sql.join(any, sql` or `) : sql`false`})`;
}

/** The probe keys: the dealership's live vehicles by brand and model, then by brand ("any model"). */
function probeKeys(agency: MatchingAgency): SQL {
  const parts: SQL[] = [];
  if (agency.used) {
    parts.push(sql`select v.brand_id, v.model_id, v.year, ${USED_PRICE} as price from vehicles v
      where v.agency_id = ${agency.id} and ${USED_FOR_SALE}`);
  }
  if (agency.new) {
    parts.push(sql`select n.brand_id, n.model_id, n.year, ${NEW_PRICE} from new_vehicles n
      where n.agency_id = ${agency.id} and ${NEW_FOR_SALE}`);
  }
  if (parts.length === 0) parts.push(sql`select 0, 0, 0::smallint, 0::bigint where false`);
  return sql`grouped as (
      select brand_id, model_id as model_key, min(year) as lo_year, max(year) as hi_year,
             min(price) as lo_price, max(price) as hi_price
        from (${sql.join(parts, sql` union all `)}) s(brand_id, model_id, year, price)
       group by brand_id, model_id
    ),
    keys as (
      select * from grouped
      union all
      select brand_id, 0, min(lo_year), max(hi_year), min(lo_price), max(hi_price) from grouped group by brand_id
    )`;
}

/** One key's alerts: the group's bounds first (cheap), then the exact check against a vehicle. */
function keyAlerts(agency: MatchingAgency, before: number, limit: number): SQL {
  return sql`select a.id from buyer_alerts a
     where a.brand_id = k.brand_id and a.model_key = k.model_key and a.active and a.id < ${before}
       and (a.year_from is null or a.year_from <= k.hi_year) and (a.year_to is null or a.year_to >= k.lo_year)
       and (a.price_from_cents is null or a.price_from_cents <= k.hi_price)
       and (a.price_to_cents is null or a.price_to_cents >= k.lo_price)
       and ${alertMatches(agency)}
     order by a.id desc limit ${limit}`;
}

export interface MatchPage {
  ids: number[];
  /** Matching alerts, up to ALERT_LIST_CAP + 1. */
  total: number;
}

/**
 * How many of the newest alerts the first way reads before giving way to the second. Where the
 * inventory matches much (a big lot), the newest alerts checked one by one fill a page within a
 * few dozen; where it matches little, the keys' own alerts are fewer to read than the newest ones.
 */
const NEWEST_WINDOW = 2000;

/**
 * The newest alerts before `before`, at most NEWEST_WINDOW, that match: read by the primary key
 * backwards and checked one by one (the limit stops the scan as soon as it has enough).
 */
function newestMatches(agency: MatchingAgency, before: number): SQL {
  return sql`select a.id from (
      select id, brand_id, model_key, year_from, year_to, price_from_cents, price_to_cents, body_id, state_code, active
        from buyer_alerts where active and id < ${before} order by id desc limit ${NEWEST_WINDOW}
    ) a
    where ${alertMatches(agency)}`;
}

/** Matches per key, merged: every key's alerts newest first, each stopping at `limit`. */
function keyMatches(agency: MatchingAgency, before: number, limit: number): SQL {
  return sql`with ${probeKeys(agency)}
    select m.id from keys k cross join lateral (${keyAlerts(agency, before, limit)}) m`;
}

/**
 * The ids of a page of matching alerts, newest first: after `after` (keyset) or from `offset`;
 * and the capped count of every match. Each is read the first way (the newest alerts checked one
 * by one) and, when that does not settle it within its window, the second (per key).
 */
export async function matchingAlertIds(
  db: Db | Tx,
  agency: MatchingAgency,
  page: { offset: number; limit: number; after?: number | undefined },
): Promise<MatchPage> {
  const before = page.after ?? MAX_ID;
  const offset = page.after ? 0 : page.offset;
  const take = offset + page.limit;
  const [ids, total] = await Promise.all([
    pageIds(db, agency, before, offset, page.limit, take),
    countMatches(db, agency),
  ]);
  return { ids, total };
}

async function pageIds(
  db: Db | Tx,
  agency: MatchingAgency,
  before: number,
  offset: number,
  limit: number,
  take: number,
) {
  const newest = await preparedRows<{ id: number }>(
    db,
    sql`${newestMatches(agency, before)} order by a.id desc offset ${offset} limit ${limit}`,
  );
  if (newest.length === limit) return newest.map((row) => row.id);
  const rows = await preparedRows<{ id: number }>(
    db,
    sql`${keyMatches(agency, before, take)} order by m.id desc offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Every match, counted up to ALERT_LIST_CAP + 1: kept by the read cache until a table it reads is written. */
async function countMatches(db: Db | Tx, agency: MatchingAgency): Promise<number> {
  const cap = ALERT_LIST_CAP + 1;
  const [newest] = await cachedRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${newestMatches(agency, MAX_ID)} limit ${cap}) capped`,
  );
  if ((newest?.n ?? 0) >= cap) return cap;
  const [all] = await cachedRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${keyMatches(agency, MAX_ID, cap)} limit ${cap}) capped`,
  );
  return all?.n ?? 0;
}

type AlertRow = Omit<BuyerAlert, 'vehicles' | 'vehicles_count' | 'offers_count'>;

const ALERT_COLUMNS = sql`a.id, a.name, a.email, a.phone, a.brand_id, b.name as brand_name,
  a.model_id, m.name as model_name, a.year_from, a.year_to,
  (a.price_from_cents / 100.0)::float8 as price_from, (a.price_to_cents / 100.0)::float8 as price_to,
  a.body_id, cb.name as body_name, a.state_code, a.created_at`;

/**
 * The alerts by id, as the screen shows them (without the vehicles). Like the page's other reads,
 * a prepared statement: the ids are one array parameter, so the text is one per screen, and
 * parsing it again cost PostgreSQL more than running it.
 */
export function alertsById(db: Db | Tx, ids: readonly number[]): Promise<AlertRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return preparedRows(
    db,
    sql`select ${ALERT_COLUMNS}
          from buyer_alerts a join catalog_brands b on b.id = a.brand_id
          left join catalog_models m on m.id = a.model_id
          left join catalog_bodies cb on cb.id = a.body_id
         where a.id = any(${intArray(ids)})
         order by a.id desc`,
  );
}

interface VehicleRow extends AlertVehicle {
  alert_id: number;
  /** How many match, up to the cap. */
  total: number;
}

/**
 * A matching vehicle's columns but its title: kind, id, year, price, offered. They are in the
 * index the matching reads (no table access for the vehicles a list only counts).
 */
function matchColumns(kind: AlertVehicleKind, alias: 'v' | 'n'): SQL {
  const t = sql.raw(alias);
  const price = kind === 'used' ? USED_PRICE : NEW_PRICE;
  return sql`${kind}::text as kind, ${t}.id, ${t}.year::int as year, (${price} / 100.0)::float8 as price,
    exists (select 1 from buyer_alert_offers o where o.alert_id = a.id and o.kind = ${kind} and o.vehicle_id = ${t}.id) as offered`;
}

/**
 * Fills in each vehicle's title ("Nissan Versa Advance 2021"), for the vehicles shown only: their
 * catalog ids in one query per kind, the names from the catalog's read cache (`addCatalogNames`).
 * Read in the matching query instead, the titles were two four-table subqueries that PostgreSQL
 * planned on every page.
 */
async function addTitles(db: Db | Tx, vehicles: (Omit<AlertVehicle, 'title'> & { title?: string })[]) {
  const titled = await Promise.all(
    (['used', 'new'] as const).map(async (kind) => {
      const ids = vehicles.filter((vehicle) => vehicle.kind === kind).map((vehicle) => vehicle.id);
      if (ids.length === 0) return [];
      const table = kind === 'used' ? sql`vehicles` : sql`new_vehicles`;
      const rows = await preparedRows<CatalogRow>(
        db,
        sql`select t.id, ${catalogIds('t')} from ${table} t where t.id = any(${intArray(ids)})`,
      );
      await addCatalogNames(db, rows);
      return rows.map((row) => [`${kind}:${row.id}`, row] as const);
    }),
  );
  const byKey = new Map(titled.flat());
  for (const vehicle of vehicles) {
    const row = byKey.get(`${vehicle.kind}:${vehicle.id}`);
    vehicle.title = row
      ? [row.brand_name, row.model_name, row.version_name, row.year].filter((part) => part != null).join(' ')
      : '';
  }
}

type CatalogRow = CatalogNamed & { id: number; year: number };

/**
 * Each alert's matching vehicles of the dealership: those not yet offered first, then the
 * cheapest; ALERT_VEHICLES_SHOWN of them, with how many match (up to ALERT_VEHICLE_COUNT_CAP).
 */
export async function matchingVehicles(
  db: Db | Tx,
  agency: MatchingAgency,
  alertIds: readonly number[],
): Promise<Map<number, { vehicles: AlertVehicle[]; count: number }>> {
  const found = new Map<number, { vehicles: AlertVehicle[]; count: number }>();
  if (alertIds.length === 0) return found;
  const parts: SQL[] = [];
  const range = (t: 'v' | 'n') => {
    const alias = sql.raw(t);
    return sql`${alias}.agency_id = ${agency.id} and ${alias}.brand_id = a.brand_id
      and ${alias}.model_id between (case when a.model_key = 0 then 0 else a.model_key end)
                              and (case when a.model_key = 0 then ${MAX_ID} else a.model_key end)
      and ${alias}.year between coalesce(a.year_from, 0) and coalesce(a.year_to, 32767)`;
  };
  if (agency.used) {
    parts.push(sql`select ${matchColumns('used', 'v')} from vehicles v
      where ${range('v')} and ${USED_FOR_SALE}
        and ${USED_PRICE} between coalesce(a.price_from_cents, 0) and coalesce(a.price_to_cents, 9000000000000000)
        and (a.body_id is null or v.body_id = a.body_id)`);
  }
  if (agency.new) {
    parts.push(sql`select ${matchColumns('new', 'n')} from new_vehicles n
      where ${range('n')} and ${NEW_FOR_SALE}
        and ${NEW_PRICE} between coalesce(a.price_from_cents, 0) and coalesce(a.price_to_cents, 9000000000000000)
        and (a.body_id is null or a.body_id = (select m.body_id from catalog_models m where m.id = n.model_id))`);
  }
  if (parts.length === 0) return found;
  const rows = await preparedRows<VehicleRow>(
    db,
    sql`select a.id as alert_id, x.kind, x.id, x.year, x.price, x.offered, x.total
          from buyer_alerts a
          cross join lateral (
            select y.*, count(*) over ()::int as total
              from (select * from (${sql.join(parts, sql` union all `)}) u limit ${ALERT_VEHICLE_COUNT_CAP + 1}) y
             order by y.offered, y.price, y.id limit ${ALERT_VEHICLES_SHOWN}
          ) x
         where a.id = any(${intArray(alertIds)})`,
  );
  await addTitles(db, rows);
  for (const row of rows) {
    const { alert_id, total, ...vehicle } = row;
    const entry = found.get(alert_id) ?? { vehicles: [], count: total };
    entry.vehicles.push(vehicle);
    found.set(alert_id, entry);
  }
  return found;
}

/** How many vehicles the dealership offered to each alert. */
export async function offerCounts(
  db: Db | Tx,
  agencyId: number,
  alertIds: readonly number[],
): Promise<Map<number, number>> {
  if (alertIds.length === 0) return new Map();
  const rows = await preparedRows<{ alert_id: number; n: number }>(
    db,
    sql`select alert_id, count(*)::int as n from buyer_alert_offers
         where agency_id = ${agencyId} and alert_id = any(${intArray(alertIds)}) group by alert_id`,
  );
  return new Map(rows.map((row) => [row.alert_id, row.n]));
}

/** One vehicle of the dealership that matches the alert now (the offer's check), with its title. */
export async function matchingVehicle(
  db: Db | Tx,
  agency: MatchingAgency,
  alertId: number,
  kind: AlertVehicleKind,
  vehicleId: number,
): Promise<AlertVehicle | undefined> {
  if ((kind === 'used' && !agency.used) || (kind === 'new' && !agency.new)) return undefined;
  const exists =
    kind === 'used'
      ? matchesUsed(agency, sql`and v.id = ${vehicleId}`)
      : matchesNew(agency, sql`and n.id = ${vehicleId}`);
  const table = kind === 'used' ? sql`vehicles v` : sql`new_vehicles n`;
  const vehicle = await queryRow<AlertVehicle>(
    db,
    sql`select ${matchColumns(kind, kind === 'used' ? 'v' : 'n')}
          from buyer_alerts a, ${table}
         where a.id = ${alertId} and ${kind === 'used' ? sql`v.id` : sql`n.id`} = ${vehicleId}
           and (a.state_code is null or a.state_code = ${agency.state_code ?? ''}) and ${exists}`,
  );
  if (vehicle) await addTitles(db, [vehicle]);
  return vehicle;
}
