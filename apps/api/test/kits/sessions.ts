/**
 * Signing in, for tests: as one of the authorization matrix's principals (created on first use
 * in each test app, then reused) or as a new user of a role, linked to dealerships and granted
 * extra permissions. `headers(t, who)` is what a request needs; `signIn` also says who it is.
 */
import type { Permission, RoleName } from '@vitrina/shared';
import type { AppContext } from '../../src/context';
import { bearer } from '../build-test-app';
import { buildAgency } from '../factories/agencies';
import { buildUser, disableUser, grantUserPermission, tokenFor } from '../factories/users';
import { CAST, CAST_AGENCIES, type PrincipalName, type SignedInPrincipal } from '../principals';

type Context = Pick<AppContext, 'tokens' | 'database'>;
/** A test app, or anything that carries its context. */
export interface HasContext {
  readonly context: Context;
}

/** A new user (each call makes one): their role (Asesor unless said), dealerships and extra permissions. */
export interface Persona {
  role?: RoleName;
  agencies?: readonly number[];
  permissions?: readonly Permission[];
}

export type Who = PrincipalName | Persona;

export interface SignInOptions {
  /** Sent as Accept-Language: `en`, `en-US,en;q=0.9`… (the API answers Spanish without it). */
  locale?: string;
}

export interface Session {
  user: Awaited<ReturnType<typeof buildUser>>;
  token: string;
  headers: Record<string, string>;
  /** The dealerships the user is linked to. */
  agencyIds: number[];
}

/** Per test app: each principal's session and the cast's dealerships, made once. */
const made = new WeakMap<Context, Map<string, Promise<unknown>>>();

function once<T>(context: Context, key: string, make: () => Promise<T>): Promise<T> {
  const cache = made.get(context) ?? new Map<string, Promise<unknown>>();
  made.set(context, cache);
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as Promise<T>;
}

/** A dealership of the cast (A, B or S), as the authorization world creates it. */
export function castAgency(t: HasContext, which: keyof typeof CAST_AGENCIES): Promise<{ id: number }> {
  return once(t.context, `agency ${which}`, () => buildAgency(t.context.database.db, CAST_AGENCIES[which]));
}

async function newSession(context: Context, persona: Persona): Promise<Omit<Session, 'headers'>> {
  const db = context.database.db;
  const agencyIds = [...(persona.agencies ?? [])];
  const user = await buildUser(db, { ...(persona.role ? { role: persona.role } : {}), agencyIds });
  for (const permission of persona.permissions ?? []) await grantUserPermission(db, user.id, permission);
  return { user, token: await tokenFor(context, user.id), agencyIds };
}

function principalSession(t: HasContext, name: SignedInPrincipal) {
  return once(t.context, `principal ${name}`, async () => {
    const { role, agency, disabled } = CAST[name];
    const agencies = agency ? [(await castAgency(t, agency)).id] : [];
    const session = await newSession(t.context, { role, agencies });
    if (disabled) await disableUser(t.context.database.db, session.user.id);
    return session;
  });
}

/** Signs in as a principal (the same user on every call in one app) or as a new user of a persona. */
export async function signIn(
  t: HasContext,
  who: Exclude<Who, 'anonymous'>,
  options: SignInOptions = {},
): Promise<Session> {
  const session = typeof who === 'string' ? await principalSession(t, who) : await newSession(t.context, who);
  const language: Record<string, string> = options.locale ? { 'accept-language': options.locale } : {};
  return { ...session, headers: { ...bearer(session.token), ...language } };
}

/** The headers of a request by `who` (none but the language for `anonymous`). */
export async function headers(t: HasContext, who: Who, options: SignInOptions = {}) {
  if (who === 'anonymous') return options.locale ? { 'accept-language': options.locale } : {};
  return (await signIn(t, who, options)).headers;
}
