/**
 * The password reset anyone may ask for without signing in (PRODUCT.md "Account and session"):
 * the request by e-mail, answered the same whether the account exists or not, then the new
 * password through the link, which ends every session of the account.
 */
import { emailOnlyBody, messageAnswer, resetPasswordBody } from '@vitrina/shared';
import type { Module } from '../../context';
import { actorOf } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { errorAnswer } from '../../lib/route-schemas';
import { PUBLIC_ACCESS } from '../../plugins/access';
import { LoginThrottle } from '../auth/public';
import { openLink, queuePasswordReset } from './account.links';
import { findAccountByEmail, lockAccount, replacePassword } from './account.repository';
import { AccountMailThrottle } from './account.throttle';

const PREFIX = '/api/mi-vitrina/auth';
const open = { access: PUBLIC_ACCESS } as const;
const answers = { 200: messageAnswer, 422: errorAnswer, 429: errorAnswer } as const;

export const passwordResetModule: Module = (app, { database, counters, config, links }) => {
  const { db } = database;
  const throttle = new AccountMailThrottle(counters, config.mail.perHour);
  // A reset link is tried like a password: per address, and per account once the link names one.
  const resets = new LoginThrottle(counters, config.login, 'reset');
  const origin = config.publicUrl;

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
        await queuePasswordReset(tx, actorOf(request), links, account, 'forgot', origin);
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
