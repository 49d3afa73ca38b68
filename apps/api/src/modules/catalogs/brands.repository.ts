import { CATALOG_RESOURCES } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { catalogBrands } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, isoTime, nameOrder, sameName } from '../../lib/sql-fragments';

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  logo_path: string | null;
  active: boolean;
  models_count: number;
  created_at: string;
  updated_at: string;
}

const modelsCount = sql`(select count(*)::int from catalog_models m where m.brand_id = b.id)`;
const searchable = { name: sql`b.name`, slug: sql`b.slug` };

export function brandSource(filters: { active?: boolean | undefined } = {}): ListSource {
  return {
    select: sql`b.id, b.name, b.slug, b.logo_path, b.active, ${modelsCount} as models_count,
      ${isoTime(sql`b.created_at`)} as created_at, ${isoTime(sql`b.updated_at`)} as updated_at`,
    from: sql`catalog_brands b`,
    where: [activeFilter(sql`b.active`, filters.active)],
    sortable: {
      name: nameOrder(sql`b.name`),
      slug: sql`b.slug`,
      models_count: modelsCount,
      created_at: sql`b.created_at`,
      updated_at: sql`b.updated_at`,
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreaker: sql`b.id`,
    search: CATALOG_RESOURCES.brands.search.map((field) => searchable[field]),
  };
}

export function toBrand(row: BrandRow, publicBase: string) {
  const { logo_path, ...rest } = row;
  return { ...rest, logo: imageUrls(logo_path, publicBase) };
}

export async function findBrand(db: Db | Tx, id: number): Promise<BrandRow | undefined> {
  const source = brandSource();
  return queryRow<BrandRow>(db, sql`select ${source.select} from ${source.from} where b.id = ${id}`);
}

/** The row as stored, locked until the transaction ends (the audit's "before"). */
export async function lockBrand(tx: Tx, id: number) {
  const [row] = await tx.select().from(catalogBrands).where(eq(catalogBrands.id, id)).for('update');
  return row;
}

export async function brandExists(db: Db | Tx, id: number): Promise<boolean> {
  return (
    (await queryRow(db, sql`select 1 as found from catalog_brands where id = ${id}::bigint`)) !== undefined
  );
}

export async function brandNameTaken(db: Db | Tx, name: string, exceptId = 0): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from catalog_brands where ${sameName(sql`name`, name)} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export async function brandSlugTaken(db: Db | Tx, slug: string, exceptId = 0): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from catalog_brands where slug = ${slug} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export async function countModelsOfBrand(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_models where brand_id = ${id}`,
  );
  return row?.n ?? 0;
}

export interface BrandWrite {
  name: string;
  slug: string;
  active: boolean;
}

export async function insertBrand(tx: Tx, input: BrandWrite) {
  const [row] = await tx.insert(catalogBrands).values(input).returning();
  return row!;
}

export async function updateBrand(tx: Tx, id: number, input: BrandWrite) {
  const [row] = await tx
    .update(catalogBrands)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(catalogBrands.id, id))
    .returning();
  return row!;
}

export async function deleteBrand(tx: Tx, id: number): Promise<void> {
  await tx.delete(catalogBrands).where(eq(catalogBrands.id, id));
}
