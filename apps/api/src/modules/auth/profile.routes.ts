/**
 * The signed-in user's own account (`/api/mi-vitrina/auth/profile` and `/password`): the
 * profile every page load reads, its change, and the password change. Signing in and out and
 * the token's refresh are in auth.routes.ts.
 */
import {
  messageAnswer,
  type Profile,
  profileAnswer,
  TOKEN_MESSAGES,
  updatePasswordBody,
  updateProfileBody,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { signedInActor } from '../../lib/actor';
import { unauthenticated } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { errorAnswer } from '../../lib/route-schemas';
import { SIGNED_IN_ACCESS } from '../../plugins/access';
import { findProfileExtras, type ProfileExtras } from './auth.repository';
import { changePassword, updateProfile } from './auth.service';
import { LoginThrottle } from './login-throttle';
import type { Principal } from './principal.repository';

const PREFIX = '/api/mi-vitrina/auth';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const profileModule: Module = (app, { database, tokens, counters, config }) => {
  const { db } = database;
  const throttles = {
    signIn: new LoginThrottle(counters, config.login),
    // Guessing the current password of a signed-in session (a stolen token) is throttled like sign-in.
    currentPassword: new LoginThrottle(counters, config.login, 'password'),
  };
  const principalOf = (request: { principal: Principal | null }) => request.principal!;

  app.get(
    `${PREFIX}/profile`,
    {
      config: { access: SIGNED_IN_ACCESS },
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
      config: { access: SIGNED_IN_ACCESS },
      schema: {
        tags: ['auth'],
        summary: 'Update own name, e-mail (with the current password) and language',
        body: updateProfileBody,
        response: { 200: messageAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      await updateProfile(db, request.body, signedInActor(request), throttles);
      return { message: translate(request.locale, 'auth.profile_updated') };
    },
  );

  app.put(
    `${PREFIX}/password`,
    {
      config: { access: SIGNED_IN_ACCESS },
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
      const actor = signedInActor(request);
      const version = await db.transaction((tx) =>
        changePassword(tx, request.body, actor, throttles.currentPassword),
      );
      const issued = await tokens.issue(actor.principal.id, version, actor.principal.sessionExpiresAt);
      return {
        message: translate(request.locale, 'auth.password_updated'),
        data: issued.token,
        expires_in: issued.expiresIn,
      };
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
