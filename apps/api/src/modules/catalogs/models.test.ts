import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import {
  adminHeaders,
  buildBody,
  buildBrand,
  buildModel,
  buildVersion,
} from '../../../test/catalog-factories';
import { readCsv, readXlsx } from '../../../test/export-readers';
import { auditLog } from '../../db/schema';

const MODELS = '/api/mi-vitrina/catalogs/models';

interface Model {
  id: number;
  brand_id: number;
  brand_name: string;
  name: string;
  body_id: number | null;
  body_name: string | null;
  active: boolean;
  versions_count: number;
}
interface Page {
  data: Model[];
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
const list = async (query: string) => json<Page>(await inject('GET', `${MODELS}?${query}`));

describe('models', () => {
  it('creates a model of a brand with its body type, reads, edits and deletes it, auditing each write', async () => {
    const brand = await buildBrand(db(), { name: 'Nissan' });
    const body = await buildBody(db(), { name: 'Sedán mediano' });
    const created = await inject('POST', MODELS, { brand_id: brand.id, name: 'Versa', body_id: body.id });
    expect(created.statusCode, created.body).toBe(201);
    const model = json<{ data: Model }>(created).data;
    expect(model).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Nissan',
      name: 'Versa',
      body_id: body.id,
      body_name: 'Sedán mediano',
      active: true,
      versions_count: 0,
    });
    expect(json<{ data: Model }>(await inject('GET', `${MODELS}/${model.id}`)).data).toEqual(model);

    const edited = await inject('PUT', `${MODELS}/${model.id}`, {
      brand_id: brand.id,
      name: 'Versa',
      body_id: null,
    });
    expect(json<{ data: Model }>(edited).data).toMatchObject({
      body_id: null,
      body_name: null,
      active: true,
    });

    expect((await inject('DELETE', `${MODELS}/${model.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `${MODELS}/${model.id}`)).statusCode).toBe(404);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_model'), eq(auditLog.entity_id, String(model.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a brand or body type that does not exist, on the field, in both languages', async () => {
    const brand = await buildBrand(db());
    const es = await inject('POST', MODELS, { brand_id: 987654, name: 'Fantasma', body_id: 876543 });
    expect(es.statusCode).toBe(422);
    expect(json<Problem>(es).errors).toEqual({
      brand_id: ['El registro superior no existe.'],
      body_id: ['El registro superior no existe.'],
    });
    const en = await inject(
      'POST',
      MODELS,
      { brand_id: brand.id, name: 'Fantasma', body_id: 99999999999 },
      'en',
    );
    expect(json<Problem>(en).errors).toEqual({ body_id: ['The parent record does not exist.'] });

    const model = await buildModel(db(), { brand_id: brand.id });
    const moved = await inject('PUT', `${MODELS}/${model.id}`, {
      brand_id: 987654,
      name: model.name,
      body_id: null,
    });
    expect(json<Problem>(moved).errors).toEqual({ brand_id: ['El registro superior no existe.'] });
  });

  it('validates the body', async () => {
    const response = await inject('POST', MODELS, { brand_id: 'x', name: '  ' }, 'en');
    expect(response.statusCode).toBe(422);
    expect(json<Problem>(response).errors).toEqual({
      brand_id: ['The value is invalid.'],
      name: ['This field is required.'],
      body_id: ['This field is required.'],
    });
  });

  it('keeps names unique within a brand only, ignoring case and accents', async () => {
    const renault = await buildBrand(db(), { name: 'Renault' });
    const dacia = await buildBrand(db(), { name: 'Dacia' });
    await buildModel(db(), { brand_id: renault.id, name: 'Mégane' });
    const same = await inject('POST', MODELS, { brand_id: renault.id, name: 'MEGANE', body_id: null });
    expect(same.statusCode).toBe(422);
    expect(json<Problem>(same).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const other = await inject('POST', MODELS, { brand_id: dacia.id, name: 'Megane', body_id: null });
    expect(other.statusCode).toBe(201);
    // Moving it to the brand that already has one is the same conflict.
    const id = json<{ data: Model }>(other).data.id;
    const moved = await inject('PUT', `${MODELS}/${id}`, {
      brand_id: renault.id,
      name: 'Megane',
      body_id: null,
    });
    expect(json<Problem>(moved).errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
  });

  it('refuses to delete a model with versions, says how many, and can be deactivated instead', async () => {
    const model = await buildModel(db(), { name: 'Jetta' });
    await buildVersion(db(), { model_id: model.id });
    const refused = await inject('DELETE', `${MODELS}/${model.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json<Problem>(refused).message).toBe(
      'No se puede eliminar porque está en uso: 1 versión. Desactívalo en su lugar.',
    );
    await buildVersion(db(), { model_id: model.id });
    const english = await inject('DELETE', `${MODELS}/${model.id}`, undefined, 'en');
    expect(json<Problem>(english).message).toBe(
      'It cannot be deleted because it is in use: 2 versions. Deactivate it instead.',
    );
    const deactivated = await inject('PUT', `${MODELS}/${model.id}`, {
      brand_id: model.brand_id,
      name: 'Jetta',
      body_id: null,
      active: false,
    });
    expect(json<{ data: Model }>(deactivated).data).toMatchObject({ active: false, versions_count: 2 });
    const options = await inject('GET', `/api/mi-vitrina/catalogs/options/models?brand_id=${model.brand_id}`);
    expect(json<{ data: unknown[] }>(options).data).toEqual([]);
  });
});

describe('list and export', () => {
  let brandId: number;
  let bodyId: number;
  beforeAll(async () => {
    const brand = await buildBrand(db(), { name: 'Volkswagen' });
    const suv = await buildBody(db(), { name: 'SUV compacta' });
    brandId = brand.id;
    bodyId = suv.id;
    await buildModel(db(), { brand_id: brand.id, name: 'Taos', body_id: suv.id });
    await buildModel(db(), { brand_id: brand.id, name: 'Tiguan', body_id: suv.id, active: false });
    await buildModel(db(), { brand_id: brand.id, name: 'Virtus', body_id: null });
    await buildModel(db(), { brand_id: brand.id, name: '=cmd|"/c calc"!A1', body_id: null });
  });

  it('filters by brand, body type and state, and searches the brand name too', async () => {
    expect((await list(`brand_id=${brandId}`)).meta.total).toBe(4);
    expect((await list(`brand_id=${brandId}&body_id=${bodyId}`)).data.map((m) => m.name)).toEqual([
      'Taos',
      'Tiguan',
    ]);
    expect((await list(`brand_id=${brandId}&active=false`)).data.map((m) => m.name)).toEqual(['Tiguan']);
    expect((await list('search=volksw')).meta.total).toBe(4);
    expect((await list('brand_id=99999999999')).meta.total).toBe(0);
    const invalid = await inject('GET', `${MODELS}?brand_id=abc&body_id=-1`);
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json<Problem>(invalid).errors ?? {}).sort()).toEqual(['body_id', 'brand_id']);
  });

  it('sorts by brand and body type, models without one last ascending and first descending', async () => {
    const ascending = (await list(`brand_id=${brandId}&sort=body_name|asc`)).data.map((m) => m.body_name);
    expect(ascending).toEqual(['SUV compacta', 'SUV compacta', null, null]);
    const descending = (await list(`brand_id=${brandId}&sort=body_name|desc`)).data.map((m) => m.body_name);
    expect(descending).toEqual([null, null, 'SUV compacta', 'SUV compacta']);
    for (const field of ['name', 'brand_name', 'versions_count', 'created_at', 'updated_at']) {
      expect((await inject('GET', `${MODELS}?sort=${field}|desc`)).statusCode).toBe(200);
    }
  });

  it('exports the filtered list as XLSX and CSV with the same rows as the list', async () => {
    const listed = await list(`brand_id=${brandId}&sort=name|asc`);
    const xlsx = await inject('GET', `${MODELS}/export?brand_id=${brandId}&sort=name|asc`);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="modelos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Marca',
      'Modelo',
      'Carrocería',
      'Activo',
      'Versiones',
      'Creado',
      'Actualizado',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.data.map((m) => m.id));
    expect(rows.slice(1).map((row) => row[2])).toContain(`'=cmd|"/c calc"!A1`);

    const csv = await inject(
      'GET',
      `${MODELS}/export?format=csv&brand_id=${brandId}&body_id=${bodyId}`,
      undefined,
      'en',
    );
    const lines = readCsv(csv.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    expect(lines[0]!.slice(0, 4)).toEqual(['ID', 'Brand', 'Model', 'Body type']);
    expect(lines.slice(1).map((line) => line[2])).toEqual(['Taos', 'Tiguan']);
    expect(lines.slice(1).map((line) => line[4])).toEqual(['Yes', 'No']);
  });
});
