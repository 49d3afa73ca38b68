/**
 * A lead's hand assignment (`POST …/:id/assign`): to an active user of its dealership who works
 * its leads, or to nobody. In the caller's transaction over the lead's row lock, with its timeline
 * entry and the new advisor's alert (issue 39), so an assignment never exists without its alert
 * and a rolled-back one never alerts.
 */
import { type leadAssignment, leadDetailPath } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { invalid } from '../../lib/http-error';
import { updateRow } from '../../lib/table-writes';
import { notify } from '../notifications/public';
import { assertCurrent } from './lead-status.service';
import { assignableUser, recordActivity, type StoredLead, userName } from './leads.repository';

export async function assignLead(
  tx: Tx,
  before: StoredLead,
  change: z.output<typeof leadAssignment>,
  actor: SignedInActor,
): Promise<StoredLead> {
  assertCurrent(before, change);
  if (change.user_id === before.assigned_user_id) {
    throw invalid({ user_id: ['leads.assignee_same'] }, 'leads.assignee_same');
  }
  const to = change.user_id === null ? undefined : await assignableUser(tx, change.user_id, before.agency_id);
  if (change.user_id !== null && !to)
    throw invalid({ user_id: ['leads.assignee_invalid'] }, 'leads.assignee_invalid');
  const lockVersion = before.lock_version + 1;
  const after = await updateRow(tx, leads, before.id, {
    assigned_user_id: to?.id ?? null,
    lock_version: lockVersion,
  });
  await recordActivity(tx, {
    lead_id: before.id,
    kind: 'assignment',
    user_id: actor.principal.id,
    details: {
      from_user_name: await userName(tx, before.assigned_user_id),
      to_user_name: to?.name ?? null,
    },
  });
  if (to) {
    await notify(tx, [
      {
        type: 'lead_assigned',
        userIds: [to.id],
        agencyId: before.agency_id,
        params: { lead_id: before.id, lead_name: before.name },
        link: leadDetailPath(before.channel, before.id),
        // Each assignment is its own event: the version it wrote names it.
        key: `lead:${before.id}:v${lockVersion}`,
        by: actor.principal.id,
      },
    ]);
  }
  return after;
}
