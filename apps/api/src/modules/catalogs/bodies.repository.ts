import { CATALOG_RESOURCES } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { catalogBodies } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { activeFilter, isoTime, nameOrder, sameName } from '../../lib/sql-fragments';

export interface BodyRow {
  id: number;
  name: string;
  icon_path: string | null;
  active: boolean;
  models_count: number;
  created_at: string;
  updated_at: string;
}

const modelsCount = sql`(select count(*)::int from catalog_models m where m.body_id = bo.id)`;
const searchable = { name: sql`bo.name` };

export function bodySource(filters: { active?: boolean | undefined } = {}): ListSource {
  return {
    select: sql`bo.id, bo.name, bo.icon_path, bo.active, ${modelsCount} as models_count,
      ${isoTime(sql`bo.created_at`)} as created_at, ${isoTime(sql`bo.updated_at`)} as updated_at`,
    from: sql`catalog_bodies bo`,
    where: [activeFilter(sql`bo.active`, filters.active)],
    sortable: {
      name: nameOrder(sql`bo.name`),
      models_count: modelsCount,
      created_at: sql`bo.created_at`,
      updated_at: sql`bo.updated_at`,
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreaker: sql`bo.id`,
    search: CATALOG_RESOURCES.bodies.search.map((field) => searchable[field]),
  };
}

export function toBody(row: BodyRow, publicBase: string) {
  const { icon_path, ...rest } = row;
  return { ...rest, icon: imageUrls(icon_path, publicBase) };
}

export async function findBody(db: Db | Tx, id: number): Promise<BodyRow | undefined> {
  const source = bodySource();
  return queryRow<BodyRow>(db, sql`select ${source.select} from ${source.from} where bo.id = ${id}`);
}

/** The row as stored, locked until the transaction ends (the audit's "before"). */
export async function lockBody(tx: Tx, id: number) {
  const [row] = await tx.select().from(catalogBodies).where(eq(catalogBodies.id, id)).for('update');
  return row;
}

export async function bodyNameTaken(db: Db | Tx, name: string, exceptId = 0): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from catalog_bodies where ${sameName(sql`name`, name)} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export async function bodyExists(db: Db | Tx, id: number): Promise<boolean> {
  return (
    (await queryRow(db, sql`select 1 as found from catalog_bodies where id = ${id}::bigint`)) !== undefined
  );
}

export async function countModelsOfBody(db: Db | Tx, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_models where body_id = ${id}`,
  );
  return row?.n ?? 0;
}

export interface BodyWrite {
  name: string;
  active: boolean;
}

export async function insertBody(tx: Tx, input: BodyWrite) {
  const [row] = await tx.insert(catalogBodies).values(input).returning();
  return row!;
}

export async function updateBody(tx: Tx, id: number, input: BodyWrite) {
  const [row] = await tx
    .update(catalogBodies)
    .set({ ...input, updated_at: sql`now()` })
    .where(eq(catalogBodies.id, id))
    .returning();
  return row!;
}

export async function deleteBody(tx: Tx, id: number): Promise<void> {
  await tx.delete(catalogBodies).where(eq(catalogBodies.id, id));
}
