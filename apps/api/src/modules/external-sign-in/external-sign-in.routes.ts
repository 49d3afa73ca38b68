/**
 * Signing in without a password: through an identity provider (OpenID Connect or Facebook,
 * authorization code with PKCE, state and nonce), or with a token from the trusted integration
 * (`/integration-data-patform`). Both end in the same session password sign-in issues.
 *
 * The provider returns the browser to the Login page (`/?code=…&state=…`), which hands code and
 * state to the callback route here: the state, nonce and PKCE verifier wait in the database in
 * between, so any API process finishes what another began.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type ErrorKey,
  externalCallbackBody,
  externalProviderParams,
  externalProvidersAnswer,
  externalStartAnswer,
  externalStartBody,
  integrationSignInBody,
  loginAnswer,
  USER_ACTIVE,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Module } from '../../context';
import { sendCacheable } from '../../lib/http-cache';
import { HttpError } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/rate-limiter';
import { errorAnswer } from '../../lib/route-schemas';
import { PUBLIC_ACCESS } from '../../plugins/access';
import { startSession } from '../auth/public';
import {
  consumeAttempt,
  findLinkedUser,
  findUserByEmail,
  findUserById,
  linkIdentity,
  type SignInUser,
  saveAttempt,
  useIntegrationToken,
} from './external-sign-in.repository';
import { identityProviders, ProviderError } from './identity-providers';
import { CLOCK_TOLERANCE_SECONDS, verifyIntegrationToken } from './integration-token';

const AUTH = '/api/mi-vitrina/auth';
const isPublic = { access: PUBLIC_ACCESS } as const;
/** Sign-in refusals answer the message alone: a refused body's field errors are left out. */
const refusal = errorAnswer.pick({ message: true });

const randomToken = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A user who may have a session; anyone else is refused with the reason. */
function assertMaySignIn(user: SignInUser | undefined, unknown: ErrorKey): SignInUser {
  if (!user) throw new HttpError(403, unknown);
  if (user.status === -1) throw new HttpError(403, 'auth.disabled');
  // Any other status than active (an account still awaiting verification) is not in yet either.
  if (user.status !== USER_ACTIVE) throw new HttpError(403, 'external.inactive');
  return user;
}

export const externalSignInModule: Module = (app, { database, tokens, counters, config }) => {
  const { db } = database;
  const session = { db, tokens, config };
  const providers = identityProviders(config.externalSignIn);
  // Every provider returns to the Login page; it must be registered with the provider as is.
  const redirectUri = `${config.publicUrl}/`;
  const listed = { data: config.externalSignIn.map(({ id, name }) => ({ id, name })) };

  // Each start writes a row and each integration token is verified and recorded: per address, a
  // person's few attempts pass and a flood gets 429 (counted in Redis when several processes run).
  const throttled = async (request: FastifyRequest) => {
    const window = await counters.hit(`external-sign-in:${request.ip}`, 60_000);
    if (window.count <= config.externalSignInPerMinute) return;
    throw tooManyRequests(window.resetInMs);
  };

  const adapterOf = (id: string) => {
    const adapter = providers.get(id);
    if (!adapter) throw new HttpError(404, 'external.not_configured');
    return adapter;
  };

  app.get(
    `${AUTH}/providers`,
    {
      config: isPublic,
      schema: {
        tags: ['auth'],
        summary: 'The identity providers configured for signing in (the buttons on Login)',
        response: { 200: externalProvidersAnswer },
      },
    },
    // Read from the configuration: nothing to compute, and it changes only with a restart.
    async (request, reply) => sendCacheable(request, reply, listed),
  );

  app.post(
    `${AUTH}/external/:provider/start`,
    {
      config: isPublic,
      onRequest: throttled,
      schema: {
        tags: ['auth'],
        summary: "Begin signing in with a provider: the address of the provider's sign-in page",
        params: externalProviderParams,
        body: externalStartBody,
        response: { 200: externalStartAnswer, 404: refusal, 429: refusal, 502: refusal },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const adapter = adapterOf(provider);
      const state = randomToken();
      const nonce = randomToken();
      const codeVerifier = randomToken();
      let url: string;
      try {
        url = await adapter.authorizationUrl({
          state,
          nonce,
          codeChallenge: sha256(codeVerifier),
          redirectUri,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error, provider }, 'identity provider unavailable');
        throw new HttpError(502, 'external.provider_failed');
      }
      await saveAttempt(db, {
        state_hash: sha256(state),
        provider,
        nonce,
        code_verifier: codeVerifier,
        remember: request.body.remember,
      });
      return { data: { url, state } };
    },
  );

  app.post(
    `${AUTH}/external/:provider/callback`,
    {
      config: isPublic,
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with a provider: its code and state; the answer is the access token',
        params: externalProviderParams,
        body: externalCallbackBody,
        response: { 200: loginAnswer, 403: refusal, 404: refusal, 422: refusal },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const adapter = adapterOf(provider);
      const attempt = await consumeAttempt(db, sha256(request.body.state), provider);
      if (!attempt) throw new HttpError(422, 'external.attempt_invalid');
      let identity: Awaited<ReturnType<typeof adapter.identify>>;
      try {
        identity = await adapter.identify({
          code: request.body.code,
          codeVerifier: attempt.code_verifier,
          nonce: attempt.nonce,
          redirectUri,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error, provider }, 'identity provider refused the sign-in');
        throw new HttpError(422, 'external.provider_failed');
      }
      // A subject linked before is the person, whatever their e-mail is today.
      let user = await findLinkedUser(db, identity.provider, identity.subject);
      if (!user) {
        if (!identity.email || !identity.emailVerified) throw new HttpError(403, 'external.email_unverified');
        user = assertMaySignIn(await findUserByEmail(db, identity.email), 'external.no_account');
        await linkIdentity(db, { ...identity, userId: user.id, email: identity.email });
      }
      assertMaySignIn(user, 'external.no_account');
      return startSession(session, request, user, { remember: attempt.remember, method: provider });
    },
  );

  app.post(
    `${AUTH}/integration`,
    {
      config: isPublic,
      onRequest: throttled,
      schema: {
        tags: ['auth'],
        summary: "Sign in with the trusted integration's token (/integration-data-patform)",
        body: integrationSignInBody,
        response: {
          200: loginAnswer,
          403: refusal,
          404: refusal,
          422: refusal,
          429: refusal,
        },
      },
    },
    async (request) => {
      if (!config.integration) throw new HttpError(404, 'integration.not_configured');
      const claims = await verifyIntegrationToken(
        request.body.token,
        config.integration,
        tokens.nowSeconds(),
      );
      // Used once, whatever follows: kept past its expiry by the tolerance the check forgives.
      if (!(await useIntegrationToken(db, claims.jti, claims.exp + CLOCK_TOLERANCE_SECONDS))) {
        throw new HttpError(422, 'integration.replayed');
      }
      const found = claims.email
        ? await findUserByEmail(db, claims.email)
        : await findUserById(db, claims.userId!);
      const user = assertMaySignIn(found, 'integration.unknown_user');
      return startSession(session, request, user, { remember: false, method: 'integration' });
    },
  );
};
