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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nameKey, timestamps } from './columns';

export const catalogBodies = pgTable(
  'catalog_bodies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Storage key of the icon's variants (image pipeline), null without an icon. */
    icon_path: text('icon_path'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_bodies_name_key').on(nameKey(t.name)),
    index('catalog_bodies_name_order').on(nameKey(t.name), t.id),
  ],
);

export const catalogBrands = pgTable(
  'catalog_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo_path: text('logo_path'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_brands_name_key').on(nameKey(t.name)),
    // Lists sort by the same key with the id as tiebreaker: this index lets a page stop after 25 rows.
    index('catalog_brands_name_order').on(nameKey(t.name), t.id),
    index('catalog_brands_name_trgm').using('gin', sql`${nameKey(t.name)} gin_trgm_ops`),
  ],
);

export const catalogModels = pgTable(
  'catalog_models',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => catalogBrands.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    body_id: integer('body_id').references(() => catalogBodies.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_models_brand_name_key').on(t.brand_id, nameKey(t.name)),
    index('catalog_models_name_order').on(nameKey(t.name), t.id),
    index('catalog_models_body_idx').on(t.body_id),
    index('catalog_models_name_trgm').using('gin', sql`${nameKey(t.name)} gin_trgm_ops`),
  ],
);

export const catalogVersions = pgTable(
  'catalog_versions',
  {
    id: serial('id').primaryKey(),
    model_id: integer('model_id')
      .notNull()
      .references(() => catalogModels.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_versions_model_name_key').on(t.model_id, nameKey(t.name)),
    index('catalog_versions_name_order').on(nameKey(t.name), t.id),
    check(
      'catalog_versions_transmission_check',
      sql`${t.transmission} in ('manual', 'automatic', 'cvt', 'dual_clutch')`,
    ),
    check(
      'catalog_versions_fuel_check',
      sql`${t.fuel} in ('gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric')`,
    ),
  ],
);

export const catalogYears = pgTable(
  'catalog_years',
  {
    id: serial('id').primaryKey(),
    version_id: integer('version_id')
      .notNull()
      .references(() => catalogVersions.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    /** MXN centavos. */
    list_price_cents: bigint('list_price_cents', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('catalog_years_version_year_key').on(t.version_id, t.year),
    check('catalog_years_price_check', sql`${t.list_price_cents} >= 0`),
  ],
);
