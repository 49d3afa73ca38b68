/** Users, their tokens and their mail: the principals every other module's tests act as. */
import { ROLES, type RoleName } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import type { Db } from '../../src/db/client';
import {
  agencyUser,
  mailOutbox,
  passwordResets,
  permissions,
  roles,
  userPermissions,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { unique } from './unique';

type Context = Pick<AppContext, 'tokens' | 'database'>;

export const TEST_PASSWORD = 'Correcta-2026';
let passwordHash: Promise<string> | undefined;

export interface UserOverrides {
  role?: RoleName;
  email?: string;
  name?: string;
  status?: number;
  agencyIds?: number[];
  is_premium?: boolean;
  is_preowened?: boolean;
}

export async function buildUser(db: Db, overrides: UserOverrides = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [role] = await db
    .select()
    .from(roles)
    .where(eq(roles.name, overrides.role ?? ROLES.advisor));
  const [user] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Usuario ${unique()}`,
      email: overrides.email ?? `user-${unique()}@example.mx`,
      password_hash: await passwordHash,
      role_id: role!.id,
      status: overrides.status ?? 1,
      is_premium: overrides.is_premium ?? true,
      is_preowened: overrides.is_preowened ?? true,
    })
    .returning();
  const links = (overrides.agencyIds ?? []).map((agency_id) => ({ agency_id, user_id: user!.id }));
  if (links.length > 0) await db.insert(agencyUser).values(links);
  return user!;
}

/** A valid access token without going through sign-in (sign-in has its own tests). */
export async function tokenFor(context: Context, userId: number, sessionSeconds = 3600) {
  const [user] = await context.database.db
    .select({ version: users.token_version })
    .from(users)
    .where(eq(users.id, userId));
  const now = Math.floor(Date.now() / 1000);
  return (await context.tokens.issue(userId, user?.version ?? 0, now + sessionSeconds, now)).token;
}

export async function disableUser(db: Db, userId: number) {
  await db.update(users).set({ status: -1 }).where(eq(users.id, userId));
}

export async function softDeleteUser(db: Db, userId: number) {
  await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, userId));
}

/** A permission granted to the user directly, on top of the role's. */
export async function grantUserPermission(db: Db, userId: number, permissionName: string) {
  const [permission] = await db.select().from(permissions).where(eq(permissions.name, permissionName));
  await db.insert(userPermissions).values({ user_id: userId, permission_id: permission!.id });
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
