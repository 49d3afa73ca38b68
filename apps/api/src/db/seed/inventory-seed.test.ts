import {
  newVehicleResource,
  photoSetResource,
  soldTotalsAnswer,
  soldVehicleResource,
  todayInMexico,
  usedVehicleResource,
  VEHICLE_TRANSITIONS,
  type VehicleStatus,
  vehicleSearchText,
  vinModelYears,
  vinShapeProblem,
  vinWarnings,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as } from '../../../test/kits/client';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../client';
import { queryRows } from '../query';
import { seed } from '.';
import { makeVin, Random, vinYearCode } from './inventory-data';
import { drawingSvg } from './inventory-images';
import { type CatalogEntry, planUsedVehicles, usedPrice } from './inventory-plan';
import { catalogEntries, DEMO_NEW_VEHICLES, DEMO_USED_VEHICLES } from './inventory-seed';

type Db = Database['db'];

function groupBy<T, K extends PropertyKey>(
  items: readonly T[],
  key: (item: T) => K,
): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  for (const item of items) {
    const group = groups[key(item)];
    if (group) group.push(item);
    else groups[key(item)] = [item];
  }
  return groups;
}

interface Vehicle {
  id: number;
  agency_id: number;
  agency: string;
  brand: string;
  model: string;
  version: string;
  catalog_year: number;
  year: number;
  list_price_cents: number;
  brand_ok: boolean;
  vin: string;
  stock_number: string;
  search_text: string;
  mileage_km: number;
  price_cents: number | null;
  status: VehicleStatus;
  first_on_lot: string;
  deposit_cents: number | null;
  reserved_on: string | null;
  reserved_for: string | null;
  sold_on: string | null;
  sale_price_cents: number | null;
  buyer_name: string | null;
  published_marketplace: boolean;
  equipment: string[];
  description: string;
  exterior_color: string;
  cover_path: string | null;
  photos_count: number;
}

const vehicles = (db: Db) =>
  queryRows<Vehicle>(
    db,
    sql`select v.id, v.agency_id, a.name as agency, b.name as brand, m.name as model, cv.name as version,
               y.year as catalog_year, v.year, y.list_price_cents::float8 as list_price_cents,
               (v.brand_id = m.brand_id and v.model_id = cv.model_id and v.version_id = y.version_id) as brand_ok,
               v.vin, v.stock_number, v.search_text, v.mileage_km, v.price_cents::float8 as price_cents,
               v.status, v.first_on_lot::text, v.deposit_cents::float8 as deposit_cents, v.reserved_on::text,
               v.reserved_for, v.sold_on::text, v.sale_price_cents::float8 as sale_price_cents, v.buyer_name,
               v.published_marketplace, v.equipment, v.description, v.exterior_color, v.cover_path, v.photos_count
          from vehicles v
          join agencies a on a.id = v.agency_id
          join catalog_years y on y.id = v.catalog_year_id
          join catalog_versions cv on cv.id = y.version_id
          join catalog_models m on m.id = cv.model_id
          join catalog_brands b on b.id = m.brand_id
         order by v.id`,
  );

/** Everything the seed wrote, as text: equal fingerprints mean nothing changed. */
const fingerprint = async (db: Db) =>
  queryRows(
    db,
    sql`select (select md5(string_agg(t::text, ',' order by t.id)) from vehicles t) as vehicles,
               (select md5(string_agg(t::text, ',' order by t.id)) from vehicle_status_changes t) as statuses,
               (select md5(string_agg(t::text, ',' order by t.id)) from vehicle_price_changes t) as prices,
               (select md5(string_agg(t::text, ',' order by t.id)) from vehicle_photos t) as photos,
               (select md5(string_agg(t::text, ',' order by t.id)) from new_vehicles t) as new_vehicles,
               (select md5(string_agg(t::text, ',' order by t.id)) from new_vehicle_photo_sets t) as sets,
               (select md5(string_agg(t::text, ',' order by t.id)) from new_vehicle_photos t) as set_photos`,
  );

describe('demo inventory (rows, as the tests and browser tests seed it)', () => {
  let database: Database;
  let rows: Vehicle[];
  const today = todayInMexico();
  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, { seedDemo: true, admin: undefined });
    rows = await vehicles(database.db);
  });
  afterAll(() => database.close());

  it('puts about 600 used vehicles in every dealership that may have them, new ones only where allowed', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_USED_VEHICLES - 5);
    expect(rows.length).toBeLessThanOrEqual(DEMO_USED_VEHICLES + 5);
    const allowed = await queryRows<{ id: number; name: string; used: boolean; fresh: boolean }>(
      database.db,
      sql`select a.id, a.name,
                 a.is_preowened and exists (select 1 from package_permissions pp
                   where pp.package_id = a.package_id and pp.permission = 'view used vehicles') as used,
                 a.is_premium and exists (select 1 from package_permissions pp
                   where pp.package_id = a.package_id and pp.permission = 'view new vehicles') as fresh
            from agencies a order by a.id`,
    );
    const usedIn = new Set(rows.map((row) => row.agency_id));
    expect([...usedIn].sort()).toEqual(allowed.filter((a) => a.used).map((a) => a.id));
    const newIn = await queryRows<{ agency_id: number; n: number }>(
      database.db,
      sql`select agency_id, count(*)::int as n from new_vehicles group by agency_id`,
    );
    expect(newIn.map((row) => row.agency_id)).toEqual(allowed.filter((a) => a.fresh).map((a) => a.id));
    expect(newIn.reduce((sum, row) => sum + row.n, 0)).toBe(DEMO_NEW_VEHICLES);
  });

  it('copies real catalog entries, with searchable text, unique stock numbers and VINs that mostly check', () => {
    const stock = new Set<string>();
    let checks = 0;
    let years = 0;
    for (const row of rows) {
      expect(row.brand_ok, row.stock_number).toBe(true);
      expect(row.year).toBe(row.catalog_year);
      expect(row.search_text).toBe(
        vehicleSearchText([row.brand, row.model, row.version, row.year, row.vin, row.stock_number]),
      );
      expect(vinShapeProblem(row.vin), row.vin).toBeNull();
      if (vinWarnings(row.vin).length === 0) checks += 1;
      if (vinModelYears(row.vin).includes(row.year)) years += 1;
      const key = `${row.agency_id}/${row.stock_number}`;
      expect(stock.has(key), key).toBe(false);
      stock.add(key);
    }
    // Most VINs are valid; some Mexican ones carry a check digit that does not check.
    expect(checks / rows.length).toBeGreaterThan(0.85);
    expect(checks).toBeLessThan(rows.length);
    expect(years / rows.length).toBeGreaterThan(0.9);
    expect(years).toBeLessThan(rows.length);
  });

  it('prices, mileages and dates are believable', () => {
    const thisYear = Number(today.slice(0, 4));
    for (const row of rows) {
      const age = thisYear - row.year + 1;
      expect(row.price_cents, row.stock_number).not.toBeNull();
      // Below the year's list price, and not absurdly far below it.
      expect(row.price_cents!).toBeLessThan(row.list_price_cents);
      expect(row.price_cents! / row.list_price_cents).toBeGreaterThan(0.2);
      expect(row.mileage_km / age).toBeLessThan(40_000);
      expect(row.first_on_lot <= today).toBe(true);
      expect(row.equipment.length).toBeGreaterThan(5);
      expect(row.description).toContain(row.model);
      expect(row.exterior_color).not.toBe('');
    }
    const lotDays = rows
      .filter((row) => row.status !== 'Vendido')
      .map((row) => (Date.parse(today) - Date.parse(row.first_on_lot)) / 86_400_000);
    expect(Math.max(...lotDays)).toBeLessThanOrEqual(200);
    // Some are past the 90-day aging threshold, most are not.
    const aged = lotDays.filter((days) => days > 90).length / lotDays.length;
    expect(aged).toBeGreaterThan(0.1);
    expect(aged).toBeLessThan(0.5);
  });

  it('gives each status what it needs, with a history that reaches it by allowed steps', async () => {
    const byStatus = groupBy(rows, (row) => row.status);
    expect(byStatus.Disponible!.length).toBeGreaterThan(rows.length / 2);
    for (const status of ['Borrador', 'Apartado', 'Vendido'] as const) {
      expect(byStatus[status]?.length ?? 0, status).toBeGreaterThan(10);
    }
    for (const row of byStatus.Apartado!) {
      expect(row.deposit_cents).toBeGreaterThan(0);
      expect(row.reserved_for).toBeTruthy();
      expect(row.reserved_on! >= row.first_on_lot && row.reserved_on! <= today).toBe(true);
    }
    for (const row of byStatus.Vendido!) {
      expect(row.sale_price_cents).toBeGreaterThan(0);
      expect(row.buyer_name).toBeTruthy();
      expect(row.sold_on! >= row.first_on_lot && row.sold_on! <= today).toBe(true);
      expect(row.published_marketplace).toBe(false);
    }
    for (const row of byStatus.Borrador!) expect(row.published_marketplace).toBe(false);

    const history = await queryRows<{
      vehicle_id: number;
      from_status: VehicleStatus | null;
      to_status: VehicleStatus;
    }>(
      database.db,
      sql`select vehicle_id, from_status, to_status from vehicle_status_changes order by vehicle_id, created_at, id`,
    );
    const steps = groupBy(history, (h) => h.vehicle_id);
    for (const row of rows) {
      const chain = steps[row.id] ?? [];
      expect(chain[0], row.stock_number).toMatchObject({ from_status: null, to_status: 'Borrador' });
      for (let i = 1; i < chain.length; i += 1) {
        expect(chain[i]!.from_status).toBe(chain[i - 1]!.to_status);
        expect(VEHICLE_TRANSITIONS[chain[i]!.from_status!]).toContain(chain[i]!.to_status);
      }
      expect(chain.at(-1)!.to_status, row.stock_number).toBe(row.status);
    }
  });

  it('records the price from the creation on, with drops that end at the asking price', async () => {
    const changes = await queryRows<{ vehicle_id: number; old: number | null; new: number }>(
      database.db,
      sql`select vehicle_id, old_price_cents::float8 as old, new_price_cents::float8 as new
            from vehicle_price_changes order by vehicle_id, created_at, id`,
    );
    const byVehicle = groupBy(changes, (change) => change.vehicle_id);
    let drops = 0;
    for (const row of rows) {
      const chain = byVehicle[row.id] ?? [];
      expect(chain[0]?.old, row.stock_number).toBeNull();
      for (let i = 1; i < chain.length; i += 1) {
        expect(chain[i]!.old).toBe(chain[i - 1]!.new);
        expect(chain[i]!.new).toBeLessThan(chain[i]!.old!);
        drops += 1;
      }
      expect(chain.at(-1)!.new).toBe(row.price_cents);
    }
    expect(drops).toBeGreaterThan(30);
  });

  it('dates nothing in the future', async () => {
    const [latest] = await queryRows<{ future: number }>(
      database.db,
      sql`select (select count(*)::int from vehicles where created_at > now() or updated_at > now())
               + (select count(*)::int from vehicle_status_changes where created_at > now())
               + (select count(*)::int from vehicle_price_changes where created_at > now())
               + (select count(*)::int from new_vehicles where created_at > now() or updated_at > now()) as future`,
    );
    expect(latest!.future).toBe(0);
  });

  it('publishes within each dealership’s used-vehicle limit', async () => {
    const limits = await queryRows<{ id: number; published: number; limit: number }>(
      database.db,
      sql`select a.id, coalesce(a.used_vehicle_limit, p.used_vehicle_limit, 0) as limit,
                 (select count(*)::int from vehicles v where v.agency_id = a.id and v.published_marketplace
                    and v.deleted_at is null and v.status in ('Disponible', 'Apartado')) as published
            from agencies a left join packages p on p.id = a.package_id`,
    );
    for (const agency of limits) expect(agency.published).toBeLessThanOrEqual(agency.limit);
    // The basic package's lot is full: publishing one more shows the limit's refusal.
    expect(limits.some((agency) => agency.published === agency.limit && agency.limit > 0)).toBe(true);
  });

  it('makes stock photo sets for most of the new vehicles’ catalog years, without photos when there is no storage', async () => {
    const [counts] = await queryRows<{ years: number; sets: number; covered: number; photos: number }>(
      database.db,
      sql`select (select count(distinct catalog_year_id)::int from new_vehicles) as years,
                 (select count(*)::int from new_vehicle_photo_sets) as sets,
                 (select count(*)::int from new_vehicles n
                   where exists (select 1 from new_vehicle_photo_sets s where s.catalog_year_id = n.catalog_year_id)) as covered,
                 (select count(*)::int from vehicle_photos) + (select count(*)::int from new_vehicle_photos) as photos`,
    );
    expect(counts!.covered / counts!.years).toBeGreaterThan(0.7);
    expect(counts!.covered).toBeLessThan(counts!.years);
    expect(counts!.photos).toBe(0);
    expect(rows.every((row) => row.cover_path === null && row.photos_count === 0)).toBe(true);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await fingerprint(database.db);
    await seed(database.db, { seedDemo: true, admin: undefined });
    expect(await fingerprint(database.db)).toEqual(before);
  });

  it('is deterministic: the same catalog and day plan the same vehicles', async () => {
    const entries: CatalogEntry[] = await database.db.transaction((tx) => catalogEntries(tx));
    const agency = {
      id: 1,
      name: 'Agencia de prueba',
      is_premium: true,
      is_preowened: true,
      used_limit: 20,
      permissions: ['view used vehicles'],
      family: null,
      user_id: null,
      has_used: false,
      has_new: false,
    };
    const plan = () => planUsedVehicles(agency, 50, entries, { today: '2026-03-15', minute: 12 * 60 });
    expect(plan()).toEqual(plan());
    expect(plan().filter((p) => p.row.published_marketplace).length).toBeLessThanOrEqual(20);
  });
});

describe('the demo data helpers', () => {
  it('make VINs whose year code and check digit are what was asked', () => {
    const random = new Random('vins');
    for (const year of [2015, 2019, 2024, 2026]) {
      const valid = makeVin(random, 'Nissan', year);
      expect(vinShapeProblem(valid)).toBeNull();
      expect(vinWarnings(valid, year)).toEqual([]);
      expect(valid[9]).toBe(vinYearCode(year));
      expect(vinWarnings(makeVin(random, 'Nissan', year, 'mexican'), year)).toEqual([
        'inventory.vin_check_digit',
      ]);
      expect(vinWarnings(makeVin(random, 'Kia', year, 'built-earlier'), year)).toEqual([
        'inventory.vin_year_mismatch',
      ]);
    }
  });

  it('depreciate by age and mileage', () => {
    const price = (age: number, km: number) => usedPrice(400_000, age, km, new Random('same'));
    expect(price(1, 15_000)).toBeLessThan(400_000);
    expect(price(5, 75_000)).toBeLessThan(price(2, 30_000));
    expect(price(3, 120_000)).toBeLessThan(price(3, 20_000));
    expect(price(3, 45_000) % 1000).toBe(900);
  });

  it('draw pictures that sharp renders', async () => {
    for (const drawing of [
      { kind: 'cover', brand: 'Nissan', model: 'Versa', body: 'Sedán', color: '#B3202A' },
      { kind: 'cover', brand: 'Toyota', model: 'Hilux', body: 'Pickup', color: '#F2F3F1' },
      { kind: 'rear', tall: true, color: '#1E2024' },
      { kind: 'dashboard', interior: '#CDB999' },
      { kind: 'seats', interior: '#2A2C30' },
      { kind: 'wheel' },
    ] as const) {
      const { info } = await sharp(Buffer.from(drawingSvg(drawing)))
        .png()
        .toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual({ width: 768, height: 512 });
    }
  });
});

describe('demo inventory with the upload storage (as npm start seeds)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.context.database.db, { ...t.config, seedDemo: true, admin: undefined });
  }, 120_000);
  afterAll(() => t.close());

  it('gives vehicles and sets photos whose cover and count match their rows, each photo its own key', async () => {
    const db = t.context.database.db;
    const mismatched = await queryRows(
      db,
      sql`select v.id from vehicles v
           where v.photos_count <> (select count(*) from vehicle_photos p where p.vehicle_id = v.id)
              or v.cover_path is distinct from (select p.path from vehicle_photos p where p.vehicle_id = v.id
                                                 order by p.position, p.id limit 1)
          union all
          select s.id from new_vehicle_photo_sets s
           where s.photos_count <> (select count(*) from new_vehicle_photos p where p.set_id = s.id)
              or s.cover_path is distinct from (select p.path from new_vehicle_photos p where p.set_id = s.id
                                                 order by p.position, p.id limit 1)`,
    );
    expect(mismatched).toEqual([]);
    const [counts] = await queryRows<{ photos: number; keys: number; without: number; sets: number }>(
      db,
      sql`select (select count(*)::int from vehicle_photos) + (select count(*)::int from new_vehicle_photos) as photos,
                 (select count(distinct path)::int from (select path from vehicle_photos
                    union all select path from new_vehicle_photos) p) as keys,
                 (select count(*)::int from vehicles where status <> 'Borrador' and photos_count = 0) as without,
                 (select count(*)::int from new_vehicle_photo_sets where photos_count >= 3) as sets`,
    );
    expect(counts!.photos).toBeGreaterThan(DEMO_USED_VEHICLES * 2);
    expect(counts!.keys).toBe(counts!.photos);
    expect(counts!.without).toBe(0);
    expect(counts!.sets).toBeGreaterThan(50);
  });

  it('draws the demo auctions’ photos too, each with its cover', async () => {
    const db = t.context.database.db;
    const auctions = await queryRows<{ photos_count: number; photos: number; cover: boolean }>(
      db,
      sql`select a.photos_count::int as photos_count,
                 (select count(*)::int from auction_photos p where p.auction_id = a.id) as photos,
                 a.cover_path = (select p.path from auction_photos p where p.auction_id = a.id
                                  order by p.position, p.id limit 1) as cover
            from auctions a order by a.id`,
    );
    expect(auctions.length).toBe(3);
    for (const auction of auctions) {
      expect(auction.photos_count).toBeGreaterThanOrEqual(3);
      expect(auction).toMatchObject({ photos: auction.photos_count, cover: true });
    }
  });

  it('serves every variant of a photo, and deleting one photo leaves another of the same picture intact', async () => {
    // The fifth photo of a gallery is always the same drawing: the wheel.
    const [a, b] = await queryRows<{ path: string }>(
      t.context.database.db,
      sql`select p.path from vehicle_photos p where p.position = 4 order by p.id limit 2`,
    );
    const get = (key: string, variant: string) =>
      t.app.inject({ method: 'GET', url: `/uploads/${key}-${variant}.webp` });
    for (const variant of ['thumb', 'card', 'full']) {
      const [first, second] = [await get(a!.path, variant), await get(b!.path, variant)];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect((await sharp(first.rawPayload).metadata()).format).toBe('webp');
      expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    }
    for (const variant of ['thumb', 'card', 'full'])
      await t.context.storage.delete(`${a!.path}-${variant}.webp`);
    for (const variant of ['thumb', 'card', 'full']) {
      expect([(await get(a!.path, variant)).statusCode, (await get(b!.path, variant)).statusCode]).toEqual([
        404, 200,
      ]);
    }
  });

  it('reads back through the API: lists, each status’s details, sold totals, new vehicles with their set’s photos', async () => {
    const admin = as(t, 'admin');
    const used = await admin.on(usedVehicleResource).list({ agency: 0, limit: 100, sort: 'price|asc' });
    expect(used.status, used.raw.body).toBe(200);
    expect(used.body.meta.total).toBeGreaterThanOrEqual(DEMO_USED_VEHICLES - 5);
    expect(used.body.data.every((row) => row.thumbnail !== null || row.status === 'Borrador')).toBe(true);
    const samples = await queryRows<{ id: number; status: VehicleStatus }>(
      t.context.database.db,
      sql`select distinct on (status) id, status from vehicles order by status, id`,
    );
    expect(samples).toHaveLength(4);
    for (const sample of samples) {
      const detail = await admin.on(usedVehicleResource).one(sample.id);
      expect(detail.status, sample.status).toBe(200);
      expect(detail.body.data.status_history.at(0)!.to_status).toBe(sample.status);
      expect(detail.body.data.price_history.length).toBeGreaterThan(0);
    }
    const sold = await admin.on(soldVehicleResource).list({ agency: 0 });
    const totals = soldTotalsAnswer.parse(
      (await admin.get('/api/mi-vitrina/sold-inventory/totals?agency=0')).body,
    );
    expect(totals.data.units).toBe(sold.body.meta.total);
    expect(totals.data.units).toBeGreaterThan(50);

    const fresh = await admin.on(newVehicleResource).list({ agency: 0, limit: 100 });
    expect(fresh.body.meta.total).toBe(DEMO_NEW_VEHICLES);
    const withSet = fresh.body.data.find((row) => row.photo_set_id !== null)!;
    expect(withSet.thumbnail).not.toBeNull();
    expect(
      (await admin.on(newVehicleResource).one(withSet.id)).body.data.photos.length,
    ).toBeGreaterThanOrEqual(3);
    const sets = await admin.on(photoSetResource).list({ limit: 100 });
    expect(sets.body.data.every((set) => set.photos_count >= 3 && set.vehicles_count >= 1)).toBe(true);
  });

  it('draws nothing again on the next start', async () => {
    const before = await fingerprint(t.context.database.db);
    await seed(t.context.database.db, { ...t.config, seedDemo: true, admin: undefined });
    expect(await fingerprint(t.context.database.db)).toEqual(before);
  });
});
