import {
  agencyParam,
  LEAD_CHANNEL_KEYS,
  type LeadChannelKey,
  type LeadResource,
  leadAdvisorsAnswer,
  leadInput,
  leadResources,
} from '@vitrina/shared';
import { z } from 'zod';
import type { App, Clock, Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { leads } from '../../db/schema';
import { dealershipRowScope } from '../../lib/dealership-rows';
import { deleteRoute } from '../../lib/delete-route';
import { translate } from '../../lib/i18n';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, routeSchema } from '../../lib/route-schemas';
import { softDeleteRow } from '../../lib/table-writes';
import { createRoute } from '../../lib/write-routes';
import { scopedAgencyIds } from '../../plugins/access';
import { forwardRoutes } from './forward.routes';
import { leadActionRoutes } from './lead-actions.routes';
import { leadExportColumns, requestSource } from './lead-lists';
import { agencyOf, audited, leadRules } from './lead-writes';
import {
  advisorOnly,
  assignableUsers,
  findLead,
  lockLead,
  storedLead,
  visibleLeadAgency,
} from './leads.repository';
import { advisorAssignsOnlyThemselves } from './leads.rules';
import { createLead } from './leads.service';
import { mergeRoute } from './merge.routes';

type Values = z.output<typeof leadInput>;

const advisorsQuery = z.object({ agency: agencyParam.default(0) });

/**
 * One channel's leads (`/leads/<channel>`): the list and its export, one lead, a lead typed in by
 * staff, a lead removed, the advisors a lead may go to, and the changes of lead-actions.routes.ts.
 * Lists are scoped by `?agency=`; one lead by its own dealership, and only while it is live, of
 * this channel and visible to the user (an Asesor sees the leads assigned to them): anything else
 * answers 404 before a handler runs.
 */
function channelRoutes(app: App, db: Db, publicBase: string, channel: LeadChannelKey, clock: Clock) {
  const def: LeadResource = leadResources[channel];
  const load = visibleLeadAgency(db, channel);
  const kit = resourceKit(app, def, { db, tag: 'leads', scope: dealershipRowScope(load) });
  const find = (tx: Db | Tx, id: number) => findLead(tx, id, publicBase);
  const source = requestSource(channel);

  listRoute(kit, {
    summary: `Leads of the ${channel} channel, paged, sorted, searched and filtered`,
    source,
  });
  exportRoute(kit, {
    summary: `Leads of the ${channel} channel as XLSX or CSV, with the list’s filters`,
    source,
    columns: (locale) => leadExportColumns(locale, false),
    filename: { es: `leads-${channel}`, en: `leads-${channel}` },
  });
  app.get(
    routeUrl(def, '/advisors'),
    {
      config: accessFor(kit, 'list'),
      schema: routeSchema({
        tags: [kit.tag],
        summary: 'The active users a lead of the dealership may be assigned to, with their open leads',
        querystring: advisorsQuery,
        response: { 200: leadAdvisorsAnswer, ...errorAnswers },
      }),
    },
    async (request) => ({ data: await assignableUsers(db, scopedAgencyIds(request.agencyScope)) }),
  );
  oneRoute(kit, {
    summary: 'One lead with its vehicle of interest and its timeline',
    find: ({ id }) => find(db, id),
  });

  createRoute(kit, {
    summary: 'A lead typed in by staff (walk-in, phone call), through the lead-creation service',
    entity: 'lead',
    body: leadInput,
    rules: leadRules,
    accessRules: [advisorAssignsOnlyThemselves],
    insert: async (tx, input: Values, _params, request) => {
      const principal = request.principal!;
      // An Asesor's lead is their own: it stays in their list.
      const own = advisorOnly(principal);
      const { id } = await createLead(tx, {
        agency_id: input.agency_id,
        channel,
        name: input.name,
        email: input.email,
        phone: input.phone,
        vehicle_id: input.vehicle_id,
        details: input.details,
        assigned_user_id: own ?? input.assigned_user_id,
        source: 'manual',
        created_by: principal.id,
        note: input.note,
      });
      return (await storedLead(tx, id))!;
    },
    audited,
    find,
    agencyOf,
  });

  deleteRoute(kit, {
    summary: 'Remove a lead (kept for the audit trail; it leaves the lists and their totals)',
    entity: 'lead',
    lock: (tx, { id }) => lockLead(tx, id, channel),
    remove: async (tx, before) => audited(await softDeleteRow(tx, leads, before.id)),
    agencyOf,
    message: (locale) => translate(locale, 'leads.deleted'),
  });

  leadActionRoutes(kit, { channel, find, clock });
  mergeRoute(kit, { channel, find });
}

/** Every channel's leads, and the forwarding list (`/leads/admin`). */
export const leadsModule: Module = (app, context) => {
  const {
    database: { db },
    storage: { publicBase },
    clock,
  } = context;
  for (const channel of LEAD_CHANNEL_KEYS) channelRoutes(app, db, publicBase, channel, clock);
  forwardRoutes(app, db, publicBase);
};
