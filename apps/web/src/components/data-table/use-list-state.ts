/**
 * A list's state lives in the URL (ARCHITECTURE.md "How the code reads" 4): `page`, `limit`,
 * `sort=field|dir`, `search` and the list's own filters, so a reload, a shared link and the back
 * button all show the same page. Defaults are left out of the URL; anything unreadable falls back
 * to them (lib/list-params.ts).
 */
import { DEFAULT_PAGE_SIZE, type SortDirection } from '@vitrina/shared';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListParams, readListParams } from '../../lib/list-params';

export type { ListParams } from '../../lib/list-params';

export interface ListState {
  params: ListParams;
  /** True when a search or a filter narrows the list. */
  narrowed: boolean;
  /** `after`: the page before's `meta.next_after`, when going to the next page. */
  setPage: (page: number, after?: number) => void;
  setLimit: (limit: number) => void;
  setSort: (sort: { field: string; direction: SortDirection } | null) => void;
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string | null) => void;
  clear: () => void;
}

export function useListState(filterNames: readonly string[] = []): ListState {
  const [search, setSearchParams] = useSearchParams();
  // The names are a fixed list per screen; joining them keeps the memo stable across renders.
  const names = filterNames.join(',');
  const params = useMemo(() => readListParams(search, names ? names.split(',') : []), [search, names]);

  // The router shows a new address after a transition; a second change made before it (sort, then
  // at once the next page) must build on the first, not on the address still on screen.
  const latest = useRef(search);
  const shown = useRef(search);
  if (shown.current !== search) {
    shown.current = search;
    latest.current = search;
  }

  /** Changes some params; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      // A keyset cursor belongs to the page it was answered with: anything else drops it.
      if (!('after' in changes)) next.delete('after');
      latest.current = next;
      setSearchParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return useMemo<ListState>(
    () => ({
      params,
      narrowed: Boolean(params.search) || Object.keys(params.filters).length > 0,
      setPage: (page, after) =>
        update({ page: page > 1 ? String(page) : null, after: after === undefined ? null : String(after) }),
      setLimit: (limit) => update({ limit: limit === DEFAULT_PAGE_SIZE ? null : String(limit) }),
      setSort: (sort) => update({ sort: sort ? `${sort.field}|${sort.direction}` : null }),
      // Typing is not history: each debounced search replaces the entry instead of adding one.
      setSearch: (text) => update({ search: text.trim() || null }, { replace: true }),
      setFilter: (name, value) => update({ [name]: value }),
      clear: () =>
        update(Object.fromEntries(['search', ...(names ? names.split(',') : [])].map((key) => [key, null]))),
    }),
    [params, update, names],
  );
}
