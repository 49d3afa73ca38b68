import { agencyResource } from '@vitrina/shared';
import { agencyPayload, buildAgency } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import { type Row, type RowSet, signedIn } from './rows';

const AGENCIES = apiPath(agencyResource);

/** Filled in by setup: one deletable agency per administrator. */
const o = { doomed: {} as Partial<Record<PrincipalName, number>> };

// Agency administration is platform staff's by default: Gerente and Asesor hold none of its permissions.
const rows: Row[] = [
  ...crudRows(agencyResource, {
    noun: { one: 'agency', many: 'agencies' },
    titles: {
      one: 'one agency (A)',
      update: 'edit an agency (A)',
      delete: 'delete an agency without users',
    },
    query: { list: () => ({ page: 1, limit: 25, sort: 'name|asc' }), export: () => ({ format: 'csv' }) },
    id: (world) => world.agencyA.id,
    doomed: (who, world) => o.doomed[who] ?? world.agencyB.id,
    create: (who) => agencyPayload({ name: `Agencia nueva ${who}` }),
    // Only the name, which it already has: absent fields keep their value, so the rows after these see A and B unchanged.
    update: () => ({ name: 'Agencia A' }),
  }),
  {
    route: `GET ${AGENCIES}`,
    title: 'agencies list narrowed to agency B',
    request: (world) => ({ method: 'GET', url: `${AGENCIES}?agency=${world.agencyB.id}` }),
    expect: expectationFor(agencyResource, 'list'),
  },
  {
    route: `GET ${AGENCIES}/all-agencies-actives`,
    title: 'agency picker (each user gets their own)',
    request: () => ({ method: 'GET', url: `${AGENCIES}/all-agencies-actives` }),
    expect: signedIn(200),
  },
  {
    route: `GET ${AGENCIES}/all-active-bodies`,
    title: 'body type picker',
    request: () => ({ method: 'GET', url: `${AGENCIES}/all-active-bodies` }),
    expect: signedIn(200),
  },
  {
    route: `GET ${AGENCIES}/:id`,
    title: 'one agency (B)',
    request: (world) => ({ method: 'GET', url: `${AGENCIES}/${world.agencyB.id}` }),
    expect: expectationFor(agencyResource, 'one'),
  },
  {
    route: `PUT ${AGENCIES}/:id`,
    title: 'edit an agency (B)',
    request: (world) => ({
      method: 'PUT',
      url: `${AGENCIES}/${world.agencyB.id}`,
      payload: { name: 'Agencia B' },
    }),
    expect: expectationFor(agencyResource, 'update'),
  },
  // What only administrators set on an agency: no principal of the cast may edit agencies without
  // being one, so agencies.test.ts shows the rules' refusals (a Gerente granted the permission).
  {
    route: `POST ${AGENCIES}`,
    title: 'create an agency with its membership suspended (an administrators-only field)',
    request: (_world, who) => ({
      method: 'POST',
      url: AGENCIES,
      payload: agencyPayload({ name: `Agencia suspendida ${who}`, membership_status: 'Suspendido' }),
    }),
    expect: expectationFor(agencyResource, 'create'),
    rules: ['agencies.admin-only-fields', 'agencies.own-sets'],
  },
  {
    route: `PUT ${AGENCIES}/:id`,
    title: 'give agency B a WhatsApp account (an administrators-only field)',
    request: (world) => ({
      method: 'PUT',
      url: `${AGENCIES}/${world.agencyB.id}`,
      payload: { name: 'Agencia B', waba_id: '1234567890' },
    }),
    expect: expectationFor(agencyResource, 'update'),
    rules: ['agencies.admin-only-fields', 'agencies.own-sets'],
  },
  {
    route: `DELETE ${AGENCIES}/:id`,
    title: 'delete agency A (refused: it has active users)',
    request: (world) => ({ method: 'DELETE', url: `${AGENCIES}/${world.agencyA.id}` }),
    expect: expectationFor(agencyResource, 'delete', 409),
  },
];

export const agencyRows: RowSet = {
  name: 'agencies',
  async setup(t) {
    const db = t.context.database.db;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed[who] = (await buildAgency(db, { name: `Agencia por borrar ${who}` })).id;
    }
  },
  rows,
};
