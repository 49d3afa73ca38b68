import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies, packages } from './agencies';
import { timestamps } from './columns';

/**
 * A dealership asked for another package from the commercial offer. The package names are kept
 * as they were asked for, so the request still reads right after a package is renamed or deleted.
 */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** `used` or `new`: the offer it was sent from. */
    type: text('type').notNull(),
    package_id: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    package_name: text('package_name').notNull(),
    current_package_name: text('current_package_name').notNull().default(''),
    /** The package permission the dealership was missing, when it came from a rocket. */
    module: text('module'),
    message: text('message').notNull().default(''),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_by_name: text('requested_by_name').notNull(),
    requested_by_email: text('requested_by_email').notNull(),
    status: text('status').notNull().default('pending'),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    handled_by: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('upgrade_requests_type_check', sql`${t.type} in ('used', 'new')`),
    check('upgrade_requests_status_check', sql`${t.status} in ('pending', 'handled')`),
    index('upgrade_requests_created_order').on(t.created_at, t.id),
    index('upgrade_requests_agency_idx').on(t.agency_id, t.status),
  ],
);
