/**
 * The one way lists are read: a page of rows and a capped count, from an explicit SQL source, a
 * whitelist of sort expressions and a search expression backed by a trigram index.
 * (ARCHITECTURE.md "Totals": count(*) over a big set is what makes back-offices slow, so the
 * count stops at COUNT_CAP + 1 and the answer says when it did.)
 */
import { COUNT_CAP, type ListMeta, parseSort } from '@vitrina/shared';
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
  /** The unique column that breaks ties, so pages never overlap or skip rows. */
  tiebreaker: SQL;
  /**
   * What the search matches: an expression compared as vitrina_unaccent(lower(…)) (index it the
   * same way), or a function that builds the condition from the normalized LIKE pattern — for a
   * joined table, `parent_id in (select id … where key like pattern)` keeps every index usable,
   * where OR-ing the joined column would read the whole table.
   */
  search?: (SQL | ((pattern: SQL) => SQL))[];
  /**
   * Fills in, on rows read with `select`, fields looked up by the rows' own columns — the names of
   * other tables' rows (`addCatalogNames`) — in place, after the rows are read. The page query
   * then reads its own table alone, and the lookups run once per page instead of once per row,
   * from the read cache (read-cache.ts) until a table they read is written. Every reader of
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
}

export interface ListParams {
  page: number;
  limit: number;
  sort?: string | undefined;
  search?: string | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function whereClause(source: ListSource, search: string | undefined): SQL {
  const conditions = (source.where ?? []).filter((condition): condition is SQL => condition !== undefined);
  if (search && source.search && source.search.length > 0) {
    const pattern = sql`vitrina_unaccent(lower(${likePattern(search)}))`;
    const matches = source.search.map((term) =>
      typeof term === 'function' ? term(pattern) : sql`vitrina_unaccent(lower(${term})) like ${pattern}`,
    );
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function orderClause(source: ListSource, sort: string | undefined): SQL {
  const requested = parseSort(sort);
  const field = requested && requested.field in source.sortable ? requested : source.defaultSort;
  const expression = (source.sortable as Record<string, SQL>)[field.field]!;
  // PostgreSQL's own null placement (last ascending, first descending) is the order a plain btree
  // index gives in either scan direction; any other placement sorts the whole table for every page.
  const direction = field.direction === 'desc' ? sql`desc nulls first` : sql`asc nulls last`;
  return sql`order by ${expression} ${direction}, ${source.tiebreaker} ${field.direction === 'desc' ? sql`desc` : sql`asc`}`;
}

/**
 * One page of rows in the list's order, decorated: the query a list page is made of, without its
 * total. A prepared statement (db/query.ts): a list's texts are few (its filters, sorts and search
 * are parameters), and it is the query a screen repeats most.
 */
export async function pageRows<T>(db: Db | Tx, source: ListSource, params: ListParams): Promise<T[]> {
  const groupBy = source.groupBy ? sql`group by ${source.groupBy}` : sql``;
  const offset = (params.page - 1) * params.limit;
  const rows = await preparedRows<T>(
    db,
    sql`select ${source.select} from ${source.from} ${whereClause(source, params.search)} ${groupBy} ${orderClause(source, params.sort)}
        limit ${params.limit} offset ${offset}`,
  );
  if (source.decorate && rows.length > 0) await source.decorate(db, rows as object[]);
  return rows;
}

/**
 * The distinct values of `key` in `rows`, ascending: the ids a `decorate` looks up, in one order
 * whatever the page's, so the same page (and the same ids in another order) is one cache entry.
 */
export function distinctIds<K extends string>(rows: readonly { [key in K]: number }[], key: K): number[] {
  return [...new Set(rows.map((row) => row[key]))].sort((a, b) => a - b);
}

export async function runList<T>(
  db: Db | Tx,
  source: ListSource,
  params: ListParams,
): Promise<{ data: T[]; meta: ListMeta }> {
  const where = whereClause(source, params.search);
  const groupBy = source.groupBy ? sql`group by ${source.groupBy}` : sql``;
  const exact = params.search ? undefined : source.total?.bind(source);
  const [data, total] = await Promise.all([
    pageRows<T>(db, source, params),
    exact
      ? exact(db)
      : // The total changes only when a table it reads is written: kept until then (read-cache.ts).
        cachedRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (select 1 from ${source.from} ${where} ${groupBy} limit ${COUNT_CAP + 1}) capped`,
        ).then((counted) => counted[0]?.n ?? 0),
  ]);
  const capped = !exact && total > COUNT_CAP;
  return { data, meta: { total, page: params.page, limit: params.limit, total_capped: capped } };
}
