/**
 * The SQL of groups and families, written once: the definition names the table and the agencies
 * column. Members are the agencies pointing at the set and not deleted.
 */
import { DEALERSHIP_SET_PREVIEW } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { list, queryRow, queryRows } from '../../db/query';
import type { ListSource } from '../../lib/list-query';
import { isoTime, nameOrder, sameName } from '../../lib/sql-fragments';
import type { DealershipSetDefinition } from './dealership-sets.definition';

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

/** The stored row, as the audit records it. */
export interface StoredSet {
  id: number;
  name: string;
  description: string;
  created_at: unknown;
  updated_at: unknown;
}

const table = (def: DealershipSetDefinition) => sql.identifier(def.table);
const column = (def: DealershipSetDefinition) => sql.identifier(def.agencyColumn);

/** Members of the set `s`, by name: `limit` of them, or all. */
function members(def: DealershipSetDefinition, pick: SQL, limit: number | null): SQL {
  return sql`array(select ${pick} from agencies a
     where a.${column(def)} = s.id and a.deleted_at is null
     order by ${nameOrder(sql`a.name`)}, a.id ${limit === null ? sql`` : sql`limit ${limit}`})`;
}

const membersCount = (def: DealershipSetDefinition) =>
  sql`(select count(*)::int from agencies a where a.${column(def)} = s.id and a.deleted_at is null)`;

/** The list (first few member names) or, for the export, every member name. */
export function dealershipSetSource(
  def: DealershipSetDefinition,
  options: { allMembers?: boolean } = {},
): ListSource {
  return {
    select: sql`s.id, s.name, s.description, ${membersCount(def)} as agencies_count,
      ${members(def, sql`a.name`, options.allMembers ? null : DEALERSHIP_SET_PREVIEW)} as agencies,
      ${isoTime(sql`s.created_at`)} as created_at, ${isoTime(sql`s.updated_at`)} as updated_at`,
    from: sql`${table(def)} s`,
    sortable: {
      name: nameOrder(sql`s.name`),
      agencies_count: membersCount(def),
      created_at: sql`s.created_at`,
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreaker: sql`s.id`,
    search: [sql`s.name`, sql`s.description`],
  };
}

export async function findDealershipSet(
  db: Db | Tx,
  def: DealershipSetDefinition,
  id: number,
): Promise<DealershipSetDetailRow | undefined> {
  return queryRow<DealershipSetDetailRow>(
    db,
    sql`select s.id, s.name, s.description, ${membersCount(def)} as agencies_count,
          ${members(def, sql`a.name`, null)} as agencies, ${members(def, sql`a.id`, null)} as agency_ids,
          ${isoTime(sql`s.created_at`)} as created_at, ${isoTime(sql`s.updated_at`)} as updated_at
     from ${table(def)} s where s.id = ${id}`,
  );
}

/** The row as stored, locked until the transaction ends. */
export async function lockDealershipSet(tx: Tx, def: DealershipSetDefinition, id: number) {
  return queryRow<StoredSet>(tx, sql`select * from ${table(def)} where id = ${id} for update`);
}

export async function dealershipSetNameTaken(
  db: Db | Tx,
  def: DealershipSetDefinition,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from ${table(def)} where ${sameName(sql`name`, name)} and id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
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

export async function memberIds(db: Db | Tx, def: DealershipSetDefinition, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from agencies where ${column(def)} = ${id} and deleted_at is null order by id`,
  );
  return rows.map((row) => row.id);
}

export interface SetWrite {
  name: string;
  description: string;
}

export async function insertDealershipSet(tx: Tx, def: DealershipSetDefinition, input: SetWrite) {
  return (await queryRow<StoredSet>(
    tx,
    sql`insert into ${table(def)} (name, description) values (${input.name}, ${input.description}) returning *`,
  ))!;
}

export async function updateDealershipSet(tx: Tx, def: DealershipSetDefinition, id: number, input: SetWrite) {
  return (await queryRow<StoredSet>(
    tx,
    sql`update ${table(def)} set name = ${input.name}, description = ${input.description}, updated_at = now()
     where id = ${id} returning *`,
  ))!;
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
  def: DealershipSetDefinition,
  id: number,
  agencyIds: number[],
): Promise<MemberChange> {
  const keep = agencyIds.length > 0 ? sql`and id not in ${list(agencyIds)}` : sql``;
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`update agencies set ${column(def)} = null, updated_at = now()
     where ${column(def)} = ${id} and deleted_at is null ${keep} returning id`,
  );
  if (agencyIds.length === 0)
    return { added: [], removed: removed.map((row) => row.id).sort((a, b) => a - b) };
  // The previous set is read in the same statement that moves the agency, so the audit says where it was.
  const added = await queryRows<{ agency_id: number; from: number | null }>(
    tx,
    sql`update agencies a set ${column(def)} = ${id}, updated_at = now()
       from agencies before
      where a.id = before.id and a.id in ${list(agencyIds)}
        and a.${column(def)} is distinct from ${id}
     returning a.id as agency_id, before.${column(def)} as "from"`,
  );
  return {
    added: added.sort((a, b) => a.agency_id - b.agency_id),
    removed: removed.map((row) => row.id).sort((a, b) => a - b),
  };
}

/** Deletes the set; its agencies stay, without a set of this kind. Answers how many were members. */
export async function deleteDealershipSet(tx: Tx, def: DealershipSetDefinition, id: number): Promise<number> {
  const released = await queryRows<{ deleted_at: unknown }>(
    tx,
    sql`update agencies set ${column(def)} = null, updated_at = now() where ${column(def)} = ${id}
     returning deleted_at`,
  );
  await tx.execute(sql`delete from ${table(def)} where id = ${id}`);
  return released.filter((row) => row.deleted_at === null).length;
}

/**
 * The spec §7 picker, by name: every set for administrators (`agencyIds` null); for everyone else only the sets
 * one of their own dealerships belongs to, so no tenant learns another's group or family names.
 */
export async function dealershipSetOptions(
  db: Db | Tx,
  def: DealershipSetDefinition,
  agencyIds: number[] | null,
) {
  if (agencyIds?.length === 0) return [];
  const visible =
    agencyIds === null
      ? sql``
      : sql`where exists (select 1 from agencies a where a.${column(def)} = s.id
                             and a.deleted_at is null and a.id in ${list(agencyIds)})`;
  return queryRows<{ label: string; value: number }>(
    db,
    sql`select name as label, id as value from ${table(def)} s ${visible}
         order by ${nameOrder(sql`s.name`)}, s.id`,
  );
}
