import { type SoldTotals, type SoldVehicle, type SortField, soldVehicleResource } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cachedRows } from '../../db/read-cache';
import { type ListSource, whereClause } from '../../lib/list-query';
import type { ListFilters } from '../../lib/read-routes';
import { idFilter } from '../../lib/sql-fragments';
import { catalogNames, searchTextMatches } from '../catalogs/public';
import { vehicleScope } from './vehicles.repository';

/** A sold row as read: the answer's fields, with the cover's storage key instead of its URLs. */
export type SoldRow = Omit<SoldVehicle, 'thumbnail'> & { cover_path: string | null };

export type SoldFilters = ListFilters<typeof soldVehicleResource> & {
  /** The dealerships of the request's scope; null for every one (administrators, agency 0). */
  agencyIds: number[] | null;
};

const daysToSell = sql`(v.sold_on - v.first_on_lot)`;
const searchable = {
  // VIN, stock number, brand and model are in search_text (its trigram index).
  text: searchTextMatches('v'),
  buyer_name: sql`v.buyer_name`,
};

/**
 * The sold used vehicles (`/sold-inventory`) of the scope's dealerships, newest sale first
 * (vehicles_agency_sold holds a dealership's sold rows by sale date).
 */
export function soldSource(filters: SoldFilters): ListSource<SortField<typeof soldVehicleResource>> {
  return {
    select: sql`v.id, v.agency_id, (select name from agencies where id = v.agency_id) as agency_name,
      ${catalogNames('v')}, v.vin, v.stock_number, v.cover_path,
      (v.price_cents::float8 / 100) as price, (v.sale_price_cents::float8 / 100) as sale_price,
      v.sold_on, v.buyer_name, ${daysToSell} as days_to_sell`,
    from: sql`vehicles v`,
    where: [
      ...vehicleScope(filters.agencyIds),
      sql`v.status = 'Vendido'`,
      idFilter(sql`v.brand_id`, filters.brand_id),
      idFilter(sql`v.model_id`, filters.model_id),
      filters.sold_from === undefined ? undefined : sql`v.sold_on >= ${filters.sold_from}::date`,
      filters.sold_to === undefined ? undefined : sql`v.sold_on <= ${filters.sold_to}::date`,
    ],
    sortable: {
      sold_on: sql`v.sold_on`,
      sale_price: sql`v.sale_price_cents`,
      days_to_sell: daysToSell,
    },
    defaultSort: soldVehicleResource.defaultSort,
    tiebreaker: sql`v.id`,
    search: [searchable.text, searchable.buyer_name] satisfies (SQL | ((pattern: SQL) => SQL))[],
  };
}

/**
 * Units, revenue (pesos) and average days to sell of the rows the list shows for the same
 * filters and search. Kept until a vehicle is written (read-cache.ts), like a list's total.
 */
export async function soldTotals(
  db: Db,
  source: ListSource,
  search: string | undefined,
): Promise<SoldTotals> {
  const [totals] = await cachedRows<SoldTotals>(
    db,
    sql`select count(*)::int as units, (coalesce(sum(v.sale_price_cents), 0)::float8 / 100) as revenue,
          round(avg(${daysToSell}), 1)::float8 as average_days_to_sell
        from ${source.from} ${whereClause(source, search)}`,
  );
  return totals!;
}
