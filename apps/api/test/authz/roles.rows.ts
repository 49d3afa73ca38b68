import { permissionResource, ROLES, roleResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { permissions, roles } from '../../src/db/schema';
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
const o = {
  role: 0,
  permission: 0,
  superadmin: 0,
  doomed: {} as Partial<Record<PrincipalName, number>>,
  /** A custom role per principal, to grant the custom permission (which admins do not hold). */
  grantee: {} as Partial<Record<PrincipalName, number>>,
};

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
  {
    route: `PUT ${R}/:id`,
    title: 'edit the Superadmin role: the Superadmin only (an admin gets 403)',
    request: () => ({
      method: 'PUT',
      url: `${R}/${o.superadmin}`,
      payload: { name: ROLES.superadmin, description: 'Editado por la matriz' },
    }),
    expect: onlyFor(['superadmin'], 200),
    rules: ['roles.editable-role'],
  },
  {
    // The Superadmin may edit it, but not drop what it keeps (422): nothing changes.
    route: `PUT ${R}/:id/permissions`,
    title: "save the Superadmin role's permissions: an admin gets 403",
    request: () => ({
      method: 'PUT',
      url: `${R}/${o.superadmin}/permissions`,
      payload: { permissions: ['read profile'] },
    }),
    expect: { ...onlyFor(['superadmin'], 422) },
    rules: ['roles.editable-role'],
  },
  {
    route: `PUT ${R}/:id/permissions`,
    title: 'grant a permission the user does not hold (admins lack the custom one): the Superadmin only',
    request: (_world, who) => ({
      method: 'PUT',
      url: `${R}/${o.grantee[who] ?? o.role}/permissions`,
      payload: { permissions: ['read profile', 'permiso matriz'] },
    }),
    expect: onlyFor(['superadmin'], 200),
    rules: ['roles.grants-held'],
  },
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
    const [superadmin] = await db.select().from(roles).where(eq(roles.name, ROLES.superadmin));
    o.superadmin = superadmin!.id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.grantee[who] = (await buildRole(db, ['read profile'])).id;
    }
  },
  rows,
};
