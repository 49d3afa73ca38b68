/** Facebook lead notifications of a user in a dealership. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { fbLeadNotifications, notifications } from '../../src/db/schema';

export async function buildFbNotification(db: Db, userId: number, agencyId: number) {
  const [row] = await db
    .insert(fbLeadNotifications)
    .values({ user_id: userId, agency_id: agencyId })
    .returning();
  return row!;
}

export async function markFbNotificationRead(db: Db, id: number) {
  await db.update(fbLeadNotifications).set({ read_at: new Date() }).where(eq(fbLeadNotifications.id, id));
}

/** An alert (issue 39) of a user, unread. */
export async function buildNotification(
  db: Db,
  userId: number,
  values: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      user_id: userId,
      type: 'lead_assigned',
      params: { lead_name: 'Ana López', lead_id: 1 },
      link: '/leads/marketplace/1',
      dedupe_key: `test:${Math.random()}`,
      ...values,
    })
    .returning();
  return row!;
}
