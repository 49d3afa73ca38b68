import { vehicleSearchText } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';

/**
 * What an inventory row (a used or new vehicle, a stock photo set) copies from the catalog year
 * it is of: the ids and the year beside `catalog_year_id`, so its lists filter and sort through
 * their own indexes, and the names its `search_text` is made of.
 */
export interface CatalogEntry {
  catalog_year_id: number;
  brand_id: number;
  brand_name: string;
  model_id: number;
  model_name: string;
  version_id: number;
  version_name: string;
  year: number;
  /** The year, its version, model and brand all active: what the pickers offer for a new row. */
  active: boolean;
}

/** The catalog year with its version, model and brand; undefined when there is no such year. */
export function findCatalogEntry(db: Db | Tx, catalogYearId: number): Promise<CatalogEntry | undefined> {
  return queryRow<CatalogEntry>(
    db,
    sql`select y.id as catalog_year_id, b.id as brand_id, b.name as brand_name, m.id as model_id,
          m.name as model_name, v.id as version_id, v.name as version_name, y.year::int as year,
          (y.active and v.active and m.active and b.active) as active
        from catalog_years y
        join catalog_versions v on v.id = y.version_id
        join catalog_models m on m.id = v.model_id
        join catalog_brands b on b.id = m.brand_id
        where y.id = ${catalogYearId}::bigint`,
  );
}

/**
 * Whether a row may be of this catalog entry: it exists, and is active unless the row already had
 * it (`kept`): a vehicle keeps an entry deactivated later, a new choice is one the pickers offer.
 */
export function usableCatalogEntry(entry: CatalogEntry | undefined, kept?: number): entry is CatalogEntry {
  return entry !== undefined && (entry.active || entry.catalog_year_id === kept);
}

/** The columns an inventory row stores of its catalog entry (schema/inventory.ts `catalogEntry`). */
export function catalogColumns(entry: CatalogEntry) {
  return {
    catalog_year_id: entry.catalog_year_id,
    brand_id: entry.brand_id,
    model_id: entry.model_id,
    version_id: entry.version_id,
    year: entry.year,
    search_text: vehicleSearchText([entry.brand_name, entry.model_name, entry.version_name, entry.year]),
  };
}

/**
 * The catalog fields of an inventory list row (`brand_id`, `brand_name` … `year`) of the table
 * aliased `alias`. The names are read per row of the page, so a list's total counts the
 * inventory table alone.
 */
export function catalogNames(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.brand_id, (select name from catalog_brands where id = ${a}.brand_id) as brand_name,
    ${a}.model_id, (select name from catalog_models where id = ${a}.model_id) as model_name,
    ${a}.version_id, (select name from catalog_versions where id = ${a}.version_id) as version_name,
    ${a}.catalog_year_id, ${a}.year::int as year`;
}

/**
 * The list search over `search_text` (already unaccented and lowercased when written), compared
 * as stored so its trigram index answers it.
 */
export const searchTextMatches =
  (alias: string) =>
  (pattern: SQL): SQL =>
    sql`${sql.raw(alias)}.search_text like ${pattern}`;
