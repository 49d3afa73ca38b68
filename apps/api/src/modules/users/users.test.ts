import { ROLES, userResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildAgency, buildUser, mailsTo, TEST_PASSWORD } from '../../../test/factories';
import { as, type Query } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { type Session, signIn, type Who } from '../../../test/kits/sessions';
import { auditLog, roles, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';

let t: TestApp;
let agencyA: { id: number; name: string };
let agencyB: { id: number; name: string };
let admin: Session;
let gerente: Session;
let asesorA: { id: number };
let asesorB: { id: number };
let asesorAB: { id: number };
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Agencia Norte' });
  agencyB = await buildAgency(db(), { name: 'Agencia Sur' });
  admin = await signIn(t, { role: ROLES.admin });
  gerente = await signIn(t, { role: ROLES.manager, agencies: [agencyA.id] });
  asesorA = await buildUser(db(), { name: 'Ana Asesora', email: 'ana@norte.mx', agencyIds: [agencyA.id] });
  asesorB = await buildUser(db(), { name: 'Beto Asesor', email: 'beto@sur.mx', agencyIds: [agencyB.id] });
  asesorAB = await buildUser(db(), {
    name: 'Carla Compartida',
    email: 'carla@ambas.mx',
    agencyIds: [agencyA.id, agencyB.id],
  });
  await buildUser(db(), {
    name: 'Diego Inactivo',
    email: 'diego@sur.mx',
    status: -1,
    agencyIds: [agencyB.id],
  });
});
afterAll(() => t.close());

/** The users calls of `who` (the administrator unless told), in Spanish (`.en`: in English). */
const usersOf = (who: Who | Session = admin) => as(t, who).on(userResource);
const usersEn = () => as(t, admin).en.on(userResource);
const page = async (query: Query, who: Who | Session = admin) => {
  const answer = await usersOf(who).list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};
const names = (list: { data: { name: string }[] }) => list.data.map((row) => row.name);
const asesorRoleId = async () => (await db().select().from(roles).where(eq(roles.name, 'Asesor')))[0]!.id;

describe('the list', () => {
  it('answers rows with role, status, agencies and created_at, and the list meta', async () => {
    const list = await page({ search: 'carla' });
    expect(list.meta).toEqual({ total: 1, page: 1, limit: 25, total_capped: false });
    const [row] = list.data;
    expect(row).toEqual({
      id: asesorAB.id,
      name: 'Carla Compartida',
      email: 'carla@ambas.mx',
      role_id: expect.any(Number),
      role: 'Asesor',
      status: 1,
      locale: 'es',
      agencies: [
        { id: agencyA.id, name: 'Agencia Norte' },
        { id: agencyB.id, name: 'Agencia Sur' },
      ],
      // Created by an administrator (not registered), its e-mail not verified yet.
      email_verified_at: null,
      registered_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    // Never signed in: the field is left out rather than null.
    expect(row).not.toHaveProperty('last_sign_in_at');
  });

  it('shows the last sign-in once the user signed in', async () => {
    const signed = await buildUser(db(), {
      name: 'Elena Entró',
      email: 'elena@norte.mx',
      agencyIds: [agencyA.id],
    });
    const login = await as(t, 'anonymous').post('/api/mi-vitrina/auth/login', {
      email: 'elena@norte.mx',
      password: 'Correcta-2026',
    });
    expect(login.status, login.raw.body).toBe(200);
    const [row] = (await page({ search: 'elena' })).data;
    expect(row!.id).toBe(signed.id);
    expect(Date.parse(row!.last_sign_in_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by role (name or id), status and agency; searches name and e-mail without accents', async () => {
    expect(names(await page({ role: 'Gerente' }))).toEqual([gerente.user.name]);
    expect((await page({ role: await asesorRoleId(), status: -1 })).data.map((row) => row.email)).toEqual([
      'diego@sur.mx',
    ]);
    expect(names(await page({ agency: agencyB.id, status: 1 }))).toEqual(['Beto Asesor', 'Carla Compartida']);
    expect(names(await page({ search: 'AMBAS' }))).toEqual(['Carla Compartida']);
    expect(names(await page({ search: 'compartída' }))).toEqual(['Carla Compartida']);
    expect(names(await page({ agency: 0, search: 'beto' }))).toEqual(['Beto Asesor']);
  });

  // The sort whitelist and its messages: listContract below.
  it('refuses a status other than 1 and -1, in English too', async () => {
    const badEn = await usersEn().list({ status: 2 });
    expect(badEn.status).toBe(422);
    expect(badEn.problem).toEqual({
      message: 'The given data was invalid.',
      errors: { status: ['Select a valid option.'] },
    });
  });

  it('shows a Gerente only the accounts of their dealerships, and only their dealerships’ names', async () => {
    const list = await page({ limit: 100 }, gerente);
    const ids = list.data.map((row) => row.id);
    expect(ids).toContain(asesorA.id);
    expect(ids).toContain(asesorAB.id);
    expect(ids).toContain(gerente.user.id);
    expect(ids).not.toContain(asesorB.id);
    expect(ids).not.toContain(admin.user.id);
    const shared = list.data.find((row) => row.id === asesorAB.id)!;
    expect(shared.agencies).toEqual([{ id: agencyA.id, name: 'Agencia Norte' }]);
  });

  it('refuses a Gerente the agency filter of another dealership, and answers 404 for an unknown one', async () => {
    const other = await usersOf(gerente).list({ agency: agencyB.id });
    expect(other.status).toBe(403);
    expect(other.problem.message).toBe('No tienes acceso a esta agencia.');
    const unknown = await usersOf().list({ agency: 987654 });
    expect(unknown.status).toBe(404);
  });

  // The file's name, headers and order: listContract below; here, the filters' selection.
  it('exports the same selection as CSV, with the dealerships’ names', async () => {
    const response = await usersOf().export({ format: 'csv', agency: agencyB.id, status: 1 });
    expect(response.status, response.raw.body).toBe(200);
    const rows = await exportRows(response.raw);
    expect(rows.slice(1).map((row) => [row[1], row[4], row[5]])).toEqual([
      ['Beto Asesor', 'Sí', 'Agencia Sur'],
      ['Carla Compartida', 'Sí', 'Agencia Norte, Agencia Sur'],
    ]);
  });
});

describe('one account', () => {
  it('answers the row; a Gerente gets 404 for an account of another dealership', async () => {
    const mine = await usersOf(gerente).one(asesorA.id);
    expect(mine.status, mine.raw.body).toBe(200);
    expect(mine.body.data).toMatchObject({ id: asesorA.id, name: 'Ana Asesora' });
    for (const id of [asesorB.id, admin.user.id, 987654]) {
      const response = await usersOf(gerente).one(id);
      expect(response.status).toBe(404);
      expect(response.problem.message).toBe('No encontramos lo que buscas.');
    }
  });
});

describe('role options', () => {
  it('lists the roles the signed-in user may give', async () => {
    const options = async (who: Who | Session) =>
      (await as(t, who).get<{ data: { label: string; value: number }[] }>(usersOf().url('role-options'))).body
        .data;
    expect((await options(admin)).map((option) => option.label)).toEqual(['admin', 'Gerente', 'Asesor']);
    expect(await options(gerente)).toEqual([{ label: 'Asesor', value: await asesorRoleId() }]);
    expect((await options({ role: ROLES.superadmin }))[0]).toMatchObject({ label: 'Superadmin' });
  });
});

describe('create', () => {
  it('creates an account with a password: hashed with argon2id, linked, audited without it, no e-mail', async () => {
    const response = await usersOf().create({
      name: '  Fernanda Nueva ',
      email: 'Fernanda@Norte.MX',
      role: 'Asesor',
      agency_ids: [agencyA.id, agencyA.id],
      password: 'Segura-2026',
    });
    expect(response.status, response.raw.body).toBe(201);
    const created = response.body.data;
    expect(created).toMatchObject({
      name: 'Fernanda Nueva',
      email: 'fernanda@norte.mx',
      role: 'Asesor',
      status: 1,
      locale: 'es',
      agencies: [{ id: agencyA.id, name: 'Agencia Norte' }],
    });
    const [stored] = await db().select().from(users).where(eq(users.id, created.id));
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.password_hash, 'Segura-2026')).toBe(true);
    const entries = await auditOf(t.context, created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(entries[0]!.after).toEqual({
      name: 'Fernanda Nueva',
      email: 'fernanda@norte.mx',
      role_id: created.role_id,
      status: 1,
      locale: 'es',
      agency_ids: [agencyA.id],
    });
    expect(JSON.stringify(entries)).not.toContain('Segura-2026');
    expect(await mailsTo(t.context, 'fernanda@norte.mx')).toEqual([]);
  });

  it('without a password: a random one and a welcome e-mail in the user’s language', async () => {
    const response = await usersOf().create({
      name: 'Gabriel Sinclave',
      email: 'gabriel@norte.mx',
      role: 'Gerente',
      agency_ids: [agencyA.id],
      locale: 'en',
    });
    expect(response.status, response.raw.body).toBe(201);
    const id = response.body.data.id;
    const [mail] = await mailsTo(t.context, 'gabriel@norte.mx');
    expect(mail!.subject).toBe('Your Vitrina account is ready');
    expect(mail!.text).toMatch(/^Hello Gabriel Sinclave,/);
    expect(mail!.text).toMatch(
      /http:\/\/localhost(:\d+)?\/password\/reset\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}\n/,
    );
    expect((await auditOf(t.context, id)).map((entry) => entry.action)).toEqual(['create', 'password_reset']);
  });

  it('validates every field, in Spanish and in English', async () => {
    const bad = {
      name: 'A',
      email: 'no-es-correo',
      role: '',
      agency_ids: ['x'],
      status: 0,
      password: 'corta',
    };
    const es = await usersOf().create(bad);
    expect(es.status).toBe(422);
    expect(es.problem).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        name: ['Debe tener al menos 2 caracteres.'],
        email: ['Dirección de correo electrónico inválida'],
        role: expect.any(Array),
        'agency_ids.0': ['El valor no es válido.'],
        status: expect.any(Array),
        password: ['Debe tener al menos 8 caracteres.'],
      },
    });
    const en = await usersEn().create(bad);
    expect(en.problem.errors).toMatchObject({
      name: ['Must be at least 2 characters.'],
      email: ['Invalid email address'],
      password: ['Must be at least 8 characters.'],
    });
    const missing = await usersOf().create({});
    expect(Object.keys(missing.problem.errors!).sort()).toEqual(['email', 'name', 'role']);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const response = await usersOf().create({
      name: 'Otra Ana',
      email: 'ANA@norte.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(response.status).toBe(422);
    expect(response.problem.errors).toEqual({
      email: ['Este correo electrónico ya está registrado.'],
    });
    const en = await usersEn().create({
      name: 'Otra Ana',
      email: 'ana@norte.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(en.problem.errors).toEqual({ email: ['This e-mail address is already registered.'] });
  });

  it("does not confirm to a Gerente that another dealership's person has an account", async () => {
    const attempt = (email: string) =>
      usersOf(gerente).create({ name: 'Prueba', email, role: 'Asesor', agency_ids: [agencyA.id] });
    const foreign = await attempt('BETO@sur.mx');
    expect(foreign.status).toBe(422);
    const unavailable =
      'No se puede usar este correo. Si la persona ya tiene cuenta en Vitrina, pide a un administrador de la plataforma que la vincule a tu agencia.';
    expect(foreign.problem.errors).toEqual({ email: [unavailable] });
    expect(foreign.raw.body).not.toContain('registrado');
    // An account of their own dealership is theirs to see: that one is named as taken.
    const own = await attempt('ana@norte.mx');
    expect(own.problem.errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    // Editing one of their accounts to another tenant's address answers the same way.
    const edited = await usersOf(gerente).update(asesorA.id, {
      name: 'Ana',
      email: 'diego@sur.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(edited.problem.errors).toEqual({ email: [unavailable] });
  });

  it("counts each refusal of another dealership's e-mail as a failed sign-in with it", async () => {
    const foreign = await buildUser(db(), { email: `ajena-${Date.now()}@sur.mx`, agencyIds: [agencyB.id] });
    const attempt = () =>
      usersOf(gerente).create({
        name: 'Prueba',
        email: foreign.email,
        role: 'Asesor',
        agency_ids: [agencyA.id],
      });
    for (let i = 0; i < t.config.login.maxFailuresPerAccount; i++) {
      expect((await attempt()).status, `attempt ${i + 1}`).toBe(422);
    }
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same count as sign-in's: that e-mail's sign-in waits too, as after as many wrong passwords.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email: foreign.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it('refuses an unknown role, an unknown dealership, and a dealership role without one', async () => {
    const create = (payload: object) => usersOf().create({ name: 'Hugo', email: 'hugo@x.mx', ...payload });
    const role = await create({ role: 'Director', agency_ids: [agencyA.id] });
    expect(role.problem.errors).toEqual({ role: ['El rol no existe.'] });
    const agency = await create({ role: 'Asesor', agency_ids: [987654] });
    expect(agency.problem.errors).toEqual({
      agency_ids: ['Alguna de las agencias no existe o fue eliminada.'],
    });
    const none = await create({ role: 'Asesor', agency_ids: [] });
    expect(none.status).toBe(422);
    expect(none.problem.errors).toEqual({
      agency_ids: ['Vincula al menos una agencia: los gerentes y asesores trabajan en una.'],
    });
    const byId = await create({ role: await asesorRoleId(), agency_ids: [agencyB.id] });
    expect(byId.status, byId.raw.body).toBe(201);
  });
});

describe('update', () => {
  it('edits name, e-mail, role, dealerships and language; audits before and after', async () => {
    const user = await buildUser(db(), { name: 'Iván', email: 'ivan@norte.mx', agencyIds: [agencyA.id] });
    const response = await usersOf().update(user.id, {
      name: 'Iván Editado',
      email: 'ivan.editado@sur.mx',
      role: 'Gerente',
      agency_ids: [agencyB.id],
      locale: 'en',
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body.data).toMatchObject({
      name: 'Iván Editado',
      email: 'ivan.editado@sur.mx',
      role: 'Gerente',
      locale: 'en',
      agencies: [{ id: agencyB.id, name: 'Agencia Sur' }],
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(user.id)));
    expect(entry).toMatchObject({ action: 'update', entity: 'user' });
    expect(entry!.before).toMatchObject({ email: 'ivan@norte.mx', agency_ids: [agencyA.id] });
    expect(entry!.after).toMatchObject({ email: 'ivan.editado@sur.mx', agency_ids: [agencyB.id] });
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const user = await signIn(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    const response = await usersOf().update(user.user.id, {
      name: user.user.name,
      email: user.user.email,
      role: 'Asesor',
      agency_ids: [agencyA.id],
      password: 'Nueva-Clave-1',
    });
    expect(response.status, response.raw.body).toBe(200);
    const profile = await as(t, user).get('/api/mi-vitrina/auth/profile');
    expect(profile.status).toBe(401);
    const [stored] = await db().select().from(users).where(eq(users.id, user.user.id));
    expect(await verifyPassword(stored!.password_hash, 'Nueva-Clave-1')).toBe(true);
    const entries = await auditOf(t.context, user.user.id);
    expect(JSON.stringify(entries)).not.toContain('Nueva-Clave-1');
  });

  it('refuses an e-mail of another account, answers 404 for unknown ids', async () => {
    const edit = (id: number, payload: { name: string; email: string }) =>
      usersOf().update(id, { ...payload, role: 'Asesor', agency_ids: [agencyA.id] });
    const taken = await edit(asesorA.id, { name: 'Ana', email: 'beto@sur.mx' });
    expect(taken.problem.errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    const same = await edit(asesorA.id, { name: 'Ana Asesora', email: 'ANA@norte.mx' });
    expect(same.status, same.raw.body).toBe(200);
    const missing = await edit(987654, { name: 'Nadie', email: 'nadie@x.mx' });
    expect(missing.status).toBe(404);
  });
});

listContract(userResource, {
  app: () => t,
  // Roles and states vary, so both sort something; no dealership, so only administrators see them.
  create: (app, { i, text }) =>
    buildUser(app.context.database.db, {
      name: text,
      role: i % 2 === 0 ? ROLES.advisor : ROLES.manager,
      status: i % 3 === 2 ? -1 : 1,
    }),
  exported: {
    file: { es: 'usuarios', en: 'users' },
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
