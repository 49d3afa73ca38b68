/**
 * Escalation rules of the roles screens, checked on the server whatever the screen allowed:
 * only a Superadmin touches the Superadmin role, nobody touches a role ranked above their own,
 * and nobody but a Superadmin grants a permission they do not hold themselves.
 */
import { type Locale, ROLES, roleRank } from '@vitrina/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { AccessRule } from '../../plugins/access';
import { grantNames, permissionsByName } from './permissions.repository';
import { findRole } from './roles.repository';

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

/**
 * The role `:id` names is one the user may edit (403 otherwise); an unknown one is left to the
 * handler's 404. Read without a lock: a built-in role's name never changes, and a custom role
 * ranks below everyone whatever its name.
 */
export function editableRole(db: Db): AccessRule {
  return {
    name: 'roles.editable-role',
    async check(request, principal) {
      const role = await findRole(db, (request.params as { id: number }).id);
      const refusal = role && editRefusal(principal, role.name);
      if (refusal) throw refusal;
    },
  };
}

/** The permissions a save adds to the role's grants: the ones in `requested` it does not hold. */
export async function addedGrants(db: Db, roleId: number, requested: readonly string[]): Promise<string[]> {
  const held = new Set(await grantNames(db, roleId));
  return requested.filter((name) => !held.has(name)).sort();
}

/**
 * A grants matrix save adds only permissions the user holds (403 naming the others). A save
 * naming unknown permissions, or for an unknown role, is left to the handler's 422 or 404; the
 * service checks again on the locked grants (roles.service.ts).
 */
export function grantsHeld(db: Db): AccessRule {
  return {
    name: 'roles.grants-held',
    async check(request, principal) {
      const roleId = (request.params as { id: number }).id;
      const requested = [...new Set((request.body as { permissions: string[] }).permissions)];
      if (!(await findRole(db, roleId))) return;
      if ((await permissionsByName(db, requested)).length !== requested.length) return;
      const refusal = grantRefusal(principal, await addedGrants(db, roleId, requested), request.locale);
      if (refusal) throw refusal;
    },
  };
}
