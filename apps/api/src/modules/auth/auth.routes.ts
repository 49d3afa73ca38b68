import {
  loginAnswer,
  loginBody,
  messageAnswer,
  type Profile,
  profileAnswer,
  refreshAnswer,
  TOKEN_MESSAGES,
  updatePasswordBody,
  updateProfileBody,
} from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import { USERS_EMAIL_UNIQUE, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, unauthenticated } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { errorAnswer } from '../../lib/route-schemas';
import { type WriteRules, writeTransaction } from '../../lib/write';
import {
  emailTakenByOther,
  findLoginUser,
  findProfileExtras,
  findUserForUpdate,
  type ProfileExtras,
  revokeToken,
} from './auth.repository';
import { LoginThrottle } from './login-throttle';
import type { Principal } from './principal.repository';
import { startSession } from './sessions';

const PREFIX = '/api/mi-vitrina/auth';
const signedIn = { permission: null, scope: 'user' } as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Two requests claiming the same address at once both pass the check; the index refuses the second. */
const emailRace: WriteRules = { unique: { [USERS_EMAIL_UNIQUE]: ['email', 'auth.email_taken'] } };

export const authModule: Module = (app, { database, tokens, counters, config }) => {
  const { db } = database;
  const throttle = new LoginThrottle(counters, config.login);
  // Guessing the current password of a signed-in session (a stolen token) is throttled like sign-in.
  const currentPassword = new LoginThrottle(counters, config.login, 'password');
  /** Checks the signed-in user's current password, counted per account and address like sign-in. */
  const assertCurrentPassword = async (
    request: { ip: string },
    principal: Principal,
    hash: string,
    given: string | undefined,
  ) => {
    if (!given) throw invalid({ current_password: ['auth.current_password_required'] });
    await currentPassword.assertAllowed(String(principal.id), request.ip);
    if (!(await verifyPassword(hash, given))) throw invalid({ current_password: ['auth.current_password'] });
    await currentPassword.recordSuccess(String(principal.id), request.ip);
  };
  const principalOf = (request: { principal: Principal | null }) => request.principal!;

  app.post(
    `${PREFIX}/login`,
    {
      config: { access: { public: true } },
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
      config: { access: signedIn },
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

  app.get(
    `${PREFIX}/profile`,
    {
      config: { access: signedIn },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, permissions and dealerships',
        response: { 200: profileAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const extras = await findProfileExtras(db, principal.id);
      if (!extras) throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
      return profileAnswerOf(principal, extras);
    },
  );

  app.put(
    `${PREFIX}/profile`,
    {
      config: { access: signedIn },
      schema: {
        tags: ['auth'],
        summary: 'Update own name, e-mail (with the current password) and language',
        body: updateProfileBody,
        response: { 200: messageAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { name, email, locale, current_password } = request.body;
      await writeTransaction(db, emailRace, async (tx) => {
        const before = await findUserForUpdate(tx, principal.id);
        if (!before) throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
        const emailChanged = before.email.toLowerCase() !== email.toLowerCase();
        // Whoever holds a session must not move the account's recovery address without the password.
        if (emailChanged) {
          await assertCurrentPassword(request, principal, before.password_hash, current_password);
          await throttle.assertNotBlocked(email, request.ip);
        }
        // "Taken" tells that the e-mail has an account: counted as a failed sign-in with it (README.md).
        if (await emailTakenByOther(tx, email, principal.id)) {
          await throttle.assertAllowed(email, request.ip);
          throw invalid({ email: ['auth.email_taken'] });
        }
        const after = {
          name,
          email,
          locale: locale ?? before.locale,
          // A new address has not been verified yet.
          email_verified_at: emailChanged ? null : before.email_verified_at,
        };
        await tx
          .update(users)
          .set({ ...after, updated_at: sql`now()` })
          .where(eq(users.id, principal.id));
        const { password_hash: _, ...visibleBefore } = before;
        await audit(tx, request, {
          action: 'update',
          entity: 'profile',
          entityId: principal.id,
          before: visibleBefore,
          after,
        });
      });
      return { message: translate(request.locale, 'auth.profile_updated') };
    },
  );

  app.put(
    `${PREFIX}/password`,
    {
      config: { access: signedIn },
      schema: {
        tags: ['auth'],
        summary: 'Change own password; other sessions end, this one gets a new token',
        body: updatePasswordBody,
        response: {
          200: messageAnswer.extend({ data: z.string(), expires_in: z.number().int() }),
          422: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { current_password, password } = request.body;
      const version = await db.transaction(async (tx) => {
        const user = await findUserForUpdate(tx, principal.id);
        if (!user) throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
        await assertCurrentPassword(request, principal, user.password_hash, current_password);
        const passwordHash = await hashPassword(password);
        // A new token version refuses every token issued before, in every session.
        const [updated] = await tx
          .update(users)
          .set({
            password_hash: passwordHash,
            token_version: sql`${users.token_version} + 1`,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, principal.id))
          .returning({ version: users.token_version });
        await revokeToken(tx, principal.tokenId, principal.id, principal.tokenExpiresAt);
        await audit(tx, request, { action: 'update', entity: 'password', entityId: principal.id });
        return updated!.version;
      });
      const issued = await tokens.issue(principal.id, version, principal.sessionExpiresAt);
      return {
        message: translate(request.locale, 'auth.password_updated'),
        data: issued.token,
        expires_in: issued.expiresIn,
      };
    },
  );

  app.post(
    `${PREFIX}/logout`,
    {
      config: { access: signedIn },
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

/**
 * Every page load asks for the profile, and both its parts are cached objects (the principal of
 * the token, the extras until a write to their tables): the answer is built, and frozen so its
 * serialisation is kept too (lib/serialization.ts), once per pair.
 */
const profileAnswers = new WeakMap<ProfileExtras, { principal: Principal; answer: { data: Profile } }>();

function profileAnswerOf(principal: Principal, extras: ProfileExtras): { data: Profile } {
  const known = profileAnswers.get(extras);
  if (known?.principal === principal) return known.answer;
  const profile: Profile = {
    id: principal.id,
    name: principal.name,
    email: principal.email,
    role: principal.role,
    permissions: principal.permissions,
    status: principal.status,
    is_premium: principal.is_premium,
    is_preowened: principal.is_preowened,
    locale: extras.locale,
    email_verified_at: iso(extras.email_verified_at),
    agencies: extras.agencies,
    fb_lead_notifications: extras.fb_lead_notifications.map((n) => ({
      ...n,
      created_at: new Date(n.created_at).toISOString(),
    })),
  };
  const answer = Object.freeze({ data: Object.freeze(profile) });
  profileAnswers.set(extras, { principal, answer });
  return answer;
}
