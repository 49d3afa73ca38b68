import { ROLES, type RoleName } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/client';
import { auditLog, roles } from '../src/db/schema';
import { bearer } from './build-test-app';
import { buildRole, buildUser, setUserRole, tokenFor } from './factories';

type Context = Pick<AppContext, 'tokens' | 'database'>;

/** Headers of a new user of a built-in role. */
export async function headersOf(context: Context, role: RoleName = ROLES.admin) {
  const user = await buildUser(context.database.db, { role });
  return bearer(await tokenFor(context, user.id));
}

/** A new user of a role created for the test (with exactly these permissions), and their headers. */
export async function userOfNewRole(context: Context, permissionNames: readonly string[], name?: string) {
  const db = context.database.db;
  const role = await buildRole(db, permissionNames, name);
  const user = await buildUser(db);
  await setUserRole(db, user.id, role.id);
  return { role, user, headers: bearer(await tokenFor(context, user.id)) };
}

export async function roleIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

/** The audit entries of one entity, oldest first. */
export async function auditOf(db: Db, entity: string, entityId: number) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entity, entity));
  return rows.filter((row) => row.entity_id === String(entityId)).sort((a, b) => a.id - b.id);
}
