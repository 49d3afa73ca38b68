import { PERMISSION_MODULES, PERMISSIONS, permissionResource, type roleMatrixAnswer } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildRole } from '../../../test/factories';
import { as, type Query } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { permissions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** An administrator reads; the catalogue is edited by a Superadmin (`.en`: in English). */
const reader = () => as(t, 'admin').on(permissionResource);
const editor = () => as(t, 'superadmin').on(permissionResource);
const editorEn = () => as(t, 'superadmin').en.on(permissionResource);
const list = async (query: Query = {}) => {
  const answer = await reader().list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};
const modules = async () =>
  (await as(t, 'admin').get<{ data: { module: string; count: number }[] }>(reader().url('modules'))).body
    .data;
const idOf = async (name: string) =>
  (await list({ search: name, limit: 100 })).data.find((p) => p.name === name)!;

describe('GET /permissions', () => {
  it('lists the catalogue by module in its order, with the roles holding each', async () => {
    const page = await list({ limit: 100 });
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
    const roles = await list({ module: 'roles' });
    expect(roles.data.map((p) => p.name)).toEqual([...PERMISSION_MODULES.roles]);
    expect((await list({ module: 'nada' })).data).toEqual([]);
    const found = await list({ search: 'asignar' });
    expect(found.data).toEqual([]);
    await editor().update((await idOf('assign permissions')).id, {
      name: 'assign permissions',
      module: 'roles',
      description: 'Asignar permisos a un rol',
    });
    expect((await list({ search: 'ASIGNAR' })).data.map((p) => p.name)).toEqual(['assign permissions']);
    expect((await list({ search: 'dealership fam', sort: 'name|desc' })).data.map((p) => p.name)).toEqual([
      'update dealership family',
      'read dealership family',
      'delete dealership family',
      'create dealership family',
    ]);
  });

  // The export's headers and file: listContract below.
  it('exports with the module filter', async () => {
    const response = await reader().export({ format: 'csv', module: 'logo' });
    expect(response.status, response.raw.body).toBe(200);
    const rows = await exportRows(response.raw);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['read logo', 'update logo']);
  });

  it('lists the modules in the catalogue order with their counts', async () => {
    const data = await modules();
    expect(data.map((m) => m.module)).toEqual(Object.keys(PERMISSION_MODULES));
    expect(data.find((m) => m.module === 'roles')).toEqual({ module: 'roles', count: 5 });
  });
});

describe('POST /permissions', () => {
  it('creates a permission in lowercase words, held by no role, and audits it', async () => {
    const response = await editor().create({
      name: '  Exportar   Reportes ',
      module: 'reports',
      description: 'Descarga reportes',
    });
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
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
    expect((await modules()).find((m) => m.module === 'reports')!.count).toBe(2);
  });

  it('accepts Spanish letters and hyphens, refuses other characters, in both languages', async () => {
    expect((await editor().create({ name: 'campañas sms-masivas', module: 'whatsapp' })).status).toBe(201);
    for (const name of ['read_role', 'leer: todo', 'ver -doble', '-ver']) {
      const response = await editor().create({ name, module: 'x' });
      expect(response.status, name).toBe(422);
      expect(response.problem.errors).toEqual({
        name: [
          'Usa palabras en minúsculas separadas por un espacio o un guion (letras, números, ñ y acentos).',
        ],
      });
    }
    const english = await editorEn().create({ name: 'a/b', module: '' });
    expect(english.problem.errors).toEqual({
      name: ['Use lowercase words separated by a space or a hyphen (letters, digits, ñ and accents).'],
      module: ['This field is required.'],
    });
  });

  it('refuses a name already taken', async () => {
    const response = await editor().create({ name: 'Read Role', module: 'roles' });
    expect(response.status).toBe(422);
    expect(response.problem.errors).toEqual({ name: ['Ya existe un permiso con ese nombre.'] });
  });

  it('is refused to an admin, who does not hold "create permission"', async () => {
    const response = await reader().create({ name: 'x', module: 'y' });
    expect(response.status).toBe(403);
  });
});

describe('PUT /permissions/:id', () => {
  it('changes the description and module of a permission the code uses, audited', async () => {
    const target = await idOf('read blog');
    const response = await editor().update(target.id, {
      name: 'read blog',
      module: 'contenido',
      description: 'Ver el blog',
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'read blog',
      module: 'contenido',
      description: 'Ver el blog',
      built_in: true,
    });
    const withoutName = await editor().update(target.id, { module: 'blog', description: 'Ver el blog' });
    expect(withoutName.body.data).toMatchObject({ name: 'read blog', module: 'blog' });
    const entries = await auditOf(db(), 'permission', target.id);
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { module: 'blog', description: '' },
      after: { module: 'contenido', description: 'Ver el blog' },
    });
  });

  it('never renames a permission the code uses, and says why', async () => {
    const target = await idOf('read users');
    const response = await editor().update(target.id, { name: 'ver usuarios', module: 'users' });
    expect(response.status).toBe(422);
    const message =
      'El nombre de este permiso no se puede cambiar: el código de Vitrina lo compara en sus rutas y pantallas. Puedes cambiar su descripción y su módulo.';
    expect(response.problem).toEqual({ message, errors: { name: [message] } });
    const english = await editorEn().update(target.id, { name: 'see users', module: 'users' });
    expect(english.problem.message).toBe(
      "This permission's name cannot change: Vitrina's code compares it in its routes and screens. You may change its description and module.",
    );
  });

  it('renames a custom permission; roles holding it keep it under the new name', async () => {
    const created = (await editor().create({ name: 'ver tablero', module: 'tablero' })).body.data;
    const role = await buildRole(db(), ['ver tablero']);
    const response = await editor().update(created.id, { name: 'ver tablero general', module: 'tablero' });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'ver tablero general',
      roles_count: 1,
    });
    const matrix = await as(t, 'admin').get<typeof roleMatrixAnswer>(
      `/api/mi-vitrina/roles/${role.id}/permissions`,
    );
    const granted = matrix.body.data.modules
      .flatMap((m) => m.permissions)
      .filter((p) => p.granted)
      .map((p) => p.name);
    expect(granted).toEqual(['ver tablero general']);
    const taken = await editor().update(created.id, { name: 'read role', module: 'tablero' });
    expect(taken.problem.errors).toEqual({ name: ['Ya existe un permiso con ese nombre.'] });
  });

  it('answers 404 for an unknown permission and 403 to an admin', async () => {
    expect((await editor().update(987654, { module: 'x' })).status).toBe(404);
    const target = await idOf('read logo');
    const refused = await reader().update(target.id, { module: 'logo', description: 'x' });
    expect(refused.status).toBe(403);
  });
});

listContract(permissionResource, {
  app: () => t,
  // Permissions of their own modules (the catalogue keeps its own), some held by a role.
  create: async (app, { i, text }) => {
    const appDb = app.context.database.db;
    await appDb.insert(permissions).values({ name: text, module: `contrato ${i % 3}` });
    if (i % 2 === 1) await buildRole(appDb, [text]);
  },
  exported: {
    file: { es: 'permisos', en: 'permissions' },
    headers: {
      es: ['ID', 'Nombre', 'Módulo', 'Descripción', 'Roles', 'Creado', 'Actualizado'],
      en: ['ID', 'Name', 'Module', 'Description', 'Roles', 'Created', 'Updated'],
    },
  },
});
