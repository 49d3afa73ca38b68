import { BUYER_ALERTS_INGESTION_PATH, buyerAlertResource } from '@vitrina/shared';
import { buildBuyerAlert, buildUsedVehicle, buildVehicleCatalog } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName, World } from '../principals';
import { expectationFor } from './crud-rows';
import { all, type Expectation, type Row, type RowSet } from './rows';

const FIND_CARS = apiPath(buyerAlertResource);
/** The marketplace's key the matrix's app is configured with (authz-matrix.test.ts). */
export const MATRIX_MARKETPLACE_KEY = 'authz-matrix-marketplace-key-0123456789';

/** Filled in by setup: one alert, and a matching vehicle per principal in A and in B (each offered once). */
const o = {
  alert: 0,
  brand: 0,
  vehicles: { A: {}, B: {} } as Record<'A' | 'B', Partial<Record<PrincipalName, number>>>,
};

const list = expectationFor(buyerAlertResource, 'list');
const offer: Expectation = { ...list, superadmin: 201, admin: 201, gerenteA: 201, asesorA: 201 };
const inB = (base: Expectation): Expectation => ({ ...base, gerenteA: 403, asesorA: 403 });

const offerRow = (target: 'A' | 'B'): Row => ({
  route: `POST ${FIND_CARS}/:id/offers`,
  title: `offer a vehicle of agency ${target} to a buyer alert`,
  request: (world, who) => ({
    method: 'POST',
    url: `${FIND_CARS}/${o.alert}/offers?agency=${target === 'A' ? world.agencyA.id : world.agencyB.id}`,
    payload: { kind: 'used', vehicle_id: o.vehicles[target][who] ?? o.vehicles[target].superadmin },
  }),
  expect: target === 'A' ? offer : inB(offer),
});

const ingest = (title: string, key: string, status: number): Row => ({
  route: `POST ${BUYER_ALERTS_INGESTION_PATH}`,
  title,
  request: (_world, who) => ({
    method: 'POST',
    url: BUYER_ALERTS_INGESTION_PATH,
    headers: key ? { 'x-api-key': key } : {},
    payload: {
      external_id: `authz-${who}`,
      name: 'Comprador',
      email: 'comprador@example.com',
      brand_id: o.brand,
    },
  }),
  expect: all(status),
});

export const buyerAlertRows: RowSet = {
  name: 'buyer alerts',
  async setup(t, world: World) {
    const db = t.context.database.db;
    const catalog = await buildVehicleCatalog(db, { brand: 'Marca alertas authz' });
    o.brand = catalog.brand_id;
    o.alert = (await buildBuyerAlert(db, { brand_id: catalog.brand_id })).id;
    for (const who of ['superadmin', 'admin', 'gerenteA', 'asesorA'] as const) {
      o.vehicles.A[who] = (await buildUsedVehicle(db, { agencyId: world.agencyA.id, catalog })).id;
      o.vehicles.B[who] = (await buildUsedVehicle(db, { agencyId: world.agencyB.id, catalog })).id;
    }
  },
  rows: [
    {
      route: `GET ${FIND_CARS}`,
      title: "buyer alerts matching agency A's inventory",
      request: (world) => ({ method: 'GET', url: `${FIND_CARS}?agency=${world.agencyA.id}` }),
      expect: list,
    },
    {
      route: `GET ${FIND_CARS}`,
      title: "buyer alerts matching agency B's inventory",
      request: (world) => ({ method: 'GET', url: `${FIND_CARS}?agency=${world.agencyB.id}` }),
      expect: inB(list),
    },
    offerRow('A'),
    offerRow('B'),
    // The marketplace's credential, never a session or a dealership's key: the same for everyone.
    ingest('send a buyer alert without the platform key (a session is not one)', '', 401),
    ingest('send a buyer alert with another key', 'vtr_not-the-marketplace-key', 401),
    ingest('send a buyer alert with the platform key', MATRIX_MARKETPLACE_KEY, 201),
  ],
};
