import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed (UTC); every table that keeps them spreads these. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The case- and accent-insensitive key of a name: names are unique and searched over it.
 * `vitrina_unaccent` is an immutable wrapper of unaccent() (migration 0001), which index
 * expressions require.
 */
export const nameKey = (column: unknown) => sql`vitrina_unaccent(lower(${column}))`;
