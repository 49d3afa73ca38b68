import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  monthly_price_cents: integer('monthly_price_cents').notNull().default(0),
  used_vehicle_limit: integer('used_vehicle_limit').notNull().default(0),
  new_vehicle_limit: integer('new_vehicle_limit').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A package's `permissions_for_package`: names from the shared PACKAGE_PERMISSIONS catalogue. */
export const packagePermissions = pgTable(
  'package_permissions',
  {
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.permission] })],
);

export const dealershipGroups = pgTable(
  'dealership_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealership_groups_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    group_id: integer('group_id').references(() => dealershipGroups.id, { onDelete: 'set null' }),
    is_premium: boolean('is_premium').notNull().default(false),
    is_preowened: boolean('is_preowened').notNull().default(true),
    membership_status: text('membership_status').notNull().default('Activo'),
    package_id: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    waba_id: text('waba_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'agencies_membership_status_check',
      sql`${t.membership_status} in ('Activo', 'Prueba', 'Suspendido', 'Cancelado')`,
    ),
    index('agencies_group_idx').on(t.group_id),
    index('agencies_package_idx').on(t.package_id),
  ],
);

export const agencyUser = pgTable(
  'agency_user',
  {
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agency_id, t.user_id] }), index('agency_user_user_idx').on(t.user_id)],
);
