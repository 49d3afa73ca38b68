import { ROLES, roleResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import {
  auditOf,
  buildRole,
  buildUser,
  roleIdOf,
  setUserRole,
  softDeleteUser,
} from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { roles } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The roles calls of an administrator, in Spanish; `rolesEn`: in English; `asSuperadmin`: a Superadmin's. */
const roleCalls = () => as(t, 'admin').on(roleResource);
const rolesEn = () => as(t, 'admin').en.on(roleResource);
const asSuperadmin = () => as(t, 'superadmin').on(roleResource);
const list = async (query = {}) => {
  const answer = await roleCalls().list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};

describe('GET /roles', () => {
  it('lists roles with users, permissions and built-in flag, sorted by name', async () => {
    const role = await buildRole(db(), ['read profile', 'read role'], 'Auditor externo');
    const holder = await buildUser(db());
    await setUserRole(db(), holder.id, role.id);
    const gone = await buildUser(db());
    await setUserRole(db(), gone.id, role.id);
    await softDeleteUser(db(), gone.id);

    const page = await list();
    expect(page.meta).toEqual({ total: page.data.length, page: 1, limit: 25, total_capped: false });
    const names = page.data.map((row) => row.name);
    expect(names.slice(0, 2)).toEqual(['admin', 'Asesor']);
    const auditor = page.data.find((row) => row.name === 'Auditor externo')!;
    expect(auditor).toEqual({
      id: role.id,
      name: 'Auditor externo',
      description: '',
      users_count: 1,
      permissions_count: 2,
      built_in: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(
      page.data
        .filter((row) => row.built_in)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Asesor', 'Gerente', 'Superadmin', 'admin'].sort());
    expect(page.data.find((row) => row.name === 'Superadmin')!.description).toBe(
      'Administración total de la plataforma',
    );
  });

  it('searches name and description ignoring accents, sorts by the whitelist, refuses other sorts', async () => {
    await buildRole(db(), [], 'Capturista');
    await roleCalls().update((await buildRole(db(), [], 'Revisor')).id, {
      name: 'Revisor',
      description: 'Revisión de inventario',
    });
    expect((await list({ search: 'revision' })).data.map((row) => row.name)).toEqual(['Revisor']);
    expect((await list({ search: 'CAPTUR' })).data.map((row) => row.name)).toEqual(['Capturista']);
    const bySize = await list({ sort: 'permissions_count|desc' });
    expect(bySize.data[0]!.name).toBe('Superadmin');
    const refused = await rolesEn().list({ sort: 'secret|asc' });
    expect(refused.status).toBe(422);
    expect(refused.problem.errors).toEqual({ sort: ['The list cannot be sorted by that field.'] });
  });

  // The export's headers and file: listContract below.
  it('exports the list with its search', async () => {
    const response = await roleCalls().export({ format: 'csv', search: 'gerente' });
    expect(response.status, response.raw.body).toBe(200);
    const rows = await exportRows(response.raw);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Gerente']);
  });

  it('offers every role as { label, value }', async () => {
    const response = await as(t, 'admin').get<{ data: { label: string; value: number }[] }>(
      roleCalls().url('options'),
    );
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toContainEqual({ label: 'Gerente', value: await roleIdOf(db(), ROLES.manager) });
    expect(data.map((option) => option.label)).toContain('Superadmin');
  });
});

describe('POST /roles', () => {
  it('creates a role with no permissions, and audits it', async () => {
    const response = await roleCalls().create({
      name: '  Jefe   de piso ',
      description: 'Supervisa el piso de ventas',
    });
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Jefe de piso',
      description: 'Supervisa el piso de ventas',
      users_count: 0,
      permissions_count: 0,
      built_in: false,
    });
    const [entry] = await auditOf(db(), 'role', created.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { name: 'Jefe de piso' } });
  });

  it('refuses a name already taken, ignoring case and accents, and built-in names too', async () => {
    await roleCalls().create({ name: 'Coordinación' });
    for (const name of ['coordinacion', 'GERENTE', 'superadmin']) {
      const response = await roleCalls().create({ name });
      expect(response.status, name).toBe(422);
      expect(response.problem).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { name: ['Ya existe un rol con ese nombre (sin importar mayúsculas ni acentos).'] },
      });
    }
    const english = await rolesEn().create({ name: 'Asesor' });
    expect(english.problem.errors).toEqual({
      name: ['A role with that name already exists (case and accents ignored).'],
    });
  });

  it('validates name and description in both languages', async () => {
    const empty = await roleCalls().create({ name: '   ' });
    expect(empty.problem.errors).toEqual({ name: ['Este campo es obligatorio.'] });
    const long = await rolesEn().create({ name: 'x'.repeat(61), description: 'y'.repeat(256) });
    expect(long.problem.errors).toEqual({
      name: ['Must be at most 60 characters.'],
      description: ['Must be at most 255 characters.'],
    });
  });
});

describe('GET /roles/:id and PUT /roles/:id', () => {
  it('reads one role, 404 for an unknown one', async () => {
    const role = await buildRole(db(), ['read role'], 'Lector');
    const response = await roleCalls().one(role.id);
    expect(response.body.data).toMatchObject({ name: 'Lector', permissions_count: 1 });
    const missing = {
      GET: await roleCalls().one(987654),
      PUT: await roleCalls().update(987654, { name: 'Nada' }),
      DELETE: await roleCalls().remove(987654),
    };
    for (const [method, answer] of Object.entries(missing)) expect(answer.status, method).toBe(404);
  });

  it('renames a custom role and changes its description, audited', async () => {
    const role = await buildRole(db(), [], 'Temporal');
    const response = await roleCalls().update(role.id, {
      name: 'Eventual',
      description: 'Personal de temporada',
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Eventual',
      description: 'Personal de temporada',
    });
    const [entry] = await auditOf(db(), 'role', role.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Temporal' },
      after: { name: 'Eventual' },
    });
    const taken = await roleCalls().update(role.id, { name: 'asesor' });
    expect(taken.status).toBe(422);
  });

  it('keeps the names of the built-in roles, explaining why, but lets their description change', async () => {
    const id = await roleIdOf(db(), ROLES.manager);
    for (const name of ['Gerente general', 'gerente']) {
      const response = await roleCalls().update(id, { name, description: 'x' });
      expect(response.status).toBe(422);
      expect(response.problem).toEqual({
        message:
          'Los roles del sistema no se pueden renombrar: las reglas de acceso comparan su nombre. Puedes cambiar su descripción.',
        errors: {
          name: [
            'Los roles del sistema no se pueden renombrar: las reglas de acceso comparan su nombre. Puedes cambiar su descripción.',
          ],
        },
      });
    }
    const english = await rolesEn().update(id, { name: 'Manager' });
    expect(english.problem.message).toBe(
      'Built-in roles cannot be renamed: the access rules compare their names. You may change their description.',
    );
    const described = await roleCalls().update(id, { name: 'Gerente', description: 'Dirige sus agencias' });
    expect(described.status, described.raw.body).toBe(200);
    expect(described.body.data).toMatchObject({
      name: 'Gerente',
      description: 'Dirige sus agencias',
    });
  });

  it('lets only a Superadmin edit the Superadmin role', async () => {
    const id = await roleIdOf(db(), ROLES.superadmin);
    const refused = await roleCalls().update(id, { name: 'Superadmin', description: 'Otra' });
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('Solo un Superadmin puede modificar el rol Superadmin.');
    const own = await asSuperadmin().update(id, {
      name: 'Superadmin',
      description: 'Dueños de la plataforma',
    });
    expect(own.status).toBe(200);
  });
});

describe('DELETE /roles/:id', () => {
  it('deletes a role nobody holds, with its grants, audited', async () => {
    const role = await buildRole(db(), ['read role', 'read profile'], 'Desechable');
    const response = await rolesEn().remove(role.id);
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toEqual({ message: 'Role deleted.' });
    expect(await db().select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    const entries = await auditOf(db(), 'role', role.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Desechable', permissions: ['read profile', 'read role'] },
    });
  });

  it('refuses while users hold it, saying how many', async () => {
    const role = await buildRole(db(), [], 'Ocupado');
    for (const _ of [1, 2]) await setUserRole(db(), (await buildUser(db())).id, role.id);
    const response = await roleCalls().remove(role.id);
    expect(response.status).toBe(409);
    expect(response.problem.message).toBe(
      '2 usuarios tienen este rol. Asígnales otro rol antes de eliminarlo.',
    );
    const one = await buildRole(db(), []);
    await setUserRole(db(), (await buildUser(db())).id, one.id);
    expect((await rolesEn().remove(one.id)).problem.message).toBe(
      '1 user has this role. Give them another role before deleting it.',
    );
  });

  it('refuses when only removed users still point at it', async () => {
    const role = await buildRole(db(), []);
    const user = await buildUser(db());
    await setUserRole(db(), user.id, role.id);
    await softDeleteUser(db(), user.id);
    const response = await roleCalls().remove(role.id);
    expect(response.status).toBe(409);
    expect(response.problem.message).toBe(
      'Usuarios dados de baja conservan este rol en su historial, así que no se puede eliminar.',
    );
    expect(await auditOf(db(), 'role', role.id)).toEqual([]);
  });

  it('never deletes a built-in role, even with nobody holding it', async () => {
    for (const name of Object.values(ROLES)) {
      const response = await asSuperadmin().remove(await roleIdOf(db(), name));
      expect(response.status, name).toBe(409);
      expect(response.problem.message).toBe(
        'Los roles del sistema (Superadmin, admin, Gerente, Asesor) no se pueden eliminar.',
      );
    }
  });
});

listContract(roleResource, {
  app: () => t,
  // Grants and holders vary, so both counts sort something.
  create: async (app, { i, text }) => {
    const appDb = app.context.database.db;
    const role = await buildRole(appDb, i % 2 === 0 ? [] : ['read profile'], text);
    if (i % 3 === 0) await setUserRole(appDb, (await buildUser(appDb)).id, role.id);
  },
  exported: {
    file: { es: 'roles', en: 'roles' },
    headers: {
      es: ['ID', 'Nombre', 'Descripción', 'Usuarios', 'Permisos', 'Del sistema', 'Creado', 'Actualizado'],
      en: ['ID', 'Name', 'Description', 'Users', 'Permissions', 'Built-in', 'Created', 'Updated'],
    },
  },
});
