import { vehicleSearchText, vinModelYears, vinShapeProblem } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { matchingAgency, matchingAlertIds } from '../../modules/buyer-alerts/public';
import type { Database } from '../client';
import { queryRows } from '../query';
import { type ScaleProgress, scaleAgencyIds, seedScale } from './scale-seed';

describe('scale seed', () => {
  let database: Database;
  const progress: ScaleProgress[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedScale(database.db, {
      vehicles: 3_000,
      agencies: 4,
      batch: 1_000,
      onProgress: (p) => progress.push(p),
    });
  });
  afterAll(() => database.close());

  it('creates dealerships that may publish every vehicle, and spreads the vehicles evenly', async () => {
    const agencies = await queryRows<{
      id: number;
      used: boolean;
      limit: number;
      vehicles: number;
      published: number;
    }>(
      database.db,
      sql`select a.id, coalesce(a.used_vehicle_limit, p.used_vehicle_limit) as limit,
                 a.is_preowened and exists (select 1 from package_permissions pp
                   where pp.package_id = a.package_id and pp.permission = 'view used vehicles') as used,
                 (select count(*)::int from vehicles v where v.agency_id = a.id) as vehicles,
                 (select count(*)::int from vehicles v where v.agency_id = a.id and v.published_marketplace
                    and v.status in ('Disponible', 'Apartado')) as published
            from agencies a left join packages p on p.id = a.package_id order by a.id`,
    );
    expect(agencies.map((a) => a.id)).toEqual([...(await scaleAgencyIds(database.db))].sort((a, b) => a - b));
    for (const agency of agencies) {
      expect(agency).toMatchObject({ used: true, vehicles: 750 });
      expect(agency.published).toBeLessThanOrEqual(agency.limit);
    }
  });

  it('writes the rows a save would: catalog copies, search text, VINs, statuses with their fields', async () => {
    const rows = await queryRows<{
      ok: boolean;
      brand: string;
      model: string;
      version: string;
      year: number;
      vin: string;
      stock_number: string;
      search_text: string;
      status: string;
      complete: boolean;
      cheaper: boolean;
    }>(
      database.db,
      sql`select (v.brand_id = m.brand_id and v.model_id = cv.model_id and v.version_id = y.version_id
                  and v.year = y.year) as ok,
                 b.name as brand, m.name as model, cv.name as version, v.year, v.vin, v.stock_number,
                 v.search_text, v.status, v.price_cents < y.list_price_cents as cheaper,
                 case v.status
                   when 'Apartado' then v.deposit_cents > 0 and v.reserved_on between v.first_on_lot and current_date
                                        and v.reserved_for <> ''
                   when 'Vendido' then v.sale_price_cents > 0 and v.sold_on between v.first_on_lot and current_date
                                       and v.buyer_name <> '' and not v.published_marketplace
                   else v.deposit_cents is null and v.sold_on is null end as complete
            from vehicles v join catalog_years y on y.id = v.catalog_year_id
            join catalog_versions cv on cv.id = y.version_id join catalog_models m on m.id = cv.model_id
            join catalog_brands b on b.id = m.brand_id`,
    );
    expect(rows).toHaveLength(3_000);
    for (const row of rows) {
      expect(row.ok && row.complete && row.cheaper, row.stock_number).toBe(true);
      expect(row.search_text).toBe(
        vehicleSearchText([row.brand, row.model, row.version, row.year, row.vin, row.stock_number]),
      );
      expect(vinShapeProblem(row.vin)).toBeNull();
      expect(vinModelYears(row.vin)).toContain(row.year);
    }
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['Apartado', 'Borrador', 'Disponible', 'Vendido']);
    expect(new Set(rows.map((row) => row.year)).size).toBeGreaterThan(5);
  });

  it('reports its progress batch by batch', () => {
    expect(progress.map((p) => p.done)).toEqual([1_000, 2_000, 3_000]);
    expect(progress.every((p) => p.total === 3_000 && p.rowsPerSecond > 0)).toBe(true);
  });

  it('adds only what is missing when run again', async () => {
    const again = await seedScale(database.db, { vehicles: 3_000, agencies: 4 });
    expect(again).toMatchObject({ agenciesCreated: 0, vehiclesInserted: 0, vehicles: 3_000 });
    const more = await seedScale(database.db, { vehicles: 3_400, agencies: 4 });
    expect(more).toMatchObject({ agenciesCreated: 0, vehiclesInserted: 400, vehicles: 3_400 });
    const [counts] = await queryRows<{ n: number; stock: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct (agency_id, stock_number))::int as stock from vehicles`,
    );
    expect(counts).toEqual({ n: 3_400, stock: 3_400 });
  });

  it('adds buyer alerts, once, that the scale dealerships match', async () => {
    const first = await seedScale(database.db, { vehicles: 3_400, agencies: 4, alerts: 2_500, batch: 1_000 });
    expect(first).toMatchObject({ vehiclesInserted: 0, alertsInserted: 2_500, alerts: 2_500 });
    const again = await seedScale(database.db, { vehicles: 3_400, agencies: 4, alerts: 2_500 });
    expect(again).toMatchObject({ alertsInserted: 0, alerts: 2_500 });
    const [agencyId] = await scaleAgencyIds(database.db);
    const agency = (await matchingAgency(database.db, agencyId!))!;
    const page = await matchingAlertIds(database.db, agency, { offset: 0, limit: 25 });
    expect(page.ids).toHaveLength(25);
    expect(page.total).toBeGreaterThan(25);
  });
});
