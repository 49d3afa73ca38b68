import { createHash } from 'node:crypto';
import { Name, type Query, SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { setBounded } from '../lib/bounded-map';
import type { Db, Tx } from './executor';
import { readRows } from './rows';

/** Rows of an explicit SQL query. */
export function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return readRows<T>(db, compileSql(query));
}

export async function queryRow<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}

const dialect = new PgDialect();

/**
 * The text of each fragment without parameters, once compiled: a list's column list, its sort
 * expressions and its joins are written once at module level and are part of every page's query,
 * so each request walks only what it built itself (its filters' values). A fragment's text without
 * parameters is the same wherever it stands ($n numbering is not in it); fragments are never
 * changed once written (nothing here calls Drizzle's `append`).
 */
const constantTexts = new WeakMap<SQL, string>();

/** A chunk `compileSql` leaves to Drizzle (a table, a column, a typed param, inlined params…). */
const NOT_PLAIN = Symbol('not plain');

/**
 * The text and parameters of an explicit SQL query, exactly as Drizzle's `sqlToQuery` writes them
 * (`$1`, `$2`… in order), several times faster for what repositories write: text, nested `sql`,
 * identifiers and plain values. Drizzle tests every chunk against every kind of object it knows
 * (tables, columns, views, enums…), which made building a list page's text cost more than
 * serialising its answer; anything but the plain kinds is compiled by Drizzle itself. (Drizzle's
 * `typings` are left out: node-postgres does not read them.)
 */
export function compileSql(query: SQL): Query {
  const params: unknown[] = [];
  try {
    return { sql: writeChunks([query], params), params };
  } catch (error) {
    if (error !== NOT_PLAIN) throw error;
    return dialect.sqlToQuery(query);
  }
}

/** The text of `chunks`, their values appended to `params` ($n is a value's place there). */
function writeChunks(chunks: readonly unknown[], params: unknown[]): string {
  let out = '';
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      const { value } = chunk;
      out += value.length === 1 ? value[0] : value.join('');
    } else if (chunk === undefined) continue;
    else if (chunk === null || typeof chunk !== 'object') {
      if (typeof chunk === 'function' || typeof chunk === 'symbol') throw NOT_PLAIN;
      params.push(chunk);
      out += `$${params.length}`;
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw NOT_PLAIN;
      let nested = constantTexts.get(chunk);
      if (nested === undefined) {
        const before = params.length;
        nested = writeChunks(chunk.queryChunks, params);
        if (params.length === before) constantTexts.set(chunk, nested);
      }
      out += nested;
    } else if (chunk instanceof Name) out += dialect.escapeName(chunk.value);
    else if (Array.isArray(chunk)) out += `(${chunk.map((item) => writeChunks([item], params)).join(', ')})`;
    else throw NOT_PLAIN;
  }
  return out;
}

/** Statement names by text; beyond this many texts the oldest name is only hashed again. */
const MAX_NAMES = 1_000;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    setBounded(names, text, name, MAX_NAMES);
  }
  return name;
}

/**
 * Rows of a query run as a named prepared statement: each connection parses and analyses a text
 * once and then only binds it, and the text is not sent again (for the queries a screen repeats
 * most, a list's page). The name is the text's hash, so the same text is the same statement on
 * every connection. The plan is still made for each execution's values: the connections run with
 * `plan_cache_mode = force_custom_plan` (db/client.ts), since a generic plan of a list page ignores
 * the dealership, the filters and the search and can be a thousand times slower. `planOnce` is for
 * a text whose best plan is the same whatever its values (a list's first page read by its scope
 * alone, `ListSource.planOnce`): on PostgreSQL it runs on connections that plan a statement once
 * and keep the plan, which saved 45-70 µs of the database's CPU on each lead page. The same rows
 * and types as `queryRows`; a connection keeps every text it prepared, so use it for queries whose
 * text is one of a bounded set (its values are parameters).
 */
export function preparedRows<T>(db: Db | Tx, query: SQL, { planOnce = false } = {}): Promise<T[]> {
  const compiled = compileSql(query);
  return readRows<T>(db, compiled, statementName(compiled.sql), planOnce);
}

/**
 * Integer ids as one bound `int[]` parameter, for `id = any(${intArray(ids)})`: the text is the same
 * however many ids there are (one cache key, one prepared text), and it builds in a fraction of the
 * time `list` takes for many values.
 */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** `(1, 2, 3)` as bound parameters, for `id in ${list(ids)}`. */
export function list(values: readonly (number | string)[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}
