/**
 * How the rows of an explicit query are read: straight from node-postgres as arrays, each made an
 * object by a function written once per column list. node-postgres's own objects are copies of a
 * null-prototype object built again for every query, so no two pages of a list share a hidden
 * class: every property a `decorate` added (a dealership's name) made a new one, 2 µs a row,
 * and the answer's compiled serializer met a new shape on every request. These rows share one
 * shape per column list, and the properties added to them follow one cached transition.
 * The values are the ones Drizzle's `execute` gave (its type parsers below), but for timestamptz,
 * which arrives as the ISO instant the answers carry (`isoInstant`), so a query selects the column
 * itself rather than formatting it in SQL.
 */
import type { Query } from 'drizzle-orm';
import pg from 'pg';
import { setBounded } from '../lib/bounded-map';
import type { Db, Tx } from './executor';

/** What both the pool and a transaction's connection answer. */
interface Executor {
  query(config: pg.QueryArrayConfig, values?: unknown[]): Promise<pg.QueryArrayResult>;
}

const raw = (value: string) => value;
/** Dates, times and intervals stay the text PostgreSQL sent, as Drizzle's driver gives them; timestamptz is `isoInstant`. */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
/**
 * A timestamptz as PostgreSQL writes it in our sessions (time zone UTC, DateStyle ISO: "2026-11-28
 * 17:40:44.123456+00", the fraction only when there is one) made the ISO instant every answer
 * carries ("2026-11-28T17:40:44.123Z"): the text `isoTime` writes in SQL, milliseconds truncated as
 * its `MS` truncates. Done here rather than by to_char in each query: on a list page's 25 rows
 * to_char cost PostgreSQL 30 µs a page, this costs the server 45 ns a value. `infinity` and
 * `-infinity` stay as they are (to_char makes them null; no column of ours stores them).
 */
export function isoInstant(text: string): string {
  const space = text.indexOf(' ');
  if (space === -1) return text;
  const fraction = space + 9;
  let ms = '000';
  if (text.charCodeAt(fraction) === 46 /* . */) {
    let end = fraction + 1;
    while (
      end < text.length &&
      end < fraction + 4 &&
      text.charCodeAt(end) >= 48 &&
      text.charCodeAt(end) <= 57
    )
      end++;
    ms = `${text.slice(fraction + 1, end)}00`.slice(0, 3);
  }
  return `${text.slice(0, space)}T${text.slice(space + 1, fraction)}.${ms}Z`;
}

const types = {
  getTypeParser: (oid: number, format?: string) =>
    oid === pg.types.builtins.TIMESTAMPTZ
      ? isoInstant
      : RAW_TYPES.has(oid)
        ? raw
        : pg.types.getTypeParser(oid, format as 'text'),
} as pg.CustomTypesConfig;

type Build = (values: unknown[]) => object;

/** Row builders by column list; a list's texts are few, so this stays small. */
const MAX_BUILDERS = 2_000;
const builders = new Map<string, Build>();

function builderFor(fields: readonly pg.FieldDef[]): Build {
  const names = fields.map((field) => field.name);
  const key = names.join('\u0000');
  let build = builders.get(key);
  if (!build) {
    // One object literal: every row gets the same hidden class. A repeated name keeps its last
    // value, as node-postgres does; `__proto__` is written as a computed key, an own property.
    const properties = names.map((name, i) =>
      name === '__proto__' ? `["__proto__"]: v[${i}]` : `${JSON.stringify(name)}: v[${i}]`,
    );
    build = new Function('v', `return { ${properties.join(', ')} };`) as Build;
    setBounded(builders, key, build, MAX_BUILDERS);
  }
  return build;
}

/**
 * The query last sent on each transaction's connection. One connection runs one query at a time,
 * and node-postgres queued a query sent while another ran, but warns that it will stop doing so
 * (pg 9): repositories run lookups at once (`Promise.all`) whether they were given the pool or a
 * transaction, so a transaction's queries wait here for the one before instead. The pool hands
 * each query its own connection and is never queued here.
 */
const lastSent = new WeakMap<Executor, Promise<unknown>>();

function send(
  client: Executor,
  config: pg.QueryArrayConfig,
  values: unknown[],
): Promise<pg.QueryArrayResult> {
  if (client instanceof pg.Pool) return client.query(config, values);
  const before = lastSent.get(client);
  const sent = before
    ? before.then(
        () => client.query(config, values),
        () => client.query(config, values),
      )
    : client.query(config, values);
  lastSent.set(client, sent);
  return sent;
}

/**
 * The pool of each PostgreSQL database whose sessions plan a prepared statement once
 * (`plan_cache_mode = force_generic_plan`, db/client.ts), for `readRows`' `planOnce`. PGlite has
 * one session, and a transaction its own connection: both plan every execution.
 */
const plannedOnce = new WeakMap<Db, pg.Pool>();

export function registerPlannedOnce(db: Db, pool: pg.Pool): void {
  plannedOnce.set(db, pool);
}

/**
 * The rows of a compiled query; `name` makes it a named prepared statement (db/query.ts), and
 * `planOnce` sends it where each connection plans it once instead of at each execution.
 */
export async function readRows<T>(db: Db | Tx, query: Query, name?: string, planOnce = false): Promise<T[]> {
  const client =
    (planOnce ? plannedOnce.get(db as Db) : undefined) ??
    (db as unknown as { _: { session: { client: Executor } } })._.session.client;
  const result = await send(
    client,
    { text: query.sql, rowMode: 'array', types, ...(name ? { name } : {}) },
    query.params,
  );
  if (result.rows.length === 0) return [];
  const build = builderFor(result.fields);
  const rows = new Array<T>(result.rows.length);
  for (let i = 0; i < rows.length; i++) rows[i] = build(result.rows[i]!) as T;
  return rows;
}
