import { bannerOrderInput, messageAnswer, type ResourceShape } from '@vitrina/shared';
import type { SQL } from 'drizzle-orm';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { accessFor, type RouteKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { reorderBanners } from './banners.repository';

/**
 * PUT `…/order` `{ ids }`: the banners dragged into a new order (all of a placement, or those a
 * filtered screen shows) take the places they held between them, so the rest keep theirs.
 */
export function orderRoute<D extends ResourceShape>(kit: RouteKit<D>, within: SQL): void {
  kit.app.put(
    routeUrl(kit.def, '/order'),
    {
      config: accessFor(kit, 'update'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: 'Reorder banners of one placement',
        body: bannerOrderInput,
        response: { 200: messageAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const { ids } = request.body as { ids: number[] };
      await writeTransaction(kit.db, {}, async (tx) => {
        if (!(await reorderBanners(tx, within, ids))) {
          throw new HttpError(422, 'banners.order_mismatch', {}, { ids: ['banners.order_mismatch'] });
        }
        await audit(tx, request, { action: 'reorder', entity: 'banner', entityId: null, after: { ids } });
      });
      return { message: translate(request.locale, 'banners.reordered') };
    },
  );
}
