import { catalogYearMax, yearResource } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildCatalogYear, buildVersion } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { catalogYears } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The year calls of an administrator under one version, in Spanish (`en`: in English). */
const yearsOf = (versionId: number) => as(t).on(yearResource, { version_id: versionId });
const yearsEn = (versionId: number) => as(t).en.on(yearResource, { version_id: versionId });

describe('years', () => {
  it('keeps the list price in centavos and answers it in pesos', async () => {
    const version = await buildVersion(db());
    const years = yearsOf(version.id);
    const created = await years.create({ year: 2026, list_price: 459_900.99 });
    expect(created.status, created.raw.body).toBe(201);
    const year = created.body.data;
    expect(year).toMatchObject({ version_id: version.id, year: 2026, list_price: 459_900.99, active: true });
    const [row] = await db().select().from(catalogYears).where(eq(catalogYears.id, year.id));
    expect(row!.list_price_cents).toBe(45_990_099);

    const edited = await years.update(year.id, { year: 2025, list_price: 0.1 });
    expect(edited.body.data).toMatchObject({ year: 2025, list_price: 0.1, active: true });
    expect((await years.one(year.id)).body.data.list_price).toBe(0.1);
    expect((await years.remove(year.id)).status).toBe(200);
    const actions = await auditOf(db(), 'catalog_year', year.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(actions[0]!.after).toMatchObject({ list_price_cents: 45_990_099 });
  });

  it('validates the year range and the price, in both languages', async () => {
    const version = await buildVersion(db());
    const es = await yearsOf(version.id).create({ year: 1949, list_price: 1.005 });
    expect(es.problem.errors).toEqual({
      year: ['Debe ser mayor o igual a 1950.'],
      list_price: ['Usa como máximo dos decimales.'],
    });
    const en = await yearsEn(version.id).create({ year: catalogYearMax() + 1, list_price: -5 });
    expect(en.problem.errors).toEqual({
      year: ['The year is outside the allowed range.'],
      list_price: ['Must be greater than or equal to 0.'],
    });
  });

  it('refuses a year the version already has', async () => {
    const version = await buildVersion(db());
    await buildCatalogYear(db(), { version_id: version.id, year: 2024 });
    const duplicate = await yearsOf(version.id).create({ year: 2024, list_price: 300_000 });
    expect(duplicate.status).toBe(422);
    expect(duplicate.problem.errors).toEqual({ year: ['Ese año ya existe en esta versión.'] });
    const other = await buildCatalogYear(db(), { version_id: version.id, year: 2025 });
    const moved = await yearsEn(version.id).update(other.id, { year: 2024, list_price: 1 });
    expect(moved.problem.errors).toEqual({ year: ['That year already exists for this version.'] });
    const elsewhere = await yearsOf((await buildVersion(db())).id).create({ year: 2024, list_price: 1 });
    expect(elsewhere.status).toBe(201);
  });

  it('answers 404 for an unknown version and for a year of another version', async () => {
    const version = await buildVersion(db());
    const foreign = await buildCatalogYear(db());
    // The list and the export under an unknown version: listContract.
    expect((await yearsOf(987654).create({ year: 2024, list_price: 1 })).status).toBe(404);
    expect((await yearsOf(version.id).one(foreign.id)).status).toBe(404);
    expect((await yearsOf(version.id).update(foreign.id, { year: 2020, list_price: 1 })).status).toBe(404);
    expect((await yearsOf(version.id).remove(foreign.id)).status).toBe(404);
  });
});

describe('list, pickers and export', () => {
  it('lists newest first, hides inactive years from the picker, exports prices in pesos', async () => {
    const version = await buildVersion(db());
    await buildCatalogYear(db(), { version_id: version.id, year: 2024, list_price_cents: 31_990_000 });
    await buildCatalogYear(db(), { version_id: version.id, year: 2026, list_price_cents: 34_990_050 });
    await buildCatalogYear(db(), {
      version_id: version.id,
      year: 2025,
      list_price_cents: 33_000_000,
      active: false,
    });
    const years = yearsOf(version.id);

    const page = (await years.list()).body;
    expect(page.data.map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(page.data[0]!.list_price).toBe(349_900.5);
    const byPrice = (await years.list({ sort: 'list_price|asc', active: 'true' })).body;
    expect(byPrice.data.map((y) => y.year)).toEqual([2024, 2026]);

    const picker = await as(t).get<{ data: { id: number; name: string }[] }>(
      `/api/mi-vitrina/catalogs/options/years?version_id=${version.id}`,
    );
    expect(picker.body.data.map((o) => o.name)).toEqual(['2026', '2024']);

    const xlsx = await exportRows((await years.export()).raw);
    expect(xlsx.slice(1).map((row) => row.slice(1, 4))).toEqual([
      [2026, 349_900.5, 'Sí'],
      [2025, 330_000, 'No'],
      [2024, 319_900, 'Sí'],
    ]);
    const csv = await exportRows((await yearsEn(version.id).export({ format: 'csv', active: 'false' })).raw);
    expect(csv.map((line) => line.slice(1, 4))).toEqual([
      ['Year', 'List price (MXN)', 'Active'],
      ['2025', '330000', 'No'],
    ]);
  });
});

// Paging, sizes, sorts (newest first by default), the state filter, the unknown version and the export.
listContract(yearResource, {
  app: () => t,
  parent: async (app) => ({ version_id: (await buildVersion(app.context.database.db)).id }),
  create: (app, { i, params }) =>
    buildCatalogYear(app.context.database.db, {
      version_id: Number(params.version_id),
      year: 2010 + ((i * 5) % 7),
      list_price_cents: 30_000_000 + (i % 3) * 1_000_050,
      active: i % 3 !== 2,
    }),
  exported: {
    file: { es: 'años', en: 'years' },
    headers: {
      es: ['ID', 'Año', 'Precio de lista (MXN)', 'Activo', 'Creado', 'Actualizado'],
      en: ['ID', 'Year', 'List price (MXN)', 'Active', 'Created', 'Updated'],
    },
  },
});
