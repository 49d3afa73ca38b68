/**
 * Active auctions (`/subastas-activas`): vehicles offered by private sellers, which
 * administrators create and schedule, and dealerships with the `view auctions` package bid on
 * while they are live. Money crosses the API in pesos and is stored in centavos; instants are ISO
 * strings with their offset. The server's clock decides everything: each answer carries
 * `server_now`, and the browser keeps its offset from it for the countdown.
 */
import { z } from 'zod';
import { recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { imageUrls, pesos } from './catalogs';
import { vehiclePhoto, vinSchema } from './inventory';
import { phoneSchema } from './leads';

/** A bid placed this close to the end moves the end later by AUCTION_EXTENSION_MS (anti-sniping). */
export const AUCTION_SNIPING_WINDOW_MS = 2 * 60_000;
export const AUCTION_EXTENSION_MS = 2 * 60_000;
/** How many of the latest bids an auction's page shows (`bids_count` says how many there are). */
export const AUCTION_BID_HISTORY = 50;
/** The minimum increment a new auction proposes (each auction sets its own). */
export const AUCTION_DEFAULT_INCREMENT = 1000;
/**
 * The realtime channel of one auction: private, signed at `/broadcasting/auth` for whom may read
 * the auction over HTTP (its events carry only what every bidder sees, but only bidders see it).
 */
export const AUCTION_CHANNEL_PREFIX = 'private-auction.';
export const auctionChannel = (id: number) => `${AUCTION_CHANNEL_PREFIX}${id}`;
export const AUCTION_EVENTS = {
  bid: 'AuctionBid',
  closed: 'AuctionClosed',
  changed: 'AuctionChanged',
} as const;

/**
 * What is stored: `open` until the close job decides `sold` or `unsold` ("sin venta"), or an
 * administrator cancels it. What is shown adds the clock: `scheduled` before the start, `live`
 * until the end, `closing` between the end and the job's close.
 */
export const AUCTION_STATES = ['scheduled', 'live', 'closing', 'sold', 'unsold', 'cancelled'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];

const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);

export const auctionInput = z
  .object({
    seller_name: text(120).min(1),
    seller_phone: phoneSchema,
    seller_email: z.union([z.literal(''), z.email().max(160)]).default(''),
    /** The catalog year: it names the brand, model, version and year. */
    catalog_year_id: recordIdSchema,
    vin: vinSchema,
    mileage_km: z.number().int().min(0).max(2_000_000),
    condition_report: text(5000).min(1),
    /** The lowest bid that sells; bids below it close the auction "sin venta". */
    reserve_price: pesos.positive(),
    /** The first bid's minimum. */
    starting_price: pesos.positive(),
    min_increment: pesos.positive().default(AUCTION_DEFAULT_INCREMENT),
    starts_at: instant,
    ends_at: instant,
  })
  .superRefine((value, context) => {
    if (Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'auctions.ends_before_starts' });
    }
  });
export type AuctionInput = z.input<typeof auctionInput>;

const vehicleFields = {
  id: z.number().int(),
  vehicle_title: z.string(),
  brand_name: z.string(),
  model_name: z.string(),
  version_name: z.string(),
  year: z.number().int(),
  mileage_km: z.number().int(),
  cover: imageUrls,
  photos_count: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(AUCTION_STATES),
  /** The highest bid so far (null before the first). */
  current_amount: z.number().nullable(),
  /** The lowest bid accepted next: the starting price, then the current plus the increment. */
  next_minimum: z.number(),
  min_increment: z.number(),
  bids_count: z.number().int(),
  /** The server's clock when it answered: the countdown's reference. */
  server_now: z.string(),
};

/** A row of the administrators' list. */
export const auction = z.object({
  ...vehicleFields,
  brand_id: z.number().int(),
  model_id: z.number().int(),
  version_id: z.number().int(),
  catalog_year_id: z.number().int(),
  vin: z.string(),
  seller_name: z.string(),
  seller_phone: z.string(),
  seller_email: z.string(),
  condition_report: z.string(),
  reserve_price: z.number(),
  starting_price: z.number(),
  winner_agency_name: z.string().nullable(),
  lead_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Auction = z.infer<typeof auction>;

/** A bid as every bidder sees it: the dealership is a number in the order they joined, never a name. */
export const auctionBid = z.object({
  id: z.number().int(),
  amount: z.number(),
  bidder_number: z.number().int(),
  /** The asking dealership's own bid. */
  mine: z.boolean(),
  placed_at: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBid>;

export const auctionDetail = auction.extend({
  photos: z.array(vehiclePhoto),
  bids: z.array(auctionBid.extend({ agency_name: z.string() })),
});

export const auctionResource = defineResource({
  name: 'auctions',
  api: '/mi-vitrina/auctions',
  screens: {
    list: '/subastas-activas/admin',
    create: '/subastas-activas/admin/nueva',
    edit: '/subastas-activas/admin/:id',
  },
  owner: 'platform',
  permissions: {
    read: 'read auctions',
    create: 'create auctions',
    update: 'update auctions',
    cancel: 'cancel auctions',
  },
  sortable: ['starts_at', 'ends_at', 'vehicle_title', 'created_at'],
  defaultSort: { field: 'starts_at', direction: 'desc' },
  search: ['vehicle_title', 'vin', 'seller_name'],
  filters: { state: z.enum(AUCTION_STATES).optional() },
  schemas: { item: auction, detail: auctionDetail, input: auctionInput },
});

// What dealerships see ----------------------------------------------------------------------

export const liveAuction = z.object({
  ...vehicleFields,
  /** The asking dealership holds the highest bid. */
  leading: z.boolean(),
  /**
   * The asking dealership's number among the bidders (null until it bids): a bid event names its
   * bidder by number, so a screen tells from it whether the new highest bid is its own.
   */
  my_bidder_number: z.number().int().nullable(),
  /** How many dealerships have bid (numbers go to bidders in the order they joined). */
  bidders_count: z.number().int(),
});
export type LiveAuction = z.infer<typeof liveAuction>;

export const liveAuctionDetail = liveAuction.extend({
  vin: z.string(),
  condition_report: z.string(),
  /** Whether the highest bid reaches the reserve (the reserve itself stays the seller's). */
  reserve_met: z.boolean(),
  photos: z.array(vehiclePhoto),
  bids: z.array(auctionBid),
});
export type LiveAuctionDetail = z.infer<typeof liveAuctionDetail>;

export const liveAuctionResource = defineResource({
  name: 'active-auctions',
  api: '/mi-vitrina/active-auctions',
  screens: { list: '/subastas-activas', detail: '/subastas-activas/:id' },
  owner: 'agency',
  permissions: { read: 'read active-auctions', bid: 'create auction bid' },
  packagePermission: 'view auctions',
  sortable: ['ends_at', 'vehicle_title'],
  search: ['vehicle_title'],
  schemas: { item: liveAuction, detail: liveAuctionDetail },
});

export const bidInput = z.object({ agency_id: recordIdSchema, amount: pesos.positive() });
export type BidInput = z.input<typeof bidInput>;
export const bidAnswer = z.object({ message: z.string(), data: liveAuctionDetail });

/** The realtime event of an accepted bid: what changed for every viewer. */
export interface AuctionBidEvent {
  auction_id: number;
  bid: Omit<AuctionBid, 'mine'>;
  current_amount: number;
  next_minimum: number;
  bids_count: number;
  /** How many dealerships have bid, this one included. */
  bidders_count: number;
  /** Whether the highest bid now reaches the reserve (as every viewer's page says). */
  reserve_met: boolean;
  ends_at: string;
  extended: boolean;
  server_now: string;
}

export interface AuctionClosedEvent {
  auction_id: number;
  state: AuctionState;
  current_amount: number | null;
  /** The winner's bidder number (null: no sale). */
  winner_number: number | null;
  server_now: string;
}

/** The web app's path of one active auction (what an auction's alert links to). */
export const auctionPath = (id: number): string => `/subastas-activas/${id}`;
