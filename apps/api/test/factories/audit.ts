/** The audit log entries tests read back after a write. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import type { Db } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';

type Context = Pick<AppContext, 'tokens' | 'database'>;
type Entry = typeof auditLog.$inferSelect;

/**
 * The audit entries of one entity, oldest first: `auditOf(db, 'permission', id)`, or a user's
 * with `auditOf(context, userId)`.
 */
export async function auditOf(db: Db, entity: string, entityId: number): Promise<Entry[]>;
export async function auditOf(context: Context, userId: number): Promise<Entry[]>;
export async function auditOf(
  target: Db | Context,
  entityOrUser: string | number,
  entityId?: number,
): Promise<Entry[]> {
  const db = 'tokens' in target ? target.database.db : target;
  const [entity, id] = typeof entityOrUser === 'number' ? ['user', entityOrUser] : [entityOrUser, entityId];
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
}
