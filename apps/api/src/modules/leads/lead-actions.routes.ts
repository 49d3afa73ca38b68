/**
 * What staff do with a lead (`<channel>/:id/status`, `/assign`, `/activities`). Each runs in one
 * transaction with its audit entry, over the lead's row lock: of two changes made at once, the
 * second finds the version the first wrote and is refused (409), never silently overwritten.
 * Each adds its entry to the timeline and answers the lead as the detail shows it.
 */
import {
  LEAD_TRANSITIONS,
  type LeadChannelKey,
  type LeadDetail,
  type LeadResource,
  type LeadStatus,
  leadActivityInput,
  leadAssignment,
  leadStatusChange,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { leads } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, HttpError, invalid } from '../../lib/http-error';
import type { RouteKit } from '../../lib/resource-kit';
import { updateRow } from '../../lib/table-writes';
import { updateRoute } from '../../lib/write-routes';
import { agencyOf, audited, leadRules, statusName } from './lead-writes';
import {
  assignableUser,
  lockLead,
  recordActivity,
  type StoredLead,
  usedVehicleOf,
  userName,
} from './leads.repository';
import { plausible } from './leads.service';

interface Options {
  channel: LeadChannelKey;
  find: (tx: Db | Tx, id: number) => Promise<LeadDetail | undefined>;
  clock: Clock;
}

/** A change names the version it started from; a newer one means someone else changed the lead first. */
function assertCurrent(before: StoredLead, change: { lock_version: number }): void {
  if (change.lock_version !== before.lock_version) throw conflict('leads.conflict');
}

/**
 * The first staff action on a lead (a status change, a note, a call, a WhatsApp, an e-mail) stops
 * its response clock; an assignment alone does not.
 */
const responded = (before: StoredLead, now: Date) => ({ first_response_at: before.first_response_at ?? now });

/** Whether `from` → `to` is a step of the pipeline, and what the target needs: a 422 naming the field. */
async function refusal(
  tx: Tx,
  before: StoredLead,
  change: z.output<typeof leadStatusChange>,
  request: FastifyRequest,
): Promise<HttpError | undefined> {
  const from = before.status as LeadStatus;
  const to = change.status;
  const name = (status: LeadStatus) => statusName(request.locale, status);
  if (from === to)
    return new HttpError(422, 'leads.status_same', { status: name(to) }, { status: ['leads.status_same'] });
  if (!LEAD_TRANSITIONS[from].includes(to)) {
    const params = { from: name(from), to: name(to) };
    return new HttpError(422, 'leads.transition_not_allowed', params, {
      status: ['leads.transition_not_allowed'],
    });
  }
  if (to === 'Perdido' && !change.lost_reason) {
    return invalid({ lost_reason: ['leads.lost_reason_required'] }, 'leads.lost_reason_required');
  }
  if (to === 'Cita agendada') {
    if (!change.appointment_at) {
      return invalid({ appointment_at: ['leads.appointment_required'] }, 'leads.appointment_required');
    }
    if (!plausible(new Date(change.appointment_at))) {
      return invalid({ appointment_at: ['leads.date_out_of_range'] }, 'leads.date_out_of_range');
    }
  }
  if (to === 'Vendido' && change.sold_vehicle_id != null) {
    if (!(await usedVehicleOf(tx, change.sold_vehicle_id, before.agency_id))) {
      return invalid({ sold_vehicle_id: ['leads.sold_vehicle_invalid'] }, 'leads.sold_vehicle_invalid');
    }
  }
  return undefined;
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
    update: async (tx, before, change: z.output<typeof leadStatusChange>, request) => {
      assertCurrent(before, change);
      const refused = await refusal(tx, before, change, request);
      if (refused) throw refused;
      const lost = change.status === 'Perdido';
      const sold = change.status === 'Vendido';
      const appointment = change.status === 'Cita agendada' ? new Date(change.appointment_at!) : null;
      const after = await updateRow(tx, leads, before.id, {
        status: change.status,
        appointment_at: appointment,
        lost_reason: lost ? change.lost_reason! : null,
        lost_note: lost ? (change.lost_note ?? '') : '',
        sold_vehicle_id: sold ? (change.sold_vehicle_id ?? null) : null,
        ...responded(before, clock.now()),
        lock_version: before.lock_version + 1,
      });
      await recordActivity(tx, {
        lead_id: before.id,
        kind: 'status',
        user_id: request.principal!.id,
        body: lost ? (change.lost_note ?? '') : '',
        details: {
          from: before.status,
          to: change.status,
          lost_reason: lost ? change.lost_reason : null,
          ...(appointment ? { appointment_at: appointment.toISOString() } : {}),
        },
      });
      return after;
    },
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
    update: async (tx, before, change: z.output<typeof leadAssignment>, request) => {
      assertCurrent(before, change);
      if (change.user_id === before.assigned_user_id) {
        throw invalid({ user_id: ['leads.assignee_same'] }, 'leads.assignee_same');
      }
      const to =
        change.user_id === null ? undefined : await assignableUser(tx, change.user_id, before.agency_id);
      if (change.user_id !== null && !to)
        throw invalid({ user_id: ['leads.assignee_invalid'] }, 'leads.assignee_invalid');
      const after = await updateRow(tx, leads, before.id, {
        assigned_user_id: to?.id ?? null,
        lock_version: before.lock_version + 1,
      });
      await recordActivity(tx, {
        lead_id: before.id,
        kind: 'assignment',
        user_id: request.principal!.id,
        details: {
          from_user_name: await userName(tx, before.assigned_user_id),
          to_user_name: to?.name ?? null,
        },
      });
      return after;
    },
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
