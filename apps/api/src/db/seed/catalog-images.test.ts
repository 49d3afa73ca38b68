import { ROLES } from '@vitrina/shared';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { headers as headersOf } from '../../../test/kits/sessions';
import { openTestDatabase } from '../../../test/test-database';
import { catalogBodies, catalogBrands } from '../schema';
import { seed } from '.';
import { CATALOG_BODIES, CATALOG_BRANDS } from './catalog-data';
import { bodyIconSvg, brandLogoSvg, monogram } from './catalog-images';

type Urls = { thumb: string; card: string; full: string } | null;
interface Listed {
  id: number;
  name: string;
  logo?: Urls;
  icon?: Urls;
}

/** What the API serves at an image URL: status, type and the decoded picture's header. */
async function fetchImage(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const metadata = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null;
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    format: metadata?.format,
    width: metadata?.width ?? 0,
    height: metadata?.height ?? 0,
  };
}

describe('demo seed with the upload storage', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    // As the server seeds at start: the whole configuration, whose DATA_DIR holds the uploads.
    await seed(t.context.database.db, { ...t.config, seedDemo: true, admin: undefined });
    headers = await headersOf(t, { role: ROLES.admin });
  });
  afterAll(() => t.close());

  const list = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${path}?limit=100`, headers });
    expect(response.statusCode).toBe(200);
    return json<{ data: Listed[] }>(response).data;
  };

  it.each([
    ['brand', '/api/mi-vitrina/catalogs/brands', 'logo', CATALOG_BRANDS.map((brand) => brand.name)],
    ['body type', '/api/mi-vitrina/catalogs/bodies', 'icon', [...CATALOG_BODIES]],
  ] as const)('leaves every seeded %s with an image the API serves', async (_kind, path, field, names) => {
    const rows = (await list(path)).filter((row) => (names as readonly string[]).includes(row.name));
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    for (const row of rows) {
      const urls = row[field];
      expect(urls, `${row.name} has no ${field}`).not.toBeNull();
      for (const [variant, url] of Object.entries(urls!)) {
        const image = await fetchImage(t, url);
        expect(image, `${row.name} ${variant}`).toMatchObject({
          status: 200,
          type: 'image/webp',
          format: 'webp',
        });
        expect(image.width, `${row.name} ${variant}`).toBeGreaterThanOrEqual(variant === 'thumb' ? 160 : 192);
        expect(image.height).toBe(image.width);
      }
    }
  });

  it('draws each brand once: seeding again keeps the stored images', async () => {
    const keys = async () =>
      (await t.context.database.db.select({ key: catalogBrands.logo_path }).from(catalogBrands)).map(
        (row) => row.key,
      );
    const before = await keys();
    await seed(t.context.database.db, { ...t.config, seedDemo: true, admin: undefined });
    expect(await keys()).toEqual(before);
  });
});

describe('demo seed without storage', () => {
  it('draws nothing: the rows only, as the tests that seed per file need them', async () => {
    const database = await openTestDatabase();
    try {
      await seed(database.db, { seedDemo: true, admin: undefined });
      const db = database.db;
      expect(await db.$count(catalogBrands, isNull(catalogBrands.logo_path))).toBe(CATALOG_BRANDS.length);
      expect(await db.$count(catalogBodies, isNull(catalogBodies.icon_path))).toBe(CATALOG_BODIES.length);
    } finally {
      await database.close();
    }
    // The whole demo is seeded, as the seed tests do: minutes on a loaded 2-core machine.
  }, 120_000);
});

describe('the drawings', () => {
  it('are monograms and pictograms that sharp renders', async () => {
    expect(['Nissan', 'Mercedes-Benz', 'BYD', 'MINI', 'SEAT', 'Ram'].map(monogram)).toEqual([
      'N',
      'MB',
      'BYD',
      'MINI',
      'SEAT',
      'R',
    ]);
    const svgs = [brandLogoSvg('Mercedes-Benz'), bodyIconSvg('Chasis cabina'), bodyIconSvg('Sedán')];
    expect(new Set(svgs.slice(1)).size).toBe(2);
    for (const svg of svgs) {
      const { width, height, format } = await sharp(Buffer.from(svg))
        .png()
        .toBuffer({ resolveWithObject: true })
        .then(({ info }) => info);
      expect({ width, height, format }).toEqual({ width: 192, height: 192, format: 'png' });
    }
  });
});
