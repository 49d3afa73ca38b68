import { ERROR_MESSAGES } from '@vitrina/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildUser, disableUser } from '../../../test/factories';
import { type IdentityStandIn, startIdentityStandIn } from '../../../test/identity-provider-stand-in';

const AUTH = '/api/mi-vitrina/auth';
const PUBLIC_URL = 'http://vitrina.test';

let provider: IdentityStandIn;
let t: TestApp;
beforeAll(async () => {
  provider = await startIdentityStandIn();
  t = await buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.url,
    FACEBOOK_CLIENT_ID: provider.clientId,
    FACEBOOK_CLIENT_SECRET: provider.clientSecret,
    FACEBOOK_DIALOG_URL: provider.url,
    FACEBOOK_GRAPH_URL: provider.url,
    OIDC_ISSUER: provider.url,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Microsoft',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.forgeIdTokens = false;
});

type Provider = 'google' | 'facebook' | 'oidc';

/** Clicks the button: the start route's answer. */
async function start(which: Provider, remember = false) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/external/${which}/start`,
    payload: { remember },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { url: string; state: string } }>(response).data;
}

/** The browser at the provider: approved at once, sent back to the Login page with code and state. */
async function visitProvider(url: string): Promise<{ code: string; state: string; back: URL }> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}

function callback(which: Provider, body: { state: string; code: string }, locale = 'es') {
  return t.app.inject({
    method: 'POST',
    url: `${AUTH}/external/${which}/callback`,
    headers: { 'accept-language': locale },
    payload: body,
  });
}

async function signInThrough(which: Provider, locale = 'es') {
  const { url } = await start(which);
  const { code, state } = await visitProvider(url);
  return callback(which, { code, state }, locale);
}

async function profileEmail(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `${AUTH}/profile`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return json<{ data: { email: string } }>(response).data.email;
}

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

describe('providers list', () => {
  it('lists the configured providers, with the name shown on their button', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${AUTH}/providers` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
        { id: 'oidc', name: 'Microsoft' },
      ],
    });
    // Every Login asks: a browser that has the list gets 304 without a body.
    const again = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/providers`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is empty with no provider configured, and an unconfigured provider cannot start', async () => {
    const bare = await buildTestApp();
    try {
      expect(json(await bare.app.inject({ method: 'GET', url: `${AUTH}/providers` }))).toEqual({ data: [] });
      const refused = await bare.app.inject({
        method: 'POST',
        url: `${AUTH}/external/google/start`,
        headers: { 'accept-language': 'en' },
        payload: {},
      });
      expect(refused.statusCode).toBe(404);
      expect(message(refused)).toBe('This sign-in provider is not configured.');
    } finally {
      await bare.close();
    }
  });
});

describe('OpenID Connect (Google and any issuer)', () => {
  it('sends the browser to the issuer with PKCE S256, state, nonce and the Login page as the return', async () => {
    const { url, state } = await start('google');
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe(`${provider.url}/authorize`);
    const query = address.searchParams;
    expect(query.get('state')).toBe(state);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(query.get('redirect_uri')).toBe(`${PUBLIC_URL}/`);
    expect(query.get('scope')).toBe('openid email profile');
  });

  it('signs in the account with the verified e-mail, as password sign-in does, and links the subject', async () => {
    const user = await buildUser(t.context.database.db, { email: 'lucia.hernandez@example.mx' });
    provider.signedIn = { sub: 'google-lucia', email: 'Lucia.Hernandez@example.mx', email_verified: true };
    const response = await signInThrough('google');
    expect(response.statusCode).toBe(200);
    const { data, expires_in } = json<{ data: string; expires_in: number }>(response);
    expect(expires_in).toBeGreaterThan(0);
    expect(await profileEmail(data)).toBe(user.email);

    // Later the provider's e-mail changes (and is not verified): the linked subject still signs in.
    provider.signedIn = { sub: 'google-lucia', email: 'otra@example.mx', email_verified: false };
    const again = await signInThrough('google');
    expect(again.statusCode).toBe(200);
    expect(await profileEmail(json<{ data: string }>(again).data)).toBe(user.email);
  });

  it('works the same for any issuer configured by URL', async () => {
    const user = await buildUser(t.context.database.db, { email: 'jorge.ramirez@example.mx' });
    provider.signedIn = { sub: 'ms-jorge', email: user.email, email_verified: true };
    const response = await signInThrough('oidc');
    expect(response.statusCode).toBe(200);
    expect(await profileEmail(json<{ data: string }>(response).data)).toBe(user.email);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    await buildUser(t.context.database.db, { email: 'sin.verificar@example.mx' });
    provider.signedIn = {
      sub: 'google-unverified',
      email: 'sin.verificar@example.mx',
      email_verified: false,
    };
    const response = await signInThrough('google');
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(ERROR_MESSAGES.es['external.email_unverified']);
    const english = await signInThrough('google', 'en');
    expect(message(english)).toBe(
      'The provider does not confirm that your e-mail address is verified; we cannot link it to your account.',
    );
  });

  it('refuses a disabled account, and an account not active yet', async () => {
    await buildUser(t.context.database.db, { email: 'baja@example.mx', status: -1 });
    provider.signedIn = { sub: 'google-disabled', email: 'baja@example.mx', email_verified: true };
    const disabled = await signInThrough('google');
    expect(disabled.statusCode).toBe(403);
    expect(message(disabled)).toBe('Tu cuenta está desactivada. Contacta a tu administrador.');

    await buildUser(t.context.database.db, { email: 'pendiente@example.mx', status: 0 });
    provider.signedIn = { sub: 'google-pending', email: 'pendiente@example.mx', email_verified: true };
    const pending = await signInThrough('google', 'en');
    expect(pending.statusCode).toBe(403);
    expect(message(pending)).toBe(
      'Your account is not active yet. Verify your e-mail or contact your administrator.',
    );
  });

  it('refuses a linked account once it is disabled', async () => {
    const db = t.context.database.db;
    const user = await buildUser(db, { email: 'vinculado@example.mx' });
    provider.signedIn = { sub: 'google-linked', email: user.email, email_verified: true };
    expect((await signInThrough('google')).statusCode).toBe(200);
    await disableUser(db, user.id);
    const refused = await signInThrough('google');
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(ERROR_MESSAGES.es['auth.disabled']);
  });

  it('refuses an e-mail no account has', async () => {
    provider.signedIn = { sub: 'google-stranger', email: 'desconocido@example.mx', email_verified: true };
    const response = await signInThrough('google', 'en');
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(
      'There is no Vitrina account with this provider’s e-mail address. Ask your administrator for access.',
    );
  });

  it('refuses a tampered state, and the same state twice', async () => {
    await buildUser(t.context.database.db, { email: 'estado@example.mx' });
    provider.signedIn = { sub: 'google-state', email: 'estado@example.mx', email_verified: true };
    const { url } = await start('google');
    const { code, state } = await visitProvider(url);
    const tampered = await callback('google', { code, state: `${state.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(422);
    expect(message(tampered)).toBe(ERROR_MESSAGES.es['external.attempt_invalid']);

    expect((await callback('google', { code, state })).statusCode).toBe(200);
    const replayed = await callback('google', { code, state }, 'en');
    expect(replayed.statusCode).toBe(422);
    expect(message(replayed)).toBe(
      'The sign-in with the provider expired or was already used. Try again from the button.',
    );
  });

  it("refuses a code issued for another sign-in (its PKCE challenge is not this verifier's)", async () => {
    await buildUser(t.context.database.db, { email: 'pkce@example.mx' });
    provider.signedIn = { sub: 'google-pkce', email: 'pkce@example.mx', email_verified: true };
    const first = await start('google');
    const second = await start('google');
    const fromFirst = await visitProvider(first.url);
    // The code of the first sign-in, presented with the state (so the verifier) of the second.
    const swapped = await callback('google', { code: fromFirst.code, state: second.state });
    expect(swapped.statusCode).toBe(422);
    expect(message(swapped)).toBe(ERROR_MESSAGES.es['external.provider_failed']);
  });

  it('refuses a state started for another provider', async () => {
    const { url } = await start('google');
    const { code, state } = await visitProvider(url);
    const crossed = await callback('oidc', { code, state });
    expect(crossed.statusCode).toBe(422);
    expect(message(crossed)).toBe(ERROR_MESSAGES.es['external.attempt_invalid']);
  });

  it('refuses an ID token the issuer did not sign', async () => {
    await buildUser(t.context.database.db, { email: 'falsificado@example.mx' });
    provider.signedIn = { sub: 'google-forged', email: 'falsificado@example.mx', email_verified: true };
    provider.forgeIdTokens = true;
    const response = await signInThrough('google');
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe(ERROR_MESSAGES.es['external.provider_failed']);
  });
});

describe('Facebook (OAuth 2.0 dialog and Graph API)', () => {
  it("sends the browser to Facebook's dialog with PKCE and the e-mail scope", async () => {
    const { url, state } = await start('facebook');
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe(`${provider.url}/v23.0/dialog/oauth`);
    expect(address.searchParams.get('state')).toBe(state);
    expect(address.searchParams.get('scope')).toBe('email,public_profile');
    expect(address.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs in the account whose e-mail Facebook answers', async () => {
    const user = await buildUser(t.context.database.db, { email: 'mariana.lopez@example.mx' });
    provider.signedIn = { sub: '10229384756', email: user.email, email_verified: true };
    const response = await signInThrough('facebook');
    expect(response.statusCode).toBe(200);
    expect(await profileEmail(json<{ data: string }>(response).data)).toBe(user.email);
  });

  it('refuses when Facebook has no confirmed e-mail for the person', async () => {
    provider.signedIn = { sub: '10229384757', email: 'telefono@example.mx', email_verified: false };
    const response = await signInThrough('facebook');
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(ERROR_MESSAGES.es['external.email_unverified']);
  });

  it('refuses a tampered code', async () => {
    const { url } = await start('facebook');
    const { state } = await visitProvider(url);
    const response = await callback('facebook', { state, code: 'codigo-inventado' });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe(ERROR_MESSAGES.es['external.provider_failed']);
  });
});

describe('an unreachable provider', () => {
  it('answers a clear message instead of failing', async () => {
    const down = await buildTestApp({
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
      // Nothing listens on port 9 (discard) of this machine.
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: `${AUTH}/external/google/start`,
        headers: { 'accept-language': 'en' },
        payload: {},
      });
      expect(response.statusCode).toBe(502);
      expect(message(response)).toBe(
        'We could not confirm your identity with the provider. Please try again in a moment.',
      );
    } finally {
      await down.close();
    }
  });
});
