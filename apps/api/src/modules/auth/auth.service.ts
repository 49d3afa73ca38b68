/**
 * Changes a signed-in user makes to their own account (profile, password), with what they count
 * in the sign-in throttle (README.md): the current password guessed like a password, and an e-mail that another
 * account has told like a failed sign-in with it.
 */
import { TOKEN_MESSAGES, type updatePasswordBody, type updateProfileBody } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { USERS_EMAIL_UNIQUE, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { invalid, unauthenticated } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type WriteRules, writeTransaction } from '../../lib/write';
import { emailTakenByOther, findUserForUpdate, revokeToken } from './auth.repository';
import type { LoginThrottle } from './login-throttle';
import type { Principal } from './principal.repository';

/** The signed-in user, from the client's address the throttles count. */
export type AccountActor = Actor<{ id: number }> & { ip: string };
/** The same, with the session whose token a password change replaces. */
export type SessionActor = Actor<Pick<Principal, 'id' | 'tokenId' | 'tokenExpiresAt'>> & { ip: string };

/** Two requests claiming the same address at once both pass the check; the index refuses the second. */
const emailRace: WriteRules = { unique: { [USERS_EMAIL_UNIQUE]: ['email', 'auth.email_taken'] } };

export interface Throttles {
  /** Sign-in's own: an e-mail told "taken" counts as a failed sign-in with it. */
  signIn: LoginThrottle;
  /** The current password's, per account and address like sign-in. */
  currentPassword: LoginThrottle;
}

/** Checks the signed-in user's current password, counted per account and address like sign-in. */
export async function assertCurrentPassword(
  throttle: LoginThrottle,
  actor: AccountActor,
  hash: string,
  given: string | undefined,
): Promise<void> {
  const account = String(actor.principal.id);
  if (!given) throw invalid({ current_password: ['auth.current_password_required'] });
  await throttle.assertAllowed(account, actor.ip);
  if (!(await verifyPassword(hash, given))) throw invalid({ current_password: ['auth.current_password'] });
  await throttle.recordSuccess(account, actor.ip);
}

/**
 * Name, language and e-mail; a new e-mail needs the current password and is unverified until
 * its link is opened. Runs its own transaction: a concurrent claim of the e-mail, which the
 * unique index refuses, answers "taken" as the check before it does.
 */
export async function updateProfile(
  db: Db,
  input: z.output<typeof updateProfileBody>,
  actor: AccountActor,
  throttles: Throttles,
): Promise<void> {
  const { name, email, locale, current_password } = input;
  const userId = actor.principal.id;
  await writeTransaction(db, emailRace, async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    if (!before) throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
    const emailChanged = before.email.toLowerCase() !== email.toLowerCase();
    // Whoever holds a session must not move the account's recovery address without the password.
    if (emailChanged) {
      await assertCurrentPassword(throttles.currentPassword, actor, before.password_hash, current_password);
      await throttles.signIn.assertNotBlocked(email, actor.ip);
    }
    // "Taken" tells that the e-mail has an account: counted as a failed sign-in with it (README.md).
    if (await emailTakenByOther(tx, email, userId)) {
      await throttles.signIn.assertAllowed(email, actor.ip);
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
      .where(eq(users.id, userId));
    const { password_hash: _, ...visibleBefore } = before;
    await audit(tx, actor, {
      action: 'update',
      entity: 'profile',
      entityId: userId,
      before: visibleBefore,
      after,
    });
  });
}

/**
 * A new password, behind the current one: every token issued before is refused (a new token
 * version) and this session's token revoked. Answers the new version, for the caller to issue
 * the session its new token.
 */
export async function changePassword(
  tx: Tx,
  input: Pick<z.output<typeof updatePasswordBody>, 'current_password' | 'password'>,
  actor: SessionActor,
  currentPassword: LoginThrottle,
): Promise<number> {
  const { principal } = actor;
  const user = await findUserForUpdate(tx, principal.id);
  if (!user) throw unauthenticated(TOKEN_MESSAGES.unauthenticated);
  await assertCurrentPassword(currentPassword, actor, user.password_hash, input.current_password);
  const passwordHash = await hashPassword(input.password);
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
  await audit(tx, actor, { action: 'update', entity: 'password', entityId: principal.id });
  return updated!.version;
}
