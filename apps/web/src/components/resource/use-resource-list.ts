/**
 * Everything a list screen needs from its resource's definition: the list state in the URL (the
 * definition's filters), who may do what, the page calls and query key for <DataTable>, the
 * export, and the row actions — delete after asking, activate/deactivate — each followed by the
 * invalidation of the resource's group. Columns and texts stay in the screen.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { keysOf } from '../../lib/query-keys';
import {
  type AnyResource,
  type ResourceCalls,
  type RowOf,
  resourceCalls,
  type Scope,
  type ScopeArgs,
} from '../../lib/resource-client';
import { type ResourceAccess, useResourceAccess } from '../../lib/use-resource-access';
import { useConfirmDelete } from '../confirm-delete';
import type { DataTableProps } from '../data-table';
import { type ListState, useListState } from '../data-table/use-list-state';
import { useResourceChanged } from './use-resource-changed';

export interface ResourceListOptions<R> {
  /** How a row is named in the delete question and the row controls (default: its `name`). */
  nameOf?: (row: R) => string;
  /** What activating sends besides `active` (default: the row's fields the input schema names). */
  toInput?: (row: R) => Record<string, unknown>;
  /** Other queries a change makes stale (a dealership set's change shows in the agencies list). */
  invalidates?: readonly QueryKey[];
}

/** What the column builders take: who may act, and the row actions. */
export interface ListActions<R> {
  canUpdate: boolean;
  canDelete: boolean;
  nameOf: (row: R) => string;
  setActive: (row: R, active: boolean) => Promise<void>;
  remove: (row: R) => void;
}

export interface ResourceList<D extends AnyResource> {
  list: ListState;
  access: ResourceAccess<D>;
  calls: ResourceCalls<D>;
  /**
   * Spread into <DataTable>: the URL state, the page call and its key, the export, and no search
   * box when the definition searches no field.
   */
  table: Pick<DataTableProps<RowOf<D>>, 'list' | 'queryKey' | 'fetchPage' | 'exportUrl' | 'noSearch'>;
  /** Stable between renders (not tied to the page shown), so columns built from it are too. */
  actions: ListActions<RowOf<D>>;
  changed: () => Promise<void>;
}

const defaultName = (row: unknown) => String((row as { name?: unknown }).name ?? '');

/** The row's fields an update takes (its update or input schema's keys): activating keeps the rest. */
function inputOf(def: AnyResource, row: object): Record<string, unknown> {
  const input = (def.schemas.update ?? def.schemas.input) as { shape?: Record<string, unknown> } | undefined;
  const names = Object.keys(input?.shape ?? {});
  return Object.fromEntries(Object.entries(row).filter(([name]) => names.includes(name)));
}

export function useResourceList<D extends AnyResource>(
  def: D,
  ...[options]: ScopeArgs<D, ResourceListOptions<RowOf<D>>>
): ResourceList<D> {
  const list = useListState(Object.keys(def.filters ?? {}));
  const access = useResourceAccess(def);
  const confirmDelete = useConfirmDelete();
  const { changed } = useResourceChanged(def, options?.invalidates);
  // Screens pass their options inline: the callbacks read the latest, the memos the scope's text.
  const latest = useRef(options);
  latest.current = options;
  const scopeText = JSON.stringify({ params: options?.params, query: options?.query });
  const scope = useMemo(() => JSON.parse(scopeText) as Scope<D>, [scopeText]);

  const calls = useMemo(() => resourceCalls(def, ...([scope] as ScopeArgs<D>)), [def, scope]);
  const actions = useMemo<ListActions<RowOf<D>>>(() => {
    const nameOf = (row: RowOf<D>) => (latest.current?.nameOf ?? defaultName)(row);
    return {
      canUpdate: access.update,
      canDelete: access.delete,
      nameOf,
      setActive: async (row, active) => {
        const input = latest.current?.toInput?.(row) ?? inputOf(def, row);
        await calls.save(row.id, { ...input, active });
        await changed();
      },
      remove: (row) =>
        void confirmDelete(nameOf(row), () => calls.remove(row.id)).then((done) => {
          if (done) void changed();
        }),
    };
  }, [def, calls, access, changed, confirmDelete]);

  return useMemo(() => {
    const parent = { ...scope.params, ...scope.query } as Record<string, number | string>;
    const keys = keysOf(def);
    return {
      list,
      access,
      calls,
      table: {
        list,
        queryKey: (listParams) => keys.list(listParams, parent),
        fetchPage: calls.list,
        exportUrl: calls.exportUrl,
        ...(def.search.length === 0 ? { noSearch: true } : {}),
      },
      actions,
      changed,
    };
  }, [def, scope, list, access, calls, actions, changed]);
}
