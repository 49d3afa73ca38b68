import {
  type ErrorKey,
  hasModuleAccess,
  hasPermission,
  isAdmin,
  isMembershipActive,
  MAX_ID,
  type PackagePermission,
  type Permission,
  TOKEN_MESSAGES,
} from '@vitrina/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, invalid, notFound, unauthenticated } from '../lib/http-error';
import type { TokenService } from '../lib/tokens';
import type { Principal, PrincipalCache, PrincipalRow, ScopeAgency } from '../modules/auth/public';

/**
 * How a route's data relates to dealerships:
 * - `user`: the signed-in user's own data (profile, own notifications);
 * - `platform`: data that belongs to no dealership (roles, catalogs);
 * - `{ agency: 'query' | 'params' }`: the dealership id travels in that request part
 *   (`agency`, 0 = every dealership the user may see);
 * - `{ agency: 'body', key }`: a create names the one dealership it writes into in a body field
 *   (`agency_id`); checked like a query's, once the body is validated, so 0 ("every one") is refused;
 * - `{ agency: 'object', load }`: the request names one object; `load` answers its dealership
 *   (undefined when there is no such object) once the request is validated, and the plugin answers
 *   404 or 403 before the handler runs. Without `load` (users, linked to several dealerships) the
 *   handler's queries keep to `visibleAgencyIds`.
 * `body` names a body field with the ids of the dealerships a write links (a user's `agency_ids`):
 * the plugin refuses suspended ones among them once the body is parsed.
 * `refs` names the body fields that hold the id of another object (a sale's `lead_id`), each with
 * how to find that object's dealership: with a `body` or an object scope (`load`), every id sent
 * must name an object of the dealership the request acts in, or the field is refused (422,
 * `errors.reference_not_found`), alike for one that does not exist and another dealership's.
 * `second` names a body field with a second dealership the request acts in besides its own
 * scope's, or the id of a second object whose dealership `agencyOf` answers (the dealership a
 * lead is forwarded to, the lead merged into this one): it is checked as the first scope is, once
 * the body is validated (see `SecondScope`).
 */
export type Scope =
  | 'user'
  | 'platform'
  | { agency: 'query' | 'params'; key?: string; body?: string; second?: SecondScope }
  | { agency: 'body'; key?: string; body?: string; refs?: BodyRefs; second?: SecondScope }
  | { agency: 'object'; load?: ObjectAgency; body?: string; refs?: BodyRefs; second?: SecondScope };

/**
 * A second dealership a request acts in, named by the body field `field` (absent or null names
 * none). Without `agencyOf` the field holds a dealership's id, checked as a body scope's (403 for
 * one the user may not act in; for an administrator, 404 for one that does not exist). With it,
 * the field holds an object's id and `agencyOf` answers that object's dealership as the user may
 * see it (undefined: 404), checked as an object scope's (404 for a dealership the user does not
 * see). `refused` turns any of those refusals into a 422 on the field with that key, for a route
 * whose second id is a choice in a form rather than an address (a forward's target).
 */
export interface SecondScope {
  field: string;
  agencyOf?: (id: number, request: FastifyRequest) => Promise<number | undefined>;
  refused?: ErrorKey;
}

/**
 * A check a route declares by name, for what its other fields cannot say: what the validated
 * request asks for against who asks (an Asesor assigns leads to nobody but themselves, nobody
 * grants a permission they lack). Each module keeps its rules in its `*.rules.ts`. They run in
 * order in the preHandler, after the scope's checks and before the handler; one throws the
 * route's refusal (an HttpError) and may read the database, outside the handler's transaction.
 * The route catalogue lists them by name, and the authorization matrix has rows for each.
 */
export interface AccessRule<Who = Principal> {
  /** `<module>.<what it refuses>`, as the matrix's rows name it. */
  name: string;
  check(request: FastifyRequest, who: Who): void | Promise<void>;
}

/** What an `{ apiKey }` route's rules see of who asks: the key and its dealership. */
export interface KeyHolder {
  id: number;
  agencyId: number;
}

/** The dealership of the object a validated request names, or undefined when it does not exist. */
export type ObjectAgency = (request: FastifyRequest) => number | undefined | Promise<number | undefined>;

/** The dealership of the object a body field names by id, or undefined when it does not exist. */
export type RefAgency = (id: number) => Promise<number | undefined>;
export type BodyRefs = Readonly<Record<string, RefAgency>>;

/**
 * The key a request presents (`X-Api-Key`, else `Authorization: Bearer`), as the module that keeps
 * the keys finds it: undefined when no key has that text. `address` is the client's, for the
 * module's throttle of keys that are not ours (it throws the 429 itself).
 */
export type ApiKeyCheck = (key: string, address: string) => Promise<ApiKeyHolder | undefined>;

export interface ApiKeyHolder {
  id: number;
  agencyId: number;
  revoked: boolean;
  /** The key's dealership: a deleted one's keys are dead; a suspended one's are refused meanwhile. */
  agency: 'active' | 'suspended' | 'deleted';
}

/** Whether a presented key is the platform credential a `{ platformKey }` route was configured with. */
export type PlatformKeyCheck = (key: string) => boolean;

export type Access =
  | { public: true }
  /**
   * One of the platform's own services (the marketplace) with a credential configured by
   * environment, not a dealership's key nor a person's session: the request acts for the
   * platform, in no dealership.
   */
  | { platformKey: PlatformKeyCheck }
  /**
   * A dealership's own systems with one of its API keys instead of a person's session: the
   * request acts in the key's dealership alone (`request.apiKey`, `request.agencyScope`).
   */
  | { apiKey: ApiKeyCheck; rules?: readonly AccessRule<KeyHolder>[] }
  | {
      /** null: any signed-in user; several: every one of them. */
      permission: Permission | readonly Permission[] | null;
      packagePermission?: PackagePermission;
      /** Needs an active membership in the dealership (spec §6). */
      membership?: boolean;
      /**
       * Still open to the non-administrators of a suspended dealership (PRODUCT.md: paying its
       * billing). Every other route refuses them: a suspended dealership drops out of a request's
       * scope, and a user whose every dealership is suspended reaches only `user` routes.
       */
      whileSuspended?: true;
      scope: Scope;
      rules?: readonly AccessRule[];
    };

/** The declarations many routes share, named once. */
export const PUBLIC_ACCESS = { public: true } as const satisfies Access;
/** Any signed-in user, on their own data (profile, own notifications, their dismissals). */
export const SIGNED_IN_ACCESS = { permission: null, scope: 'user' } as const satisfies Access;
/** Any signed-in user, reading what belongs to no dealership (the pickers of catalog rows). */
export const SIGNED_IN_PLATFORM_ACCESS = { permission: null, scope: 'platform' } as const satisfies Access;

/** Which dealerships a request may touch: `all` only for administrators asking for agency 0. */
export type AgencyScope = { all: true } | { all: false; ids: number[] };

/** Every route the app registered, with its declaration (the authorization matrix reads it). */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The names of the declaration's rules, in order. */
  rules: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RouteEntry[];
    /** What authorises a request, read once until a write changes it. */
    principals: PrincipalCache;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
    agencyScope: AgencyScope | null;
    /** The API key of an `{ apiKey }` route's request, and its dealership. */
    apiKey: KeyHolder | null;
  }
}

export interface AccessOptions {
  principals: PrincipalCache;
  tokens: TokenService;
}

/** Routes served by plugins we do not write (OpenAPI UI and document). */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

export function isPublicPluginRoute(url: string): boolean {
  return PLUGIN_PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export const accessPlugin = fp<AccessOptions>(async (app: FastifyInstance, { principals, tokens }) => {
  app.decorate('principals', principals);
  app.decorateRequest('principal', null);
  app.decorateRequest('agencyScope', null);
  app.decorateRequest('apiKey', null);
  const catalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);

  app.addHook('onRoute', (route) => {
    route.config ??= {};
    const config = route.config as { access?: Access };
    if (!config.access && isPublicPluginRoute(route.url)) config.access = { public: true };
    const access = config.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    const rules = ('rules' in access ? (access.rules ?? []) : []).map((rule) => rule.name);
    for (const method of [route.method].flat()) catalogue.push({ method, url: route.url, access, rules });
    if ('permission' in access && (access.packagePermission || access.membership)) {
      if (typeof access.scope !== 'object') {
        throw new Error(
          `Route ${route.method} ${route.url}: package and membership checks need a dealership scope`,
        );
      }
    }
    if ('scope' in access && typeof access.scope === 'object' && 'refs' in access.scope) {
      if (access.scope.agency === 'object' && !access.scope.load) {
        throw new Error(`Route ${route.method} ${route.url}: body refs need the object's dealership (load)`);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      // Fastify's own 404 handler has no route options; everything else declared access at registration.
      if (request.is404) return;
      throw new Error(`Route ${request.method} ${request.url} declares no access`);
    }
    if ('public' in access) return;
    if ('platformKey' in access) {
      const key = presentedKey(request);
      if (!key) throw new HttpError(401, 'errors.api_key_missing');
      if (!access.platformKey(key)) throw new HttpError(401, 'errors.api_key_invalid');
      return;
    }
    if ('apiKey' in access) {
      const holder = await keyHolder(request, access.apiKey);
      request.apiKey = { id: holder.id, agencyId: holder.agencyId };
      request.agencyScope = { all: false, ids: [holder.agencyId] };
      return;
    }

    const principal = await authenticate(request, principals, tokens);
    request.principal = principal;
    if (!permitted(principal, access.permission)) throw forbidden();
    if (onlySuspended(principal) && access.scope !== 'user' && !access.whileSuspended) {
      throw forbidden('errors.membership_inactive');
    }

    if (
      typeof access.scope === 'object' &&
      (access.scope.agency === 'query' || access.scope.agency === 'params')
    ) {
      const source = access.scope.agency === 'query' ? request.query : request.params;
      const key = access.scope.key ?? 'agency';
      const raw = (source as Record<string, unknown> | undefined)?.[key];
      request.agencyScope = await resolveScope(principals, principal, access, parseAgencyId(raw, key));
    }
  });

  // What needs the validated request: the object's dealership, the body's, the second one, the
  // dealerships a write links, then the route's rules.
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access && 'apiKey' in access && request.apiKey) {
      for (const rule of access.rules ?? []) await rule.check(request, request.apiKey);
      return;
    }
    const principal = request.principal;
    if (!access || !('scope' in access) || !principal) return;
    await checkScope(request, principal, access);
    for (const rule of access.rules ?? []) await rule.check(request, principal);
  });

  async function checkScope(request: FastifyRequest, principal: Principal, access: ProtectedAccess) {
    if (typeof access.scope !== 'object') return;
    const scope = access.scope;
    if (scope.agency === 'object' && scope.load) {
      const agencyId = await scope.load(request);
      if (agencyId === undefined) throw notFound();
      await authorizeAgency(request, principal, access, agencyId);
      if (scope.refs) await checkRefs(request, scope.refs, agencyId);
    }
    if (scope.agency === 'body') {
      const key = scope.key ?? 'agency';
      const agencyId = parseAgencyId((request.body as Record<string, unknown> | undefined)?.[key], key);
      if (agencyId === 0) throw invalid({ [key]: ['errors.validation'] });
      request.agencyScope = await resolveScope(principals, principal, access, agencyId);
      if (scope.refs) await checkRefs(request, scope.refs, agencyId);
    }
    if (scope.second) await checkSecond(request, principal, access, scope.second);
    if (!scope.body || access.whileSuspended || isAdmin(principal)) return;
    const linked = (request.body as Record<string, unknown> | undefined)?.[scope.body];
    if (Array.isArray(linked) && linked.some((id) => principal.suspendedAgencyIds.includes(id as number))) {
      throw forbidden('errors.membership_inactive');
    }
  }
});

/** The second dealership of `SecondScope`, checked as the first one is; `refused` makes a refusal a 422. */
async function checkSecond(
  request: FastifyRequest,
  principal: Principal,
  access: ProtectedAccess,
  second: SecondScope,
): Promise<void> {
  const id = (request.body as Record<string, unknown> | undefined)?.[second.field];
  if (id === undefined || id === null) return;
  try {
    if (second.agencyOf) {
      const agencyId = await second.agencyOf(parseAgencyId(id, second.field), request);
      if (agencyId === undefined) throw notFound();
      await authorizeAgency(request, principal, access, agencyId);
    } else {
      const agencyId = parseAgencyId(id, second.field);
      if (agencyId === 0) throw invalid({ [second.field]: ['errors.validation'] });
      await resolveScope(request.server.principals, principal, access, agencyId);
    }
  } catch (error) {
    const refusal = error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404);
    if (!second.refused || !refusal) throw error;
    throw invalid({ [second.field]: [second.refused] }, second.refused);
  }
}

/** Whether the principal holds the declaration's permission (every one of several). */
function permitted(principal: Principal, permission: Permission | readonly Permission[] | null): boolean {
  if (permission === null) return true;
  if (typeof permission === 'string') return hasPermission(principal, permission);
  return permission.every((one) => hasPermission(principal, one));
}

/**
 * Every id the body's `refs` fields hold names an object of `agencyId`, the dealership the
 * request acts in; administrators too, since a row never points into another dealership. Absent
 * and null fields name nothing.
 */
async function checkRefs(request: FastifyRequest, refs: BodyRefs, agencyId: number): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  const errors: Record<string, ['errors.reference_not_found']> = {};
  for (const [field, agencyOf] of Object.entries(refs)) {
    const id = body?.[field];
    if (typeof id !== 'number') continue;
    if ((await agencyOf(id)) !== agencyId) errors[field] = ['errors.reference_not_found'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A non-administrator all of whose dealerships are suspended: only their own data is open. */
function onlySuspended(principal: Principal): boolean {
  return !isAdmin(principal) && principal.agencyIds.length === 0 && principal.suspendedAgencyIds.length > 0;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** A key in `X-Api-Key` wins over the Authorization header (which may carry a session's token). */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return bearerToken(request);
}

/**
 * The holder of the request's API key: none is 401 (the message says where a key goes), an
 * unknown, revoked or dead one 401, a suspended dealership's 403, as for its users.
 */
async function keyHolder(request: FastifyRequest, check: ApiKeyCheck): Promise<ApiKeyHolder> {
  const key = presentedKey(request);
  if (!key) throw new HttpError(401, 'errors.api_key_missing');
  const holder = await check(key, request.ip);
  if (!holder || holder.revoked || holder.agency === 'deleted') {
    throw new HttpError(401, 'errors.api_key_invalid');
  }
  if (holder.agency === 'suspended') throw forbidden('errors.membership_inactive');
  return holder;
}

/**
 * The principal built from each cached row: a row is kept per token, so its principal is too, and
 * a request whose token is cached builds nothing. Frozen: it is shared by that token's requests.
 */
const builtPrincipals = new WeakMap<PrincipalRow, Principal>();

async function authenticate(
  request: FastifyRequest,
  cache: PrincipalCache,
  tokens: TokenService,
): Promise<Principal> {
  // Tokens travel only in the Authorization header: a query-string token would end up in logs and histories.
  const token = bearerToken(request);
  if (!token) throw unauthenticated(TOKEN_MESSAGES.notFound);
  const claims = await tokens.verify(token);
  const row = await cache.principalRow(claims.userId, claims.jti);
  if (!row || row.revoked || row.status === -1 || row.token_version !== claims.version) {
    throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
  }
  const known = builtPrincipals.get(row);
  // A row is read for one token (its jti), but the claims are checked against it each time.
  if (known && known.tokenExpiresAt === claims.expiresAt) return known;
  const principal: Principal = Object.freeze({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    is_premium: row.is_premium,
    is_preowened: row.is_preowened,
    permissions: row.permissions,
    agencyIds: row.agency_ids,
    suspendedAgencyIds: row.suspended_agency_ids,
    tokenId: claims.jti,
    tokenVersion: claims.version,
    tokenExpiresAt: claims.expiresAt,
    sessionExpiresAt: claims.sessionExpiresAt,
  });
  builtPrincipals.set(row, principal);
  return principal;
}

/**
 * The scope is resolved before the route's schema runs, so the dealership id is checked here with
 * the same bounds as every record id: digits only, at most int4 (a larger one would reach the
 * database as a 500).
 */
function parseAgencyId(raw: unknown, key: string): number {
  if (raw === undefined || raw === '') return 0;
  const text = typeof raw === 'number' ? String(raw) : raw;
  const value = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= MAX_ID)) throw invalid({ [key]: ['errors.validation'] });
  return value;
}

/** A route opened by a person's session. */
type ProtectedAccess = Extract<Access, { scope: Scope }>;

/**
 * The dealership scope of spec §6 and PRODUCT.md: administrators pass every check; everyone else
 * reaches only linked dealerships, and only those whose membership and package allow the route.
 * Agency 0 means every dealership the user may see.
 */
async function resolveScope(
  principals: PrincipalCache,
  principal: Principal,
  access: ProtectedAccess,
  agencyId: number,
): Promise<AgencyScope> {
  if (isAdmin(principal)) {
    if (agencyId === 0) return { all: true };
    const [agency] = await principals.scopeAgencies([agencyId]);
    if (!agency) throw notFound();
    return { all: false, ids: [agency.id] };
  }
  if (agencyId !== 0 && principal.suspendedAgencyIds.includes(agencyId) && !access.whileSuspended) {
    throw forbidden('errors.membership_inactive');
  }
  if (
    principal.agencyIds.length === 0 &&
    !(access.whileSuspended && principal.suspendedAgencyIds.length > 0)
  ) {
    throw forbidden('errors.no_agency');
  }
  const reachable = access.whileSuspended
    ? [...principal.agencyIds, ...principal.suspendedAgencyIds].sort((a, b) => a - b)
    : principal.agencyIds;
  if (agencyId !== 0 && !reachable.includes(agencyId)) throw forbidden('errors.agency_forbidden');
  const candidates = agencyId === 0 ? reachable : [agencyId];
  if (!access.packagePermission && !access.membership) return { all: false, ids: candidates };

  const agencies = await principals.scopeAgencies(candidates);
  let refusal: HttpError | undefined;
  const allowed = agencies.filter((agency) => {
    const problem = agencyProblem(principal, access, agency);
    refusal ??= problem;
    return !problem;
  });
  if (allowed.length === 0) throw refusal ?? forbidden('errors.agency_forbidden');
  return { all: false, ids: allowed.map((agency) => agency.id) };
}

function agencyProblem(
  principal: Principal,
  access: ProtectedAccess,
  agency: ScopeAgency,
): HttpError | undefined {
  if (access.membership && !isMembershipActive(principal, agency))
    return forbidden('errors.membership_inactive');
  if (access.packagePermission && !hasModuleAccess(principal, agency, access.packagePermission)) {
    return forbidden('errors.package_forbidden');
  }
  return undefined;
}

/**
 * For `{ agency: 'object', load }` routes: whether this request may touch an object of `agencyId`.
 * A dealership the user cannot see answers 404, so ids reveal nothing.
 */
async function authorizeAgency(
  request: FastifyRequest,
  principal: Principal,
  access: ProtectedAccess,
  agencyId: number,
): Promise<void> {
  if (isAdmin(principal)) return;
  if (principal.suspendedAgencyIds.includes(agencyId) && !access.whileSuspended) {
    throw forbidden('errors.membership_inactive');
  }
  if (!principal.agencyIds.includes(agencyId) && !principal.suspendedAgencyIds.includes(agencyId)) {
    throw notFound();
  }
  if (!access.packagePermission && !access.membership) return;
  const [agency] = await request.server.principals.scopeAgencies([agencyId]);
  if (!agency) throw notFound();
  const problem = agencyProblem(principal, access, agency);
  if (problem) throw problem;
}

/**
 * The checks a route's declaration makes once its user is signed in, for a declaration the route
 * holds as data rather than as its own: a private realtime channel's (`/broadcasting/auth` signs
 * a channel only for whom its declaration admits). A dealership scope is checked as for agency 0,
 * every dealership the user may see; its rules run on the request at hand. Throws the route's 403.
 */
export async function checkDeclaredAccess(
  request: FastifyRequest,
  access: Extract<Access, { scope: Scope }>,
): Promise<void> {
  const principal = request.principal;
  if (!principal) throw unauthenticated(TOKEN_MESSAGES.notFound);
  if (!permitted(principal, access.permission)) throw forbidden();
  if (onlySuspended(principal) && access.scope !== 'user' && !access.whileSuspended) {
    throw forbidden('errors.membership_inactive');
  }
  if (typeof access.scope === 'object') await resolveScope(request.server.principals, principal, access, 0);
  for (const rule of access.rules ?? []) await rule.check(request, principal);
}

/**
 * The dealerships a user sees outside any one request's scope (pickers, who may see an account):
 * `null` for administrators, who see every one, else the ones they may act in.
 */
export function visibleAgencyIds(user: { role: string; agencyIds: readonly number[] }): number[] | null {
  return isAdmin(user) ? null : [...user.agencyIds];
}

/** SQL-ready list of dealership ids a scoped query filters by; `null` means no filter (admin, agency 0). */
export function scopedAgencyIds(scope: AgencyScope | null): number[] | null {
  if (!scope) throw new Error('Route has no dealership scope');
  return scope.all ? null : scope.ids;
}
