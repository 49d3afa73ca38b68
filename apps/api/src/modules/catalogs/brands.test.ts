import { slugify } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { adminHeaders, buildBrand, buildModel } from '../../../test/catalog-factories';
import { readCsv, readXlsx } from '../../../test/export-readers';
import { auditLog, catalogBrands } from '../../db/schema';

const BRANDS = '/api/mi-vitrina/catalogs/brands';

interface Brand {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  logo: unknown;
  models_count: number;
  created_at: string;
  updated_at: string;
}
interface Page {
  data: Brand[];
  meta: { total: number; page: number; limit: number; total_capped: boolean };
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;
const en = () => ({ ...headers, 'accept-language': 'en' });

beforeAll(async () => {
  t = await buildTestApp();
  headers = await adminHeaders(t.context);
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const post = (payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: BRANDS,
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `${BRANDS}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};

describe('create, read, update, delete', () => {
  it('creates a brand with a slug made from its name, and audits it', async () => {
    const response = await post({ name: '  Alfa   Romeo ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ data: Brand }>(response).data;
    expect(created).toMatchObject({
      name: 'Alfa Romeo',
      slug: 'alfa-romeo',
      active: true,
      logo: null,
      models_count: 0,
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_brand'), eq(auditLog.entity_id, String(created.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', before: null });
    expect(entries[0]!.after).toMatchObject({ name: 'Alfa Romeo', slug: 'alfa-romeo' });
  });

  it('keeps a slug given explicitly, lower-cased', async () => {
    const response = await post({ name: 'Mercedes-Benz', slug: 'Mercedes-Benz' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: Brand }>(response).data.slug).toBe('mercedes-benz');
  });

  it('reads one brand with its model count, and answers 404 for unknown ids', async () => {
    const brand = await buildBrand(db(), { name: 'Kia' });
    await buildModel(db(), { brand_id: brand.id, name: 'Rio' });
    await buildModel(db(), { brand_id: brand.id, name: 'Sportage' });
    const response = await t.app.inject({ method: 'GET', url: `${BRANDS}/${brand.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Brand }>(response).data).toMatchObject({ name: 'Kia', models_count: 2 });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await t.app.inject({
        method,
        url: `${BRANDS}/987654`,
        headers,
        ...(method === 'PUT' ? { payload: { name: 'Nada' } } : {}),
      });
      expect(missing.statusCode, `${method} ${missing.body}`).toBe(404);
      expect(json<Problem>(missing).message).toBe('No encontramos lo que buscas.');
    }
    const huge = await t.app.inject({ method: 'GET', url: `${BRANDS}/99999999999`, headers });
    expect(huge.statusCode).toBe(422);
  });

  it('updates name, slug and state; updated_at moves; an omitted slug and state are kept', async () => {
    const brand = await buildBrand(db(), { name: 'Datsun', slug: 'datsun' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${brand.id}`,
      headers,
      payload: { name: 'Datsun Go', active: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const data = json<{ data: Brand }>(renamed).data;
    expect(data).toMatchObject({ name: 'Datsun Go', slug: 'datsun', active: false });
    expect(new Date(data.updated_at).getTime()).toBeGreaterThan(brand.updated_at.getTime());

    const again = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${brand.id}`,
      headers,
      payload: { name: 'Datsun', slug: 'datsun-mx' },
    });
    expect(json<{ data: Brand }>(again).data).toMatchObject({
      name: 'Datsun',
      slug: 'datsun-mx',
      active: false,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_brand'), eq(auditLog.action, 'update')))
      .limit(1);
    expect(audit!.before).toMatchObject({ name: 'Datsun' });
    expect(audit!.after).toMatchObject({ name: 'Datsun Go', active: false });
  });

  it('deletes a brand without models, and says so in the request language', async () => {
    const brand = await buildBrand(db());
    const response = await t.app.inject({ method: 'DELETE', url: `${BRANDS}/${brand.id}`, headers: en() });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: 'Record deleted.' });
    expect(await db().select().from(catalogBrands).where(eq(catalogBrands.id, brand.id))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_brand'), eq(auditLog.entity_id, String(brand.id))));
    expect(entry).toMatchObject({ action: 'delete', after: null });
  });
});

describe('validation and conflicts', () => {
  it('answers field errors in Spanish and in English', async () => {
    const es = await post({ name: '', slug: 'No Vale!' });
    expect(es.statusCode).toBe(422);
    expect(json<Problem>(es)).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: {
        name: ['Este campo es obligatorio.'],
        slug: ['Usa solo minúsculas, números y guiones.'],
      },
    });
    const english = await post({ active: 'yes' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(422);
    expect(json<Problem>(english)).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required.'], active: ['The value is invalid.'] },
    });
  });

  it('refuses a name that differs only in case or accents ("Citroën" / "citroen")', async () => {
    expect((await post({ name: 'Citroën' })).statusCode).toBe(201);
    const duplicate = await post({ name: 'citroen', slug: 'citroen-2' });
    expect(duplicate.statusCode).toBe(422);
    expect(json<Problem>(duplicate).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const english = await post({ name: ' CITROËN ', slug: 'citroen-3' }, { 'accept-language': 'en' });
    expect(json<Problem>(english).errors).toEqual({ name: ['A record with that name already exists.'] });
  });

  it('refuses a taken slug, a renamed brand onto another one, and a name that leaves no slug', async () => {
    await buildBrand(db(), { name: 'Seat', slug: 'seat' });
    const slugTaken = await post({ name: 'SEAT León', slug: 'seat' });
    expect(slugTaken.statusCode).toBe(422);
    expect(json<Problem>(slugTaken).errors).toEqual({ slug: ['Ya existe una marca con ese slug.'] });

    const other = await buildBrand(db(), { name: 'Cupra', slug: 'cupra' });
    const both = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${other.id}`,
      headers,
      payload: { name: 'SEAT', slug: 'seat' },
    });
    expect(json<Problem>(both).errors).toEqual({
      name: ['Ya existe un registro con ese nombre.'],
      slug: ['Ya existe una marca con ese slug.'],
    });
    const itself = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${other.id}`,
      headers,
      payload: { name: 'cupra', slug: 'cupra' },
    });
    expect(itself.statusCode, itself.body).toBe(200);

    const noSlug = await post({ name: '!!!' });
    expect(noSlug.statusCode).toBe(422);
    expect(json<Problem>(noSlug).errors).toEqual({
      slug: ['No se pudo formar un slug con el nombre; escribe uno.'],
    });
  });

  it('gives the same 422 when concurrent requests race past the check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post({ name: 'Lynk & Co', slug: `lynk-${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(json<Problem>(answer).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    }
  });
});

describe('in use, deactivation', () => {
  it('refuses to delete a brand with models, with the reason, and lets it be deactivated', async () => {
    const brand = await buildBrand(db(), { name: 'Chirey' });
    for (const name of ['Tiggo 2', 'Tiggo 4', 'Tiggo 7'])
      await buildModel(db(), { brand_id: brand.id, name });
    const refused = await t.app.inject({ method: 'DELETE', url: `${BRANDS}/${brand.id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).message).toBe(
      'No se puede eliminar porque está en uso: 3 modelos. Desactívalo en su lugar.',
    );
    const english = await t.app.inject({ method: 'DELETE', url: `${BRANDS}/${brand.id}`, headers: en() });
    expect(json<Problem>(english).message).toBe(
      'It cannot be deleted because it is in use: 3 models. Deactivate it instead.',
    );

    const single = await buildBrand(db());
    await buildModel(db(), { brand_id: single.id });
    const one = await t.app.inject({ method: 'DELETE', url: `${BRANDS}/${single.id}`, headers });
    expect(json<Problem>(one).message).toContain('en uso: 1 modelo.');

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${brand.id}`,
      headers,
      payload: { name: 'Chirey', active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/catalogs/options/brands',
      headers,
    });
    expect(json<{ data: { id: number }[] }>(options).data.map((o) => o.id)).not.toContain(brand.id);
    const inactive = await list('active=false&limit=100');
    expect(inactive.data.map((b) => b.id)).toContain(brand.id);
    expect(inactive.data.every((b) => !b.active)).toBe(true);
  });
});

describe('list query', () => {
  let names: string[];
  beforeAll(async () => {
    // Its own letters so the other tests' brands stay out of the searches.
    names = ['Qubo Ácido', 'Qubo Beta', 'qubo gamma', 'Qubo 100% Eléctrico', 'Qubo_Test', 'QuboXTest'];
    for (const name of names) await buildBrand(db(), { name, slug: slugify(name) });
  });

  it('answers the page with its meta, and an empty page past the end with the right total', async () => {
    const first = await list('search=qubo&limit=25&sort=name|asc');
    expect(first.meta).toEqual({ total: 6, page: 1, limit: 25, total_capped: false });
    expect(first.data.map((b) => b.name)).toEqual([
      'Qubo 100% Eléctrico',
      'Qubo Ácido',
      'Qubo Beta',
      'qubo gamma',
      'Qubo_Test',
      'QuboXTest',
    ]);
    const past = await list('search=qubo&page=9&limit=25');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total: 6, page: 9, limit: 25, total_capped: false });
  });

  it('sorts by every whitelisted field both ways, and pages without overlaps', async () => {
    for (const field of ['name', 'slug', 'models_count', 'created_at', 'updated_at']) {
      for (const direction of ['asc', 'desc']) {
        const page = await list(`search=qubo&sort=${field}|${direction}`);
        expect(page.data).toHaveLength(6);
      }
    }
    const descending = await list('search=qubo&sort=name|desc');
    expect(descending.data[0]!.name).toBe('QuboXTest');
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(
        ...(await list(`search=qubo&sort=models_count|asc&limit=2&page=${page}`)).data.map((b) => b.id),
      );
    }
    expect(new Set(pages).size).toBe(6);
  });

  it('refuses a sort outside the whitelist or badly formed, and bad limits and pages', async () => {
    const cases: [string, string, string][] = [
      ['sort=password|asc', 'sort', 'No se puede ordenar por ese campo.'],
      ['sort=name', 'sort', 'El orden debe tener la forma campo|asc o campo|desc.'],
      ['sort=name|sideways', 'sort', 'El orden debe tener la forma campo|asc o campo|desc.'],
      ['limit=0', 'limit', 'Debe ser mayor o igual a 1.'],
      ['limit=101', 'limit', 'Debe ser menor o igual a 100.'],
      ['limit=abc', 'limit', 'El valor no es válido.'],
      ['page=0', 'page', 'Debe ser mayor o igual a 1.'],
      ['active=maybe', 'active', 'Selecciona una opción válida.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `${BRANDS}?${query}`, headers });
      expect(response.statusCode, query).toBe(422);
      expect(json<Problem>(response).errors?.[field], query).toEqual([message]);
    }
    const english = await t.app.inject({ method: 'GET', url: `${BRANDS}?sort=password|asc`, headers: en() });
    expect(json<Problem>(english).errors).toEqual({ sort: ['The list cannot be sorted by that field.'] });
  });

  it('searches ignoring case and accents, by name and slug', async () => {
    expect((await list('search=ACIDO')).data.map((b) => b.name)).toEqual(['Qubo Ácido']);
    expect((await list('search=eléctrico')).data.map((b) => b.name)).toEqual(['Qubo 100% Eléctrico']);
    expect((await list('search=qubo-beta')).data.map((b) => b.name)).toEqual(['Qubo Beta']);
  });

  it('takes % and _ literally', async () => {
    expect((await list(`search=${encodeURIComponent('100%')}`)).data.map((b) => b.name)).toEqual([
      'Qubo 100% Eléctrico',
    ]);
    expect((await list('search=%25')).meta.total).toBe(1);
    expect((await list('search=o_T')).data.map((b) => b.name)).toEqual(['Qubo_Test']);
  });
});

describe('export', () => {
  it('exports what the list shows, as XLSX, with translated headers and neutralised formulas', async () => {
    await buildBrand(db(), { name: '=HYPERLINK("http://evil.example","Zeta")', slug: 'zeta-formula' });
    await buildBrand(db(), { name: 'Zeta Inactiva', slug: 'zeta-inactiva', active: false });
    const listed = await list('search=zeta&sort=name|asc&active=true');
    const response = await t.app.inject({
      method: 'GET',
      url: `${BRANDS}/export?format=xlsx&search=zeta&sort=name|asc&active=true&page=3&limit=25`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="marcas-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Slug', 'Activo', 'Modelos', 'Creado', 'Actualizado']);
    expect(rows).toHaveLength(listed.meta.total + 1);
    expect(rows[1]!.slice(0, 5)).toEqual([
      listed.data[0]!.id,
      `'=HYPERLINK("http://evil.example","Zeta")`,
      'zeta-formula',
      'Sí',
      0,
    ]);
    expect(rows[1]![5]).toBeInstanceOf(Date);
  });

  it('exports as CSV in English, with every row of the list', async () => {
    const listed = await list('limit=100');
    const response = await t.app.inject({ method: 'GET', url: `${BRANDS}/export?format=csv`, headers: en() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="brands-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = readCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['ID', 'Name', 'Slug', 'Active', 'Models', 'Created', 'Updated']);
    expect(rows).toHaveLength(listed.meta.total + 1);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(listed.data.map((b) => b.id));
    expect(rows.find((row) => row[2] === 'zeta-formula')?.[1]).toBe(
      `'=HYPERLINK("http://evil.example","Zeta")`,
    );
  });

  it('validates the format and the filters like the list', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BRANDS}/export?format=pdf`, headers });
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({ format: ['Selecciona una opción válida.'] });
    const sort = await t.app.inject({ method: 'GET', url: `${BRANDS}/export?sort=logo_path|asc`, headers });
    expect(sort.statusCode).toBe(422);
  });
});
