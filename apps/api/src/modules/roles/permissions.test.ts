import { PERMISSION_MODULES, PERMISSIONS, ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildRole } from '../../../test/factories';
import { auditOf, headersOf } from '../../../test/roles-factories';

const URL = '/api/mi-vitrina/permissions';

interface Permission {
  id: number;
  name: string;
  module: string;
  description: string;
  roles_count: number;
  built_in: boolean;
  created_at: string;
  updated_at: string;
}
interface Page {
  data: Permission[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let superadmin: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await headersOf(t.context, ROLES.superadmin);
  admin = await headersOf(t.context, ROLES.admin);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const post = (payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, headers: { ...superadmin, ...extra }, payload });
const put = (id: number, payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: { ...superadmin, ...extra }, payload });
const idOf = async (name: string) =>
  (await list(`search=${encodeURIComponent(name)}&limit=100`)).data.find((p) => p.name === name)!;

describe('GET /permissions', () => {
  it('lists the catalogue by module in its order, with the roles holding each', async () => {
    const page = await list('limit=100');
    expect(page.meta.total).toBe(PERMISSIONS.length);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      module: expect.any(String),
      description: '',
      roles_count: expect.any(Number),
      built_in: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const readRole = page.data.find((p) => p.name === 'read role') ?? (await idOf('read role'));
    // Superadmin and admin hold it.
    expect(readRole.roles_count).toBe(2);
  });

  it('filters by module and searches name, module and description', async () => {
    const roles = await list('module=roles');
    expect(roles.data.map((p) => p.name)).toEqual([...PERMISSION_MODULES.roles]);
    expect((await list('module=nada')).data).toEqual([]);
    const found = await list('search=asignar');
    expect(found.data).toEqual([]);
    await put((await idOf('assign permissions')).id, {
      name: 'assign permissions',
      module: 'roles',
      description: 'Asignar permisos a un rol',
    });
    expect((await list('search=ASIGNAR')).data.map((p) => p.name)).toEqual(['assign permissions']);
    expect((await list('search=dealership fam&sort=name|desc')).data.map((p) => p.name)).toEqual([
      'update dealership family',
      'read dealership family',
      'delete dealership family',
      'create dealership family',
    ]);
  });

  it('exports with the module filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}/export?format=csv&module=logo`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = readCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Módulo', 'Descripción', 'Roles', 'Creado', 'Actualizado']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['read logo', 'update logo']);
  });

  it('lists the modules in the catalogue order with their counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${URL}/modules`, headers: admin });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { module: string; count: number }[] }>(response);
    expect(data.map((m) => m.module)).toEqual(Object.keys(PERMISSION_MODULES));
    expect(data.find((m) => m.module === 'roles')).toEqual({ module: 'roles', count: 5 });
  });
});

describe('POST /permissions', () => {
  it('creates a permission in lowercase words, held by no role, and audits it', async () => {
    const response = await post({
      name: '  Exportar   Reportes ',
      module: 'reports',
      description: 'Descarga reportes',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Permission }>(response).data;
    expect(created).toMatchObject({
      name: 'exportar reportes',
      module: 'reports',
      description: 'Descarga reportes',
      roles_count: 0,
      built_in: false,
    });
    const [entry] = await auditOf(db(), 'permission', created.id);
    expect(entry).toMatchObject({
      action: 'create',
      after: { name: 'exportar reportes', module: 'reports' },
    });
    const modules = json<{ data: { module: string; count: number }[] }>(
      await t.app.inject({ method: 'GET', url: `${URL}/modules`, headers: admin }),
    ).data;
    expect(modules.find((m) => m.module === 'reports')!.count).toBe(2);
  });

  it('accepts Spanish letters and hyphens, refuses other characters, in both languages', async () => {
    expect((await post({ name: 'campañas sms-masivas', module: 'whatsapp' })).statusCode).toBe(201);
    for (const name of ['read_role', 'leer: todo', 'ver -doble', '-ver']) {
      const response = await post({ name, module: 'x' });
      expect(response.statusCode, name).toBe(422);
      expect(json<Problem>(response).errors).toEqual({
        name: [
          'Usa palabras en minúsculas separadas por un espacio o un guion (letras, números, ñ y acentos).',
        ],
      });
    }
    const english = await post({ name: 'a/b', module: '' }, { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toEqual({
      name: ['Use lowercase words separated by a space or a hyphen (letters, digits, ñ and accents).'],
      module: ['This field is required.'],
    });
  });

  it('refuses a name already taken', async () => {
    const response = await post({ name: 'Read Role', module: 'roles' });
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({ name: ['Ya existe un permiso con ese nombre.'] });
  });

  it('is refused to an admin, who does not hold "create permission"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { name: 'x', module: 'y' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /permissions/:id', () => {
  it('changes the description and module of a permission the code uses, audited', async () => {
    const target = await idOf('read blog');
    const response = await put(target.id, {
      name: 'read blog',
      module: 'contenido',
      description: 'Ver el blog',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Permission }>(response).data).toMatchObject({
      name: 'read blog',
      module: 'contenido',
      description: 'Ver el blog',
      built_in: true,
    });
    const withoutName = await put(target.id, { module: 'blog', description: 'Ver el blog' });
    expect(json<{ data: Permission }>(withoutName).data).toMatchObject({ name: 'read blog', module: 'blog' });
    const entries = await auditOf(db(), 'permission', target.id);
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { module: 'blog', description: '' },
      after: { module: 'contenido', description: 'Ver el blog' },
    });
  });

  it('never renames a permission the code uses, and says why', async () => {
    const target = await idOf('read users');
    const response = await put(target.id, { name: 'ver usuarios', module: 'users' });
    expect(response.statusCode).toBe(422);
    const message =
      'El nombre de este permiso no se puede cambiar: el código de Vitrina lo compara en sus rutas y pantallas. Puedes cambiar su descripción y su módulo.';
    expect(json<Problem>(response)).toEqual({ message, errors: { name: [message] } });
    const english = await put(target.id, { name: 'see users', module: 'users' }, { 'accept-language': 'en' });
    expect(json<Problem>(english).message).toBe(
      "This permission's name cannot change: Vitrina's code compares it in its routes and screens. You may change its description and module.",
    );
  });

  it('renames a custom permission; roles holding it keep it under the new name', async () => {
    const created = json<{ data: Permission }>(await post({ name: 'ver tablero', module: 'tablero' })).data;
    const role = await buildRole(db(), ['ver tablero']);
    const response = await put(created.id, { name: 'ver tablero general', module: 'tablero' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Permission }>(response).data).toMatchObject({
      name: 'ver tablero general',
      roles_count: 1,
    });
    const matrix = await t.app.inject({
      method: 'GET',
      url: `/api/mi-vitrina/roles/${role.id}/permissions`,
      headers: admin,
    });
    const granted = json<{ data: { modules: { permissions: { name: string; granted: boolean }[] }[] } }>(
      matrix,
    )
      .data.modules.flatMap((m) => m.permissions)
      .filter((p) => p.granted)
      .map((p) => p.name);
    expect(granted).toEqual(['ver tablero general']);
    const taken = await put(created.id, { name: 'read role', module: 'tablero' });
    expect(json<Problem>(taken).errors).toEqual({ name: ['Ya existe un permiso con ese nombre.'] });
  });

  it('answers 404 for an unknown permission and 403 to an admin', async () => {
    expect((await put(987654, { module: 'x' })).statusCode).toBe(404);
    const target = await idOf('read logo');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${target.id}`,
      headers: admin,
      payload: { module: 'logo', description: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
