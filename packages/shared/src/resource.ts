/**
 * One shape for every resource of the product: what it is called, where its API and screens
 * live, who may touch it, and what its list sorts, searches and filters by, with its schemas.
 * The API builds its routes and access declarations from it, the browser its screens, calls and
 * guards, and the tests their list contract and authorization rows. A definition is plain data:
 * no JSX, no SQL, no callbacks — what it cannot express stays plain code in the module.
 */
import { z } from 'zod';
import { listAnswer, listQuery, type SortDirection } from './list-query';
import type { PackagePermission, Permission } from './permissions';

/** The permission each kind of call needs; a resource may name its own extra actions (assign…). */
export interface ResourcePermissions {
  /** One record (GET …/:id) and, unless `list` is named, the list and its export. */
  read?: Permission;
  list?: Permission;
  create?: Permission;
  update?: Permission;
  delete?: Permission;
  readonly [action: string]: Permission | undefined;
}

export type ResourceAction = 'read' | 'list' | 'create' | 'update' | 'delete';
/** A kind of call, or one of the resource's own actions (`assign`…) named in its permissions. */
export type ActionOf<D extends ResourceShape> = ResourceAction | Extract<keyof D['permissions'], string>;

export interface ResourceShape {
  /** Unique among resources: query keys, test names, the audit entity's prefix. */
  readonly name: string;
  /** The API path after `/api`, with `:param` segments for a nested resource. */
  readonly api: string;
  /** The screens' path patterns (`/catalogs/brands/:id/edit`), by role; fill one with `href()`. */
  readonly screens: Readonly<Record<string, string>>;
  readonly permissions: ResourcePermissions;
  /** What the dealership's package must include (`view used vehicles`…). */
  readonly packagePermission?: PackagePermission;
  /** Only for a dealership whose membership is active. */
  readonly membership?: boolean;
  /**
   * Whose rows these are: the platform's (catalogs, packages, roles), a dealership's (chosen
   * with `?agency=`, or the row's own dealership), or the signed-in user's.
   */
  readonly owner: 'platform' | 'agency' | 'user';
  /** The list's sort whitelist; the first is the default, ascending unless `defaultSort` says. */
  readonly sortable: readonly [string, ...string[]];
  readonly defaultSort?: { readonly field: string; readonly direction: SortDirection };
  /** The fields the list's search matches (ILIKE over a trigram index), by name. */
  readonly search: readonly string[];
  /** The list's own filters (`?active=`, `?brand_id=`), added to the common list query. */
  readonly filters?: z.ZodRawShape;
  readonly schemas: {
    /** A list row. */
    readonly item: z.ZodType;
    /** One record's answer (`{ data }`), when it says more than a list row. */
    readonly detail?: z.ZodType;
    /** What create sends (and update, unless `update` differs). */
    readonly input?: z.ZodType;
    readonly update?: z.ZodType;
  };
}

export type SortField<D extends ResourceShape> = D['sortable'][number];
export type SearchField<D extends ResourceShape> = D['search'][number];
export type ResourceItem<D extends ResourceShape> = z.infer<D['schemas']['item']>;

type Derived<D extends ResourceShape> = D & {
  readonly defaultSort: { readonly field: SortField<D>; readonly direction: SortDirection };
  /** The list's query (page, limit, sort over `sortable`, search, the filters) and answer. */
  readonly listQuery: ReturnType<typeof listQuery<D['sortable'], NonNullable<D['filters']>>>;
  readonly listAnswer: ReturnType<typeof listAnswer<D['schemas']['item']>>;
  /** `{ data }` of one record: the detail schema, or the list row's. */
  readonly oneAnswer: z.ZodObject<{
    data: D['schemas']['detail'] extends z.ZodType ? D['schemas']['detail'] : D['schemas']['item'];
  }>;
};

export type Resource<D extends ResourceShape = ResourceShape> = Derived<D>;

/** A definition, with the schemas every resource derives the same way. */
export function defineResource<const D extends ResourceShape>(definition: D): Resource<D> {
  const filters = (definition.filters ?? {}) as NonNullable<D['filters']>;
  const one = definition.schemas.detail ?? definition.schemas.item;
  return {
    ...definition,
    defaultSort: definition.defaultSort ?? { field: definition.sortable[0], direction: 'asc' },
    listQuery: listQuery(definition.sortable, filters),
    listAnswer: listAnswer(definition.schemas.item),
    oneAnswer: z.object({ data: one }),
  } as Resource<D>;
}

/** The permission a kind of call (or a resource's own action) needs: `list` falls back to `read`. */
export function permissionFor(definition: ResourceShape, action: string): Permission | undefined {
  const { permissions } = definition;
  return action === 'list' ? (permissions.list ?? permissions.read) : permissions[action];
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Bare}?`
      ? Bare
      : Name
    : never;

/** The `:params` of a path pattern (`/models/:model_id/versions/:id/edit` → model_id, id). */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: number | string };

/**
 * A pattern filled in: `href('/models/:model_id/versions', { model_id: 4 })` is
 * `/models/4/versions`, and a query (`{ brand_id: 4 }`) is appended with its empty values left
 * out. Routers, links and API calls all read the same pattern.
 */
export function href<P extends string>(
  pattern: P,
  ...[params, query]: ParamNames<P> extends never
    ? [params?: Record<never, never>, query?: Record<string, string | number | boolean | undefined>]
    : [params: PathParams<P>, query?: Record<string, string | number | boolean | undefined>]
): string {
  const values = (params ?? {}) as Record<string, number | string>;
  const path = pattern.replace(/:([a-z_]+)\??/gi, (_, name: string) =>
    values[name] === undefined ? '' : encodeURIComponent(String(values[name])),
  );
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}
