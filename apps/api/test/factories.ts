import { randomBytes } from 'node:crypto';
import { type MembershipStatus, ROLES, type RoleName } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { agencies, agencyUser, fbLeadNotifications, packages, roles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { TokenService } from '../src/lib/tokens';

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
export async function tokenFor(tokens: TokenService, userId: number, sessionSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return (await tokens.issue(userId, now + sessionSeconds, now)).token;
}

export async function disableUser(db: Db, userId: number) {
  await db.update(users).set({ status: -1 }).where(eq(users.id, userId));
}
