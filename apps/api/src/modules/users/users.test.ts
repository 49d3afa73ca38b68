import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { readCsv } from '../../../test/export-readers';
import { buildAgency, buildUser } from '../../../test/factories';
import { actor, auditOf, mailsTo } from '../../../test/user-factories';
import { auditLog, roles, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';

const USERS = '/api/mi-vitrina/users';

interface User {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role: string;
  status: number;
  locale: string;
  agencies: { id: number; name: string }[];
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
}
interface Page {
  data: User[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let agencyA: { id: number; name: string };
let agencyB: { id: number; name: string };
let admin: Awaited<ReturnType<typeof actor>>;
let gerente: Awaited<ReturnType<typeof actor>>;
let asesorA: { id: number };
let asesorB: { id: number };
let asesorAB: { id: number };
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Agencia Norte' });
  agencyB = await buildAgency(db(), { name: 'Agencia Sur' });
  admin = await actor(t.context, ROLES.admin);
  gerente = await actor(t.context, ROLES.manager, [agencyA.id]);
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

const get = async (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const page = async (query: string, headers: Record<string, string> = admin.headers) => {
  const response = await get(`${USERS}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const names = (list: Page) => list.data.map((row) => row.name);
const post = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: USERS, headers, payload });

describe('the list', () => {
  it('answers rows with role, status, agencies and created_at, and the list meta', async () => {
    const list = await page('search=carla');
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
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email: 'elena@norte.mx', password: 'Correcta-2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const [row] = (await page('search=elena')).data;
    expect(row!.id).toBe(signed.id);
    expect(Date.parse(row!.last_sign_in_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by role (name or id), status and agency; searches name and e-mail without accents', async () => {
    expect(names(await page('role=Gerente'))).toEqual([gerente.user.name]);
    const [asesor] = await db().select().from(roles).where(eq(roles.name, 'Asesor'));
    expect((await page(`role=${asesor!.id}&status=-1`)).data.map((row) => row.email)).toEqual([
      'diego@sur.mx',
    ]);
    expect(names(await page(`agency=${agencyB.id}&status=1`))).toEqual(['Beto Asesor', 'Carla Compartida']);
    expect(names(await page('search=AMBAS'))).toEqual(['Carla Compartida']);
    expect(names(await page('search=compartída'))).toEqual(['Carla Compartida']);
    expect(names(await page('agency=0&search=beto'))).toEqual(['Beto Asesor']);
  });

  it('sorts by whitelisted fields and refuses others in es and en', async () => {
    const sorted = await page(`agency=${agencyA.id}&sort=email|desc`);
    const emails = sorted.data.map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const bad = await get(`${USERS}?sort=password|asc`);
    expect(bad.statusCode).toBe(422);
    expect(json<Problem>(bad).errors).toEqual({ sort: ['No se puede ordenar por ese campo.'] });
    const badEn = await get(`${USERS}?status=2`, { ...admin.headers, 'accept-language': 'en' });
    expect(badEn.statusCode).toBe(422);
    expect(json<Problem>(badEn)).toEqual({
      message: 'The given data was invalid.',
      errors: { status: ['Select a valid option.'] },
    });
  });

  it('shows a Gerente only the accounts of their dealerships, and only their dealerships’ names', async () => {
    const list = await page('limit=100', gerente.headers);
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
    const other = await get(`${USERS}?agency=${agencyB.id}`, gerente.headers);
    expect(other.statusCode).toBe(403);
    expect(json<Problem>(other).message).toBe('No tienes acceso a esta agencia.');
    const unknown = await get(`${USERS}?agency=987654`);
    expect(unknown.statusCode).toBe(404);
  });

  it('exports the same selection as CSV with translated headers', async () => {
    const response = await get(`${USERS}/export?format=csv&agency=${agencyB.id}&status=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/usuarios-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = readCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Correo electrónico',
      'Rol',
      'Activo',
      'Agencias',
      'Último inicio de sesión',
      'Creado',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[4], row[5]])).toEqual([
      ['Beto Asesor', 'Sí', 'Agencia Sur'],
      ['Carla Compartida', 'Sí', 'Agencia Norte, Agencia Sur'],
    ]);
  });
});

describe('one account', () => {
  it('answers the row; a Gerente gets 404 for an account of another dealership', async () => {
    const mine = await get(`${USERS}/${asesorA.id}`, gerente.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json<{ data: User }>(mine).data).toMatchObject({ id: asesorA.id, name: 'Ana Asesora' });
    for (const id of [asesorB.id, admin.user.id, 987654]) {
      const response = await get(`${USERS}/${id}`, gerente.headers);
      expect(response.statusCode).toBe(404);
      expect(json<Problem>(response).message).toBe('No encontramos lo que buscas.');
    }
  });
});

describe('role options', () => {
  it('lists the roles the signed-in user may give', async () => {
    const options = async (headers: Record<string, string>) =>
      json<{ data: { label: string; value: number }[] }>(await get(`${USERS}/role-options`, headers)).data;
    expect((await options(admin.headers)).map((option) => option.label)).toEqual([
      'admin',
      'Gerente',
      'Asesor',
    ]);
    const [asesor] = await db().select().from(roles).where(eq(roles.name, 'Asesor'));
    expect(await options(gerente.headers)).toEqual([{ label: 'Asesor', value: asesor!.id }]);
    const superadmin = await actor(t.context, ROLES.superadmin);
    expect((await options(superadmin.headers))[0]).toMatchObject({ label: 'Superadmin' });
  });
});

describe('create', () => {
  it('creates an account with a password: hashed with argon2id, linked, audited without it, no e-mail', async () => {
    const response = await post({
      name: '  Fernanda Nueva ',
      email: 'Fernanda@Norte.MX',
      role: 'Asesor',
      agency_ids: [agencyA.id, agencyA.id],
      password: 'Segura-2026',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: User }>(response).data;
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
    const response = await post({
      name: 'Gabriel Sinclave',
      email: 'gabriel@norte.mx',
      role: 'Gerente',
      agency_ids: [agencyA.id],
      locale: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = json<{ data: User }>(response).data.id;
    const [mail] = await mailsTo(t.context, 'gabriel@norte.mx');
    expect(mail!.subject).toBe('Your Vitrina account is ready');
    expect(mail!.text).toMatch(/^Hello Gabriel Sinclave,/);
    expect(mail!.text).toMatch(/http:\/\/localhost(:\d+)?\/password\/reset\/[A-Za-z0-9_-]{43}\n/);
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
    const es = await post(bad);
    expect(es.statusCode).toBe(422);
    expect(json<Problem>(es)).toEqual({
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
    const en = await post(bad, { ...admin.headers, 'accept-language': 'en' });
    expect(json<Problem>(en).errors).toMatchObject({
      name: ['Must be at least 2 characters.'],
      email: ['Invalid email address'],
      password: ['Must be at least 8 characters.'],
    });
    const missing = await post({});
    expect(Object.keys(json<Problem>(missing).errors!).sort()).toEqual(['email', 'name', 'role']);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const response = await post({
      name: 'Otra Ana',
      email: 'ANA@norte.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({
      email: ['Este correo electrónico ya está registrado.'],
    });
    const en = await post(
      { name: 'Otra Ana', email: 'ana@norte.mx', role: 'Asesor', agency_ids: [agencyA.id] },
      { ...admin.headers, 'accept-language': 'en' },
    );
    expect(json<Problem>(en).errors).toEqual({ email: ['This e-mail address is already registered.'] });
  });

  it("does not confirm to a Gerente that another dealership's person has an account", async () => {
    const attempt = (email: string) =>
      post({ name: 'Prueba', email, role: 'Asesor', agency_ids: [agencyA.id] }, gerente.headers);
    const foreign = await attempt('BETO@sur.mx');
    expect(foreign.statusCode).toBe(422);
    const unavailable =
      'No se puede usar este correo. Si la persona ya tiene cuenta en Vitrina, pide a un administrador de la plataforma que la vincule a tu agencia.';
    expect(json<Problem>(foreign).errors).toEqual({ email: [unavailable] });
    expect(foreign.body).not.toContain('registrado');
    // An account of their own dealership is theirs to see: that one is named as taken.
    const own = await attempt('ana@norte.mx');
    expect(json<Problem>(own).errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    // Editing one of their accounts to another tenant's address answers the same way.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${asesorA.id}`,
      headers: gerente.headers,
      payload: { name: 'Ana', email: 'diego@sur.mx', role: 'Asesor', agency_ids: [agencyA.id] },
    });
    expect(json<Problem>(edited).errors).toEqual({ email: [unavailable] });
  });

  it('refuses an unknown role, an unknown dealership, and a dealership role without one', async () => {
    const role = await post({ name: 'Hugo', email: 'hugo@x.mx', role: 'Director', agency_ids: [agencyA.id] });
    expect(json<Problem>(role).errors).toEqual({ role: ['El rol no existe.'] });
    const agency = await post({ name: 'Hugo', email: 'hugo@x.mx', role: 'Asesor', agency_ids: [987654] });
    expect(json<Problem>(agency).errors).toEqual({
      agency_ids: ['Alguna de las agencias no existe o fue eliminada.'],
    });
    const none = await post({ name: 'Hugo', email: 'hugo@x.mx', role: 'Asesor', agency_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(json<Problem>(none).errors).toEqual({
      agency_ids: ['Vincula al menos una agencia: los gerentes y asesores trabajan en una.'],
    });
    const [asesor] = await db().select().from(roles).where(eq(roles.name, 'Asesor'));
    const byId = await post({ name: 'Hugo', email: 'hugo@x.mx', role: asesor!.id, agency_ids: [agencyB.id] });
    expect(byId.statusCode, byId.body).toBe(201);
  });
});

describe('update', () => {
  const put = (id: number, payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `${USERS}/${id}`, headers, payload });

  it('edits name, e-mail, role, dealerships and language; audits before and after', async () => {
    const user = await buildUser(db(), { name: 'Iván', email: 'ivan@norte.mx', agencyIds: [agencyA.id] });
    const response = await put(user.id, {
      name: 'Iván Editado',
      email: 'ivan.editado@sur.mx',
      role: 'Gerente',
      agency_ids: [agencyB.id],
      locale: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: User }>(response).data).toMatchObject({
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
    const user = await actor(t.context, ROLES.advisor, [agencyA.id]);
    const response = await put(user.user.id, {
      name: user.user.name,
      email: user.user.email,
      role: 'Asesor',
      agency_ids: [agencyA.id],
      password: 'Nueva-Clave-1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await get('/api/mi-vitrina/auth/profile', user.headers);
    expect(profile.statusCode).toBe(401);
    const [stored] = await db().select().from(users).where(eq(users.id, user.user.id));
    expect(await verifyPassword(stored!.password_hash, 'Nueva-Clave-1')).toBe(true);
    const entries = await auditOf(t.context, user.user.id);
    expect(JSON.stringify(entries)).not.toContain('Nueva-Clave-1');
  });

  it('refuses an e-mail of another account, answers 404 for unknown ids', async () => {
    const taken = await put(asesorA.id, {
      name: 'Ana',
      email: 'beto@sur.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(json<Problem>(taken).errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    const same = await put(asesorA.id, {
      name: 'Ana Asesora',
      email: 'ANA@norte.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(same.statusCode, same.body).toBe(200);
    const missing = await put(987654, {
      name: 'Nadie',
      email: 'nadie@x.mx',
      role: 'Asesor',
      agency_ids: [agencyA.id],
    });
    expect(missing.statusCode).toBe(404);
  });
});
