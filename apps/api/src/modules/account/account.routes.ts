/**
 * The account flows anyone may use without signing in (PRODUCT.md "Account and session"):
 * registration (an inactive Gerente until the e-mail is verified, announced to the platform
 * administrators to link it to a dealership), e-mail verification and its resend, and the
 * password reset (request by e-mail, then the new password through the link). The answers to
 * "register", "resend" and "forgot" are the same whether the account exists or not: a
 * registration with an e-mail that has an account answers as a new one, with the same work
 * (the password hashed, a transaction queuing an e-mail), and the owner is told by e-mail.
 */
import {
  emailOnlyBody,
  messageAnswer,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Module } from '../../context';
import { USERS_EMAIL_UNIQUE } from '../../db/schema';
import { audit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { errorAnswer } from '../../lib/route-schemas';
import { isUniqueViolation } from '../../lib/write';
import { LoginThrottle } from '../auth/public';
import { queueMail } from '../mail/public';
import { openLink, queuePasswordReset, queueVerification } from './account.links';
import { registrationAttemptMail, registrationNotice } from './account.mail';
import {
  type AccountRow,
  findAccountByEmail,
  insertRegisteredAccount,
  lockAccount,
  markEmailVerified,
  platformAdmins,
  replacePassword,
} from './account.repository';
import { AccountMailThrottle } from './account.throttle';

const PREFIX = '/api/mi-vitrina/auth';
const open = { access: { public: true } } as const;
const answers = { 200: messageAnswer, 422: errorAnswer, 429: errorAnswer } as const;

export const accountModule: Module = (app, { database, counters, config, links }) => {
  const { db } = database;
  const throttle = new AccountMailThrottle(counters, config.mail.perHour);
  // A reset link is tried like a password: per address, and per account once the link names one.
  const resets = new LoginThrottle(counters, config.login, 'reset');
  const origin = config.publicUrl;

  /** Someone registered with the owner's e-mail: the owner is told, in their language. */
  const warnOwner = (request: FastifyRequest, owner: AccountRow) =>
    db.transaction(async (tx) => {
      const urls = { signIn: `${origin}/`, forgot: `${origin}/password/forgot` };
      const mailId = await queueMail(tx, {
        to: owner.email,
        ...registrationAttemptMail(owner.locale, owner, urls),
      });
      await audit(tx, request, {
        action: 'register_attempt',
        entity: 'user',
        entityId: owner.id,
        userId: owner.id,
        after: { mail_id: mailId },
      });
    });

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
      const locale = request.body.locale ?? request.locale;
      await throttle.assertAllowed('register', email, request.ip);
      const passwordHash = await hashPassword(password);
      const owner = await findAccountByEmail(db, email);
      const created = owner
        ? false
        : await db
            .transaction(async (tx) => {
              const created = await insertRegisteredAccount(tx, { name, email, passwordHash, locale });
              const account = { id: created!.id, name, email, locale };
              await audit(tx, request, {
                action: 'register',
                entity: 'user',
                entityId: account.id,
                userId: account.id,
                after: { name, email, locale },
              });
              await queueVerification(tx, request, links, account, origin);
              for (const admin of await platformAdmins(tx)) {
                const notice = registrationNotice(
                  admin.locale,
                  admin,
                  account,
                  `${origin}/users?account=pending`,
                );
                await queueMail(tx, { to: admin.email, ...notice });
              }
              return true;
            })
            .catch((error: unknown) => {
              // Another registration took the e-mail meanwhile: its owner is told, as above.
              if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) return false;
              throw error;
            });
      if (!created) {
        const found = owner ?? (await findAccountByEmail(db, email));
        if (found) await warnOwner(request, found);
      }
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
        await queueVerification(tx, request, links, account, origin);
      });
      return { message: translate(request.locale, 'auth.verification_resent') };
    },
  );

  app.post(
    `${PREFIX}/password/forgot`,
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link',
        body: emailOnlyBody,
        response: answers,
      },
    },
    async (request) => {
      const { email } = request.body;
      await throttle.assertAllowed('forgot', email, request.ip);
      await db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        // A disabled account gets no link: resetting would not let it in anyway.
        if (!account || account.status === -1) return;
        await queuePasswordReset(tx, request, links, account, 'forgot', origin);
      });
      return { message: translate(request.locale, 'auth.reset_requested') };
    },
  );

  app.post(
    `${PREFIX}/password/reset`,
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password through a reset link; every session of the account ends',
        body: resetPasswordBody,
        response: answers,
      },
    },
    async (request) => {
      const { token, password } = request.body;
      // Counted before the password is hashed: a flood of links costs no hashing past the limit.
      await resets.countAddress(request.ip);
      const passwordHash = await hashPassword(password);
      const account = await db.transaction(async (tx) => {
        const link = await openLink(tx, links, 'reset', token, undefined, (userId) =>
          resets.countAccount(String(userId)),
        );
        const account = await lockAccount(tx, link.user_id);
        if (!account) throw invalid({ token: ['auth.token_unknown'] }, 'auth.token_unknown');
        await replacePassword(tx, account.id, passwordHash);
        await audit(tx, request, {
          action: 'update',
          entity: 'password',
          entityId: account.id,
          userId: account.id,
        });
        return account;
      });
      await resets.recordSuccess(String(account.id), request.ip);
      return { message: translate(request.locale, 'auth.password_reset_done') };
    },
  );
};
