import { ROLES } from '@vitrina/shared';
import { buildUser } from '../factories';
import type { PrincipalName, World } from '../principals';
import { type Expectation, onlyFor, type Row, type RowSet, signedIn } from './rows';

const USERS = '/api/mi-vitrina/users';
const MANAGERS = '/api/mi-vitrina/managers';

/** Accounts made in setup, so no row touches the principals themselves. */
const o = {
  asesorA: { id: 0, email: '' },
  asesorB: { id: 0, email: '' },
  toggleA: 0,
  toggleB: 0,
  managerA: { id: 0, email: '' },
  managerB: { id: 0, email: '' },
  toggleManagerA: 0,
  toggleManagerB: 0,
};

type Method = 'GET' | 'POST' | 'PUT';
type Side = 'A' | 'B';

/**
 * Users administration: platform staff reach every account; gerenteA (read/create/update users)
 * reaches the accounts of dealership A, and answers 404 for those of B; asesorA holds no users
 * permission; noAgency, a Gerente without dealerships, sees no account at all.
 */
const users = (ok: number, side: Side | null): Expectation => ({
  ...signedIn(403),
  superadmin: ok,
  admin: ok,
  gerenteA: side === 'B' ? 404 : ok,
  noAgency: side === null ? 403 : 404,
});
/** `/managers` needs the managers permissions: platform staff only. */
const staff = (ok: number) => onlyFor(['superadmin', 'admin'], ok);

function row(
  method: Method,
  route: string,
  title: string,
  url: (world: World, who: PrincipalName) => string,
  expect: Expectation,
  payload?: (world: World, who: PrincipalName) => object,
): Row {
  return {
    route: `${method} ${route}`,
    title,
    request: (world, who) => ({
      method,
      url: url(world, who),
      ...(payload ? { payload: payload(world, who) } : {}),
    }),
    expect,
  };
}

const agencyOf = (world: World, side: Side) => (side === 'A' ? world.agencyA.id : world.agencyB.id);
const newAccount = (role: string | null, side: Side) => (world: World, who: PrincipalName) => ({
  name: `Nueva cuenta ${who}`,
  email: `authz-${role ?? 'gerente'}-${side}-${who}@example.mx`.toLowerCase(),
  ...(role ? { role } : {}),
  agency_ids: [agencyOf(world, side)],
  password: 'Segura-2026',
});
const sameAccount =
  (account: () => { email: string }, role: string | null, side: Side) => (world: World) => ({
    name: 'Cuenta editada',
    email: account().email,
    ...(role ? { role } : {}),
    agency_ids: [agencyOf(world, side)],
  });

function screenRows(base: string, screen: 'users' | 'managers'): Row[] {
  const isUsers = screen === 'users';
  const expect = (ok: number, side: Side | null) => (isUsers ? users(ok, side) : staff(ok));
  const account = (side: Side) =>
    isUsers ? (side === 'A' ? o.asesorA : o.asesorB) : side === 'A' ? o.managerA : o.managerB;
  const toggle = (side: Side) =>
    isUsers ? (side === 'A' ? o.toggleA : o.toggleB) : side === 'A' ? o.toggleManagerA : o.toggleManagerB;
  const role = isUsers ? 'Asesor' : null;
  const sides: Side[] = ['A', 'B'];

  return [
    row('GET', base, `${screen} list`, () => base, expect(200, null)),
    row(
      'GET',
      base,
      `${screen} list of dealership B`,
      (world) => `${base}?agency=${world.agencyB.id}`,
      isUsers ? { ...users(200, null), gerenteA: 403 } : staff(200),
    ),
    row('GET', `${base}/export`, `${screen} export`, () => `${base}/export?format=csv`, expect(200, null)),
    ...sides.flatMap((side) => [
      row(
        'GET',
        `${base}/:id`,
        `one account of ${side}`,
        () => `${base}/${account(side).id}`,
        expect(200, side),
      ),
      row(
        'POST',
        base,
        `create an account in ${side}`,
        () => base,
        isUsers ? { ...users(201, side), gerenteA: side === 'A' ? 201 : 403, noAgency: 403 } : staff(201),
        newAccount(role, side),
      ),
      row(
        'PUT',
        `${base}/:id`,
        `edit an account of ${side}`,
        () => `${base}/${account(side).id}`,
        expect(200, side),
        sameAccount(() => account(side), role, side),
      ),
      row(
        'POST',
        `${base}/:id/deactivate`,
        `deactivate an account of ${side}`,
        () => `${base}/${toggle(side)}/deactivate`,
        expect(200, side),
      ),
      row(
        'POST',
        `${base}/:id/reactivate`,
        `reactivate an account of ${side}`,
        () => `${base}/${toggle(side)}/reactivate`,
        expect(200, side),
      ),
      row(
        'POST',
        `${base}/:id/password-reset`,
        `send a reset e-mail to an account of ${side}`,
        () => `${base}/${account(side).id}/password-reset`,
        expect(200, side),
      ),
    ]),
  ];
}

const rows: Row[] = [
  ...screenRows(USERS, 'users'),
  row('GET', `${USERS}/role-options`, 'assignable roles', () => `${USERS}/role-options`, {
    ...users(200, null),
    noAgency: 200,
    // Their own data (scope user): which roles they could assign, harmless while suspended.
    suspended: 200,
  }),
  ...screenRows(MANAGERS, 'managers'),
];

export const userRows: RowSet = {
  name: 'users and managers',
  async setup({ context }, world) {
    const db = context.database.db;
    const A = [world.agencyA.id];
    const B = [world.agencyB.id];
    o.asesorA = await buildUser(db, { role: ROLES.advisor, agencyIds: A });
    o.asesorB = await buildUser(db, { role: ROLES.advisor, agencyIds: B });
    o.toggleA = (await buildUser(db, { role: ROLES.advisor, agencyIds: A })).id;
    o.toggleB = (await buildUser(db, { role: ROLES.advisor, agencyIds: B })).id;
    o.managerA = await buildUser(db, { role: ROLES.manager, agencyIds: A });
    o.managerB = await buildUser(db, { role: ROLES.manager, agencyIds: B });
    o.toggleManagerA = (await buildUser(db, { role: ROLES.manager, agencyIds: A })).id;
    o.toggleManagerB = (await buildUser(db, { role: ROLES.manager, agencyIds: B })).id;
  },
  rows,
};
