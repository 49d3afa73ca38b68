/**
 * The account flows as a person lives them, with the e-mails delivered by the real delivery job
 * over SMTP to a stand-in server that parses them: register → e-mail → verify → sign in; forgot →
 * e-mail → reset → old sessions refused; every misuse of a link refused with its own message.
 */
import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildUser, mailsTo, TEST_PASSWORD, tokenFor } from '../../../test/factories';
import { signIn } from '../../../test/kits/sessions';
import { type ReceivedMail, type SmtpStandIn, startSmtpStandIn } from '../../../test/smtp-stand-in';
import { queryRows } from '../../db/query';
import { deliverDue } from '../mail/delivery.job';
import { smtpMailer } from '../mail/mailer';
import { RESET_MINUTES } from './account.mail';

const AUTH = '/api/mi-vitrina/auth';
const NEW_PASSWORD = 'Nueva-Clave-2026';

let t: TestApp;
let smtp: SmtpStandIn;
const db = () => t.context.database.db;
const retry = { retryBaseSeconds: 60, retryMaxSeconds: 3600 };

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  // The job of the app itself is off: each test delivers with its own clock (deliver()).
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_SWEEP_MS: '0', ACCOUNT_MAIL_PER_HOUR: '3' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.rejecting = false;
});

async function deliver(now = new Date()) {
  const mailer = smtpMailer(smtp.url, 'Vitrina <no-reply@vitrina.mx>');
  try {
    return await deliverDue(db(), mailer, retry, now);
  } finally {
    mailer.close();
  }
}

const post = (path: string, body: unknown, locale = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `${AUTH}/${path}`,
    payload: body as object,
    headers: { 'accept-language': locale },
  });

const login = (email: string, password: string, locale = 'es') => post('login', { email, password }, locale);

/** The token of the link a received e-mail carries to `path` (/email/verify or /password/reset). */
function tokenOf(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`${path}/([A-Za-z0-9_.-]+)`));
  expect(match, mail.text).not.toBeNull();
  expect(mail.html).toContain(`${path}/${match![1]}`);
  return match![1]!;
}

let counter = 0;
const newEmail = () => `persona-${Date.now()}-${counter++}@agencia.mx`;

async function register(email: string, locale = 'es', name = 'Lucía Hernández') {
  return post(
    'register',
    { name, email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, locale },
    locale,
  );
}

async function registeredAndMailed(locale = 'es') {
  const email = newEmail();
  expect((await register(email, locale)).statusCode).toBe(201);
  await deliver();
  return { email, mail: await smtp.next(email) };
}

describe('registration and e-mail verification', () => {
  it('register → e-mail over SMTP → follow the link → verified → sign in', async () => {
    const email = newEmail();
    const response = await register(email, 'en');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('We sent you an e-mail at that address: follow what it says.');

    // Before verifying, sign-in is refused with what to do.
    const early = await login(email, TEST_PASSWORD, 'en');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/^Verify your e-mail address before signing in/);

    expect((await deliver()).sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Verify your Vitrina e-mail address');
    expect(mail.from).toBe('no-reply@vitrina.mx');
    expect(mail.text).toMatch(/^Hello Lucía Hernández,/);
    expect(mail.html).toContain('<html lang="en">');
    const token = tokenOf(mail, '/email/verify');

    const verified = await post('email/verify', { token }, 'en');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('Your e-mail address is verified! You can sign in now.');

    const signedIn = await login(email, TEST_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const profile = await t.app.inject({ url: `${AUTH}/profile`, headers: bearer(signedIn.json().data) });
    expect(profile.json().data).toMatchObject({ email, role: ROLES.manager, agencies: [] });
    expect(profile.json().data.email_verified_at).not.toBeNull();
  });

  it('answers in Spanish by default and writes the e-mail in Spanish', async () => {
    const email = newEmail();
    const response = await register(email);
    expect(response.json().message).toBe(
      'Te enviamos un correo electrónico a esa dirección: sigue sus indicaciones.',
    );
    await deliver();
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Verifica tu correo electrónico de Vitrina');
    expect(mail.text).toMatch(/^Hola Lucía Hernández:/);
  });

  it('tells the platform administrators, in their language, that an account awaits its dealership', async () => {
    const admin = await buildUser(db(), { role: ROLES.superadmin, email: newEmail() });
    const email = newEmail();
    await register(email, 'es', 'Jorge Ramírez');
    await deliver();
    const notice = await smtp.next(admin.email);
    expect(notice.subject).toBe('Nuevo registro en Vitrina: Jorge Ramírez');
    expect(notice.text).toContain(email);
    expect(notice.text).toMatch(/\/users\?account=pending/);
  });

  it('answers an e-mail that has an account as a new one, and tells its owner instead, in their language', async () => {
    const owner = await buildUser(db(), { email: newEmail(), name: 'Rosa Dueña' });
    await db().execute(sql`update users set locale = 'en' where id = ${owner.id}`);
    const fresh = await register(newEmail());
    const taken = await register(owner.email.toUpperCase());
    expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json().message).toBe(
      'Te enviamos un correo electrónico a esa dirección: sigue sus indicaciones.',
    );

    await deliver();
    const mail = await smtp.next(owner.email);
    expect(mail.subject).toBe('Someone tried to register on Vitrina with your e-mail');
    expect(mail.text).toContain('Hello Rosa Dueña,');
    expect(mail.text).toContain('/password/forgot');
    // Nothing else changed: no second account, no verification link, the owner still signs in.
    const accounts = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where lower(email) = lower(${owner.email})`,
    );
    expect(accounts).toEqual([{ id: owner.id }]);
    expect(mail.text).not.toContain('/email/verify');
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const mismatch = await post('register', {
      name: 'Ana',
      email: newEmail(),
      password: TEST_PASSWORD,
      password_confirmation: 'otra-cosa-2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'La confirmación de la contraseña no coincide.',
    ]);
  });

  it('refuses each misuse of a verification link with its own message', async () => {
    const { email, mail } = await registeredAndMailed('en');
    const token = tokenOf(mail, '/email/verify');
    const verify = async (value: string) => {
      const response = await post('email/verify', { token: value }, 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Failed to verify email.');
      return response.json().errors.token[0] as string;
    };
    const [random, signature] = token.split('.') as [string, string];
    const flipped = `${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect(await verify(flipped)).toMatch(/was altered/);
    expect(await verify('not-a-link')).toMatch(/is not valid/);
    // A well-signed token that was never sent: signed with this server's key, not stored.
    expect(await verify(t.context.links.issue('verify').token)).toMatch(/is not valid/);
    // A reset link does not verify an e-mail.
    expect(await verify(t.context.links.issue('reset').token)).toMatch(/was altered/);

    // A resend replaces the first link.
    expect((await post('email/resend', { email }, 'en')).statusCode).toBe(200);
    await deliver();
    const second = tokenOf(await smtp.next(email), '/email/verify');
    expect(await verify(token)).toMatch(/replaced by a newer one/);

    expect((await post('email/verify', { token: second }, 'en')).statusCode).toBe(200);
    expect(await verify(second)).toMatch(/already used/);
  });

  it('refuses an expired verification link', async () => {
    const { mail } = await registeredAndMailed('en');
    const token = tokenOf(mail, '/email/verify');
    await db().execute(sql`update email_verifications set expires_at = now() - interval '1 minute'
                            where created_at = (select max(created_at) from email_verifications)`);
    const response = await post('email/verify', { token }, 'en');
    expect(response.json().errors.token).toEqual(['This link has expired. Ask for a new one.']);
  });

  it('answers a resend the same for unknown and verified addresses, and sends nothing then', async () => {
    const before = smtp.received.length;
    const unknown = await post('email/resend', { email: newEmail() });
    const verifiedUser = await buildUser(db(), { email: newEmail() });
    await db().execute(sql`update users set email_verified_at = now() where id = ${verifiedUser.id}`);
    const known = await post('email/resend', { email: verifiedUser.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await deliver();
    expect(smtp.received.length).toBe(before);
  });

  it('rate-limits resends of one address', async () => {
    const { email } = await registeredAndMailed();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post('email/resend', { email })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  it('forgot → e-mail → reset → every old session refused, the new password signs in', async () => {
    const user = await buildUser(db(), { email: newEmail(), name: 'Marisol Ortega' });
    const oldSession = await tokenFor(t.context, user.id);
    const forgot = await post('password/forgot', { email: user.email }, 'en');
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toMatch(/^If an account uses that e-mail/);

    await deliver();
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Vitrina');
    const token = tokenOf(mail, '/password/reset');

    const reset = await post('password/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe('¡Tu contraseña ha sido actualizada! Inicia sesión con la nueva.');

    const old = await t.app.inject({ url: `${AUTH}/profile`, headers: bearer(oldSession) });
    expect(old.statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await post(
      'password/reset',
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'en',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This link was already used. Ask for a new one if you need it.');
  });

  it('answers the same whether the account exists or not', async () => {
    const user = await buildUser(db(), { email: newEmail() });
    const known = await post('password/forgot', { email: user.email });
    const unknown = await post('password/forgot', { email: newEmail() });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
  });

  it('ends a reset link RESET_MINUTES after it was sent, on the app’s clock', async () => {
    const user = await buildUser(db(), { email: newEmail() });
    await post('password/forgot', { email: user.email });
    await deliver();
    const token = tokenOf(await smtp.next(user.email), '/password/reset');
    const reset = () =>
      post('password/reset', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, 'en');
    const sent = Date.now();
    const system = t.context.clock.now;
    try {
      t.context.clock.now = () => new Date(sent + (RESET_MINUTES + 1) * 60_000);
      expect((await reset()).json().message).toBe('This link has expired. Ask for a new one.');
      t.context.clock.now = () => new Date(sent + (RESET_MINUTES - 1) * 60_000);
      expect((await reset()).statusCode).toBe(200);
    } finally {
      t.context.clock.now = system;
    }
  });

  it('refuses an expired, an altered and an unknown reset link, and a weak or mismatched password', async () => {
    const user = await buildUser(db(), { email: newEmail() });
    await post('password/forgot', { email: user.email });
    await deliver();
    const token = tokenOf(await smtp.next(user.email), '/password/reset');
    const reset = (value: string, password = NEW_PASSWORD, confirmation = password) =>
      post('password/reset', { token: value, password, password_confirmation: confirmation }, 'en');

    expect((await reset(token, 'corta')).json().errors.password).toBeDefined();
    expect((await reset(token, NEW_PASSWORD, 'otra-2026-clave')).json().errors.password_confirmation).toEqual(
      ['The password confirmation does not match.'],
    );
    // The signature's first character replaced by another: "AA" at the end matched an issued token
    // one run in 256 (a signature's last character is one of four).
    const signatureStart = token.indexOf('.') + 1;
    const altered = `${token.slice(0, signatureStart)}${token[signatureStart] === 'A' ? 'B' : 'A'}${token.slice(signatureStart + 1)}`;
    expect((await reset(altered)).json().message).toMatch(/was altered/);
    expect((await reset(t.context.links.issue('reset').token)).json().message).toMatch(/is not valid/);

    await db().execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const expired = await reset(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');
    // The refused attempts changed nothing.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("the administrators' reset e-mail from the users screen opens the same flow", async () => {
    const agency = await buildAgency(db());
    const admin = await signIn(t, { role: ROLES.admin });
    const user = await buildUser(db(), { email: newEmail(), agencyIds: [agency.id] });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/mi-vitrina/users/${user.id}/password-reset`,
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await deliver();
    const mail = await smtp.next(user.email);
    expect(mail.text).toMatch(/Un administrador de Vitrina/);
    const token = tokenOf(mail, '/password/reset');
    const reset = await post('password/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles reset links like sign-in: per client address, and per account once a link names it', async () => {
    const limited = await buildTestApp({
      LOGIN_MAX_FAILURES_PER_IP: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
    });
    try {
      const reset = (token: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${AUTH}/password/reset`,
          payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
          headers: { 'accept-language': 'en' },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) {
        expect((await reset(limited.context.links.issue('reset').token, '203.0.113.40')).statusCode).toBe(
          422,
        );
      }
      const blocked = await reset(limited.context.links.issue('reset').token, '203.0.113.40');
      expect(blocked.statusCode).toBe(429);
      const seconds = Number(blocked.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(blocked.json().message).toBe(`Too many attempts. Please try again in ${seconds} seconds.`);

      // One account's link, used, then tried again from everywhere: the account's count blocks it.
      const user = await buildUser(limited.context.database.db, { email: newEmail() });
      await limited.app.inject({
        method: 'POST',
        url: `${AUTH}/password/forgot`,
        payload: { email: user.email },
      });
      const [mail] = await mailsTo(limited.context, user.email);
      const token = tokenOf({ text: mail!.text, html: mail!.html } as ReceivedMail, '/password/reset');
      expect((await reset(token, '198.51.100.40')).statusCode).toBe(200);
      expect((await reset(token, '198.51.100.41')).statusCode).toBe(422);
      expect((await reset(token, '198.51.100.42')).statusCode).toBe(422);
      expect((await reset(token, '198.51.100.43')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('rate-limits the requests for one address, existing or not', async () => {
    const email = newEmail();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post('password/forgot', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('delivery', () => {
  interface Row {
    attempts: number;
    sent_at: string | null;
    error: string | null;
    next_attempt_at: string;
  }
  const rowOf = async (to: string) =>
    (
      await queryRows<Row>(
        db(),
        sql`select attempts, sent_at, error, next_attempt_at::text from mail_outbox where "to" = ${to}`,
      )
    )[0]!;

  it('keeps a refused message, retries it later with backoff, and delivers it', async () => {
    const user = await buildUser(db(), { email: newEmail() });
    await post('password/forgot', { email: user.email });
    const now = new Date();
    smtp.rejecting = true;
    expect(await deliver(now)).toMatchObject({ failed: 1 });
    let row = await rowOf(user.email);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.error).toMatch(/451/);
    expect(new Date(row.next_attempt_at).getTime()).toBe(now.getTime() + 60_000);

    // Not due yet: nothing is tried.
    expect(await deliver(new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    // Still down at the second try: the next one waits twice as long.
    const second = new Date(now.getTime() + 60_000);
    expect(await deliver(second)).toMatchObject({ failed: 1 });
    row = await rowOf(user.email);
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at).getTime()).toBe(second.getTime() + 120_000);

    smtp.rejecting = false;
    expect(await deliver(new Date(second.getTime() + 120_000))).toMatchObject({ sent: 1 });
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Vitrina');
    row = await rowOf(user.email);
    expect(row.attempts).toBe(3);
    expect(row.sent_at).not.toBeNull();
  });

  it('two senders at once deliver each message once', async () => {
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) await buildUser(db(), { email });
    for (const email of emails) await post('password/forgot', { email });
    const before = smtp.received.length;
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a!.sent + b!.sent).toBe(3);
    expect(smtp.received.length - before).toBe(3);
    for (const email of emails) expect((await rowOf(email)).attempts).toBe(1);
  });

  it("the app's own job delivers the outbox when SMTP is configured", async () => {
    const own = await buildTestApp({ SMTP_URL: smtp.url, MAIL_SWEEP_MS: '50' });
    try {
      const user = await buildUser(own.context.database.db, { email: newEmail() });
      await own.app.inject({
        method: 'POST',
        url: `${AUTH}/password/forgot`,
        payload: { email: user.email },
      });
      const mail = await smtp.next(user.email);
      expect(mail.subject).toBe('Restablece tu contraseña de Vitrina');
    } finally {
      await own.close();
    }
  });
});

describe('outbox viewer', () => {
  it('shows administrators every message with its text and HTML', async () => {
    const admin = await signIn(t, { role: ROLES.superadmin });
    const user = await buildUser(db(), { email: newEmail() });
    await post('password/forgot', { email: user.email });
    const list = await t.app.inject({
      url: `/api/mi-vitrina/mail-outbox?search=${encodeURIComponent(user.email)}`,
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({
      to: user.email,
      subject: 'Restablece tu contraseña de Vitrina',
      sent_at: null,
    });
    const one = await t.app.inject({ url: `/api/mi-vitrina/mail-outbox/${row.id}`, headers: admin.headers });
    expect(one.json().data.text).toMatch(/\/password\/reset\//);
    expect(one.json().data.html).toContain('Vitrina');
    const missing = await t.app.inject({ url: '/api/mi-vitrina/mail-outbox/999999', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
  });
});
