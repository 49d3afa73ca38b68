/**
 * The state of a list as its URL carries it — `page`, `limit`, `sort=field|dir`, `search` and
 * the list's own filters — read back with defaults for anything missing or unreadable, and
 * flattened into the query of the API call.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortDirection } from '@vitrina/shared';

export interface ListParams {
  page: number;
  limit: number;
  /** `field|asc` or `field|desc`; absent when the list is in its default order. */
  sort?: string;
  search?: string;
  /**
   * The previous page's last row (`meta.next_after`), when this page was reached by "next": the
   * API reads it by keyset, as fast at page 4,000 as at page 2.
   */
  after?: string;
  /** The list's own filters as the query string carries them (`active=true`, `brand_id=4`). */
  filters: Readonly<Record<string, string>>;
}

const RESERVED = ['page', 'limit', 'sort', 'search', 'after'];

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readLimit(value: string | null): number {
  const limit = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE;
}

function readSort(value: string | null): { field: string; direction: SortDirection } | null {
  const match = /^([a-z_]+)\|(asc|desc)$/.exec(value ?? '');
  return match ? { field: match[1]!, direction: match[2] as SortDirection } : null;
}

/** Reads the list state from the search params, given the names of the list's filters. */
export function readListParams(search: URLSearchParams, filterNames: readonly string[]): ListParams {
  const sort = readSort(search.get('sort'));
  const text = search.get('search')?.trim();
  const after = search.get('after');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value !== null && value !== '' && !RESERVED.includes(name)) filters[name] = value;
  }
  return {
    page: readPage(search.get('page')),
    limit: readLimit(search.get('limit')),
    ...(sort ? { sort: `${sort.field}|${sort.direction}` } : {}),
    ...(text ? { search: text } : {}),
    ...(after && /^\d{1,10}$/.test(after) ? { after } : {}),
    filters,
  };
}

/** The query string of an API call: the list state flattened, defaults included. */
export function toQuery(params: ListParams): Record<string, string | number> {
  return {
    page: params.page,
    limit: params.limit,
    ...(params.sort ? { sort: params.sort } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(params.after ? { after: params.after } : {}),
    ...params.filters,
  };
}
