/**
 * A role's grants as a matrix (`/roles/{id}/permissions`): every permission grouped by module,
 * and one PUT that makes a list of names exactly the role's grants (roles.service.ts). The PUT
 * declares who may edit the role and grant what (roles.rules.ts).
 */
import { roleMatrixAnswer, rolePermissionsInput, roleResource } from '@vitrina/shared';
import type { Module } from '../../context';
import { signedInActor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { findRole } from './roles.repository';
import { editableRole, grantsHeld } from './roles.rules';
import { replaceRoleGrants, roleMatrix } from './roles.service';

const MATRIX = routeUrl(roleResource, '/:id/permissions');
/** The role's grants: a platform matter, under the definition's own `assign` permission. */
const permission = roleResource.permissions.assign;

export const rolePermissionsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    MATRIX,
    {
      config: { access: { permission, scope: 'platform' } },
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
      return roleMatrix(db, role, request.principal!);
    },
  );

  app.put(
    MATRIX,
    {
      config: { access: { permission, scope: 'platform', rules: [editableRole(db), grantsHeld(db)] } },
      schema: {
        tags: ['roles'],
        summary: "Replace the role's grants with these permission names, audited",
        params: idParams,
        body: rolePermissionsInput,
        response: { 200: roleMatrixAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const input = { id: request.params.id, permissions: request.body.permissions };
      return writeTransaction(db, {}, (tx) => replaceRoleGrants(tx, input, signedInActor(request)));
    },
  );
};
