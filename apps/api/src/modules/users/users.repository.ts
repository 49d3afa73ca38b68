import { type AccountState, type Locale, type SortField, userResource } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import { agencyUser, users } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role: string;
  status: number;
  locale: Locale;
  agencies: { id: number; name: string }[];
  email_verified_at: string | null;
  registered_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserFilters {
  /** Users linked to one of these dealerships; null: everyone (administrators, agency 0). */
  scopeIds: number[] | null;
  /** The dealerships whose names a row shows; null: all of them (administrators). */
  visibleIds: number[] | null;
  /** A role id or name. */
  role?: string | undefined;
  status?: number | undefined;
  account?: AccountState | undefined;
}

const ACCOUNT_CONDITIONS: Record<AccountState, SQL> = {
  pending: sql`u.registered_at is not null and not exists (select 1 from agency_user au where au.user_id = u.id)`,
  unverified: sql`u.email_verified_at is null`,
  verified: sql`u.email_verified_at is not null`,
};

const linkedTo = (ids: number[]) =>
  sql`exists (select 1 from agency_user au where au.user_id = u.id and au.agency_id in ${list(ids)})`;

function agenciesOf(visibleIds: number[] | null): SQL {
  const visible =
    visibleIds === null ? sql`` : sql`and a.id in ${list(visibleIds.length ? visibleIds : [0])}`;
  return sql`coalesce((
    select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
      from agency_user au join agencies a on a.id = au.agency_id and a.deleted_at is null
     where au.user_id = u.id ${visible}), '[]')`;
}

/** Sign-ins are audited (modules/auth); the latest one is the user's last sign-in. */
const lastSignIn = sql`(select max(l.at) from audit_log l
  where l.user_id = u.id and l.action = 'login' and l.entity = 'session')`;

function roleFilter(role: string | undefined): SQL | undefined {
  if (role === undefined) return undefined;
  return /^\d{1,9}$/.test(role) ? sql`u.role_id = ${Number(role)}` : sql`lower(r.name) = lower(${role})`;
}

function selectUser(visibleIds: number[] | null): SQL {
  return sql`u.id, u.name, u.email, u.role_id, r.name as role, u.status::int as status, u.locale,
    ${agenciesOf(visibleIds)} as agencies, ${lastSignIn} as last_sign_in_at,
    u.email_verified_at, u.registered_at,
    u.created_at, u.updated_at`;
}

/** One expression over the definition's fields (name, e-mail), as the users_search_trgm index has it. */
const searchable = { name: sql`u.name`, email: sql`u.email` };
const searchText = sql.join(
  userResource.search.map((field) => searchable[field]),
  sql` || ' ' || `,
);

/** `/managers` shares the list: the same sortable fields, the role fixed by its filter. */
export function userSource(filters: UserFilters): ListSource<SortField<typeof userResource>> {
  const scope = filters.scopeIds;
  return {
    select: selectUser(filters.visibleIds),
    from: sql`users u join roles r on r.id = u.role_id`,
    where: [
      sql`u.deleted_at is null`,
      scope === null ? undefined : linkedTo(scope.length ? scope : [0]),
      roleFilter(filters.role),
      filters.status === undefined ? undefined : sql`u.status = ${filters.status}`,
      filters.account === undefined ? undefined : ACCOUNT_CONDITIONS[filters.account],
    ],
    sortable: {
      name: nameOrder(sql`u.name`),
      email: sql`lower(u.email)`,
      role: sql`r.name`,
      status: sql`u.status`,
      created_at: sql`u.created_at`,
    },
    defaultSort: userResource.defaultSort,
    tiebreaker: sql`u.id`,
    search: [searchText],
  };
}

export async function findUser(db: Db | Tx, id: number, visibleIds: number[] | null) {
  return queryRow<UserRow>(
    db,
    sql`select ${selectUser(visibleIds)} from users u join roles r on r.id = u.role_id
         where u.id = ${id}::bigint and u.deleted_at is null`,
  );
}

/** An account as the rules and the audit see it, locked until the transaction ends. */
export type SubjectRow = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role: string;
  status: number;
  locale: Locale;
  agency_ids: number[];
};

export async function lockSubject(tx: Tx, id: number) {
  return subject(tx, id, sql`for update of u`);
}

/** The same without a lock: what the routes' access rules read before the write's transaction. */
export async function findSubject(db: Db | Tx, id: number) {
  return subject(db, id, sql``);
}

function subject(db: Db | Tx, id: number, lock: SQL) {
  return queryRow<SubjectRow>(
    db,
    sql`select u.id, u.name, u.email, u.role_id, r.name as role, u.status::int as status, u.locale,
          array(select au.agency_id from agency_user au
                  join agencies a on a.id = au.agency_id and a.deleted_at is null
                 where au.user_id = u.id order by au.agency_id) as agency_ids
          from users u join roles r on r.id = u.role_id
         where u.id = ${id}::bigint and u.deleted_at is null
         ${lock}`,
  );
}

export interface RoleRow {
  id: number;
  name: string;
}

export async function findRole(db: Db | Tx, ref: number | string) {
  return queryRow<RoleRow>(
    db,
    typeof ref === 'number'
      ? sql`select id, name from roles where id = ${ref}`
      : sql`select id, name from roles where lower(name) = lower(${ref})`,
  );
}

/** Every role, the built-in ones first from the highest. */
export async function listRoles(db: Db | Tx) {
  return queryRows<RoleRow>(
    db,
    sql`select id, name from roles
        order by case name when 'Superadmin' then 1 when 'admin' then 2 when 'Gerente' then 3
                           when 'Asesor' then 4 else 5 end, lower(name), id`,
  );
}

/** Which of these dealerships exist and are not deleted. */
export async function existingAgencyIds(db: Db | Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from agencies where id in ${list(ids)} and deleted_at is null`,
  );
  return rows.map((row) => row.id);
}

/**
 * The account that already holds `email` (other than `exceptId`), with its linked dealerships.
 * E-mails are unique ignoring case, deleted accounts included (the unique index says so).
 */
export async function emailOwner(db: Db | Tx, email: string, exceptId = 0) {
  return queryRow<{ id: number; agency_ids: number[] }>(
    db,
    sql`select u.id, array(select au.agency_id from agency_user au where au.user_id = u.id) as agency_ids
          from users u where lower(u.email) = lower(${email}) and u.id <> ${exceptId} limit 1`,
  );
}

export interface UserWrite {
  name: string;
  email: string;
  role_id: number;
  status: number;
  locale: Locale;
}

/**
 * Writes the account; `endSessions` raises its token version, so every token issued before is
 * refused on its next request (the access plugin compares versions).
 */
export async function updateUser(
  tx: Tx,
  id: number,
  input: Partial<UserWrite> & { password_hash?: string },
  endSessions: boolean,
) {
  await tx
    .update(users)
    .set({
      ...input,
      ...(endSessions ? { token_version: sql`${users.token_version} + 1` } : {}),
      updated_at: sql`now()`,
    })
    .where(sql`${users.id} = ${id}`);
}

/** Replaces the account's links with exactly `agencyIds`. */
export async function setAgencies(tx: Tx, userId: number, agencyIds: readonly number[]) {
  await tx.delete(agencyUser).where(sql`${agencyUser.user_id} = ${userId}`);
  if (agencyIds.length > 0) {
    await tx.insert(agencyUser).values(agencyIds.map((agency_id) => ({ agency_id, user_id: userId })));
  }
}
