/**
 * Auctions' administration (`/api/mi-vitrina/auctions`): create and schedule, edit before the
 * start, cancel until closed, and the vehicle's photo gallery. Dealerships' routes are in
 * active-auctions.routes.ts; the close is auction-close.job.ts.
 */
import {
  AUCTION_EVENTS,
  type AuctionState,
  auctionChannel,
  auctionInput,
  auctionResource,
  type Locale,
  toCents,
  vehicleSearchText,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Tx } from '../../db/client';
import { auctions } from '../../db/schema';
import { createdColumn, EXPORT_HEADERS, type ExportColumn, idColumn } from '../../lib/export';
import { conflict, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { AUCTION_GALLERY, galleryRoutes } from '../../lib/photo-gallery';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { insertRow, lockRow, updateRow } from '../../lib/table-writes';
import { createRoute, updateRoute } from '../../lib/write-routes';
import { type CatalogEntry, findCatalogEntry, usableCatalogEntry } from '../catalogs/public';
import { type AuctionRow, auctionDetail, auctionSource, withCover } from './auctions.repository';

type Input = z.output<typeof auctionInput>;

const STATES: Record<AuctionState, Record<Locale, string>> = {
  scheduled: { es: 'Programada', en: 'Scheduled' },
  live: { es: 'En vivo', en: 'Live' },
  closing: { es: 'Cerrando', en: 'Closing' },
  sold: { es: 'Vendida', en: 'Sold' },
  unsold: { es: 'Sin venta', en: 'No sale' },
  cancelled: { es: 'Cancelada', en: 'Cancelled' },
};

const columnsFor = (locale: Locale): ExportColumn<AuctionRow>[] => [
  idColumn(),
  { header: { es: 'Vehículo', en: 'Vehicle' }, value: (row) => row.vehicle_title, width: 40 },
  { header: { es: 'VIN', en: 'VIN' }, value: (row) => row.vin, width: 20 },
  { header: { es: 'Vendedor', en: 'Seller' }, value: (row) => row.seller_name, width: 24 },
  { header: { es: 'Estado', en: 'State' }, value: (row) => STATES[row.state][locale], width: 14 },
  { header: { es: 'Inicio', en: 'Starts' }, value: (row) => new Date(row.starts_at), width: 20 },
  { header: { es: 'Cierre', en: 'Ends' }, value: (row) => new Date(row.ends_at), width: 20 },
  { header: { es: 'Reserva', en: 'Reserve' }, value: (row) => row.reserve_price, width: 14 },
  { header: { es: 'Puja más alta', en: 'Highest bid' }, value: (row) => row.current_amount, width: 14 },
  { header: { es: 'Pujas', en: 'Bids' }, value: (row) => row.bids_count, width: 8 },
  { header: { es: 'Ganadora', en: 'Winner' }, value: (row) => row.winner_agency_name ?? '', width: 24 },
  createdColumn(EXPORT_HEADERS.createdFeminine),
];

/** A start this far in the past still counts as "now" (the form's clock, the request's trip). */
const START_GRACE_MS = 5 * 60_000;

const toWrite = (input: Input, entry: CatalogEntry) => {
  const title = `${entry.brand_name} ${entry.model_name} ${entry.version_name} ${entry.year}`;
  return {
    catalog_year_id: entry.catalog_year_id,
    brand_id: entry.brand_id,
    model_id: entry.model_id,
    version_id: entry.version_id,
    year: entry.year,
    vehicle_title: title,
    search_text: vehicleSearchText([title, input.vin, input.seller_name]),
    vin: input.vin,
    mileage_km: input.mileage_km,
    condition_report: input.condition_report,
    seller_name: input.seller_name,
    seller_phone: input.seller_phone,
    seller_email: input.seller_email,
    reserve_cents: toCents(input.reserve_price),
    starting_cents: toCents(input.starting_price),
    increment_cents: toCents(input.min_increment),
    starts_at: new Date(input.starts_at),
    ends_at: new Date(input.ends_at),
  };
};

export const auctionsModule: Module = (app, context) => {
  const {
    database: { db },
    storage,
    config,
    clock,
    realtime,
  } = context;
  const kit = resourceKit(app, auctionResource, { db, tag: 'auctions' });
  const cover = withCover(storage.publicBase);
  const find = (tx: Tx, id: number) => auctionDetail(tx, id, clock.now(), storage.publicBase);
  const lock = (tx: Tx, { id }: { id: number }) => lockRow(tx, auctions, id);

  /** The catalog year exists and is active (a kept one stays usable) and the start is not past. */
  async function checked(tx: Tx, input: Input, kept?: number) {
    const entry = await findCatalogEntry(tx, input.catalog_year_id);
    if (!usableCatalogEntry(entry, kept))
      throw invalid({ catalog_year_id: ['auctions.catalog_year_inactive'] });
    if (Date.parse(input.starts_at) < clock.now().getTime() - START_GRACE_MS) {
      throw invalid({ starts_at: ['auctions.starts_in_past'] });
    }
    return entry;
  }

  listRoute(kit, {
    summary: 'Auctions of every state, with their highest bid and winner; filter by state',
    source: ({ state }) => auctionSource({ state }, clock.now()),
    toItem: (row: AuctionRow) => cover(row),
  });
  exportRoute(kit, {
    summary: 'Auctions as XLSX or CSV, with the list’s filters',
    source: ({ state }) => auctionSource({ state }, clock.now()),
    columns: columnsFor,
    filename: { es: 'subastas', en: 'auctions' },
  });
  oneRoute(kit, {
    summary: 'One auction with its photos and every bid (with the dealerships’ names)',
    find: ({ id }) => auctionDetail(db, id, clock.now(), storage.publicBase),
  });

  createRoute(kit, {
    summary: 'Create and schedule an auction (its photos are uploaded afterwards)',
    entity: 'auction',
    body: auctionInput,
    insert: async (tx, input, _params, request) => {
      const entry = await checked(tx, input);
      return insertRow(tx, auctions, { ...toWrite(input, entry), created_by: request.principal?.id ?? null });
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Edit an auction before it starts',
    entity: 'auction',
    body: auctionInput,
    lock,
    update: async (tx, before, input) => {
      if (before.status !== 'open') throw conflict('auctions.already_closed');
      if (new Date(before.starts_at).getTime() <= clock.now().getTime())
        throw conflict('auctions.already_started');
      const entry = await checked(tx, input, before.catalog_year_id);
      return updateRow(tx, auctions, before.id, toWrite(input, entry));
    },
    find,
  });

  updateRoute(kit, {
    summary: 'Cancel an auction that has not closed; its viewers are told at once',
    entity: 'auction',
    verb: { path: 'cancel', action: 'cancel', method: 'POST' },
    lock,
    audited: (row) => ({ status: row.status }),
    update: async (tx, before) => {
      if (before.status !== 'open') throw conflict('auctions.already_closed');
      return updateRow(tx, auctions, before.id, { status: 'cancelled', closed_at: clock.now() });
    },
    find,
    message: (locale) => translate(locale, 'auctions.cancelled'),
    // Its viewers hear it once it is there: a client that reloads then finds it cancelled.
    afterCommit: (cancelled) =>
      realtime.publish(auctionChannel(cancelled.id), AUCTION_EVENTS.changed, {
        auction_id: cancelled.id,
        state: 'cancelled',
        server_now: cancelled.closed_at!.toISOString(),
      }),
  });

  galleryRoutes(app, {
    kind: AUCTION_GALLERY,
    url: routeUrl(auctionResource, '/:id'),
    config: accessFor(kit, 'update'),
    tag: kit.tag,
    db,
    storage,
    limits: config.uploads,
  });
};
