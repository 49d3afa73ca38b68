import { managerResource, ROLES, userResource } from '@vitrina/shared';
import { buildUser } from '../factories';
import { apiPath } from '../kits/resource-client';
import type { PrincipalName, World } from '../principals';
import { crudRows, expectationFor } from './crud-rows';
import { type Expectation, type Row, type RowSet, showing, signedIn } from './rows';

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
  /** Gerentes of A, whom gerenteA may not change (a Gerente manages lower roles only). */
  peer: { id: 0, email: '' },
  peerToggle: 0,
  peerReset: 0,
};

type Side = 'A' | 'B';
type Screen = typeof userResource | typeof managerResource;

/**
 * Users administration: platform staff reach every account; gerenteA (read/create/update users)
 * reaches the accounts of dealership A, and answers 404 for those of B; asesorA holds no users
 * permission; noAgency, a Gerente without dealerships, sees no account at all. `/managers` needs
 * the managers permissions: platform staff only. Both follow their definitions (crudRows); an
 * account of B is the one difference, for gerenteA alone.
 */
function expectation(def: Screen, action: 'one' | 'create' | 'update', side: Side): Expectation {
  const derived = expectationFor(def, action);
  if (def !== userResource || side === 'A') return derived;
  return { ...derived, gerenteA: action === 'create' ? 403 : 404 };
}

const agencyOf = (world: World, side: Side) => (side === 'A' ? world.agencyA.id : world.agencyB.id);
const newAccount = (role: string | null, side: Side) => (who: PrincipalName, world: World) => ({
  name: `Nueva cuenta ${who}`,
  email: `authz-${role ?? 'gerente'}-${side}-${who}@example.mx`.toLowerCase(),
  ...(role ? { role } : {}),
  agency_ids: [agencyOf(world, side)],
  password: 'Segura-2026',
});
const sameAccount =
  (account: () => { email: string }, role: string | null, side: Side) =>
  (_: PrincipalName, world: World) => ({
    name: 'Cuenta editada',
    email: account().email,
    ...(role ? { role } : {}),
    agency_ids: [agencyOf(world, side)],
  });

/** Deactivate, reactivate and the reset e-mail: the screen's update permission, on one account. */
function actionRow(def: Screen, verb: string, title: string, id: () => number, side: Side): Row {
  const base = apiPath(def);
  return {
    route: `POST ${base}/:id/${verb}`,
    title: `${title} ${side}`,
    request: () => ({ method: 'POST', url: `${base}/${id()}/${verb}` }),
    expect: expectation(def, 'update', side),
  };
}

function screenRows(def: Screen): Row[] {
  const isUsers = def === userResource;
  const screen = def.name;
  const account = (side: Side) =>
    isUsers ? (side === 'A' ? o.asesorA : o.asesorB) : side === 'A' ? o.managerA : o.managerB;
  const toggle = (side: Side) =>
    isUsers ? (side === 'A' ? o.toggleA : o.toggleB) : side === 'A' ? o.toggleManagerA : o.toggleManagerB;
  const role = isUsers ? 'Asesor' : null;
  const sides: Side[] = ['A', 'B'];

  const side = (which: Side) => ({
    titles: {
      one: `one account of ${which}`,
      create: `create an account in ${which}`,
      update: `edit an account of ${which}`,
    },
    id: () => account(which).id,
    // Accounts are deactivated, never deleted: no delete row.
    doomed: () => 0,
    create: newAccount(role, which),
    update: sameAccount(() => account(which), role, which),
  });

  return [
    ...crudRows(def, {
      noun: { one: 'account', many: screen },
      only: ['list', 'export', 'create', 'one', 'update'],
      query: { export: () => ({ format: 'csv' }) },
      ...side('A'),
    }),
    {
      route: `GET ${apiPath(def)}`,
      title: `${screen} list of dealership B`,
      request: (world) => ({ method: 'GET', url: `${apiPath(def)}?agency=${world.agencyB.id}` }),
      expect: isUsers ? { ...expectationFor(def, 'list'), gerenteA: 403 } : expectationFor(def, 'list'),
    },
    ...crudRows(def, {
      noun: { one: 'account', many: screen },
      only: ['create', 'one', 'update'],
      ...side('B'),
      expect: {
        one: expectation(def, 'one', 'B'),
        create: expectation(def, 'create', 'B'),
        update: expectation(def, 'update', 'B'),
      },
    }).map((row) =>
      // On /users, gerenteA's 403 and 404 for B are the screen's rules.
      !isUsers || row.route.startsWith('GET')
        ? row
        : { ...row, rules: [row.route.startsWith('POST') ? 'users.may-create' : 'users.visible-account'] },
    ),
    ...sides.flatMap((which) =>
      (isUsers && which === 'B'
        ? (rows: Row[]) => showing(['users.visible-account'], rows)
        : (rows: Row[]) => rows)([
        actionRow(def, 'deactivate', 'deactivate an account of', () => toggle(which), which),
        actionRow(def, 'reactivate', 'reactivate an account of', () => toggle(which), which),
        actionRow(
          def,
          'password-reset',
          'send a reset e-mail to an account of',
          () => account(which).id,
          which,
        ),
      ]),
    ),
    ...(isUsers ? peerRows() : []),
  ];
}

/** On /users, what gerenteA may not do to a fellow Gerente of A (403), which platform staff may. */
function peerRows(): Row[] {
  const base = apiPath(userResource);
  const refused = (action: 'create' | 'update') => ({
    ...expectationFor(userResource, action),
    gerenteA: 403,
  });
  const action = (verb: string, title: string, id: () => number, rule: string): Row => ({
    ...actionRow(userResource, verb, title, id, 'A'),
    expect: refused('update'),
    rules: [rule],
  });
  return [
    {
      route: `POST ${base}`,
      title: 'create an Administrador in A: a Gerente gives lower roles only',
      request: (world, who) => ({
        method: 'POST',
        url: base,
        payload: newAccount(ROLES.admin, 'A')(who, world),
      }),
      expect: refused('create'),
      rules: ['users.may-create'],
    },
    {
      route: `PUT ${base}/:id`,
      title: 'edit a fellow Gerente of A: a Gerente manages lower roles only',
      request: (world, who) => ({
        method: 'PUT',
        url: `${base}/${o.peer.id}`,
        payload: sameAccount(() => o.peer, ROLES.manager, 'A')(who, world),
      }),
      expect: refused('update'),
      rules: ['users.may-update'],
    },
    action('deactivate', 'deactivate a fellow Gerente of', () => o.peerToggle, 'users.may-deactivate'),
    action('reactivate', 'reactivate a fellow Gerente of', () => o.peerToggle, 'users.may-manage'),
    action(
      'password-reset',
      'send a reset e-mail to a fellow Gerente of',
      () => o.peerReset,
      'users.may-manage',
    ),
  ];
}

const rows: Row[] = [
  ...screenRows(userResource),
  {
    route: `GET ${apiPath(userResource)}/role-options`,
    title: 'assignable roles',
    request: () => ({ method: 'GET', url: `${apiPath(userResource)}/role-options` }),
    expect: {
      ...signedIn(403),
      superadmin: 200,
      admin: 200,
      gerenteA: 200,
      noAgency: 200,
      // Their own data (scope user): which roles they could assign, harmless while suspended.
      suspended: 200,
    },
  },
  ...screenRows(managerResource),
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
    o.peer = await buildUser(db, { role: ROLES.manager, agencyIds: A });
    o.peerToggle = (await buildUser(db, { role: ROLES.manager, agencyIds: A })).id;
    o.peerReset = (await buildUser(db, { role: ROLES.manager, agencyIds: A })).id;
  },
  rows,
};
