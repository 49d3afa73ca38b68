/**
 * Who works a dealership's leads, defined once: automatic assignment, the SLA job, the settings
 * screen's advisors and every hand assignment (leads.repository.ts `assignableUsersById`) read
 * it. A user works the leads of the dealerships they are linked to when they are not deleted and
 * hold `update lead` — through their role or a grant of their own —, the permission every staff
 * action on a lead needs (status, notes, contacts): an Asesor and a Gerente by default. Automatic
 * assignment also leaves out the disabled (status −1) and those marked absent in the dealership.
 */
import { OPEN_LEAD_STATUSES, type Permission } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, list, queryRows } from '../../db/query';
import { nameOrder } from '../../lib/sql-fragments';

/** `user` (an alias of `users`) holds the permission through their role or their own grants. */
function holds(user: SQL, permission: Permission): SQL {
  return sql`exists (select 1 from permissions p
     where p.name = ${permission}
       and (exists (select 1 from role_permissions rp where rp.role_id = ${user}.role_id and rp.permission_id = p.id)
         or exists (select 1 from user_permissions up where up.user_id = ${user}.id and up.permission_id = p.id)))`;
}

/** The condition on `user` (an alias of `users`, linked to the dealership) of working its leads. */
export const worksLeads = (user: SQL) => sql`${user}.deleted_at is null and ${holds(user, 'update lead')}`;

export interface LeadAdvisor {
  agency_id: number;
  id: number;
  name: string;
  email: string;
  role: string;
  /** False for a disabled user (status −1). */
  active: boolean;
  /** Marked absent in this dealership. */
  absent: boolean;
}

/** Everyone who works the leads of these dealerships, active or not, by dealership and user id. */
export function leadAdvisorsOf(db: Db | Tx, agencyIds: readonly number[]): Promise<LeadAdvisor[]> {
  if (agencyIds.length === 0) return Promise.resolve([]);
  return queryRows<LeadAdvisor>(
    db,
    sql`select au.agency_id, u.id, u.name, u.email, r.name as role, u.status <> -1 as active,
               exists (select 1 from lead_advisor_absences x where x.agency_id = au.agency_id and x.user_id = u.id) as absent
          from agency_user au join users u on u.id = au.user_id join roles r on r.id = u.role_id
         where au.agency_id = any(${intArray(agencyIds)}) and ${worksLeads(sql`u`)}
         order by au.agency_id, u.id`,
  );
}

/** An advisor automatic assignment may choose: active and not absent. */
export interface Candidate {
  id: number;
  name: string;
}

/** The advisors automatic assignment chooses among in each dealership, by user id (the round's order). */
export async function candidatesOf(
  db: Db | Tx,
  agencyIds: readonly number[],
): Promise<Map<number, Candidate[]>> {
  const pools = new Map<number, Candidate[]>(agencyIds.map((id) => [id, []]));
  for (const advisor of await leadAdvisorsOf(db, agencyIds)) {
    if (advisor.active && !advisor.absent) pools.get(advisor.agency_id)!.push(advisor);
  }
  return pools;
}

/**
 * The open leads each advisor holds in these dealerships now, by dealership then user, read from
 * the exact counters `lead_counts` (their own and this transaction's writes included).
 */
export async function openLeadLoads(
  db: Db | Tx,
  agencyIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const loads = new Map<number, Map<number, number>>(agencyIds.map((id) => [id, new Map()]));
  if (agencyIds.length === 0) return loads;
  const rows = await queryRows<{ agency_id: number; user_id: number; n: number }>(
    db,
    sql`select c.agency_id, c.assigned_user_id as user_id, sum(c.n)::int as n from lead_counts c
         where c.agency_id = any(${intArray(agencyIds)}) and c.status in ${list(OPEN_LEAD_STATUSES)}
           and c.assigned_user_id <> 0
         group by 1, 2`,
  );
  for (const row of rows) loads.get(row.agency_id)!.set(row.user_id, row.n);
  return loads;
}

/**
 * The names of who is told about a dealership's missed deadlines: its active Gerentes (whoever
 * may assign its leads), by dealership, in name order.
 */
export async function managerNamesOf(
  db: Db | Tx,
  agencyIds: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(agencyIds.map((id) => [id, []]));
  if (agencyIds.length === 0) return names;
  const rows = await queryRows<{ agency_id: number; name: string }>(
    db,
    sql`select au.agency_id, u.name from agency_user au join users u on u.id = au.user_id
         where au.agency_id = any(${intArray(agencyIds)}) and u.status <> -1 and u.deleted_at is null
           and ${holds(sql`u`, 'assign lead')}
         order by au.agency_id, ${nameOrder(sql`u.name`)}, u.id`,
  );
  for (const row of rows) names.get(row.agency_id)!.push(row.name);
  return names;
}

/**
 * Who is told of what concerns a dealership's leads as a whole (a lead forwarded to it, a missed
 * deadline): its active users who may assign its leads (its Gerentes), the same people as
 * `managerNamesOf`.
 */
export async function leadManagerIdsOf(db: Db | Tx, agencyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from agency_user au join users u on u.id = au.user_id
         where au.agency_id = ${agencyId} and u.status <> -1 and u.deleted_at is null
           and ${holds(sql`u`, 'assign lead')}
         order by u.id`,
  );
  return rows.map((row) => row.id);
}
