import { isBuiltInRole, optionsAnswer, roleInput, roleResource } from '@vitrina/shared';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { roles } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { HttpError, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { deleteRow, insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { grantNames } from './permissions.repository';
import { permissionsModule } from './permissions.routes';
import { rolePermissionsModule } from './role-permissions.routes';
import { countUsersOfRole, findRole, type RoleRow, roleOptions, roleSource } from './roles.repository';
import { editableRole } from './roles.rules';

const rules = { unique: { roles_name_unique: ['name', 'roles.name_taken'] } } as const;

const columns: ExportColumn<RoleRow>[] = [
  idColumn(),
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 24 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 40 },
  { header: { es: 'Usuarios', en: 'Users' }, value: (row) => row.users_count, width: 10 },
  { header: { es: 'Permisos', en: 'Permissions' }, value: (row) => row.permissions_count, width: 10 },
  { header: { es: 'Del sistema', en: 'Built-in' }, value: (row) => row.built_in, width: 12 },
  createdColumn(),
  updatedColumn(),
];

async function assertNameFree(tx: Tx, name: string, exceptId = 0): Promise<void> {
  if (await valueTaken(tx, roles.name, name, { exceptId })) throw invalid({ name: ['roles.name_taken'] });
}

/** Roles (`/roles`), their grants (`/roles/{id}/permissions`) and the permission catalogue (`/permissions`). */
export const rolesModule: Module = (app, context) => {
  const { db } = context.database;
  const kit = resourceKit(app, roleResource, { db, tag: 'roles' });
  const find = (tx: Tx, id: number) => findRole(tx, id);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, roles, id);
  const source = () => roleSource();

  listRoute(kit, {
    summary: 'Roles, paged, sorted and searched, with their users and permissions counted',
    source,
  });
  exportRoute(kit, {
    summary: 'Roles as XLSX or CSV, with the list’s search and sort',
    source,
    columns: () => columns,
    filename: { es: 'roles', en: 'roles' },
  });

  app.get(
    routeUrl(roleResource, '/options'),
    {
      config: accessFor(kit, 'read'),
      schema: {
        tags: [kit.tag],
        summary: 'Every role as { label, value } for pickers',
        response: { 200: optionsAnswer },
      },
    },
    async () => ({ data: await roleOptions(db) }),
  );

  createRoute(kit, {
    summary: 'Create a role (no permissions yet: assign them on its matrix)',
    entity: 'role',
    body: roleInput,
    rules,
    insert: async (tx, input) => {
      await assertNameFree(tx, input.name);
      return insertRow(tx, roles, input);
    },
    find,
  });

  oneRoute(kit, { summary: 'One role', find: ({ id }) => findRole(db, id) });

  updateRoute(kit, {
    summary: 'Rename a role or change its description (built-in roles keep their names)',
    entity: 'role',
    body: roleInput,
    rules,
    accessRules: [editableRole(db)],
    lock,
    update: async (tx, before, input) => {
      if (isBuiltInRole(before.name) && input.name !== before.name) {
        throw invalid({ name: ['roles.builtin_rename'] }, 'roles.builtin_rename');
      }
      await assertNameFree(tx, input.name, before.id);
      return updateRow(tx, roles, before.id, input);
    },
    find,
  });

  deleteRoute(kit, {
    summary: 'Delete a role nobody holds (built-in roles are never deleted)',
    entity: 'role',
    // Users removed earlier still point at the role; the database refuses, and the answer says why.
    rules: { foreignKey: () => new HttpError(409, 'roles.in_use_history') },
    // The audit keeps the grants the role had.
    lock: async (tx, { id }) => {
      const row = await lockRow(tx, roles, id);
      return row && { ...row, permissions: await grantNames(tx, id) };
    },
    remove: async (tx, before) => {
      if (isBuiltInRole(before.name)) throw new HttpError(409, 'roles.builtin_delete');
      const users = await countUsersOfRole(tx, before.id);
      if (users > 0) {
        throw new HttpError(409, users === 1 ? 'roles.in_use_one' : 'roles.in_use_other', { count: users });
      }
      await deleteRow(tx, roles, before.id);
    },
    message: (locale) => translate(locale, 'roles.deleted'),
  });

  rolePermissionsModule(app, context);
  permissionsModule(app, context);
};
