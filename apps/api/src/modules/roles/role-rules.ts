/**
 * Escalation rules of the roles screens, checked on the server whatever the screen allowed:
 * only a Superadmin touches the Superadmin role, nobody touches a role ranked above their own,
 * and nobody but a Superadmin grants a permission they do not hold themselves.
 */
import { type Locale, ROLES, roleRank } from '@vitrina/shared';
import { HttpError } from '../../lib/http-error';

export interface Actor {
  role: string;
  permissions: readonly string[];
}

/** Why `actor` may not edit the role named `target` (its name, description or grants), if so. */
export function editRefusal(actor: Actor, target: string): HttpError | undefined {
  if (target === ROLES.superadmin && actor.role !== ROLES.superadmin) {
    return new HttpError(403, 'roles.superadmin_only');
  }
  if (roleRank(target) > roleRank(actor.role))
    return new HttpError(403, 'roles.rank_above', { role: target });
  return undefined;
}

export function mayGrant(actor: Actor, permission: string): boolean {
  return actor.role === ROLES.superadmin || actor.permissions.includes(permission);
}

/** Names quoted the way each language quotes: «a», «b» / “a”, “b”. */
export function quoteNames(locale: Locale, names: readonly string[]): string {
  const [open, close] = locale === 'es' ? ['«', '»'] : ['“', '”'];
  return names.map((name) => `${open}${name}${close}`).join(', ');
}

/** Why `actor` may not add these permissions to a role, naming the ones they lack. */
export function grantRefusal(actor: Actor, added: readonly string[], locale: Locale): HttpError | undefined {
  const lacking = added.filter((name) => !mayGrant(actor, name));
  if (lacking.length === 0) return undefined;
  return new HttpError(
    403,
    lacking.length === 1 ? 'roles.grant_not_held_one' : 'roles.grant_not_held_other',
    { names: quoteNames(locale, lacking) },
  );
}
