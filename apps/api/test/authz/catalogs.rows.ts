import { bodyResource, brandResource, modelResource, versionResource, yearResource } from '@vitrina/shared';
import { buildBody, buildBrand, buildCatalogYear, buildModel, buildVersion } from '../factories';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { dealershipUsers, type Row, type RowSet } from './rows';

const C = '/api/mi-vitrina/catalogs';

/** Filled in by setup: one object of each kind to read and edit, and one to delete per principal. */
const o = {
  body: 0,
  brand: 0,
  model: 0,
  version: 0,
  year: 0,
  doomed: {} as Record<
    'body' | 'brand' | 'model' | 'version' | 'year',
    Partial<Record<PrincipalName, number>>
  >,
};
const doomed = (kind: keyof typeof o.doomed) => (who: PrincipalName) => o.doomed[kind][who] ?? 987654;
const csv = () => ({ format: 'csv' });

function picker(pattern: string, title: string, url: () => string): Row {
  return {
    route: `GET ${C}${pattern}`,
    title,
    request: () => ({ method: 'GET', url: `${C}${url()}` }),
    expect: dealershipUsers(200),
  };
}

// The CRUD rows follow each definition: platform staff hold every catalog permission, dealership roles none.
const rows: Row[] = [
  ...crudRows(bodyResource, {
    noun: { one: 'body type', many: 'body types' },
    id: () => o.body,
    doomed: doomed('body'),
    create: (who) => ({ name: `Carrocería ${who}` }),
    update: () => ({ name: 'Carrocería matriz' }),
    query: { export: csv },
  }),
  ...crudRows(brandResource, {
    noun: { one: 'brand', many: 'brands' },
    id: () => o.brand,
    doomed: doomed('brand'),
    create: (who) => ({ name: `Marca ${who}` }),
    update: () => ({ name: 'Marca matriz' }),
  }),
  ...crudRows(modelResource, {
    noun: { one: 'model', many: 'models' },
    id: () => o.model,
    doomed: doomed('model'),
    create: (who) => ({ brand_id: o.brand, name: `Modelo ${who}`, body_id: o.body }),
    update: () => ({ brand_id: o.brand, name: 'Modelo matriz', body_id: o.body }),
    query: { list: () => ({ brand_id: o.brand }), export: csv },
  }),
  ...crudRows(versionResource, {
    noun: { one: 'version', many: 'versions' },
    titles: { list: 'versions of a model' },
    params: () => ({ model_id: o.model }),
    id: () => o.version,
    doomed: doomed('version'),
    create: (who) => ({ name: `Versión ${who}`, transmission: 'manual', fuel: 'gasoline' }),
    update: () => ({ name: 'Versión matriz', transmission: 'automatic', fuel: 'hybrid' }),
  }),
  ...crudRows(yearResource, {
    noun: { one: 'year', many: 'years' },
    titles: { list: 'years of a version', create: 'add a year' },
    params: () => ({ version_id: o.version }),
    id: () => o.year,
    doomed: doomed('year'),
    create: (who) => ({ year: who === 'superadmin' ? 2020 : 2021, list_price: 299_900 }),
    update: () => ({ year: 2024, list_price: 315_500.5 }),
    query: { export: csv },
  }),
  // Pickers serve every signed-in user (inventory forms of managers and advisors).
  picker('/options/brands', 'brand picker', () => '/options/brands'),
  picker('/options/bodies', 'body type picker', () => '/options/bodies'),
  picker('/options/models', 'model picker', () => `/options/models?brand_id=${o.brand}`),
  picker('/options/versions', 'version picker', () => `/options/versions?model_id=${o.model}`),
  picker('/options/years', 'year picker', () => `/options/years?version_id=${o.version}`),
];

export const catalogRows: RowSet = {
  name: 'catalogs',
  async setup(t) {
    const db = t.context.database.db;
    o.body = (await buildBody(db, { name: 'Carrocería matriz' })).id;
    o.brand = (await buildBrand(db, { name: 'Marca matriz' })).id;
    o.model = (await buildModel(db, { brand_id: o.brand, name: 'Modelo matriz', body_id: o.body })).id;
    o.version = (await buildVersion(db, { model_id: o.model, name: 'Versión matriz' })).id;
    o.year = (await buildCatalogYear(db, { version_id: o.version, year: 2024 })).id;
    o.doomed = { body: {}, brand: {}, model: {}, version: {}, year: {} };
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.body[who] = (await buildBody(db)).id;
      o.doomed.brand[who] = (await buildBrand(db)).id;
      o.doomed.model[who] = (await buildModel(db, { brand_id: o.brand })).id;
      o.doomed.version[who] = (await buildVersion(db, { model_id: o.model })).id;
      o.doomed.year[who] = (
        await buildCatalogYear(db, { version_id: o.version, year: who === 'admin' ? 2018 : 2019 })
      ).id;
    }
  },
  rows,
};
