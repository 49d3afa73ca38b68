/**
 * The permission catalogue (`/permissions`): list, modules, create, and edit of description and
 * module grouping. Routes and screens compare permission names, so the names the code uses never
 * change, and nothing is deleted: a custom permission created by mistake can be renamed instead.
 */
import {
  compareModules,
  isCodePermission,
  permissionInput,
  permissionModulesAnswer,
  permissionResource,
} from '@vitrina/shared';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { permissions } from '../../db/schema';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { exportRoute, listRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { insertRow, lockRow, updateRow, valueTaken } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import {
  findPermission,
  type PermissionRow,
  permissionModules,
  permissionSource,
  toPermission,
} from './permissions.repository';

const rules = { unique: { permissions_name_unique: ['name', 'roles.permission_name_taken'] } } as const;

const columns: ExportColumn<PermissionRow>[] = [
  idColumn(),
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 36 },
  { header: { es: 'Módulo', en: 'Module' }, value: (row) => row.module, width: 24 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 48 },
  { header: { es: 'Roles', en: 'Roles' }, value: (row) => row.roles_count, width: 8 },
  createdColumn(),
  updatedColumn(),
];

/** Names compare as stored: they are lowercase words already. */
async function assertNameFree(tx: Tx, name: string, exceptId = 0): Promise<void> {
  if (await valueTaken(tx, permissions.name, name, { exceptId, compare: 'exact' })) {
    throw invalid({ name: ['roles.permission_name_taken'] });
  }
}

export const permissionsModule: Module = (app, { database }) => {
  const { db } = database;
  const kit = resourceKit(app, permissionResource, { db, tag: 'roles' });
  const find = (tx: Tx, id: number) => findPermission(tx, id);
  const source = ({ module }: { module?: string | undefined }) => permissionSource({ module });

  listRoute(kit, {
    summary: 'Permissions, paged, sorted, searched and filtered by module, with the roles holding each',
    source,
    toItem: toPermission,
  });
  exportRoute(kit, {
    summary: 'Permissions as XLSX or CSV, with the list’s filters',
    source,
    columns: () => columns,
    filename: { es: 'permisos', en: 'permissions' },
  });

  app.get(
    routeUrl(permissionResource, '/modules'),
    {
      config: accessFor(kit, 'read'),
      schema: {
        tags: [kit.tag],
        summary: "The modules permissions are grouped in, in the catalogue's order, with their counts",
        response: { 200: permissionModulesAnswer },
      },
    },
    async () => {
      const modules = await permissionModules(db);
      return { data: modules.sort((a, b) => compareModules(a.module, b.module)) };
    },
  );

  createRoute(kit, {
    summary: 'Create a permission (no role holds it until one is granted it)',
    entity: 'permission',
    body: permissionInput,
    rules,
    insert: async (tx, input) => {
      await assertNameFree(tx, input.name);
      return insertRow(tx, permissions, input);
    },
    find,
    toItem: toPermission,
  });

  updateRoute(kit, {
    summary: "Change a permission's description and module (and the name of one the code does not use)",
    entity: 'permission',
    body: permissionResource.schemas.update,
    rules,
    lock: (tx, { id }) => lockRow(tx, permissions, id),
    update: async (tx, before, input) => {
      const name = input.name ?? before.name;
      if (name !== before.name) {
        if (isCodePermission(before.name)) {
          throw invalid({ name: ['roles.permission_name_locked'] }, 'roles.permission_name_locked');
        }
        await assertNameFree(tx, name, before.id);
      }
      return updateRow(tx, permissions, before.id, {
        name,
        module: input.module,
        description: input.description,
      });
    },
    find,
    toItem: toPermission,
  });
};
