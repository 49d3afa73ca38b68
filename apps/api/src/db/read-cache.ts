import { getTableName, is, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { setBounded } from '../lib/bounded-map';
import type { Change, ChangeListener } from './changes';
import type { Db, Tx } from './executor';
import { compileSql, intArray, queryRows } from './query';
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
  /** Each id lookup's rows by id, read at its tables' generations (`byIds`). */
  readonly #lookups = new Map<
    IdLookup<{ id: number }>,
    { rows: Map<number, unknown>; generations: number[] }
  >();
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

  async byIds<T extends { id: number }>(
    db: Db,
    lookup: IdLookup<T>,
    ids: Iterable<number>,
  ): Promise<ReadonlyMap<number, T | null>> {
    let entry = this.#trusted ? this.#lookups.get(lookup) : undefined;
    if (!entry || entry.rows.size > MAX_LOOKUP_IDS || !this.#current(lookup.tables, entry.generations)) {
      entry = { rows: new Map(), generations: lookup.tables.map((table) => this.#generation(table)) };
      if (this.#trusted) this.#lookups.set(lookup, entry);
    }
    return fillLookup(db, lookup, ids, entry.rows, () => this.reads++);
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
    this.#lookups.clear();
  }

  get trusted(): boolean {
    return this.#trusted;
  }

  #current(tables: readonly string[], generations: readonly number[]): boolean {
    for (let i = 0; i < tables.length; i++) if (this.#generation(tables[i]!) !== generations[i]) return false;
    return true;
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

/** Ids kept per lookup; beyond them it starts again (a dealership group's names fit many times). */
const MAX_LOOKUP_IDS = 50_000;

/**
 * Rows of one table (or join) by id, for a list's `decorate`: the names of a page's dealerships,
 * advisors and catalog entries. Written once at module level with `idLookup`.
 */
export interface IdLookup<T extends { id: number }> {
  /** The rows of the ids bound as one `int[]` (`… where id = any(${ids})`). */
  readonly query: (ids: SQL) => SQL;
  /** The tables it reads, whose writes drop what it kept. */
  readonly tables: readonly string[];
  /** Only for the type: a lookup's rows are `T`. */
  readonly row?: T;
}

/**
 * `unchanging`: the columns it reads are set when a row is born and never written again (a lead's
 * dealership and channel), so no write drops them, however often the table changes.
 */
export function idLookup<T extends { id: number }>(
  query: (ids: SQL) => SQL,
  { unchanging = false }: { unchanging?: boolean } = {},
): IdLookup<T> {
  return { query, tables: unchanging ? [] : tablesOf(compileSql(query(intArray([]))).sql) };
}

/** Adds to `rows` the ids it lacks (null where no row has one), read in one query. */
async function fillLookup<T extends { id: number }>(
  db: Db | Tx,
  lookup: IdLookup<T>,
  ids: Iterable<number>,
  rows: Map<number, unknown>,
  onRead: () => void,
): Promise<ReadonlyMap<number, T | null>> {
  const missing = new Set<number>();
  for (const id of ids) if (!rows.has(id)) missing.add(id);
  if (missing.size > 0) {
    onRead();
    const found = await queryRows<T>(db, lookup.query(intArray([...missing])));
    for (const id of missing) rows.set(id, null);
    for (const row of found) rows.set(row.id, row);
  }
  return rows as Map<number, T | null>;
}

/**
 * The rows of `ids` (repeats allowed) by id, kept per id until a table the lookup reads is
 * written: a page whose ids were all seen before, on this page or another, builds no SQL and reads
 * nothing; otherwise one query reads the ids not kept. The map is shared: read it, never change it.
 * A transaction (or a cache not trusted) reads every id, as `cachedRows`.
 */
export function lookupByIds<T extends { id: number }>(
  db: Db | Tx,
  lookup: IdLookup<T>,
  ids: Iterable<number>,
): Promise<ReadonlyMap<number, T | null>> {
  const cache = caches.get(db);
  return cache ? cache.byIds(db as Db, lookup, ids) : fillLookup(db, lookup, ids, new Map(), () => {});
}
