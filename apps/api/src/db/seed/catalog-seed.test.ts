import { FUELS, nameKey, TRANSMISSIONS } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/test-database';
import type { Database, Db } from '../client';
import { queryRow, queryRows } from '../query';
import { catalogBrands, catalogModels, catalogVersions, catalogYears } from '../schema';
import {
  CATALOG_BODIES,
  CATALOG_BRANDS,
  CATALOG_FIRST_YEAR,
  CATALOG_LAST_YEAR,
  versionYears,
} from './catalog-data';
import { seedCatalogDemo } from './catalog-seed';

const TABLES = ['catalog_bodies', 'catalog_brands', 'catalog_models', 'catalog_versions', 'catalog_years'];

/** Row count and newest updated_at of every catalog table: equal snapshots mean nothing changed. */
async function snapshot(db: Db) {
  const result: Record<string, { n: number; updated: string | null }> = {};
  for (const table of TABLES) {
    result[table] = (await queryRow<{ n: number; updated: string | null }>(
      db,
      sql`select count(*)::int as n, max(updated_at)::text as updated from ${sql.identifier(table)}`,
    ))!;
  }
  return result;
}

async function timedSeed(db: Db): Promise<number> {
  const started = performance.now();
  await db.transaction((tx) => seedCatalogDemo(tx));
  return performance.now() - started;
}

describe('demo vehicle catalog data', () => {
  it('is at least 25 brands and 120 models, each model with two or more versions', () => {
    expect(CATALOG_BRANDS.length).toBeGreaterThanOrEqual(25);
    expect(CATALOG_BRANDS.flatMap((b) => b.models).length).toBeGreaterThanOrEqual(120);
    for (const brand of CATALOG_BRANDS) {
      expect(brand.models.length, brand.name).toBeGreaterThan(0);
      for (const model of brand.models) {
        expect(model.versions.length, `${brand.name} ${model.name}`).toBeGreaterThanOrEqual(2);
        expect(model.from).toBeGreaterThanOrEqual(CATALOG_FIRST_YEAR);
        expect(model.from).toBeLessThanOrEqual(CATALOG_LAST_YEAR);
        expect(CATALOG_BODIES).toContain(model.body);
        for (const [name, , , price, from] of model.versions) {
          expect(price, `${model.name} ${name}`).toBeGreaterThan(0);
          if (from !== undefined) expect(from).toBeGreaterThanOrEqual(model.from);
        }
      }
    }
  });

  it('names each version as its transmission and fuel', () => {
    for (const brand of CATALOG_BRANDS) {
      for (const model of brand.models) {
        for (const [name, transmission, fuel] of model.versions) {
          const label = `${brand.name} ${model.name} ${name}`;
          const words = name.split(/\s+/);
          if (words.includes('TM') || words.includes('MT')) expect(transmission, label).toBe('manual');
          if (words.includes('CVT') || words.includes('IVT')) expect(transmission, label).toBe('cvt');
          if (['DSG', 'DCT', 'EDC'].some((w) => words.includes(w)))
            expect(transmission, label).toBe('dual_clutch');
          if (words.includes('TA') || words.includes('Tiptronic'))
            expect(transmission, label).toBe('automatic');
          if (words.includes('Diésel')) expect(fuel, label).toBe('diesel');
          if (/\b(Hybrid|HEV)\b/.test(name)) expect(fuel, label).toBe('hybrid');
          if (/\b(PHEV|4xe|DM-i)\b|e-HYBRID/.test(name)) expect(fuel, label).toBe('plug_in_hybrid');
          if (fuel === 'electric') expect(transmission, label).toBe('automatic');
        }
      }
    }
  });

  it('prices a version in 2026 at its list price and less every year before', () => {
    const nissan = CATALOG_BRANDS.find((b) => b.name === 'Nissan')!;
    const versa = nissan.models.find((m) => m.name === 'Versa')!;
    const years = versionYears(nissan, versa, versa.versions[0]!);
    expect(years[0]).toMatchObject({ year: 2015 });
    expect(years.at(-1)).toEqual({ year: 2026, price: 335_900 });
    // 4–6 % a year: eleven years back is between 51 % and 64 % of today's price.
    expect(years[0]!.price / 335_900).toBeGreaterThan(0.94 ** 11);
    expect(years[0]!.price / 335_900).toBeLessThan(0.96 ** 11);
  });
});

describe(`demo vehicle catalog seed (${testEngine()})`, () => {
  let database: Database;
  let db: Db;
  let firstRun: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    firstRun = await timedSeed(db);
  });
  afterAll(() => database.close());

  it('seeds an empty database with the Mexican market (time printed, not asserted)', async () => {
    const counts = await snapshot(db);
    console.info(
      `[catalog seed, ${testEngine()}] ${firstRun.toFixed(0)} ms for ` +
        `${counts.catalog_brands!.n} brands, ${counts.catalog_models!.n} models, ` +
        `${counts.catalog_versions!.n} versions, ${counts.catalog_years!.n} years, ` +
        `${counts.catalog_bodies!.n} bodies`,
    );
    expect(counts.catalog_bodies!.n).toBe(CATALOG_BODIES.length);
    expect(counts.catalog_brands!.n).toBeGreaterThanOrEqual(25);
    expect(counts.catalog_models!.n).toBeGreaterThanOrEqual(120);
    const expectedYears = CATALOG_BRANDS.flatMap((brand) =>
      brand.models.flatMap((model) => model.versions.flatMap((v) => versionYears(brand, model, v))),
    ).length;
    expect(counts.catalog_years!.n).toBe(expectedYears);
  });

  it('gives every model a body type and two or more versions', async () => {
    const poor = await queryRows<{ name: string }>(
      db,
      sql`select m.name from catalog_models m
          where m.body_id is null or (select count(*) from catalog_versions v where v.model_id = m.id) < 2`,
    );
    expect(poor).toEqual([]);
  });

  it('gives every version years within 2015–2026, positive prices, never rising back in time', async () => {
    const stats = await queryRow<{ without_years: number; min: number; max: number; min_price: number }>(
      db,
      sql`select
            (select count(*)::int from catalog_versions v
               where not exists (select 1 from catalog_years y where y.version_id = v.id)) as without_years,
            min(year)::int as min, max(year)::int as max, min(list_price_cents)::float8 as min_price
          from catalog_years`,
    );
    expect(stats).toEqual({ without_years: 0, min: 2015, max: 2026, min_price: expect.any(Number) });
    expect(stats!.min_price).toBeGreaterThan(0);
    const rising = await queryRows<{ version_id: number; year: number }>(
      db,
      sql`select version_id, year from (
            select version_id, year, list_price_cents,
                   lag(list_price_cents) over (partition by version_id order by year) as previous,
                   lag(year) over (partition by version_id order by year) as previous_year
            from catalog_years) t
          where list_price_cents < previous or year <> previous_year + 1`,
    );
    expect(rising).toEqual([]);
    const versa = await queryRow<{ price: number }>(
      db,
      sql`select y.list_price_cents::float8 / 100 as price
          from catalog_years y
          join catalog_versions v on v.id = y.version_id
          join catalog_models m on m.id = v.model_id
          join catalog_brands b on b.id = m.brand_id
          where b.slug = 'nissan' and m.name = 'Versa' and v.name = 'Sense MT' and y.year = 2026`,
    );
    expect(versa?.price).toBe(335_900);
  });

  it('stores transmissions and fuels from the shared lists and names unique per parent', async () => {
    const versions = await db.select().from(catalogVersions);
    for (const v of versions) {
      expect(TRANSMISSIONS).toContain(v.transmission);
      expect(FUELS).toContain(v.fuel);
    }
    const models = await db.select().from(catalogModels);
    const brands = await db.select().from(catalogBrands);
    const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    unique(brands.map((b) => nameKey(b.name)));
    unique(brands.map((b) => b.slug));
    unique(models.map((m) => `${m.brand_id}/${nameKey(m.name)}`));
    unique(versions.map((v) => `${v.model_id}/${nameKey(v.name)}`));
    expect(brands.map((b) => b.slug)).toEqual(expect.arrayContaining(['nissan', 'mercedes-benz', 'gwm']));
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(db);
    const again = await timedSeed(db);
    console.info(`[catalog seed, ${testEngine()}] already seeded: ${again.toFixed(1)} ms`);
    expect(await snapshot(db)).toEqual(before);
  });

  it('re-creates a demo brand that was removed and leaves every other row as it is', async () => {
    const rows = async () => ({
      brands: await db.select().from(catalogBrands).orderBy(catalogBrands.id),
      models: await db.select().from(catalogModels).orderBy(catalogModels.id),
      versions: await db.select().from(catalogVersions).orderBy(catalogVersions.id),
      years: await db.select().from(catalogYears).orderBy(catalogYears.id),
    });
    const withoutTesla = (all: Awaited<ReturnType<typeof rows>>) => {
      const brand = all.brands.find((b) => b.slug === 'tesla')?.id;
      const models = new Set(all.models.filter((m) => m.brand_id === brand).map((m) => m.id));
      const versions = new Set(all.versions.filter((v) => models.has(v.model_id)).map((v) => v.id));
      return {
        brands: all.brands.filter((b) => b.id !== brand),
        models: all.models.filter((m) => !models.has(m.id)),
        versions: all.versions.filter((v) => !versions.has(v.id)),
        years: all.years.filter((y) => !versions.has(y.version_id)),
      };
    };
    const before = await rows();
    const counts = await snapshot(db);
    await db.execute(sql`delete from catalog_years where version_id in
      (select v.id from catalog_versions v join catalog_models m on m.id = v.model_id
       join catalog_brands b on b.id = m.brand_id where b.slug = 'tesla')`);
    await db.execute(sql`delete from catalog_versions where model_id in
      (select m.id from catalog_models m join catalog_brands b on b.id = m.brand_id where b.slug = 'tesla')`);
    await db.execute(sql`delete from catalog_models where brand_id in
      (select id from catalog_brands where slug = 'tesla')`);
    await db.execute(sql`delete from catalog_brands where slug = 'tesla'`);

    await timedSeed(db);

    const after = await rows();
    expect(withoutTesla(after)).toEqual(withoutTesla(before));
    const recount = await snapshot(db);
    for (const table of TABLES) expect(recount[table]!.n, table).toBe(counts[table]!.n);
  });
});

describe('demo vehicle catalog seed over rows an administrator entered first', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('matches them by slug or name, leaves them as they are and adds only what is missing', async () => {
    const db = database.db;
    const [brand] = await db
      .insert(catalogBrands)
      .values({ name: 'NISSAN', slug: 'nissan-mx', active: false })
      .returning();
    const [model] = await db.insert(catalogModels).values({ brand_id: brand!.id, name: 'versa' }).returning();
    const [version] = await db
      .insert(catalogVersions)
      .values({ model_id: model!.id, name: 'SENSE mt', transmission: 'automatic', fuel: 'diesel' })
      .returning();
    const [year] = await db
      .insert(catalogYears)
      .values({ version_id: version!.id, year: 2026, list_price_cents: 100 })
      .returning();
    await db.insert(catalogBrands).values({ name: 'Chevrolet Mexicana', slug: 'chevrolet' });

    await db.transaction((tx) => seedCatalogDemo(tx));

    expect(await db.select().from(catalogBrands).where(eq(catalogBrands.id, brand!.id))).toEqual([brand]);
    expect(await db.select().from(catalogModels).where(eq(catalogModels.id, model!.id))).toEqual([model]);
    expect(await db.select().from(catalogVersions).where(eq(catalogVersions.id, version!.id))).toEqual([
      version,
    ]);
    expect(await db.select().from(catalogYears).where(eq(catalogYears.id, year!.id))).toEqual([year]);

    const brands = await db.select().from(catalogBrands);
    expect(brands).toHaveLength(CATALOG_BRANDS.length);
    expect(brands.find((b) => b.slug === 'chevrolet')?.name).toBe('Chevrolet Mexicana');
    const versaVersions = await db
      .select()
      .from(catalogVersions)
      .where(eq(catalogVersions.model_id, model!.id));
    expect(versaVersions.map((v) => v.name).sort()).toEqual(
      ['Advance CVT', 'Advance MT', 'Exclusive CVT', 'SENSE mt', 'Sense CVT'].sort(),
    );
    const sense = await db.select().from(catalogYears).where(eq(catalogYears.version_id, version!.id));
    expect(sense).toHaveLength(CATALOG_LAST_YEAR - CATALOG_FIRST_YEAR + 1);
    const chevrolet = brands.find((b) => b.slug === 'chevrolet')!;
    const chevroletModels = await db
      .select()
      .from(catalogModels)
      .where(eq(catalogModels.brand_id, chevrolet.id));
    expect(chevroletModels.length).toBe(CATALOG_BRANDS.find((b) => b.name === 'Chevrolet')!.models.length);
  });
});
