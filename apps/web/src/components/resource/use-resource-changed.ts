/**
 * After a write: the resource's group goes stale (every catalog, for a catalog change: a brand's
 * name shows in the models list, a deactivated entry leaves the pickers), plus whatever else the
 * screen names. `patch` puts what the server just answered (a new logo) into the open record at
 * once, before the refetch.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { keysOf } from '../../lib/query-keys';

export interface ResourceChanged {
  changed: () => Promise<void>;
  patch: <R extends { id: number }>(record: R, changes: Partial<R>) => Promise<void>;
}

export function useResourceChanged(
  def: { readonly name: string },
  invalidates: readonly QueryKey[] = [],
): ResourceChanged {
  const queryClient = useQueryClient();
  // Read when a change happens: a screen may pass a new array each render, the callbacks stay.
  const extra = useRef(invalidates);
  extra.current = invalidates;
  const changed = useCallback(async () => {
    const keys = [keysOf(def).group, ...extra.current];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [def, queryClient]);
  return useMemo(
    () => ({
      changed,
      patch: async (record, changes) => {
        queryClient.setQueryData(keysOf(def).detail(record.id), { ...record, ...changes });
        await changed();
      },
    }),
    [changed, def, queryClient],
  );
}
