/**
 * The escalation rules of users administration (issue 5), as pure functions over who acts and
 * whom they act on. Each answers the message key of the first rule broken, or null. At the end,
 * the routes' access rules (plugins/access.ts) that apply them before the handler runs.
 *
 * Roles outside ROLE_RANK (custom roles made on `/roles`) have rank 0: platform staff may give
 * them, dealership users may not, since such a role may carry any permission.
 */
import { type ErrorKey, isAdmin, isBuiltInRole, ROLES, roleRank } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import type { AccessRule } from '../../plugins/access';
import { findRole, findSubject, type SubjectRow } from './users.repository';

/** The signed-in user, as the rules see them. */
export interface RuleActor {
  id: number;
  role: string;
  agencyIds: readonly number[];
}

/** An existing account, with its linked (not deleted) dealerships. */
export interface Subject {
  id: number;
  role: string;
  agencyIds: readonly number[];
}

/** What an account will be after the write. */
export interface Plan {
  role: string;
  agencyIds: readonly number[];
  status: number;
}

export type Refusal = ErrorKey | null;

const within = (ids: readonly number[], allowed: readonly number[]) =>
  ids.every((id) => allowed.includes(id));

/** Non-administrators see the accounts linked to at least one of their dealerships; others answer 404. */
export function canSee(actor: RuleActor, subject: Subject): boolean {
  return isAdmin(actor) || subject.agencyIds.some((id) => actor.agencyIds.includes(id));
}

/** May the actor give this role, to a new account or as a change? */
export function roleGrantRefusal(actor: RuleActor, role: string): Refusal {
  if (role === ROLES.superadmin) return actor.role === ROLES.superadmin ? null : 'users.superadmin_only';
  if (roleRank(role) > roleRank(actor.role)) return 'users.role_above';
  if (isAdmin(actor)) return null;
  // Below platform staff a role is only given downwards: a Gerente gives Asesor and nothing else.
  if (!isBuiltInRole(role) || roleRank(role) >= roleRank(actor.role)) return 'users.lower_roles_only';
  return null;
}

/** Administrators link any dealership; everyone else only their own. */
export function agencyLinkRefusal(actor: RuleActor, agencyIds: readonly number[]): Refusal {
  if (isAdmin(actor) || within(agencyIds, actor.agencyIds)) return null;
  return 'users.agency_not_yours';
}

/** May the actor change this account at all (edit, deactivate, reactivate, send a reset e-mail)? */
export function manageRefusal(actor: RuleActor, subject: Subject): Refusal {
  if (subject.role === ROLES.superadmin && actor.role !== ROLES.superadmin) return 'users.superadmin_only';
  if (isAdmin(actor)) return null;
  if (!isBuiltInRole(subject.role) || roleRank(subject.role) >= roleRank(actor.role))
    return 'users.manage_lower_only';
  // An advisor shared with a dealership the manager does not run is not theirs alone to change.
  if (!within(subject.agencyIds, actor.agencyIds)) return 'users.agencies_outside';
  return null;
}

/** Nobody deactivates or demotes themselves (an administrator locked out needs another one). */
export function selfRefusal(
  actor: RuleActor,
  subject: Subject,
  plan: Pick<Plan, 'role' | 'status'>,
): Refusal {
  if (actor.id !== subject.id) return null;
  if (plan.status === -1) return 'users.self_deactivate';
  if (plan.role !== subject.role) return 'users.self_demote';
  return null;
}

export function createRefusal(actor: RuleActor, plan: Plan): Refusal {
  return roleGrantRefusal(actor, plan.role) ?? agencyLinkRefusal(actor, plan.agencyIds);
}

export function updateRefusal(actor: RuleActor, subject: Subject, plan: Plan): Refusal {
  return (
    selfRefusal(actor, subject, plan) ??
    manageRefusal(actor, subject) ??
    roleGrantRefusal(actor, plan.role) ??
    agencyLinkRefusal(actor, plan.agencyIds)
  );
}

export function deactivateRefusal(actor: RuleActor, subject: Subject): Refusal {
  return selfRefusal(actor, subject, { role: subject.role, status: -1 }) ?? manageRefusal(actor, subject);
}

/** The roles of `roles` the actor may give, in the order given. */
export function assignableRoles<R extends { name: string }>(actor: RuleActor, roles: readonly R[]): R[] {
  return roles.filter((role) => roleGrantRefusal(actor, role.name) === null);
}

/** Gerentes and Asesores work in a dealership: an account of theirs links at least one (a 422). */
export function needsAgency(role: string, agencyIds: readonly number[]): boolean {
  return (role === ROLES.manager || role === ROLES.advisor) && agencyIds.length === 0;
}

/** A screen's own accounts: `/managers` shows Gerentes alone. */
export interface ScreenRole {
  fixedRole: string | null;
}

/** The role a write names: the screen's fixed one, the body's, or Asesor. */
export const roleOf = (screen: ScreenRole, input: object): number | string =>
  screen.fixedRole ?? ('role' in input ? (input.role as number | string) : ROLES.advisor);

export const subjectOf = (row: SubjectRow): Subject => ({
  id: row.id,
  role: row.role,
  agencyIds: row.agency_ids,
});

/** The account `:id` names, on this screen and visible to the actor; else undefined. */
async function visibleSubject(db: Db, screen: ScreenRole, request: FastifyRequest, actor: RuleActor) {
  const row = await findSubject(db, (request.params as { id: number }).id);
  if (!row || (screen.fixedRole && row.role !== screen.fixedRole)) return undefined;
  return canSee(actor, subjectOf(row)) ? row : undefined;
}

const refuse = (refusal: Refusal) => {
  if (refusal) throw forbidden(refusal);
};

type Body = { role?: number | string; agency_ids: number[]; status?: number };

/**
 * The routes' access rules. Each reads without a lock, before the write's transaction; the write
 * checks the same on the locked account (users.service.ts), which a concurrent write may have
 * changed meanwhile. An unknown role is left to the write's 422.
 */
export function userAccessRules(db: Db, screen: ScreenRole) {
  /** An account the actor may not see answers 404, as if it were not there. */
  const visibleAccount: AccessRule = {
    name: 'users.visible-account',
    async check(request, actor) {
      if (!(await visibleSubject(db, screen, request, actor))) throw notFound();
    },
  };
  const mayCreate: AccessRule = {
    name: 'users.may-create',
    async check(request, actor) {
      const input = request.body as Body;
      const role = await findRole(db, roleOf(screen, input));
      if (role) refuse(createRefusal(actor, { role: role.name, agencyIds: input.agency_ids, status: 1 }));
    },
  };
  const mayUpdate: AccessRule = {
    name: 'users.may-update',
    async check(request, actor) {
      const input = request.body as Body;
      const row = await visibleSubject(db, screen, request, actor);
      const role = screen.fixedRole ? row && { name: row.role } : await findRole(db, roleOf(screen, input));
      if (!row || !role) return;
      const plan = { role: role.name, agencyIds: input.agency_ids, status: input.status ?? row.status };
      refuse(updateRefusal(actor, subjectOf(row), plan));
    },
  };
  /** Deactivating: nobody themselves, and only an account the actor manages. */
  const mayDeactivate: AccessRule = {
    name: 'users.may-deactivate',
    async check(request, actor) {
      const row = await visibleSubject(db, screen, request, actor);
      if (row) refuse(deactivateRefusal(actor, subjectOf(row)));
    },
  };
  /** Reactivating, or a reset e-mail: an account the actor manages. */
  const mayManage: AccessRule = {
    name: 'users.may-manage',
    async check(request, actor) {
      const row = await visibleSubject(db, screen, request, actor);
      if (row) refuse(manageRefusal(actor, subjectOf(row)));
    },
  };
  return { visibleAccount, mayCreate, mayUpdate, mayDeactivate, mayManage };
}
