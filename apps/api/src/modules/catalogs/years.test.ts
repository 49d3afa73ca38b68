import { catalogYearMax } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { adminHeaders, buildCatalogYear, buildVersion } from '../../../test/catalog-factories';
import { readCsv, readXlsx } from '../../../test/export-readers';
import { auditLog, catalogYears } from '../../db/schema';

const yearsOf = (versionId: number) => `/api/mi-vitrina/catalogs/versions/${versionId}/years`;

interface Year {
  id: number;
  version_id: number;
  year: number;
  list_price: number;
  active: boolean;
}
interface Page {
  data: Year[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  headers = await adminHeaders(t.context);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'es') =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

describe('years', () => {
  it('keeps the list price in centavos and answers it in pesos', async () => {
    const version = await buildVersion(db());
    const created = await inject('POST', yearsOf(version.id), { year: 2026, list_price: 459_900.99 });
    expect(created.statusCode, created.body).toBe(201);
    const year = json<{ data: Year }>(created).data;
    expect(year).toMatchObject({ version_id: version.id, year: 2026, list_price: 459_900.99, active: true });
    const [row] = await db().select().from(catalogYears).where(eq(catalogYears.id, year.id));
    expect(row!.list_price_cents).toBe(45_990_099);

    const edited = await inject('PUT', `${yearsOf(version.id)}/${year.id}`, { year: 2025, list_price: 0.1 });
    expect(json<{ data: Year }>(edited).data).toMatchObject({ year: 2025, list_price: 0.1, active: true });
    expect(
      json<{ data: Year }>(await inject('GET', `${yearsOf(version.id)}/${year.id}`)).data.list_price,
    ).toBe(0.1);
    expect((await inject('DELETE', `${yearsOf(version.id)}/${year.id}`)).statusCode).toBe(200);
    const actions = await db()
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_year'), eq(auditLog.entity_id, String(year.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(actions[0]!.after).toMatchObject({ list_price_cents: 45_990_099 });
  });

  it('validates the year range and the price, in both languages', async () => {
    const version = await buildVersion(db());
    const es = await inject('POST', yearsOf(version.id), { year: 1949, list_price: 1.005 });
    expect(json<Problem>(es).errors).toEqual({
      year: ['Debe ser mayor o igual a 1950.'],
      list_price: ['Usa como máximo dos decimales.'],
    });
    const en = await inject(
      'POST',
      yearsOf(version.id),
      { year: catalogYearMax() + 1, list_price: -5 },
      'en',
    );
    expect(json<Problem>(en).errors).toEqual({
      year: ['The year is outside the allowed range.'],
      list_price: ['Must be greater than or equal to 0.'],
    });
  });

  it('refuses a year the version already has', async () => {
    const version = await buildVersion(db());
    await buildCatalogYear(db(), { version_id: version.id, year: 2024 });
    const duplicate = await inject('POST', yearsOf(version.id), { year: 2024, list_price: 300_000 });
    expect(duplicate.statusCode).toBe(422);
    expect(json<Problem>(duplicate).errors).toEqual({ year: ['Ese año ya existe en esta versión.'] });
    const other = await buildCatalogYear(db(), { version_id: version.id, year: 2025 });
    const moved = await inject(
      'PUT',
      `${yearsOf(version.id)}/${other.id}`,
      { year: 2024, list_price: 1 },
      'en',
    );
    expect(json<Problem>(moved).errors).toEqual({ year: ['That year already exists for this version.'] });
    const elsewhere = await inject('POST', yearsOf((await buildVersion(db())).id), {
      year: 2024,
      list_price: 1,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 404 for an unknown version and for a year of another version', async () => {
    const version = await buildVersion(db());
    const foreign = await buildCatalogYear(db());
    expect((await inject('GET', yearsOf(987654))).statusCode).toBe(404);
    expect((await inject('POST', yearsOf(987654), { year: 2024, list_price: 1 })).statusCode).toBe(404);
    expect((await inject('GET', `${yearsOf(987654)}/export`)).statusCode).toBe(404);
    expect((await inject('GET', `${yearsOf(version.id)}/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `${yearsOf(version.id)}/${foreign.id}`, { year: 2020, list_price: 1 })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `${yearsOf(version.id)}/${foreign.id}`)).statusCode).toBe(404);
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

    const page = json<Page>(await inject('GET', yearsOf(version.id)));
    expect(page.data.map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(page.data[0]!.list_price).toBe(349_900.5);
    const byPrice = json<Page>(await inject('GET', `${yearsOf(version.id)}?sort=list_price|asc&active=true`));
    expect(byPrice.data.map((y) => y.year)).toEqual([2024, 2026]);
    expect((await inject('GET', `${yearsOf(version.id)}?sort=name|asc`)).statusCode).toBe(422);

    const picker = json<{ data: { id: number; name: string }[] }>(
      await inject('GET', `/api/mi-vitrina/catalogs/options/years?version_id=${version.id}`),
    );
    expect(picker.data.map((o) => o.name)).toEqual(['2026', '2024']);

    const xlsx = await inject('GET', `${yearsOf(version.id)}/export`);
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''a%C3%B1os-");
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Año', 'Precio de lista (MXN)', 'Activo']);
    expect(rows.slice(1).map((row) => row.slice(1, 4))).toEqual([
      [2026, 349_900.5, 'Sí'],
      [2025, 330_000, 'No'],
      [2024, 319_900, 'Sí'],
    ]);
    const csv = await inject('GET', `${yearsOf(version.id)}/export?format=csv&active=false`, undefined, 'en');
    const lines = readCsv(csv.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(lines.map((line) => line.slice(1, 4))).toEqual([
      ['Year', 'List price (MXN)', 'Active'],
      ['2025', '330000', 'No'],
    ]);
  });
});
