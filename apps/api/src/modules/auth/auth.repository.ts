import { MAX_ID, type Profile } from '@vitrina/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { cachedRows } from '../../db/read-cache';
import { fbLeadNotifications, revokedTokens, users } from '../../db/schema';

export interface LoginUser {
  id: number;
  password_hash: string;
  status: number;
  token_version: number;
  /** A registered account whose e-mail is not verified yet may not sign in. */
  awaiting_verification: boolean;
}

export async function findLoginUser(db: Db, email: string): Promise<LoginUser | undefined> {
  return queryRow<LoginUser>(
    db,
    sql`select id, password_hash, status, token_version,
               (registered_at is not null and email_verified_at is null) as awaiting_verification
          from users
         where lower(email) = lower(${email}) and deleted_at is null`,
  );
}

/** How many unread notifications the bell shows at most. */
const BELL_LIMIT = 50;

/**
 * The profile's `agencies` (package permissions included) and `fb_lead_notifications` (unread,
 * newest first, as many as the bell shows) of the user aliased `u`: the profile and the realtime
 * user channels answer the same shapes.
 */
export const PROFILE_PARTS = sql`
      coalesce((
        select json_agg(json_build_object(
                 'id', a.id, 'name', a.name, 'group', g.name,
                 'membership_status', a.membership_status,
                 'is_premium', a.is_premium, 'is_preowened', a.is_preowened,
                 'waba_id', a.waba_id,
                 'permissions_for_package', array(
                    select pp.permission from package_permissions pp
                     where pp.package_id = a.package_id order by pp.permission))
               order by a.name)
          from agency_user au
          join agencies a on a.id = au.agency_id and a.deleted_at is null
          left join dealership_groups g on g.id = a.group_id
         where au.user_id = u.id), '[]') as agencies,
      coalesce((
        select json_agg(json_build_object('id', n.id, 'created_at', n.created_at, 'dealer', n.dealer)
               order by n.created_at desc)
          from (select fn.id, fn.created_at, a.name as dealer
                  from fb_lead_notifications fn join agencies a on a.id = fn.agency_id
                 where fn.user_id = u.id and fn.read_at is null and a.deleted_at is null
                 order by fn.created_at desc limit ${BELL_LIMIT}) n), '[]') as fb_lead_notifications`;

export type ProfileExtras = Pick<Profile, 'agencies' | 'fb_lead_notifications' | 'locale'> & {
  email_verified_at: Date | string | null;
};

/**
 * The parts of the profile the principal does not already carry, in one round trip; kept until a
 * table it reads is written (every page load asks for it).
 */
export async function findProfileExtras(db: Db, userId: number): Promise<ProfileExtras | undefined> {
  const [extras] = await cachedRows<ProfileExtras>(
    db,
    sql`
    select u.locale, u.email_verified_at,
      ${PROFILE_PARTS}
      from users u where u.id = ${userId}`,
  );
  return extras;
}

/** Revokes a token; answers false when it had already been revoked (by a concurrent request). */
export async function revokeToken(
  db: Db | Tx,
  jti: string,
  userId: number,
  expiresAt: number,
): Promise<boolean> {
  const inserted = await db
    .insert(revokedTokens)
    .values({ jti, user_id: userId, expires_at: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return inserted.length > 0;
}

/** Revoked tokens past their own expiry can no longer be presented; keep the table small. */
export async function purgeExpiredRevocations(db: Db): Promise<void> {
  await db.delete(revokedTokens).where(sql`${revokedTokens.expires_at} < now()`);
}

export async function emailTakenByOther(db: Db | Tx, email: string, userId: number): Promise<boolean> {
  const row = await queryRow<{ id: number }>(
    db,
    sql`select id from users where lower(email) = lower(${email}) and id <> ${userId} limit 1`,
  );
  return row !== undefined;
}

export async function findUserForUpdate(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      password_hash: users.password_hash,
      email_verified_at: users.email_verified_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function markNotificationRead(db: Db | Tx, id: number, userId: number) {
  // An id no serial column can hold matches nothing; asking PostgreSQL would fail with "out of range".
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
  const [row] = await db
    .update(fbLeadNotifications)
    .set({ read_at: sql`coalesce(${fbLeadNotifications.read_at}, now())` })
    .where(and(eq(fbLeadNotifications.id, id), eq(fbLeadNotifications.user_id, userId)))
    .returning({ id: fbLeadNotifications.id, agency_id: fbLeadNotifications.agency_id });
  return row;
}
