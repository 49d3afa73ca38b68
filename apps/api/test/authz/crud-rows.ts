/**
 * A resource's CRUD rows of the authorization matrix, from its definition: list, export, one,
 * create, update and delete, each expecting what the definition's permission and owner give
 * every principal (expectationFor). A module's other routes keep hand-written rows.
 */
import {
  DEFAULT_ROLE_PERMISSIONS,
  isAdmin,
  permissionFor,
  type ResourceAction,
  type ResourceShape,
} from '@vitrina/shared';
import { type Query, withQuery } from '../kits/client';
import { type AnyResource, apiPath, type Params } from '../kits/resource-client';
import { CAST, PRINCIPALS, type PrincipalName, type World } from '../principals';
import type { Expectation, Row } from './rows';

/** In the order their rows run: list, export, create, one, update, delete. */
export type CrudAction = 'list' | 'export' | 'create' | 'one' | 'update' | 'delete';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ROUTES: Record<CrudAction, { method: Method; suffix: string; needs: ResourceAction; ok: number }> = {
  list: { method: 'GET', suffix: '', needs: 'list', ok: 200 },
  export: { method: 'GET', suffix: '/export', needs: 'list', ok: 200 },
  create: { method: 'POST', suffix: '', needs: 'create', ok: 201 },
  one: { method: 'GET', suffix: '/:id', needs: 'read', ok: 200 },
  update: { method: 'PUT', suffix: '/:id', needs: 'update', ok: 200 },
  delete: { method: 'DELETE', suffix: '/:id', needs: 'delete', ok: 200 },
};

/**
 * What `who` gets from a call needing `action`: 401 signed out or disabled; 403 without the
 * permission (the seeded role's); administrators pass; a user whose every dealership is suspended
 * reaches only their own data (403). A dealership's rows are dealership A's: its users pass, a
 * user without dealerships gets 403 from a list, export or create (scope in the query) and 404
 * from a record (scope of the object) — override where a module scopes otherwise.
 */
export function expectationFor(def: ResourceShape, action: CrudAction, ok = ROUTES[action].ok): Expectation {
  const permission = permissionFor(def, ROUTES[action].needs);
  if (!permission) throw new Error(`${def.name}: no permission for ${action}`);
  const status = (who: PrincipalName): number => {
    if (who === 'anonymous' || who === 'disabled') return 401;
    const { role, agency } = CAST[who];
    if (!DEFAULT_ROLE_PERMISSIONS[role].includes(permission)) return 403;
    if (isAdmin({ role }) || def.owner === 'user') return ok;
    if (agency === 'S') return 403;
    if (def.owner === 'platform' || agency === 'A') return ok;
    return ROUTES[action].suffix === '/:id' ? 404 : 403;
  };
  return Object.fromEntries(PRINCIPALS.map((who) => [who, status(who)])) as Expectation;
}

export interface CrudRowsOptions {
  /** The titles' nouns: `brands list`, `create a brand`… (`titles` replaces any). */
  noun: { one: string; many: string };
  titles?: Partial<Record<CrudAction, string>>;
  /** A nested resource's parents (filled in by the row set's setup). */
  params?: (world: World) => Params;
  /** The record read and edited. */
  id: (world: World) => number;
  /** The record `who` deletes: one of their own to those allowed, any id to the others. */
  doomed: (who: PrincipalName, world: World) => number;
  create: (who: PrincipalName, world: World) => object;
  update: (who: PrincipalName, world: World) => object;
  /** The list's and the export's query string. */
  query?: Partial<Record<'list' | 'export', (world: World) => Query>>;
  /** The actions the resource has: all six unless told. */
  only?: readonly CrudAction[];
  /** Where the definition does not tell the whole story. */
  expect?: Partial<Record<CrudAction, Expectation>>;
}

export function crudRows(def: AnyResource, options: CrudRowsOptions): Row[] {
  const { one, many } = options.noun;
  const titles: Record<CrudAction, string> = {
    list: `${many} list`,
    export: `${many} export`,
    one: `one ${one}`,
    create: `create a ${one}`,
    update: `edit a ${one}`,
    delete: `delete a ${one}`,
    ...options.titles,
  };
  const id: Record<CrudAction, ((who: PrincipalName, world: World) => number) | undefined> = {
    list: undefined,
    export: undefined,
    one: (_, world) => options.id(world),
    create: undefined,
    update: (_, world) => options.id(world),
    delete: options.doomed,
  };
  const payload: Partial<Record<CrudAction, (who: PrincipalName, world: World) => object>> = {
    create: options.create,
    update: options.update,
  };
  const actions = options.only ?? (Object.keys(ROUTES) as CrudAction[]);
  return actions.map((action) => {
    const { method, suffix } = ROUTES[action];
    return {
      route: `${method} /api${def.api}${suffix}`,
      title: titles[action],
      request: (world, who) => {
        const base = apiPath(def, options.params?.(world));
        const path = suffix === '/:id' ? `${base}/${id[action]!(who, world)}` : `${base}${suffix}`;
        const query = action === 'list' || action === 'export' ? options.query?.[action]?.(world) : undefined;
        const body = payload[action]?.(who, world);
        return { method, url: withQuery(path, query), ...(body ? { payload: body } : {}) };
      },
      expect: options.expect?.[action] ?? expectationFor(def, action),
    };
  });
}
