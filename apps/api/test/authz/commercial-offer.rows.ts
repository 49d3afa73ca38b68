import { COMMERCIAL_OFFERS, upgradeRequestResource } from '@vitrina/shared';
import { buildPackage, buildUpgradeRequest } from '../factories';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { onlyFor, type Row, type RowSet } from './rows';

const REQUESTS = `/api${upgradeRequestResource.api}`;

/** A package per principal, so each one's request is new (a repeated one is a 409). */
const o = { request: 0, packages: {} as Partial<Record<PrincipalName, number>> };

/** Administrators, and the Gerente of A (Premium has both offers); an Asesor lacks the permissions. */
const readers = (ok: number) => onlyFor(['superadmin', 'admin', 'gerenteA'], ok);

const rows: Row[] = (['used', 'new'] as const).flatMap((type): Row[] => {
  const url = `/api${COMMERCIAL_OFFERS[type].api}`;
  return [
    {
      route: `GET ${url}`,
      title: `${type} vehicles’ offer for agency A`,
      request: (w) => ({ method: 'GET', url: `${url}?agency=${w.agencyA.id}` }),
      expect: readers(200),
    },
    {
      route: `GET ${url}`,
      title: `${type} vehicles’ offer for agency B`,
      request: (w) => ({ method: 'GET', url: `${url}?agency=${w.agencyB.id}` }),
      expect: onlyFor(['superadmin', 'admin'], 200),
    },
    {
      route: `POST ${url}/upgrade-requests`,
      title: `request a package from the ${type} vehicles’ offer for agency A`,
      request: (w, who) => ({
        method: 'POST',
        url: `${url}/upgrade-requests`,
        payload: { agency_id: w.agencyA.id, package_id: o.packages[who] ?? o.packages.superadmin },
      }),
      expect: readers(201),
    },
    {
      route: `POST ${url}/upgrade-requests`,
      title: `request a package from the ${type} vehicles’ offer for agency B`,
      request: (w, who) => ({
        method: 'POST',
        url: `${url}/upgrade-requests`,
        payload: { agency_id: w.agencyB.id, package_id: o.packages[who] ?? o.packages.superadmin },
      }),
      // Administrators may ask on a dealership's behalf; Gerente A is not B's.
      expect: { ...readers(201), gerenteA: 403 },
    },
  ];
});

rows.push(
  ...crudRows(upgradeRequestResource, {
    noun: { one: 'upgrade request', many: 'upgrade requests' },
    only: ['list', 'export', 'one'],
    id: () => o.request,
    doomed: () => o.request,
    create: () => ({}),
    update: () => ({}),
    query: { list: () => ({ status: 'pending' }), export: () => ({ format: 'csv', type: 'used' }) },
  }),
  {
    route: `POST ${REQUESTS}/:id/handle`,
    title: 'mark an upgrade request handled',
    request: () => ({ method: 'POST', url: `${REQUESTS}/${o.request}/handle` }),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
);

export const commercialOfferRows: RowSet = {
  name: 'commercial offer',
  async setup(t, world) {
    const db = t.context.database.db;
    o.request = (await buildUpgradeRequest(db, { agencyId: world.agencyA.id })).id;
    for (const who of ['superadmin', 'admin', 'gerenteA'] as const) {
      o.packages[who] = (await buildPackage(db, { name: `Paquete oferta ${who}` })).id;
    }
  },
  rows,
};
