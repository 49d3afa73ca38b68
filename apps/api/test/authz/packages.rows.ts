import { packageResource, promotionResource } from '@vitrina/shared';
import { buildPackage, buildPromotion, dayFromToday } from '../factories';
import type { PrincipalName, World } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import { dealershipUsers, type Expectation, type Row, type RowSet, signedIn } from './rows';

const M = '/api/mi-vitrina';
/** Dealership calls: linked users of A reach A; nobody else's agency; no agency at all is refused. */
const linkedToA: Expectation = { ...dealershipUsers(200), noAgency: 403 };
const onlyStaffForB: Expectation = { ...signedIn(403), superadmin: 200, admin: 200 };

const o = {
  pkg: 0,
  promotion: 0,
  doomed: { pkg: {}, promotion: {} } as Record<'pkg' | 'promotion', Partial<Record<PrincipalName, number>>>,
};
const doomed = (kind: 'pkg' | 'promotion', who: PrincipalName) => o.doomed[kind][who] ?? 987654;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function row(
  method: Method,
  pattern: string,
  title: string,
  expect: Expectation,
  url: (world: World, who: PrincipalName) => string,
  payload?: (world: World, who: PrincipalName) => object,
): Row {
  return {
    route: `${method} ${M}${pattern}`,
    title,
    request: (world, who) => ({
      method,
      url: `${M}${url(world, who)}`,
      ...(payload ? { payload: payload(world, who) } : {}),
    }),
    expect,
  };
}

const pkg = (name: string) => ({
  name,
  description: '',
  monthly_price: 2500,
  used_vehicle_limit: 20,
  new_vehicle_limit: 0,
  permissions: ['view used vehicles'],
});
const promotion = (name: string, agencyIds: number[]) => ({
  name,
  type: 'used',
  discount_kind: 'percent',
  discount: 5,
  starts_on: dayFromToday(-1),
  ends_on: dayFromToday(5),
  agency_ids: agencyIds,
});

const rows: Row[] = [
  // Packages
  row(
    'GET',
    '/packages/options',
    'package picker (agency forms)',
    dealershipUsers(200),
    () => '/packages/options',
  ),
  // By default only platform staff hold the package and promotion permissions.
  ...crudRows(packageResource, {
    noun: { one: 'package', many: 'packages' },
    id: () => o.pkg,
    doomed: (who) => doomed('pkg', who),
    create: (who) => pkg(`Paquete ${who}`),
    update: () => pkg('Paquete matriz'),
    query: { export: () => ({ format: 'csv' }) },
  }),
  // Promotions: the spec §7 calls, scoped to the user's agencies
  row('GET', '/promotions', 'active promotions (bare array) of my agencies', linkedToA, () => '/promotions'),
  row(
    'GET',
    '/promotions',
    'active promotions of agency B',
    onlyStaffForB,
    (w) => `/promotions?agency=${w.agencyB.id}`,
  ),
  row(
    'GET',
    '/promotions/agency-promotion/:agency',
    'promotions in force for agency A',
    linkedToA,
    (w) => `/promotions/agency-promotion/${w.agencyA.id}`,
  ),
  row(
    'GET',
    '/promotions/agency-promotion/:agency',
    'promotions in force for agency B',
    onlyStaffForB,
    (w) => `/promotions/agency-promotion/${w.agencyB.id}`,
  ),
  row(
    'GET',
    '/promotions/agency-promotion/:agency/:type',
    'used promotions in force for agency A',
    linkedToA,
    (w) => `/promotions/agency-promotion/${w.agencyA.id}/used`,
  ),
  row(
    'GET',
    '/promotions/agency-promotion/:agency/:type',
    'new promotions in force for agency B',
    onlyStaffForB,
    (w) => `/promotions/agency-promotion/${w.agencyB.id}/new`,
  ),
  row(
    'GET',
    '/promotions/type/:type',
    'new promotions in force for my agencies',
    linkedToA,
    () => '/promotions/type/new',
  ),
  row(
    'GET',
    '/promotions/type/:type',
    'used promotions in force for agency B',
    onlyStaffForB,
    (w) => `/promotions/type/used?agency=${w.agencyB.id}`,
  ),
  // Promotions: administration. The paged list is `promotions/list` (`GET promotions` is the picker above).
  row(
    'GET',
    '/promotions/list',
    'promotions list',
    expectationFor(promotionResource, 'list'),
    () => '/promotions/list?type=used&active=true',
  ),
  ...crudRows(promotionResource, {
    noun: { one: 'promotion', many: 'promotions' },
    titles: { create: 'create a promotion for agency B' },
    only: ['export', 'create', 'one', 'update', 'delete'],
    id: () => o.promotion,
    doomed: (who) => doomed('promotion', who),
    create: (who, w) => promotion(`Promoción ${who}`, [w.agencyB.id]),
    update: (_, w) => promotion('Promoción matriz', [w.agencyA.id]),
    query: { export: () => ({ format: 'csv' }) },
  }),
];

export const packageRows: RowSet = {
  name: 'packages and promotions',
  async setup(t, world) {
    const db = t.context.database.db;
    o.pkg = (await buildPackage(db, { name: 'Paquete matriz' })).id;
    o.promotion = (await buildPromotion(db, { name: 'Promoción matriz', agencyIds: [world.agencyA.id] })).id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.pkg[who] = (await buildPackage(db)).id;
      o.doomed.promotion[who] = (await buildPromotion(db, { agencyIds: [world.agencyB.id] })).id;
    }
  },
  rows,
};
