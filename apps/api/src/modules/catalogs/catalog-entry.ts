import { vehicleSearchText } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { idLookup, lookupByIds } from '../../db/read-cache';

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
 * The catalog ids of an inventory list row of the table aliased `alias` (`brand_id`, `model_id`,
 * `version_id`, `catalog_year_id`, `year`), for a source whose `decorate` is `addCatalogNames`:
 * the page query reads the inventory table alone.
 */
export function catalogIds(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.brand_id, ${a}.model_id, ${a}.version_id, ${a}.catalog_year_id, ${a}.year::int as year`;
}

/** A row read with `catalogIds`, named by `addCatalogNames`. */
export interface CatalogNamed {
  brand_id: number;
  model_id: number;
  version_id: number;
  brand_name?: string | null;
  model_name?: string | null;
  version_name?: string | null;
}

type Named = { id: number; name: string };
const brandNames = idLookup<Named>((ids) => sql`select id, name from catalog_brands where id = any(${ids})`);
const modelNames = idLookup<Named>((ids) => sql`select id, name from catalog_models where id = any(${ids})`);
const versionNames = idLookup<Named>(
  (ids) => sql`select id, name from catalog_versions where id = any(${ids})`,
);

/**
 * Fills in `brand_name`, `model_name` and `version_name` of rows read with `catalogIds` (a
 * `ListSource`'s `decorate`), as `catalogNames` reads them, kept by id in the read cache until a
 * catalog table is written, so a page whose entries were seen before reads nothing.
 */
export async function addCatalogNames(db: Db | Tx, rows: CatalogNamed[]): Promise<void> {
  const [brands, models, versions] = await Promise.all([
    lookupByIds(
      db,
      brandNames,
      rows.map((row) => row.brand_id),
    ),
    lookupByIds(
      db,
      modelNames,
      rows.map((row) => row.model_id),
    ),
    lookupByIds(
      db,
      versionNames,
      rows.map((row) => row.version_id),
    ),
  ]);
  for (const row of rows) {
    row.brand_name = brands.get(row.brand_id)?.name ?? null;
    row.model_name = models.get(row.model_id)?.name ?? null;
    row.version_name = versions.get(row.version_id)?.name ?? null;
  }
}

/**
 * The list search over `search_text` (already unaccented and lowercased when written), compared
 * as stored so its trigram index answers it.
 */
export const searchTextMatches =
  (alias: string) =>
  (pattern: SQL): SQL =>
    sql`${sql.raw(alias)}.search_text like ${pattern}`;
