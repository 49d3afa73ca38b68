import { randomBytes } from 'node:crypto';
import { type MembershipStatus, ROLES, type RoleName } from '@vitrina/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/client';
import {
  agencies,
  agencyUser,
  dealershipGroups,
  fbLeadNotifications,
  packages,
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const TEST_PASSWORD = 'Correcta-2026';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

export interface AgencyOverrides {
  name?: string;
  packageName?: 'Básico' | 'Profesional' | 'Premium' | null;
  membership_status?: MembershipStatus;
  is_premium?: boolean;
  is_preowened?: boolean;
  waba_id?: string | null;
}

export async function buildAgency(db: Db, overrides: AgencyOverrides = {}) {
  const packageName = overrides.packageName === undefined ? 'Premium' : overrides.packageName;
  const [pkg] = packageName ? await db.select().from(packages).where(eq(packages.name, packageName)) : [];
  const [agency] = await db
    .insert(agencies)
    .values({
      name: overrides.name ?? `Agencia ${unique()}`,
      package_id: pkg?.id ?? null,
      membership_status: overrides.membership_status ?? 'Activo',
      is_premium: overrides.is_premium ?? true,
      is_preowened: overrides.is_preowened ?? true,
      waba_id: overrides.waba_id ?? null,
    })
    .returning();
  return agency!;
}

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

export async function buildFbNotification(db: Db, userId: number, agencyId: number) {
  const [row] = await db
    .insert(fbLeadNotifications)
    .values({ user_id: userId, agency_id: agencyId })
    .returning();
  return row!;
}

/** A valid access token without going through sign-in (sign-in has its own tests). */
export async function tokenFor(
  context: Pick<AppContext, 'tokens' | 'database'>,
  userId: number,
  sessionSeconds = 3600,
) {
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

/** A dealership group (the `group` of a profile's agency). */
export async function buildGroup(db: Db, name = `Grupo ${unique()}`) {
  const [group] = await db.insert(dealershipGroups).values({ name }).returning();
  return group!;
}

/** A role of its own with exactly these permissions, so a test may edit it without touching others. */
export async function buildRole(db: Db, permissionNames: readonly string[], name = `Rol ${unique()}`) {
  const [role] = await db.insert(roles).values({ name }).returning();
  if (permissionNames.length > 0) {
    const rows = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...permissionNames]));
    await db.insert(rolePermissions).values(rows.map((p) => ({ role_id: role!.id, permission_id: p.id })));
  }
  return role!;
}

export async function setUserRole(db: Db, userId: number, roleId: number) {
  await db.update(users).set({ role_id: roleId }).where(eq(users.id, userId));
}

/** A permission granted to the user directly, on top of the role's. */
export async function grantUserPermission(db: Db, userId: number, permissionName: string) {
  const [permission] = await db.select().from(permissions).where(eq(permissions.name, permissionName));
  await db.insert(userPermissions).values({ user_id: userId, permission_id: permission!.id });
}

export async function removeRolePermission(db: Db, roleId: number, permissionName: string) {
  const [permission] = await db.select().from(permissions).where(eq(permissions.name, permissionName));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.role_id, roleId), eq(rolePermissions.permission_id, permission!.id)));
}

export async function softDeleteUser(db: Db, userId: number) {
  await db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, userId));
}

export async function markFbNotificationRead(db: Db, id: number) {
  await db.update(fbLeadNotifications).set({ read_at: new Date() }).where(eq(fbLeadNotifications.id, id));
}
