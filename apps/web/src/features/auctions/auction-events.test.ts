import type { AuctionBidEvent, LiveAuction } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { afterBid, mayBeOurFirstBid } from './auction-events';

const auction: LiveAuction = {
  id: 7,
  vehicle_title: 'Mazda 3 Sedán i Sport 2021',
  brand_name: 'Mazda',
  model_name: '3 Sedán',
  version_name: 'i Sport',
  year: 2021,
  mileage_km: 35_000,
  cover: null,
  photos_count: 0,
  starts_at: '2026-11-28T18:00:00.000Z',
  ends_at: '2026-11-28T19:00:00.000Z',
  state: 'live',
  current_amount: 100_000,
  next_minimum: 101_000,
  min_increment: 1_000,
  bids_count: 1,
  server_now: '2026-11-28T18:30:00.000Z',
  leading: true,
  my_bidder_number: 1,
  bidders_count: 1,
};

const bid = (
  bidder: number,
  count: number,
  amount: number,
  bidders = Math.max(bidder, 1),
): AuctionBidEvent => ({
  auction_id: 7,
  bid: { id: 100 + count, amount, bidder_number: bidder, placed_at: '2026-11-28T18:59:00.000Z' },
  current_amount: amount,
  next_minimum: amount + 1_000,
  bids_count: count,
  bidders_count: bidders,
  reserve_met: true,
  ends_at: '2026-11-28T19:01:00.000Z',
  extended: true,
  server_now: '2026-11-28T18:59:00.000Z',
});

describe('an auction after a bid event', () => {
  it('takes another dealership’s higher bid, the later end, and is no longer leading', () => {
    expect(afterBid(auction, bid(2, 2, 101_000))).toMatchObject({
      current_amount: 101_000,
      next_minimum: 102_000,
      bids_count: 2,
      ends_at: '2026-11-28T19:01:00.000Z',
      leading: false,
    });
  });

  it('is leading after its own bid, and not before it ever bid', () => {
    expect(afterBid({ ...auction, leading: false }, bid(1, 2, 101_000)).leading).toBe(true);
    expect(afterBid({ ...auction, my_bidder_number: null, leading: false }, bid(1, 2, 101_000)).leading).toBe(
      false,
    );
  });

  it('ignores an event no newer than what it shows (a late or repeated delivery)', () => {
    const later = afterBid(auction, bid(2, 3, 102_000));
    expect(afterBid(later, bid(1, 2, 101_000))).toBe(later);
    expect(afterBid(later, bid(2, 3, 102_000))).toBe(later);
  });

  it('reads the auction again only when a new bidder joins before we have a number', () => {
    const watching = { ...auction, leading: false, my_bidder_number: null, bidders_count: 1 };
    expect(mayBeOurFirstBid(watching, bid(2, 2, 101_000, 2))).toBe(true);
    expect(mayBeOurFirstBid(watching, bid(1, 2, 101_000, 1))).toBe(false);
    expect(mayBeOurFirstBid(auction, bid(2, 2, 101_000, 2))).toBe(false);
    expect(mayBeOurFirstBid(watching, bid(2, 1, 100_000, 2))).toBe(false);
  });
});
