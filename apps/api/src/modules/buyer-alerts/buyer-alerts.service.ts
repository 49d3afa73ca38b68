/**
 * A dealership offers one of its vehicles to an alert's buyer: an `autos buscados` lead born in
 * the lead-creation service, the offer, the buyer's e-mail and the audit entry, all in the
 * caller's transaction. Called by the `/find-cars/:id/offers` route, or by anything else that
 * holds a transaction and knows who acts.
 */
import type { AlertVehicleKind } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { conflict, HttpError, invalid, notFound } from '../../lib/http-error';
import type { WriteRules } from '../../lib/write';
import { createLead } from '../leads/public';
import { queueMail } from '../mail/public';
import { alertOfferMail } from './alert-offer.mail';
import { alreadyOffered, insertOffer, lockAlert, offeringAgency } from './alerts.repository';
import { matchingAgency, matchingVehicle } from './matching.repository';

export interface AlertOffer {
  alertId: number;
  /** The offering dealership (the request's `?agency=`, checked by the route's access). */
  agencyId: number;
  kind: AlertVehicleKind;
  vehicle_id: number;
  /** A note for the buyer, in the e-mail and the lead's first timeline entry. */
  message: string;
}

/** Who offers: the advisor the lead and the e-mail name. */
export type Offerer = Actor<{ id: number; name: string; email: string }>;

/** The transaction's rules: the same vehicle offered twice at once, or a row gone meanwhile. */
export const offerRules: WriteRules = {
  unique: { buyer_alert_offers_vehicle_key: ['vehicle_id', 'alerts.already_offered'] },
  foreignKey: () => conflict(),
};

/** "Nissan Versa 2019–2022": what the buyer searched, for the lead's details and the e-mail. */
function searchTitle(alert: {
  brand_name: string;
  model_name: string | null;
  year_from: number | null;
  year_to: number | null;
}) {
  const years =
    alert.year_from && alert.year_to
      ? alert.year_from === alert.year_to
        ? `${alert.year_from}`
        : `${alert.year_from}–${alert.year_to}`
      : (alert.year_from ?? alert.year_to ?? '');
  return [alert.brand_name, alert.model_name, years].filter(Boolean).join(' ');
}

/**
 * Offers the vehicle: 404 for an alert that is not there, 409 for a closed one or a vehicle this
 * dealership offered to it before, 422 for a vehicle of the dealership the alert does not match.
 */
export async function offerVehicle(tx: Tx, input: AlertOffer, actor: Offerer) {
  const { alertId, agencyId, kind, message } = input;
  const { principal } = actor;
  const alert = await lockAlert(tx, alertId);
  if (!alert) throw notFound();
  if (!alert.active) throw new HttpError(409, 'alerts.alert_closed');
  const agency = await matchingAgency(tx, agencyId);
  const vehicle = agency && (await matchingVehicle(tx, agency, alertId, kind, input.vehicle_id));
  if (!agency || !vehicle) throw invalid({ vehicle_id: ['alerts.vehicle_unmatched'] });
  if (await alreadyOffered(tx, alertId, kind, input.vehicle_id)) {
    throw new HttpError(409, 'alerts.already_offered', {}, { vehicle_id: ['alerts.already_offered'] });
  }
  const channel = kind === 'new' ? 'wanted-new' : 'wanted-used';
  const lead = await createLead(tx, {
    agency_id: agencyId,
    channel,
    name: alert.name,
    email: alert.email,
    phone: alert.phone,
    ...(kind === 'used' ? { vehicle_id: vehicle.id } : { vehicle_title: vehicle.title }),
    details: {
      brand_name: alert.brand_name,
      model_name: alert.model_name ?? '',
      year_from: alert.year_from,
      year_to: alert.year_to,
      budget: alert.price_to_cents === null ? null : alert.price_to_cents / 100,
      message,
    },
    source: 'alert',
    created_by: principal.id,
    ...(message ? { note: message } : {}),
  });
  const offerId = await insertOffer(tx, {
    alertId,
    agencyId,
    kind,
    vehicleId: vehicle.id,
    leadId: lead.id,
    userId: principal.id,
  });
  const dealer = await offeringAgency(tx, agencyId);
  await queueMail(tx, {
    to: alert.email,
    ...alertOfferMail(alert.locale, {
      buyer: alert.name,
      search: searchTitle(alert),
      vehicle: { title: vehicle.title, price: vehicle.price },
      agency: dealer ?? { name: '', phone: null, email: null, address: '' },
      advisor: { name: principal.name, email: principal.email },
      message,
    }),
  });
  await audit(tx, actor, {
    action: 'offer',
    entity: 'buyer_alert',
    entityId: alertId,
    agencyId,
    after: { offer_id: offerId, kind, vehicle_id: vehicle.id, lead_id: lead.id },
  });
  return { id: offerId, alert_id: alertId, lead_id: lead.id, channel } as const;
}
