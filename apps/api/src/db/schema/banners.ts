import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogBodies, catalogBrands } from './catalogs';
import { timestamps } from './columns';

/**
 * The marketplace's banners, one table for every placement: home, nuevos and seminuevos (a
 * national banner, `state_code` null, and banners per state by SEPOMEX code) and catalog (a brand's
 * or a body type's). `position` orders a placement's banners; dates are Mexico City calendar days.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    state_code: text('state_code'),
    brand_id: integer('brand_id').references(() => catalogBrands.id, { onDelete: 'cascade' }),
    body_id: integer('body_id').references(() => catalogBodies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link'),
    /** Storage keys of each image's WebP variants (image pipeline); null until uploaded. */
    desktop_path: text('desktop_path'),
    mobile_path: text('mobile_path'),
    position: integer('position').notNull().default(0),
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // One national banner per state placement.
    uniqueIndex('banners_national')
      .on(t.placement)
      .where(sql`${t.state_code} is null and ${t.placement} <> 'catalog'`),
    index('banners_placement_order').on(t.placement, t.position, t.id),
    index('banners_brand').on(t.brand_id).where(sql`${t.brand_id} is not null`),
    index('banners_body').on(t.body_id).where(sql`${t.body_id} is not null`),
    check('banners_placement_check', sql`${t.placement} in ('home', 'nuevos', 'seminuevos', 'catalog')`),
    check(
      'banners_target_check',
      sql`case when ${t.placement} = 'catalog'
            then ${t.state_code} is null and (${t.brand_id} is null) <> (${t.body_id} is null)
            else ${t.brand_id} is null and ${t.body_id} is null end`,
    ),
    check(
      'banners_dates_check',
      sql`${t.ends_on} is null or ${t.starts_on} is null or ${t.ends_on} >= ${t.starts_on}`,
    ),
  ],
);
