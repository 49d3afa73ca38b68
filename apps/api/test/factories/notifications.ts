/** Facebook lead notifications of a user in a dealership. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { fbLeadNotifications } from '../../src/db/schema';

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
