import { bannerResource, catalogBannerResource, PUBLIC_BANNERS_PATH } from '@vitrina/shared';
import { buildBanner, buildBrand } from '../factories';
import { fileUpload, smallPng } from '../image-fixtures';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { all, onlyFor, type Row, type RowSet } from './rows';

const BANNERS = `/api${bannerResource.api}`;
const CATALOG = `/api${catalogBannerResource.api}`;
const IMAGE = '/api/mi-vitrina/banners/:id/images/:kind';
/** No banner has this id: allowed principals reach the handler and get 404. */
const MISSING = 999_999;

/** Filled in by setup: banners to read, edit, reorder and delete, a brand, and a desktop-sized image. */
const o = {
  banner: 0,
  catalog: 0,
  brand: 0,
  order: [] as number[],
  catalogOrder: [] as number[],
  doomed: { banner: {}, catalog: {} } as Record<'banner' | 'catalog', Partial<Record<PrincipalName, number>>>,
  image: Buffer.alloc(0) as Buffer,
};
const doomed = (kind: 'banner' | 'catalog') => (who: PrincipalName) => o.doomed[kind][who] ?? 987654;
const csv = () => ({ format: 'csv' });
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

const rows: Row[] = [
  // Administrators hold every banner permission, dealership roles none.
  ...crudRows(bannerResource, {
    noun: { one: 'banner', many: 'banners' },
    id: () => o.banner,
    doomed: doomed('banner'),
    create: () => ({ placement: 'home', state_code: '14', title: 'Banner de autorización' }),
    update: () => ({ title: 'Banner matriz', state_code: '09' }),
    query: { export: csv },
  }),
  ...crudRows(catalogBannerResource, {
    noun: { one: 'catalog banner', many: 'catalog banners' },
    id: () => o.catalog,
    doomed: doomed('catalog'),
    create: () => ({ brand_id: o.brand, title: 'Banner de marca' }),
    update: () => ({ brand_id: o.brand, title: 'Banner de marca matriz' }),
    query: { export: csv },
  }),
  {
    route: `GET ${BANNERS}/national`,
    title: 'the national home banner',
    request: () => ({ method: 'GET', url: `${BANNERS}/national?placement=home` }),
    expect: staff(200),
  },
  {
    route: `PUT ${BANNERS}/order`,
    title: 'reorder state banners',
    request: () => ({ method: 'PUT', url: `${BANNERS}/order`, payload: { ids: o.order } }),
    expect: staff(200),
  },
  {
    route: `PUT ${CATALOG}/order`,
    title: 'reorder catalog banners',
    request: () => ({ method: 'PUT', url: `${CATALOG}/order`, payload: { ids: o.catalogOrder } }),
    expect: staff(200),
  },
  {
    route: `POST ${IMAGE}`,
    title: 'upload a banner image (valid image, banner that does not exist)',
    request: () => {
      const body = fileUpload(o.image, 'banner.png', 'image/png');
      return {
        method: 'POST',
        url: `/api/mi-vitrina/banners/${MISSING}/images/desktop`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: staff(404),
  },
  {
    route: `DELETE ${IMAGE}`,
    title: 'remove a banner image (banner without one)',
    request: () => ({ method: 'DELETE', url: `/api/mi-vitrina/banners/${o.banner}/images/mobile` }),
    expect: staff(200),
  },
  {
    route: `GET /api${PUBLIC_BANNERS_PATH}`,
    title: 'the marketplace’s live banners are public',
    request: () => ({ method: 'GET', url: `/api${PUBLIC_BANNERS_PATH}?placement=home&state=14` }),
    expect: all(200),
  },
];

export const bannerRows: RowSet = {
  name: 'banners',
  async setup(t) {
    const db = t.context.database.db;
    o.brand = (await buildBrand(db, { name: 'Marca de banners' })).id;
    o.banner = (await buildBanner(db, { title: 'Banner matriz' })).id;
    o.catalog = (await buildBanner(db, { placement: 'catalog', state_code: null, brand_id: o.brand })).id;
    o.order = [
      (await buildBanner(db, { placement: 'nuevos', position: 1 })).id,
      (await buildBanner(db, { placement: 'nuevos', position: 2 })).id,
    ];
    o.catalogOrder = [o.catalog];
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.banner[who] = (await buildBanner(db)).id;
      o.doomed.catalog[who] = (
        await buildBanner(db, { placement: 'catalog', state_code: null, brand_id: o.brand })
      ).id;
    }
    o.image = await smallPng(1920, 480);
  },
  rows,
};
