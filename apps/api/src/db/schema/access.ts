import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  module: text('module').notNull(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

/** The case-insensitive unique index of users' e-mails; a write it refuses lost a race past the check. */
export const USERS_EMAIL_UNIQUE = 'users_email_lower_unique';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** 1 active, -1 disabled (spec §3). */
    status: smallint('status').notNull().default(1),
    is_premium: boolean('is_premium').notNull().default(false),
    is_preowened: boolean('is_preowened').notNull().default(false),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set for an account created through `/register`: it may not sign in before its e-mail is
     * verified, and administrators see it pending until they link it to a dealership.
     */
    registered_at: timestamp('registered_at', { withTimezone: true }),
    locale: text('locale').notNull().default('es'),
    /**
     * Every token carries the version it was issued at; raising it (password change,
     * deactivation) refuses all of the user's earlier tokens at once, with no clock involved.
     */
    token_version: integer('token_version').notNull().default(0),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex(USERS_EMAIL_UNIQUE).on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_id),
    index('users_name_order').on(sql`vitrina_unaccent(lower(${t.name}))`, t.id),
    index('users_search_trgm').using(
      'gin',
      sql`vitrina_unaccent(lower(${t.name} || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] })],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    user_id: integer('user_id').notNull(),
    /** When the token would have expired anyway; rows past it are purged. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expires_at)],
);

/**
 * Password-reset links: only the token's SHA-256 is stored, a link works once and for 60
 * minutes (PRODUCT.md "Account and session").
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    /** Who asked for it: the user themselves, or the administrator who sent it. */
    requested_by: integer('requested_by'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/**
 * E-mail verification links of registered accounts: like password resets, only the token's
 * SHA-256 is stored, a link works once and until it expires.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    /** The address the link verifies: a link sent before an e-mail change verifies nothing. */
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.user_id)],
);
