/**
 * The account flows anyone may use without signing in (PRODUCT.md "Account and session"):
 * registration (an inactive Gerente until the e-mail is verified, announced to the platform
 * administrators to link it to a dealership), e-mail verification and its resend; the password
 * reset is in password-reset.routes.ts. The answers to
 * "register", "resend" and "forgot" are the same whether the account exists or not: a
 * registration with an e-mail that has an account answers as a new one, with the same work
 * (the password hashed, a transaction queuing an e-mail), and the owner is told by e-mail.
 */
import { emailOnlyBody, messageAnswer, registerBody, verifyEmailBody } from '@vitrina/shared';
import type { Module } from '../../context';
import { actorOf } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { errorAnswer } from '../../lib/route-schemas';
import { PUBLIC_ACCESS } from '../../plugins/access';
import { openLink, queueVerification } from './account.links';
import { findAccountByEmail, lockAccount, markEmailVerified } from './account.repository';
import { register } from './account.service';
import { AccountMailThrottle } from './account.throttle';

const PREFIX = '/api/mi-vitrina/auth';
const open = { access: PUBLIC_ACCESS } as const;
const answers = { 200: messageAnswer, 422: errorAnswer, 429: errorAnswer } as const;

export const accountModule: Module = (app, { database, counters, config, links }) => {
  const { db } = database;
  const throttle = new AccountMailThrottle(counters, config.mail.perHour);
  const origin = config.publicUrl;

  app.post(
    `${PREFIX}/register`,
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; it signs in once its e-mail is verified',
        body: registerBody,
        response: { 201: messageAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      await throttle.assertAllowed('register', email, request.ip);
      const locale = request.body.locale ?? request.locale;
      await register(db, { name, email, password, locale }, actorOf(request), { links, origin });
      reply.code(201);
      return { message: translate(request.locale, 'auth.verification_sent') };
    },
  );

  app.post(
    `${PREFIX}/email/verify`,
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Open an e-mail verification link',
        body: verifyEmailBody,
        response: answers,
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const link = await openLink(tx, links, 'verify', request.body.token, 'auth.verify_failed');
        const account = await lockAccount(tx, link.user_id);
        // The address changed since the link was sent: it verifies nothing.
        if (!account || account.email.toLowerCase() !== link.email?.toLowerCase()) {
          throw invalid({ token: ['auth.token_unknown'] }, 'auth.verify_failed');
        }
        await markEmailVerified(tx, account.id);
        await audit(tx, request, {
          action: 'email_verified',
          entity: 'user',
          entityId: account.id,
          userId: account.id,
        });
      });
      return { message: translate(request.locale, 'auth.email_verified') };
    },
  );

  app.post(
    `${PREFIX}/email/resend`,
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Send the verification link again',
        body: emailOnlyBody,
        response: answers,
      },
    },
    async (request) => {
      const { email } = request.body;
      await throttle.assertAllowed('resend', email, request.ip);
      await db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        if (!account || account.email_verified_at || account.status === -1) return;
        await queueVerification(tx, actorOf(request), links, account, origin);
      });
      return { message: translate(request.locale, 'auth.verification_resent') };
    },
  );
};
