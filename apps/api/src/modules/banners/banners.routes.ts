import { bannerInput, bannerResource, bannerUpdate, nationalBannerQuery } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { banners } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { HttpError, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { removeQuietly } from '../../lib/stored-file';
import { deleteRow, insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { bannerColumns } from './banner-export';
import { orderRoute } from './banner-order';
import {
  type BannerRow,
  bannerSource,
  findBanner,
  findNationalBanner,
  nextPosition,
  STATE_PLACEMENTS,
  STATE_ROWS,
  toBanner,
} from './banners.repository';

/**
 * The home, nuevos and seminuevos banners (`/marketplace-banners`, `…/nuevos`, `…/seminuevos`):
 * a national banner each (made by the migration, never deleted) and banners per state.
 */
export const bannersModule: Module = (app, { database: { db }, storage }) => {
  const kit = resourceKit(app, bannerResource, { db, tag: 'banners' });
  const toItem = (row: BannerRow) => toBanner(row, storage.publicBase);
  const find = (tx: Tx, id: number) => findBanner(tx, id, STATE_PLACEMENTS);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, banners, id, STATE_ROWS);

  listRoute(kit, {
    summary: 'Banners of the home, nuevos and seminuevos pages, in their order',
    source: (filters) => bannerSource(filters),
    toItem,
  });
  exportRoute(kit, {
    summary: 'Banners as XLSX or CSV, with the list’s filters',
    source: (filters) => bannerSource(filters),
    columns: bannerColumns('state'),
    filename: { es: 'banners', en: 'banners' },
  });
  oneRoute(kit, { summary: 'One banner', find: ({ id }) => findBanner(db, id, STATE_PLACEMENTS), toItem });

  app.get(
    '/api/mi-vitrina/banners/national',
    {
      config: accessFor(kit, 'read'),
      schema: routeSchema({
        tags: ['banners'],
        summary: 'The national banner of a placement (shown where a state has none)',
        querystring: nationalBannerQuery,
        response: { 200: bannerResource.oneAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const row = await findNationalBanner(
        db,
        (request.query as z.infer<typeof nationalBannerQuery>).placement,
      );
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );

  createRoute(kit, {
    summary: 'Add a state banner, last in its placement',
    entity: 'banner',
    body: bannerInput,
    insert: async (tx, input) =>
      insertRow(tx, banners, { ...input, position: await nextPosition(tx, input.placement) }),
    find,
    toItem,
  });

  updateRoute(kit, {
    summary: 'Edit a banner (the national one keeps no state)',
    entity: 'banner',
    body: bannerUpdate,
    lock,
    update: (tx, before, { state_code, ...input }) =>
      updateRow(tx, banners, before.id, {
        ...input,
        state_code: before.state_code === null ? null : (state_code ?? before.state_code),
      }),
    find,
    toItem,
  });

  deleteRoute(kit, {
    summary: 'Delete a state banner and its images',
    entity: 'banner',
    lock,
    remove: async (tx, before) => {
      if (before.state_code === null) throw new HttpError(422, 'banners.national_delete');
      await deleteRow(tx, banners, before.id);
    },
    afterCommit: async (before, request) => {
      for (const key of [before.desktop_path, before.mobile_path]) {
        if (key) await removeQuietly(request, storage, key);
      }
    },
    message: (locale) => translate(locale, 'banners.deleted'),
  });

  orderRoute(kit, STATE_PLACEMENTS);
};
