import {
  DEFAULT_ROLE_PERMISSIONS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type Profile,
  ROLES,
  TOKEN_MESSAGES,
} from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildFbNotification,
  buildGroup,
  buildRole,
  buildUser,
  disableUser,
  grantUserPermission,
  markFbNotificationRead,
  removeRolePermission,
  setUserRole,
  softDeleteUser,
  TEST_PASSWORD,
  tokenFor,
} from '../../../test/factories';
import type { Db } from '../../db/client';
import { agencies, auditLog, fbLeadNotifications, users } from '../../db/schema';
import { DEFAULT_PACKAGES } from '../../db/seed/catalogue';

const AUTH = '/api/mi-vitrina/auth';
const readUrl = (id: number | string) =>
  `/api/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/${id}/read`;

const SESSION_SECONDS = 12 * 3600;
const REMEMBER_SECONDS = 30 * 86400;
const NEW_PASSWORD = 'Nueva-Clave-2026';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  // Many failed sign-ins come from the one injected address; the throttle has its own tests.
  t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
  db = t.context.database.db;
});
afterAll(() => t.close());

interface Claims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  sxp: number;
}

/** The claims of a JWT, read the way any client can (no verification). */
function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Claims;
}

function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${AUTH}/login`, payload, headers });
}

function getProfile(token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${AUTH}/profile`, headers: { ...bearer(token), ...headers } });
}

function refresh(token: string) {
  return t.app.inject({ method: 'GET', url: `${AUTH}/refresh-token`, headers: bearer(token) });
}

/** As the person who knows their password: it goes along unless the payload says otherwise. */
function putProfile(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `${AUTH}/profile`,
    payload: { current_password: TEST_PASSWORD, ...payload },
    headers: { ...bearer(token), ...headers },
  });
}

function putPassword(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `${AUTH}/password`,
    payload,
    headers: { ...bearer(token), ...headers },
  });
}

function markRead(token: string, id: number | string) {
  return t.app.inject({ method: 'PATCH', url: readUrl(id), headers: bearer(token) });
}

async function profileOf(token: string): Promise<Profile> {
  const response = await getProfile(token);
  expect(response.statusCode).toBe(200);
  return json<{ data: Profile }>(response).data;
}

/** Signs in through the API and answers the token. */
async function signIn(email: string, password = TEST_PASSWORD, remember?: boolean): Promise<string> {
  const response = await login({ email, password, ...(remember === undefined ? {} : { remember }) });
  expect(response.statusCode).toBe(200);
  return json<{ data: string }>(response).data;
}

function expectUnauthenticated(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: TOKEN_MESSAGES.unauthenticated });
}

describe('POST /auth/login', () => {
  it('answers the access token and its lifetime, and the token opens the profile', async () => {
    const user = await buildUser(db);
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: string; expires_in: number }>(response);
    expect(Object.keys(body).sort()).toEqual(['data', 'expires_in']);
    expect(body.data.split('.')).toHaveLength(3);
    expect(body.expires_in).toBe(t.config.accessTokenTtlSeconds);

    const claims = claimsOf(body.data);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp - claims.iat).toBe(body.expires_in);
    expect((await profileOf(body.data)).id).toBe(user.id);
  });

  it('writes a login row to the audit log', async () => {
    const user = await buildUser(db);
    const token = await signIn(user.email);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.user_id, user.id), eq(auditLog.action, 'login')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entity).toBe('session');
    expect(rows[0]!.entity_id).toBe(claimsOf(token).jti);
  });

  it('treats the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const user = await buildUser(db, { email: `Mixed.Case-${Date.now()}@Example.MX` });
    for (const email of [user.email.toLowerCase(), user.email.toUpperCase(), `  ${user.email}  `]) {
      const response = await login({ email, password: TEST_PASSWORD });
      expect(response.statusCode, email).toBe(200);
      expect(claimsOf(json<{ data: string }>(response).data).sub).toBe(String(user.id));
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same 422 answer', async () => {
    const user = await buildUser(db);
    const wrongPassword = await login({ email: user.email, password: 'no-es-la-clave' });
    const unknownEmail = await login({ email: 'nadie-aqui@example.mx', password: TEST_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({
        message: 'Estas credenciales no coinciden con nuestros registros.',
        errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
      });
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('answers the credentials error in English when asked', async () => {
    const response = await login(
      { email: 'nadie-aqui@example.mx', password: TEST_PASSWORD },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('refuses a deleted user as if the account did not exist', async () => {
    const user = await buildUser(db);
    await softDeleteUser(db, user.id);
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.email).toEqual([
      'Estas credenciales no coinciden con nuestros registros.',
    ]);
  });

  it('tells a disabled user the account is disabled, in Spanish by default and in English on request', async () => {
    const user = await buildUser(db, { status: -1 });
    const spanish = await login({ email: user.email, password: TEST_PASSWORD });
    expect(spanish.statusCode).toBe(403);
    expect(json(spanish)).toEqual({ message: 'Tu cuenta está desactivada. Contacta a tu administrador.' });

    const english = await login({ email: user.email, password: TEST_PASSWORD }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(403);
    expect(json(english)).toEqual({ message: 'Your account is disabled. Contact your administrator.' });
  });

  it('does not reveal that a disabled account exists to someone without its password', async () => {
    const user = await buildUser(db, { status: -1 });
    const response = await login({ email: user.email, password: 'no-es-la-clave' });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.email).toBeDefined();
  });

  it('gives a 12-hour session by default and a 30-day one with remember=true', async () => {
    const user = await buildUser(db);
    const normal = claimsOf(await signIn(user.email));
    expect(normal.sxp - normal.iat).toBe(SESSION_SECONDS);

    const remembered = claimsOf(await signIn(user.email, TEST_PASSWORD, true));
    expect(remembered.sxp - remembered.iat).toBe(REMEMBER_SECONDS);
    expect(remembered.sxp - remembered.iat).toBeGreaterThan(SESSION_SECONDS);
    // The access token itself stays short-lived: the session is extended by refreshing.
    expect(remembered.exp - remembered.iat).toBe(t.config.accessTokenTtlSeconds);
  });

  it('lets a remembered session be refreshed beyond 12 hours', async () => {
    const user = await buildUser(db);
    const token = await signIn(user.email, TEST_PASSWORD, true);
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const refreshed = claimsOf(json<{ data: string }>(response).data);
    expect(refreshed.sxp).toBe(claimsOf(token).sxp);
    expect(refreshed.sxp - refreshed.iat).toBeGreaterThan(SESSION_SECONDS);
  });

  it('validates the body: e-mail format, missing password, remember type', async () => {
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(badEmail).errors.email).toEqual([
      'Dirección de correo electrónico inválida',
    ]);

    const noPassword = await login({ email: 'someone@example.mx' });
    expect(noPassword.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noPassword).errors.password).toEqual([
      'Este campo es obligatorio.',
    ]);

    const badRemember = await login({ email: 'someone@example.mx', password: 'x', remember: 'yes' });
    expect(badRemember.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(badRemember).errors.remember).toBeDefined();
  });
});

describe('GET /auth/refresh-token', () => {
  it('answers a new token that works; the old one is refused afterwards', async () => {
    const user = await buildUser(db);
    const old = await signIn(user.email);
    const response = await refresh(old);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: string; expires_in: number }>(response);
    expect(Object.keys(body).sort()).toEqual(['data', 'expires_in']);
    expect(body.data).not.toBe(old);
    expect(body.expires_in).toBeGreaterThan(0);
    expect(claimsOf(body.data).jti).not.toBe(claimsOf(old).jti);

    expect((await profileOf(body.data)).id).toBe(user.id);
    expectUnauthenticated(await getProfile(old));
    expectUnauthenticated(await refresh(old));
    // The new one is still fine after the old one was refused.
    expect((await getProfile(body.data)).statusCode).toBe(200);
  });

  it('renews a token only once, even when asked several times at once', async () => {
    const user = await buildUser(db);
    const old = await signIn(user.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(old)));
    const renewed = answers.filter((response) => response.statusCode === 200);
    expect(renewed).toHaveLength(1);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expectUnauthenticated(response);
    }
    expect((await getProfile(json<{ data: string }>(renewed[0]!).data)).statusCode).toBe(200);
  });

  it('never extends the session: the new token keeps the session end', async () => {
    const user = await buildUser(db);
    const old = await signIn(user.email);
    const renewed = json<{ data: string }>(await refresh(old)).data;
    expect(claimsOf(renewed).sxp).toBe(claimsOf(old).sxp);
    expect(claimsOf(renewed).sxp - claimsOf(renewed).iat).toBeLessThanOrEqual(SESSION_SECONDS);
  });

  it('never issues a token that outlives the session', async () => {
    const user = await buildUser(db);
    // A session with five minutes left: the refreshed token ends with it, not an hour later.
    const token = await tokenFor(t.context, user.id, 300);
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(json<{ data: string }>(response).data);
    expect(claims.exp).toBe(claimsOf(token).sxp);
    expect(json<{ expires_in: number }>(response).expires_in).toBeLessThanOrEqual(300);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${AUTH}/refresh-token` });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: TOKEN_MESSAGES.notFound });
  });
});

describe('GET /auth/profile', () => {
  it('answers exactly the documented shape with role and direct permissions, dealerships and unread notifications', async () => {
    const group = await buildGroup(db, `Grupo Norte ${Date.now()}`);
    const basic = await buildAgency(db, {
      name: 'B Agencia Básica',
      packageName: 'Básico',
      membership_status: 'Prueba',
      is_premium: false,
      is_preowened: true,
      waba_id: 'waba-123',
    });
    await db.update(agencies).set({ group_id: group.id }).where(eq(agencies.id, basic.id));
    const bare = await buildAgency(db, {
      name: 'A Agencia Sin Paquete',
      packageName: null,
      is_premium: true,
      is_preowened: false,
    });
    const gone = await buildAgency(db, { name: 'C Agencia Borrada' });
    await db.update(agencies).set({ deleted_at: new Date() }).where(eq(agencies.id, gone.id));
    const user = await buildUser(db, {
      role: ROLES.manager,
      name: 'Gerente Perfil',
      is_premium: false,
      is_preowened: true,
      agencyIds: [basic.id, bare.id, gone.id],
    });
    const verifiedAt = new Date('2025-03-04T05:06:07.000Z');
    await db.update(users).set({ email_verified_at: verifiedAt, locale: 'en' }).where(eq(users.id, user.id));
    // A permission the role does not have, granted to this user directly.
    const direct = 'create permission';
    expect(DEFAULT_ROLE_PERMISSIONS[ROLES.manager]).not.toContain(direct);
    await grantUserPermission(db, user.id, direct);

    const older = await buildFbNotification(db, user.id, basic.id);
    const newer = await buildFbNotification(db, user.id, bare.id);
    const read = await buildFbNotification(db, user.id, basic.id);
    const someoneElse = await buildUser(db, { agencyIds: [basic.id] });
    await buildFbNotification(db, someoneElse.id, basic.id);
    await db
      .update(fbLeadNotifications)
      .set({ created_at: new Date('2026-01-01T10:00:00.000Z') })
      .where(eq(fbLeadNotifications.id, older.id));
    await db
      .update(fbLeadNotifications)
      .set({ created_at: new Date('2026-01-02T10:00:00.000Z') })
      .where(eq(fbLeadNotifications.id, newer.id));
    await markFbNotificationRead(db, read.id);

    const response = await getProfile(await tokenFor(t.context, user.id));
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Profile }>(response);
    expect(Object.keys(body)).toEqual(['data']);
    const profile = body.data;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'role',
        'permissions',
        'status',
        'is_premium',
        'is_preowened',
        'locale',
        'email_verified_at',
        'agencies',
        'fb_lead_notifications',
      ].sort(),
    );
    const basicPermissions = DEFAULT_PACKAGES.find((p) => p.name === 'Básico')!.permissions;
    expect({
      ...profile,
      permissions: [...profile.permissions].sort(),
      agencies: profile.agencies.map((a) => ({
        ...a,
        permissions_for_package: [...a.permissions_for_package].sort(),
      })),
    }).toEqual({
      id: user.id,
      name: 'Gerente Perfil',
      email: user.email,
      role: ROLES.manager,
      permissions: [...DEFAULT_ROLE_PERMISSIONS[ROLES.manager], direct].sort(),
      status: 1,
      is_premium: false,
      is_preowened: true,
      locale: 'en',
      email_verified_at: verifiedAt.toISOString(),
      // By name; the deleted dealership is not listed.
      agencies: [
        {
          id: bare.id,
          name: 'A Agencia Sin Paquete',
          group: null,
          membership_status: 'Activo',
          is_premium: true,
          is_preowened: false,
          permissions_for_package: [],
          waba_id: null,
        },
        {
          id: basic.id,
          name: 'B Agencia Básica',
          group: group.name,
          membership_status: 'Prueba',
          is_premium: false,
          is_preowened: true,
          permissions_for_package: [...basicPermissions].sort(),
          waba_id: 'waba-123',
        },
      ],
      // Unread only, newest first.
      fb_lead_notifications: [
        { id: newer.id, created_at: '2026-01-02T10:00:00.000Z', dealer: 'A Agencia Sin Paquete' },
        { id: older.id, created_at: '2026-01-01T10:00:00.000Z', dealer: 'B Agencia Básica' },
      ],
    });
    // No duplicates: the direct grant is listed once even though it is also a role permission elsewhere.
    expect(new Set(profile.permissions).size).toBe(profile.permissions.length);
  });

  it('answers empty lists and a null verification for a user without dealerships', async () => {
    const user = await buildUser(db);
    const profile = await profileOf(await tokenFor(t.context, user.id));
    expect(profile.agencies).toEqual([]);
    expect(profile.fb_lead_notifications).toEqual([]);
    expect(profile.email_verified_at).toBeNull();
    expect(profile.locale).toBe('es');
    expect([...profile.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS[ROLES.advisor]].sort());
  });

  it('lists a direct grant the role already has only once', async () => {
    const user = await buildUser(db);
    await grantUserPermission(db, user.id, 'read profile');
    const profile = await profileOf(await tokenFor(t.context, user.id));
    expect(profile.permissions.filter((p) => p === 'read profile')).toHaveLength(1);
  });

  it('reflects a permission removed from the role on the very next request', async () => {
    const role = await buildRole(db, ['read profile', 'read tutorials', 'list inventory']);
    const user = await buildUser(db);
    await setUserRole(db, user.id, role.id);
    const token = await tokenFor(t.context, user.id);
    expect([...(await profileOf(token)).permissions].sort()).toEqual([
      'list inventory',
      'read profile',
      'read tutorials',
    ]);

    await removeRolePermission(db, role.id, 'read tutorials');
    const after = await profileOf(token);
    expect(after.role).toBe(role.name);
    expect([...after.permissions].sort()).toEqual(['list inventory', 'read profile']);
  });

  it('refuses a deactivated user’s existing token at once', async () => {
    const user = await buildUser(db);
    const token = await signIn(user.email);
    expect((await getProfile(token)).statusCode).toBe(200);
    await disableUser(db, user.id);
    expectUnauthenticated(await getProfile(token));
    expectUnauthenticated(await refresh(token));
    expectUnauthenticated(await putProfile(token, { name: 'Otro Nombre', email: user.email }));
  });
});

describe('PUT /auth/profile', () => {
  it('updates name and e-mail; the new e-mail signs in', async () => {
    const user = await buildUser(db, { name: 'Nombre Viejo' });
    const token = await tokenFor(t.context, user.id);
    const email = `Nuevo-${Date.now()}@Example.MX`;
    const response = await putProfile(token, { name: '  Nombre Nuevo  ', email });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: '¡Tu información ha sido actualizada!' });

    const profile = await profileOf(token);
    expect(profile.name).toBe('Nombre Nuevo');
    expect(profile.email.toLowerCase()).toBe(email.toLowerCase());
    expect(profile.locale).toBe('es');
    await signIn(email.toLowerCase());
    const old = await login({ email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(422);
  });

  it('changes the language and answers in English when asked', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const response = await putProfile(
      token,
      { name: user.name, email: user.email, locale: 'en' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Your info has been updated!' });
    expect((await profileOf(token)).locale).toBe('en');

    // Leaving the language out keeps it.
    await putProfile(token, { name: 'Otro Nombre', email: user.email });
    expect((await profileOf(token)).locale).toBe('en');
  });

  it('refuses an e-mail another user has, whatever its letter case', async () => {
    const other = await buildUser(db, { email: `Ocupado-${Date.now()}@Example.MX` });
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    for (const email of [other.email, other.email.toUpperCase(), other.email.toLowerCase()]) {
      const response = await putProfile(token, { name: user.name, email });
      expect(response.statusCode, email).toBe(422);
      expect(json(response)).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { email: ['Este correo electrónico ya está registrado.'] },
      });
    }
    const english = await putProfile(
      token,
      { name: user.name, email: other.email },
      { 'accept-language': 'en' },
    );
    expect(json<{ errors: Record<string, string[]> }>(english).errors.email).toEqual([
      'This e-mail address is already registered.',
    ]);
    // Nothing changed.
    expect((await profileOf(token)).email).toBe(user.email);
  });

  it('lets only one of several users claiming the same new e-mail at once have it', async () => {
    const claimants = await Promise.all(Array.from({ length: 6 }, () => buildUser(db)));
    const tokens = await Promise.all(claimants.map((user) => tokenFor(t.context, user.id)));
    const email = `carrera-${Date.now()}@example.mx`;
    const answers = await Promise.all(
      tokens.map((token, i) => putProfile(token, { name: claimants[i]!.name, email })),
    );
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(response.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors.email).toEqual([
        'Este correo electrónico ya está registrado.',
      ]);
    }
  });

  it('clears the verification when the e-mail changes, keeps it when only the letter case does', async () => {
    const user = await buildUser(db, { email: `verificado-${Date.now()}@example.mx` });
    await db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, user.id));
    const token = await tokenFor(t.context, user.id);

    expect((await putProfile(token, { name: user.name, email: user.email.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect((await profileOf(token)).email_verified_at).not.toBeNull();

    const response = await putProfile(token, { name: user.name, email: `cambiado-${Date.now()}@example.mx` });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(token)).email_verified_at).toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email_verified_at).toBeNull();
  });

  it('writes an audit row with the values before and after, and no password hash', async () => {
    const user = await buildUser(db, { name: 'Antes Auditado' });
    const token = await tokenFor(t.context, user.id);
    const email = `auditado-${Date.now()}@example.mx`;
    expect((await putProfile(token, { name: 'Después Auditado', email })).statusCode).toBe(200);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile'), eq(auditLog.entity_id, String(user.id))));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.action).toBe('update');
    expect(row.user_id).toBe(user.id);
    expect(row.before).toMatchObject({ name: 'Antes Auditado', email: user.email });
    expect(row.after).toMatchObject({ name: 'Después Auditado', email });
    expect(JSON.stringify([row.before, row.after])).not.toContain(user.password_hash);
  });

  it('asks for the current password before the e-mail changes, not for the name alone', async () => {
    const user = await buildUser(db, { name: 'Con Clave' });
    const token = await tokenFor(t.context, user.id);
    const email = `robado-${Date.now()}@example.mx`;
    const missing = await putProfile(token, { name: user.name, email, current_password: undefined });
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { current_password: ['Escribe tu contraseña actual para cambiar el correo electrónico.'] },
    });
    const wrong = await putProfile(
      token,
      { name: user.name, email, current_password: 'no-es-la-clave' },
      { 'accept-language': 'en' },
    );
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect((await profileOf(token)).email).toBe(user.email);

    const renamed = await putProfile(token, {
      name: 'Solo Nombre',
      email: user.email,
      current_password: undefined,
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await putProfile(token, { name: user.name, email });
    expect(moved.statusCode).toBe(200);
    expect((await profileOf(token)).email).toBe(email);
  });

  it('validates name and e-mail', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const response = await putProfile(token, { name: 'x', email: 'no-es-correo' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors).sort()).toEqual([
      'email',
      'name',
    ]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/profile`,
      payload: { name: 'Nombre', email: 'a@example.mx' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: TOKEN_MESSAGES.notFound });
  });
});

describe('PUT /auth/password', () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    current_password: TEST_PASSWORD,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await buildUser(db);
    const token = await signIn(user.email);
    const response = await putPassword(token, change({ current_password: 'no-es-la-clave' }));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { current_password: ['La contraseña actual no es correcta.'] },
    });
    const english = await putPassword(token, change({ current_password: 'no-es-la-clave' }), {
      'accept-language': 'en',
    });
    expect(json<{ errors: Record<string, string[]> }>(english).errors.current_password).toEqual([
      'The current password is incorrect.',
    ]);
    // Nothing changed: the session goes on and the old password still signs in.
    expect((await getProfile(token)).statusCode).toBe(200);
    await signIn(user.email);
  });

  it('refuses a password shorter than the minimum or longer than the maximum', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const short = 'a'.repeat(PASSWORD_MIN - 1);
    const tooShort = await putPassword(token, change({ password: short, password_confirmation: short }));
    expect(tooShort.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(tooShort).errors.password).toEqual([
      `Debe tener al menos ${PASSWORD_MIN} caracteres.`,
    ]);

    const long = 'a'.repeat(PASSWORD_MAX + 1);
    const tooLong = await putPassword(token, change({ password: long, password_confirmation: long }));
    expect(tooLong.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(tooLong).errors.password).toEqual([
      `Debe tener como máximo ${PASSWORD_MAX} caracteres.`,
    ]);

    // The limits themselves are accepted.
    const exact = 'b'.repeat(PASSWORD_MIN);
    const atMinimum = await putPassword(token, change({ password: exact, password_confirmation: exact }));
    expect(atMinimum.statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const response = await putPassword(token, change({ password_confirmation: `${NEW_PASSWORD}x` }));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { password_confirmation: ['La confirmación de la contraseña no coincide.'] },
    });
    const english = await putPassword(token, change({ password_confirmation: 'otra' }), {
      'accept-language': 'en',
    });
    expect(json<{ errors: Record<string, string[]> }>(english).errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
    await signIn(user.email);
  });

  it('changes the password: a new token for this session, every other token of the user is refused', async () => {
    const user = await buildUser(db);
    const bystander = await buildUser(db);
    const bystanderToken = await signIn(bystander.email);
    const otherDevice = await signIn(user.email);
    const current = await signIn(user.email, TEST_PASSWORD, true);

    const response = await putPassword(current, change());
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; data: string; expires_in: number }>(response);
    expect(body.message).toBe('¡Tu contraseña ha sido actualizada!');
    expect(body.expires_in).toBeGreaterThan(0);
    // Same session: a remembered sign-in stays remembered.
    expect(claimsOf(body.data).sxp).toBe(claimsOf(current).sxp);

    expect((await profileOf(body.data)).id).toBe(user.id);
    expectUnauthenticated(await getProfile(current));
    expectUnauthenticated(await getProfile(otherDevice));
    expectUnauthenticated(await refresh(otherDevice));
    // Another user's session is untouched.
    expect((await getProfile(bystanderToken)).statusCode).toBe(200);

    // The new token can be refreshed, and the refreshed one works.
    const refreshed = await refresh(body.data);
    expect(refreshed.statusCode).toBe(200);
    expect((await getProfile(json<{ data: string }>(refreshed).data)).statusCode).toBe(200);
  });

  it('signs in with the new password and no longer with the old one', async () => {
    const user = await buildUser(db);
    const token = await signIn(user.email);
    expect((await putPassword(token, change())).statusCode).toBe(200);

    const old = await login({ email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(422);
    // A sign-in right after the change gives a token that works.
    const fresh = await signIn(user.email, NEW_PASSWORD);
    expect((await profileOf(fresh)).id).toBe(user.id);
  });

  it('answers in English when asked', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const response = await putPassword(token, change(), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string }>(response).message).toBe('Your password has been updated!');
  });

  it('writes an audit row without the password', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    expect((await putPassword(token, change())).statusCode).toBe(200);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'password'), eq(auditLog.entity_id, String(user.id))));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(NEW_PASSWORD);
  });
});

describe('POST /auth/logout', () => {
  it('signs out: the token is refused afterwards, other sessions go on', async () => {
    const user = await buildUser(db);
    const otherDevice = await signIn(user.email);
    const token = await signIn(user.email);
    const response = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Sesión cerrada.' });

    expectUnauthenticated(await getProfile(token));
    expectUnauthenticated(await refresh(token));
    const again = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers: bearer(token) });
    expectUnauthenticated(again);
    expect((await getProfile(otherDevice)).statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/logout`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(json(response)).toEqual({ message: 'Signed out.' });
  });
});

describe('PATCH fb lead notification read', () => {
  it('lets the owner mark it read: 200, gone from the profile, a repeat is still 200', async () => {
    const agency = await buildAgency(db);
    const user = await buildUser(db, { agencyIds: [agency.id] });
    const token = await tokenFor(t.context, user.id);
    const first = await buildFbNotification(db, user.id, agency.id);
    const second = await buildFbNotification(db, user.id, agency.id);
    expect((await profileOf(token)).fb_lead_notifications.map((n) => n.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    const response = await markRead(token, first.id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Notificación leída.' });
    expect((await profileOf(token)).fb_lead_notifications.map((n) => n.id)).toEqual([second.id]);

    const [before] = await db.select().from(fbLeadNotifications).where(eq(fbLeadNotifications.id, first.id));
    const repeat = await markRead(token, first.id);
    expect(repeat.statusCode).toBe(200);
    expect(json(repeat)).toEqual({ message: 'Notificación leída.' });
    const [after] = await db.select().from(fbLeadNotifications).where(eq(fbLeadNotifications.id, first.id));
    // Reading again does not move the moment it was first read.
    expect(after!.read_at).toEqual(before!.read_at);
    expect((await profileOf(token)).fb_lead_notifications.map((n) => n.id)).toEqual([second.id]);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const agency = await buildAgency(db);
    const owner = await buildUser(db, { agencyIds: [agency.id] });
    const colleague = await buildUser(db, { role: ROLES.manager, agencyIds: [agency.id] });
    const admin = await buildUser(db, { role: ROLES.superadmin });
    const notification = await buildFbNotification(db, owner.id, agency.id);

    for (const intruder of [colleague, admin]) {
      const response = await markRead(await tokenFor(t.context, intruder.id), notification.id);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'No encontramos lo que buscas.' });
    }
    const ownerProfile = await profileOf(await tokenFor(t.context, owner.id));
    expect(ownerProfile.fb_lead_notifications.map((n) => n.id)).toEqual([notification.id]);
  });

  it('answers 404 for a notification that does not exist, however large its id', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    for (const id of [987654, 2147483647, 2147483648, 99999999999]) {
      const response = await markRead(token, id);
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it('answers 422 for an id that is not a positive whole number', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    for (const id of ['abc', '1.5', '0', '-3']) {
      const response = await markRead(token, id);
      expect(response.statusCode, id).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors.id).toBeDefined();
    }
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: readUrl(1) });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: TOKEN_MESSAGES.notFound });
  });
});
