import { buildGroup } from '../factories';
import { buildFamily } from '../organisation-factories';
import type { PrincipalName, World } from '../principals';
import { onlyFor, type Row, type RowSet, signedIn } from './rows';

const D = '/api/mi-vitrina/dealership';
/** By default only platform staff hold the group and family permissions. */
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

type Kind = 'groups' | 'families';
const o = {
  set: { groups: 0, families: 0 },
  doomed: { groups: {}, families: {} } as Record<Kind, Partial<Record<PrincipalName, number>>>,
};
const doomed = (kind: Kind, who: PrincipalName) => o.doomed[kind][who] ?? 987654;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function row(
  method: Method,
  pattern: string,
  title: string,
  status: number,
  url: (who: PrincipalName) => string,
  payload?: (world: World, who: PrincipalName) => object,
): Row {
  return {
    route: `${method} ${D}${pattern}`,
    title,
    request: (world, who) => ({
      method,
      url: `${D}${url(who)}`,
      ...(payload ? { payload: payload(world, who) } : {}),
    }),
    expect: staff(status),
  };
}

/** The same seven rows for groups and families: one definition, one set of rows. */
function crud(kind: Kind, label: string): Row[] {
  const base = `/${kind}`;
  return [
    row('GET', base, `${label} list`, 200, () => base),
    row('GET', `${base}/export`, `${label} export`, 200, () => `${base}/export?format=csv`),
    row('GET', `${base}/:id`, `one ${label}`, 200, () => `${base}/${o.set[kind]}`),
    // A manager of A naming agency B (or A) still gets nothing: only the permission decides.
    row(
      'POST',
      base,
      `create a ${label} with members`,
      201,
      () => base,
      (world, who) => ({ name: `${label} ${who}`, agency_ids: [world.agencyB.id] }),
    ),
    row(
      'PUT',
      `${base}/:id`,
      `edit a ${label} and its members`,
      200,
      () => `${base}/${o.set[kind]}`,
      (world) => ({ name: `${label} matriz`, agency_ids: [world.agencyA.id] }),
    ),
    row('DELETE', `${base}/:id`, `delete a ${label}`, 200, (who) => `${base}/${doomed(kind, who)}`),
  ];
}

function picker(path: string, title: string): Row {
  return {
    route: `GET ${D}${path}`,
    title,
    request: () => ({ method: 'GET', url: `${D}${path}` }),
    expect: signedIn(200),
  };
}

export const dealershipSetRows: RowSet = {
  name: 'dealership groups and families',
  async setup(t) {
    const db = t.context.database.db;
    o.set.groups = (await buildGroup(db, 'group matriz')).id;
    o.set.families = (await buildFamily(db, 'family matriz')).id;
    for (const who of ['superadmin', 'admin'] as const) {
      o.doomed.groups[who] = (await buildGroup(db)).id;
      o.doomed.families[who] = (await buildFamily(db)).id;
    }
  },
  rows: [
    // Spec §7 pickers: any signed-in user (agency forms and filters).
    picker('/group', 'group picker'),
    picker('/family', 'family picker'),
    ...crud('groups', 'group'),
    ...crud('families', 'family'),
  ],
};
