/**
 * What every route builder of a resource shares: the app, the definition, the database, the
 * OpenAPI tag, and how a definition becomes an access declaration and path schemas. The
 * builders themselves are in read-routes.ts and write-routes.ts.
 */
import {
  type ActionOf,
  permissionFor,
  type Resource,
  type ResourceAction,
  type ResourceShape,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../context';
import type { Db } from '../db/client';
import type { Access, AccessRule, BodyRefs, Scope, SecondScope } from '../plugins/access';
import { recordId } from './route-schemas';

export interface RouteKit<D extends ResourceShape> {
  app: App;
  def: Resource<D>;
  db: Db;
  /** The OpenAPI tag its routes are listed under. */
  tag: string;
  /**
   * Where a dealership's resource finds the dealership, by kind of call (the plugin checks it):
   * `{ agency: 'query' }` for lists, `{ agency: 'object', load }` for one row. Platform and
   * user resources need none.
   */
  scope?: Partial<Record<ResourceAction, Scope>>;
}

export function resourceKit<const D extends ResourceShape>(
  app: App,
  def: Resource<D>,
  options: { db: Db; tag: string; scope?: RouteKit<D>['scope'] },
): RouteKit<D> {
  return { app, def, ...options };
}

/** What a route declares beyond its resource's access (plugins/access.ts). */
export interface MoreAccess {
  /** The body fields naming other objects of the same dealership (a sale's `lead_id`). */
  refs?: BodyRefs;
  /** A second dealership the request acts in (a forward's target). */
  second?: SecondScope;
  /** The route's named rules, from its module's `*.rules.ts`. */
  rules?: readonly AccessRule[];
}

/**
 * The route's access declaration, from the definition's permission for this kind of call. A
 * resource's own action (`assign`) changes one row, so it takes the scope of `update`. `more`
 * adds body refs, a second dealership and named rules.
 */
export function accessFor<D extends ResourceShape>(
  kit: RouteKit<D>,
  action: ActionOf<D>,
  more: MoreAccess = {},
): { access: Access } {
  const { def } = kit;
  const permission = permissionFor(def, action);
  if (!permission) throw new Error(`${def.name}: no permission for ${action}`);
  const kind: ResourceAction = isKind(action) ? action : 'update';
  const scope = withSecond(withRefs(kit.scope?.[kind] ?? ownerScope(def, kind), more.refs), more.second);
  return {
    access: {
      permission,
      scope,
      ...(def.packagePermission ? { packagePermission: def.packagePermission } : {}),
      ...(def.membership ? { membership: true } : {}),
      ...(more.rules ? { rules: more.rules } : {}),
    },
  };
}

function withSecond(scope: Scope, second: SecondScope | undefined): Scope {
  if (!second) return scope;
  if (typeof scope !== 'object') throw new Error('A second dealership needs a dealership scope');
  return { ...scope, second };
}

function withRefs(scope: Scope, refs: BodyRefs | undefined): Scope {
  if (!refs) return scope;
  if (typeof scope !== 'object' || (scope.agency !== 'object' && scope.agency !== 'body')) {
    throw new Error('Body refs need a dealership of one object or of the body');
  }
  return { ...scope, refs };
}

const KINDS: readonly string[] = ['read', 'list', 'create', 'update', 'delete'] satisfies ResourceAction[];
const isKind = (action: string): action is ResourceAction => KINDS.includes(action);

function ownerScope(def: ResourceShape, action: ResourceAction): Scope {
  if (def.owner === 'platform') return 'platform';
  if (def.owner === 'user') return 'user';
  throw new Error(`${def.name}: a dealership's resource declares its scope for ${action}`);
}

/** The registered URL: `/api` and the definition's path, plus `/:id` for one row. */
export function routeUrl(def: ResourceShape, suffix = ''): string {
  return `/api${def.api}${suffix}`;
}

const PARAM = /:([a-z_]+)/g;

/** The path's `:params` as int4 ids (a nested resource's parents), plus `id` for one row. */
export function pathParams(def: ResourceShape, withId: boolean) {
  const names = [...def.api.matchAll(PARAM)].map((match) => match[1]!);
  if (withId) names.push('id');
  return z.object(Object.fromEntries(names.map((name) => [name, recordId])));
}

export type PathValues = Readonly<Record<string, number>>;
/** The path of one row: its `id`, and its parents' ids. */
export type ItemPath = PathValues & { readonly id: number };

/** The request's path params, read as the ids `pathParams` validated. */
export const paramsOf = (request: FastifyRequest) => request.params as ItemPath;

/**
 * A nested resource's parent (`/models/:model_id/versions`): answers whether it exists, and
 * the routes answer 404 when it does not.
 */
export type ParentCheck = (params: PathValues) => Promise<boolean>;
