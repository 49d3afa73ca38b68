/**
 * Signing in (`/api/mi-vitrina/auth/login`), the token's refresh and signing out. The signed-in
 * user's own profile and password are in profile.routes.ts; signing in with a provider is
 * modules/external-sign-in, and the account flows without a session modules/account.
 */
import { loginAnswer, loginBody, messageAnswer, refreshAnswer, TOKEN_MESSAGES } from '@vitrina/shared';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { HttpError, invalid, unauthenticated } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { verifyPassword } from '../../lib/passwords';
import { errorAnswer } from '../../lib/route-schemas';
import { PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../../plugins/access';
import { findLoginUser, revokeToken } from './auth.repository';
import { LoginThrottle } from './login-throttle';
import type { Principal } from './principal.repository';
import { startSession } from './sessions';

const PREFIX = '/api/mi-vitrina/auth';

export const authModule: Module = (app, { database, tokens, counters, config }) => {
  const { db } = database;
  const throttle = new LoginThrottle(counters, config.login);
  const principalOf = (request: { principal: Principal | null }) => request.principal!;

  app.post(
    `${PREFIX}/login`,
    {
      config: { access: PUBLIC_ACCESS },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; the answer is the access token',
        body: loginBody,
        response: { 200: loginAnswer, 403: errorAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const { email, password, remember } = request.body;
      await throttle.assertAllowed(email, request.ip);
      const user = await findLoginUser(db, email);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        throw invalid({ email: ['auth.failed'] }, 'auth.failed');
      }
      // The reason is told only to whoever has the right password, and such an attempt signed
      // nobody in: it stays counted, as a wrong password is (README.md, "What sign-in tells").
      if (user.status === -1) throw new HttpError(403, 'auth.disabled');
      if (user.awaiting_verification) throw new HttpError(403, 'auth.email_unverified');
      await throttle.recordSuccess(email, request.ip);

      return startSession({ db, tokens, config }, request, user, { remember });
    },
  );

  app.get(
    `${PREFIX}/refresh-token`,
    {
      config: { access: SIGNED_IN_ACCESS },
      schema: {
        tags: ['auth'],
        summary: 'A new token for the same session; the old one is revoked',
        response: { 200: refreshAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const now = tokens.nowSeconds();
      if (principal.sessionExpiresAt <= now) throw unauthenticated(TOKEN_MESSAGES.expired);
      // Revoke first: of several refreshes of one token at once, only the one that revoked it
      // gets a new token.
      if (!(await revokeToken(db, principal.tokenId, principal.id, principal.tokenExpiresAt))) {
        throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
      }
      const issued = await tokens.issue(
        principal.id,
        principal.tokenVersion,
        principal.sessionExpiresAt,
        now,
      );
      return { data: issued.token, expires_in: issued.expiresIn };
    },
  );

  app.post(
    `${PREFIX}/logout`,
    {
      config: { access: SIGNED_IN_ACCESS },
      schema: { tags: ['auth'], summary: 'Sign out: the token is revoked', response: { 200: messageAnswer } },
    },
    async (request) => {
      const principal = principalOf(request);
      await db.transaction(async (tx) => {
        await revokeToken(tx, principal.tokenId, principal.id, principal.tokenExpiresAt);
        await audit(tx, request, { action: 'logout', entity: 'session', entityId: principal.tokenId });
      });
      return { message: translate(request.locale, 'auth.logged_out') };
    },
  );
};
