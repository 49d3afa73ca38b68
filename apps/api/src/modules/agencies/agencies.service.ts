/**
 * Creating an agency, in the caller's transaction with its audit entries. What the user may set
 * on it is the route's declaration (agencies.rules.ts).
 */
import { type AgencyValues, isAdmin } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import { agencies } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { insertRow, updateRow } from '../../lib/table-writes';
import { notify } from '../notifications/public';
import { linkUser, lockAgencyNames, membershipAudience } from './agencies.repository';
import { assertValidAgency } from './agency-checks';

/**
 * Creates the agency; a non-administrator is also linked to it (with its own audit entry after
 * the create's), or it would vanish from its creator's lists the moment it exists. Answers its id.
 */
export async function createAgency(tx: Tx, values: AgencyValues, actor: SignedInActor): Promise<number> {
  await lockAgencyNames(tx);
  await assertValidAgency(tx, values);
  const created = await insertRow(tx, agencies, values);
  await audit(tx, actor, {
    action: 'create',
    entity: 'agency',
    entityId: created.id,
    agencyId: created.id,
    after: created,
  });
  const { principal } = actor;
  if (!isAdmin(principal)) {
    await linkUser(tx, created.id, principal.id);
    await audit(tx, actor, {
      action: 'link',
      entity: 'agency_user',
      entityId: `${created.id}:${principal.id}`,
      agencyId: created.id,
      after: { agency_id: created.id, user_id: principal.id },
    });
  }
  return created.id;
}

/**
 * Saves an agency's edited values (checked first). A membership that becomes Suspendido alerts the
 * agency's users in the same transaction (issue 39).
 */
export async function updateAgency<R extends { id: number; name: string; membership_status: string }>(
  tx: Tx,
  before: R,
  values: AgencyValues,
  actor: { principal: { id: number } },
): Promise<typeof agencies.$inferSelect> {
  await assertValidAgency(tx, values, before.id);
  const after = await updateRow(tx, agencies, before.id, values);
  if (before.membership_status !== 'Suspendido' && after.membership_status === 'Suspendido') {
    const audience = await membershipAudience(tx, before.id);
    await notify(tx, [
      {
        type: 'membership_suspended',
        userIds: audience.userIds,
        agencyId: before.id,
        params: { agency_name: after.name },
        link: '/profile',
        key: `agency:${before.id}:suspended:${audience.at}`,
        by: actor.principal.id,
      },
    ]);
  }
  return after;
}
