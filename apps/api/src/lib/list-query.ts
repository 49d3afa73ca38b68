/**
 * The one way lists are read: a page of rows and a capped count, from an explicit SQL source, a
 * whitelist of sort expressions and a search expression backed by a trigram index.
 * (ARCHITECTURE.md "Totals": count(*) over a big set is what makes back-offices slow, so the
 * count stops at COUNT_CAP + 1 and the answer says when it did.)
 */
import { COUNT_CAP, type ListMeta, MAX_PAGE_SIZE, parseSort } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedRows } from '../db/query';
import { cachedRows } from '../db/read-cache';

export interface ListSource<S extends string = string> {
  /** Column list of a row, e.g. sql`b.id, b.name, …`. */
  select: SQL;
  /** FROM and JOINs, e.g. sql`catalog_brands b left join …`. */
  from: SQL;
  /** Conditions that always apply (scope, parent, filters), joined with AND. */
  where?: (SQL | undefined)[];
  /** GROUP BY, when the select aggregates. */
  groupBy?: SQL;
  /**
   * The SQL each whitelisted sort field sorts by. Typed `ListSource<SortField<typeof def>>`,
   * its keys must be exactly the definition's `sortable`, so the two cannot drift apart.
   */
  sortable: Record<S, SQL>;
  defaultSort: { readonly field: S; readonly direction: 'asc' | 'desc' };
  /**
   * The unique column that breaks ties, so pages never overlap or skip rows: the rows' `id`
   * (`meta.next_after` is the last row's `id`).
   */
  tiebreaker: SQL;
  /**
   * What the search matches: an expression compared as vitrina_unaccent(lower(…)) (index it the
   * same way), or a function that builds the condition from the normalized LIKE pattern (and the
   * term as typed) — for a joined table, `parent_id in (select id … where key like pattern)` keeps
   * every index usable, where OR-ing the joined column would read the whole table.
   */
  search?: (SQL | ((pattern: SQL, term: string) => SQL))[];
  /**
   * Fills in, on rows read with `select`, fields looked up by the rows' own columns — the names of
   * other tables' rows (`addCatalogNames`) — in place, after the rows are read. The page query
   * then reads its own table alone, and the names come by id from the read cache (`lookupByIds`,
   * read-cache.ts), kept until a table they read is written. Every reader of
   * `select` calls it: the page (`pageRows`), the export's batches and a repository's find by id.
   */
  decorate?(db: Db | Tx, rows: object[]): Promise<void>;
  /**
   * An exact total known without counting the rows — counters the writes keep in their own
   * transaction (`lead_counts`, modules/leads/lead-totals.ts). A list without a search answers it
   * instead of the capped count, never capped. Set it only when no filter narrows the rows past
   * what the counters hold.
   */
  total?(db: Db | Tx): Promise<number>;
  /**
   * Whether a search should read the rows the other conditions leave in the list's order and test
   * each, instead of going through the search's trigram index: true when those rows are few (a
   * dealership's channel of a few thousand leads), where the index is the slower way for a common
   * term (its posting lists cover the whole table: "Ramírez" in one channel of 2,272 leads took
   * 10 ms through it, 0.5 ms read in order) and the planner cannot tell (it guesses a term's
   * frequency from a sample). Set it only where the other conditions are served by an index whose
   * leading columns bound those rows: without one, reading in order is a walk of the whole table.
   */
  searchByScan?(db: Db | Tx): Promise<boolean>;
  /**
   * Whether the list's best plan is the same whatever its values: true when it is read by its scope
   * alone (one dealership, or every one) and conditions an index leads with, in an order an index
   * keeps or none does. Its first page without a search is then planned once per connection
   * (`preparedRows`' `planOnce`), not at each request: the page a dealer keeps open all day. Never
   * for ranges, a search through its index or several dealerships, whose best plan depends on their
   * values. A search read by scan (`searchByScan`) is planned once too: its match is written so the
   * planner takes it for common whatever the term (`whereClause`), so the kept plan reads in the
   * list's order until the page is full, the plan it makes for any term. (Written as `(…) is true`,
   * the planner estimated a LIKE without its pattern at 0.5 % of the rows, and a kept plan read the
   * whole channel and sorted it: 4 ms for 2,272 leads instead of reading in order.)
   */
  planOnce?: boolean;
}

export interface ListParams {
  page: number;
  limit: number;
  sort?: string | undefined;
  search?: string | undefined;
  /** The id of the previous page's last row (`meta.next_after`): read after it by keyset. */
  after?: number | undefined;
  /** The source's `searchByScan` answer, when the caller already asked it. */
  searchByScan?: boolean | undefined;
  /**
   * The list's WHERE for this search, when the caller already built it: a list read writes the same
   * one for its page and its total (a search's keys and match built twice cost a dealership's
   * inventory search 497 µs of the server's CPU a request instead of 444–465).
   */
  where?: SQL | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE of a list: its conditions and, with a search, the terms' match. `byScan` (the source's
 * `searchByScan`) writes the match as `coalesce((…), false)`, which no index serves, so the rows
 * are read by the other conditions' index and each is tested; the same rows either way. The
 * planner has no statistics for a `coalesce` and estimates half the rows match, whatever the term:
 * read in the list's order, a page is then full after a few dozen rows, so it plans that order
 * with or without the term (`planOnce`).
 */
export function whereClause(source: ListSource, search: string | undefined, byScan = false): SQL {
  const conditions = (source.where ?? []).filter((condition): condition is SQL => condition !== undefined);
  if (search && source.search && source.search.length > 0) {
    // Read by scan, the match is tested on every row read, and a plan kept without the term
    // (`planOnce`) would normalise it again for each: a subquery does it once per execution
    // (2.0 -> 0.6 ms for 506 leads read). Planned with the term, either is folded to a constant.
    const normalised = sql`vitrina_unaccent(lower(${likePattern(search)}))`;
    const pattern = byScan ? sql`(select ${normalised})` : normalised;
    const matches = source.search.map((term) =>
      typeof term === 'function'
        ? term(pattern, search)
        : sql`vitrina_unaccent(lower(${term})) like ${pattern}`,
    );
    const match = sql.join(matches, sql` or `);
    conditions.push(byScan ? sql`coalesce((${match}), false)` : sql`(${match})`);
  }
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The source's `searchByScan` for these params: asked once per list read, only with a search. */
async function searchByScan(db: Db | Tx, source: ListSource, params: ListParams): Promise<boolean> {
  if (params.searchByScan !== undefined) return params.searchByScan;
  return Boolean(
    params.search && source.search?.length && source.searchByScan && (await source.searchByScan(db)),
  );
}

/** The sort a list reads in: the requested one when whitelisted, else the source's default. */
export function sortOf(
  source: ListSource,
  sort: string | undefined,
): { expression: SQL; descending: boolean } {
  const requested = parseSort(sort);
  const chosen = requested && requested.field in source.sortable ? requested : source.defaultSort;
  return {
    expression: (source.sortable as Record<string, SQL>)[chosen.field]!,
    descending: chosen.direction === 'desc',
  };
}

export function orderClause(source: ListSource, sort: string | undefined): SQL {
  const { expression, descending } = sortOf(source, sort);
  // PostgreSQL's own null placement (last ascending, first descending) is the order a plain btree
  // index gives in either scan direction; any other placement sorts the whole table for every page.
  return descending
    ? sql`order by ${expression} desc nulls first, ${source.tiebreaker} desc`
    : sql`order by ${expression} asc nulls last, ${source.tiebreaker} asc`;
}

export const SORT_KEY = '__sort_key';
export const ROW_KEY = '__row_key';
/** A row's place in the list's order, as text: its sort value (null in the run without one) and its tiebreaker. */
export type Keyed = Record<typeof SORT_KEY, string | null> & Record<typeof ROW_KEY, string>;

/**
 * `orderClause` puts nulls last ascending and first descending, so a list reads as two runs: the
 * rows with a sort value and the rows without. Each run is read by its own keyset, a condition an
 * index on the sort expression answers as a range scan (an OR of both runs would not be).
 */
export interface KeysetRun {
  filter: SQL;
  after: (last: Keyed) => SQL;
}

export function keysetRuns(expression: SQL, tiebreaker: SQL, descending: boolean): KeysetRun[] {
  // The keys come back as text; PostgreSQL reads them as the expression's own type, so a
  // timestamp keeps its microseconds.
  const valued: KeysetRun = {
    filter: sql`(${expression}) is not null`,
    after: (last) =>
      descending
        ? sql`((${expression}), ${tiebreaker}) < (${last[SORT_KEY]}, ${last[ROW_KEY]})`
        : sql`((${expression}), ${tiebreaker}) > (${last[SORT_KEY]}, ${last[ROW_KEY]})`,
  };
  const empty: KeysetRun = {
    filter: sql`(${expression}) is null`,
    after: (last) =>
      descending ? sql`${tiebreaker} < ${last[ROW_KEY]}` : sql`${tiebreaker} > ${last[ROW_KEY]}`,
  };
  return descending ? [empty, valued] : [valued, empty];
}

/**
 * Where the row `after` stands in the list, as text, when it is one of the list's own rows (the
 * list's scope and filters apply, so a cursor tells nothing of rows the list does not show);
 * undefined otherwise, and the page is read by offset.
 */
async function cursorOf(
  db: Db | Tx,
  source: ListSource,
  params: ListParams,
  byScan: boolean,
): Promise<Keyed | undefined> {
  if (params.after === undefined || source.groupBy) return undefined;
  const { expression } = sortOf(source, params.sort);
  const where = whereClause(
    { ...source, where: [...(source.where ?? []), sql`${source.tiebreaker} = ${params.after}`] },
    params.search,
    byScan,
  );
  return (
    await preparedRows<Keyed>(
      db,
      sql`select (${expression})::text as ${sql.identifier(SORT_KEY)}, (${source.tiebreaker})::text as ${sql.identifier(ROW_KEY)}
            from ${source.from} ${where}`,
    )
  )[0];
}

/**
 * A source's `planOnce` for a list read by its scope alone: one dealership or every one (`agencyIds`
 * null), and none of `narrowing` (its filters past the scope and what an index leads with) given.
 */
export function readByScopeAlone(
  agencyIds: readonly number[] | null,
  narrowing: (SQL | undefined)[],
): boolean {
  return (
    (agencyIds === null || agencyIds.length === 1) && narrowing.every((condition) => condition === undefined)
  );
}

/**
 * A first page of a `planOnce` source without a search or with one read by scan, with a page size of
 * the bounded few a list offers.
 */
function planOnce(source: ListSource, params: ListParams, byScan: boolean): boolean {
  return (
    source.planOnce === true &&
    !source.groupBy &&
    (!params.search || byScan) &&
    params.page === 1 &&
    Number.isInteger(params.limit) &&
    params.limit >= 1 &&
    params.limit <= MAX_PAGE_SIZE
  );
}

/**
 * One page of rows in the list's order, decorated: the query a list page is made of, without its
 * total. A prepared statement (db/query.ts): a list's texts are few (its filters, sorts and search
 * are parameters), and it is the query a screen repeats most. With `after` (the previous page's
 * last row), the page is read by keyset from that row, run by run, costing the same however deep
 * it is; otherwise by offset.
 */
export async function pageRows<T>(db: Db | Tx, source: ListSource, params: ListParams): Promise<T[]> {
  const groupBy = source.groupBy ? sql`group by ${source.groupBy}` : sql``;
  const order = orderClause(source, params.sort);
  const byScan = await searchByScan(db, source, params);
  const where = params.where ?? whereClause(source, params.search, byScan);
  const last = await cursorOf(db, source, params, byScan);
  let rows: T[];
  if (last) {
    const { expression, descending } = sortOf(source, params.sort);
    const runs = keysetRuns(expression, source.tiebreaker, descending);
    // The run the cursor's row is in (keysetRuns: descending reads the run without a sort value first).
    const withoutValue = descending ? 0 : 1;
    const from = last[SORT_KEY] === null ? withoutValue : 1 - withoutValue;
    rows = [];
    for (let i = from; i < runs.length && rows.length < params.limit; i++) {
      const run = runs[i]!;
      const conditions = [run.filter, i === from ? run.after(last) : undefined].filter(
        (condition): condition is SQL => condition !== undefined,
      );
      const inRun = whereClause(
        { ...source, where: [...(source.where ?? []), ...conditions] },
        params.search,
        byScan,
      );
      rows.push(
        ...(await preparedRows<T>(
          db,
          sql`select ${source.select} from ${source.from} ${inRun} ${order} limit ${params.limit - rows.length}`,
        )),
      );
    }
  } else if (planOnce(source, params, byScan)) {
    // The limit is written in the text: a plan made without knowing it expects to read the whole
    // list, and sorts it (measured 20 times slower on every lead).
    rows = await preparedRows<T>(
      db,
      sql`select ${source.select} from ${source.from} ${where} ${order}
          limit ${sql.raw(String(params.limit))}`,
      { planOnce: true },
    );
  } else {
    const offset = (params.page - 1) * params.limit;
    rows = await preparedRows<T>(
      db,
      sql`select ${source.select} from ${source.from} ${where} ${groupBy} ${order}
          limit ${params.limit} offset ${offset}`,
    );
  }
  if (source.decorate && rows.length > 0) await source.decorate(db, rows as object[]);
  return rows;
}

/** The list's rows counted up to COUNT_CAP + 1 (a total past the cap is said to be capped). */
async function cappedCount(db: Db | Tx, source: ListSource, where: SQL): Promise<number> {
  const groupBy = source.groupBy ? sql`group by ${source.groupBy}` : sql``;
  // The total changes only when a table it reads is written: kept until then (read-cache.ts).
  const counted = await cachedRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${source.from} ${where} ${groupBy} limit ${COUNT_CAP + 1}) capped`,
  );
  return counted[0]?.n ?? 0;
}

export async function runList<T>(
  db: Db | Tx,
  source: ListSource,
  params: ListParams,
): Promise<{ data: T[]; meta: ListMeta }> {
  const byScan = await searchByScan(db, source, params);
  const where = whereClause(source, params.search, byScan);
  const exact = params.search ? undefined : source.total?.bind(source);
  const [data, total] = await Promise.all([
    pageRows<T>(db, source, { ...params, searchByScan: byScan, where }),
    exact ? exact(db) : cappedCount(db, source, where),
  ]);
  const capped = !exact && total > COUNT_CAP;
  // The next page reads after this one's last row; every list's tiebreaker is its rows' `id`.
  const lastRow =
    data.length === params.limit && !source.groupBy ? (data.at(-1) as { id?: unknown }) : undefined;
  const nextAfter = typeof lastRow?.id === 'number' ? { next_after: lastRow.id } : {};
  return {
    data,
    meta: { total, page: params.page, limit: params.limit, total_capped: capped, ...nextAfter },
  };
}
