import type { ProfileAgency } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { list, queryRows } from '../db/query';

/** What a user's private channel keeps up to date in the browser's stored user. */
export interface UserSnapshot {
  id: number;
  /** The role's permissions and the user's own, as the profile answers them. */
  permissions: string[];
  /** The user's dealerships as the profile answers them (package permissions included). */
  agencies: ProfileAgency[];
  fb_lead_notifications: { id: number; created_at: string; dealer: string }[];
}

/** As many unread notifications as the bell shows (the profile's limit). */
const BELL_LIMIT = 50;

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
                 order by fn.created_at desc limit ${BELL_LIMIT}) n), '[]') as fb_lead_notifications
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
