import { randomBytes, randomUUID } from 'node:crypto';
import { TOKEN_MESSAGES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildUser, TEST_PASSWORD, tokenFor } from '../../../test/factories';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const PROFILE = '/api/mi-vitrina/auth/profile';

let t: TestApp;
let db: Db;
let userId: number;
let secret: Uint8Array;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.context.database.db;
  userId = (await buildUser(db)).id;
  secret = new TextEncoder().encode(t.config.jwtSecret!);
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

function profile(headers: Record<string, string> = {}, url = PROFILE) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function expectRefused(
  response: Promise<{ statusCode: number; json(): unknown }>,
  message: string,
): Promise<void> {
  const answer = await response;
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ message });
}

/** Claims as the API issues them, signed with `key` (by default the app's own secret, HS256). */
function forge(
  claims: Record<string, unknown> = {},
  { alg = 'HS256', key = secret as Parameters<SignJWT['sign']>[0] } = {},
) {
  const now = nowSeconds();
  return new SignJWT({ sxp: now + 3600, ver: 0, ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('where the token travels', () => {
  it('answers "Token not found" without an Authorization header', async () => {
    await expectRefused(profile(), TOKEN_MESSAGES.notFound);
  });

  it('ignores a token in the query string', async () => {
    const token = await tokenFor(t.context, userId);
    await expectRefused(profile({}, `${PROFILE}?token=${token}`), TOKEN_MESSAGES.notFound);
  });

  it('ignores schemes other than Bearer, and a Bearer without a token', async () => {
    const token = await tokenFor(t.context, userId);
    for (const authorization of [
      'Basic xxx',
      `Basic ${token}`,
      `Token ${token}`,
      token,
      'Bearer',
      'Bearer ',
    ]) {
      await expectRefused(profile({ authorization }), TOKEN_MESSAGES.notFound);
    }
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    const token = await tokenFor(t.context, userId);
    const response = await profile({ authorization: `bearer ${token}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens that are not ours', () => {
  it('answers "Token is invalid" for malformed tokens', async () => {
    for (const token of ['abc', 'a.b.c', 'a.b', '...', 'e30.e30.', `${b64({ alg: 'HS256' })}.!!!.xyz`]) {
      await expectRefused(profile(bearer(token)), TOKEN_MESSAGES.invalid);
    }
  });

  it('answers "Token is invalid" for a token signed with another secret', async () => {
    const other = new TextEncoder().encode(randomBytes(32).toString('hex'));
    await expectRefused(profile(bearer(await forge({}, { key: other }))), TOKEN_MESSAGES.invalid);
  });

  it('answers "Token is invalid" for an unsigned alg:none token', async () => {
    const now = nowSeconds();
    const unsecured = new UnsecuredJWT({ sxp: now + 3600 })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    await expectRefused(profile(bearer(unsecured)), TOKEN_MESSAGES.invalid);

    // The same claims with an alg:none header and the signature of a real token.
    const real = await tokenFor(t.context, userId);
    const [, payload, signature] = real.split('.');
    const noneHeader = b64({ alg: 'none', typ: 'JWT' });
    await expectRefused(profile(bearer(`${noneHeader}.${payload}.${signature}`)), TOKEN_MESSAGES.invalid);
    await expectRefused(profile(bearer(`${noneHeader}.${payload}.`)), TOKEN_MESSAGES.invalid);
  });

  it('answers "Token is invalid" for HS512 and RS256 tokens', async () => {
    await expectRefused(profile(bearer(await forge({}, { alg: 'HS512' }))), TOKEN_MESSAGES.invalid);
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(
      profile(bearer(await forge({}, { alg: 'RS256', key: privateKey }))),
      TOKEN_MESSAGES.invalid,
    );
  });

  it('answers "Token is invalid" when the payload was changed after signing', async () => {
    const victim = await buildUser(db);
    const [header, payload, signature] = (await tokenFor(t.context, userId)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = `${header}.${b64({ ...claims, sub: String(victim.id) })}.${signature}`;
    await expectRefused(profile(bearer(tampered)), TOKEN_MESSAGES.invalid);

    const extended = `${header}.${b64({ ...claims, exp: nowSeconds() + 86400 * 365 })}.${signature}`;
    await expectRefused(profile(bearer(extended)), TOKEN_MESSAGES.invalid);
  });

  it('answers "Token is invalid" for a correctly signed token that lacks a claim', async () => {
    const now = nowSeconds();
    const noJti = await new SignJWT({ sxp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    const noSxp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    const noExp = await new SignJWT({ sxp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .sign(secret);
    const noSub = await new SignJWT({ sxp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    const textSub = await new SignJWT({ sxp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    const textSxp = await forge({ sxp: 'forever' });
    const noVersion = await forge({ ver: undefined });
    const textVersion = await forge({ ver: 'latest' });
    const tokens = { noJti, noSxp, noExp, noSub, textSub, textSxp, noVersion, textVersion };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await profile(bearer(token));
      expect(response.statusCode, name).toBe(401);
      expect(json(response), name).toEqual({ message: TOKEN_MESSAGES.invalid });
    }
  });

  it('accepts a token forged with the app secret and every claim (the control for the cases above)', async () => {
    const response = await profile(bearer(await forge()));
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens that were ours', () => {
  it('answers "Unauthenticated." for a token of an earlier version (password changed since)', async () => {
    const now = nowSeconds();
    const stale = (await t.context.tokens.issue(userId, 0, now + 3600, now)).token;
    await t.context.database.db.update(users).set({ token_version: 1 }).where(eq(users.id, userId));
    try {
      await expectRefused(profile(bearer(stale)), TOKEN_MESSAGES.unauthenticated);
      const current = (await t.context.tokens.issue(userId, 1, now + 3600, now)).token;
      expect((await profile(bearer(current))).statusCode).toBe(200);
    } finally {
      await t.context.database.db.update(users).set({ token_version: 0 }).where(eq(users.id, userId));
    }
  });

  it('answers "Token is expired" for a token past its expiry', async () => {
    const past = nowSeconds() - 7200;
    const { token } = await t.context.tokens.issue(userId, 0, past + 3600, past);
    await expectRefused(profile(bearer(token)), TOKEN_MESSAGES.expired);
  });

  it('answers "Token is invalid", not expired, for an expired token with a bad signature', async () => {
    const past = nowSeconds() - 7200;
    const { token } = await t.context.tokens.issue(userId, 0, past + 3600, past);
    const [header, payload] = token.split('.');
    await expectRefused(profile(bearer(`${header}.${payload}.${'A'.repeat(43)}`)), TOKEN_MESSAGES.invalid);
  });

  it('answers "Unauthenticated." for the token of a deleted user', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(t.context, user.id);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    await expectRefused(profile(bearer(token)), TOKEN_MESSAGES.unauthenticated);
  });

  it('answers "Unauthenticated." for a token of a user that never existed', async () => {
    const token = await tokenFor(t.context, 2_000_000_000);
    await expectRefused(profile(bearer(token)), TOKEN_MESSAGES.unauthenticated);
  });

  it('answers "Unauthenticated." for a revoked token', async () => {
    const user = await buildUser(db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = json<{ data: string }>(signIn).data;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await expectRefused(profile(bearer(token)), TOKEN_MESSAGES.unauthenticated);
  });
});

describe('token messages are never translated', () => {
  it('answers the same four texts whatever the Accept-Language', async () => {
    const deleted = await buildUser(db);
    const deletedToken = await tokenFor(t.context, deleted.id);
    await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, deleted.id));
    const past = nowSeconds() - 7200;
    const expired = (await t.context.tokens.issue(userId, 0, past + 3600, past)).token;

    const cases: [Record<string, string>, string][] = [
      [{}, TOKEN_MESSAGES.notFound],
      [bearer('a.b.c'), TOKEN_MESSAGES.invalid],
      [bearer(expired), TOKEN_MESSAGES.expired],
      [bearer(deletedToken), TOKEN_MESSAGES.unauthenticated],
    ];
    for (const [headers, message] of cases) {
      for (const language of ['en', 'es', 'en-US,en;q=0.9', 'es-MX']) {
        const response = await profile({ ...headers, 'accept-language': language });
        expect(response.statusCode).toBe(401);
        expect(json(response), `${message} / ${language}`).toEqual({ message });
      }
    }
  });
});
