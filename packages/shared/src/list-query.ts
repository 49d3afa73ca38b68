/**
 * Every list of the product takes the same query (spec §9, PRODUCT.md "Conventions"): page,
 * limit (25/50/100, at most 100), `sort=field|asc|desc` over a whitelist, `search`, and module
 * filters; it answers `{ data, meta: { total, page, limit, total_capped } }`.
 */
import { z } from 'zod';
import { singleSpaced } from './text';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Above this many matches the total is not counted exactly: the screen shows "10,000+". */
export const COUNT_CAP = 10_000;
export const SEARCH_MAX = 100;

export type SortDirection = 'asc' | 'desc';

/**
 * A search as typed, trimmed and with every run of spaces (tabs, line breaks) made one space: the
 * texts a search reads (`search_text`) are written that way, so "Jetta  clásico" finds what
 * "Jetta clásico" finds instead of nothing.
 */
export function searchTerm(max: number = SEARCH_MAX) {
  return z.string().overwrite(singleSpaced).max(max);
}

/** The list query of a resource whose sortable fields are `sortable`, plus its own filters. */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sortable: S, filters: F = {} as F) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z
      .string()
      .regex(/^[a-z_]+\|(asc|desc)$/, 'errors.sort_format')
      .refine(
        (value) => (sortable as readonly string[]).includes(value.split('|')[0] ?? ''),
        'errors.sort_field',
      )
      .optional(),
    search: searchTerm().optional(),
    /**
     * The id of the last row of the page before (`meta.next_after`): the page is read from after
     * it by keyset, costing the same however deep it is; `page` then only numbers it.
     */
    after: z.coerce.number().int().positive().max(MAX_ID).optional(),
    ...filters,
  });
}

export const listMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** True when more than COUNT_CAP rows match and `total` is COUNT_CAP + 1. */
  total_capped: z.boolean(),
  /** The next page's `after`, when this page is full. */
  next_after: z.number().int().optional(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}

export function parseSort(sort: string | undefined): { field: string; direction: SortDirection } | null {
  if (!sort) return null;
  const [field = '', direction] = sort.split('|');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** `?active=true|false` as a boolean filter (query strings carry text). */
export const booleanFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** An id filter from the query string (`?brand_id=4`). */
/** Record ids are PostgreSQL int4: a larger number is a validation error, never a database error. */
export const MAX_ID = 2_147_483_647;
export const recordIdSchema = z.number().int().positive().max(MAX_ID);
/** `agency` of the dealership-scoped routes: a dealership id, or 0 for every one the user may see ("Todas"). */
export const agencyParam = z.coerce.number().int().min(0).max(MAX_ID);
/** A list filter by id: one past int4 matches nothing (compared as bigint), so it has no upper bound. */
export const idFilter = z.coerce.number().int().positive().optional();

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A picker's option, `{ label, value }` (spec §3), and the answer of every picker route. */
export const selectOption = z.object({ label: z.string(), value: z.number().int() });
export const optionsAnswer = z.object({ data: z.array(selectOption) });
