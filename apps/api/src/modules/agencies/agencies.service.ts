/**
 * Creating an agency, in the caller's transaction with its audit entries. What the user may set
 * on it is the route's declaration (agencies.rules.ts).
 */
import { type AgencyValues, isAdmin } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import { agencies } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { insertRow } from '../../lib/table-writes';
import { linkUser, lockAgencyNames } from './agencies.repository';
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
