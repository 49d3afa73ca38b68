import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildRole, buildUser, setUserRole, softDeleteUser } from '../../../test/factories';
import { auditOf, headersOf, roleIdOf } from '../../../test/roles-factories';
import { roles } from '../../db/schema';

const ROLES_URL = '/api/mi-vitrina/roles';

interface Role {
  id: number;
  name: string;
  description: string;
  users_count: number;
  permissions_count: number;
  built_in: boolean;
  created_at: string;
  updated_at: string;
}
interface Page {
  data: Role[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let admin: Record<string, string>;
let superadmin: Record<string, string>;
const en = () => ({ ...admin, 'accept-language': 'en' });
beforeAll(async () => {
  t = await buildTestApp();
  admin = await headersOf(t.context, ROLES.admin);
  superadmin = await headersOf(t.context, ROLES.superadmin);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `${ROLES_URL}?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const post = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: ROLES_URL, headers, payload });
const put = (id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `${ROLES_URL}/${id}`, headers, payload });
const remove = (id: number, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `${ROLES_URL}/${id}`, headers });

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
    await put((await buildRole(db(), [], 'Revisor')).id, {
      name: 'Revisor',
      description: 'Revisión de inventario',
    });
    expect((await list('search=revision')).data.map((row) => row.name)).toEqual(['Revisor']);
    expect((await list('search=CAPTUR')).data.map((row) => row.name)).toEqual(['Capturista']);
    const bySize = await list('sort=permissions_count|desc');
    expect(bySize.data[0]!.name).toBe('Superadmin');
    const refused = await t.app.inject({ method: 'GET', url: `${ROLES_URL}?sort=secret|asc`, headers: en() });
    expect(refused.statusCode).toBe(422);
    expect(json<Problem>(refused).errors).toEqual({ sort: ['The list cannot be sorted by that field.'] });
  });

  it('exports the list with its search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ROLES_URL}/export?format=csv&search=gerente`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = readCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Descripción',
      'Usuarios',
      'Permisos',
      'Del sistema',
      'Creado',
      'Actualizado',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Gerente']);
  });

  it('offers every role as { label, value }', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${ROLES_URL}/options`, headers: admin });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { label: string; value: number }[] }>(response);
    expect(data).toContainEqual({ label: 'Gerente', value: await roleIdOf(db(), ROLES.manager) });
    expect(data.map((option) => option.label)).toContain('Superadmin');
  });
});

describe('POST /roles', () => {
  it('creates a role with no permissions, and audits it', async () => {
    const response = await post({ name: '  Jefe   de piso ', description: 'Supervisa el piso de ventas' });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Role }>(response).data;
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
    await post({ name: 'Coordinación' });
    for (const name of ['coordinacion', 'GERENTE', 'superadmin']) {
      const response = await post({ name });
      expect(response.statusCode, name).toBe(422);
      expect(json<Problem>(response)).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { name: ['Ya existe un rol con ese nombre (sin importar mayúsculas ni acentos).'] },
      });
    }
    const english = await post({ name: 'Asesor' }, en());
    expect(json<Problem>(english).errors).toEqual({
      name: ['A role with that name already exists (case and accents ignored).'],
    });
  });

  it('validates name and description in both languages', async () => {
    const empty = await post({ name: '   ' });
    expect(json<Problem>(empty).errors).toEqual({ name: ['Este campo es obligatorio.'] });
    const long = await post({ name: 'x'.repeat(61), description: 'y'.repeat(256) }, en());
    expect(json<Problem>(long).errors).toEqual({
      name: ['Must be at most 60 characters.'],
      description: ['Must be at most 255 characters.'],
    });
  });
});

describe('GET /roles/:id and PUT /roles/:id', () => {
  it('reads one role, 404 for an unknown one', async () => {
    const role = await buildRole(db(), ['read role'], 'Lector');
    const response = await t.app.inject({ method: 'GET', url: `${ROLES_URL}/${role.id}`, headers: admin });
    expect(json<{ data: Role }>(response).data).toMatchObject({ name: 'Lector', permissions_count: 1 });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await t.app.inject({
        method,
        url: `${ROLES_URL}/987654`,
        headers: admin,
        ...(method === 'PUT' ? { payload: { name: 'Nada' } } : {}),
      });
      expect(missing.statusCode, method).toBe(404);
    }
  });

  it('renames a custom role and changes its description, audited', async () => {
    const role = await buildRole(db(), [], 'Temporal');
    const response = await put(role.id, { name: 'Eventual', description: 'Personal de temporada' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Role }>(response).data).toMatchObject({
      name: 'Eventual',
      description: 'Personal de temporada',
    });
    const [entry] = await auditOf(db(), 'role', role.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Temporal' },
      after: { name: 'Eventual' },
    });
    const taken = await put(role.id, { name: 'asesor' });
    expect(taken.statusCode).toBe(422);
  });

  it('keeps the names of the built-in roles, explaining why, but lets their description change', async () => {
    const id = await roleIdOf(db(), ROLES.manager);
    for (const name of ['Gerente general', 'gerente']) {
      const response = await put(id, { name, description: 'x' });
      expect(response.statusCode).toBe(422);
      expect(json<Problem>(response)).toEqual({
        message:
          'Los roles del sistema no se pueden renombrar: las reglas de acceso comparan su nombre. Puedes cambiar su descripción.',
        errors: {
          name: [
            'Los roles del sistema no se pueden renombrar: las reglas de acceso comparan su nombre. Puedes cambiar su descripción.',
          ],
        },
      });
    }
    const english = await put(id, { name: 'Manager' }, en());
    expect(json<Problem>(english).message).toBe(
      'Built-in roles cannot be renamed: the access rules compare their names. You may change their description.',
    );
    const described = await put(id, { name: 'Gerente', description: 'Dirige sus agencias' });
    expect(described.statusCode, described.body).toBe(200);
    expect(json<{ data: Role }>(described).data).toMatchObject({
      name: 'Gerente',
      description: 'Dirige sus agencias',
    });
  });

  it('lets only a Superadmin edit the Superadmin role', async () => {
    const id = await roleIdOf(db(), ROLES.superadmin);
    const refused = await put(id, { name: 'Superadmin', description: 'Otra' });
    expect(refused.statusCode).toBe(403);
    expect(json<Problem>(refused).message).toBe('Solo un Superadmin puede modificar el rol Superadmin.');
    expect(
      (await put(id, { name: 'Superadmin', description: 'Dueños de la plataforma' }, superadmin)).statusCode,
    ).toBe(200);
  });
});

describe('DELETE /roles/:id', () => {
  it('deletes a role nobody holds, with its grants, audited', async () => {
    const role = await buildRole(db(), ['read role', 'read profile'], 'Desechable');
    const response = await remove(role.id, en());
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: 'Role deleted.' });
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
    const response = await remove(role.id);
    expect(response.statusCode).toBe(409);
    expect(json<Problem>(response).message).toBe(
      '2 usuarios tienen este rol. Asígnales otro rol antes de eliminarlo.',
    );
    const one = await buildRole(db(), []);
    await setUserRole(db(), (await buildUser(db())).id, one.id);
    expect(json<Problem>(await remove(one.id, en())).message).toBe(
      '1 user has this role. Give them another role before deleting it.',
    );
  });

  it('refuses when only removed users still point at it', async () => {
    const role = await buildRole(db(), []);
    const user = await buildUser(db());
    await setUserRole(db(), user.id, role.id);
    await softDeleteUser(db(), user.id);
    const response = await remove(role.id);
    expect(response.statusCode).toBe(409);
    expect(json<Problem>(response).message).toBe(
      'Usuarios dados de baja conservan este rol en su historial, así que no se puede eliminar.',
    );
    expect(await auditOf(db(), 'role', role.id)).toEqual([]);
  });

  it('never deletes a built-in role, even with nobody holding it', async () => {
    for (const name of Object.values(ROLES)) {
      const response = await remove(await roleIdOf(db(), name), superadmin);
      expect(response.statusCode, name).toBe(409);
      expect(json<Problem>(response).message).toBe(
        'Los roles del sistema (Superadmin, admin, Gerente, Asesor) no se pueden eliminar.',
      );
    }
  });
});
