/**
 * Closing auctions. A repeating job of the job engine (lib/jobs), one process at a time, sweeps the
 * open auctions whose end has come; each is closed exactly once: the sweep locks them with `FOR UPDATE SKIP LOCKED` (another process's sweep skips
 * what this one holds, and a bid waiting on the row lock finds it closed), and the write names
 * `status = 'open'`, so an auction a sweep already closed is never closed again. Everything the
 * close needs is in the database, so after a restart the next sweep closes what ended meanwhile.
 *
 * The highest bid at or above the reserve wins: its dealership gets a `subastas` lead with the
 * seller's contact (through the leads' one creation service), in the same transaction; the
 * winning bidder, the other bidders and the seller are e-mailed (the outbox, same transaction).
 * A highest bid below the reserve (or none) closes as "sin venta" (`unsold`).
 */
import {
  AUCTION_EVENTS,
  type AuctionClosedEvent,
  auctionChannel,
  auctionPath,
  LEAD_CHANNELS,
  type Locale,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { JobEngine } from '../../lib/jobs';
import type { Realtime } from '../../realtime/realtime';
import { createLead } from '../leads/public';
import { queueMail } from '../mail/public';
import { notify } from '../notifications/public';
import { loserMail, sellerMail, winnerMail } from './auctions.mail';

const BATCH = 20;
const asLocale = (value: string): Locale => (value === 'en' ? 'en' : 'es');
const AUCTION_LEADS_PATH = LEAD_CHANNELS.find((channel) => channel.key === 'auctions')!.path;

interface DueAuction {
  id: number;
  vehicle_title: string;
  seller_name: string;
  seller_phone: string;
  seller_email: string;
  reserve_cents: number;
  current_cents: number | null;
  current_agency_id: number | null;
}

interface Bidder {
  user_id: number;
  agency_id: number;
  name: string;
  email: string;
  locale: string;
}

/** Each user who bid, once, with the dealership of their latest bid. */
function biddersOf(tx: Tx, auctionId: number): Promise<Bidder[]> {
  return queryRows<Bidder>(
    tx,
    sql`select distinct on (b.user_id) b.user_id, b.agency_id, u.name, u.email, u.locale
        from auction_bids b join users u on u.id = b.user_id
        where b.auction_id = ${auctionId} and u.deleted_at is null
        order by b.user_id, b.id desc`,
  );
}

async function closeOne(tx: Tx, auction: DueAuction, now: Date, publicUrl: string) {
  const sold =
    auction.current_cents !== null &&
    auction.current_agency_id !== null &&
    auction.current_cents >= auction.reserve_cents;
  const amount = auction.current_cents === null ? null : auction.current_cents / 100;
  let leadId: number | null = null;
  if (sold) {
    const lead = await createLead(tx, {
      agency_id: auction.current_agency_id!,
      channel: 'auctions',
      name: auction.seller_name,
      phone: auction.seller_phone,
      ...(auction.seller_email ? { email: auction.seller_email } : {}),
      vehicle_title: auction.vehicle_title,
      details: { auction_id: auction.id, vehicle_title: auction.vehicle_title, bid_amount: amount },
      source: 'auction',
    });
    leadId = lead.id;
  }
  await tx.execute(
    sql`update auctions set status = ${sold ? 'sold' : 'unsold'},
          winner_agency_id = ${sold ? auction.current_agency_id : null}, lead_id = ${leadId},
          closed_at = ${now.toISOString()}::timestamptz, updated_at = now()
        where id = ${auction.id} and status = 'open'`,
  );
  const facts = { vehicle: auction.vehicle_title, amount, sold };
  const leadsUrl = `${publicUrl}${AUCTION_LEADS_PATH}`;
  for (const bidder of await biddersOf(tx, auction.id)) {
    const locale = asLocale(bidder.locale);
    const won = sold && bidder.agency_id === auction.current_agency_id;
    await queueMail(tx, {
      to: bidder.email,
      ...(won ? winnerMail(locale, bidder.name, facts, leadsUrl) : loserMail(locale, bidder.name, facts)),
    });
  }
  if (auction.seller_email) {
    await queueMail(tx, { to: auction.seller_email, ...sellerMail(auction.seller_name, facts) });
  }
  // Issue 39: the winning dealership's bidders, or every bidder of an auction with no winner, are
  // alerted (the close has e-mailed them already: the alert is not e-mailed again).
  const bidders = await biddersOf(tx, auction.id);
  await notify(tx, [
    {
      type: sold ? 'auction_won' : 'auction_unsold',
      userIds: bidders
        .filter((bidder) => !sold || bidder.agency_id === auction.current_agency_id)
        .map((bidder) => bidder.user_id),
      agencyId: sold ? auction.current_agency_id : null,
      params: { auction_id: auction.id, vehicle: auction.vehicle_title },
      link: auctionPath(auction.id),
      key: `auction:${auction.id}:closed`,
      by: null,
      emailed: true,
    },
  ]);
  const winner = sold
    ? await queryRows<{ n: number }>(
        tx,
        sql`select bidder_number as n from auction_bids
            where auction_id = ${auction.id} and agency_id = ${auction.current_agency_id} limit 1`,
      )
    : [];
  const event: AuctionClosedEvent = {
    auction_id: auction.id,
    state: sold ? 'sold' : 'unsold',
    current_amount: amount,
    winner_number: winner[0]?.n ?? null,
    server_now: now.toISOString(),
  };
  return event;
}

/** One batch in one transaction: the auctions it closed. */
async function closeBatch(db: Db, now: Date, publicUrl: string) {
  return db.transaction(async (tx) => {
    const due = await queryRows<DueAuction>(
      tx,
      sql`select id, vehicle_title, seller_name, seller_phone, seller_email,
            reserve_cents::float8 as reserve_cents, current_cents::float8 as current_cents, current_agency_id
          from auctions
          where status = 'open' and ends_at <= ${now.toISOString()}::timestamptz
          order by ends_at, id
          limit ${BATCH}
          for update skip locked`,
    );
    const closed: AuctionClosedEvent[] = [];
    for (const auction of due) closed.push(await closeOne(tx, auction, now, publicUrl));
    return closed;
  });
}

/**
 * Closes every auction ended by `now` (the job passes the time; tests pass their own clock) and
 * answers what it closed, once committed (the caller tells the viewers).
 */
export async function closeDueAuctions(db: Db, now: Date, publicUrl: string): Promise<AuctionClosedEvent[]> {
  const closed: AuctionClosedEvent[] = [];
  for (;;) {
    const batch = await closeBatch(db, now, publicUrl);
    closed.push(...batch);
    if (batch.length < BATCH) return closed;
  }
}

/**
 * The close sweep every AUCTION_CLOSE_SWEEP_MS, one process at a time, on the job engine (0: never —
 * tests that drive `closeDueAuctions` themselves); it tells each closed auction's viewers. A failure
 * is logged, and the next sweep tries again.
 */
export function defineAuctionJob(jobs: JobEngine, db: Db, context: AppContext, log: FastifyBaseLogger): void {
  const { config, clock, realtime } = context;
  if (config.auctionCloseSweepMs <= 0) return;
  jobs.define({
    name: 'auctions.close',
    every: config.auctionCloseSweepMs,
    expireSeconds: 120,
    async run() {
      const closed = await closeDueAuctions(db, clock.now(), config.publicUrl);
      for (const event of closed) publishClosed(realtime, event);
      if (closed.length > 0) log.info({ closed: closed.length }, 'auctions closed');
    },
  });
}

/** Every viewer of the auction hears its close. */
export function publishClosed(realtime: Realtime, event: AuctionClosedEvent): void {
  realtime.publish(auctionChannel(event.auction_id), AUCTION_EVENTS.closed, event);
}
