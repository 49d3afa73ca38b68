import type { ProfileAgency } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { list, queryRows } from '../db/query';
import { PROFILE_PARTS } from '../modules/auth/public';

/** What a user's private channel keeps up to date in the browser's stored user. */
export interface UserSnapshot {
  id: number;
  /** The role's permissions and the user's own, as the profile answers them. */
  permissions: string[];
  /** The user's dealerships as the profile answers them (package permissions included). */
  agencies: ProfileAgency[];
  fb_lead_notifications: { id: number; created_at: string; dealer: string }[];
}

/**
 * The live users among `ids` with what their channel carries, in one round trip; the same shapes
 * as the profile (modules/auth), so the browser replaces its stored parts with them.
 */
export async function findUserSnapshots(db: Db, ids: readonly number[]): Promise<UserSnapshot[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<UserSnapshot>(
    db,
    sql`
    select u.id,
      array(
        select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
         where rp.role_id = u.role_id
        union
        select p.name from user_permissions up join permissions p on p.id = up.permission_id
         where up.user_id = u.id
        order by 1
      ) as permissions,
      ${PROFILE_PARTS}
      from users u
     where u.id in ${list(ids)} and u.deleted_at is null and u.status <> -1`,
  );
  return rows.map((row) => ({
    ...row,
    fb_lead_notifications: row.fb_lead_notifications.map((n) => ({
      ...n,
      created_at: new Date(n.created_at).toISOString(),
    })),
  }));
}
