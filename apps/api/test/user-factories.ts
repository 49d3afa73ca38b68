import type { RoleName } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { auditLog, mailOutbox, passwordResets } from '../src/db/schema';
import { bearer } from './build-test-app';
import { buildUser, tokenFor } from './factories';

type Context = Pick<AppContext, 'tokens' | 'database'>;

/** A user of `role` linked to `agencyIds`, with the headers of a signed-in request of theirs. */
export async function actor(context: Context, role: RoleName, agencyIds: number[] = [], locale = 'es') {
  const user = await buildUser(context.database.db, { role, agencyIds });
  const token = await tokenFor(context, user.id);
  return { user, token, headers: { ...bearer(token), 'accept-language': locale } };
}

/** The mails queued for an address, oldest first. */
export async function mailsTo(context: Context, to: string) {
  return context.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
}

export async function resetsOf(context: Context, userId: number) {
  return context.database.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.user_id, userId))
    .orderBy(passwordResets.id);
}

export async function auditOf(context: Context, userId: number) {
  return context.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(userId))))
    .orderBy(auditLog.id);
}
