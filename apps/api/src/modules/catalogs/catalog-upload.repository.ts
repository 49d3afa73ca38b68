import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** The bulk upload's SQL: what already exists under the file's brands, and the batched writes. */

export interface ExistingCatalog {
  bodies: { id: number; name: string }[];
  brands: { id: number; name: string; slug: string }[];
  models: { id: number; brand_id: number; name: string; body_id: number | null }[];
  versions: { id: number; model_id: number; name: string; transmission: string; fuel: string }[];
  years: { id: number; version_id: number; year: number; cents: number }[];
}

/**
 * PGlite answers on this thread, so a run of awaited statements never lets the event loop turn:
 * between chunks the loop gets a turn, and a 10,000-row apply does not stall every other request.
 */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** `ids` as one bound parameter (a text list), so thousands of ids never become thousands of parameters. */
const idArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/**
 * Every body and brand (small tables: names are matched by key in the code, the same key the
 * unique indexes use), and the models, versions and years of the given brands.
 */
export async function loadExisting(db: Db | Tx, brandIds: (brands: ExistingCatalog['brands']) => number[]) {
  const bodies = await queryRows<ExistingCatalog['bodies'][number]>(
    db,
    sql`select id, name from catalog_bodies`,
  );
  const brands = await queryRows<ExistingCatalog['brands'][number]>(
    db,
    sql`select id, name, slug from catalog_brands`,
  );
  const ids = idArray(brandIds(brands));
  const models = await queryRows<ExistingCatalog['models'][number]>(
    db,
    sql`select id, brand_id, name, body_id from catalog_models where brand_id = any(${ids})`,
  );
  await breathe();
  const versions = await queryRows<ExistingCatalog['versions'][number]>(
    db,
    sql`select v.id, v.model_id, v.name, v.transmission, v.fuel
        from catalog_versions v join catalog_models m on m.id = v.model_id
        where m.brand_id = any(${ids})`,
  );
  await breathe();
  const years = await queryRows<ExistingCatalog['years'][number]>(
    db,
    sql`select y.id, y.version_id, y.year::int as year, y.list_price_cents::float8 as cents
        from catalog_years y
        join catalog_versions v on v.id = y.version_id
        join catalog_models m on m.id = v.model_id
        where m.brand_id = any(${ids})`,
  );
  return { bodies, brands, models, versions, years } satisfies ExistingCatalog;
}

const CHUNK = 1_000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Multi-row inserts in chunks; answers the inserted rows' `returning` columns. */
async function insertRows<T>(
  tx: Tx,
  table: string,
  columns: string[],
  rows: SQL[][],
  returning: string,
): Promise<T[]> {
  const out: T[] = [];
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((row) => sql`(${sql.join(row, sql`, `)})`),
      sql`, `,
    );
    out.push(
      ...(await queryRows<T>(
        tx,
        sql`insert into ${sql.identifier(table)} (${sql.raw(columns.join(', '))}) values ${values} returning ${sql.raw(returning)}`,
      )),
    );
    await breathe();
  }
  return out;
}

export const insertBodies = (tx: Tx, names: string[]) =>
  insertRows<{ id: number; name: string }>(
    tx,
    'catalog_bodies',
    ['name'],
    names.map((name) => [sql`${name}`]),
    'id, name',
  );

export const insertBrands = (tx: Tx, brands: { name: string; slug: string }[]) =>
  insertRows<{ id: number; name: string }>(
    tx,
    'catalog_brands',
    ['name', 'slug'],
    brands.map((brand) => [sql`${brand.name}`, sql`${brand.slug}`]),
    'id, name',
  );

export const insertModels = (tx: Tx, models: { brand_id: number; name: string; body_id: number }[]) =>
  insertRows<{ id: number; brand_id: number; name: string }>(
    tx,
    'catalog_models',
    ['brand_id', 'name', 'body_id'],
    models.map((model) => [sql`${model.brand_id}::int`, sql`${model.name}`, sql`${model.body_id}::int`]),
    'id, brand_id, name',
  );

export const insertVersions = (
  tx: Tx,
  versions: { model_id: number; name: string; transmission: string; fuel: string }[],
) =>
  insertRows<{ id: number; model_id: number; name: string }>(
    tx,
    'catalog_versions',
    ['model_id', 'name', 'transmission', 'fuel'],
    versions.map((v) => [sql`${v.model_id}::int`, sql`${v.name}`, sql`${v.transmission}`, sql`${v.fuel}`]),
    'id, model_id, name',
  );

export const insertYears = (tx: Tx, years: { version_id: number; year: number; cents: number }[]) =>
  insertRows<{ id: number }>(
    tx,
    'catalog_years',
    ['version_id', 'year', 'list_price_cents'],
    years.map((y) => [sql`${y.version_id}::int`, sql`${y.year}::smallint`, sql`${y.cents}::bigint`]),
    'id',
  );

/** `update … from (values …)` in chunks: one statement per thousand rows, updated_at refreshed. */
async function updateRows(tx: Tx, table: string, set: string, columns: string[], rows: SQL[][]) {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((row) => sql`(${sql.join(row, sql`, `)})`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${sql.identifier(table)} as t set ${sql.raw(set)}, updated_at = now()
          from (values ${values}) as v(${sql.raw(columns.join(', '))}) where t.id = v.id`,
    );
    await breathe();
  }
}

export const updateModelBodies = (tx: Tx, rows: { id: number; body_id: number }[]) =>
  updateRows(
    tx,
    'catalog_models',
    'body_id = v.body_id',
    ['id', 'body_id'],
    rows.map((row) => [sql`${row.id}::int`, sql`${row.body_id}::int`]),
  );

export const updateVersions = (tx: Tx, rows: { id: number; transmission: string; fuel: string }[]) =>
  updateRows(
    tx,
    'catalog_versions',
    'transmission = v.transmission, fuel = v.fuel',
    ['id', 'transmission', 'fuel'],
    rows.map((row) => [sql`${row.id}::int`, sql`${row.transmission}::text`, sql`${row.fuel}::text`]),
  );

export const updateYearPrices = (tx: Tx, rows: { id: number; cents: number }[]) =>
  updateRows(
    tx,
    'catalog_years',
    'list_price_cents = v.cents',
    ['id', 'cents'],
    rows.map((row) => [sql`${row.id}::int`, sql`${row.cents}::bigint`]),
  );
