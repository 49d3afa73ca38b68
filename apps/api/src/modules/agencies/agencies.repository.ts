import {
  type AgencyMember,
  type AgencySettlement,
  type AgencyValues,
  agencyResource,
  fullAddress,
  type MembershipStatus,
  ROLES,
  type SortField,
} from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import { idLookup } from '../../db/read-cache';
import { agencies, agencyUser } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import type { ListFilters } from '../../lib/read-routes';
import { agencyIn, idFilter, nameOrder } from '../../lib/sql-fragments';
import { lockRow } from '../../lib/table-writes';

export interface AgencyRow {
  id: number;
  name: string;
  legal_name: string;
  rfc: string | null;
  group_id: number | null;
  group_name: string | null;
  family_id: number | null;
  family_name: string | null;
  package_id: number | null;
  package_name: string | null;
  membership_status: MembershipStatus;
  is_premium: boolean;
  is_preowened: boolean;
  waba_id: string | null;
  logo_path: string | null;
  city: string | null;
  state: string | null;
  users_count: number;
  created_at: string;
  updated_at: string;
}

export type AgencyFilters = ListFilters<typeof agencyResource> & {
  /** The dealerships a non-administrator is linked to; null for administrators (all of them). */
  agencyIds: number[] | null;
};

const usersCount = sql`(select count(*)::int from agency_user au join users u on u.id = au.user_id
  where au.agency_id = a.id and u.deleted_at is null)`;

const flag = (column: SQL, value: boolean | undefined) =>
  value === undefined ? undefined : sql`${column} = ${value}`;
// Matched through the agencies_name_trgm index.
const searchable = { name: sql`a.name` };

/**
 * Deleted agencies are gone for every reader: lists, detail, pickers, profiles.
 *
 * The names of the row's group, family, package and settlement are scalar subqueries, evaluated
 * only for the page's rows once the sort has picked them; the joins are there for the group and
 * package sorts alone, and the planner drops them from every other query (measured: a third less
 * time per page on PGlite, and the created_at / membership sorts stop carrying joined rows).
 */
export function agencySource(filters: AgencyFilters): ListSource<SortField<typeof agencyResource>> {
  return {
    select: sql`a.id, a.name, a.legal_name, a.rfc,
      a.group_id, (select name from dealership_groups where id = a.group_id) as group_name,
      a.family_id, (select name from dealership_families where id = a.family_id) as family_name,
      a.package_id, (select name from packages where id = a.package_id) as package_name,
      a.membership_status, a.is_premium, a.is_preowened, a.waba_id, a.logo_path,
      (select coalesce(nullif(city, ''), municipality) from sepomex where id = a.sepomex_id) as city,
      (select state from sepomex where id = a.sepomex_id) as state,
      ${usersCount} as users_count,
      a.created_at, a.updated_at`,
    from: sql`agencies a
      left join dealership_groups g on g.id = a.group_id
      left join packages p on p.id = a.package_id`,
    where: [
      sql`a.deleted_at is null`,
      agencyIn(sql`a.id`, filters.agencyIds),
      idFilter(sql`a.group_id`, filters.group_id),
      idFilter(sql`a.family_id`, filters.family_id),
      idFilter(sql`a.package_id`, filters.package_id),
      filters.membership_status === undefined
        ? undefined
        : sql`a.membership_status = ${filters.membership_status}`,
      flag(sql`a.is_premium`, filters.is_premium),
      flag(sql`a.is_preowened`, filters.is_preowened),
    ],
    sortable: {
      // The agencies_name_order index holds exactly this expression and the id tiebreaker.
      name: nameOrder(sql`a.name`),
      membership_status: sql`a.membership_status`,
      group_name: nameOrder(sql`g.name`),
      package_name: nameOrder(sql`p.name`),
      created_at: sql`a.created_at`,
    },
    defaultSort: agencyResource.defaultSort,
    tiebreaker: sql`a.id`,
    search: agencyResource.search.map((field) => searchable[field]),
  };
}

const reference = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function toAgency(row: AgencyRow, publicBase: string) {
  return {
    id: row.id,
    name: row.name,
    legal_name: row.legal_name,
    rfc: row.rfc,
    group: reference(row.group_id, row.group_name),
    family: reference(row.family_id, row.family_name),
    package: reference(row.package_id, row.package_name),
    membership_status: row.membership_status,
    is_premium: row.is_premium,
    is_preowened: row.is_preowened,
    waba_id: row.waba_id,
    logo: imageUrls(row.logo_path, publicBase),
    city: row.city,
    state: row.state,
    users_count: row.users_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findAgencyRow(db: Db | Tx, id: number): Promise<AgencyRow | undefined> {
  const source = agencySource({ agencyIds: null });
  return queryRow<AgencyRow>(
    db,
    sql`select ${source.select} from ${source.from} where a.id = ${id} and a.deleted_at is null`,
  );
}

interface DetailExtras {
  address: string;
  postal_code: string | null;
  sepomex_id: number | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  sepomex: AgencySettlement[];
  members: (AgencyMember & { role: string })[];
  permissions_for_package: string[];
}

/** One agency as the detail answers it (spec §7 `agencies/{id}`), or undefined when missing or deleted. */
export async function findAgencyDetail(db: Db | Tx, id: number, publicBase: string) {
  const row = await findAgencyRow(db, id);
  if (!row) return undefined;
  const extras = (await queryRow<DetailExtras>(
    db,
    sql`
    select a.address, a.postal_code, a.sepomex_id, a.phone, a.whatsapp, a.email, a.website,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'location', s.settlement, 'type', s.settlement_type,
                 'municipality', s.municipality, 'city', s.city, 'state', s.state)
               order by vitrina_unaccent(lower(s.settlement)), s.id)
          from sepomex s where s.postal_code = a.postal_code), '[]') as sepomex,
      coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email,
                 'status', u.status, 'role', r.name) order by vitrina_unaccent(lower(u.name)), u.id)
          from agency_user au join users u on u.id = au.user_id and u.deleted_at is null
          join roles r on r.id = u.role_id
         where au.agency_id = a.id and r.name in (${ROLES.advisor}, ${ROLES.manager})), '[]') as members,
      array(select pp.permission from package_permissions pp where pp.package_id = a.package_id
             order by pp.permission) as permissions_for_package
      from agencies a where a.id = ${id}`,
  ))!;
  const { members, ...fields } = extras;
  const chosen = fields.sepomex.find((settlement) => settlement.id === fields.sepomex_id);
  const people = (role: string) =>
    members.filter((member) => member.role === role).map(({ role: _, ...member }) => member);
  return {
    ...toAgency(row, publicBase),
    group_id: row.group_id,
    family_id: row.family_id,
    package_id: row.package_id,
    ...fields,
    full_address: fullAddress({
      address: fields.address,
      postal_code: fields.postal_code,
      location: chosen?.location ?? null,
      state: chosen?.state ?? fields.sepomex[0]?.state ?? null,
    }),
    advisors: people(ROLES.advisor),
    managers: people(ROLES.manager),
  };
}

/** The live row as stored, without a lock: what the routes' access rules read before the write. */
export async function storedAgency(db: Db | Tx, id: number): Promise<StoredAgency | undefined> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(sql`${agencies.id} = ${id} and ${agencies.deleted_at} is null`);
  return row;
}

/** The row as stored, locked until the transaction ends (the audit's "before"); deleted ones are gone. */
export async function lockAgency(tx: Tx, id: number) {
  const row = await lockRow(tx, agencies, id);
  return row && row.deleted_at === null ? row : undefined;
}

/**
 * Agency names are unique among live agencies, ignoring case and accents, but no index can say
 * so (a deleted agency keeps its name): writers take this lock so two of them cannot race past
 * the check.
 */
export async function lockAgencyNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitrina.agencies.name'))`);
}

/** Whether the group or family `id` holds one of `agencyIds` (live agencies only). */
export async function setHoldsAnyOf(
  db: Db | Tx,
  column: 'group_id' | 'family_id',
  id: number,
  agencyIds: number[],
): Promise<boolean> {
  if (agencyIds.length === 0) return false;
  const row = await queryRow(
    db,
    sql`select 1 as found from agencies
         where ${sql.identifier(column)} = ${id} and deleted_at is null and id in ${list(agencyIds)}
         limit 1`,
  );
  return row !== undefined;
}

/** The settlements of a postal code: `none` when SEPOMEX does not know it, else whether `sepomexId` is one. */
export async function settlementCheck(
  db: Db | Tx,
  postalCode: string,
  sepomexId: number | null,
): Promise<'none' | 'match' | 'mismatch' | 'missing'> {
  const row = await queryRow<{ settlements: number; chosen: boolean }>(
    db,
    sql`select count(*)::int as settlements, coalesce(bool_or(id = ${sepomexId ?? 0}), false) as chosen
          from sepomex where postal_code = ${postalCode}`,
  );
  if (!row || row.settlements === 0) return sepomexId === null ? 'none' : 'mismatch';
  if (sepomexId === null) return 'missing';
  return row.chosen ? 'match' : 'mismatch';
}

export async function countActiveUsers(db: Db | Tx, agencyId: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from agency_user au join users u on u.id = au.user_id
         where au.agency_id = ${agencyId} and u.status = 1 and u.deleted_at is null`,
  );
  return row?.n ?? 0;
}

type StoredAgency = typeof agencies.$inferSelect;

/** The fields of a stored agency a request may change. */
export function storedValues(row: StoredAgency): Omit<AgencyValues, 'name'> {
  return {
    legal_name: row.legal_name,
    rfc: row.rfc,
    group_id: row.group_id,
    family_id: row.family_id,
    package_id: row.package_id,
    address: row.address,
    postal_code: row.postal_code,
    sepomex_id: row.sepomex_id,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    website: row.website,
    is_premium: row.is_premium,
    is_preowened: row.is_preowened,
    membership_status: row.membership_status as MembershipStatus,
    waba_id: row.waba_id,
  };
}

export async function linkUser(tx: Tx, agencyId: number, userId: number): Promise<void> {
  await tx.insert(agencyUser).values({ agency_id: agencyId, user_id: userId }).onConflictDoNothing();
}

export interface Option {
  label: string;
  value: number;
}

/** Spec §7 `all-agencies-actives`: live agencies whose membership is not cancelled, by name. */
export function activeAgencyOptions(db: Db, agencyIds: number[] | null): Promise<Option[]> {
  const scope =
    agencyIds === null ? sql`` : agencyIds.length > 0 ? sql`and id in ${list(agencyIds)}` : sql`and false`;
  return queryRows<Option>(
    db,
    sql`select name as label, id as value from agencies
         where deleted_at is null and membership_status <> 'Cancelado' ${scope}
         order by vitrina_unaccent(lower(name)), id`,
  );
}

/** Spec §7 `all-active-bodies`: the active body types of the catalog, by name. */
export function activeBodyOptions(db: Db): Promise<Option[]> {
  return queryRows<Option>(
    db,
    sql`select name as label, id as value from catalog_bodies where active
         order by vitrina_unaccent(lower(name)), id`,
  );
}

/**
 * A dealership's name and aging threshold by id, for the lists that show whose rows they are (the
 * inventory's and the leads' `decorate`), kept by id until `agencies` is written.
 */
export const agencyNames = idLookup<{ id: number; name: string; aging_threshold: number }>(
  (ids) => sql`select id, name, aging_threshold_days as aging_threshold from agencies where id = any(${ids})`,
);

/**
 * The live, enabled users linked to the agency (whom a change of its membership concerns), and
 * the transaction's time, which names the change.
 */
export async function membershipAudience(
  tx: Tx,
  agencyId: number,
): Promise<{ userIds: number[]; at: string }> {
  const rows = await queryRows<{ id: number | null; at: string }>(
    tx,
    sql`select u.id, now()::text as at from (select 1) one
          left join agency_user au on au.agency_id = ${agencyId}
          left join users u on u.id = au.user_id and u.deleted_at is null and u.status <> -1
         order by u.id`,
  );
  return { userIds: rows.flatMap((row) => (row.id === null ? [] : [row.id])), at: rows[0]?.at ?? '' };
}
