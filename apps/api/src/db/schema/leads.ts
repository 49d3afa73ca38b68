import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
 * is born in the lead-creation service (modules/leads/lead-service.ts). `lead_counts` is kept
 * exact by a trigger of migration 0009 in the same transaction as every write.
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
      sql`${t.kind} in ('note', 'call', 'whatsapp', 'email', 'created', 'status', 'assignment', 'forward')`,
    ),
    index('lead_activities_lead').on(t.lead_id, t.created_at, t.id),
  ],
);

/**
 * Live leads by dealership, channel, status and advisor (0: nobody): the unfiltered lists'
 * exact totals without counting. Written only by the `leads` trigger of migration 0009.
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
