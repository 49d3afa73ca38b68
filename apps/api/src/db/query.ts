import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Rows of an explicit SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function queryRow<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}

/** `(1, 2, 3)` as bound parameters, for `id in ${list(ids)}`. */
export function list(values: readonly (number | string)[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}
