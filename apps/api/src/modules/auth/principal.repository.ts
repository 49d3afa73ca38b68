import { type MembershipStatus, SUSPENDED } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';

/** The signed-in user as every authorization check sees it. */
export interface Principal {
  id: number;
  name: string;
  email: string;
  role: string;
  status: number;
  is_premium: boolean;
  is_preowened: boolean;
  permissions: string[];
  /**
   * Linked, live dealerships the user may act in: every check and query of a non-administrator
   * reads these, so a suspended dealership drops out of all of them at once.
   */
  agencyIds: number[];
  /** Linked, live dealerships whose membership is suspended (spec §6 "Suspendido"). */
  suspendedAgencyIds: number[];
  tokenId: string;
  tokenVersion: number;
  tokenExpiresAt: number;
  sessionExpiresAt: number;
}

export interface PrincipalRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: number;
  is_premium: boolean;
  is_preowened: boolean;
  token_version: number;
  revoked: boolean;
  permissions: string[];
  agency_ids: number[];
  suspended_agency_ids: number[];
}

/**
 * One round trip: the user, whether this token was revoked, the role's and the user's own
 * permissions, and the linked dealerships. PrincipalCache keeps it until a write changes any of it.
 */
export async function findPrincipalRow(
  db: Db,
  userId: number,
  jti: string,
): Promise<PrincipalRow | undefined> {
  return queryRow<PrincipalRow>(
    db,
    sql`
    select u.id, u.name, u.email, r.name as role, u.status, u.is_premium, u.is_preowened,
           u.token_version,
           exists (select 1 from revoked_tokens t where t.jti = ${jti}) as revoked,
           array(
             select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
              where rp.role_id = u.role_id
             union
             select p.name from user_permissions up join permissions p on p.id = up.permission_id
              where up.user_id = u.id
           ) as permissions,
           coalesce(links.active, '{}') as agency_ids,
           coalesce(links.suspended, '{}') as suspended_agency_ids
      from users u join roles r on r.id = u.role_id
      -- The linked dealerships read once, split by membership.
      cross join lateral (
        select array_agg(au.agency_id order by au.agency_id)
                 filter (where a.membership_status <> ${SUSPENDED}) as active,
               array_agg(au.agency_id order by au.agency_id)
                 filter (where a.membership_status = ${SUSPENDED}) as suspended
          from agency_user au
          join agencies a on a.id = au.agency_id and a.deleted_at is null
         where au.user_id = u.id
      ) links
     where u.id = ${userId} and u.deleted_at is null`,
  );
}

export interface ScopeAgency {
  id: number;
  membership_status: MembershipStatus;
  is_premium: boolean;
  is_preowened: boolean;
  waba_id: string | null;
  permissions_for_package: string[];
}

/** What the membership and package rules need of each dealership in a request's scope. */
export async function findScopeAgencies(db: Db, ids: number[]): Promise<ScopeAgency[]> {
  if (ids.length === 0) return [];
  return queryRows<ScopeAgency>(
    db,
    sql`
    select a.id, a.membership_status, a.is_premium, a.is_preowened, a.waba_id,
           array(select pp.permission from package_permissions pp where pp.package_id = a.package_id
                  order by pp.permission) as permissions_for_package
      from agencies a
     where a.id in ${list(ids)} and a.deleted_at is null
     order by a.id`,
  );
}
