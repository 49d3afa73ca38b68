import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@vitrina/shared';
import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';

const URL = '/api/mi-vitrina/auth/integration';
const ISSUER = 'crm.grupo-automotriz.mx';
const SECRET = 'secreto-compartido-de-la-integracion-2026';

let t: TestApp;
let userEmail: string;
beforeAll(async () => {
  t = await buildTestApp({ INTEGRATION_ISSUER: ISSUER, INTEGRATION_SECRET: SECRET });
  userEmail = (await buildUser(t.context.database.db, { email: 'integracion@example.mx' })).email;
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

/** A token as the documentation tells an integrator to build it; `claims` override or remove (undefined). */
async function tokenOf(
  claims: Record<string, unknown> = {},
  secret = SECRET,
  alg = 'HS256',
): Promise<string> {
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: 'vitrina',
    email: userEmail,
    iat: now(),
    exp: now() + 120,
    jti: randomUUID(),
    ...claims,
  };
  for (const [key, value] of Object.entries(claims)) if (value === undefined) delete payload[key];
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

function send(token: string, locale = 'es') {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'accept-language': locale },
    payload: { token },
  });
}

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

describe('sign-in with the trusted integration token', () => {
  it('signs the user in by e-mail, with a session like password sign-in', async () => {
    const response = await send(await tokenOf());
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: string }>(response);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/auth/profile',
      headers: bearer(data),
    });
    expect(json<{ data: { email: string } }>(profile).data.email).toBe(userEmail);
  });

  it('signs the user in by Vitrina user id in sub', async () => {
    const user = await buildUser(t.context.database.db, { email: 'por.id@example.mx' });
    const response = await send(await tokenOf({ email: undefined, sub: String(user.id) }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a token used before', async () => {
    const token = await tokenOf();
    expect((await send(token)).statusCode).toBe(200);
    const replay = await send(token, 'en');
    expect(replay.statusCode).toBe(422);
    expect(message(replay)).toBe(
      'This integration link was already used. Open it again from the integration.',
    );
  });

  const refusals: [string, () => Promise<string>, string][] = [
    ['expired', () => tokenOf({ iat: now() - 600, exp: now() - 300 }), 'integration.expired'],
    ['tampered (another payload under the signature)', tampered, 'integration.invalid'],
    [
      'signed with another secret',
      () => tokenOf({}, 'otro-secreto-que-no-es-el-compartido-00'),
      'integration.invalid',
    ],
    ['signed with another algorithm', () => tokenOf({}, SECRET, 'HS512'), 'integration.invalid'],
    ['not a token at all', async () => 'esto-no-es-un-token', 'integration.invalid'],
    ['from another issuer', () => tokenOf({ iss: 'otro-crm.mx' }), 'integration.issuer'],
    ['for another audience', () => tokenOf({ aud: 'otra-app' }), 'integration.audience'],
    ['without jti', () => tokenOf({ jti: undefined }), 'integration.claims'],
    ['without iat', () => tokenOf({ iat: undefined }), 'integration.claims'],
    ['without exp', () => tokenOf({ exp: undefined }), 'integration.claims'],
    ['without sub or email', () => tokenOf({ email: undefined }), 'integration.claims'],
    ['living longer than allowed', () => tokenOf({ exp: now() + 3600 }), 'integration.lifetime'],
    ['issued in the future', () => tokenOf({ iat: now() + 600, exp: now() + 700 }), 'integration.invalid'],
    ['for an unknown e-mail', () => tokenOf({ email: 'nadie@example.mx' }), 'integration.unknown_user'],
    [
      'for an unknown user id',
      () => tokenOf({ email: undefined, sub: '999999' }),
      'integration.unknown_user',
    ],
  ];

  it.each(refusals)('refuses a token %s, with its message', async (_what, build, key) => {
    const response = await send(await build());
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(message(response)).toBe(
      ERROR_MESSAGES.es[key as keyof typeof ERROR_MESSAGES.es].replace('{{seconds}}', '300'),
    );
  });

  it('refuses a disabled user', async () => {
    const user = await buildUser(t.context.database.db, { email: 'desactivado@example.mx', status: -1 });
    const response = await send(await tokenOf({ email: user.email }), 'en');
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe('Your account is disabled. Contact your administrator.');
  });

  it('refuses a missing token as invalid input', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(422);
  });

  it('answers 429 to a flood from one address', async () => {
    const strict = await buildTestApp({
      INTEGRATION_ISSUER: ISSUER,
      INTEGRATION_SECRET: SECRET,
      EXTERNAL_SIGN_IN_PER_MINUTE: '2',
    });
    try {
      const attempt = () =>
        strict.app.inject({
          method: 'POST',
          url: URL,
          headers: { 'accept-language': 'en' },
          payload: { token: 'a.b.c' },
        });
      expect((await attempt()).statusCode).toBe(422);
      expect((await attempt()).statusCode).toBe(422);
      const flooded = await attempt();
      expect(flooded.statusCode).toBe(429);
      expect(message(flooded)).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await strict.close();
    }
  });

  it('is refused when no integration is configured', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'accept-language': 'en' },
        payload: { token: await tokenOf() },
      });
      expect(response.statusCode).toBe(404);
      expect(message(response)).toBe('The integration connection is not configured.');
    } finally {
      await bare.close();
    }
  });
});

/** A valid token whose payload was swapped for another user's, signature kept. */
async function tampered(): Promise<string> {
  const [header, , signature] = (await tokenOf()).split('.');
  const payload = Buffer.from(
    JSON.stringify({
      iss: ISSUER,
      aud: 'vitrina',
      email: 'superadmin@example.mx',
      iat: now(),
      exp: now() + 60,
      jti: randomUUID(),
    }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
