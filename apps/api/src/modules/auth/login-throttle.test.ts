import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildUser, TEST_PASSWORD, tokenFor } from '../../../test/factories';
import { MemoryCounterStore } from '../../lib/rate-limiter';

const LOGIN = '/api/mi-vitrina/auth/login';
const WRONG = 'no-es-la-clave';

function login(
  t: TestApp,
  email: string,
  password: string,
  { ip = '127.0.0.1', language }: { ip?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { email, password },
    remoteAddress: ip,
    headers: language ? { 'accept-language': language } : {},
  });
}

/** The Retry-After of a 429, checked to be whole seconds within the window. */
function retryAfter(response: LightMyRequestResponse, windowSeconds: number): number {
  expect(response.statusCode).toBe(429);
  const header = response.headers['retry-after'];
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

async function failTimes(t: TestApp, times: number, email: string, ip?: string) {
  for (let i = 0; i < times; i++) {
    const response = await login(t, email, WRONG, { ip });
    expect(response.statusCode, `failure ${i + 1} of ${email}`).toBe(422);
  }
}

describe('per-account limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '100' });
  });
  afterAll(() => t.close());

  it('blocks the account after the allowed failures, even with the right password, saying for how long', async () => {
    const db = t.context.database.db;
    const user = await buildUser(db);
    await failTimes(t, 3, user.email);

    const spanish = await login(t, user.email, TEST_PASSWORD);
    const seconds = retryAfter(spanish, t.config.login.windowSeconds);
    const message = json<{ message: string }>(spanish).message;
    expect(message).toMatch(/^Demasiados intentos\. Intenta de nuevo en \d+ segundos\.$/);
    expect(message).toContain(String(seconds));
    // No token in the answer.
    expect(json(spanish)).toEqual({ message });

    const english = await login(t, user.email, TEST_PASSWORD, { language: 'en' });
    const englishSeconds = retryAfter(english, t.config.login.windowSeconds);
    expect(json(english)).toEqual({
      message: `Too many attempts. Please try again in ${englishSeconds} seconds.`,
    });

    // A wrong password is refused the same way: no more guesses.
    const guess = await login(t, user.email, WRONG);
    expect(guess.statusCode).toBe(429);
  });

  it('counts the account whatever the letter case of the e-mail', async () => {
    const user = await buildUser(t.context.database.db, { email: `Caso-${Date.now()}@Example.MX` });
    await failTimes(t, 1, user.email);
    await failTimes(t, 1, user.email.toUpperCase());
    await failTimes(t, 1, ` ${user.email.toLowerCase()} `);
    const response = await login(t, user.email.toLowerCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
  });

  it('does not block another account signing in from the same address', async () => {
    const db = t.context.database.db;
    const blocked = await buildUser(db);
    const other = await buildUser(db);
    await failTimes(t, 3, blocked.email);
    expect((await login(t, blocked.email, TEST_PASSWORD)).statusCode).toBe(429);

    const response = await login(t, other.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(typeof json<{ data: string }>(response).data).toBe('string');
  });

  it('blocks an account from every address', async () => {
    const user = await buildUser(t.context.database.db);
    await failTimes(t, 1, user.email, '10.1.0.1');
    await failTimes(t, 1, user.email, '10.1.0.2');
    await failTimes(t, 1, user.email, '10.1.0.3');
    const response = await login(t, user.email, TEST_PASSWORD, { ip: '10.1.0.4' });
    expect(response.statusCode).toBe(429);
  });

  it('counts failures for e-mails that have no account', async () => {
    const email = `fantasma-${Date.now()}@example.mx`;
    await failTimes(t, 3, email);
    expect((await login(t, email, WRONG)).statusCode).toBe(429);
  });

  it('resets the account count on a successful sign-in', async () => {
    const user = await buildUser(t.context.database.db);
    await failTimes(t, 2, user.email);
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Two more failures would have reached the limit without the reset.
    await failTimes(t, 2, user.email);
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // And the count starts over: the limit applies again from zero.
    await failTimes(t, 3, user.email);
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('tells a disabled or unverified account why with the right password, counting each such attempt as a failure', async () => {
    const db = t.context.database.db;
    const disabled = await buildUser(db, { status: -1 });
    const unverified = await buildUser(db);
    await db.execute(sql`update users set registered_at = now() where id = ${unverified.id}`);
    for (const [user, reason] of [
      [disabled, 'Tu cuenta está desactivada.'],
      [unverified, 'Verifica tu correo electrónico antes de iniciar sesión'],
    ] as const) {
      // The right password signed nobody in: it does not start the count over, a wrong one counts.
      await failTimes(t, 1, user.email, '10.6.6.6');
      for (let i = 0; i < 2; i++) {
        const response = await login(t, user.email, TEST_PASSWORD, { ip: '10.6.6.6' });
        expect(response.statusCode, `attempt ${i + 1}`).toBe(403);
        expect(json<{ message: string }>(response).message).toContain(reason);
      }
      retryAfter(await login(t, user.email, TEST_PASSWORD, { ip: '10.6.6.7' }), t.config.login.windowSeconds);
    }
  });

  it('answers a disabled account exactly like an active one until the password is right', async () => {
    const db = t.context.database.db;
    const disabled = await buildUser(db, { status: -1 });
    const active = await buildUser(db);
    const bodies = [];
    for (const user of [disabled, active]) {
      for (let i = 0; i < 3; i++) {
        const response = await login(t, user.email, WRONG, { ip: '10.7.7.7' });
        expect(response.statusCode).toBe(422);
        bodies.push(response.body);
      }
      // Blocked alike: the disabled account's right password no longer tells it apart.
      expect((await login(t, user.email, TEST_PASSWORD, { ip: '10.7.7.8' })).statusCode).toBe(429);
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('throttles the current password of a password change like a sign-in', async () => {
    const db = t.context.database.db;
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/mi-vitrina/auth/password',
        headers: bearer(token),
        remoteAddress: '10.8.8.8',
        payload: {
          current_password: current,
          password: 'Otra-Clave-2026',
          password_confirmation: 'Otra-Clave-2026',
        },
      });
    for (let i = 0; i < 3; i++) expect((await change(WRONG)).statusCode, `guess ${i + 1}`).toBe(422);
    const blocked = await change(TEST_PASSWORD);
    retryAfter(blocked, t.config.login.windowSeconds);
    // Sign-in has its own count: the owner still signs in.
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives no more guesses than the limit to parallel attempts', async () => {
    const user = await buildUser(t.context.database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(t, user.email, WRONG, { ip: '10.9.9.9' })),
    );
    const checked = answers.filter((response) => response.statusCode === 422);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(checked.length + refused.length).toBe(answers.length);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect((await login(t, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('blocks an address after failures across different e-mails, for every account, but not other addresses', async () => {
    const db = t.context.database.db;
    const victim = await buildUser(db);
    const bystander = await buildUser(db);
    const attacker = '203.0.113.7';
    await failTimes(t, 1, victim.email, attacker);
    await failTimes(t, 1, `nadie-${Date.now()}@example.mx`, attacker);
    await failTimes(t, 1, bystander.email, attacker);

    for (const email of [victim.email, bystander.email, `otro-${Date.now()}@example.mx`]) {
      const response = await login(t, email, TEST_PASSWORD, { ip: attacker });
      retryAfter(response, t.config.login.windowSeconds);
      expect(json<{ message: string }>(response).message).toContain(response.headers['retry-after']);
    }
    const english = await login(t, victim.email, TEST_PASSWORD, { ip: attacker, language: 'en' });
    const seconds = retryAfter(english, t.config.login.windowSeconds);
    expect(json(english)).toEqual({ message: `Too many attempts. Please try again in ${seconds} seconds.` });

    // The same accounts sign in from elsewhere.
    expect((await login(t, victim.email, TEST_PASSWORD, { ip: '198.51.100.1' })).statusCode).toBe(200);
    expect((await login(t, bystander.email, TEST_PASSWORD, { ip: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await buildUser(t.context.database.db);
    const office = '192.0.2.50';
    for (let i = 0; i < 5; i++) {
      expect((await login(t, user.email, TEST_PASSWORD, { ip: office })).statusCode).toBe(200);
    }
  });
});

describe('parallel bursts from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '1', LOGIN_MAX_FAILURES_PER_IP: '10' });
  });
  afterAll(() => t.close());

  it('checks no more passwords than the address limit, however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, `rafaga-${i}-${Date.now()}@example.mx`, WRONG, { ip: '203.0.113.30' }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('locks only the accounts whose attempt was checked, not every account in the burst', async () => {
    const db = t.context.database.db;
    const accounts = await Promise.all(Array.from({ length: 20 }, () => buildUser(db)));
    const burst = await Promise.all(
      accounts.map((user) => login(t, user.email, WRONG, { ip: '203.0.113.31' })),
    );
    expect(burst.filter((response) => response.statusCode === 422)).toHaveLength(10);
    // From another address, the right password: the ten refused attempts locked nobody.
    const after = await Promise.all(
      accounts.map((user, i) => login(t, user.email, TEST_PASSWORD, { ip: `198.51.100.${100 + i}` })),
    );
    expect(after.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(after.filter((response) => response.statusCode === 429)).toHaveLength(10);
  });
});

describe('MemoryCounterStore', () => {
  let store: MemoryCounterStore;
  afterEach(async () => {
    await store.close();
  });

  it('counts hits within a window and forgets them once it ends', async () => {
    store = new MemoryCounterStore();
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    const first = await store.hit('k', 60);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(60);
    expect((await store.hit('k', 60)).count).toBe(2);
    expect((await store.peek('k')).count).toBe(2);
    // Other keys are separate.
    expect((await store.peek('other')).count).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    // A hit after the window starts a new one.
    expect((await store.hit('k', 60)).count).toBe(1);
  });

  it('keeps the window of the first hit: later hits do not extend it', async () => {
    store = new MemoryCounterStore();
    await store.hit('k', 100);
    await new Promise((resolve) => setTimeout(resolve, 70));
    const later = await store.hit('k', 100);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(35);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect((await store.peek('k')).count).toBe(0);
  });

  it('takes one hit back on release, never below zero', async () => {
    store = new MemoryCounterStore();
    await store.hit('k', 10_000);
    await store.hit('k', 10_000);
    await store.release('k');
    expect((await store.peek('k')).count).toBe(1);
    await store.release('k');
    await store.release('k');
    expect((await store.peek('k')).count).toBe(0);
    await store.release('nothing');
    expect((await store.peek('nothing')).count).toBe(0);
  });

  it('forgets a key on reset', async () => {
    store = new MemoryCounterStore();
    await store.hit('k', 10_000);
    await store.hit('k', 10_000);
    await store.reset('k');
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('k', 10_000)).count).toBe(1);
  });
});
