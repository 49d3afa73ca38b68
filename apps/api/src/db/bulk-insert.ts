import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { queryRows } from './query';

/** A drizzle table's columns and rows are checked against it; a table named by a string's are not. */
type Columns<T> = T extends PgTable
  ? { [K in keyof T['$inferInsert'] & string]?: string }
  : Record<string, string>;
type Rows<T> = T extends PgTable ? readonly T['$inferInsert'][] : readonly object[];

/**
 * `insert … select … from jsonb_to_recordset($1) on conflict do nothing`: any number of rows in
 * one statement with one bound parameter, as the seeds insert the catalog and the inventory. The
 * same rows as a VALUES list of thousands of parameters took twice the time on PGlite (measured),
 * and would need chunking below PostgreSQL's 65,535-parameter cap. `columns` maps each column to
 * its SQL type; `returning` (columns, e.g. `'id, name'`), when given, is what the answer holds.
 */
export async function insertJson<R = never, T extends PgTable | string = PgTable | string>(
  tx: Tx,
  table: T,
  columns: Columns<T>,
  rows: Rows<T>,
  returning?: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const target: SQL = typeof table === 'string' ? sql`${sql.identifier(table)}` : sql`${table}`;
  const names = sql.join(
    Object.keys(columns).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const types = sql.raw(
    Object.entries(columns)
      .map(([column, type]) => `${column} ${type}`)
      .join(', '),
  );
  return queryRows<R>(
    tx,
    sql`insert into ${target} (${names})
        select ${names} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(${types})
        on conflict do nothing${returning ? sql` returning ${sql.raw(returning)}` : sql``}`,
  );
}
