/**
 * Placing a bid. Every bid of an auction takes the auction's row lock (`select … for update`) in
 * its own transaction, so bids are serialised whichever process receives them: each one is checked
 * against the highest bid the previous one left, and an accepted bid is strictly higher than the
 * last. The rules, in the order a bidder is told about them:
 * - not before the start, not after the end (nor once closed or cancelled);
 * - a dealership holding the highest bid cannot outbid itself;
 * - at least the starting price, then the current bid plus the auction's increment;
 * - a bid less than AUCTION_SNIPING_WINDOW_MS before the end moves the end AUCTION_EXTENSION_MS later.
 */
import {
  AUCTION_EXTENSION_MS,
  AUCTION_SNIPING_WINDOW_MS,
  type AuctionBidEvent,
  auctionPath,
  type Locale,
  toCents,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { notify } from '../notifications/public';

/** Pesos as the bidder reads them (es-MX: "$125,000.00"). */
const money = (pesos: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US', { style: 'currency', currency: 'MXN' }).format(
    pesos,
  );

interface LockedAuction {
  id: number;
  status: string;
  /** Milliseconds since the epoch. */
  starts_at: number;
  ends_at: number;
  starting_cents: number;
  increment_cents: number;
  reserve_cents: number;
  current_cents: number | null;
  current_agency_id: number | null;
  bids_count: number;
  vehicle_title: string;
}

export function lockAuction(tx: Tx, id: number): Promise<LockedAuction | undefined> {
  return queryRow<LockedAuction>(
    tx,
    sql`select id, status, (extract(epoch from starts_at) * 1000)::float8 as starts_at,
          (extract(epoch from ends_at) * 1000)::float8 as ends_at, starting_cents::float8 as starting_cents,
          increment_cents::float8 as increment_cents, reserve_cents::float8 as reserve_cents,
          current_cents::float8 as current_cents,
          current_agency_id, bids_count, vehicle_title
        from auctions where id = ${id} for update`,
  );
}

export interface BidRequest {
  auctionId: number;
  agencyId: number;
  userId: number | null;
  amount: number;
  now: Date;
  locale: Locale;
}

export interface PlacedBid {
  event: AuctionBidEvent;
  extended: boolean;
}

/** Checks and records one bid in its own transaction; a refusal is an HttpError naming the reason. */
export async function placeBid(db: Db, bid: BidRequest): Promise<PlacedBid> {
  return db.transaction(async (tx) => {
    const auction = await lockAuction(tx, bid.auctionId);
    if (!auction || (auction.status === 'cancelled' && auction.starts_at > bid.now.getTime()))
      throw notFound();
    if (auction.status === 'open' && bid.now.getTime() < auction.starts_at)
      throw conflict('auctions.not_started');
    if (auction.status !== 'open' || bid.now.getTime() >= auction.ends_at) throw conflict('auctions.ended');
    if (auction.current_agency_id === bid.agencyId) throw conflict('auctions.own_bid');
    const minimum =
      auction.current_cents === null
        ? auction.starting_cents
        : auction.current_cents + auction.increment_cents;
    const cents = toCents(bid.amount);
    if (cents < minimum) {
      throw new HttpError(
        422,
        'auctions.bid_too_low',
        { minimum: money(minimum / 100, bid.locale) },
        { amount: ['auctions.bid_too_low'] },
      );
    }
    const extended = auction.ends_at - bid.now.getTime() < AUCTION_SNIPING_WINDOW_MS;
    const endsAt = new Date(auction.ends_at + (extended ? AUCTION_EXTENSION_MS : 0));
    const placedAt = bid.now.toISOString();
    // A dealership keeps its number; a new one takes the next (so the highest is how many have bid).
    const inserted = await queryRow<{ id: number; bidder_number: number; bidders_count: number }>(
      tx,
      sql`with prior as (
            select coalesce(max(bidder_number), 0) as top,
                   max(bidder_number) filter (where agency_id = ${bid.agencyId}) as own
              from auction_bids where auction_id = ${auction.id}
          ), placed as (
            insert into auction_bids (auction_id, agency_id, user_id, amount_cents, bidder_number, created_at)
            select ${auction.id}, ${bid.agencyId}, ${bid.userId}, ${cents}, coalesce(own, top + 1), ${placedAt}::timestamptz
              from prior
            returning id, bidder_number
          )
          select placed.id, placed.bidder_number, greatest(prior.top, placed.bidder_number)::int as bidders_count
            from placed, prior`,
    );
    await tx.execute(
      sql`update auctions set current_cents = ${cents}, current_agency_id = ${bid.agencyId},
            bids_count = bids_count + 1, ends_at = ${endsAt.toISOString()}::timestamptz, updated_at = now()
          where id = ${auction.id}`,
    );
    // Issue 39: whoever bid for the dealership that held the highest bid learns it was outbid.
    if (auction.current_agency_id !== null) {
      const outbid = await queryRows<{ user_id: number }>(
        tx,
        sql`select distinct user_id from auction_bids
             where auction_id = ${auction.id} and agency_id = ${auction.current_agency_id}`,
      );
      await notify(tx, [
        {
          type: 'auction_outbid',
          userIds: outbid.map((row) => row.user_id),
          agencyId: auction.current_agency_id,
          params: { auction_id: auction.id, vehicle: auction.vehicle_title },
          link: auctionPath(auction.id),
          key: `auction:${auction.id}:bid:${inserted!.id}`,
          by: bid.userId,
        },
      ]);
    }
    return {
      extended,
      event: {
        auction_id: auction.id,
        bid: {
          id: inserted!.id,
          amount: cents / 100,
          bidder_number: inserted!.bidder_number,
          placed_at: placedAt,
        },
        current_amount: cents / 100,
        next_minimum: (cents + auction.increment_cents) / 100,
        bids_count: auction.bids_count + 1,
        bidders_count: inserted!.bidders_count,
        reserve_met: cents >= auction.reserve_cents,
        ends_at: endsAt.toISOString(),
        extended,
        server_now: placedAt,
      },
    };
  });
}
