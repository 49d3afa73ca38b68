/**
 * Buyer alerts (`/find-cars`): the marketplace sends its buyers' saved searches with its platform
 * credential (`POST /api/public/v1/buyer-alerts`, MARKETPLACE_API_KEY); a dealership lists the
 * alerts its live inventory matches, each with its matching vehicles
 * (`GET /api/mi-vitrina/find-cars?agency=`), and offers one of its vehicles to the buyer
 * (`POST /api/mi-vitrina/find-cars/:id/offers?agency=`): an `autos buscados` lead born in the
 * lead-creation service and the buyer's e-mail, in one transaction. Alerts belong to no
 * dealership: one offered by a dealership stays open to the others; a dealership offers each
 * vehicle to an alert once.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  alertOfferAnswer,
  alertOfferInput,
  BUYER_ALERTS_INGESTION_PATH,
  type BuyerAlert,
  buyerAlertIngestionAnswer,
  buyerAlertInput,
  buyerAlertResource,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import { audit, signedInActor } from '../../lib/audit';
import { oneAgency } from '../../lib/dealership-rows';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswer, errorAnswers, idParams, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import type { PlatformKeyCheck } from '../../plugins/access';
import { unknownCatalogRows, upsertAlert } from './alerts.repository';
import { offerRules, offerVehicle } from './buyer-alerts.service';
import {
  ALERT_LIST_CAP,
  alertsById,
  matchingAgency,
  matchingAlertIds,
  matchingVehicles,
  offerCounts,
} from './matching.repository';

const tag = 'find-cars';
const agencyQuery = buyerAlertResource.listQuery.pick({ agency: true });

/** The configured key, compared in constant time; none configured: nothing passes. */
function platformKey(configured: string | undefined): PlatformKeyCheck {
  const expected = configured ? Buffer.from(configured) : undefined;
  return (key) => {
    if (!expected) return false;
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export const buyerAlertsModule: Module = (app, { database: { db }, config }) => {
  const query = { agency: 'query' } as const;
  const kit = resourceKit(app, buyerAlertResource, { db, tag, scope: { list: query, update: query } });

  app.get(
    routeUrl(buyerAlertResource),
    {
      config: accessFor(kit, 'list'),
      schema: routeSchema({
        tags: [tag],
        summary:
          "The buyer alerts one dealership's live inventory matches, newest first, each with its matching vehicles",
        querystring: buyerAlertResource.listQuery,
        response: { 200: buyerAlertResource.listAnswer, ...errorAnswers },
      }),
    },
    async (request) => {
      const { page, limit, after, agency } = request.query as z.output<typeof buyerAlertResource.listQuery>;
      const found = await matchingAgency(db, oneAgency(agency));
      if (!found) throw notFound();
      const matches = await matchingAlertIds(db, found, { offset: (page - 1) * limit, limit, after });
      const [alerts, vehicles, offers] = await Promise.all([
        alertsById(db, matches.ids),
        matchingVehicles(db, found, matches.ids),
        offerCounts(db, found.id, matches.ids),
      ]);
      const data: BuyerAlert[] = alerts.map((alert) => ({
        ...alert,
        vehicles: vehicles.get(alert.id)?.vehicles ?? [],
        vehicles_count: vehicles.get(alert.id)?.count ?? 0,
        offers_count: offers.get(alert.id) ?? 0,
      }));
      const full = data.length === limit;
      return {
        data,
        meta: {
          total: matches.total,
          page,
          limit,
          total_capped: matches.total > ALERT_LIST_CAP,
          ...(full ? { next_after: data[data.length - 1]!.id } : {}),
        },
      };
    },
  );

  app.post(
    routeUrl(buyerAlertResource, '/:id/offers'),
    {
      config: accessFor(kit, 'offer'),
      schema: routeSchema({
        tags: [tag],
        summary:
          "Offer one of the dealership's matching vehicles to the alert's buyer: an autos buscados lead and an e-mail to the buyer",
        params: idParams,
        querystring: agencyQuery,
        body: alertOfferInput,
        response: { 201: alertOfferAnswer, ...errorAnswers },
      }),
    },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof idParams>;
      const input = request.body as z.output<typeof alertOfferInput>;
      const agencyId = oneAgency((request.query as z.output<typeof agencyQuery>).agency);
      const actor = signedInActor(request);
      const created = await writeTransaction(db, offerRules, (tx) =>
        offerVehicle(tx, { ...input, alertId: id, agencyId }, actor),
      );
      return reply.code(201).send({ message: translate(request.locale, 'alerts.offered'), data: created });
    },
  );

  app.post(
    BUYER_ALERTS_INGESTION_PATH,
    {
      config: { access: { platformKey: platformKey(config.marketplaceApiKey) } },
      schema: routeSchema({
        tags: [tag],
        summary: "The marketplace sends a buyer's saved search (created, or replaced by its external_id)",
        description:
          'The marketplace’s platform key (MARKETPLACE_API_KEY) goes in `X-Api-Key` or ' +
          '`Authorization: Bearer <key>`. The same `external_id` again answers 200 with the same ' +
          'alert, replaced by what was sent; `active: false` closes it.',
        body: buyerAlertInput,
        response: {
          200: buyerAlertIngestionAnswer,
          201: buyerAlertIngestionAnswer,
          ...errorAnswers,
          401: errorAnswer,
        },
      }),
    },
    async (request, reply) => {
      const input = request.body as z.output<typeof buyerAlertInput>;
      const unknown = await unknownCatalogRows(db, input);
      const problems = {
        ...(unknown.brand ? { brand_id: ['alerts.brand_unknown' as const] } : {}),
        ...(unknown.model && !unknown.brand ? { model_id: ['alerts.model_unknown' as const] } : {}),
        ...(unknown.body ? { body_id: ['alerts.body_unknown' as const] } : {}),
      };
      if (Object.keys(problems).length > 0) throw invalid(problems);
      // A catalog row deleted between the check and the write: the same answer as never there.
      const stored = await writeTransaction(
        db,
        { foreignKey: () => invalid({ brand_id: ['alerts.brand_unknown'] }) },
        async (tx) => {
          const row = await upsertAlert(tx, input);
          await audit(tx, request, {
            action: row.created ? 'create' : 'update',
            entity: 'buyer_alert',
            entityId: row.id,
            after: { ...input, source: 'marketplace' },
          });
          return row;
        },
      );
      reply.code(stored.created ? 201 : 200);
      return { data: { id: stored.id, external_id: stored.external_id, active: stored.active } };
    },
  );
};
