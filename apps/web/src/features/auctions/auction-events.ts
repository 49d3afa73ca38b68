/** What an auction's realtime events change on the screens that show it (the list and one auction). */
import type { AuctionBidEvent, LiveAuction } from '@vitrina/shared';

/**
 * The auction after an accepted bid, ours or another dealership's (the event names the bidder by
 * number). An event no newer than what is shown (the answer to our own bid, or a late delivery)
 * changes nothing: bids are counted in the order they were accepted.
 */
export function afterBid<A extends LiveAuction>(auction: A, event: AuctionBidEvent): A {
  if (event.bids_count <= auction.bids_count) return auction;
  return {
    ...auction,
    current_amount: event.current_amount,
    next_minimum: event.next_minimum,
    bids_count: event.bids_count,
    bidders_count: event.bidders_count,
    ends_at: event.ends_at,
    leading: auction.my_bidder_number !== null && event.bid.bidder_number === auction.my_bidder_number,
  };
}

/**
 * Whether the bid may be our dealership's first, placed elsewhere (another tab, a colleague): a
 * new bidder joined while we have no number yet. Its number cannot tell (events never name a
 * dealership), so the screen reads the auction again; that happens once per new bidder, not per bid.
 */
export function mayBeOurFirstBid(auction: LiveAuction, event: AuctionBidEvent): boolean {
  return (
    auction.my_bidder_number === null &&
    event.bids_count > auction.bids_count &&
    event.bidders_count > auction.bidders_count
  );
}
