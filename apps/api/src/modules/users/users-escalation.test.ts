/** The escalation rules through the API: each refusal (403 with its reason, es/en) and its allowed counterpart. */
import { ROLES } from '@vitrina/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser } from '../../../test/factories';
import { actor } from '../../../test/user-factories';

const USERS = '/api/mi-vitrina/users';

let t: TestApp;
let A: number;
let B: number;
let C: number;
let superadmin: Awaited<ReturnType<typeof actor>>;
let admin: Awaited<ReturnType<typeof actor>>;
let gerente: Awaited<ReturnType<typeof actor>>;
const db = () => t.context.database.db;
let sequence = 0;
const email = () => {
  sequence += 1;
  return `escalada-${sequence}@example.mx`;
};

beforeAll(async () => {
  t = await buildTestApp();
  A = (await buildAgency(db())).id;
  B = (await buildAgency(db())).id;
  C = (await buildAgency(db())).id;
  superadmin = await actor(t.context, ROLES.superadmin);
  admin = await actor(t.context, ROLES.admin);
  gerente = await actor(t.context, ROLES.manager, [A, C]);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });
const create = (headers: Headers, role: string, agency_ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: USERS,
    headers,
    payload: { name: 'Persona Nueva', email: email(), role, agency_ids, password: 'Segura-2026' },
  });
const update = (
  headers: Headers,
  user: { id: number; name: string; email: string },
  role: string,
  agency_ids: number[],
) =>
  t.app.inject({
    method: 'PUT',
    url: `${USERS}/${user.id}`,
    headers,
    payload: { name: user.name, email: user.email, role, agency_ids },
  });
const action = (headers: Headers, id: number, name: 'deactivate' | 'reactivate' | 'password-reset') =>
  t.app.inject({ method: 'POST', url: `${USERS}/${id}/${name}`, headers });
const message = (response: Response) => json<{ message: string }>(response).message;

function refused(response: Response, es: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(message(response)).toBe(es);
}

describe('nobody grants a role ranked above their own', () => {
  it('a Gerente cannot create an admin; they may create an Asesor', async () => {
    refused(await create(gerente.headers, 'admin', [A]), 'No puedes asignar un rol superior al tuyo.');
    const response = await create(en(gerente.headers), 'admin', [A]);
    expect(message(response)).toBe('You cannot assign a role above your own.');
    expect((await create(gerente.headers, 'Asesor', [A])).statusCode).toBe(201);
  });

  it('a Gerente may only create Asesores, not another Gerente', async () => {
    refused(
      await create(gerente.headers, 'Gerente', [A]),
      'Solo puedes asignar roles inferiores al tuyo: un gerente solo puede crear y asignar asesores.',
    );
  });

  it('a Gerente cannot promote their Asesor to Gerente; editing them as an Asesor works', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    expect((await update(gerente.headers, asesor, 'Gerente', [A])).statusCode).toBe(403);
    expect((await update(gerente.headers, asesor, 'Asesor', [A, C])).statusCode).toBe(200);
  });
});

describe('only a Superadmin creates, edits, deactivates or promotes to Superadmin', () => {
  const only = 'Solo un Superadmin puede crear, editar, desactivar o asignar a un Superadmin.';

  it('creating one', async () => {
    refused(await create(admin.headers, 'Superadmin', []), only);
    expect(message(await create(en(admin.headers), 'Superadmin', []))).toBe(
      'Only a Superadmin may create, edit, deactivate or assign a Superadmin.',
    );
    expect((await create(superadmin.headers, 'Superadmin', [])).statusCode).toBe(201);
  });

  it('editing, deactivating or sending a reset to one', async () => {
    const other = await buildUser(db(), { role: ROLES.superadmin });
    refused(await update(admin.headers, other, 'Superadmin', []), only);
    refused(await action(admin.headers, other.id, 'deactivate'), only);
    refused(await action(admin.headers, other.id, 'password-reset'), only);
    expect((await update(superadmin.headers, other, 'Superadmin', [])).statusCode).toBe(200);
    expect((await action(superadmin.headers, other.id, 'deactivate')).statusCode).toBe(200);
  });

  it('promoting to it', async () => {
    const asesor = await buildUser(db(), { agencyIds: [B] });
    refused(await update(admin.headers, asesor, 'Superadmin', []), only);
    expect((await update(admin.headers, asesor, 'admin', [])).statusCode).toBe(200);
    expect((await update(superadmin.headers, asesor, 'Superadmin', [])).statusCode).toBe(200);
  });
});

describe('nobody links a dealership they are not linked to', () => {
  const notYours = 'No puedes vincular agencias a las que tú no estás vinculado.';

  it('a Gerente creating or editing; an admin links any', async () => {
    refused(await create(gerente.headers, 'Asesor', [A, B]), notYours);
    const asesor = await buildUser(db(), { agencyIds: [A] });
    refused(await update(gerente.headers, asesor, 'Asesor', [A, B]), notYours);
    expect(message(await update(en(gerente.headers), asesor, 'Asesor', [B]))).toBe(
      'You cannot link dealerships you are not linked to yourself.',
    );
    expect((await create(admin.headers, 'Asesor', [A, B, C])).statusCode).toBe(201);
  });
});

describe('a Gerente manages only Asesores whose dealerships are all theirs', () => {
  it('an Asesor shared with another dealership is visible but not theirs to change', async () => {
    const shared = await buildUser(db(), { agencyIds: [A, B] });
    const outside =
      'Este usuario también está vinculado a agencias que no son tuyas; solo un administrador puede modificarlo.';
    expect(
      (await t.app.inject({ method: 'GET', url: `${USERS}/${shared.id}`, headers: gerente.headers }))
        .statusCode,
    ).toBe(200);
    refused(await update(gerente.headers, shared, 'Asesor', [A]), outside);
    refused(await action(gerente.headers, shared.id, 'deactivate'), outside);
    refused(await action(gerente.headers, shared.id, 'password-reset'), outside);
    expect((await update(admin.headers, shared, 'Asesor', [A])).statusCode).toBe(200);
    expect((await action(gerente.headers, shared.id, 'deactivate')).statusCode).toBe(200);
    expect((await action(gerente.headers, shared.id, 'reactivate')).statusCode).toBe(200);
  });

  it('another Gerente of their dealership is not theirs to change', async () => {
    const peer = await buildUser(db(), { role: ROLES.manager, agencyIds: [A] });
    const lower =
      'Solo puedes administrar usuarios con un rol inferior al tuyo: un gerente solo administra a los asesores de sus agencias.';
    refused(await update(gerente.headers, peer, 'Gerente', [A]), lower);
    refused(await action(gerente.headers, peer.id, 'deactivate'), lower);
    expect((await action(admin.headers, peer.id, 'deactivate')).statusCode).toBe(200);
  });
});

describe('nobody deactivates or demotes themselves', () => {
  it('an admin on their own account', async () => {
    const me = admin.user;
    refused(await action(admin.headers, me.id, 'deactivate'), 'No puedes desactivar tu propia cuenta.');
    refused(await update(admin.headers, me, 'Gerente', [A]), 'No puedes cambiar tu propio rol.');
    const status = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${me.id}`,
      headers: admin.headers,
      payload: { name: me.name, email: me.email, role: 'admin', agency_ids: [], status: -1 },
    });
    refused(status, 'No puedes desactivar tu propia cuenta.');
    const renamed = { ...me, name: 'Admin Renombrado' };
    expect((await update(admin.headers, renamed, 'admin', [])).statusCode).toBe(200);
  });
});

describe('an account of a dealership the actor cannot see answers 404, whatever the route', () => {
  it('a Gerente of A and C on an Asesor of B', async () => {
    const asesorB = await buildUser(db(), { agencyIds: [B] });
    const responses = [
      await t.app.inject({ method: 'GET', url: `${USERS}/${asesorB.id}`, headers: gerente.headers }),
      await update(gerente.headers, asesorB, 'Asesor', [A]),
      await action(gerente.headers, asesorB.id, 'deactivate'),
      await action(gerente.headers, asesorB.id, 'reactivate'),
      await action(gerente.headers, asesorB.id, 'password-reset'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});
