/**
 * The offer as a module function: called with a transaction and an actor, without HTTP, as a
 * background job would. The route's own answers are in buyer-alerts.test.ts.
 */
import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildBuyerAlert,
  buildSettlement,
  buildUsedVehicle,
  buildUser,
  buildVehicleCatalog,
} from '../../../test/factories';
import { agencies, buyerAlertOffers, leads, mailOutbox } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { type Offerer, offerVehicle } from './buyer-alerts.service';

let t: TestApp;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A dealership in Ciudad de México with a used car the alert matches, and its advisor as actor. */
async function offerable() {
  const agency = await buildAgency(db());
  const settlement = await buildSettlement(db(), { state_code: '09' });
  await db().update(agencies).set({ sepomex_id: settlement.id }).where(eq(agencies.id, agency.id));
  const catalog = await buildVehicleCatalog(db(), { year: 2022 });
  const car = await buildUsedVehicle(db(), { agencyId: agency.id, catalog, price: 300_000 });
  const alert = await buildBuyerAlert(db(), { brand_id: catalog.brand_id, name: 'Eva Compradora' });
  const user = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
  const actor: Offerer = {
    principal: { id: user.id, name: user.name, email: user.email },
    locale: 'es',
    ip: null,
    requestId: 'job-alert-offers',
  };
  return { agency, car, alert, actor };
}

describe('offerVehicle', () => {
  it('writes the lead, the offer, the buyer’s e-mail and the audit entry in the caller’s transaction', async () => {
    const { agency, car, alert, actor } = await offerable();
    const input = {
      alertId: alert.id,
      agencyId: agency.id,
      kind: 'used',
      vehicle_id: car.id,
      message: '',
    } as const;
    const offered = await db().transaction((tx) => offerVehicle(tx, input, actor));

    expect(offered).toMatchObject({ alert_id: alert.id, channel: 'wanted-used' });
    const [lead] = await db().select().from(leads).where(eq(leads.id, offered.lead_id));
    expect(lead).toMatchObject({
      agency_id: agency.id,
      vehicle_id: car.id,
      source: 'alert',
      name: 'Eva Compradora',
    });
    const [offer] = await db().select().from(buyerAlertOffers).where(eq(buyerAlertOffers.id, offered.id));
    expect(offer).toMatchObject({ lead_id: offered.lead_id, offered_by: actor.principal.id });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, alert.email));
    expect(mails).toHaveLength(1);
    const [entry] = await auditOf(db(), 'buyer_alert', alert.id);
    expect(entry).toMatchObject({
      action: 'offer',
      user_id: actor.principal.id,
      agency_id: agency.id,
      ip: null,
      request_id: 'job-alert-offers',
    });
  });

  it('refuses a vehicle offered before with the 409, and the caller’s transaction writes nothing', async () => {
    const { agency, car, alert, actor } = await offerable();
    const input = {
      alertId: alert.id,
      agencyId: agency.id,
      kind: 'used',
      vehicle_id: car.id,
      message: '',
    } as const;
    await db().transaction((tx) => offerVehicle(tx, input, actor));
    const leadsBefore = await db().select().from(leads).where(eq(leads.agency_id, agency.id));

    const again = db().transaction((tx) => offerVehicle(tx, input, actor));
    await expect(again).rejects.toBeInstanceOf(HttpError);
    await expect(again).rejects.toMatchObject({ statusCode: 409, key: 'alerts.already_offered' });
    expect(await db().select().from(leads).where(eq(leads.agency_id, agency.id))).toHaveLength(
      leadsBefore.length,
    );
    expect(await auditOf(db(), 'buyer_alert', alert.id)).toHaveLength(1);
  });

  it('answers 404 for an alert that is not there and 409 for a closed one', async () => {
    const { agency, car, actor } = await offerable();
    const offer = (alertId: number) =>
      db().transaction((tx) =>
        offerVehicle(
          tx,
          { alertId, agencyId: agency.id, kind: 'used', vehicle_id: car.id, message: '' },
          actor,
        ),
      );
    await expect(offer(2_000_000)).rejects.toMatchObject({ statusCode: 404 });
    const closed = await buildBuyerAlert(db(), { brand_id: car.brand_id, active: false });
    await expect(offer(closed.id)).rejects.toMatchObject({ statusCode: 409, key: 'alerts.alert_closed' });
  });
});
