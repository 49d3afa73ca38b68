import { getTableName, is, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { setBounded } from '../lib/bounded-map';
import type { Change, ChangeListener } from './changes';
import type { Db, Tx } from './client';
import { compileSql, queryRows } from './query';
import * as schema from './schema';

/** Every table of the schema: what a query's text is searched for. */
const TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

/** The tables a query reads: every schema table its text names (more is only less caching). */
export function tablesOf(text: string): string[] {
  return [...new Set(text.match(/[a-z_][a-z0-9_]*/g) ?? [])].filter((word) => TABLES.has(word));
}

/** Enough distinct reads for every list filter in use at once; the oldest go first beyond it. */
const MAX_ENTRIES = 5_000;

interface Entry {
  rows: unknown[];
  tables: string[];
  /** Each table's generation when the read started. */
  generations: number[];
}

/**
 * Reads that cost more than they change (list totals, the profile) kept until a write to a table
 * they read: exact, not timed. Each table has a generation bumped by every committed write to it
 * (db/changes.ts); an entry serves only while every table it read is at the generation it was read
 * at, so a read that raced a write is never served afterwards. Rows are shared between requests:
 * callers must not change them.
 *
 * Only the database itself is cached, never an open transaction: a transaction must see its own
 * writes, and what it reads may never be committed.
 */
export class ReadCache implements ChangeListener {
  readonly #entries = new Map<string, Entry>();
  readonly #generations = new Map<string, number>();
  #trusted: boolean;
  /** Database reads made for cacheable queries (tests, and anyone wondering whether it serves). */
  reads = 0;

  constructor({ trusted }: { trusted: boolean }) {
    this.#trusted = trusted;
  }

  async rows<T>(db: Db, query: SQL): Promise<T[]> {
    const compiled = compileSql(query);
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`;
    const cached = this.#trusted ? this.#entries.get(key) : undefined;
    if (cached?.tables.every((table, i) => this.#generation(table) === cached.generations[i])) {
      return cached.rows as T[];
    }
    const tables = cached?.tables ?? tablesOf(compiled.sql);
    const generations = tables.map((table) => this.#generation(table));
    this.reads++;
    const rows = await queryRows<T>(db, query);
    if (this.#trusted) setBounded(this.#entries, key, { rows, tables, generations }, MAX_ENTRIES);
    return rows;
  }

  apply(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.startsWith('table:')) {
        const table = change.slice('table:'.length);
        this.#generations.set(table, this.#generation(table) + 1);
      }
    }
  }

  trust(trusted: boolean): void {
    this.#trusted = trusted;
    this.#entries.clear();
  }

  get trusted(): boolean {
    return this.#trusted;
  }

  #generation(table: string): number {
    return this.#generations.get(table) ?? 0;
  }
}

/** The cache of each open database, found from the executor a repository was given. */
const caches = new WeakMap<Db | Tx, ReadCache>();

export function registerReadCache(db: Db, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * The rows of a query that is costly and whose tables rarely change, from the cache when `db` is
 * the database (not a transaction) and nothing it reads was written since.
 */
export function cachedRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const cache = caches.get(db);
  return cache ? cache.rows<T>(db as Db, query) : queryRows<T>(db, query);
}

/** The rows of a cached answer by id, built once per answer (answers are shared, never changed). */
const byIdIndexes = new WeakMap<object[], Map<number, unknown>>();

/**
 * `cachedRows` of a lookup by id (`… where id = any(…)`), as a map by id: what a list's `decorate`
 * reads the page's names from. A page seen again reads nothing and builds nothing.
 */
export async function cachedById<T extends { id: number }>(db: Db | Tx, query: SQL): Promise<Map<number, T>> {
  const rows = await cachedRows<T>(db, query);
  let byId = byIdIndexes.get(rows) as Map<number, T> | undefined;
  if (!byId) {
    byId = new Map(rows.map((row) => [row.id, row]));
    byIdIndexes.set(rows, byId);
  }
  return byId;
}
