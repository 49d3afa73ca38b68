/**
 * `/leads/admin` (Reenvío): every channel's leads of every dealership the user sees, and the
 * forward of one to another dealership — a copy born in the lead-creation service, new to the
 * target's users, that remembers where it came from; both timelines record the forward.
 */
import {
  type LeadChannelKey,
  leadAnswer,
  leadForward,
  leadForwardResource,
  leadForwardTargetsAnswer,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { App } from '../../context';
import type { Db, Tx } from '../../db/client';
import { leads } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { paramsOf, pathParams, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { updateRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import { leadExportColumns, requestSource } from './lead-lists';
import { audited, leadRules } from './lead-writes';
import {
  agencyName,
  assignableUser,
  findLead,
  forwardTarget,
  forwardTargets,
  lockLead,
  recordActivity,
  type StoredLead,
  storedLead,
  visibleLeadAgency,
} from './leads.repository';
import { createLead } from './leads.service';

type Forward = z.output<typeof leadForward>;

/**
 * Where the copy goes: a dealership the user sees, not the lead's own, whose membership is not
 * suspended (its users could not open the lead), and (optionally) a user of it.
 */
async function targetOf(tx: Tx, original: StoredLead, input: Forward, visible: number[] | null) {
  const target =
    visible === null || visible.includes(input.agency_id)
      ? await forwardTarget(tx, input.agency_id)
      : undefined;
  if (target === undefined)
    throw invalid({ agency_id: ['leads.forward_agency_invalid'] }, 'leads.forward_agency_invalid');
  const { name } = target;
  if (input.agency_id === original.agency_id) {
    throw invalid({ agency_id: ['leads.forward_same_agency'] }, 'leads.forward_same_agency');
  }
  if (target.suspended) {
    throw new HttpError(
      422,
      'leads.forward_agency_suspended',
      { agency: name },
      { agency_id: ['leads.forward_agency_suspended'] },
    );
  }
  if (input.user_id !== null && !(await assignableUser(tx, input.user_id, input.agency_id))) {
    throw invalid({ user_id: ['leads.assignee_invalid'] }, 'leads.assignee_invalid');
  }
  return name;
}

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
      config: { access: { permission: def.permissions.forward, scope: oneLead } },
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
      const { id } = paramsOf(request);
      const input = request.body as Forward;
      const principal = request.principal!;
      const copy = await writeTransaction(db, leadRules, async (tx) => {
        const original = await lockLead(tx, id, null);
        if (!original) throw notFound();
        const toAgency = await targetOf(tx, original, input, visibleAgencyIds(principal));
        const fromAgency = (await agencyName(tx, original.agency_id)) ?? '';
        const created = await createLead(tx, {
          agency_id: input.agency_id,
          channel: original.channel as LeadChannelKey,
          name: original.name,
          email: original.email,
          phone: original.phone,
          vehicle_title: original.vehicle_title,
          details: original.details as Record<string, unknown>,
          assigned_user_id: input.user_id,
          source: 'forward',
          created_by: principal.id,
          forwarded_from: original.id,
        });
        const by = { user_id: principal.id, body: input.reason };
        await recordActivity(tx, {
          lead_id: original.id,
          kind: 'forward',
          ...by,
          details: { to_agency_name: toAgency, lead_id: created.id },
        });
        await recordActivity(tx, {
          lead_id: created.id,
          kind: 'forward',
          ...by,
          details: { from_agency_name: fromAgency, lead_id: original.id },
        });
        await updateRow(tx, leads, original.id, { lock_version: original.lock_version + 1 });
        await audit(tx, request, {
          action: 'forward',
          entity: 'lead',
          entityId: created.id,
          agencyId: input.agency_id,
          before: audited(original),
          after: audited((await storedLead(tx, created.id))!),
        });
        return find(tx, created.id);
      });
      if (!copy) throw notFound();
      return reply.code(201).send({ data: copy });
    },
  );
}
