/**
 * Changes a signed-in user makes to their own account, with what they count in the sign-in
 * throttle (README.md): the current password guessed like a password, and an e-mail that another
 * account has told like a failed sign-in with it.
 */
import { TOKEN_MESSAGES, type updateProfileBody } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { invalid, unauthenticated } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { emailTakenByOther, findUserForUpdate, isEmailUniqueViolation } from './auth.repository';
import type { LoginThrottle } from './login-throttle';

/** The signed-in user, from the client's address the throttles count. */
export type AccountActor = Actor<{ id: number }> & { ip: string };

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
  const update = db.transaction(async (tx) => {
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
  await update.catch((error: unknown) => {
    if (isEmailUniqueViolation(error)) throw invalid({ email: ['auth.email_taken'] });
    throw error;
  });
}
