import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { agencies } from './agencies';
import { catalogBodies, catalogBrands, catalogModels, catalogVersions, catalogYears } from './catalogs';
import { timestamps } from './columns';
import { leads } from './leads';

/**
 * The catalog entry a vehicle or photo set is of. The year row names everything; brand, model,
 * version and year are copied beside it so that lists filter and sort by them through this
 * table's own indexes (a catalog row never moves to another parent, so the copies cannot drift).
 */
const catalogEntry = {
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
  /**
   * What the list's search matches, kept by the repository on every write:
   * vitrina_unaccent(lower('<brand> <model> <version> …')).
   */
  search_text: text('search_text').notNull().default(''),
};

/** A dealership's used vehicle (`/inventory`). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    ...catalogEntry,
    /**
     * `search_text`'s trigrams, each prefixed with the dealership ("12:ver"): what one dealership's
     * search looks up (`dealershipSearch`, lib/search-keys.ts). Written by PostgreSQL from the two
     * columns (migration 0019's vitrina_trigram_keys), so no writer can let it drift.
     */
    search_keys: text('search_keys')
      .array()
      .generatedAlwaysAs(sql`vitrina_trigram_keys(agency_id, search_text)`),
    body_id: integer('body_id').references(() => catalogBodies.id, { onDelete: 'set null' }),
    vin: text('vin').notNull(),
    stock_number: text('stock_number').notNull(),
    mileage_km: integer('mileage_km').notNull(),
    exterior_color: text('exterior_color').notNull().default(''),
    interior_color: text('interior_color').notNull().default(''),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    drivetrain: text('drivetrain'),
    doors: smallint('doors'),
    passengers: smallint('passengers'),
    engine: text('engine').notNull().default(''),
    /** Centavos; null only while a draft. */
    price_cents: bigint('price_cents', { mode: 'number' }),
    offer_price_cents: bigint('offer_price_cents', { mode: 'number' }),
    description: text('description').notNull().default(''),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    first_on_lot: date('first_on_lot', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Borrador'),
    deposit_cents: bigint('deposit_cents', { mode: 'number' }),
    reserved_on: date('reserved_on', { mode: 'string' }),
    reserved_for: text('reserved_for'),
    sold_on: date('sold_on', { mode: 'string' }),
    sale_price_cents: bigint('sale_price_cents', { mode: 'number' }),
    buyer_name: text('buyer_name'),
    /**
     * The lead the sale came from, one of the vehicle's own dealership (the status route declares
     * it: `refs` in plugins/access.ts).
     */
    lead_id: integer('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    published_marketplace: boolean('published_marketplace').notNull().default(false),
    published_mercadolibre: boolean('published_mercadolibre').notNull().default(false),
    published_meta: boolean('published_meta').notNull().default(false),
    /** Storage key of the cover photo's variants (the photo at position 0), kept with the photos. */
    cover_path: text('cover_path'),
    photos_count: smallint('photos_count').notNull().default(0),
    /** Optimistic lock: every write increments it; a save naming an older one is a 409. */
    lock_version: integer('lock_version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('vehicles_status_check', sql`${t.status} in ('Borrador', 'Disponible', 'Apartado', 'Vendido')`),
    check('vehicles_price_check', sql`${t.price_cents} >= 0 and ${t.offer_price_cents} >= 0`),
    check('vehicles_mileage_check', sql`${t.mileage_km} >= 0`),
    // A stock number names one vehicle of its dealership; a VIN is live once (sold or deleted ones may repeat).
    uniqueIndex('vehicles_stock_number_key')
      .on(t.agency_id, t.stock_number)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('vehicles_live_vin_key')
      .on(t.agency_id, t.vin)
      .where(sql`${t.deleted_at} is null and ${t.status} <> 'Vendido'`),
    // One dealership's list, in each sortable order (the list a dealer keeps open all day).
    index('vehicles_agency_updated').on(t.agency_id, t.updated_at, t.id).where(sql`${t.deleted_at} is null`),
    index('vehicles_agency_price').on(t.agency_id, t.price_cents, t.id).where(sql`${t.deleted_at} is null`),
    index('vehicles_agency_year').on(t.agency_id, t.year, t.id).where(sql`${t.deleted_at} is null`),
    index('vehicles_agency_mileage').on(t.agency_id, t.mileage_km, t.id).where(sql`${t.deleted_at} is null`),
    index('vehicles_agency_lot').on(t.agency_id, t.first_on_lot, t.id).where(sql`${t.deleted_at} is null`),
    // Every dealership at once (administrators, agency 0).
    index('vehicles_updated').on(t.updated_at, t.id).where(sql`${t.deleted_at} is null`),
    index('vehicles_price').on(t.price_cents, t.id).where(sql`${t.deleted_at} is null`),
    // Sold inventory by sale date.
    index('vehicles_agency_sold')
      .on(t.agency_id, t.sold_on, t.id)
      .where(sql`${t.status} = 'Vendido' and ${t.deleted_at} is null`),
    // What a lead's removal sets to null (its foreign key).
    index('vehicles_lead').on(t.lead_id).where(sql`${t.lead_id} is not null`),
    index('vehicles_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // One dealership's search (the list a dealer keeps open): each key is one dealership's
    // trigram, so a word's posting lists hold that dealership's vehicles alone.
    index('vehicles_agency_search_keys').using('gin', t.search_keys).where(sql`${t.deleted_at} is null`),
    // The published count checked against the dealership's limit.
    index('vehicles_agency_published')
      .on(t.agency_id)
      .where(
        sql`${t.published_marketplace} and ${t.deleted_at} is null and ${t.status} in ('Disponible', 'Apartado')`,
      ),
  ],
);

export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** Storage key of the variants (image pipeline). */
    path: text('path').notNull(),
    /** 0 is the cover. */
    position: smallint('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_photos_order').on(t.vehicle_id, t.position, t.id)],
);

/** Every change of a used vehicle's price or offer price (who, when, old, new). */
export const vehiclePriceChanges = pgTable(
  'vehicle_price_changes',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    old_price_cents: bigint('old_price_cents', { mode: 'number' }),
    new_price_cents: bigint('new_price_cents', { mode: 'number' }),
    old_offer_price_cents: bigint('old_offer_price_cents', { mode: 'number' }),
    new_offer_price_cents: bigint('new_offer_price_cents', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_price_changes_vehicle').on(t.vehicle_id, t.created_at)],
);

/** Every status change of a used vehicle, with what it recorded (deposit, buyer, sale price). */
export const vehicleStatusChanges = pgTable(
  'vehicle_status_changes',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_status_changes_vehicle').on(t.vehicle_id, t.created_at)],
);

/** The platform's stock photos of one catalog version and year, shown by every dealership's new vehicle of it. */
export const newVehiclePhotoSets = pgTable(
  'new_vehicle_photo_sets',
  {
    id: serial('id').primaryKey(),
    ...catalogEntry,
    cover_path: text('cover_path'),
    photos_count: smallint('photos_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('new_vehicle_photo_sets_year_key').on(t.catalog_year_id),
    index('new_vehicle_photo_sets_updated').on(t.updated_at, t.id),
    index('new_vehicle_photo_sets_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const newVehiclePhotos = pgTable(
  'new_vehicle_photos',
  {
    id: serial('id').primaryKey(),
    set_id: integer('set_id')
      .notNull()
      .references(() => newVehiclePhotoSets.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: smallint('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('new_vehicle_photos_order').on(t.set_id, t.position, t.id)],
);

/** A dealership's new vehicle (`/brand-new-inventory`): one row per catalog version and year. */
export const newVehicles = pgTable(
  'new_vehicles',
  {
    id: serial('id').primaryKey(),
    agency_id: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    ...catalogEntry,
    price_cents: bigint('price_cents', { mode: 'number' }).notNull(),
    promotional_price_cents: bigint('promotional_price_cents', { mode: 'number' }),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    stock_units: integer('stock_units').notNull().default(0),
    status: text('status').notNull().default('Disponible'),
    published: boolean('published').notNull().default(false),
    description: text('description').notNull().default(''),
    lock_version: integer('lock_version').notNull().default(1),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('new_vehicles_status_check', sql`${t.status} in ('Borrador', 'Disponible', 'Agotado')`),
    check('new_vehicles_stock_check', sql`${t.stock_units} >= 0 and ${t.price_cents} >= 0`),
    uniqueIndex('new_vehicles_year_key')
      .on(t.agency_id, t.catalog_year_id)
      .where(sql`${t.deleted_at} is null`),
    // A stock photo set's vehicles (its count in the list, and the set a new vehicle shows).
    index('new_vehicles_catalog_year').on(t.catalog_year_id).where(sql`${t.deleted_at} is null`),
    index('new_vehicles_agency_updated')
      .on(t.agency_id, t.updated_at, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('new_vehicles_agency_price')
      .on(t.agency_id, t.price_cents, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('new_vehicles_updated').on(t.updated_at, t.id).where(sql`${t.deleted_at} is null`),
    index('new_vehicles_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
