import { buildBody, buildBrand, buildCatalogYear, buildModel, buildVersion } from '../catalog-factories';
import type { PrincipalName } from '../principals';
import { dealershipUsers, onlyFor, type Row, type RowSet } from './rows';

const C = '/api/mi-vitrina/catalogs';
/** Platform staff hold every catalog permission; dealership roles hold none. */
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

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
const doomed = (kind: keyof typeof o.doomed, who: PrincipalName) => o.doomed[kind][who] ?? 987654;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A row for one route: `pattern` exactly as registered, `url` and `payload` per principal. */
function row(
  method: Method,
  pattern: string,
  title: string,
  status: number,
  url: (who: PrincipalName) => string,
  payload?: (who: PrincipalName) => object,
): Row {
  return {
    route: `${method} ${C}${pattern}`,
    title,
    request: (_, who) => ({ method, url: `${C}${url(who)}`, ...(payload ? { payload: payload(who) } : {}) }),
    expect: staff(status),
  };
}

function picker(pattern: string, title: string, url: () => string): Row {
  return {
    route: `GET ${C}${pattern}`,
    title,
    request: () => ({ method: 'GET', url: `${C}${url()}` }),
    expect: dealershipUsers(200),
  };
}

const rows: Row[] = [
  // Bodies
  row('GET', '/bodies', 'body types list', 200, () => '/bodies'),
  row('GET', '/bodies/export', 'body types export', 200, () => '/bodies/export?format=csv'),
  row(
    'POST',
    '/bodies',
    'create a body type',
    201,
    () => '/bodies',
    (who) => ({ name: `Carrocería ${who}` }),
  ),
  row('GET', '/bodies/:id', 'one body type', 200, () => `/bodies/${o.body}`),
  row(
    'PUT',
    '/bodies/:id',
    'edit a body type',
    200,
    () => `/bodies/${o.body}`,
    () => ({ name: 'Carrocería matriz' }),
  ),
  row('DELETE', '/bodies/:id', 'delete a body type', 200, (who) => `/bodies/${doomed('body', who)}`),
  // Brands
  row('GET', '/brands', 'brands list', 200, () => '/brands'),
  row('GET', '/brands/export', 'brands export', 200, () => '/brands/export'),
  row(
    'POST',
    '/brands',
    'create a brand',
    201,
    () => '/brands',
    (who) => ({ name: `Marca ${who}` }),
  ),
  row('GET', '/brands/:id', 'one brand', 200, () => `/brands/${o.brand}`),
  row(
    'PUT',
    '/brands/:id',
    'edit a brand',
    200,
    () => `/brands/${o.brand}`,
    () => ({ name: 'Marca matriz' }),
  ),
  row('DELETE', '/brands/:id', 'delete a brand', 200, (who) => `/brands/${doomed('brand', who)}`),
  // Models
  row('GET', '/models', 'models list', 200, () => `/models?brand_id=${o.brand}`),
  row('GET', '/models/export', 'models export', 200, () => '/models/export?format=csv'),
  row(
    'POST',
    '/models',
    'create a model',
    201,
    () => '/models',
    (who) => ({ brand_id: o.brand, name: `Modelo ${who}`, body_id: o.body }),
  ),
  row('GET', '/models/:id', 'one model', 200, () => `/models/${o.model}`),
  row(
    'PUT',
    '/models/:id',
    'edit a model',
    200,
    () => `/models/${o.model}`,
    () => ({ brand_id: o.brand, name: 'Modelo matriz', body_id: o.body }),
  ),
  row('DELETE', '/models/:id', 'delete a model', 200, (who) => `/models/${doomed('model', who)}`),
  // Versions
  row('GET', '/models/:model_id/versions', 'versions of a model', 200, () => `/models/${o.model}/versions`),
  row(
    'GET',
    '/models/:model_id/versions/export',
    'versions export',
    200,
    () => `/models/${o.model}/versions/export`,
  ),
  row(
    'POST',
    '/models/:model_id/versions',
    'create a version',
    201,
    () => `/models/${o.model}/versions`,
    (who) => ({ name: `Versión ${who}`, transmission: 'manual', fuel: 'gasoline' }),
  ),
  row(
    'GET',
    '/models/:model_id/versions/:id',
    'one version',
    200,
    () => `/models/${o.model}/versions/${o.version}`,
  ),
  row(
    'PUT',
    '/models/:model_id/versions/:id',
    'edit a version',
    200,
    () => `/models/${o.model}/versions/${o.version}`,
    () => ({ name: 'Versión matriz', transmission: 'automatic', fuel: 'hybrid' }),
  ),
  row(
    'DELETE',
    '/models/:model_id/versions/:id',
    'delete a version',
    200,
    (who) => `/models/${o.model}/versions/${doomed('version', who)}`,
  ),
  // Years
  row('GET', '/versions/:version_id/years', 'years of a version', 200, () => `/versions/${o.version}/years`),
  row(
    'GET',
    '/versions/:version_id/years/export',
    'years export',
    200,
    () => `/versions/${o.version}/years/export?format=csv`,
  ),
  row(
    'POST',
    '/versions/:version_id/years',
    'add a year',
    201,
    () => `/versions/${o.version}/years`,
    (who) => ({ year: who === 'superadmin' ? 2020 : 2021, list_price: 299_900 }),
  ),
  row(
    'GET',
    '/versions/:version_id/years/:id',
    'one year',
    200,
    () => `/versions/${o.version}/years/${o.year}`,
  ),
  row(
    'PUT',
    '/versions/:version_id/years/:id',
    'edit a year',
    200,
    () => `/versions/${o.version}/years/${o.year}`,
    () => ({ year: 2024, list_price: 315_500.5 }),
  ),
  row(
    'DELETE',
    '/versions/:version_id/years/:id',
    'delete a year',
    200,
    (who) => `/versions/${o.version}/years/${doomed('year', who)}`,
  ),
  // Pickers
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
