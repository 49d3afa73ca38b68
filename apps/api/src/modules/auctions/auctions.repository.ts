/**
 * Auctions' reads: the administrators' list and record, and what a dealership sees (the live
 * auctions, one auction with its anonymised bid history). Every read takes the instant it is
 * made at (`now`), so the state (scheduled, live, closing) and `server_now` come from one clock,
 * which the tests control.
 */
import {
  AUCTION_BID_HISTORY,
  type AuctionState,
  auctionResource,
  type LiveAuctionDetail,
  liveAuctionResource,
  type SortField,
} from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, queryRow, queryRows } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { AUCTION_GALLERY, galleryPhotos } from '../../lib/photo-gallery';
import { catalogNames, searchTextMatches } from '../catalogs/public';

const pesos = (column: SQL) => sql`(${column}::float8 / 100)`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The state shown: the stored decision, or where the clock stands between start and end. */
export const stateOf = (now: Date) => sql`(case when a.status <> 'open' then a.status
  when ${at(now)} < a.starts_at then 'scheduled'
  when ${at(now)} < a.ends_at then 'live' else 'closing' end)`;

function stateFilter(state: AuctionState | undefined, now: Date): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'scheduled':
      return sql`a.status = 'open' and a.starts_at > ${at(now)}`;
    case 'live':
      return sql`a.status = 'open' and a.starts_at <= ${at(now)} and a.ends_at > ${at(now)}`;
    case 'closing':
      return sql`a.status = 'open' and a.ends_at <= ${at(now)}`;
    default:
      return sql`a.status = ${state}`;
  }
}

const vehicleColumns = (now: Date) => sql`a.id, a.vehicle_title, ${catalogNames('a')}, a.mileage_km,
  a.cover_path, a.photos_count, a.starts_at, a.ends_at,
  ${stateOf(now)} as state, ${pesos(sql`a.current_cents`)} as current_amount,
  ${pesos(sql`coalesce(a.current_cents + a.increment_cents, a.starting_cents)`)} as next_minimum,
  ${pesos(sql`a.increment_cents`)} as min_increment, a.bids_count,
  ${at(now)} as server_now`;

export interface AuctionRow {
  id: number;
  vehicle_title: string;
  brand_name: string;
  model_name: string;
  version_name: string;
  catalog_year_id: number;
  brand_id: number;
  model_id: number;
  version_id: number;
  year: number;
  mileage_km: number;
  cover_path: string | null;
  photos_count: number;
  starts_at: string;
  ends_at: string;
  state: AuctionState;
  current_amount: number | null;
  next_minimum: number;
  min_increment: number;
  bids_count: number;
  server_now: string;
  vin: string;
  seller_name: string;
  seller_phone: string;
  seller_email: string;
  condition_report: string;
  reserve_price: number;
  starting_price: number;
  winner_agency_name: string | null;
  lead_id: number | null;
  created_at: string;
}

export function auctionSource(
  filters: { state?: AuctionState | undefined },
  now: Date,
): ListSource<SortField<typeof auctionResource>> {
  return {
    select: sql`${vehicleColumns(now)}, a.vin, a.seller_name, a.seller_phone, a.seller_email,
      a.condition_report, ${pesos(sql`a.reserve_cents`)} as reserve_price,
      ${pesos(sql`a.starting_cents`)} as starting_price,
      (select name from agencies where id = a.winner_agency_id) as winner_agency_name, a.lead_id,
      a.created_at`,
    from: sql`auctions a`,
    where: [stateFilter(filters.state, now)],
    sortable: {
      starts_at: sql`a.starts_at`,
      ends_at: sql`a.ends_at`,
      vehicle_title: sql`a.vehicle_title`,
      created_at: sql`a.created_at`,
    },
    defaultSort: auctionResource.defaultSort,
    tiebreaker: sql`a.id`,
    search: [searchTextMatches('a')],
  };
}

export async function findAuction(db: Db | Tx, id: number, now: Date): Promise<AuctionRow | undefined> {
  const source = auctionSource({}, now);
  return queryRow<AuctionRow>(db, sql`select ${source.select} from ${source.from} where a.id = ${id}`);
}

export const withCover =
  (publicBase: string) =>
  <Row extends { cover_path: string | null }>(row: Row) => {
    const { cover_path, ...rest } = row;
    return { ...rest, cover: imageUrls(cover_path, publicBase) };
  };

interface BidRow {
  id: number;
  agency_id: number;
  agency_name: string;
  amount: number;
  bidder_number: number;
  placed_at: string;
}

/** The auction's latest bids, newest first. */
export function auctionBids(db: Db | Tx, auctionId: number): Promise<BidRow[]> {
  return queryRows<BidRow>(
    db,
    sql`select b.id, b.agency_id, g.name as agency_name, ${pesos(sql`b.amount_cents`)} as amount,
          b.bidder_number, b.created_at as placed_at
        from auction_bids b join agencies g on g.id = b.agency_id
        where b.auction_id = ${auctionId} order by b.id desc limit ${AUCTION_BID_HISTORY}`,
  );
}

/** The administrators' record: the row, its photos and every bid with its dealership's name. */
export async function auctionDetail(db: Db | Tx, id: number, now: Date, publicBase: string) {
  const row = await findAuction(db, id, now);
  if (!row) return undefined;
  const [photos, bids] = [
    await galleryPhotos(db, AUCTION_GALLERY, id, publicBase),
    await auctionBids(db, id),
  ];
  return {
    ...withCover(publicBase)(row),
    photos,
    bids: bids.map(({ agency_id, ...bid }) => ({ ...bid, mine: false })),
  };
}

// What dealerships see ------------------------------------------------------------------------

export interface LiveAuctionRow {
  id: number;
  vehicle_title: string;
  brand_name: string;
  model_name: string;
  version_name: string;
  year: number;
  mileage_km: number;
  cover_path: string | null;
  photos_count: number;
  starts_at: string;
  ends_at: string;
  state: AuctionState;
  current_amount: number | null;
  next_minimum: number;
  min_increment: number;
  bids_count: number;
  server_now: string;
  leading: boolean;
  my_bidder_number: number | null;
  bidders_count: number;
}

/**
 * What a dealership sees of auction `a` besides the vehicle: how many dealerships have bid, and
 * what is the asking dealerships' own (null or none: nothing is) — whether the highest bid is
 * theirs, and their bidder number (also when their bids are older than the history shown).
 */
function biddersColumns(agencyIds: readonly number[] | null): SQL {
  const bidders = sql`(select coalesce(max(b.bidder_number), 0) from auction_bids b where b.auction_id = a.id)::int
    as bidders_count`;
  if (agencyIds === null || agencyIds.length === 0)
    return sql`false as leading, null::int as my_bidder_number, ${bidders}`;
  const ids = intArray(agencyIds);
  return sql`coalesce(a.current_agency_id = any(${ids}), false) as leading,
    (select b.bidder_number from auction_bids b where b.auction_id = a.id and b.agency_id = any(${ids}) limit 1)
      as my_bidder_number, ${bidders}`;
}

/**
 * The auctions a dealership may bid on now: open, started, not yet closed (an ended one stays
 * until the close job decides it, as "closing"). `agencyIds`: the asking dealerships, for `leading`.
 */
export function liveAuctionSource(
  agencyIds: readonly number[] | null,
  now: Date,
): ListSource<SortField<typeof liveAuctionResource>> {
  return {
    select: sql`${vehicleColumns(now)}, ${biddersColumns(agencyIds)}`,
    from: sql`auctions a`,
    where: [sql`a.status = 'open' and a.starts_at <= ${at(now)}`],
    sortable: { ends_at: sql`a.ends_at`, vehicle_title: sql`a.vehicle_title` },
    defaultSort: liveAuctionResource.defaultSort,
    tiebreaker: sql`a.id`,
    search: [searchTextMatches('a')],
  };
}

/**
 * One auction as a dealership sees it: also a closed one (the page stays open at the close), but
 * never one not yet started or cancelled before starting. Bids show the dealership's number only.
 */
export async function liveAuctionDetail(
  db: Db | Tx,
  id: number,
  agencyIds: readonly number[] | null,
  now: Date,
  publicBase: string,
): Promise<LiveAuctionDetail | undefined> {
  const row = await queryRow<
    LiveAuctionRow & { vin: string; condition_report: string; reserve_met: boolean }
  >(
    db,
    sql`select ${vehicleColumns(now)}, ${biddersColumns(agencyIds)}, a.vin, a.condition_report,
          coalesce(a.current_cents >= a.reserve_cents, false) as reserve_met
        from auctions a where a.id = ${id} and a.starts_at <= ${at(now)}`,
  );
  if (!row) return undefined;
  const photos = await galleryPhotos(db, AUCTION_GALLERY, id, publicBase);
  const bids = await auctionBids(db, id);
  const mine = (agencyId: number) => agencyIds?.includes(agencyId) ?? false;
  const { brand_name, model_name, version_name, ...rest } = withCover(publicBase)(row);
  return {
    ...rest,
    brand_name,
    model_name,
    version_name,
    photos,
    bids: bids.map((bid) => ({
      id: bid.id,
      amount: bid.amount,
      bidder_number: bid.bidder_number,
      mine: mine(bid.agency_id),
      placed_at: bid.placed_at,
    })),
  };
}
