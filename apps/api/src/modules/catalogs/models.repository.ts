import { CATALOG_RESOURCES } from '@vitrina/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { catalogModels } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, idFilter, isoTime, nameOrder, sameName } from '../../lib/sql-fragments';

export interface ModelRow {
  id: number;
  brand_id: number;
  brand_name: string;
  name: string;
  body_id: number | null;
  body_name: string | null;
  active: boolean;
  versions_count: number;
  created_at: string;
  updated_at: string;
}

export interface ModelFilters {
  brand_id?: number | undefined;
  body_id?: number | undefined;
  active?: boolean | undefined;
}

const versionsCount = sql`(select count(*)::int from catalog_versions v where v.model_id = m.id)`;
/** A brand match goes through the brands' own index instead of OR-ing the joined column. */
const searchable = {
  name: sql`m.name`,
  brand_name: (pattern: SQL) =>
    sql`m.brand_id in (select id from catalog_brands where vitrina_unaccent(lower(name)) like ${pattern})`,
};

export function modelSource(filters: ModelFilters = {}): ListSource {
  return {
    select: sql`m.id, m.brand_id, b.name as brand_name, m.name, m.body_id, bo.name as body_name, m.active,
      ${versionsCount} as versions_count,
      ${isoTime(sql`m.created_at`)} as created_at, ${isoTime(sql`m.updated_at`)} as updated_at`,
    from: sql`catalog_models m
      join catalog_brands b on b.id = m.brand_id
      left join catalog_bodies bo on bo.id = m.body_id`,
    where: [
      idFilter(sql`m.brand_id`, filters.brand_id),
      idFilter(sql`m.body_id`, filters.body_id),
      activeFilter(sql`m.active`, filters.active),
    ],
    sortable: {
      name: nameOrder(sql`m.name`),
      brand_name: nameOrder(sql`b.name`),
      body_name: nameOrder(sql`bo.name`),
      versions_count: versionsCount,
      created_at: sql`m.created_at`,
      updated_at: sql`m.updated_at`,
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreaker: sql`m.id`,
    search: CATALOG_RESOURCES.models.search.map((field) => searchable[field]),
  };
}

export async function findModel(db: Db | Tx, id: number): Promise<ModelRow | undefined> {
  const source = modelSource();
  return queryRow<ModelRow>(db, sql`select ${source.select} from ${source.from} where m.id = ${id}`);
}

/** The row as stored, locked until the transaction ends (the audit's "before"). */
export async function lockModel(tx: Tx, id: number) {
  const [row] = await tx.select().from(catalogModels).where(eq(catalogModels.id, id)).for('update');
  return row;
}

export async function modelExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await queryRow(db, sql`select 1 as found from catalog_models where id = ${id}`)) !== undefined;
}

/** Model names are unique within their brand. */
export async function modelNameTaken(
  db: Db | Tx,
  brandId: number,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from catalog_models
        where brand_id = ${brandId} and ${sameName(sql`name`, name)} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export async function countVersionsOfModel(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_versions where model_id = ${id}`,
  );
  return row?.n ?? 0;
}

export interface ModelWrite {
  brand_id: number;
  name: string;
  body_id: number | null;
  active: boolean;
}

export async function insertModel(tx: Tx, input: ModelWrite) {
  const [row] = await tx.insert(catalogModels).values(input).returning();
  return row!;
}

export async function updateModel(tx: Tx, id: number, input: ModelWrite) {
  const [row] = await tx
    .update(catalogModels)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(catalogModels.id, id))
    .returning();
  return row!;
}

export async function deleteModel(tx: Tx, id: number): Promise<void> {
  await tx.delete(catalogModels).where(eq(catalogModels.id, id));
}
