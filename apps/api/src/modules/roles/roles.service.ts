/**
 * A role's grants as a matrix: every permission grouped by module, with whether the role holds
 * it and whether the user may grant it, and the save that makes a list of names exactly the
 * role's grants, audited. Every request re-reads the principal's permissions
 * (principal.repository.ts), so a saved change applies to the role's users on their very next
 * request. Who may save which grants is the route's declaration (roles.rules.ts); the save checks
 * the grants it adds again on the locked role.
 */
import {
  compareModules,
  isBuiltInRole,
  type Locale,
  ROLES,
  type RoleMatrix,
  SUPERADMIN_KEEPS,
} from '@vitrina/shared';
import type { Db, Tx } from '../../db/client';
import { roles } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { lockRow } from '../../lib/table-writes';
import type { Principal } from '../auth/public';
import {
  type GrantRow,
  grantNames,
  permissionsByName,
  permissionsWithGrants,
  replaceGrants,
} from './permissions.repository';
import { editRefusal, grantRefusal, mayGrant, quoteNames } from './roles.rules';

function groupByModule(rows: GrantRow[], actor: Principal): RoleMatrix['modules'] {
  const modules = new Map<string, RoleMatrix['modules'][number]['permissions']>();
  for (const { module, ...row } of rows) {
    const permissions = modules.get(module) ?? [];
    permissions.push({ ...row, grantable: mayGrant(actor, row.name) });
    modules.set(module, permissions);
  }
  return [...modules.keys()]
    .sort(compareModules)
    .map((module) => ({ module, permissions: modules.get(module)! }));
}

/** The matrix answer of a role for this user. */
export async function roleMatrix(db: Db | Tx, role: { id: number; name: string }, actor: Principal) {
  return {
    data: {
      role: {
        id: role.id,
        name: role.name,
        built_in: isBuiltInRole(role.name),
        editable: editRefusal(actor, role.name) === undefined,
      },
      modules: groupByModule(await permissionsWithGrants(db, role.id), actor),
    },
  };
}

function unknownNames(locale: Locale, names: string[]): HttpError {
  return new HttpError(
    422,
    'roles.unknown_permissions',
    { names: quoteNames(locale, names) },
    { permissions: ['roles.unknown_permission'] },
  );
}

/** The grants a save asks for: the role `id` gets exactly these permission names. */
export interface RoleGrants {
  id: number;
  permissions: readonly string[];
}

/** Makes `permissions` exactly the role's grants; answers the role's matrix. */
export async function replaceRoleGrants(tx: Tx, input: RoleGrants, actor: SignedInActor) {
  const { principal, locale } = actor;
  const requested = [...new Set(input.permissions)];
  const role = await lockRow(tx, roles, input.id);
  if (!role) throw notFound();
  const found = await permissionsByName(tx, requested);
  const known = new Set(found.map((permission) => permission.name));
  const unknown = requested.filter((name) => !known.has(name));
  if (unknown.length > 0) throw unknownNames(locale, unknown);
  if (role.name === ROLES.superadmin) {
    const dropped = SUPERADMIN_KEEPS.filter((name) => !known.has(name));
    if (dropped.length > 0) {
      throw new HttpError(422, 'roles.superadmin_keeps', { names: quoteNames(locale, SUPERADMIN_KEEPS) });
    }
  }

  const before = await grantNames(tx, role.id);
  const held = new Set(before);
  const added = requested.filter((name) => !held.has(name)).sort();
  const removed = before.filter((name) => !known.has(name));
  // The declared rule read the grants before this lock: a save in between may have changed them.
  const notHeld = grantRefusal(principal, added, locale);
  if (notHeld) throw notHeld;

  if (added.length > 0 || removed.length > 0) {
    await replaceGrants(
      tx,
      role.id,
      found.map((permission) => permission.id),
    );
    await audit(tx, actor, {
      action: 'update_permissions',
      entity: 'role',
      entityId: role.id,
      before: { role: role.name, permissions: before },
      after: { role: role.name, permissions: [...requested].sort(), added, removed },
    });
  }
  return roleMatrix(tx, role, principal);
}
