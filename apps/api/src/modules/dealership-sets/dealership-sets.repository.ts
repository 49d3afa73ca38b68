/**
 * The SQL of groups and families, written once: the kind names its table and the agencies
 * column. Members are the agencies pointing at the set and not deleted.
 */
import {
  DEALERSHIP_SET_PREVIEW,
  type familyResource,
  type groupResource,
  type SortField,
} from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import type { dealershipFamilies, dealershipGroups } from '../../db/schema';
import type { ListSource } from '../../lib/list-query';
import { nameOrder } from '../../lib/sql-fragments';

/** A kind of set: its definition, its table and the agencies column that points at it. */
export interface SetKind {
  def: typeof groupResource | typeof familyResource;
  table: typeof dealershipGroups | typeof dealershipFamilies;
  /** One set of each kind per agency. */
  agencyColumn: 'group_id' | 'family_id';
}

export interface DealershipSetRow {
  id: number;
  name: string;
  description: string;
  agencies_count: number;
  agencies: string[];
  created_at: string;
  updated_at: string;
}

export interface DealershipSetDetailRow extends DealershipSetRow {
  agency_ids: number[];
}

const column = (kind: SetKind) => sql.identifier(kind.agencyColumn);

/** Members of the set `s`, by name: `limit` of them, or all. */
function members(kind: SetKind, pick: SQL, limit: number | null): SQL {
  return sql`array(select ${pick} from agencies a
     where a.${column(kind)} = s.id and a.deleted_at is null
     order by ${nameOrder(sql`a.name`)}, a.id ${limit === null ? sql`` : sql`limit ${limit}`})`;
}

const membersCount = (kind: SetKind) =>
  sql`(select count(*)::int from agencies a where a.${column(kind)} = s.id and a.deleted_at is null)`;

const searchable = { name: sql`s.name`, description: sql`s.description` };

/** The list (first few member names) or, for the export, every member name. */
export function dealershipSetSource(
  kind: SetKind,
  options: { allMembers?: boolean } = {},
): ListSource<SortField<SetKind['def']>> {
  return {
    select: sql`s.id, s.name, s.description, ${membersCount(kind)} as agencies_count,
      ${members(kind, sql`a.name`, options.allMembers ? null : DEALERSHIP_SET_PREVIEW)} as agencies,
      s.created_at, s.updated_at`,
    from: sql`${kind.table} s`,
    sortable: {
      name: nameOrder(sql`s.name`),
      agencies_count: membersCount(kind),
      created_at: sql`s.created_at`,
    },
    defaultSort: kind.def.defaultSort,
    tiebreaker: sql`s.id`,
    search: kind.def.search.map((field) => searchable[field]),
  };
}

/** One set with every member: `agency_ids[i]` is named `agencies[i]`. */
export async function findDealershipSet(
  db: Db | Tx,
  kind: SetKind,
  id: number,
): Promise<DealershipSetDetailRow | undefined> {
  const source = dealershipSetSource(kind, { allMembers: true });
  return queryRow<DealershipSetDetailRow>(
    db,
    sql`select ${source.select}, ${members(kind, sql`a.id`, null)} as agency_ids
     from ${source.from} where s.id = ${id}`,
  );
}

/** Which of `ids` are agencies that exist and are not deleted. */
export async function existingAgencyIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from agencies where id in ${list(ids)} and deleted_at is null`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function memberIds(db: Db | Tx, kind: SetKind, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from agencies where ${column(kind)} = ${id} and deleted_at is null order by id`,
  );
  return rows.map((row) => row.id);
}

export interface MemberChange {
  /** Agencies that joined, with the set they left (null: none). */
  added: { agency_id: number; from: number | null }[];
  removed: number[];
}

/**
 * Makes `agencyIds` the members of set `id`: joining moves an agency out of its previous set
 * (one set of each kind per agency), leaving sets its column to null.
 */
export async function replaceMembers(
  tx: Tx,
  kind: SetKind,
  id: number,
  agencyIds: number[],
): Promise<MemberChange> {
  const keep = agencyIds.length > 0 ? sql`and id not in ${list(agencyIds)}` : sql``;
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`update agencies set ${column(kind)} = null, updated_at = now()
     where ${column(kind)} = ${id} and deleted_at is null ${keep} returning id`,
  );
  if (agencyIds.length === 0)
    return { added: [], removed: removed.map((row) => row.id).sort((a, b) => a - b) };
  // The previous set is read in the same statement that moves the agency, so the audit says where it was.
  const added = await queryRows<{ agency_id: number; from: number | null }>(
    tx,
    sql`update agencies a set ${column(kind)} = ${id}, updated_at = now()
       from agencies before
      where a.id = before.id and a.id in ${list(agencyIds)}
        and a.${column(kind)} is distinct from ${id}
     returning a.id as agency_id, before.${column(kind)} as "from"`,
  );
  return {
    added: added.sort((a, b) => a.agency_id - b.agency_id),
    removed: removed.map((row) => row.id).sort((a, b) => a - b),
  };
}

/** Before the set is deleted: its agencies stay, without a set of this kind. Answers how many were members. */
export async function releaseMembers(tx: Tx, kind: SetKind, id: number): Promise<number> {
  const released = await queryRows<{ deleted_at: unknown }>(
    tx,
    sql`update agencies set ${column(kind)} = null, updated_at = now() where ${column(kind)} = ${id}
     returning deleted_at`,
  );
  return released.filter((row) => row.deleted_at === null).length;
}

/**
 * The spec §7 picker, by name: every set for administrators (`agencyIds` null); for everyone else only the sets
 * one of their own dealerships belongs to, so no tenant learns another's group or family names.
 */
export async function dealershipSetOptions(db: Db | Tx, kind: SetKind, agencyIds: number[] | null) {
  if (agencyIds?.length === 0) return [];
  const visible =
    agencyIds === null
      ? sql``
      : sql`where exists (select 1 from agencies a where a.${column(kind)} = s.id
                             and a.deleted_at is null and a.id in ${list(agencyIds)})`;
  return queryRows<{ label: string; value: number }>(
    db,
    sql`select name as label, id as value from ${kind.table} s ${visible}
         order by ${nameOrder(sql`s.name`)}, s.id`,
  );
}
