import { permissions } from '../../src/db/schema';
import { buildRole } from '../factories';
import type { PrincipalName } from '../principals';
import { onlyFor, type Row, type RowSet } from './rows';

const R = '/api/mi-vitrina/roles';
const P = '/api/mi-vitrina/permissions';
/** Roles and permissions are platform administration: Superadmin and admin only, never a dealership role. */
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);
/** Editing the permission catalogue is the Superadmin's alone (admins lack create/update permission). */
const superadminOnly = (status: number) => onlyFor(['superadmin'], status);

/** Filled in by setup: a custom role to read and edit, one to delete per principal, a custom permission. */
const o = { role: 0, permission: 0, doomed: {} as Partial<Record<PrincipalName, number>> };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function row(
  method: Method,
  route: string,
  title: string,
  expect: Row['expect'],
  url: (who: PrincipalName) => string,
  payload?: (who: PrincipalName) => object,
): Row {
  return {
    route: `${method} ${route}`,
    title,
    request: (_, who) => ({ method, url: url(who), ...(payload ? { payload: payload(who) } : {}) }),
    expect,
  };
}

const rows: Row[] = [
  row('GET', R, 'roles list', staff(200), () => R),
  row('GET', `${R}/export`, 'roles export', staff(200), () => `${R}/export?format=csv`),
  row('GET', `${R}/options`, 'role options', staff(200), () => `${R}/options`),
  row(
    'POST',
    R,
    'create a role',
    staff(201),
    () => R,
    (who) => ({ name: `Rol de ${who}` }),
  ),
  row('GET', `${R}/:id`, 'one role', staff(200), () => `${R}/${o.role}`),
  row(
    'PUT',
    `${R}/:id`,
    'edit a role',
    staff(200),
    () => `${R}/${o.role}`,
    () => ({ name: 'Rol matriz', description: 'Editado' }),
  ),
  row('DELETE', `${R}/:id`, 'delete a role', staff(200), (who) => `${R}/${o.doomed[who] ?? 987654}`),
  row(
    'GET',
    `${R}/:id/permissions`,
    "a role's permission matrix",
    staff(200),
    () => `${R}/${o.role}/permissions`,
  ),
  row(
    'PUT',
    `${R}/:id/permissions`,
    "save a role's permissions",
    staff(200),
    () => `${R}/${o.role}/permissions`,
    () => ({ permissions: ['read profile'] }),
  ),
  row('GET', P, 'permissions list', staff(200), () => P),
  row('GET', `${P}/export`, 'permissions export', staff(200), () => `${P}/export?format=csv`),
  row('GET', `${P}/modules`, 'permission modules', staff(200), () => `${P}/modules`),
  row(
    'POST',
    P,
    'create a permission',
    superadminOnly(201),
    () => P,
    (who) => ({ name: `permiso de ${who.toLowerCase()}`, module: 'pruebas' }),
  ),
  row(
    'PUT',
    `${P}/:id`,
    'edit a permission',
    superadminOnly(200),
    () => `${P}/${o.permission}`,
    () => ({ module: 'pruebas', description: 'Editado' }),
  ),
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
