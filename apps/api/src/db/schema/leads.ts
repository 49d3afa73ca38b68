import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';
import { timestamps } from './columns';
import { vehicles } from './inventory';

const live = (deletedAt: AnyPgColumn) => sql`${deletedAt} is null`;

/**
 * A lead of one dealership and one channel (packages/shared/src/resources/leads.ts). Every lead
 * is born in the lead-creation service (modules/leads/leads.service.ts). `lead_counts` is kept
 * exact by the table's triggers (migration 0020: one write of the counters per statement) in the
 * same transaction as every write.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** LEAD_CHANNEL_KEYS. */
    channel: text('channel').notNull(),
    status: text('status').notNull().default('Nuevo'),
    /** LEAD_LOST_REASONS, while Perdido. */
    lost_reason: text('lost_reason'),
    lost_note: text('lost_note').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** +52 and 10 digits for Mexican numbers. */
    phone: text('phone').notNull().default(''),
    vehicle_id: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** What the lead was about, kept when the vehicle goes ("Nissan Versa Advance 2021"). */
    vehicle_title: text('vehicle_title').notNull().default(''),
    /** Cita agendada: when the appointment is (required by that status; null in any other). */
    appointment_at: timestamp('appointment_at', { withTimezone: true }),
    /** Vendido: the used vehicle sold. */
    sold_vehicle_id: integer('sold_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** LEAD_DETAILS[channel]. */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    /** Service and appointment leads: the agenda time. */
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    assigned_user_id: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first staff action (status change, note, call, WhatsApp, e-mail): stops the response clock. */
    first_response_at: timestamp('first_response_at', { withTimezone: true }),
    /** The lead this one is a forwarded copy of. */
    forwarded_from: integer('forwarded_from').references((): AnyPgColumn => leads.id, {
      onDelete: 'set null',
    }),
    /**
     * First-response SLA (lead automation): the deadline in the dealership's business hours, and the
     * point three quarters of the way there from which the lists warn. Null without an SLA.
     */
    sla_due_at: timestamp('sla_due_at', { withTimezone: true }),
    sla_warn_at: timestamp('sla_warn_at', { withTimezone: true }),
    /** When the SLA job handled this deadline (once per deadline; a reassignment starts a new one). */
    sla_breached_at: timestamp('sla_breached_at', { withTimezone: true }),
    /** The earlier lead of the same contact (phone or e-mail) in the dealership within 30 days. */
    duplicate_of: integer('duplicate_of').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    /** A merged lead: the lead it was merged into (it is then deleted; its timeline moved there). */
    merged_into: integer('merged_into').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    /** Where it came from: manual, seed, api, auction, alert, facebook, mercadolibre… */
    source: text('source').notNull().default('manual'),
    /** vitrina_unaccent(lower('<name> <email> <phone digits>')): what the list's search matches. */
    search_text: text('search_text').notNull().default(''),
    /** Optimistic lock: every write increments it; a change naming an older one is a 409. */
    lock_version: integer('lock_version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'leads_channel_check',
      sql`${t.channel} in ('marketplace', 'wanted-new', 'wanted-used', 'auctions', 'mercadolibre', 'soloautos', 'service', 'body', 'parts', 'appointments', 'facebook')`,
    ),
    check(
      'leads_status_check',
      sql`${t.status} in ('Nuevo', 'Contactado', 'En seguimiento', 'Cita agendada', 'Vendido', 'Perdido')`,
    ),
    check('leads_lost_reason_check', sql`(${t.status} = 'Perdido') = (${t.lost_reason} is not null)`),
    // A channel's list of one dealership, newest first (the screen every dealer opens first)…
    index('leads_agency_channel_created')
      .on(t.agency_id, t.channel, t.created_at, t.id)
      .where(live(t.deleted_at)),
    // …of one advisor (an Asesor's own list, and the advisor filter)…
    index('leads_agency_channel_assigned')
      .on(t.agency_id, t.channel, t.assigned_user_id, t.created_at, t.id)
      .where(live(t.deleted_at)),
    // …by status, and by agenda time.
    index('leads_agency_channel_status')
      .on(t.agency_id, t.channel, t.status, t.created_at, t.id)
      .where(live(t.deleted_at)),
    index('leads_agency_channel_scheduled')
      .on(t.agency_id, t.channel, t.scheduled_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.scheduled_at} is not null`),
    // Every dealership at once: a channel (administrators, agency 0), and every channel (/leads/admin).
    index('leads_channel_created').on(t.channel, t.created_at, t.id).where(live(t.deleted_at)),
    index('leads_created').on(t.created_at, t.id).where(live(t.deleted_at)),
    // Search by name, e-mail or phone within one dealership's channel (btree_gin, as the inventory's).
    index('leads_agency_search_trgm')
      .using('gin', t.agency_id, t.channel, sql`${t.search_text} gin_trgm_ops`)
      .where(live(t.deleted_at)),
    index('leads_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`).where(live(t.deleted_at)),
    // A returning contact, and duplicates (lead automation).
    index('leads_agency_phone')
      .on(t.agency_id, t.phone)
      .where(sql`${t.deleted_at} is null and ${t.phone} <> ''`),
    index('leads_agency_email')
      .on(t.agency_id, t.email)
      .where(sql`${t.deleted_at} is null and ${t.email} <> ''`),
    // Late and near-deadline leads of a channel's list (the SLA filter), and the SLA job's queue.
    index('leads_agency_channel_sla')
      .on(t.agency_id, t.channel, t.sla_due_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.first_response_at} is null and ${t.sla_due_at} is not null`),
    index('leads_sla_queue')
      .on(t.sla_due_at, t.id)
      .where(
        sql`${t.deleted_at} is null and ${t.first_response_at} is null and ${t.sla_due_at} is not null and ${t.sla_breached_at} is null`,
      ),
    index('leads_duplicate_of').on(t.duplicate_of).where(sql`${t.duplicate_of} is not null`),
    index('leads_forwarded_from').on(t.forwarded_from).where(sql`${t.forwarded_from} is not null`),
    index('leads_vehicle').on(t.vehicle_id).where(sql`${t.vehicle_id} is not null`),
  ],
);

/** The timeline of a lead: what staff did (notes, calls, WhatsApp, e-mails) and what happened to it. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: serial('id').primaryKey(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Null for the system (arrival, automatic assignment). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** LEAD_ACTIVITY_KINDS. */
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lead_activities_kind_check',
      sql`${t.kind} in ('note', 'call', 'whatsapp', 'email', 'created', 'status', 'assignment', 'forward', 'duplicate', 'merge', 'sla_reassignment', 'sla_breach')`,
    ),
    index('lead_activities_lead').on(t.lead_id, t.created_at, t.id),
  ],
);

/**
 * Live leads by dealership, channel, status and advisor (0: nobody): the unfiltered lists'
 * exact totals without counting. Written only by the `leads` triggers of migration 0020.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    assigned_user_id: integer('assigned_user_id').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agency_id, t.channel, t.status, t.assigned_user_id] })],
);

// Lead automation ------------------------------------------------------------------------------

/**
 * A dealership's lead automation (packages/shared/src/resources/lead-automation.ts): how arrivals
 * are assigned, the first-response SLA and its business hours. No row: the defaults (manual
 * assignment, no SLA). `round_robin_user_id` is the advisor the last round-robin turn went to;
 * arrivals lock the row, so concurrent ones take consecutive turns.
 */
export const agencyLeadSettings = pgTable(
  'agency_lead_settings',
  {
    agency_id: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    assignment_mode: text('assignment_mode').notNull().default('manual'),
    sla_minutes: integer('sla_minutes'),
    sla_reassign: boolean('sla_reassign').notNull().default(false),
    /** BusinessHours: seven entries, Sunday first, each `{ open, close }` ("HH:MM", Mexico City) or null. */
    business_hours: jsonb('business_hours').notNull(),
    round_robin_user_id: integer('round_robin_user_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'agency_lead_settings_mode_check',
      sql`${t.assignment_mode} in ('manual', 'round_robin', 'least_busy')`,
    ),
    check(
      'agency_lead_settings_sla_check',
      sql`${t.sla_minutes} is null or ${t.sla_minutes} in (15, 30, 60, 120)`,
    ),
  ],
);

/** An advisor marked absent in a dealership: automatic assignment skips them there. */
export const leadAdvisorAbsences = pgTable(
  'lead_advisor_absences',
  {
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agency_id, t.user_id] })],
);

/** A dealership's key for the public ingestion API: only its SHA-256 is kept; shown once. */
export const leadApiKeys = pgTable(
  'lead_api_keys',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, so people can tell their keys apart. */
    prefix: text('prefix').notNull(),
    key_hash: text('key_hash').notNull().unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('lead_api_keys_agency').on(t.agency_id, t.created_at)],
);

/**
 * What an ingestion already created, by its idempotency key (the `Idempotency-Key` header, else
 * the source's external id): a retry answers the same lead instead of a second one. A header's
 * key keeps the SHA-256 of what it asked for (`body_hash`), so the same key with other content
 * is refused rather than answered with the first lead.
 */
export const leadIngestions = pgTable(
  'lead_ingestions',
  {
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Null for a source's own id (a resend may update the lead) and for keys kept before it. */
    body_hash: text('body_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agency_id, t.idempotency_key] }),
    index('lead_ingestions_lead').on(t.lead_id),
  ],
);
