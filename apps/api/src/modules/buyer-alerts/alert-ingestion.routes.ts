/**
 * The marketplace sends its buyers' saved searches (`POST /api/public/v1/buyer-alerts`) with its
 * platform credential (MARKETPLACE_API_KEY): each is created, or replaced by its `external_id`.
 * The dealerships' side of the alerts is buyer-alerts.routes.ts.
 */
import { timingSafeEqual } from 'node:crypto';
import { BUYER_ALERTS_INGESTION_PATH, buyerAlertIngestionAnswer, buyerAlertInput } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import { errorAnswer, errorAnswers, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import type { PlatformKeyCheck } from '../../plugins/access';
import { unknownCatalogRows, upsertAlert } from './alerts.repository';

const tag = 'find-cars';

/** The configured key, compared in constant time; none configured: nothing passes. */
function platformKey(configured: string | undefined): PlatformKeyCheck {
  const expected = configured ? Buffer.from(configured) : undefined;
  return (key) => {
    if (!expected) return false;
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export const alertIngestionModule: Module = (app, { database: { db }, config }) => {
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
