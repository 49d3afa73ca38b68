/**
 * A lead's status change along the pipeline (LEAD_TRANSITIONS), in the caller's transaction over
 * the lead's row lock, with its timeline entry; and what the lead's other actions share with it.
 */
import { LEAD_TRANSITIONS, type LeadStatus, type leadStatusChange } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { conflict, HttpError, invalid } from '../../lib/http-error';
import { updateRow } from '../../lib/table-writes';
import { statusName } from './lead-writes';
import { recordActivity, type StoredLead, usedVehicleOf } from './leads.repository';
import { plausible } from './leads.service';

/** A change names the version it started from; a newer one means someone else changed the lead first. */
export function assertCurrent(before: StoredLead, change: { lock_version: number }): void {
  if (change.lock_version !== before.lock_version) throw conflict('leads.conflict');
}

/**
 * The first staff action on a lead (a status change, a note, a call, a WhatsApp, an e-mail) stops
 * its response clock; an assignment alone does not.
 */
export const responded = (before: StoredLead, now: Date) => ({
  first_response_at: before.first_response_at ?? now,
});

/** Whether `from` → `to` is a step of the pipeline, and what the target needs: a 422 naming the field. */
async function refusal(
  tx: Tx,
  before: StoredLead,
  change: z.output<typeof leadStatusChange>,
  actor: SignedInActor,
): Promise<HttpError | undefined> {
  const from = before.status as LeadStatus;
  const to = change.status;
  const name = (status: LeadStatus) => statusName(actor.locale, status);
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

/**
 * Moves the locked lead to `change.status`: Perdido needs a reason, Cita agendada the
 * appointment's date and time, Vendido may name the used vehicle sold. Answers the stored row.
 */
export async function changeLeadStatus(
  tx: Tx,
  before: StoredLead,
  change: z.output<typeof leadStatusChange>,
  actor: SignedInActor,
  /** The app's clock's now: when a first response stops the lead's response clock. */
  now: Date,
) {
  assertCurrent(before, change);
  const refused = await refusal(tx, before, change, actor);
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
    ...responded(before, now),
    lock_version: before.lock_version + 1,
  });
  await recordActivity(tx, {
    lead_id: before.id,
    kind: 'status',
    user_id: actor.principal.id,
    body: lost ? (change.lost_note ?? '') : '',
    details: {
      from: before.status,
      to: change.status,
      lost_reason: lost ? change.lost_reason : null,
      ...(appointment ? { appointment_at: appointment.toISOString() } : {}),
    },
  });
  return after;
}
