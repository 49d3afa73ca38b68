/**
 * The escalation rules of users administration (issue 5), as pure functions over who acts and
 * whom they act on. Each answers the message key of the first rule broken, or null.
 *
 * Roles outside ROLE_RANK (custom roles made on `/roles`) have rank 0: platform staff may give
 * them, dealership users may not, since such a role may carry any permission.
 */
import { type ErrorKey, isAdmin, isBuiltInRole, ROLES, roleRank } from '@vitrina/shared';

/** The signed-in user, as the rules see them. */
export interface Actor {
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
export function canSee(actor: Actor, subject: Subject): boolean {
  return isAdmin(actor) || subject.agencyIds.some((id) => actor.agencyIds.includes(id));
}

/** May the actor give this role, to a new account or as a change? */
export function roleGrantRefusal(actor: Actor, role: string): Refusal {
  if (role === ROLES.superadmin) return actor.role === ROLES.superadmin ? null : 'users.superadmin_only';
  if (roleRank(role) > roleRank(actor.role)) return 'users.role_above';
  if (isAdmin(actor)) return null;
  // Below platform staff a role is only given downwards: a Gerente gives Asesor and nothing else.
  if (!isBuiltInRole(role) || roleRank(role) >= roleRank(actor.role)) return 'users.lower_roles_only';
  return null;
}

/** Administrators link any dealership; everyone else only their own. */
export function agencyLinkRefusal(actor: Actor, agencyIds: readonly number[]): Refusal {
  if (isAdmin(actor) || within(agencyIds, actor.agencyIds)) return null;
  return 'users.agency_not_yours';
}

/** May the actor change this account at all (edit, deactivate, reactivate, send a reset e-mail)? */
export function manageRefusal(actor: Actor, subject: Subject): Refusal {
  if (subject.role === ROLES.superadmin && actor.role !== ROLES.superadmin) return 'users.superadmin_only';
  if (isAdmin(actor)) return null;
  if (!isBuiltInRole(subject.role) || roleRank(subject.role) >= roleRank(actor.role))
    return 'users.manage_lower_only';
  // An advisor shared with a dealership the manager does not run is not theirs alone to change.
  if (!within(subject.agencyIds, actor.agencyIds)) return 'users.agencies_outside';
  return null;
}

/** Nobody deactivates or demotes themselves (an administrator locked out needs another one). */
export function selfRefusal(actor: Actor, subject: Subject, plan: Pick<Plan, 'role' | 'status'>): Refusal {
  if (actor.id !== subject.id) return null;
  if (plan.status === -1) return 'users.self_deactivate';
  if (plan.role !== subject.role) return 'users.self_demote';
  return null;
}

export function createRefusal(actor: Actor, plan: Plan): Refusal {
  return roleGrantRefusal(actor, plan.role) ?? agencyLinkRefusal(actor, plan.agencyIds);
}

export function updateRefusal(actor: Actor, subject: Subject, plan: Plan): Refusal {
  return (
    selfRefusal(actor, subject, plan) ??
    manageRefusal(actor, subject) ??
    roleGrantRefusal(actor, plan.role) ??
    agencyLinkRefusal(actor, plan.agencyIds)
  );
}

export function deactivateRefusal(actor: Actor, subject: Subject): Refusal {
  return selfRefusal(actor, subject, { role: subject.role, status: -1 }) ?? manageRefusal(actor, subject);
}

/** The roles of `roles` the actor may give, in the order given. */
export function assignableRoles<R extends { name: string }>(actor: Actor, roles: readonly R[]): R[] {
  return roles.filter((role) => roleGrantRefusal(actor, role.name) === null);
}

/** Gerentes and Asesores work in a dealership: an account of theirs links at least one (a 422). */
export function needsAgency(role: string, agencyIds: readonly number[]): boolean {
  return (role === ROLES.manager || role === ROLES.advisor) && agencyIds.length === 0;
}
