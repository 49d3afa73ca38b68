/**
 * The calls of a resource read from its shared definition (packages/shared/src/resource.ts):
 * the address from `def.api` filled with `href()` (a nested resource names its parent, a
 * dealership's rows carry `?agency=`), the answers checked with `def.listAnswer` and
 * `def.oneAnswer`, so a contract drift shows up as an error, not as a blank cell.
 */
import { href, type ListMeta, type PathParams, type ResourceShape } from '@vitrina/shared';
import type { z } from 'zod';
import { api } from './api-client';
import type { ListParams } from './list-params';
import { fetchList, type Page } from './resource-api';

/** What the kit needs of a definition: the shape plus the derived answers. */
export interface AnyResource extends ResourceShape {
  readonly listAnswer: z.ZodType<{ data: unknown[]; meta: ListMeta }>;
  readonly oneAnswer: z.ZodType<{ data: unknown }>;
}

/**
 * A list row (rows have an id: edit, delete and activate go by it), and one record as
 * `GET …/:id` answers it (the detail schema, else the row's).
 */
export type RowOf<D extends AnyResource> = z.infer<D['schemas']['item']> & { id: number };
export type RecordOf<D extends AnyResource> = z.infer<D['oneAnswer']>['data'];

type Query = Readonly<Record<string, string | number>>;

/**
 * Where a resource's calls go: the `:params` of `def.api` (`{ model_id: 4 }`), and a query every
 * call carries (`{ agency: 7 }` for a dealership's rows, 0 for "Todas").
 */
export type Scope<D extends AnyResource> = (keyof PathParams<D['api']> extends never
  ? { params?: undefined }
  : { params: PathParams<D['api']> }) & { query?: Query };

/** A scope argument that is required exactly when the API path has `:params`. */
export type ScopeArgs<D extends AnyResource, Extra = unknown> = keyof PathParams<D['api']> extends never
  ? [scope?: Scope<D> & Extra]
  : [scope: Scope<D> & Extra];

export interface ResourceCalls<D extends AnyResource> {
  /** `/mi-vitrina/catalogs/models/4/versions`: the list's address under /api. */
  path: string;
  list: (params: ListParams, signal?: AbortSignal) => Promise<Page<RowOf<D>>>;
  one: (id: number, signal?: AbortSignal) => Promise<RecordOf<D>>;
  /** POST without an id, PUT to `path/id` with one; both answer `{ data }`. */
  save: (id: number | undefined, values: unknown) => Promise<RecordOf<D>>;
  remove: (id: number) => Promise<void>;
  /** The export endpoint, with the scope's query (the list's own filters are added on export). */
  exportUrl: string;
}

/** `href` over a pattern only known at run time (the definition's, generic here). */
const fill = href as (pattern: string, params?: object, query?: Query) => string;

export function resourceCalls<D extends AnyResource>(def: D, ...[scope]: ScopeArgs<D>): ResourceCalls<D> {
  const path = fill(def.api, scope?.params ?? {});
  const query = scope?.query ?? {};
  const options = (signal?: AbortSignal) => ({ params: query, ...(signal ? { signal } : {}) });
  const one = (answer: unknown) => def.oneAnswer.parse(answer).data as RecordOf<D>;
  return {
    path,
    list: (params, signal) =>
      fetchList(path, def.listAnswer as z.ZodType<Page<RowOf<D>>>, params, signal, query),
    one: async (id, signal) => one((await api.get(`${path}/${id}`, options(signal))).data),
    save: async (id, values) => {
      const answer = id
        ? await api.put(`${path}/${id}`, values, options())
        : await api.post(path, values, options());
      return one(answer.data);
    },
    remove: async (id) => {
      await api.delete(`${path}/${id}`, options());
    },
    exportUrl: fill(`${path}/export`, {}, query),
  };
}
