/** The reset links and the outbox rows of the password-reset e-mail (users.mail.ts writes the text). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox, passwordResets } from '../../db/schema';

export interface ResetWrite {
  userId: number;
  tokenHash: string;
  requestedBy: number | null;
  expiresAt: Date;
}

/** A new link; the user's earlier unused links stop working, so only the newest e-mail counts. */
export async function insertPasswordReset(tx: Tx, input: ResetWrite) {
  await tx
    .update(passwordResets)
    .set({ expires_at: sql`now()` })
    .where(
      sql`${passwordResets.user_id} = ${input.userId} and ${passwordResets.used_at} is null and ${passwordResets.expires_at} > now()`,
    );
  const [row] = await tx
    .insert(passwordResets)
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      requested_by: input.requestedBy,
      expires_at: input.expiresAt,
    })
    .returning({ id: passwordResets.id });
  return row!.id;
}

export interface MailWrite {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function queueMail(tx: Tx, mail: MailWrite) {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}
