/** Auctions: one of a new catalog year, scheduled around `now` as a test needs it. */
import { vehicleSearchText } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRow } from '../../src/db/query';
import { auctions } from '../../src/db/schema';
import { buildCatalogYear } from './catalogs';
import { validVin } from './inventory';

export interface AuctionOverrides {
  starts_at?: Date;
  ends_at?: Date;
  reserve_cents?: number;
  starting_cents?: number;
  increment_cents?: number;
  status?: 'open' | 'sold' | 'unsold' | 'cancelled';
  seller_email?: string;
  vehicle_title?: string;
}

/** A live auction (started a minute ago, ending in an hour), reserve $100,000, start $50,000, step $1,000. */
export async function buildAuction(db: Db, overrides: AuctionOverrides = {}) {
  const year = await buildCatalogYear(db);
  const entry = await brandOfYear(db, year.id);
  const [row] = await db
    .insert(auctions)
    .values({
      catalog_year_id: year.id,
      brand_id: entry.brand_id,
      model_id: entry.model_id,
      version_id: year.version_id,
      year: year.year,
      vehicle_title: overrides.vehicle_title ?? `Auto de subasta ${year.year}`,
      search_text: vehicleSearchText([overrides.vehicle_title ?? `Auto de subasta ${year.year}`]),
      vin: validVin(year.year),
      mileage_km: 48_000,
      condition_report: 'Sin golpes; llantas al 70 %.',
      seller_name: 'Rosa Vendedora',
      seller_phone: '+525512345678',
      seller_email: overrides.seller_email ?? 'rosa.vendedora@example.com',
      reserve_cents: overrides.reserve_cents ?? 10_000_000,
      starting_cents: overrides.starting_cents ?? 5_000_000,
      increment_cents: overrides.increment_cents ?? 100_000,
      starts_at: overrides.starts_at ?? new Date(Date.now() - 60_000),
      ends_at: overrides.ends_at ?? new Date(Date.now() + 3_600_000),
      status: overrides.status ?? 'open',
    })
    .returning();
  return row!;
}

function brandOfYear(db: Db, yearId: number) {
  return queryRow<{ brand_id: number; model_id: number }>(
    db,
    sql`select m.brand_id, m.id as model_id from catalog_years y join catalog_versions v on v.id = y.version_id
        join catalog_models m on m.id = v.model_id where y.id = ${yearId}`,
  ).then((row) => row!);
}
