import { catalogBodies, catalogBrands } from '../../src/db/schema';
import { fileUpload, smallPng } from '../image-fixtures';
import { all, onlyFor, type Row, type RowSet } from './rows';

const LOGO = '/api/mi-vitrina/catalogs/brands/:id/logo';
const ICON = '/api/mi-vitrina/catalogs/bodies/:id/icon';
/** No brand or body has this id: allowed principals reach the handler and get 404. */
const MISSING = 999_999;
const PROBE = 'authz/probe.png';

/** Filled in by setup: a brand and a body without images, and a small valid image to send. */
const objects: { brand: number; body: number; image: Buffer } = { brand: 0, body: 0, image: Buffer.alloc(0) };

const upload = (url: string) => {
  const body = fileUpload(objects.image, 'logo.png', 'image/png');
  return { method: 'POST' as const, url, payload: body.payload, headers: body.headers };
};

const staff = onlyFor(['superadmin', 'admin'], 404);

const rows: Row[] = [
  {
    route: `POST ${LOGO}`,
    title: 'upload a brand logo (valid image, brand that does not exist)',
    request: () => upload(LOGO.replace(':id', String(MISSING))),
    expect: staff,
  },
  {
    route: `DELETE ${LOGO}`,
    title: 'remove a brand logo (brand without one)',
    request: () => ({ method: 'DELETE', url: LOGO.replace(':id', String(objects.brand)) }),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
  {
    route: `POST ${ICON}`,
    title: 'upload a body icon (valid image, body that does not exist)',
    request: () => upload(ICON.replace(':id', String(MISSING))),
    expect: staff,
  },
  {
    route: `DELETE ${ICON}`,
    title: 'remove a body icon (body without one)',
    request: () => ({ method: 'DELETE', url: ICON.replace(':id', String(objects.body)) }),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
  {
    route: 'GET /uploads/*',
    title: 'stored images are public',
    request: () => ({ method: 'GET', url: `/uploads/${PROBE}` }),
    expect: all(200),
  },
  {
    route: 'GET /uploads/*',
    title: 'an unknown key is a 404 for everyone',
    request: () => ({ method: 'GET', url: '/uploads/authz/none.webp' }),
    expect: all(404),
  },
];

export const catalogImagesRows: RowSet = {
  name: 'catalog images',
  async setup(t) {
    const db = t.context.database.db;
    const [brand] = await db
      .insert(catalogBrands)
      .values({ name: 'Marca de autorización', slug: 'marca-de-autorizacion' })
      .returning();
    const [body] = await db.insert(catalogBodies).values({ name: 'Carrocería de autorización' }).returning();
    objects.brand = brand!.id;
    objects.body = body!.id;
    objects.image = await smallPng(8, 8);
    await t.context.storage.put(PROBE, objects.image, 'image/png');
  },
  rows,
};
