/**
 * `/leads/admin` (Reenvío): every channel's leads of every dealership the user sees, and the
 * forward of one to another dealership (forward.service.ts), one the user may act in (the
 * declaration's second scope, leads.rules.ts).
 */
import { leadAnswer, leadForward, leadForwardResource, leadForwardTargetsAnswer } from '@vitrina/shared';
import type { z } from 'zod';
import type { App } from '../../context';
import type { Db, Tx } from '../../db/client';
import { signedInActor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { paramsOf, pathParams, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import { forwardLead } from './forward.service';
import { leadExportColumns, requestSource } from './lead-lists';
import { leadRules } from './lead-writes';
import { findLead, forwardTargets, visibleLeadAgency } from './leads.repository';
import { forwardDestination } from './leads.rules';

export function forwardRoutes(app: App, db: Db, publicBase: string): void {
  const def = leadForwardResource;
  const oneLead = { agency: 'object', load: visibleLeadAgency(db, null) } as const;
  const kit = resourceKit(app, def, {
    db,
    tag: 'leads',
    scope: { list: { agency: 'query' }, read: oneLead },
  });
  const source = requestSource(null);
  const find = (tx: Db | Tx, id: number) => findLead(tx, id, publicBase);

  listRoute(kit, {
    summary: 'Every channel’s leads, to forward; filter by channel and forwarded copies',
    source,
  });
  exportRoute(kit, {
    summary: 'The forwarding list as XLSX or CSV, with its filters',
    source,
    columns: (locale) => leadExportColumns(locale, true),
    filename: { es: 'leads-reenvio', en: 'leads-forwarding' },
  });
  oneRoute(kit, { summary: 'One lead of any channel, with its timeline', find: ({ id }) => find(db, id) });

  app.get(
    routeUrl(def, '/forward-targets'),
    {
      config: { access: { permission: def.permissions.forward, scope: 'user' } },
      schema: routeSchema({
        tags: [kit.tag],
        summary:
          'The dealerships a lead may be forwarded to, by name, as { label, value, suspended }: a suspended one is refused',
        response: { 200: leadForwardTargetsAnswer, ...errorAnswers },
      }),
    },
    async (request) => ({ data: await forwardTargets(db, visibleAgencyIds(request.principal!)) }),
  );

  app.post(
    routeUrl(def, '/:id/forward'),
    {
      config: {
        access: { permission: def.permissions.forward, scope: { ...oneLead, second: forwardDestination } },
      },
      schema: routeSchema({
        tags: [kit.tag],
        summary:
          'Forward a lead to another dealership (optionally to one of its users): answers the new copy, status Nuevo',
        params: pathParams(def, true),
        body: leadForward,
        response: { 201: leadAnswer, ...errorAnswers },
      }),
    },
    async (request, reply) => {
      const input = { ...(request.body as z.output<typeof leadForward>), id: paramsOf(request).id };
      const copy = await writeTransaction(db, leadRules, async (tx) =>
        find(tx, await forwardLead(tx, input, signedInActor(request))),
      );
      if (!copy) throw notFound();
      return reply.code(201).send({ data: copy });
    },
  );
}
