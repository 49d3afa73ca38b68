import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';
import { catalogBrands, catalogModels, catalogVersions, catalogYears } from './catalogs';
import { timestamps } from './columns';

/**
 * A private seller's vehicle auctioned to the dealerships (`/subastas-activas`). `status` is what
 * the close job decided (`open` until then); the highest bid is kept on the row (`current_cents`,
 * `current_agency_id`) and written under the row's lock with each bid, so bids are serialised by
 * that lock and every accepted one is higher than the last.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    catalog_year_id: integer('catalog_year_id')
      .notNull()
      .references(() => catalogYears.id, { onDelete: 'restrict' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => catalogBrands.id, { onDelete: 'restrict' }),
    model_id: integer('model_id')
      .notNull()
      .references(() => catalogModels.id, { onDelete: 'restrict' }),
    version_id: integer('version_id')
      .notNull()
      .references(() => catalogVersions.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    /** "<brand> <model> <version> <year>", snapshotted: the lead and the lists show it. */
    vehicle_title: text('vehicle_title').notNull(),
    /** vitrina_unaccent(lower(title, VIN, seller)): what the administrators' search matches. */
    search_text: text('search_text').notNull().default(''),
    vin: text('vin').notNull(),
    mileage_km: integer('mileage_km').notNull(),
    condition_report: text('condition_report').notNull(),
    seller_name: text('seller_name').notNull(),
    seller_phone: text('seller_phone').notNull(),
    seller_email: text('seller_email').notNull().default(''),
    reserve_cents: bigint('reserve_cents', { mode: 'number' }).notNull(),
    starting_cents: bigint('starting_cents', { mode: 'number' }).notNull(),
    increment_cents: bigint('increment_cents', { mode: 'number' }).notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Moves later with each bid inside the anti-sniping window. */
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    current_cents: bigint('current_cents', { mode: 'number' }),
    current_agency_id: integer('current_agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    bids_count: integer('bids_count').notNull().default(0),
    winner_agency_id: integer('winner_agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The winner's lead (channel subastas), written by the close job. */
    lead_id: integer('lead_id'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    cover_path: text('cover_path'),
    photos_count: smallint('photos_count').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('auctions_status_check', sql`${t.status} in ('open', 'sold', 'unsold', 'cancelled')`),
    check('auctions_dates_check', sql`${t.ends_at} > ${t.starts_at}`),
    // The dealers' live list and the close job: open auctions by their end.
    index('auctions_open_ends').on(t.ends_at, t.id).where(sql`${t.status} = 'open'`),
    index('auctions_starts_order').on(t.starts_at, t.id),
    index('auctions_ends_order').on(t.ends_at, t.id),
    index('auctions_created_order').on(t.created_at, t.id),
    index('auctions_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** Every accepted bid, in order; `bidder_number` anonymises the dealership (1 = the first to bid). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: serial('id').primaryKey(),
    auction_id: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bidder_number: smallint('bidder_number').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auction_bids_auction_order').on(t.auction_id, t.id),
    index('auction_bids_agency_idx').on(t.agency_id),
  ],
);

/** The auction's photo gallery (lib/photo-gallery.ts). */
export const auctionPhotos = pgTable(
  'auction_photos',
  {
    id: serial('id').primaryKey(),
    auction_id: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: smallint('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auction_photos_order').on(t.auction_id, t.position, t.id)],
);
