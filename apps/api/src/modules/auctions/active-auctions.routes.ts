/**
 * What dealerships with the `view auctions` package see and do (`/api/mi-vitrina/active-auctions`):
 * the live auctions, one auction with its anonymised bid history, and bidding for one of their
 * dealerships. An accepted bid is told to every viewer on the auction's private channel after its
 * commit; the channel is open to whom may read the auction here.
 */
import {
  AUCTION_CHANNEL_PREFIX,
  AUCTION_EVENTS,
  agencyParam,
  auctionChannel,
  bidAnswer,
  bidInput,
  liveAuctionResource,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../context';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { listRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { type AgencyScope, scopedAgencyIds } from '../../plugins/access';
import { type LiveAuctionRow, liveAuctionDetail, liveAuctionSource, withCover } from './auctions.repository';
import { placeBid } from './bids';

/** The dealerships whose bids are "mine": the asked one, or every one the user has (none for "Todas" of an administrator). */
const mineOf = (scope: AgencyScope | null) => scopedAgencyIds(scope) ?? [];

export const activeAuctionsModule: Module = (app, context) => {
  const {
    database: { db },
    storage,
    clock,
    realtime,
  } = context;
  const kit = resourceKit(app, liveAuctionResource, {
    db,
    tag: 'auctions',
    scope: {
      list: { agency: 'query' },
      read: { agency: 'query' },
      update: { agency: 'body', key: 'agency_id' },
    },
  });
  realtime.channels.declare(AUCTION_CHANNEL_PREFIX, accessFor(kit, 'read').access);

  listRoute(kit, {
    summary: 'The live auctions, ending soonest first, with whether the dealership holds the highest bid',
    source: (_filters, _params, request) => liveAuctionSource(mineOf(request.agencyScope), clock.now()),
    toItem: (row: LiveAuctionRow) => withCover(storage.publicBase)(row),
  });

  app.get(
    routeUrl(liveAuctionResource, '/:id'),
    {
      config: accessFor(kit, 'read'),
      schema: {
        tags: [kit.tag],
        summary: 'One auction: photos, details, the highest bid and the bid history (dealerships by number)',
        params: idParams,
        querystring: z.object({ agency: agencyParam.default(0) }),
        response: { 200: liveAuctionResource.oneAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const data = await liveAuctionDetail(
        db,
        request.params.id,
        mineOf(request.agencyScope),
        clock.now(),
        storage.publicBase,
      );
      if (!data) throw notFound();
      return { data };
    },
  );

  app.post(
    routeUrl(liveAuctionResource, '/:id/bids'),
    {
      config: accessFor(kit, 'bid'),
      schema: {
        tags: [kit.tag],
        summary:
          'Bid for a dealership: at least the current bid plus the increment, never over its own; a bid in the last 2 minutes extends the end by 2 minutes',
        params: idParams,
        body: bidInput,
        response: { 201: bidAnswer, ...errorAnswers },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number }; Body: z.output<typeof bidInput> }>, reply) => {
      const { id } = request.params;
      const { agency_id, amount } = request.body;
      const placed = await placeBid(db, {
        auctionId: id,
        agencyId: agency_id,
        userId: request.principal?.id ?? null,
        amount,
        now: clock.now(),
        locale: request.locale,
      });
      realtime.publish(auctionChannel(id), AUCTION_EVENTS.bid, placed.event);
      const data = await liveAuctionDetail(db, id, [agency_id], clock.now(), storage.publicBase);
      const message = translate(
        request.locale,
        placed.extended ? 'auctions.bid_placed_extended' : 'auctions.bid_placed',
      );
      return reply.code(201).send({ message, data: data! });
    },
  );
};
