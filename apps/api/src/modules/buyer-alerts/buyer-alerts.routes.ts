/**
 * Buyer alerts (`/find-cars`): the marketplace sends its buyers' saved searches with its platform
 * credential (alert-ingestion.routes.ts); a dealership lists the alerts its live inventory
 * matches, each with its matching vehicles (`GET /api/mi-vitrina/find-cars?agency=`), and
 * offers one of its vehicles to the buyer
 * (`POST /api/mi-vitrina/find-cars/:id/offers?agency=`): an `autos buscados` lead born in the
 * lead-creation service and the buyer's e-mail, in one transaction. Alerts belong to no
 * dealership: one offered by a dealership stays open to the others; a dealership offers each
 * vehicle to an alert once.
 */
import { alertOfferAnswer, alertOfferInput, type BuyerAlert, buyerAlertResource } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import { signedInActor } from '../../lib/actor';
import { oneAgency } from '../../lib/dealership-rows';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { offerRules, offerVehicle } from './buyer-alerts.service';
import {
  ALERT_LIST_CAP,
  alertsById,
  matchingAgency,
  matchingAlertIds,
  matchingVehicles,
  offerCounts,
} from './matching.repository';

const tag = 'buyer-alerts';
const agencyQuery = buyerAlertResource.listQuery.pick({ agency: true });

export const buyerAlertsModule: Module = (app, { database: { db } }) => {
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
};
