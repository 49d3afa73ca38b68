import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { timestamps } from './columns';

/**
 * Announcements for dealership users' dashboards. The audience's lists are arrays of the chosen
 * kind only (the others stay empty): package ids, membership statuses, SEPOMEX state codes or
 * dealership ids. A deleted package or dealership simply stops matching.
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Markdown, rendered safely by the browser. */
    body: text('body').notNull().default(''),
    /** Storage key of the image's variants (image pipeline), null without an image. */
    image_path: text('image_path'),
    cta_label: text('cta_label').notNull().default(''),
    cta_url: text('cta_url').notNull().default(''),
    audience: text('audience').notNull().default('all'),
    package_ids: integer('package_ids').array().notNull().default(sql`'{}'::int[]`),
    membership_statuses: text('membership_statuses').array().notNull().default(sql`'{}'::text[]`),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    agency_ids: integer('agency_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Whole days in Mexico City, both included. */
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    frequency: text('frequency').notNull().default('once'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check(
      'popups_audience_check',
      sql`${t.audience} in ('all', 'package', 'membership', 'state', 'agencies')`,
    ),
    check('popups_frequency_check', sql`${t.frequency} in ('once', 'every_visit')`),
    check('popups_dates_check', sql`${t.ends_on} >= ${t.starts_on}`),
    // The dashboard reads the popups in force today: few rows, found by their end date.
    index('popups_in_force').on(t.ends_on, t.starts_on).where(sql`${t.active}`),
    index('popups_starts_order').on(t.starts_on, t.id),
  ],
);

/** A user closed a popup: a `once` popup does not come back; an `every_visit` one does, next visit. */
export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    popup_id: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.popup_id] }),
    index('popup_dismissals_popup_idx').on(t.popup_id),
  ],
);
