import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';
import { catalogBodies, catalogBrands, catalogModels } from './catalogs';
import { timestamps } from './columns';
import { leads } from './leads';

/**
 * A buyer's saved search in the marketplace (`/find-cars`), sent by the marketplace through the
 * public API and kept by its own id (`external_id`). The brand is required: the matching goes
 * from a dealership's live vehicles to the alerts of their brand and model (`model_key`, 0 for
 * "any model of the brand", so both are one index probe) and checks the ranges from there.
 */
export const buyerAlerts = pgTable(
  'buyer_alerts',
  {
    id: serial('id').primaryKey(),
    external_id: text('external_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    locale: text('locale').notNull().default('es'),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => catalogBrands.id, { onDelete: 'cascade' }),
    model_id: integer('model_id').references(() => catalogModels.id, { onDelete: 'cascade' }),
    model_key: integer('model_key').notNull().generatedAlwaysAs(sql`coalesce(model_id, 0)`),
    year_from: smallint('year_from'),
    year_to: smallint('year_to'),
    price_from_cents: bigint('price_from_cents', { mode: 'number' }),
    price_to_cents: bigint('price_to_cents', { mode: 'number' }),
    body_id: integer('body_id').references(() => catalogBodies.id, { onDelete: 'set null' }),
    /** SEPOMEX state code of the buyer; null: any dealership. */
    state_code: text('state_code'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('buyer_alerts_external_key').on(t.external_id),
    check('buyer_alerts_locale_check', sql`${t.locale} in ('es', 'en')`),
    // The matching probe: one brand and model (or 0), newest first.
    index('buyer_alerts_match').on(t.brand_id, t.model_key, t.id).where(sql`${t.active}`),
  ],
);

/** A vehicle a dealership offered to an alert's buyer: once per alert and vehicle, with the lead it made. */
export const buyerAlertOffers = pgTable(
  'buyer_alert_offers',
  {
    id: serial('id').primaryKey(),
    alert_id: integer('alert_id')
      .notNull()
      .references(() => buyerAlerts.id, { onDelete: 'cascade' }),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** `used` (vehicles) or `new` (new_vehicles). */
    kind: text('kind').notNull(),
    vehicle_id: integer('vehicle_id').notNull(),
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    offered_by: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('buyer_alert_offers_kind_check', sql`${t.kind} in ('used', 'new')`),
    uniqueIndex('buyer_alert_offers_vehicle_key').on(t.alert_id, t.kind, t.vehicle_id),
    index('buyer_alert_offers_agency').on(t.agency_id, t.alert_id),
  ],
);
