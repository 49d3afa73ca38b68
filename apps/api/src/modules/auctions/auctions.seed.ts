/**
 * Demo auctions, so /subastas-activas shows something on a fresh install: two live (one with
 * bids from two dealerships) and one scheduled, of the catalog's first active years. Idempotent:
 * nothing is added once any auction exists. Times are relative to the moment the seed runs.
 * Their photos are drawn by the demo inventory's seed (seedAuctionPhotosDemo), from what this returns.
 */
import { vehicleSearchText } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { auctionBids, auctions } from '../../db/schema';

const HOUR = 3_600_000;

const DEMO = [
  {
    seller_name: 'Laura Méndez',
    seller_phone: '+525544332211',
    seller_email: 'laura.mendez@example.com',
    vin_suffix: '1',
    mileage_km: 42_300,
    condition_report:
      'Un solo dueño, servicios en agencia. Llantas al 70 %, pintura original, sin golpes. Factura original.',
    reserve_cents: 24_000_000,
    starting_cents: 18_000_000,
    increment_cents: 200_000,
    from: -2 * HOUR,
    to: 3 * HOUR,
    bids: [18_000_000, 18_400_000, 19_000_000],
  },
  {
    seller_name: 'Ricardo Salinas',
    seller_phone: '+523312345678',
    seller_email: '',
    vin_suffix: '2',
    mileage_km: 88_000,
    condition_report: 'Rayón en la puerta trasera izquierda. Mantenimiento de 80,000 km hecho. Dos llaves.',
    reserve_cents: 15_000_000,
    starting_cents: 11_000_000,
    increment_cents: 100_000,
    from: -HOUR,
    to: 26 * HOUR,
    bids: [],
  },
  {
    seller_name: 'Fernanda Ríos',
    seller_phone: '+528112345678',
    seller_email: 'fer.rios@example.com',
    vin_suffix: '3',
    mileage_km: 15_500,
    condition_report: 'Como nuevo; garantía de planta vigente.',
    reserve_cents: 38_000_000,
    starting_cents: 30_000_000,
    increment_cents: 500_000,
    from: 24 * HOUR,
    to: 48 * HOUR,
    bids: [],
  },
];

/** A demo auction created: its id and catalog year. */
export interface SeededAuction {
  id: number;
  catalog_year_id: number;
}

export async function seedDemoAuctions(tx: Tx, agencyIds: readonly number[]): Promise<SeededAuction[]> {
  const seeded: SeededAuction[] = [];
  if (await queryRow(tx, sql`select 1 from auctions limit 1`)) return seeded;
  const years = await queryRows<{
    id: number;
    year: number;
    version_id: number;
    model_id: number;
    brand_id: number;
    title: string;
  }>(
    tx,
    // The newest year of a few brands' first model, so the demo's cars differ.
    sql`select * from (
          select distinct on (b.id) y.id, y.year::int as year, v.id as version_id, m.id as model_id,
                 b.id as brand_id, b.name || ' ' || m.name || ' ' || v.name || ' ' || y.year as title
            from catalog_years y join catalog_versions v on v.id = y.version_id
            join catalog_models m on m.id = v.model_id join catalog_brands b on b.id = m.brand_id
           where y.active and v.active and m.active and b.active
           order by b.id, y.year desc, m.id, v.id, y.id
        ) newest order by year desc, id limit ${DEMO.length}`,
  );
  // The bidders: the third and fourth demo dealerships (Polanco's users bid for themselves).
  const bidders = agencyIds.slice(2, 4);
  const now = Date.now();
  for (const [i, demo] of DEMO.entries()) {
    const year = years[i];
    if (!year) break;
    const last = demo.bids.at(-1);
    const [created] = await tx
      .insert(auctions)
      .values({
        catalog_year_id: year.id,
        brand_id: year.brand_id,
        model_id: year.model_id,
        version_id: year.version_id,
        year: year.year,
        vehicle_title: year.title,
        search_text: vehicleSearchText([year.title, demo.seller_name]),
        vin: `3N1AB7AP5KY00000${demo.vin_suffix}`,
        mileage_km: demo.mileage_km,
        condition_report: demo.condition_report,
        seller_name: demo.seller_name,
        seller_phone: demo.seller_phone,
        seller_email: demo.seller_email,
        reserve_cents: demo.reserve_cents,
        starting_cents: demo.starting_cents,
        increment_cents: demo.increment_cents,
        starts_at: new Date(now + demo.from),
        ends_at: new Date(now + demo.to),
        current_cents: last ?? null,
        current_agency_id: last && bidders.length === 2 ? bidders[(demo.bids.length - 1) % 2]! : null,
        bids_count: bidders.length === 2 ? demo.bids.length : 0,
      })
      .returning({ id: auctions.id });
    seeded.push({ id: created!.id, catalog_year_id: year.id });
    if (bidders.length < 2 || demo.bids.length === 0) continue;
    await tx.insert(auctionBids).values(
      demo.bids.map((amount, n) => ({
        auction_id: created!.id,
        agency_id: bidders[n % 2]!,
        amount_cents: amount,
        bidder_number: (n % 2) + 1,
        created_at: new Date(now + demo.from + (n + 1) * 20 * 60_000),
      })),
    );
  }
  return seeded;
}
