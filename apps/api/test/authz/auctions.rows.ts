import { auctionResource, liveAuctionResource, PHOTO_PATHS } from '@vitrina/shared';
import { buildAuction, buildCatalogYear, validVin } from '../factories';
import { fileUpload } from '../image-fixtures';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { type Expectation, onlyFor, type Row, type RowSet } from './rows';

const ADMIN = `/api${auctionResource.api}`;
const LIVE = `/api${liveAuctionResource.api}`;
const MISSING = 987_654;

const o = {
  scheduled: 0,
  live: 0,
  catalogYear: 0,
  doomed: {} as Partial<Record<PrincipalName, number>>,
  /** A live auction per principal and dealership, so each bid is that dealership's first. */
  bidOn: {} as Partial<Record<`${PrincipalName}${'A' | 'B'}`, number>>,
};

const staff = (ok: number) => onlyFor(['superadmin', 'admin'], ok);
/** Dealership A's readers: administrators, and A's Gerente and Asesor (A is Premium: it has `view auctions`). */
const readersOfA = (ok: number): Expectation => onlyFor(['superadmin', 'admin', 'gerenteA', 'asesorA'], ok);

const input = () => ({
  seller_name: 'Vendedor particular',
  seller_phone: '5512345678',
  catalog_year_id: o.catalogYear,
  vin: validVin(2024),
  mileage_km: 30_000,
  condition_report: 'Excelente estado.',
  reserve_price: 150_000,
  starting_price: 100_000,
  min_increment: 1_000,
  starts_at: new Date(Date.now() + 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
});

const notAnImage = fileUpload('esto no es una foto', 'foto.jpg', 'image/jpeg');

const rows: Row[] = [
  ...crudRows(auctionResource, {
    noun: { one: 'auction', many: 'auctions' },
    only: ['list', 'export', 'one', 'create', 'update'],
    id: () => o.scheduled,
    doomed: () => o.scheduled,
    create: () => input(),
    update: () => input(),
    query: { export: () => ({ format: 'csv' }) },
  }),
  {
    route: `POST ${ADMIN}/:id/cancel`,
    title: 'cancel an auction',
    request: (_w, who) => ({ method: 'POST', url: `${ADMIN}/${o.doomed[who] ?? MISSING}/cancel` }),
    expect: staff(200),
  },
  {
    route: `POST ${ADMIN}/:id${PHOTO_PATHS.upload}`,
    title: 'upload an auction photo (not an image)',
    request: () => ({
      method: 'POST',
      url: `${ADMIN}/${o.live}${PHOTO_PATHS.upload}`,
      payload: notAnImage.payload,
      headers: notAnImage.headers,
    }),
    expect: staff(422),
  },
  {
    route: `PUT ${ADMIN}/:id${PHOTO_PATHS.order}`,
    title: 'reorder auction photos naming one it does not have',
    request: () => ({
      method: 'PUT',
      url: `${ADMIN}/${o.live}${PHOTO_PATHS.order}`,
      payload: { ids: [MISSING] },
    }),
    expect: staff(422),
  },
  {
    route: `PUT ${ADMIN}/:id/photos/:photo_id/cover`,
    title: 'make a photo the auction does not have its cover',
    request: () => ({ method: 'PUT', url: `${ADMIN}/${o.live}/photos/${MISSING}/cover` }),
    expect: staff(404),
  },
  {
    route: `DELETE ${ADMIN}/:id/photos/:photo_id`,
    title: 'delete a photo the auction does not have',
    request: () => ({ method: 'DELETE', url: `${ADMIN}/${o.live}/photos/${MISSING}` }),
    expect: staff(404),
  },
  {
    route: `GET ${LIVE}`,
    title: 'live auctions for agency A',
    request: (w) => ({ method: 'GET', url: `${LIVE}?agency=${w.agencyA.id}` }),
    expect: readersOfA(200),
  },
  {
    route: `GET ${LIVE}`,
    title: 'live auctions for agency B',
    request: (w) => ({ method: 'GET', url: `${LIVE}?agency=${w.agencyB.id}` }),
    expect: staff(200),
  },
  {
    route: `GET ${LIVE}/:id`,
    title: 'one live auction for agency A',
    request: (w) => ({ method: 'GET', url: `${LIVE}/${o.live}?agency=${w.agencyA.id}` }),
    expect: readersOfA(200),
  },
  ...(['A', 'B'] as const).map(
    (side): Row => ({
      route: `POST ${LIVE}/:id/bids`,
      title: `bid for agency ${side}`,
      request: (w, who) => ({
        method: 'POST',
        url: `${LIVE}/${o.bidOn[`${who}${side}`] ?? o.live}/bids`,
        payload: { agency_id: side === 'A' ? w.agencyA.id : w.agencyB.id, amount: 60_000 },
      }),
      // The Asesor holds no `create auction bid`; Gerente A is not B's.
      expect: onlyFor(side === 'A' ? ['superadmin', 'admin', 'gerenteA'] : ['superadmin', 'admin'], 201),
    }),
  ),
];

export const auctionRows: RowSet = {
  name: 'auctions',
  async setup(t) {
    const db = t.context.database.db;
    o.catalogYear = (await buildCatalogYear(db, { year: 2024 })).id;
    o.scheduled = (
      await buildAuction(db, {
        starts_at: new Date(Date.now() + 86_400_000),
        ends_at: new Date(Date.now() + 2 * 86_400_000),
      })
    ).id;
    o.live = (await buildAuction(db)).id;
    for (const who of ['superadmin', 'admin'] as const) o.doomed[who] = (await buildAuction(db)).id;
    for (const who of ['superadmin', 'admin', 'gerenteA'] as const) {
      for (const side of ['A', 'B'] as const) o.bidOn[`${who}${side}`] = (await buildAuction(db)).id;
    }
  },
  rows,
};
