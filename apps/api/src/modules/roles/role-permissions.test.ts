import {
  PERMISSION_MODULES,
  PERMISSIONS,
  permissionResource,
  ROLES,
  type RoleMatrix,
  type roleMatrixAnswer,
  roleResource,
} from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildRole,
  buildUser,
  grantUserPermission,
  roleIdOf,
  setUserRole,
  tokenFor,
  userOfNewRole,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { apiPath } from '../../../test/kits/resource-client';

const matrixUrl = (id: number) => `${apiPath(roleResource)}/${id}/permissions`;
const BODIES = '/api/mi-vitrina/catalogs/bodies';

let t: TestApp;
/** An administrator's calls (the default), a Superadmin's, and the same administrator's in English. */
let admin: Client;
let superadmin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = as(t, 'admin');
  superadmin = as(t, 'superadmin');
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const read = async (id: number, client = admin) => {
  const response = await client.get<typeof roleMatrixAnswer>(matrixUrl(id));
  expect(response.status, response.raw.body).toBe(200);
  return response.body.data;
};
const save = (id: number, permissions: unknown, client: Client = admin) =>
  client.put<typeof roleMatrixAnswer>(matrixUrl(id), { permissions });
const granted = (matrix: RoleMatrix) =>
  matrix.modules.flatMap((m) => m.permissions.filter((p) => p.granted).map((p) => p.name)).sort();

describe('a saved change applies on the very next request', () => {
  it('removing a permission refuses its route and drops it from the profile at once; adding it back restores both', async () => {
    const { role, headers } = await userOfNewRole(t.context, ['read profile', 'read bodies']);
    const user = as(t, { headers });
    const bodies = () => user.get(BODIES);
    const profile = async () => {
      const response = await user.get<{ data: { permissions: string[] } }>('/api/mi-vitrina/auth/profile');
      expect(response.status, response.raw.body).toBe(200);
      return response.body.data.permissions;
    };

    expect((await bodies()).status).toBe(200);
    expect(await profile()).toContain('read bodies');

    const removed = await save(role.id, ['read profile']);
    expect(removed.status, removed.raw.body).toBe(200);
    const refused = await bodies();
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('No tienes permiso para realizar esta acción.');
    expect(await profile()).toEqual(['read profile']);

    const restored = await save(role.id, ['read profile', 'read bodies']);
    expect(restored.status, restored.raw.body).toBe(200);
    expect((await bodies()).status).toBe(200);
    expect((await profile()).sort()).toEqual(['read bodies', 'read profile']);
  });

  it('a user keeps a permission granted to them directly when their role loses it', async () => {
    const { role, user } = await userOfNewRole(t.context, ['read profile', 'read bodies']);
    await grantUserPermission(db(), user.id, 'read bodies');
    expect((await save(role.id, ['read profile'])).status).toBe(200);
    const response = await as(t, { headers: bearer(await tokenFor(t.context, user.id)) }).get(BODIES);
    expect(response.status).toBe(200);
  });
});

describe('GET /roles/:id/permissions', () => {
  it('lists every permission grouped by module, in the catalogue order, marked granted', async () => {
    const role = await buildRole(db(), ['read role', 'list agencies']);
    const matrix = await read(role.id);
    expect(matrix.role).toEqual({ id: role.id, name: role.name, built_in: false, editable: true });
    expect(matrix.modules.map((m) => m.module)).toEqual(Object.keys(PERMISSION_MODULES));
    const roles = matrix.modules.find((m) => m.module === 'roles')!;
    expect(roles.permissions.map((p) => p.name)).toEqual([...PERMISSION_MODULES.roles]);
    expect(roles.permissions[0]).toEqual({
      id: expect.any(Number),
      name: 'read role',
      description: '',
      granted: true,
      grantable: true,
    });
    expect(granted(matrix)).toEqual(['list agencies', 'read role']);
    expect(matrix.modules.flatMap((m) => m.permissions)).toHaveLength(PERMISSIONS.length);
  });

  it('puts modules created later after the catalogue, alphabetically', async () => {
    for (const [name, module] of [
      ['ver zeta', 'Zeta'],
      ['ver alfa', 'alfa extra'],
    ]) {
      const created = await superadmin.on(permissionResource).create({ name, module });
      expect(created.status, created.raw.body).toBe(201);
    }
    const matrix = await read(await roleIdOf(db(), ROLES.advisor));
    expect(matrix.modules.slice(-2).map((m) => m.module)).toEqual(['alfa extra', 'Zeta']);
    expect(matrix.role).toMatchObject({ name: 'Asesor', built_in: true, editable: true });
  });

  it('tells an admin what they may not change: the Superadmin role, and permissions they do not hold', async () => {
    const matrix = await read(await roleIdOf(db(), ROLES.superadmin));
    expect(matrix.role.editable).toBe(false);
    const all = matrix.modules.flatMap((m) => m.permissions);
    expect(all.find((p) => p.name === 'create permission')?.grantable).toBe(false);
    expect(all.find((p) => p.name === 'read role')?.grantable).toBe(true);
    const asSuperadmin = await read(await roleIdOf(db(), ROLES.superadmin), superadmin);
    expect(asSuperadmin.role.editable).toBe(true);
    expect(asSuperadmin.modules.flatMap((m) => m.permissions).every((p) => p.grantable)).toBe(true);
  });

  it('answers 404 for a role that does not exist', async () => {
    const response = await admin.get(matrixUrl(987654));
    expect(response.status).toBe(404);
  });
});

describe('PUT /roles/:id/permissions', () => {
  it('replaces the grants and records who changed what: before, after, added and removed', async () => {
    const role = await buildRole(db(), ['read role', 'list agencies', 'read users']);
    const response = await save(role.id, ['read users', 'read bodies', 'read role', 'read bodies']);
    expect(response.status, response.raw.body).toBe(200);
    expect(granted(response.body.data)).toEqual(['read bodies', 'read role', 'read users']);
    expect(granted(await read(role.id))).toEqual(['read bodies', 'read role', 'read users']);

    const entries = await auditOf(db(), 'role', role.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update_permissions',
      before: { role: role.name, permissions: ['list agencies', 'read role', 'read users'] },
      after: {
        role: role.name,
        permissions: ['read bodies', 'read role', 'read users'],
        added: ['read bodies'],
        removed: ['list agencies'],
      },
    });
    expect(entries[0]!.user_id).toEqual(expect.any(Number));
  });

  it('empties a role, and records nothing when nothing changes', async () => {
    const role = await buildRole(db(), ['read role']);
    expect((await save(role.id, [])).status).toBe(200);
    expect(granted(await read(role.id))).toEqual([]);
    expect((await save(role.id, [])).status).toBe(200);
    expect(await auditOf(db(), 'role', role.id)).toHaveLength(1);
  });

  it('refuses unknown names, naming them, in Spanish and English; nothing changes', async () => {
    const role = await buildRole(db(), ['read role']);
    const response = await save(role.id, ['read role', 'volar coches', 'read bodies']);
    expect(response.status).toBe(422);
    expect(response.problem).toEqual({
      message: 'Estos permisos no existen: «volar coches».',
      errors: { permissions: ['Incluye permisos que no existen.'] },
    });
    const english = await save(role.id, ['fly cars'], admin.en);
    expect(english.problem.message).toBe('These permissions do not exist: “fly cars”.');
    expect(granted(await read(role.id))).toEqual(['read role']);
  });

  it('validates the body in both languages', async () => {
    const role = await buildRole(db(), []);
    const missing = await admin.put(matrixUrl(role.id), {});
    expect(missing.status).toBe(422);
    expect(missing.problem).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { permissions: ['Este campo es obligatorio.'] },
    });
    const wrong = await save(role.id, 'read role', admin.en);
    expect(wrong.problem).toEqual({
      message: 'The given data was invalid.',
      errors: { permissions: ['The value is invalid.'] },
    });
    expect((await save(987654, [])).status).toBe(404);
  });
});

describe('escalation', () => {
  it('only a Superadmin edits the Superadmin role', async () => {
    const id = await roleIdOf(db(), ROLES.superadmin);
    const refused = await save(id, [...PERMISSIONS]);
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('Solo un Superadmin puede modificar el rol Superadmin.');
    const allowed = await save(id, [...PERMISSIONS], superadmin);
    expect(allowed.status, allowed.raw.body).toBe(200);
  });

  it('the Superadmin role always keeps the permissions that manage roles', async () => {
    const id = await roleIdOf(db(), ROLES.superadmin);
    const response = await save(
      id,
      PERMISSIONS.filter((name) => name !== 'assign permissions'),
      superadmin,
    );
    expect(response.status).toBe(422);
    expect(response.problem.message).toBe(
      'El rol Superadmin conserva siempre «read role», «assign permissions»: sin ellos nadie podría volver a asignar permisos.',
    );
  });

  it('nobody edits a role ranked above their own built-in role; the same rank and below are fine', async () => {
    const supervisor = as(
      t,
      await userOfNewRole(t.context, ['read role', 'assign permissions', 'read profile']),
    );
    const manager = await roleIdOf(db(), ROLES.manager);
    const refused = await save(manager, ['read profile'], supervisor);
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe(
      'No puedes modificar el rol «Gerente» porque está por encima del tuyo.',
    );
    const english = await save(manager, ['read profile'], supervisor.en);
    expect(english.problem.message).toBe(
      'You cannot change the role “Gerente” because it ranks above yours.',
    );
    const refusedAdmin = await supervisor
      .on(roleResource)
      .update(await roleIdOf(db(), ROLES.admin), { name: 'admin', description: 'x' });
    expect(refusedAdmin.status).toBe(403);

    const custom = await buildRole(db(), []);
    expect((await save(custom.id, ['read profile'], supervisor)).status).toBe(200);

    // An admin manages the admin role itself and the dealership roles.
    const adminRole = await roleIdOf(db(), ROLES.admin);
    const current = granted(await read(adminRole));
    expect(
      (
        await save(
          adminRole,
          current.filter((name) => name !== 'read blog'),
        )
      ).status,
    ).toBe(200);
    const gerente = granted(await read(manager));
    expect((await save(manager, [...gerente, 'read popups'])).status).toBe(200);
    // Having just dropped "read blog" from their own role, the admin can no longer grant it.
    expect((await save(manager, [...gerente, 'read blog'])).status).toBe(403);
  });

  it('a non-Superadmin cannot grant a permission they do not hold, and is told which', async () => {
    const role = await buildRole(db(), ['read role']);
    const one = await save(role.id, ['read role', 'create permission']);
    expect(one.status).toBe(403);
    expect(one.problem.message).toBe(
      'No puedes otorgar el permiso «create permission» porque tú no lo tienes.',
    );
    const two = await save(role.id, ['create permission', 'update permission'], admin.en);
    expect(two.problem.message).toBe(
      'You cannot grant the permissions “create permission”, “update permission” because you do not hold them.',
    );
    expect(granted(await read(role.id))).toEqual(['read role']);

    // A Superadmin grants anything.
    expect((await save(role.id, ['read role', 'create permission'], superadmin)).status).toBe(200);
    // Keeping or removing a permission one does not hold is no escalation.
    expect((await save(role.id, ['create permission', 'read users'])).status).toBe(200);
    expect((await save(role.id, ['read users'])).status).toBe(200);
    expect(granted(await read(role.id))).toEqual(['read users']);
  });

  it('a custom-role administrator grants only what they hold', async () => {
    const supervisor = as(
      t,
      await userOfNewRole(t.context, ['read role', 'assign permissions', 'read bodies']),
    );
    const role = await buildRole(db(), []);
    const refused = await save(role.id, ['read users'], supervisor);
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toContain('«read users»');
    expect((await save(role.id, ['read bodies'], supervisor)).status).toBe(200);
  });

  it('a Gerente or an Asesor cannot reach the matrix at all', async () => {
    const role = await buildRole(db(), []);
    for (const who of [ROLES.manager, ROLES.advisor] as const) {
      const client = as(t, { role: who });
      expect((await client.get(matrixUrl(role.id))).status).toBe(403);
      expect((await save(role.id, ['read profile'], client)).status).toBe(403);
    }
  });

  it('a user whose role loses "assign permissions" is refused on their next save', async () => {
    const holder = await userOfNewRole(t.context, ['read role', 'assign permissions', 'read profile']);
    const { role } = holder;
    const headers = as(t, holder);
    const target = await buildRole(db(), []);
    expect((await save(target.id, ['read profile'], headers)).status).toBe(200);
    expect((await save(role.id, ['read role'])).status).toBe(200);
    expect((await save(target.id, [], headers)).status).toBe(403);
  });

  it('a user moved to another role gets that role’s permissions on the next request', async () => {
    const user = await buildUser(db(), { role: ROLES.advisor });
    const client = as(t, { headers: bearer(await tokenFor(t.context, user.id)) });
    const bodies = () => client.get(BODIES);
    expect((await bodies()).status).toBe(403);
    await setUserRole(db(), user.id, (await buildRole(db(), ['read bodies'])).id);
    expect((await bodies()).status).toBe(200);
  });
});
