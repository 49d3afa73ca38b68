/** `/managers`: the users routes fixed to the Gerente role, behind the managers permissions. */
import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildUser } from '../../../test/factories';
import { actor, mailsTo } from '../../../test/user-factories';

const MANAGERS = '/api/mi-vitrina/managers';

interface Row {
  id: number;
  name: string;
  role: string;
  status: number;
}

let t: TestApp;
let A: number;
let B: number;
let admin: Awaited<ReturnType<typeof actor>>;
let managerA: { id: number; name: string; email: string };
let advisorA: { id: number };
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  A = (await buildAgency(db())).id;
  B = (await buildAgency(db())).id;
  admin = await actor(t.context, ROLES.admin);
  managerA = await buildUser(db(), { role: ROLES.manager, name: 'Gerente Norte', agencyIds: [A] });
  await buildUser(db(), { role: ROLES.manager, name: 'Gerente Sur', agencyIds: [B] });
  advisorA = await buildUser(db(), { name: 'Asesor Norte', agencyIds: [A] });
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url: `${MANAGERS}${url}`, headers, ...(payload ? { payload } : {}) });

describe('the managers list', () => {
  it('holds only Gerentes, whatever role is asked for, with the agency and status filters', async () => {
    const all = json<{ data: Row[] }>(await request('GET', '?role=Asesor&limit=100')).data;
    expect(all.every((row) => row.role === 'Gerente')).toBe(true);
    expect(all.map((row) => row.name)).toEqual(expect.arrayContaining(['Gerente Norte', 'Gerente Sur']));
    const south = json<{ data: Row[] }>(await request('GET', `?agency=${B}&status=1`)).data;
    expect(south.map((row) => row.name)).toEqual(['Gerente Sur']);
  });

  it('exports as gerentes-<date>', async () => {
    const response = await request('GET', `/export?format=csv&agency=${A}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/gerentes-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = readCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Gerente Norte']);
  });

  it('answers one Gerente; any other account is not found here', async () => {
    expect((await request('GET', `/${managerA.id}`)).statusCode).toBe(200);
    expect((await request('GET', `/${advisorA.id}`)).statusCode).toBe(404);
  });

  it('is refused to a Gerente, who holds users permissions but not managers ones', async () => {
    const gerente = await actor(t.context, ROLES.manager, [A]);
    const response = await request('GET', '', undefined, gerente.headers);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
  });
});

describe('managers writes', () => {
  it('creates a Gerente even when another role is sent, with a welcome e-mail', async () => {
    const response = await request('POST', '', {
      name: 'Nuevo Gerente',
      email: 'nuevo.gerente@example.mx',
      role: 'Superadmin',
      agency_ids: [A],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: Row }>(response).data).toMatchObject({ role: 'Gerente', status: 1 });
    expect(await mailsTo(t.context, 'nuevo.gerente@example.mx')).toHaveLength(1);
  });

  it('requires a dealership for a Gerente', async () => {
    const response = await request('POST', '', { name: 'Sin Agencia', email: 'sin@example.mx' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ errors: { agency_ids: [expect.stringContaining('Vincula')] } });
  });

  it('edits a Gerente and keeps the role; an Asesor is not found through managers', async () => {
    const response = await request('PUT', `/${managerA.id}`, {
      name: 'Gerente Norte y Sur',
      email: managerA.email,
      agency_ids: [A, B],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Row }>(response).data).toMatchObject({
      name: 'Gerente Norte y Sur',
      role: 'Gerente',
    });
    const advisor = await request('PUT', `/${advisorA.id}`, {
      name: 'X Y',
      email: 'x@example.mx',
      agency_ids: [A],
    });
    expect(advisor.statusCode).toBe(404);
  });

  it('deactivates, reactivates and sends a reset to a Gerente', async () => {
    const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [B] });
    expect(json<{ data: Row }>(await request('POST', `/${manager.id}/deactivate`)).data.status).toBe(-1);
    expect(json<{ data: Row }>(await request('POST', `/${manager.id}/reactivate`)).data.status).toBe(1);
    expect((await request('POST', `/${manager.id}/password-reset`)).statusCode).toBe(200);
    expect((await request('POST', `/${advisorA.id}/deactivate`)).statusCode).toBe(404);
  });
});
