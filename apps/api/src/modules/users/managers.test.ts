/** `/managers`: the users routes fixed to the Gerente role, behind the managers permissions. */
import { managerResource, ROLES, type userActionAnswer } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { buildAgency, buildUser, mailsTo } from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';

let t: TestApp;
let A: number;
let B: number;
let managerA: { id: number; name: string; email: string };
let advisorA: { id: number };
let admin: Client;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  admin = as(t, { role: ROLES.admin });
  A = (await buildAgency(db())).id;
  B = (await buildAgency(db())).id;
  managerA = await buildUser(db(), { role: ROLES.manager, name: 'Gerente Norte', agencyIds: [A] });
  await buildUser(db(), { role: ROLES.manager, name: 'Gerente Sur', agencyIds: [B] });
  advisorA = await buildUser(db(), { name: 'Asesor Norte', agencyIds: [A] });
});
afterAll(() => t.close());

/** The managers calls of an administrator of their own (no dealership), or of `client`. */
const managers = (client: Client = admin) => client.on(managerResource);
const action = (id: number, verb: string) =>
  admin.post<typeof userActionAnswer>(managers().url(`${id}/${verb}`));

describe('the managers list', () => {
  it('holds only Gerentes, whatever role is asked for, with the agency and status filters', async () => {
    const all = (await managers().list({ role: 'Asesor', limit: 100 })).body.data;
    expect(all.every((row) => row.role === 'Gerente')).toBe(true);
    expect(all.map((row) => row.name)).toEqual(expect.arrayContaining(['Gerente Norte', 'Gerente Sur']));
    const south = (await managers().list({ agency: B, status: 1 })).body.data;
    expect(south.map((row) => row.name)).toEqual(['Gerente Sur']);
  });

  // The file's dated name (gerentes-<date>): listContract below; here, the agency filter's selection.
  it('exports the Gerentes of a dealership', async () => {
    const response = await managers().export({ format: 'csv', agency: A });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/gerentes-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = await exportRows(response.raw);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Gerente Norte']);
  });

  it('answers one Gerente; any other account is not found here', async () => {
    expect((await managers().one(managerA.id)).status).toBe(200);
    expect((await managers().one(advisorA.id)).status).toBe(404);
  });

  it('is refused to a Gerente, who holds users permissions but not managers ones', async () => {
    const response = await managers(as(t, { role: ROLES.manager, agencies: [A] })).list();
    expect(response.status).toBe(403);
    expect(response.problem).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
  });
});

describe('managers writes', () => {
  it('creates a Gerente even when another role is sent, with a welcome e-mail', async () => {
    const response = await managers().create({
      name: 'Nuevo Gerente',
      email: 'nuevo.gerente@example.mx',
      role: 'Superadmin',
      agency_ids: [A],
    });
    expect(response.status, response.raw.body).toBe(201);
    expect(response.body.data).toMatchObject({ role: 'Gerente', status: 1 });
    expect(await mailsTo(t.context, 'nuevo.gerente@example.mx')).toHaveLength(1);
  });

  it('requires a dealership for a Gerente', async () => {
    const response = await managers().create({ name: 'Sin Agencia', email: 'sin@example.mx' });
    expect(response.status).toBe(422);
    expect(response.problem).toMatchObject({ errors: { agency_ids: [expect.stringContaining('Vincula')] } });
  });

  it('edits a Gerente and keeps the role; an Asesor is not found through managers', async () => {
    const response = await managers().update(managerA.id, {
      name: 'Gerente Norte y Sur',
      email: managerA.email,
      agency_ids: [A, B],
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Gerente Norte y Sur',
      role: 'Gerente',
    });
    const advisor = await managers().update(advisorA.id, {
      name: 'X Y',
      email: 'x@example.mx',
      agency_ids: [A],
    });
    expect(advisor.status).toBe(404);
  });

  it('deactivates, reactivates and sends a reset to a Gerente', async () => {
    const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [B] });
    const status = async (verb: string) => (await action(manager.id, verb)).body.data.status;
    expect(await status('deactivate')).toBe(-1);
    expect(await status('reactivate')).toBe(1);
    expect((await action(manager.id, 'password-reset')).status).toBe(200);
    expect((await action(advisorA.id, 'deactivate')).status).toBe(404);
  });
});

listContract(managerResource, {
  app: () => t,
  // Every row a Gerente (the list holds no other role), some of them inactive.
  create: (app, { i, text }) =>
    buildUser(app.context.database.db, { name: text, role: ROLES.manager, status: i % 3 === 2 ? -1 : 1 }),
  exported: {
    file: { es: 'gerentes', en: 'managers' },
    headers: {
      es: [
        'ID',
        'Nombre',
        'Correo electrónico',
        'Rol',
        'Activo',
        'Agencias',
        'Último inicio de sesión',
        'Correo verificado',
        'Creado',
      ],
      en: [
        'ID',
        'Name',
        'E-mail',
        'Role',
        'Active',
        'Dealerships',
        'Last sign-in',
        'E-mail verified',
        'Created',
      ],
    },
  },
});
