import { modelResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import { auditOf, buildBody, buildBrand, buildModel, buildVersion } from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.context.database.db;
/** The model calls of an administrator, in Spanish (`en()`: in English). */
const models = () => as(t).on(modelResource);
const en = () => as(t).en.on(modelResource);
const list = async (query: Record<string, string | number>) => {
  const answer = await models().list(query);
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
};

describe('models', () => {
  it('creates a model of a brand with its body type, reads, edits and deletes it, auditing each write', async () => {
    const brand = await buildBrand(db(), { name: 'Nissan' });
    const body = await buildBody(db(), { name: 'Sedán mediano' });
    const created = await models().create({ brand_id: brand.id, name: 'Versa', body_id: body.id });
    expect(created.status, created.raw.body).toBe(201);
    const model = created.body.data;
    expect(model).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Nissan',
      name: 'Versa',
      body_id: body.id,
      body_name: 'Sedán mediano',
      active: true,
      versions_count: 0,
    });
    expect((await models().one(model.id)).body.data).toEqual(model);

    const edited = await models().update(model.id, { brand_id: brand.id, name: 'Versa', body_id: null });
    expect(edited.body.data).toMatchObject({ body_id: null, body_name: null, active: true });

    expect((await models().remove(model.id)).status).toBe(200);
    expect((await models().one(model.id)).status).toBe(404);
    const actions = await auditOf(db(), 'catalog_model', model.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a brand or body type that does not exist, on the field, in both languages', async () => {
    const brand = await buildBrand(db());
    const es = await models().create({ brand_id: 987654, name: 'Fantasma', body_id: 876543 });
    expect(es.status).toBe(422);
    expect(es.problem.errors).toEqual({
      brand_id: ['El registro superior no existe.'],
      body_id: ['El registro superior no existe.'],
    });
    const english = await en().create({ brand_id: brand.id, name: 'Fantasma', body_id: 99999999999 });
    expect(english.problem.errors).toEqual({ body_id: ['The parent record does not exist.'] });

    const model = await buildModel(db(), { brand_id: brand.id });
    const moved = await models().update(model.id, { brand_id: 987654, name: model.name, body_id: null });
    expect(moved.problem.errors).toEqual({ brand_id: ['El registro superior no existe.'] });
  });

  it('validates the body', async () => {
    const response = await en().create({ brand_id: 'x', name: '  ' });
    expect(response.status).toBe(422);
    expect(response.problem.errors).toEqual({
      brand_id: ['The value is invalid.'],
      name: ['This field is required.'],
      body_id: ['This field is required.'],
    });
  });

  it('keeps names unique within a brand only, ignoring case and accents', async () => {
    const renault = await buildBrand(db(), { name: 'Renault' });
    const dacia = await buildBrand(db(), { name: 'Dacia' });
    await buildModel(db(), { brand_id: renault.id, name: 'Mégane' });
    const same = await models().create({ brand_id: renault.id, name: 'MEGANE', body_id: null });
    expect(same.status).toBe(422);
    expect(same.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
    const other = await models().create({ brand_id: dacia.id, name: 'Megane', body_id: null });
    expect(other.status).toBe(201);
    // Moving it to the brand that already has one is the same conflict.
    const moved = await models().update(other.body.data.id, {
      brand_id: renault.id,
      name: 'Megane',
      body_id: null,
    });
    expect(moved.problem.errors).toEqual({ name: ['Ya existe un registro con ese nombre.'] });
  });

  it('refuses to delete a model with versions, says how many, and can be deactivated instead', async () => {
    const model = await buildModel(db(), { name: 'Jetta' });
    await buildVersion(db(), { model_id: model.id });
    const refused = await models().remove(model.id);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'No se puede eliminar porque está en uso: 1 versión. Desactívalo en su lugar.',
    );
    await buildVersion(db(), { model_id: model.id });
    expect((await en().remove(model.id)).problem.message).toBe(
      'It cannot be deleted because it is in use: 2 versions. Deactivate it instead.',
    );
    const deactivated = await models().update(model.id, {
      brand_id: model.brand_id,
      name: 'Jetta',
      body_id: null,
      active: false,
    });
    expect(deactivated.body.data).toMatchObject({ active: false, versions_count: 2 });
    const options = await as(t).get<{ data: unknown[] }>(
      `/api/mi-vitrina/catalogs/options/models?brand_id=${model.brand_id}`,
    );
    expect(options.body.data).toEqual([]);
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

  it('combines the brand, body type and state filters, and searches the brand name too', async () => {
    const names = async (query: Record<string, string | number>) =>
      (await list(query)).data.map((m) => m.name);
    expect(await names({ brand_id: brandId, body_id: bodyId })).toEqual(['Taos', 'Tiguan']);
    expect(await names({ brand_id: brandId, active: 'false' })).toEqual(['Tiguan']);
    expect((await list({ search: 'volksw' })).meta.total).toBe(4);
  });

  it('sorts models without a body type last ascending and first descending', async () => {
    const ascending = (await list({ brand_id: brandId, sort: 'body_name|asc' })).data.map((m) => m.body_name);
    expect(ascending).toEqual(['SUV compacta', 'SUV compacta', null, null]);
    const descending = (await list({ brand_id: brandId, sort: 'body_name|desc' })).data.map(
      (m) => m.body_name,
    );
    expect(descending).toEqual([null, null, 'SUV compacta', 'SUV compacta']);
  });

  it('exports the filtered rows with their names, formulas neutralised, the state in the request language', async () => {
    const xlsx = await exportRows((await models().export({ brand_id: brandId, sort: 'name|asc' })).raw);
    expect(xlsx.slice(1).map((row) => row[2])).toContain(`'=cmd|"/c calc"!A1`);
    const csv = await en().export({ format: 'csv', brand_id: brandId, body_id: bodyId });
    const lines = await exportRows(csv.raw);
    expect(lines.slice(1).map((line) => line.slice(1, 5))).toEqual([
      ['Volkswagen', 'Taos', 'SUV compacta', 'Yes'],
      ['Volkswagen', 'Tiguan', 'SUV compacta', 'No'],
    ]);
  });
});

// Paging, sizes, sorts, search, the brand, body type and state filters, and the export's contract.
let contractBody: number | undefined;
listContract(modelResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const db = app.context.database.db;
    contractBody ??= (await buildBody(db)).id;
    const model = await buildModel(db, {
      name: text,
      body_id: i % 2 === 0 ? contractBody : null,
      active: i % 3 !== 2,
    });
    if (i % 3 === 0) await buildVersion(db, { model_id: model.id });
  },
  exported: {
    file: { es: 'modelos', en: 'models' },
    headers: {
      es: ['ID', 'Marca', 'Modelo', 'Carrocería', 'Activo', 'Versiones', 'Creado', 'Actualizado'],
      en: ['ID', 'Brand', 'Model', 'Body type', 'Active', 'Versions', 'Created', 'Updated'],
    },
  },
});
