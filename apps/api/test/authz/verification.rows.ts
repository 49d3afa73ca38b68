import { verificationResource } from '@vitrina/shared';
import { buildVerification } from '../factories';
import { apiPath } from '../kits/resource-client';
import { crudRows, expectationFor } from './crud-rows';
import type { Row, RowSet } from './rows';

const URL = apiPath(verificationResource);

/** Filled in by setup: a verification of dealership A and one of B (no provider: retry is always allowed). */
const o = { a: 0, b: 0 };

/**
 * AutoCheck: the history is read with `read verification` (Gerente and Asesor), a verification and
 * its retry need `create verification` (Gerente); both need an active membership. B's rows answer
 * 404 to A's users, and a create naming B is refused by the scope.
 */
const rows: Row[] = [
  ...crudRows(verificationResource, {
    noun: { one: 'verification', many: 'verifications' },
    only: ['list', 'export', 'create', 'one'],
    id: () => o.a,
    doomed: () => o.a,
    create: (_who, world) => ({ agency_id: world.agencyA.id, kind: 'vin', value: '3N1AB7AP0KY123456' }),
    update: () => ({}),
    query: { export: () => ({ format: 'csv' }) },
  }),
  {
    route: `GET ${URL}/provider`,
    title: 'whether the report provider is configured',
    request: (world) => ({ method: 'GET', url: `${URL}/provider?agency=${world.agencyA.id}` }),
    expect: expectationFor(verificationResource, 'list', 200),
  },
  {
    route: `POST ${URL}/:id/retry`,
    title: 'retry the report of a verification (A)',
    request: () => ({ method: 'POST', url: `${URL}/${o.a}/retry` }),
    // The row's own dealership is the scope: without dealerships it is not found.
    expect: { ...expectationFor(verificationResource, 'create', 200), noAgency: 404 },
  },
  {
    route: `POST ${URL}/:id/retry`,
    title: 'retry the report of a verification (B)',
    request: () => ({ method: 'POST', url: `${URL}/${o.b}/retry` }),
    expect: { ...expectationFor(verificationResource, 'create', 200), gerenteA: 404, noAgency: 404 },
  },
  {
    route: `GET ${URL}/:id`,
    title: 'one verification (B)',
    request: () => ({ method: 'GET', url: `${URL}/${o.b}` }),
    expect: { ...expectationFor(verificationResource, 'one'), gerenteA: 404, asesorA: 404 },
  },
  {
    route: `POST ${URL}`,
    title: 'verify for dealership B',
    request: (world) => ({
      method: 'POST',
      url: URL,
      payload: { agency_id: world.agencyB.id, kind: 'vin', value: '3N1AB7AP0KY123456' },
    }),
    expect: { ...expectationFor(verificationResource, 'create'), gerenteA: 403 },
  },
];

export const verificationRows: RowSet = {
  name: 'verification',
  async setup(t, world) {
    const db = t.context.database.db;
    o.a = (await buildVerification(db, { agencyId: world.agencyA.id, providerStatus: 'not_configured' })).id;
    o.b = (await buildVerification(db, { agencyId: world.agencyB.id, providerStatus: 'not_configured' })).id;
  },
  rows,
};
