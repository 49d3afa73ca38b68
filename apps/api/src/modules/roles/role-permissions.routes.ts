/**
 * A role's grants as a matrix (`/roles/{id}/permissions`): every permission grouped by module,
 * and one PUT that makes a list of names exactly the role's grants. Every request re-reads the
 * principal's permissions (principal.repository.ts), so a saved change applies to the role's
 * users on their very next request.
 */
import {
  compareModules,
  isBuiltInRole,
  type Locale,
  ROLES,
  type RoleMatrix,
  roleMatrixAnswer,
  rolePermissionsInput,
  roleResource,
  SUPERADMIN_KEEPS,
} from '@vitrina/shared';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { roles } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { lockRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import type { Principal } from '../auth/public';
import {
  type GrantRow,
  grantNames,
  permissionsByName,
  permissionsWithGrants,
  replaceGrants,
} from './permissions.repository';
import { editRefusal, grantRefusal, mayGrant, quoteNames } from './role-rules';
import { findRole } from './roles.repository';

const MATRIX = routeUrl(roleResource, '/:id/permissions');
/** The role's grants: a platform matter, under the definition's own `assign` permission. */
const access = { access: { permission: roleResource.permissions.assign, scope: 'platform' } } as const;

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

async function matrixOf(db: Db | Tx, role: { id: number; name: string }, actor: Principal) {
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

export const rolePermissionsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    MATRIX,
    {
      config: access,
      schema: {
        tags: ['roles'],
        summary: 'Every permission grouped by module, marked with whether the role holds it',
        params: idParams,
        response: { 200: roleMatrixAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const role = await findRole(db, request.params.id);
      if (!role) throw notFound();
      return matrixOf(db, role, request.principal!);
    },
  );

  app.put(
    MATRIX,
    {
      config: access,
      schema: {
        tags: ['roles'],
        summary: "Replace the role's grants with these permission names, audited",
        params: idParams,
        body: rolePermissionsInput,
        response: { 200: roleMatrixAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const actor = request.principal!;
      const requested = [...new Set(request.body.permissions)];
      return writeTransaction(db, {}, async (tx) => {
        const role = await lockRow(tx, roles, request.params.id);
        if (!role) throw notFound();
        const refusal = editRefusal(actor, role.name);
        if (refusal) throw refusal;

        const found = await permissionsByName(tx, requested);
        const known = new Set(found.map((permission) => permission.name));
        const unknown = requested.filter((name) => !known.has(name));
        if (unknown.length > 0) throw unknownNames(request.locale, unknown);
        if (role.name === ROLES.superadmin) {
          const dropped = SUPERADMIN_KEEPS.filter((name) => !known.has(name));
          if (dropped.length > 0) {
            throw new HttpError(422, 'roles.superadmin_keeps', {
              names: quoteNames(request.locale, SUPERADMIN_KEEPS),
            });
          }
        }

        const before = await grantNames(tx, role.id);
        const held = new Set(before);
        const added = requested.filter((name) => !held.has(name)).sort();
        const removed = before.filter((name) => !known.has(name));
        const notHeld = grantRefusal(actor, added, request.locale);
        if (notHeld) throw notHeld;

        if (added.length > 0 || removed.length > 0) {
          await replaceGrants(
            tx,
            role.id,
            found.map((permission) => permission.id),
          );
          await audit(tx, request, {
            action: 'update_permissions',
            entity: 'role',
            entityId: role.id,
            before: { role: role.name, permissions: before },
            after: { role: role.name, permissions: [...requested].sort(), added, removed },
          });
        }
        return matrixOf(tx, role, actor);
      });
    },
  );
};
