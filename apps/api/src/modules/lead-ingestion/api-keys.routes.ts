import { leadApiKeyCreated, leadApiKeyInput, leadApiKeyResource, leadSettingsQuery } from '@vitrina/shared';
import type { App } from '../../context';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { oneAgency } from '../../lib/dealership-rows';
import { deleteRoute } from '../../lib/delete-route';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { listRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import {
  apiKeyAgency,
  apiKeySource,
  auditedKey,
  findApiKey,
  insertApiKey,
  lockApiKey,
  revokeApiKey,
} from './api-keys.repository';

/**
 * A dealership's API keys (its lead settings): listed without the key or its hash, created with
 * the whole key in the answer (the only time it is shown), revoked (kept in the list, refused
 * from then on). The dealership travels as `?agency=`; a key's routes take the key's own.
 */
export function apiKeyRoutes(app: App, db: Db) {
  const query = { agency: 'query' } as const;
  const kit = resourceKit(app, leadApiKeyResource, {
    db,
    tag: 'lead-settings',
    scope: { list: query, create: query, delete: { agency: 'object', load: apiKeyAgency(db) } },
  });

  listRoute(kit, {
    summary: "A dealership's API keys for the lead ingestion API (never the keys themselves)",
    source: (filters) => apiKeySource(oneAgency(filters.agency)),
  });

  // Not the builder's create: its answer carries the key, which no other answer ever does.
  app.post(
    routeUrl(leadApiKeyResource),
    {
      config: accessFor(kit, 'create'),
      schema: {
        tags: [kit.tag],
        summary: 'Create an API key for the lead ingestion API; the answer is the only time it is shown',
        querystring: leadSettingsQuery,
        body: leadApiKeyInput,
        response: { 201: leadApiKeyCreated, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const agencyId = oneAgency(request.query.agency);
      const created = await writeTransaction(db, { foreignKey: () => notFound() }, async (tx) => {
        const { row, key } = await insertApiKey(tx, {
          agencyId,
          name: request.body.name,
          createdBy: request.principal!.id,
        });
        await audit(tx, request, {
          action: 'create',
          entity: 'lead_api_key',
          entityId: row.id,
          agencyId,
          after: auditedKey(row),
        });
        return { key, stored: (await findApiKey(tx, row.id))! };
      });
      return reply.code(201).send({ data: { ...created.stored, key: created.key } });
    },
  );

  // Idempotent on purpose: revoking a revoked key answers 200 again and keeps when it was first
  // revoked, so a revoke retried after a lost answer (or sent from two screens) never fails.
  deleteRoute(kit, {
    summary:
      'Revoke an API key: it stays listed, and the ingestion API refuses it from now on; revoking it again answers the same',
    entity: 'lead_api_key',
    lock: async (tx, { id }) => {
      const row = await lockApiKey(tx, id);
      return row && auditedKey(row);
    },
    remove: async (tx, before) => auditedKey(await revokeApiKey(tx, before.id)),
    agencyOf: (before) => before.agency_id,
    message: (locale) => translate(locale, 'lead_ingestion.key_revoked'),
  });
}
