/**
 * The record a form edits: `GET {def.api}/:id` under the resource's detail key, only when there
 * is an id (a create screen has none). Pass the result as FormPage's `record`.
 */
import { useQuery } from '@tanstack/react-query';
import { keysOf } from '../../lib/query-keys';
import { type AnyResource, type RecordOf, resourceCalls, type ScopeArgs } from '../../lib/resource-client';

export function useRecord<D extends AnyResource>(def: D, id: number | undefined, ...scope: ScopeArgs<D>) {
  const calls = resourceCalls(def, ...scope);
  return useQuery<RecordOf<D>>({
    queryKey: keysOf(def).detail(id ?? 0),
    queryFn: ({ signal }) => calls.one(id!, signal),
    enabled: id !== undefined,
  });
}
