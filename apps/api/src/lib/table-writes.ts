/**
 * The row writes every resource makes, for any Drizzle table with an `id` column: lock the
 * stored row (the audit's "before"), insert, update (touching `updated_at`), delete or soft
 * delete, and the existence and uniqueness checks that answer a clear 404 or 422 before the
 * database's own refusal would.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { queryRow } from '../db/query';
import { sameName } from './sql-fragments';

type Table = PgTable & { id: PgColumn };
type Row<T extends Table> = T['$inferSelect'];

/** `within` keeps a nested row to its parent (a version of that model), else it is "not there". */
export async function lockRow<T extends Table>(
  tx: Tx,
  table: T,
  id: number,
  within?: SQL,
): Promise<Row<T> | undefined> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), within))
    .for('update');
  return rows[0] as Row<T> | undefined;
}

export async function insertRow<T extends Table>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'],
): Promise<Row<T>> {
  const rows = (await tx.insert(table).values(values).returning()) as Row<T>[];
  return rows[0]!;
}

export async function updateRow<T extends Table>(
  tx: Tx,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<Row<T>> {
  const touched = 'updated_at' in table ? { ...values, updated_at: sql`now()` } : values;
  const rows = (await tx.update(table).set(touched).where(eq(table.id, id)).returning()) as Row<T>[];
  return rows[0]!;
}

export async function deleteRow<T extends Table>(tx: Tx, table: T, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

/**
 * Keeps the row for the audit trail and its references; lists leave it out by `deleted_at`.
 * Answers the row as it is now (the audit's "after").
 */
export async function softDeleteRow<T extends Table & { deleted_at: PgColumn }>(
  tx: Tx,
  table: T,
  id: number,
): Promise<Row<T>> {
  return updateRow(tx, table, id, { deleted_at: sql`now()` } as Partial<T['$inferInsert']>);
}

/** Compared as bigint, so an id past int4 is "not there" rather than a database error. */
export async function rowExists(db: Db | Tx, table: Table, id: number): Promise<boolean> {
  const found = await queryRow(db, sql`select 1 as found from ${table} where id = ${id}::bigint`);
  return found !== undefined;
}

/**
 * Whether another row holds this value. `name` compares the way the unique name indexes do
 * (case, accents and repeated spaces ignored); `exact` compares as stored (slugs, emails).
 * `within` narrows it to the rows sharing a parent (a model's versions).
 */
export async function valueTaken(
  db: Db | Tx,
  column: PgColumn,
  value: string | number,
  options: { exceptId?: number; compare?: 'name' | 'exact'; within?: SQL } = {},
): Promise<boolean> {
  const { exceptId = 0, compare = 'name', within } = options;
  const table = column.table;
  const same = compare === 'name' ? sameName(sql`${column}`, String(value)) : sql`${column} = ${value}`;
  const narrowed = within ? sql` and ${within}` : sql``;
  const found = await queryRow(
    db,
    sql`select 1 as taken from ${table} where ${same} and id <> ${exceptId}${narrowed} limit 1`,
  );
  return found !== undefined;
}

/** How many rows point at a parent: a delete refuses while any do (the 409 says how many). */
export async function countRows(db: Db | Tx, column: PgColumn, id: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${column.table} where ${column} = ${id}`,
  );
  return row?.n ?? 0;
}
