/** The escalation rules through the API: each refusal (403 with its reason, es/en) and its allowed counterpart. */
import { ROLES, userResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser } from '../../../test/factories';
import { type Answer, as } from '../../../test/kits/client';
import { type Session, signIn } from '../../../test/kits/sessions';

let t: TestApp;
let A: number;
let B: number;
let C: number;
let superadmin: Session;
let admin: Session;
let gerente: Session;
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
  superadmin = await signIn(t, { role: ROLES.superadmin });
  admin = await signIn(t, { role: ROLES.admin });
  gerente = await signIn(t, { role: ROLES.manager, agencies: [A, C] });
});
afterAll(() => t.close());

/** `who`'s users calls, in Spanish; `en(who)`: in English. */
type Caller = Session | { en: Session };
const en = (who: Session): Caller => ({ en: who });
const usersOf = (who: Caller) => ('en' in who ? as(t, who.en).en : as(t, who)).on(userResource);
const create = (who: Caller, role: string, agency_ids: number[]) =>
  usersOf(who).create({ name: 'Persona Nueva', email: email(), role, agency_ids, password: 'Segura-2026' });
const update = (
  who: Caller,
  user: { id: number; name: string; email: string },
  role: string,
  agency_ids: number[],
) => usersOf(who).update(user.id, { name: user.name, email: user.email, role, agency_ids });
const action = (who: Session, id: number, name: 'deactivate' | 'reactivate' | 'password-reset') =>
  as(t, who).post(usersOf(who).url(`${id}/${name}`));
const message = (response: Answer<unknown>) => response.problem.message;

function refused(response: Answer<unknown>, es: string) {
  expect(response.status, response.raw.body).toBe(403);
  expect(message(response)).toBe(es);
}

describe('nobody grants a role ranked above their own', () => {
  it('a Gerente cannot create an admin; they may create an Asesor', async () => {
    refused(await create(gerente, 'admin', [A]), 'No puedes asignar un rol superior al tuyo.');
    const response = await create(en(gerente), 'admin', [A]);
    expect(message(response)).toBe('You cannot assign a role above your own.');
    expect((await create(gerente, 'Asesor', [A])).status).toBe(201);
  });

  it('a Gerente may only create Asesores, not another Gerente', async () => {
    refused(
      await create(gerente, 'Gerente', [A]),
      'Solo puedes asignar roles inferiores al tuyo: un gerente solo puede crear y asignar asesores.',
    );
  });

  it('a Gerente cannot promote their Asesor to Gerente; editing them as an Asesor works', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    expect((await update(gerente, asesor, 'Gerente', [A])).status).toBe(403);
    expect((await update(gerente, asesor, 'Asesor', [A, C])).status).toBe(200);
  });
});

describe('only a Superadmin creates, edits, deactivates or promotes to Superadmin', () => {
  const only = 'Solo un Superadmin puede crear, editar, desactivar o asignar a un Superadmin.';

  it('creating one', async () => {
    refused(await create(admin, 'Superadmin', []), only);
    expect(message(await create(en(admin), 'Superadmin', []))).toBe(
      'Only a Superadmin may create, edit, deactivate or assign a Superadmin.',
    );
    expect((await create(superadmin, 'Superadmin', [])).status).toBe(201);
  });

  it('editing, deactivating or sending a reset to one', async () => {
    const other = await buildUser(db(), { role: ROLES.superadmin });
    refused(await update(admin, other, 'Superadmin', []), only);
    refused(await action(admin, other.id, 'deactivate'), only);
    refused(await action(admin, other.id, 'password-reset'), only);
    expect((await update(superadmin, other, 'Superadmin', [])).status).toBe(200);
    expect((await action(superadmin, other.id, 'deactivate')).status).toBe(200);
  });

  it('promoting to it', async () => {
    const asesor = await buildUser(db(), { agencyIds: [B] });
    refused(await update(admin, asesor, 'Superadmin', []), only);
    expect((await update(admin, asesor, 'admin', [])).status).toBe(200);
    expect((await update(superadmin, asesor, 'Superadmin', [])).status).toBe(200);
  });
});

describe('nobody links a dealership they are not linked to', () => {
  const notYours = 'No puedes vincular agencias a las que tú no estás vinculado.';

  it('a Gerente creating or editing; an admin links any', async () => {
    refused(await create(gerente, 'Asesor', [A, B]), notYours);
    const asesor = await buildUser(db(), { agencyIds: [A] });
    refused(await update(gerente, asesor, 'Asesor', [A, B]), notYours);
    expect(message(await update(en(gerente), asesor, 'Asesor', [B]))).toBe(
      'You cannot link dealerships you are not linked to yourself.',
    );
    expect((await create(admin, 'Asesor', [A, B, C])).status).toBe(201);
  });
});

describe('a Gerente manages only Asesores whose dealerships are all theirs', () => {
  it('an Asesor shared with another dealership is visible but not theirs to change', async () => {
    const shared = await buildUser(db(), { agencyIds: [A, B] });
    const outside =
      'Este usuario también está vinculado a agencias que no son tuyas; solo un administrador puede modificarlo.';
    expect((await usersOf(gerente).one(shared.id)).status).toBe(200);
    refused(await update(gerente, shared, 'Asesor', [A]), outside);
    refused(await action(gerente, shared.id, 'deactivate'), outside);
    refused(await action(gerente, shared.id, 'password-reset'), outside);
    expect((await update(admin, shared, 'Asesor', [A])).status).toBe(200);
    expect((await action(gerente, shared.id, 'deactivate')).status).toBe(200);
    expect((await action(gerente, shared.id, 'reactivate')).status).toBe(200);
  });

  it('another Gerente of their dealership is not theirs to change', async () => {
    const peer = await buildUser(db(), { role: ROLES.manager, agencyIds: [A] });
    const lower =
      'Solo puedes administrar usuarios con un rol inferior al tuyo: un gerente solo administra a los asesores de sus agencias.';
    refused(await update(gerente, peer, 'Gerente', [A]), lower);
    refused(await action(gerente, peer.id, 'deactivate'), lower);
    expect((await action(admin, peer.id, 'deactivate')).status).toBe(200);
  });
});

describe('nobody deactivates or demotes themselves', () => {
  it('an admin on their own account', async () => {
    const me = admin.user;
    refused(await action(admin, me.id, 'deactivate'), 'No puedes desactivar tu propia cuenta.');
    refused(await update(admin, me, 'Gerente', [A]), 'No puedes cambiar tu propio rol.');
    const status = await usersOf(admin).update(me.id, {
      name: me.name,
      email: me.email,
      role: 'admin',
      agency_ids: [],
      status: -1,
    });
    refused(status, 'No puedes desactivar tu propia cuenta.');
    const renamed = { ...me, name: 'Admin Renombrado' };
    expect((await update(admin, renamed, 'admin', [])).status).toBe(200);
  });
});

describe('an account of a dealership the actor cannot see answers 404, whatever the route', () => {
  it('a Gerente of A and C on an Asesor of B', async () => {
    const asesorB = await buildUser(db(), { agencyIds: [B] });
    const responses = [
      await usersOf(gerente).one(asesorB.id),
      await update(gerente, asesorB, 'Asesor', [A]),
      await action(gerente, asesorB.id, 'deactivate'),
      await action(gerente, asesorB.id, 'reactivate'),
      await action(gerente, asesorB.id, 'password-reset'),
    ];
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
  });
});
