/**
 * What staff do with a lead (`<channel>/:id/status`, `/assign`, `/activities`). Each runs in one
 * transaction with its audit entry, over the lead's row lock: of two changes made at once, the
 * second finds the version the first wrote and is refused (409), never silently overwritten.
 * Each adds its entry to the timeline and answers the lead as the detail shows it.
 */
import {
  type LeadChannelKey,
  type LeadDetail,
  type LeadResource,
  leadActivityInput,
  leadAssignment,
  leadStatusChange,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { leads } from '../../db/schema';
import { signedInActor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { RouteKit } from '../../lib/resource-kit';
import { updateRow } from '../../lib/table-writes';
import { updateRoute } from '../../lib/write-routes';
import { assignLead } from './lead-assignment.service';
import { changeLeadStatus, responded } from './lead-status.service';
import { agencyOf, audited, leadRules } from './lead-writes';
import { lockLead, recordActivity } from './leads.repository';

interface Options {
  channel: LeadChannelKey;
  find: (tx: Db | Tx, id: number) => Promise<LeadDetail | undefined>;
  clock: Clock;
}

export function leadActionRoutes(kit: RouteKit<LeadResource>, options: Options): void {
  const { channel, find, clock } = options;
  const lock = (tx: Tx, { id }: { id: number }) => lockLead(tx, id, channel);

  updateRoute(kit, {
    summary:
      'Move a lead along the pipeline (LEAD_TRANSITIONS): Perdido needs a reason, Cita agendada the appointment’s date and time, Vendido may name the used vehicle sold',
    entity: 'lead',
    verb: { path: 'status', action: 'update', method: 'POST' },
    body: leadStatusChange,
    rules: leadRules,
    lock,
    update: (tx, before, change: z.output<typeof leadStatusChange>, request) =>
      changeLeadStatus(tx, before, change, signedInActor(request), clock.now()),
    audited,
    find,
    agencyOf,
  });

  updateRoute(kit, {
    summary: 'Assign a lead to an active user of its dealership, or to nobody (null)',
    entity: 'lead',
    verb: { path: 'assign', action: 'assign', method: 'POST' },
    body: leadAssignment,
    rules: leadRules,
    lock,
    audited,
    find,
    agencyOf,
    update: (tx, before, change: z.output<typeof leadAssignment>, request) =>
      assignLead(tx, before, change, signedInActor(request)),
  });

  updateRoute(kit, {
    summary: 'Record a note, or a contact made (call, WhatsApp, e-mail), in the lead’s timeline',
    entity: 'lead',
    verb: { path: 'activities', action: 'update', method: 'POST', created: true },
    body: leadActivityInput,
    rules: leadRules,
    lock,
    audited,
    find,
    agencyOf,
    update: async (tx, before, activity: z.output<typeof leadActivityInput>, request) => {
      await recordActivity(tx, {
        lead_id: before.id,
        kind: activity.kind,
        user_id: request.principal!.id,
        body: activity.body,
      });
      return updateRow(tx, leads, before.id, {
        ...responded(before, clock.now()),
        lock_version: before.lock_version + 1,
      });
    },
  });
}
