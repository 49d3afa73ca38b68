/**
 * The permission catalogue (`/permissions`): list, modules, create, and edit of description and
 * module grouping. Routes and screens compare permission names, so the names the code uses never
 * change, and nothing is deleted: a custom permission created by mistake can be renamed instead.
 */
import {
  compareModules,
  isCodePermission,
  permissionAnswer,
  permissionInput,
  permissionList,
  permissionListQuery,
  permissionModulesAnswer,
  ROLE_RESOURCES,
} from '@vitrina/shared';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { invalid, notFound } from '../../lib/http-error';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import {
  findPermission,
  insertPermission,
  lockPermission,
  type PermissionRow,
  permissionModules,
  permissionNameTaken,
  permissionSource,
  toPermission,
  updatePermission,
} from './permissions.repository';
import { PERMISSIONS_PATH, roleAccess } from './roles-common';

const can = ROLE_RESOURCES.permissions.permissions;
const unique = { permissions_name_unique: ['name', 'roles.permission_name_taken'] } as const;
/** On PUT an omitted name keeps the permission's name. */
const permissionUpdate = permissionInput.partial({ name: true });

const columns: ExportColumn<PermissionRow>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.id, width: 8 },
  { header: { es: 'Nombre', en: 'Name' }, value: (row) => row.name, width: 36 },
  { header: { es: 'Módulo', en: 'Module' }, value: (row) => row.module, width: 24 },
  { header: { es: 'Descripción', en: 'Description' }, value: (row) => row.description, width: 48 },
  { header: { es: 'Roles', en: 'Roles' }, value: (row) => row.roles_count, width: 8 },
  { header: { es: 'Creado', en: 'Created' }, value: (row) => new Date(row.created_at), width: 20 },
  { header: { es: 'Actualizado', en: 'Updated' }, value: (row) => new Date(row.updated_at), width: 20 },
];

async function assertNameFree(tx: Tx, name: string, exceptId = 0): Promise<void> {
  if (await permissionNameTaken(tx, name, exceptId)) throw invalid({ name: ['roles.permission_name_taken'] });
}

export const permissionsModule: Module = (app, { database }) => {
  const { db } = database;
  const answer = async (tx: Tx, id: number) => ({ data: toPermission((await findPermission(tx, id))!) });

  app.get(
    PERMISSIONS_PATH,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'Permissions, paged, sorted, searched and filtered by module, with the roles holding each',
        querystring: permissionListQuery,
        response: { 200: permissionList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { module, ...params } = request.query;
      const list = await runList<PermissionRow>(db, permissionSource({ module }), params);
      return { data: list.data.map(toPermission), meta: list.meta };
    },
  );

  app.get(
    `${PERMISSIONS_PATH}/export`,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: 'Permissions as XLSX or CSV, with the list’s filters',
        querystring: permissionListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { module, format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: permissionSource({ module }),
        sort,
        search,
        columns,
        format,
        filename: { es: 'permisos', en: 'permissions' },
      });
    },
  );

  app.get(
    `${PERMISSIONS_PATH}/modules`,
    {
      config: roleAccess(can.read),
      schema: {
        tags: ['roles'],
        summary: "The modules permissions are grouped in, in the catalogue's order, with their counts",
        response: { 200: permissionModulesAnswer },
      },
    },
    async () => {
      const modules = await permissionModules(db);
      return { data: modules.sort((a, b) => compareModules(a.module, b.module)) };
    },
  );

  app.post(
    PERMISSIONS_PATH,
    {
      config: roleAccess(can.create),
      schema: {
        tags: ['roles'],
        summary: 'Create a permission (no role holds it until one is granted it)',
        body: permissionInput,
        response: { 201: permissionAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const body = await writeTransaction(db, { unique }, async (tx) => {
        await assertNameFree(tx, request.body.name);
        const created = await insertPermission(tx, request.body);
        await audit(tx, request, {
          action: 'create',
          entity: 'permission',
          entityId: created.id,
          after: created,
        });
        return answer(tx, created.id);
      });
      return reply.code(201).send(body);
    },
  );

  app.put(
    `${PERMISSIONS_PATH}/:id`,
    {
      config: roleAccess(can.update),
      schema: {
        tags: ['roles'],
        summary: "Change a permission's description and module (and the name of one the code does not use)",
        params: idParams,
        body: permissionUpdate,
        response: { 200: permissionAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return writeTransaction(db, { unique }, async (tx) => {
        const before = await lockPermission(tx, id);
        if (!before) throw notFound();
        const name = input.name ?? before.name;
        if (name !== before.name) {
          if (isCodePermission(before.name)) {
            throw invalid({ name: ['roles.permission_name_locked'] }, 'roles.permission_name_locked');
          }
          await assertNameFree(tx, name, id);
        }
        const after = await updatePermission(tx, id, {
          name,
          module: input.module,
          description: input.description,
        });
        await audit(tx, request, { action: 'update', entity: 'permission', entityId: id, before, after });
        return answer(tx, id);
      });
    },
  );
};
