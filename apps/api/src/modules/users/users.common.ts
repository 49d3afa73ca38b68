/**
 * What the users routes share: a screen (`/users`, and `/managers` fixed to the Gerente role)
 * as its resource's route kit, the signed-in actor, loading an account the actor may see, and
 * queuing a password-reset e-mail.
 */
import { isAdmin, type ResourceShape } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { USERS_EMAIL_UNIQUE } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import type { RouteKit } from '../../lib/resource-kit';
import type { LoginThrottle } from '../auth/public';
import {
  emailOwner,
  existingAgencyIds,
  findRole,
  lockSubject,
  type RoleRow,
  type SubjectRow,
  type UserRow,
} from './users.repository';
import { canSee, needsAgency, type Plan, type Refusal, type RuleActor, subjectOf } from './users.rules';

export { subjectOf };

export interface UserScreen {
  /** The screen's resource (userResource or managerResource), its database and scopes. */
  kit: RouteKit<ResourceShape>;
  /** `/managers`: every account it reads or writes is a Gerente. */
  fixedRole: string | null;
}

/**
 * A list is narrowed by its `agency` filter, which the access plugin checks; one account (or,
 * on create, the body's dealerships) is checked against the actor's dealerships by its
 * queries (`visibleAgencyIds`), since an account links several; the plugin refuses a
 * suspended dealership among the `agency_ids` a write links.
 */
const objectScope = { agency: 'object', body: 'agency_ids' } as const;
export const userScopes = {
  list: { agency: 'query' },
  read: objectScope,
  create: objectScope,
  update: objectScope,
} as const;

export function ruleActorOf(request: FastifyRequest): RuleActor {
  const principal = request.principal!;
  return { id: principal.id, role: principal.role, agencyIds: principal.agencyIds };
}

/** The answer shape: a last sign-in that never happened is left out. */
export function toUser(row: UserRow) {
  const { last_sign_in_at, ...rest } = row;
  return last_sign_in_at ? { ...rest, last_sign_in_at } : rest;
}

export function refuse(refusal: Refusal): void {
  if (refusal) throw forbidden(refusal);
}

/** What the audit keeps of an account (never its password). */
export const snapshot = (row: Omit<SubjectRow, 'role'>) => ({
  name: row.name,
  email: row.email,
  role_id: row.role_id,
  status: row.status,
  locale: row.locale,
  agency_ids: row.agency_ids,
});

/** The locked account, when it belongs on this screen (a Gerente's, on `/managers`). */
export async function lockOnScreen(tx: Tx, screen: UserScreen, id: number) {
  const row = await lockSubject(tx, id);
  return row && (!screen.fixedRole || row.role === screen.fixedRole) ? row : undefined;
}

/** An account the actor may not see answers 404, as if it were not there. */
export function assertVisible(actor: RuleActor, row: SubjectRow): void {
  if (!canSee(actor, subjectOf(row))) throw notFound();
}

/** The locked account, when this screen may show it to the actor; anything else is 404. */
export async function lockVisible(tx: Tx, screen: UserScreen, actor: RuleActor, id: number) {
  const row = await lockOnScreen(tx, screen, id);
  if (!row) throw notFound();
  assertVisible(actor, row);
  return row;
}

export async function resolveRole(tx: Tx, ref: number | string): Promise<RoleRow> {
  const role = await findRole(tx, ref);
  if (!role) throw invalid({ role: ['users.role_unknown'] });
  return role;
}

/** The plan's dealerships: required for dealership roles, and each one must exist. */
export async function checkAgencies(tx: Tx, plan: Plan): Promise<void> {
  if (needsAgency(plan.role, plan.agencyIds)) throw invalid({ agency_ids: ['users.agencies_required'] });
  const found = await existingAgencyIds(tx, plan.agencyIds);
  if (found.length !== plan.agencyIds.length) throw invalid({ agency_ids: ['users.agency_unknown'] });
}

/** Where a write with an e-mail comes from, for the sign-in throttle (`throttle`: its 'login' scope). */
export interface EmailProbe {
  throttle: LoginThrottle;
  ip: string;
}

/**
 * A taken e-mail is named as such only to whoever may see its account: to a Gerente, an account
 * of another dealership answers a message that does not confirm it exists (no directory of other
 * tenants' people by trial and error). Refusing it still tells that the e-mail has an account
 * somewhere, so that refusal counts as a failed sign-in with the e-mail from the actor's address,
 * and while either is blocked the actor gets the sign-in's 429 for any e-mail, taken or not
 * (auth/README.md).
 */
export async function assertEmailFree(
  tx: Tx,
  actor: RuleActor,
  email: string,
  probe: EmailProbe,
  exceptId = 0,
): Promise<void> {
  if (!isAdmin(actor)) await probe.throttle.assertNotBlocked(email, probe.ip);
  const owner = await emailOwner(tx, email, exceptId);
  if (!owner) return;
  const visible = canSee(actor, { id: owner.id, role: '', agencyIds: owner.agency_ids });
  if (!visible) await probe.throttle.assertAllowed(email, probe.ip);
  throw invalid({ email: [visible ? 'auth.email_taken' : 'users.email_unavailable'] });
}

/** A unique-index race past assertEmailFree: the message that confirms nothing. */
export const uniqueEmail = { [USERS_EMAIL_UNIQUE]: ['email', 'users.email_unavailable'] } as const;
