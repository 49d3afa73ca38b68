import {
  isBuiltInRole,
  messageAnswer,
  ROLE_RESOURCES,
  roleAnswer,
  roleInput,
  roleList,
  roleListQuery,
  roleOptionsAnswer,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { grantNames } from './permissions.repository';
import { permissionsModule } from './permissions.routes';
import { rolePermissionsModule } from './role-permissions.routes';
import { editRefusal } from './role-rules';
import {
  countUsersOfRole,
  deleteRole,
  findRole,
  insertRole,
  lockRole,
  type RoleRow,
  roleNameTaken,
  roleOptions,
  roleSource,
  updateRole,
} from './roles.repository';
import { ROLES_PATH, roleAccess } from './roles-common';

const unique = { roles_name_unique: ['name', 'roles.name_taken'] } as const;

const can = ROLE_RESOURCES.roles.permissions;

const columns: ExportColumn<RoleRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 24 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 40 },
  { header: { es: 'Usuarios', en: 'Users' }, value: (row) => row.users_count, width: 10 },
  { header: { es: 'Permisos', en: 'Permissions' }, value: (row) => row.permissions_count, width: 10 },
  { header: { es: 'Del sistema', en: 'Built-in' }, value: (row) => row.built_in, width: 12 },
  { header: { es: 'Creado', en: 'Created' }, value: (row) => new Date(row.created_at), width: 20 },
  { header: { es: 'Actualizado', en: 'Updated' }, value: (row) => new Date(row.updated_at), width: 20 },
];

async function assertNameFree(tx: Tx, name: string, exceptId = 0): Promise<void> {
  if (await roleNameTaken(tx, name, exceptId)) throw invalid({ name: ['roles.name_taken'] });
}

function assertMayEdit(request: FastifyRequest, target: string): void {
  const refusal = editRefusal(request.principal!, target);
  if (refusal) throw refusal;
}

/** Roles (`/roles`), their grants (`/roles/{id}/permissions`) and the permission catalogue (`/permissions`). */
export const rolesModule: Module = (app, context) => {
  const { db } = context.database;
  const answer = async (tx: Tx, id: number) => ({ data: (await findRole(tx, id))! });

  app.get(
    ROLES_PATH,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'Roles, paged, sorted and searched, with their users and permissions counted',
        querystring: roleListQuery,
        response: { 200: roleList, 422: errorAnswer },
      },
    },
    async (request) => runList<RoleRow>(db, roleSource(), request.query),
  );

  app.get(
    `${ROLES_PATH}/export`,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'Roles as XLSX or CSV, with the list’s search and sort',
        querystring: roleListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: roleSource(),
        sort,
        search,
        columns,
        format,
        filename: { es: 'roles', en: 'roles' },
      });
    },
  );

  app.get(
    `${ROLES_PATH}/options`,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'Every role as { label, value } for pickers',
        response: { 200: roleOptionsAnswer },
      },
    },
    async () => ({ data: await roleOptions(db) }),
  );

  app.post(
    ROLES_PATH,
    {
      config: roleAccess(can.create),
      schema: {
        tags: ['roles'],
        summary: 'Create a role (no permissions yet: assign them on its matrix)',
        body: roleInput,
        response: { 201: roleAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const body = await writeTransaction(db, { unique }, async (tx) => {
        await assertNameFree(tx, request.body.name);
        const created = await insertRole(tx, request.body);
        await audit(tx, request, { action: 'create', entity: 'role', entityId: created.id, after: created });
        return answer(tx, created.id);
      });
      return reply.code(201).send(body);
    },
  );

  app.get(
    `${ROLES_PATH}/:id`,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'One role',
        params: idParams,
        response: { 200: roleAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const row = await findRole(db, request.params.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  app.put(
    `${ROLES_PATH}/:id`,
    {
      config: roleAccess(can.update),
      schema: {
        tags: ['roles'],
        summary: 'Rename a role or change its description (built-in roles keep their names)',
        params: idParams,
        body: roleInput,
        response: { 200: roleAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return writeTransaction(db, { unique }, async (tx) => {
        const before = await lockRole(tx, id);
        if (!before) throw notFound();
        assertMayEdit(request, before.name);
        if (isBuiltInRole(before.name) && input.name !== before.name) {
          throw invalid({ name: ['roles.builtin_rename'] }, 'roles.builtin_rename');
        }
        await assertNameFree(tx, input.name, id);
        const after = await updateRole(tx, id, input);
        await audit(tx, request, { action: 'update', entity: 'role', entityId: id, before, after });
        return answer(tx, id);
      });
    },
  );

  app.delete(
    `${ROLES_PATH}/:id`,
    {
      config: roleAccess(can.delete),
      schema: {
        tags: ['roles'],
        summary: 'Delete a role nobody holds (built-in roles are never deleted)',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Users removed earlier still point at the role; the database refuses, and the answer says why.
      const history = () => new HttpError(409, 'roles.in_use_history');
      await writeTransaction(db, { foreignKey: history }, async (tx) => {
        const before = await lockRole(tx, id);
        if (!before) throw notFound();
        if (isBuiltInRole(before.name)) throw new HttpError(409, 'roles.builtin_delete');
        const users = await countUsersOfRole(tx, id);
        if (users > 0) {
          throw new HttpError(409, users === 1 ? 'roles.in_use_one' : 'roles.in_use_other', { count: users });
        }
        const permissions = await grantNames(tx, id);
        await audit(tx, request, {
          action: 'delete',
          entity: 'role',
          entityId: id,
          before: { ...before, permissions },
        });
        await deleteRole(tx, id);
      });
      return { message: translate(request.locale, 'roles.deleted') };
    },
  );

  rolePermissionsModule(app, context);
  permissionsModule(app, context);
};
