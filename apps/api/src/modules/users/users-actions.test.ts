import { createHash } from 'node:crypto';
import { ROLES, userResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildUser, mailsTo, resetsOf, tokenFor } from '../../../test/factories';
import { answerOf, as } from '../../../test/kits/client';
import { apiPath } from '../../../test/kits/resource-client';
import { type Session, signIn } from '../../../test/kits/sessions';
import { users } from '../../db/schema';

const USERS = apiPath(userResource);
const PROFILE = '/api/mi-vitrina/auth/profile';

let t: TestApp;
let A: number;
let admin: Session;
let gerente: Session;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  A = (await buildAgency(db())).id;
  admin = await signIn(t, { role: ROLES.admin });
  gerente = await signIn(t, { role: ROLES.manager, agencies: [A] });
});
afterAll(() => t.close());

/**
 * `POST /users/:id/<name>` by the Gerente unless told; `headers` add to the session's (a language,
 * a forged Host), so the request is sent as it is.
 */
const act = async (id: number, name: string, who: Session = gerente, headers: Record<string, string> = {}) =>
  answerOf<{ message: string; data: { id: number; status: number } }>(
    await t.app.inject({
      method: 'POST',
      url: `${USERS}/${id}/${name}`,
      headers: { ...who.headers, ...headers },
    }),
  );
const profileWith = (token: string) => as(t, { headers: bearer(token) }).get(PROFILE);

describe('deactivate and reactivate', () => {
  it('a token that works is refused on its very next request once the user is deactivated', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    const token = await tokenFor(t.context, asesor.id);
    expect((await profileWith(token)).status).toBe(200);

    const response = await act(asesor.id, 'deactivate');
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Usuario desactivado. Sus sesiones se cerraron en este momento.',
      data: { id: asesor.id, status: -1 },
    });

    const refused = await profileWith(token);
    expect(refused.status).toBe(401);
    expect(refused.problem).toEqual({ message: 'Unauthenticated.' });
    const [stored] = await db().select().from(users).where(eq(users.id, asesor.id));
    expect(stored).toMatchObject({ status: -1, token_version: 1 });
    const [entry] = await auditOf(t.context, asesor.id);
    expect(entry).toMatchObject({
      action: 'deactivate',
      user_id: gerente.user.id,
      before: { status: 1 },
      after: { status: -1 },
    });
  });

  it('reactivating lets the user sign in again; tokens from before stay refused', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    const old = await tokenFor(t.context, asesor.id);
    await act(asesor.id, 'deactivate');
    const response = await act(asesor.id, 'reactivate', gerente, { 'accept-language': 'en' });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toMatchObject({
      message: 'User reactivated. They may sign in again.',
      data: { status: 1 },
    });
    expect((await profileWith(old)).status).toBe(401);
    const login = await as(t, 'anonymous').post('/api/mi-vitrina/auth/login', {
      email: asesor.email,
      password: 'Correcta-2026',
    });
    expect(login.status, login.raw.body).toBe(200);
    expect((await auditOf(t.context, asesor.id)).map((entry) => entry.action)).toEqual([
      'deactivate',
      'reactivate',
    ]);
  });

  it('status -1 through an edit ends the sessions the same way', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    const token = await tokenFor(t.context, asesor.id);
    const response = await as(t, gerente)
      .on(userResource)
      .update(asesor.id, {
        name: asesor.name,
        email: asesor.email,
        role: 'Asesor',
        agency_ids: [A],
        status: -1,
      });
    expect(response.status, response.raw.body).toBe(200);
    expect((await profileWith(token)).status).toBe(401);
  });
});

describe('password-reset e-mail', () => {
  it('stores only the hash of a one-hour token, queues the e-mail in the user’s language, audits no token', async () => {
    const asesor = await buildUser(db(), { name: 'Laura <Ventas>', agencyIds: [A] });
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, asesor.id));
    const before = Date.now();
    const response = await act(asesor.id, 'password-reset', gerente, {
      // Neither the Host header nor forwarded headers choose where the link points.
      host: 'attacker.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'attacker.example',
    });
    expect(response.status, response.raw.body).toBe(200);
    expect(response.body).toEqual({
      message: `Enviamos a ${asesor.email} un correo para restablecer la contraseña.`,
    });

    const [mail] = await mailsTo(t.context, asesor.email);
    expect(mail!.subject).toBe('Reset your Vitrina password');
    expect(mail!.text.split('\n')[0]).toBe('Hello Laura <Ventas>,');
    expect(mail!.html).toContain('Hello Laura &lt;Ventas&gt;,');
    expect(mail!.text).toContain('expires in 60 minutes');
    expect(mail!.text).not.toContain('attacker');
    // No PUBLIC_URL: the address this process listens at (PORT 3000 on every interface).
    const token = /http:\/\/localhost:3000\/password\/reset\/([A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22})\n/.exec(
      mail!.text,
    )?.[1];
    expect(token).toBeDefined();

    const [reset] = await resetsOf(t.context, asesor.id);
    expect(reset!.token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(reset!.requested_by).toBe(gerente.user.id);
    expect(reset!.used_at).toBeNull();
    const minutes = (reset!.expires_at.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThan(60.5);

    const entries = await auditOf(t.context, asesor.id);
    expect(entries.map((entry) => entry.action)).toEqual(['password_reset']);
    expect(JSON.stringify(entries)).not.toContain(token!);
    expect(JSON.stringify(entries)).not.toContain(reset!.token_hash);
  });

  it('speaks Spanish to a Spanish-speaking user, linking to the configured address whatever the Host', async () => {
    const asesor = await buildUser(db(), { name: 'Mario', agencyIds: [A] });
    const response = await act(asesor.id, 'password-reset', admin, { host: 'panel.vitrina.mx' });
    expect(response.status, response.raw.body).toBe(200);
    const [mail] = await mailsTo(t.context, asesor.email);
    expect(mail!.subject).toBe('Restablece tu contraseña de Vitrina');
    expect(mail!.text).toMatch(/^Hola Mario:/);
    expect(mail!.text).toMatch(
      /http:\/\/localhost:3000\/password\/reset\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}\n/,
    );
  });

  /** The reset e-mail's text from an app of its own, configured with `env`, asked with `headers`. */
  async function resetMailWith(env: Record<string, string>, headers: Record<string, string>) {
    const own = await buildTestApp(env);
    try {
      const ownAdmin = await signIn(own, { role: ROLES.admin });
      const asesor = await buildUser(own.context.database.db, { name: 'Rosa' });
      const response = await own.app.inject({
        method: 'POST',
        url: `${USERS}/${asesor.id}/password-reset`,
        headers: { ...ownAdmin.headers, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [mail] = await mailsTo(own.context, asesor.email);
      return mail!.text;
    } finally {
      await own.close();
    }
  }

  it('links to the host and port it was told to listen at, with TRUST_PROXY and a forged Host too', async () => {
    const text = await resetMailWith(
      { HOST: '127.0.0.1', PORT: '8080', TRUST_PROXY: 'true' },
      { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    );
    expect(text).toMatch(
      /http:\/\/127\.0\.0\.1:8080\/password\/reset\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}\n/,
    );
  });

  it('points the link at PUBLIC_URL when it is configured', async () => {
    const text = await resetMailWith({ PUBLIC_URL: 'https://panel.vitrina.mx/' }, { host: 'internal:3000' });
    expect(text).toMatch(
      /https:\/\/panel\.vitrina\.mx\/password\/reset\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}\n/,
    );
  });

  it('a new e-mail makes the earlier link stop working', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A] });
    await act(asesor.id, 'password-reset');
    await act(asesor.id, 'password-reset');
    const [first, second] = await resetsOf(t.context, asesor.id);
    expect(first!.expires_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(second!.expires_at.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await mailsTo(t.context, asesor.email)).toHaveLength(2);
  });

  it('refuses a deactivated account with the reason, in es and en', async () => {
    const asesor = await buildUser(db(), { agencyIds: [A], status: -1 });
    const es = await act(asesor.id, 'password-reset');
    expect(es.status).toBe(409);
    expect(es.problem).toEqual({
      message:
        'La cuenta está desactivada: reactívala antes de enviar el correo para restablecer la contraseña.',
    });
    const en = await act(asesor.id, 'password-reset', gerente, { 'accept-language': 'en' });
    expect(en.problem).toEqual({
      message: 'The account is deactivated: reactivate it before sending the password-reset e-mail.',
    });
    expect(await resetsOf(t.context, asesor.id)).toEqual([]);
  });
});
