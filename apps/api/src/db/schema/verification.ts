import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';
import { timestamps } from './columns';

/**
 * AutoCheck: one row per VIN or plate a dealership verified. The decode and the provider's report
 * are kept as they were answered (jsonb), and the person's name as it was, so the history still
 * reads right after a user is renamed or deleted.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name').notNull(),
    /** `vin` or `plate`. */
    kind: text('kind').notNull(),
    /** The VIN, or the plate as printed (`ABC-123-D`). */
    query: text('query').notNull(),
    /** The offline VIN decode (null for a plate). */
    decode: jsonb('decode'),
    provider_status: text('provider_status').notNull(),
    provider_error: text('provider_error'),
    report: jsonb('report'),
    result: text('result').notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** The last time the provider was asked (or would have been). */
    checked_at: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('verifications_kind_check', sql`${t.kind} in ('vin', 'plate')`),
    check(
      'verifications_provider_status_check',
      sql`${t.provider_status} in ('ok', 'not_found', 'failed', 'not_configured')`,
    ),
    check('verifications_result_check', sql`${t.result} in ('clear', 'warning', 'alert', 'incomplete')`),
    // The history of one dealership, newest first, and of every dealership (administrators).
    index('verifications_agency_created').on(t.agency_id, t.created_at, t.id),
    index('verifications_created').on(t.created_at, t.id),
    index('verifications_agency_result').on(t.agency_id, t.result, t.id),
    index('verifications_query_trgm').using('gin', sql`vitrina_unaccent(lower(${t.query})) gin_trgm_ops`),
  ],
);
