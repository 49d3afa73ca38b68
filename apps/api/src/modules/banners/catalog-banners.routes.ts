import { catalogBannerInput, catalogBannerResource, type ErrorKey } from '@vitrina/shared';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { banners, catalogBodies, catalogBrands } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { resourceKit } from '../../lib/resource-kit';
import { removeQuietly } from '../../lib/stored-file';
import { deleteRow, insertRow, lockRow, rowExists, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { bannerColumns } from './banner-export';
import { orderRoute } from './banner-order';
import {
  type BannerRow,
  CATALOG_PLACEMENT,
  CATALOG_ROWS,
  catalogBannerSource,
  findBanner,
  nextPosition,
  toCatalogBanner,
} from './banners.repository';

/** The brand or body type a catalog banner names must exist (a clear 422, not the foreign key's). */
async function assertTarget(tx: Tx, input: { brand_id: number | null; body_id: number | null }) {
  const errors: Record<string, ErrorKey[]> = {};
  if (input.brand_id !== null && !(await rowExists(tx, catalogBrands, input.brand_id))) {
    errors.brand_id = ['banners.brand_unknown'];
  }
  if (input.body_id !== null && !(await rowExists(tx, catalogBodies, input.body_id))) {
    errors.body_id = ['banners.body_unknown'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The catalog pages' banners (`/marketplace-banners/catalogos`), per brand or body type. */
export const catalogBannersModule: Module = (app, { database: { db }, storage }) => {
  const kit = resourceKit(app, catalogBannerResource, { db, tag: 'banners' });
  const toItem = (row: BannerRow) => toCatalogBanner(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findBanner(tx, id, CATALOG_PLACEMENT);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, banners, id, CATALOG_ROWS);

  listRoute(kit, {
    summary: 'Catalog banners, in their order',
    source: (filters) => catalogBannerSource(filters),
    toItem,
  });
  exportRoute(kit, {
    summary: 'Banners as XLSX or CSV, with the list’s filters',
    source: (filters) => catalogBannerSource(filters),
    columns: bannerColumns('catalog'),
    filename: { es: 'banners-catalogos', en: 'catalog-banners' },
  });
  oneRoute(kit, {
    summary: 'One catalog banner',
    find: ({ id }) => findBanner(db, id, CATALOG_PLACEMENT),
    toItem,
  });

  createRoute(kit, {
    summary: 'Add a banner to a brand’s or a body type’s catalog page',
    entity: 'banner',
    body: catalogBannerInput,
    insert: async (tx, input) => {
      await assertTarget(tx, input);
      return insertRow(tx, banners, {
        ...input,
        placement: 'catalog',
        position: await nextPosition(tx, 'catalog'),
      });
    },
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Edit a catalog banner',
    entity: 'banner',
    body: catalogBannerInput,
    lock,
    update: async (tx, before, input) => {
      await assertTarget(tx, input);
      return updateRow(tx, banners, before.id, input);
    },
    find,
    toItem,
  });

  deleteRoute(kit, {
    summary: 'Delete a catalog banner and its images',
    entity: 'banner',
    lock,
    remove: (tx, before) => deleteRow(tx, banners, before.id),
    afterCommit: async (before, request) => {
      for (const key of [before.desktop_path, before.mobile_path]) {
        if (key) await removeQuietly(request, storage, key);
      }
    },
    message: (locale) => translate(locale, 'banners.deleted'),
  });

  orderRoute(kit, CATALOG_PLACEMENT);
};
