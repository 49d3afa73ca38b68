import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildAuction, buildUser } from '../../../test/factories';
import { queryRows } from '../../db/query';
import { closeDueAuctions, placeBid } from './public';

/**
 * Issue 39: an auction's alerts reach exactly the bidders concerned: the dealership outbid, the
 * winner's bidders, or every bidder of an auction that ended with no winner — never a dealership
 * that did not bid, nor the bidder who acted.
 */
let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let agencyC: { id: number };
let bidderA: { id: number };
let bidderB: { id: number };
let bystander: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ AUCTION_CLOSE_SWEEP_MS: '0' });
  agencyA = await buildAgency(db(), { name: 'Subasta A' });
  agencyB = await buildAgency(db(), { name: 'Subasta B' });
  agencyC = await buildAgency(db(), { name: 'Subasta C' });
  bidderA = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyA.id] });
  bidderB = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyB.id] });
  bystander = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyC.id] });
});
afterAll(() => t.close());

const db = () => t.context.database.db;

const toldAbout = (auctionId: number) =>
  queryRows<{ user_id: number; type: string; email: boolean }>(
    db(),
    sql`select user_id, type, email from notifications
         where (params ->> 'auction_id')::int = ${auctionId} order by id`,
  );

const bid = (auctionId: number, agencyId: number, userId: number, amount: number) =>
  placeBid(db(), { auctionId, agencyId, userId, amount, now: new Date(), locale: 'es' });

describe('auction alerts', () => {
  it('tells the outbid dealership’s bidder, then the winner, and nobody else', async () => {
    const auction = await buildAuction(db(), { vehicle_title: 'Mazda 3 2020', reserve_cents: 6_000_000 });
    await bid(auction.id, agencyA.id, bidderA.id, 60_000);
    expect(await toldAbout(auction.id)).toEqual([]);
    await bid(auction.id, agencyB.id, bidderB.id, 61_000);
    expect(await toldAbout(auction.id)).toEqual([
      { user_id: bidderA.id, type: 'auction_outbid', email: true },
    ]);
    await db().execute(
      sql`update auctions set ends_at = now() - interval '1 second' where id = ${auction.id}`,
    );
    await closeDueAuctions(db(), new Date(), t.config.publicUrl);
    const told = await toldAbout(auction.id);
    // The close e-mails the bidders itself: its alert is not e-mailed again.
    expect(told.slice(1)).toEqual([{ user_id: bidderB.id, type: 'auction_won', email: false }]);
    expect(told.some((n) => n.user_id === bystander.id)).toBe(false);
  });

  it('tells every bidder when it ends with no winner', async () => {
    const auction = await buildAuction(db(), { vehicle_title: 'Kia Rio 2019', reserve_cents: 90_000_000 });
    await bid(auction.id, agencyA.id, bidderA.id, 60_000);
    await bid(auction.id, agencyB.id, bidderB.id, 61_000);
    await db().execute(
      sql`update auctions set ends_at = now() - interval '1 second' where id = ${auction.id}`,
    );
    await closeDueAuctions(db(), new Date(), t.config.publicUrl);
    const unsold = (await toldAbout(auction.id)).filter((n) => n.type === 'auction_unsold');
    expect(unsold.map((n) => n.user_id).sort()).toEqual([bidderA.id, bidderB.id].sort());
  });
});
