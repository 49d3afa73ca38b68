/**
 * The forward of a lead to another dealership: a copy born in the lead-creation service, new to
 * the target's users, that remembers where it came from; both timelines record the forward, and
 * the target's people are alerted. In the caller's transaction, with its audit entry. Which dealerships the user may forward to is
 * the route's declaration (forward.routes.ts, leads.rules.ts).
 */
import { type LeadChannelKey, leadDetailPath, type leadForward } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { leads } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { updateRow } from '../../lib/table-writes';
import { leadManagerIdsOf } from '../lead-automation/public';
import { notify } from '../notifications/public';
import { audited } from './lead-writes';
import {
  agencyName,
  assignableUser,
  forwardTarget,
  lockLead,
  recordActivity,
  type StoredLead,
  storedLead,
} from './leads.repository';
import { createLead } from './leads.service';

/** A forward: the lead `id` and where it goes. */
export interface ForwardLead extends z.output<typeof leadForward> {
  id: number;
}

/**
 * Where the copy goes: a live dealership, not the lead's own, whose membership is not suspended
 * (its users could not open the lead), and (optionally) a user of it. Answers its name.
 */
async function targetOf(tx: Tx, original: StoredLead, input: ForwardLead): Promise<string> {
  const target = await forwardTarget(tx, input.agency_id);
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

/** Forwards the lead `id`; answers the copy's id. */
export async function forwardLead(tx: Tx, input: ForwardLead, actor: SignedInActor): Promise<number> {
  const original = await lockLead(tx, input.id, null);
  if (!original) throw notFound();
  const toAgency = await targetOf(tx, original, input);
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
    created_by: actor.principal.id,
    forwarded_from: original.id,
  });
  const by = { user_id: actor.principal.id, body: input.reason };
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
  // Issue 39: the user the forward names, or else the target's Gerentes, learn of it at once.
  await notify(tx, [
    {
      type: 'lead_forwarded',
      userIds: input.user_id === null ? await leadManagerIdsOf(tx, input.agency_id) : [input.user_id],
      agencyId: input.agency_id,
      params: {
        lead_id: created.id,
        lead_name: original.name,
        agency_name: toAgency,
        from_agency_name: fromAgency,
      },
      link: leadDetailPath(original.channel, created.id),
      key: `lead:${created.id}:forward`,
      by: actor.principal.id,
    },
  ]);
  await audit(tx, actor, {
    action: 'forward',
    entity: 'lead',
    entityId: created.id,
    agencyId: input.agency_id,
    before: audited(original),
    after: audited((await storedLead(tx, created.id))!),
  });
  return created.id;
}
