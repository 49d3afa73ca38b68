import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';

/** Every write, in the same transaction as the write (who, when, dealership, entity, before/after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    agency_id: integer('agency_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    index('audit_log_agency_at_idx').on(t.agency_id, t.at),
    index('audit_log_user_at_idx').on(t.user_id, t.at),
  ],
);

/**
 * Outgoing e-mail. Every message is written here first, in the transaction of what caused it;
 * with SMTP configured the delivery job (modules/mail) sends it, retrying with backoff; without
 * it the row stays for an administrator to read. A row is never deleted by delivery.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery error (the SMTP server's answer), kept after a later success too. */
    error: text('error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the delivery job may try (again); a process claiming a row moves it ahead. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.sent_at} is null`)],
);

/** The bell of spec §2: a Facebook lead arrived for one of the user's dealerships. */
export const fbLeadNotifications = pgTable(
  'fb_lead_notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    lead_id: integer('lead_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('fb_lead_notifications_user_unread_idx').on(t.user_id, t.read_at)],
);

/**
 * Issue 39: an alert for one user (a lead assigned to them, a lead forwarded to their dealership).
 * The type and its parameters, rendered in the reader's language; `dedupe_key` names the event,
 * so the same alert never reaches the same user twice. Written in the transaction of the event;
 * a row trigger tells the realtime server, which sends it to the user's channel once committed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The dealership the event happened in, when there is one. */
    agency_id: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').notNull().default({}),
    link: text('link').notNull().default(''),
    dedupe_key: text('dedupe_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** Shown in the bell and sent live (the user's preference for its type). */
    in_app: boolean('in_app').notNull().default(true),
    /** E-mailed when it was not delivered live (the user's preference for its type). */
    email: boolean('email').notNull().default(false),
    /** When a process sent it to a socket of the user. */
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** When its e-mail was queued in the outbox. */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_mail_due_idx')
      .on(t.created_at)
      .where(sql`${t.email} and ${t.emailed_at} is null and ${t.delivered_at} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.user_id, t.dedupe_key),
    index('notifications_user_id_idx').on(t.user_id, t.id),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/** Issue 39: how a user wants each type of alert (no row: in the app and by e-mail). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    in_app: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.type] })],
);
