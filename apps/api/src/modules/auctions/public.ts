/**
 * The auctions module's public entry: the app starts the close job; tests and the bench drive
 * the close and the bids through the same functions the routes and the job use.
 */

export { closeDueAuctions, defineAuctionJob, publishClosed } from './auction-close.job';
export { seedDemoAuctions } from './auctions.seed';
export { placeBid } from './bids';
