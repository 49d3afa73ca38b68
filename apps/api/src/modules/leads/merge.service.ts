/**
 * A Gerente merges another lead of the same dealership (any channel) into this one, choosing per
 * field which lead's value stays. The other lead's timeline moves here and keeps its times and
 * authors, a merge entry says what happened, and the other lead is deleted (`merged_into` names
 * this one; the lists and their counters leave it out). In the caller's transaction, with its
 * audit entries, over both leads' row locks taken in id order, so two merges of the same pair
 * never wait on each other in a circle. Who may merge which leads is the route's declaration
 * (merge.routes.ts, leads.rules.ts).
 */
import type { LeadChannelKey, LeadMergeField, leadMergeInput } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { conflict, invalid, notFound } from '../../lib/http-error';
import { softDeleteRow, updateRow } from '../../lib/table-writes';
import { audited } from './lead-writes';
import {
  absorbLead,
  assignableUser,
  leadSearchText,
  lockLead,
  recordActivity,
  type StoredLead,
  userName,
} from './leads.repository';

type Merge = z.output<typeof leadMergeInput>;

/** A merge: the surviving lead (of `channel`) and what the request asks of it. */
export interface MergeLeads extends Merge {
  id: number;
  channel: LeadChannelKey;
}

/** Both leads locked, the lower id first; the survivor is of the route's channel. */
async function lockBoth(tx: Tx, id: number, otherId: number, channel: LeadChannelKey) {
  const survivor = () => lockLead(tx, id, channel);
  const other = () => lockLead(tx, otherId, null);
  if (id < otherId) {
    const first = await survivor();
    return { survivor: first, other: await other() };
  }
  const first = await other();
  return { survivor: await survivor(), other: first };
}

/**
 * The other lead, still live and of the survivor's dealership once both are locked (a merge or a
 * delete may have come between the route's checks and the locks), else the same 422 as the
 * route's declaration answers.
 */
function mergeable(survivor: StoredLead, other: StoredLead | undefined): StoredLead {
  if (!other || other.agency_id !== survivor.agency_id) {
    throw invalid({ other_id: ['leads.merge_other_invalid'] }, 'leads.merge_other_invalid');
  }
  return other;
}

/** The values the survivor keeps, each from the lead `keep` names for its field. */
async function keptValues(tx: Tx, survivor: StoredLead, other: StoredLead, keep: Merge['keep']) {
  const from = (field: LeadMergeField) => (keep[field] === 'other' ? other : survivor);
  const values = {
    name: from('name').name,
    email: from('email').email,
    phone: from('phone').phone,
    vehicle_id: from('vehicle').vehicle_id,
    vehicle_title: from('vehicle').vehicle_title,
    assigned_user_id: from('assigned_user').assigned_user_id,
  };
  if (values.email === '' && values.phone === '') {
    throw invalid({ keep: ['leads.merge_contact_required'] }, 'leads.merge_contact_required');
  }
  // The other lead's advisor must still be able to take the dealership's leads.
  const assignee = values.assigned_user_id;
  if (assignee !== null && assignee !== survivor.assigned_user_id) {
    if (!(await assignableUser(tx, assignee, survivor.agency_id))) {
      throw invalid({ 'keep.assigned_user': ['leads.assignee_invalid'] }, 'leads.assignee_invalid');
    }
  }
  return values;
}

/**
 * The survivor's first response: its own, or the other lead's when that came earlier but after the
 * survivor arrived (the same person answered). A response before the survivor arrived answered an
 * earlier request: it stays in the timeline, but the survivor's clock and SLA run from its own
 * arrival.
 */
function firstResponse(survivor: StoredLead, other: StoredLead): Date | null {
  const own = survivor.first_response_at;
  const theirs = other.first_response_at;
  if (!theirs || theirs < survivor.created_at) return own;
  return own && own <= theirs ? own : theirs;
}

/** Merges `other_id` into the lead `id`; answers the survivor's id. */
export async function mergeLeads(tx: Tx, input: MergeLeads, actor: SignedInActor): Promise<number> {
  if (input.other_id === input.id) throw invalid({ other_id: ['leads.merge_same'] }, 'leads.merge_same');
  const locked = await lockBoth(tx, input.id, input.other_id, input.channel);
  const before = locked.survivor;
  if (!before) throw notFound();
  const other = mergeable(before, locked.other);
  if (input.lock_version !== before.lock_version) throw conflict('leads.conflict');

  const values = await keptValues(tx, before, other, input.keep);
  await updateRow(tx, leads, other.id, { merged_into: before.id, lock_version: other.lock_version + 1 });
  const merged = await softDeleteRow(tx, leads, other.id);
  await absorbLead(tx, other, before);
  const after = await updateRow(tx, leads, before.id, {
    ...values,
    first_response_at: firstResponse(before, other),
    search_text: leadSearchText(values),
    lock_version: before.lock_version + 1,
  });
  await recordActivity(tx, {
    lead_id: before.id,
    kind: 'merge',
    user_id: actor.principal.id,
    details: {
      merged_lead_id: other.id,
      merged_channel: other.channel,
      kept: input.keep,
      values: {
        name: values.name,
        email: values.email,
        phone: values.phone,
        vehicle_title: values.vehicle_title,
        assigned_user_name: await userName(tx, values.assigned_user_id),
      },
    },
  });
  const agencyId = before.agency_id;
  await audit(tx, actor, {
    action: 'merge',
    entity: 'lead',
    entityId: before.id,
    agencyId,
    before: audited(before),
    after: audited(after),
  });
  await audit(tx, actor, {
    action: 'merged',
    entity: 'lead',
    entityId: other.id,
    agencyId,
    before: audited(other),
    after: audited(merged),
  });
  return before.id;
}
