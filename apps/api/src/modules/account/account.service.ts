/**
 * Registration: an inactive Gerente until its e-mail is verified, the verification link, and a
 * notice to every platform administrator; or, when the e-mail has an account, the same work
 * (the password hashed, a transaction queuing an e-mail) ending in a warning to the owner, so
 * the answer cannot tell the two apart.
 */
import type { Locale } from '@vitrina/shared';
import type { Db } from '../../db/client';
import { USERS_EMAIL_UNIQUE } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { LinkSigner } from '../../lib/signed-links';
import { isUniqueViolation } from '../../lib/write';
import { queueMail } from '../mail/public';
import { queueVerification } from './account.links';
import { registrationAttemptMail, registrationNotice } from './account.mail';
import {
  type AccountRow,
  findAccountByEmail,
  insertRegisteredAccount,
  platformAdmins,
} from './account.repository';

export interface Registration {
  name: string;
  email: string;
  password: string;
  locale: Locale;
}

/** What the e-mails' links are made with: the link signer and config's publicUrl. */
export interface MailLinks {
  links: LinkSigner;
  origin: string;
}

/**
 * Registers the account, or warns the owner of the e-mail; the same for the caller either way.
 * Runs its own transactions: a registration that loses the race for the e-mail becomes a warning.
 */
export async function register(db: Db, input: Registration, actor: Actor, mail: MailLinks): Promise<void> {
  const { name, email, locale } = input;
  const { links, origin } = mail;
  const passwordHash = await hashPassword(input.password);
  const owner = await findAccountByEmail(db, email);
  const created = owner
    ? false
    : await db
        .transaction(async (tx) => {
          const created = await insertRegisteredAccount(tx, { name, email, passwordHash, locale });
          const account = { id: created!.id, name, email, locale };
          await audit(tx, actor, {
            action: 'register',
            entity: 'user',
            entityId: account.id,
            userId: account.id,
            after: { name, email, locale },
          });
          await queueVerification(tx, actor, links, account, origin);
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
          // Another registration took the e-mail meanwhile: its owner is told, as below.
          if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) return false;
          throw error;
        });
  if (!created) {
    const found = owner ?? (await findAccountByEmail(db, email));
    if (found) await warnOwner(db, found, actor, origin);
  }
}

/** Someone registered with the owner's e-mail: the owner is told, in their language. */
function warnOwner(db: Db, owner: AccountRow, actor: Actor, origin: string) {
  return db.transaction(async (tx) => {
    const urls = { signIn: `${origin}/`, forgot: `${origin}/password/forgot` };
    const mailId = await queueMail(tx, {
      to: owner.email,
      ...registrationAttemptMail(owner.locale, owner, urls),
    });
    await audit(tx, actor, {
      action: 'register_attempt',
      entity: 'user',
      entityId: owner.id,
      userId: owner.id,
      after: { mail_id: mailId },
    });
  });
}
