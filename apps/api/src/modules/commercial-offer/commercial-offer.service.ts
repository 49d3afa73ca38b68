/**
 * A dealership asks for another package from a commercial offer: the request, its audit entry
 * and the administrators' e-mails, in the caller's transaction.
 */
import { COMMERCIAL_OFFERS, type Locale, type OfferType, type upgradeRequestInput } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { upgradeRequests } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { HttpError, invalid } from '../../lib/http-error';
import { insertRow, updateRow } from '../../lib/table-writes';
import { queueMail } from '../mail/public';
import { notify } from '../notifications/public';
import { offerAgency, offerPackages, pendingPackageIds } from './offer.repository';
import { upgradeRequestMail } from './upgrade-requests.mail';
import { findUpgradeRequest, upgradeRecipients } from './upgrade-requests.repository';

export type UpgradeAsk = z.output<typeof upgradeRequestInput> & { type: OfferType };
/** Who asks: named in the request and in the administrators' e-mail. */
export type Requester = Actor<{ id: number; name: string; email: string }>;

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : 'es');

/**
 * Records the request, answered as the administrators' list shows it: 422 for a package the
 * offer does not have or the dealership's own, 409 while the same one is pending. `origin` is
 * config's publicUrl, for the e-mail's link.
 */
export async function requestUpgrade(tx: Tx, input: UpgradeAsk, actor: Requester, origin: string) {
  const { type } = input;
  const { principal } = actor;
  // The dealership's row lock queues concurrent requests, so a second one sees the first.
  const agency = await offerAgency(tx, input.agency_id, true);
  if (!agency) throw invalid({ agency_id: ['errors.not_found'] });
  const offered = await offerPackages(tx, type, agency.package_id);
  const target = offered.find((pkg) => pkg.id === input.package_id);
  if (!target) throw invalid({ package_id: ['offer.package_unknown'] });
  if (target.id === agency.package_id) throw invalid({ package_id: ['offer.package_current'] });
  if ((await pendingPackageIds(tx, agency.id, type)).includes(target.id)) {
    throw new HttpError(409, 'offer.request_pending');
  }
  const created = await insertRow(tx, upgradeRequests, {
    agency_id: agency.id,
    type,
    package_id: target.id,
    package_name: target.name,
    current_package_name: agency.package_name,
    module: input.module,
    message: input.message,
    requested_by: principal.id,
    requested_by_name: principal.name,
    requested_by_email: principal.email,
  });
  await audit(tx, actor, {
    action: 'create',
    entity: 'upgrade_request',
    entityId: created.id,
    agencyId: agency.id,
    after: created,
  });
  await notifyAdministrators(
    tx,
    {
      agency: agency.name,
      currentPackage: agency.package_name,
      package: target.name,
      type,
      requester: { name: principal.name, email: principal.email },
      message: input.message,
    },
    origin,
  );
  return (await findUpgradeRequest(tx, created.id))!;
}

/**
 * One e-mail per administrator, in their language, queued in mail_outbox in the request's
 * transaction (delivered by the outbox's sender), so a request is never recorded unannounced.
 */
async function notifyAdministrators(tx: Tx, facts: Parameters<typeof upgradeRequestMail>[1], origin: string) {
  const recipients = await upgradeRecipients(tx);
  for (const recipient of recipients)
    await queueMail(tx, {
      to: recipient.email,
      ...upgradeRequestMail(asLocale(recipient.locale), facts, origin),
    });
}

/**
 * An administrator marks an upgrade request handled (again: nothing changes); the user who sent
 * it is alerted in the same transaction (issue 39).
 */
export async function handleUpgradeRequest<R extends { id: number; status: string; type: string }>(
  tx: Tx,
  before: R & { agency_id: number; package_name: string; requested_by: number | null },
  input: { now: Date },
  actor: Actor<{ id: number }>,
): Promise<R> {
  if (before.status === 'handled') return before;
  const after = (await updateRow(tx, upgradeRequests, before.id, {
    status: 'handled',
    handled_at: input.now,
    handled_by: actor.principal.id,
  })) as unknown as R;
  if (before.requested_by !== null) {
    await notify(tx, [
      {
        type: 'upgrade_handled',
        userIds: [before.requested_by],
        agencyId: before.agency_id,
        params: { package: before.package_name },
        link: COMMERCIAL_OFFERS[before.type as OfferType]?.screen ?? '',
        key: `upgrade:${before.id}:handled`,
        by: actor.principal.id,
      },
    ]);
  }
  return after;
}
