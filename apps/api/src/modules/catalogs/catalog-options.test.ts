import { ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildBody, buildBrand, buildCatalogYear, buildModel, buildVersion } from '../../../test/factories';
import { headers as headersOf } from '../../../test/kits/sessions';

const OPTIONS = '/api/mi-vitrina/catalogs/options';

interface Options {
  data: { id: number; name: string }[];
}
interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let headers: Record<string, string>;
const ids = { brand: 0, model: 0, version: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  headers = await headersOf(t, { role: ROLES.admin });
  const db = t.context.database.db;
  for (const name of ['Volvo', 'Ácura', 'BYD', 'Lancia']) {
    await buildBrand(db, { name, active: name !== 'Lancia' });
  }
  const brand = await buildBrand(db, { name: 'Mazda' });
  for (const name of ['Mazda 3', 'CX-30', 'cx-5', 'RX-8']) {
    const model = await buildModel(db, { brand_id: brand.id, name, active: name !== 'RX-8' });
    if (name === 'CX-30') ids.model = model.id;
  }
  for (const name of ['i Sport', 'Grand Touring', 'Carbon Edition', 'Signature']) {
    const version = await buildVersion(db, { model_id: ids.model, name, active: name !== 'Signature' });
    if (name === 'i Sport') ids.version = version.id;
  }
  for (const year of [2021, 2026, 2023, 2019]) {
    await buildCatalogYear(db, { version_id: ids.version, year, active: year !== 2019 });
  }
  for (const name of ['SUV', 'Hatchback', 'Coupé', 'Roadster'])
    await buildBody(db, { name, active: name !== 'Roadster' });
  ids.brand = brand.id;
});
afterAll(() => t.close());

const names = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: `${OPTIONS}/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = json<Options>(response);
  for (const option of body.data) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
  return body.data.map((option) => option.name);
};

describe('pickers', () => {
  it('offer active brands and body types by name, accents and case aside', async () => {
    expect(await names('brands')).toEqual(['Ácura', 'BYD', 'Mazda', 'Volvo']);
    expect(await names('bodies')).toEqual(['Coupé', 'Hatchback', 'SUV']);
  });

  it('cascade: the active models of a brand, versions of a model, years of a version (newest first)', async () => {
    expect(await names(`models?brand_id=${ids.brand}`)).toEqual(['CX-30', 'cx-5', 'Mazda 3']);
    expect(await names(`versions?model_id=${ids.model}`)).toEqual([
      'Carbon Edition',
      'Grand Touring',
      'i Sport',
    ]);
    expect(await names(`years?version_id=${ids.version}`)).toEqual(['2026', '2023', '2021']);
    expect(await names('models?brand_id=987654')).toEqual([]);
  });

  it('need their parent', async () => {
    for (const [path, field] of [
      ['models', 'brand_id'],
      ['versions', 'model_id'],
      ['years', 'version_id'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${OPTIONS}/${path}`, headers });
      expect(response.statusCode).toBe(422);
      expect(json<Problem>(response).errors).toEqual({ [field]: ['Este campo es obligatorio.'] });
      const bad = await t.app.inject({ method: 'GET', url: `${OPTIONS}/${path}?${field}=abc`, headers });
      expect(bad.statusCode).toBe(422);
    }
  });
});
