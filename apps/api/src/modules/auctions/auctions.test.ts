import {
  AUCTION_EVENTS,
  auctionChannel,
  auctionResource,
  liveAuctionResource,
  ROLES,
  toCents,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildAuction, buildCatalogYear, validVin } from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { queryRow, queryRows } from '../../db/query';
import { closeDueAuctions } from './public';

let t: TestApp;
const db = () => t.context.database.db;
const ADMIN = `/api${auctionResource.api}`;
const LIVE = `/api${liveAuctionResource.api}`;
const realNow = () => new Date();

beforeAll(async () => {
  t = await buildTestApp({ AUCTION_CLOSE_SWEEP_MS: '0' });
});
afterAll(() => t.close());
afterEach(() => {
  t.context.clock.now = realNow;
  vi.restoreAllMocks();
});

/** Moves the API's clock to this instant. */
const at = (instant: Date | number) => {
  const fixed = new Date(instant);
  t.context.clock.now = () => fixed;
};

/** A Gerente of a new Premium dealership (its package has `view auctions`). */
async function dealer(name = 'Agencia subastas') {
  const agency = await buildAgency(db(), { name });
  return { agency, client: as(t, { role: ROLES.manager, agencies: [agency.id] }) };
}

const bid = (client: Client, auctionId: number, agencyId: number, amount: number) =>
  client.post<{ message: string; data: { current_amount: number | null; ends_at: string } }>(
    `${LIVE}/${auctionId}/bids`,
    { agency_id: agencyId, amount },
  );

async function validInput(overrides: Record<string, unknown> = {}) {
  const year = await buildCatalogYear(db(), { year: 2020 });
  return {
    seller_name: 'Jorge Particular',
    seller_phone: '55 1234 5678',
    seller_email: 'jorge@example.com',
    catalog_year_id: year.id,
    vin: validVin(2020),
    mileage_km: 61_000,
    condition_report: 'Un dueño, servicios de agencia.',
    reserve_price: 180_000,
    starting_price: 120_000,
    min_increment: 2_000,
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 7_200_000).toISOString(),
    ...overrides,
  };
}

describe('auction administration', () => {
  it('creates a scheduled auction from the catalog, with the seller’s phone normalised, and audits it', async () => {
    const response = await as(t)
      .on(auctionResource)
      .create(await validInput());
    expect(response.status).toBe(201);
    const created = response.body.data;
    expect(created.state).toBe('scheduled');
    expect(created.seller_phone).toBe('+525512345678');
    expect(created.next_minimum).toBe(120_000);
    expect(created.vehicle_title).toMatch(/2020$/);
    expect((await auditOf(db(), 'auction', created.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses an end before the start and a start in the past, in both languages', async () => {
    const now = Date.now();
    const backwards = await as(t)
      .on(auctionResource)
      .create(
        await validInput({
          starts_at: new Date(now + 7_200_000).toISOString(),
          ends_at: new Date(now + 3_600_000).toISOString(),
        }),
      );
    expect(backwards.status).toBe(422);
    expect(backwards.problem?.errors?.ends_at).toEqual(['El cierre debe ser posterior al inicio.']);
    const past = await as(t).en.post(
      ADMIN,
      await validInput({ starts_at: new Date(now - 86_400_000).toISOString() }),
    );
    expect(past.status).toBe(422);
    expect(past.problem?.errors?.starts_at).toEqual(['The start cannot be in the past.']);
  });

  it('edits only before the start, and cancels until closed', async () => {
    const scheduled = (
      await as(t)
        .on(auctionResource)
        .create(await validInput())
    ).body.data;
    const edited = await as(t)
      .on(auctionResource)
      .update(scheduled.id, await validInput({ reserve_price: 200_000 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.reserve_price).toBe(200_000);

    const live = await buildAuction(db());
    const late = await as(t).put(`${ADMIN}/${live.id}`, await validInput());
    expect(late.status).toBe(409);
    expect(late.problem?.message).toBe('La subasta ya comenzó: solo puede editarse antes de su inicio.');

    const publish = vi.spyOn(t.context.realtime, 'publish');
    const cancelled = await as(t).post(`${ADMIN}/${live.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(publish).toHaveBeenCalledWith(auctionChannel(live.id), AUCTION_EVENTS.changed, {
      auction_id: live.id,
      state: 'cancelled',
      server_now: expect.any(String),
    });
    expect((await auditOf(db(), 'auction', live.id)).at(-1)).toMatchObject({
      action: 'cancel',
      before: { status: 'open' },
      after: { status: 'cancelled' },
    });
    const again = await as(t).post(`${ADMIN}/${live.id}/cancel`);
    expect(again.status).toBe(409);
    const { client, agency } = await dealer();
    expect((await bid(client, live.id, agency.id, 60_000)).status).toBe(409);
  });

  it('keeps dealerships out of the administration and a dealership without the package out of the auctions', async () => {
    const { client } = await dealer();
    expect((await client.get(ADMIN)).status).toBe(403);
    const basic = await buildAgency(db(), { packageName: 'Básico' });
    const outsider = as(t, { role: ROLES.manager, agencies: [basic.id] });
    expect((await outsider.get(LIVE, { agency: basic.id })).status).toBe(403);
  });
});

listContract(auctionResource, {
  app: () => t,
  create: async (_t, { i, text }) => {
    await buildAuction(db(), {
      vehicle_title: text,
      starts_at: new Date(Date.now() - 60_000 + i * 1_000),
      ends_at: new Date(Date.now() + 3_600_000 + ((i * 7) % 5) * 60_000),
      ...(i % 3 === 2 ? { status: 'cancelled' as const } : {}),
    });
  },
});

describe('bidding rules (the API’s clock moved by the test)', () => {
  it('takes the starting price first, then the increment; never its own bid over; only while live', async () => {
    const start = Date.now() + 60_000;
    const auction = await buildAuction(db(), {
      starts_at: new Date(start),
      ends_at: new Date(start + 3_600_000),
    });
    const one = await dealer('Agencia Uno');
    const two = await dealer('Agencia Dos');

    at(start - 1_000);
    const early = await bid(one.client, auction.id, one.agency.id, 50_000);
    expect(early.status).toBe(409);
    expect(early.problem?.message).toBe('La subasta todavía no comienza.');

    at(start + 1_000);
    const low = await bid(one.client.en, auction.id, one.agency.id, 49_999);
    expect(low.status).toBe(422);
    expect(low.problem?.errors?.amount).toEqual(['The minimum bid is now MX$50,000.00.']);
    const first = await bid(one.client, auction.id, one.agency.id, 50_000);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Puja registrada.');
    expect(first.body.data.current_amount).toBe(50_000);

    const self = await bid(one.client, auction.id, one.agency.id, 60_000);
    expect(self.status).toBe(409);
    expect(self.problem?.message).toBe(
      'Tu agencia ya tiene la puja más alta: no puede superarse a sí misma.',
    );

    const short = await bid(two.client, auction.id, two.agency.id, 50_500);
    expect(short.status).toBe(422);
    expect(short.problem?.errors?.amount).toEqual(['La puja mínima ahora es de $51,000.00.']);
    expect((await bid(two.client, auction.id, two.agency.id, 51_000)).status).toBe(201);

    const seen = await one.client.get<{
      data: { bids: { mine: boolean; bidder_number: number }[]; leading: boolean };
    }>(`${LIVE}/${auction.id}`, { agency: one.agency.id });
    expect(seen.body.data.leading).toBe(false);
    expect(seen.body.data.bids.map((row) => [row.bidder_number, row.mine])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('Agencia Dos');
    // The list tells each dealership its own number, which the bids' realtime events name.
    const listed = async (who: typeof one) =>
      (
        await who.client.get<{
          data: { id: number; leading: boolean; my_bidder_number: number | null; bidders_count: number }[];
        }>(LIVE, { agency: who.agency.id })
      ).body.data.find((row) => row.id === auction.id);
    expect(await listed(one)).toMatchObject({ leading: false, my_bidder_number: 1, bidders_count: 2 });
    expect(await listed(two)).toMatchObject({ leading: true, my_bidder_number: 2, bidders_count: 2 });
    const three = await dealer('Agencia Tres');
    expect(await listed(three)).toMatchObject({ leading: false, my_bidder_number: null });

    at(start + 3_600_000);
    const after = await bid(one.client, auction.id, one.agency.id, 60_000);
    expect(after.status).toBe(409);
    expect(after.problem?.message).toBe('La subasta ya terminó: no se aceptan más pujas.');
  });

  it('extends the end by 2 minutes for a bid in the last 2 minutes, and tells every viewer', async () => {
    const end = Date.now() + 600_000;
    const auction = await buildAuction(db(), { ends_at: new Date(end) });
    const one = await dealer();
    const publish = vi.spyOn(t.context.realtime, 'publish');

    at(end - 180_000);
    const calm = await bid(one.client, auction.id, one.agency.id, 50_000);
    expect(Date.parse(calm.body.data.ends_at)).toBe(end);

    const two = await dealer();
    at(end - 90_000);
    const snipe = await bid(two.client, auction.id, two.agency.id, 51_000);
    expect(snipe.status).toBe(201);
    expect(snipe.body.message).toBe('Puja registrada. La subasta se extendió 2 minutos.');
    expect(Date.parse(snipe.body.data.ends_at)).toBe(end + 120_000);
    expect(publish).toHaveBeenLastCalledWith(
      auctionChannel(auction.id),
      AUCTION_EVENTS.bid,
      expect.objectContaining({
        extended: true,
        current_amount: 51_000,
        ends_at: new Date(end + 120_000).toISOString(),
        bidders_count: 2,
      }),
    );

    // The old end has passed, the new one has not: still open. The first bidder keeps its number.
    at(end + 30_000);
    expect((await bid(one.client, auction.id, one.agency.id, 52_000)).status).toBe(201);
    expect(publish).toHaveBeenLastCalledWith(
      auctionChannel(auction.id),
      AUCTION_EVENTS.bid,
      expect.objectContaining({ bid: expect.objectContaining({ bidder_number: 1 }), bidders_count: 2 }),
    );
  });

  it('serialises 50 dealers bidding at the same moment: each accepted bid beats the last, none is lost', async () => {
    const auction = await buildAuction(db());
    const bidders = await Promise.all(Array.from({ length: 50 }, (_, i) => dealer(`Postor ${i}`)));
    // Amounts in a shuffled order, some equal: many must be refused.
    const amounts = bidders.map((_, i) => 50_000 + ((i * 37) % 50) * 1_000 + (i % 3 === 0 ? 0 : 500));
    const answers = await Promise.all(
      bidders.map(({ client, agency }, i) => bid(client, auction.id, agency.id, amounts[i]!)),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect([409, 422]).toContain(answer.status);
      expect(answer.problem?.message.length).toBeGreaterThan(0);
    }
    const stored = await queryRows<{ amount_cents: number; agency_id: number }>(
      db(),
      sql`select amount_cents::float8 as amount_cents, agency_id from auction_bids where auction_id = ${auction.id} order by id`,
    );
    expect(stored).toHaveLength(accepted.length);
    for (let i = 1; i < stored.length; i++) {
      expect(stored[i]!.amount_cents).toBeGreaterThanOrEqual(stored[i - 1]!.amount_cents + 100_000);
      expect(stored[i]!.agency_id).not.toBe(stored[i - 1]!.agency_id);
    }
    const row = await queryRow<{ bids_count: number; current_cents: number }>(
      db(),
      sql`select bids_count, current_cents::float8 as current_cents from auctions where id = ${auction.id}`,
    );
    expect(row).toEqual({ bids_count: accepted.length, current_cents: stored.at(-1)!.amount_cents });
  }, 60_000);
});

describe('closing', () => {
  const leadsOf = (auctionId: number) =>
    queryRows<{ id: number; agency_id: number; phone: string; channel: string }>(
      db(),
      sql`select id, agency_id, phone, channel from leads where details->>'auction_id' = ${String(auctionId)}`,
    );

  it('gives the highest bid at or above the reserve a subastas lead, once, however many sweeps run', async () => {
    const end = Date.now() + 600_000;
    const auction = await buildAuction(db(), { ends_at: new Date(end), reserve_cents: toCents(51_000) });
    const one = await dealer('Perdedora');
    const two = await dealer('Ganadora');
    at(end - 300_000);
    await bid(one.client, auction.id, one.agency.id, 50_000);
    await bid(two.client, auction.id, two.agency.id, 51_000);

    const before = await closeDueAuctions(db(), new Date(end - 1), t.config.publicUrl);
    expect(before.filter((event) => event.auction_id === auction.id)).toEqual([]);
    const closeAt = new Date(end + 1_000);
    const runs = await Promise.all([
      closeDueAuctions(db(), closeAt, t.config.publicUrl),
      closeDueAuctions(db(), closeAt, t.config.publicUrl),
    ]);
    await closeDueAuctions(db(), closeAt, t.config.publicUrl);
    expect(runs.flat().filter((event) => event.auction_id === auction.id)).toHaveLength(1);

    const leads = await leadsOf(auction.id);
    expect(leads).toEqual([
      { id: expect.any(Number), agency_id: two.agency.id, phone: '+525512345678', channel: 'auctions' },
    ]);
    const stored = await queryRow<{ status: string; lead_id: number; winner_agency_id: number }>(
      db(),
      sql`select status, lead_id, winner_agency_id from auctions where id = ${auction.id}`,
    );
    expect(stored).toEqual({ status: 'sold', lead_id: leads[0]!.id, winner_agency_id: two.agency.id });

    // The winner finds it among its auction leads; the bidders and the seller were written to.
    at(closeAt);
    const winnerLeads = await two.client.get<{ data: { id: number }[] }>('/api/mi-vitrina/leads/auctions', {
      agency: two.agency.id,
    });
    expect(winnerLeads.body.data.map((lead) => lead.id)).toEqual([leads[0]!.id]);
    const mails = await queryRows<{ to: string; subject: string }>(
      db(),
      sql`select "to", subject from mail_outbox where subject like ${`%${auction.vehicle_title}%`} order by id`,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Ganaste la subasta: ${auction.vehicle_title}`,
        `Subasta cerrada: ${auction.vehicle_title}`,
        `Tu ${auction.vehicle_title} se vendió en subasta`,
      ]),
    );
    expect(mails).toHaveLength(3);
    const seen = await one.client.get<{ data: { state: string } }>(`${LIVE}/${auction.id}`, {
      agency: one.agency.id,
    });
    expect(seen.body.data.state).toBe('sold');
  });

  it('closes below the reserve as "sin venta", with no lead', async () => {
    const end = Date.now() + 600_000;
    const auction = await buildAuction(db(), { ends_at: new Date(end) });
    const one = await dealer();
    at(end - 300_000);
    await bid(one.client, auction.id, one.agency.id, 50_000);
    const closed = await closeDueAuctions(db(), new Date(end), t.config.publicUrl);
    expect(closed.find((event) => event.auction_id === auction.id)?.state).toBe('unsold');
    expect(await leadsOf(auction.id)).toEqual([]);
    at(end + 1);
    const row = (await as(t).on(auctionResource).one(auction.id)).body.data;
    expect(row.state).toBe('unsold');
  });
});
