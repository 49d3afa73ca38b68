/** SQL pieces the repositories share: timestamps as text, the name key, common filters. */
import { nameKey } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import { list } from '../db/query';

/**
 * ISO 8601 in UTC, for an instant inside JSON built in SQL (json_build_object). A timestamptz
 * column selected as itself already reaches the repositories as this text (db/rows.ts
 * `isoInstant`), at no cost to PostgreSQL: to_char cost a list page 30 µs of its query.
 */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The key of the unique name indexes; names sort by it too, so "Áudi" sits with "Audi". */
export const nameOrder = (column: SQL) => sql`vitrina_unaccent(lower(${column}))`;

/** The unique indexes' rule, matched through them: case, accents and repeated spaces ignored. */
export const sameName = (column: SQL, name: string) =>
  sql`vitrina_unaccent(lower(${column})) = vitrina_unaccent(lower(${nameKey(name)}))`;

export const activeFilter = (column: SQL, active: boolean | undefined) =>
  active === undefined ? undefined : sql`${column} = ${active}`;

/** An id from the query string, compared as bigint so an out-of-range id matches nothing. */
export const idFilter = (column: SQL, id: number | undefined) =>
  id === undefined ? undefined : sql`${column} = ${id}::bigint`;

/**
 * Rows of the dealerships a request may see (`scopedAgencyIds`): no condition for null (every
 * dealership: administrators, "Todas"), none of them for an empty list.
 */
export const agencyIn = (column: SQL, agencyIds: readonly number[] | null) =>
  agencyIds === null ? undefined : agencyIds.length > 0 ? sql`${column} in ${list(agencyIds)}` : sql`false`;
