import {
  type BannerPlacement,
  findMexicanState,
  PUBLIC_BANNERS_PATH,
  type PublicBannersAnswer,
  publicBannersAnswer,
  publicBannersQuery,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import { sendCacheable } from '../../lib/http-cache';
import { HttpError } from '../../lib/http-error';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { PUBLIC_ACCESS } from '../../plugins/access';
import {
  bodyExists,
  brandIdOf,
  liveCatalogBanners,
  liveStateBanners,
  type PublicBannerRow,
} from './banners.repository';

/**
 * GET /api/public/v1/banners: what the marketplace site shows now, in order, with each image's
 * variants. Public and cacheable for a minute (ETag, 304), so a change is seen within a minute.
 */
export const publicBannersModule: Module = (app, { database: { db }, storage, clock }) => {
  const urls = (key: string) => {
    const base = storage.publicBase.replace(/\/+$/, '');
    return {
      thumb: `${base}/${key}-thumb.webp`,
      card: `${base}/${key}-card.webp`,
      full: `${base}/${key}-full.webp`,
    };
  };
  const toPublic = (row: PublicBannerRow) => ({
    id: row.id,
    title: row.title,
    link: row.link,
    desktop: urls(row.desktop_path),
    mobile: urls(row.mobile_path),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
  });

  app.get(
    `/api${PUBLIC_BANNERS_PATH}`,
    {
      config: { access: PUBLIC_ACCESS },
      schema: routeSchema({
        tags: ['banners'],
        summary:
          'The marketplace’s live banners: placement home, nuevos or seminuevos with an optional state (falls back to the national banner), or catalog with a brand or a body type',
        querystring: publicBannersQuery,
        response: { 200: publicBannersAnswer, ...errorAnswers },
      }),
    },
    async (request, reply) => {
      const query = request.query as z.infer<typeof publicBannersQuery>;
      const now = clock.now();
      let answer: PublicBannersAnswer;
      if (query.placement === 'catalog') {
        const target = query.brand
          ? { brandId: await brandIdOf(db, query.brand) }
          : { bodyId: (await bodyExists(db, query.body!)) ? query.body : undefined };
        const found = 'brandId' in target ? target.brandId : target.bodyId;
        if (found === undefined) {
          const field = query.brand ? 'brand' : 'body';
          throw new HttpError(422, `banners.${field}_unknown`, {}, { [field]: [`banners.${field}_unknown`] });
        }
        const rows = await liveCatalogBanners(db, query.brand ? { brandId: found } : { bodyId: found }, now);
        answer = {
          data: rows.map(toPublic),
          meta: { placement: 'catalog', state_code: null, fallback: false },
        };
      } else {
        const state = query.state === undefined ? undefined : findMexicanState(query.state);
        if (query.state !== undefined && !state) {
          throw new HttpError(
            422,
            'banners.state_unknown',
            { state: query.state },
            { state: ['banners.state_invalid'] },
          );
        }
        const placement = query.placement as BannerPlacement;
        const { rows, fallback } = await liveStateBanners(db, placement, state?.code ?? null, now);
        answer = { data: rows.map(toPublic), meta: { placement, state_code: state?.code ?? null, fallback } };
      }
      return sendCacheable(request, reply, answer);
    },
  );
};
