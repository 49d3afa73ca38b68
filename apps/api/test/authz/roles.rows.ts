import { permissionResource, roleResource } from '@vitrina/shared';
import { permissions } from '../../src/db/schema';
import { buildRole } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { onlyFor, type Row, type RowSet } from './rows';

const R = apiPath(roleResource);
const P = apiPath(permissionResource);
/** Roles and permissions are platform administration: Superadmin and admin only, never a dealership role. */
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

/** Filled in by setup: a custom role to read and edit, one to delete per principal, a custom permission. */
const o = { role: 0, permission: 0, doomed: {} as Partial<Record<PrincipalName, number>> };

function row(method: 'GET' | 'PUT', route: string, title: string, url: () => string, payload?: object): Row {
  return {
    route: `${method} ${route}`,
    title,
    request: () => ({ method, url: url(), ...(payload ? { payload } : {}) }),
    expect: staff(200),
  };
}

// The CRUD rows follow each definition: staff hold the roles permissions; editing the permission
// catalogue is the Superadmin's alone (admins lack create/update permission).
const rows: Row[] = [
  ...crudRows(roleResource, {
    noun: { one: 'role', many: 'roles' },
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.role,
    doomed: (who) => o.doomed[who] ?? 987654,
    create: (who) => ({ name: `Rol de ${who}` }),
    update: () => ({ name: 'Rol matriz', description: 'Editado' }),
  }),
  row('GET', `${R}/options`, 'role options', () => `${R}/options`),
  row('GET', `${R}/:id/permissions`, "a role's permission matrix", () => `${R}/${o.role}/permissions`),
  row('PUT', `${R}/:id/permissions`, "save a role's permissions", () => `${R}/${o.role}/permissions`, {
    permissions: ['read profile'],
  }),
  ...crudRows(permissionResource, {
    noun: { one: 'permission', many: 'permissions' },
    only: ['list', 'export', 'create', 'update'],
    query: { export: () => ({ format: 'csv' }) },
    id: () => o.permission,
    // Permissions are never deleted: no delete row.
    doomed: () => 0,
    create: (who) => ({ name: `permiso de ${who.toLowerCase()}`, module: 'pruebas' }),
    update: () => ({ module: 'pruebas', description: 'Editado' }),
  }),
  row('GET', `${P}/modules`, 'permission modules', () => `${P}/modules`),
];

export const roleRows: RowSet = {
  name: 'roles and permissions',
  async setup(t) {
    const db = t.context.database.db;
    o.role = (await buildRole(db, ['read profile'], 'Rol matriz')).id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed[who] = (await buildRole(db, ['read profile'])).id;
    }
    const [created] = await db
      .insert(permissions)
      .values({ name: 'permiso matriz', module: 'pruebas' })
      .returning();
    o.permission = created!.id;
  },
  rows,
};
