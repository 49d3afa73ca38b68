import { agencyPayload } from '../agency-factories';
import { buildAgency } from '../factories';
import type { PrincipalName, World } from '../principals';
import { onlyFor, type Row, type RowSet, signedIn } from './rows';

const AGENCIES = '/api/mi-vitrina/agencies';
/** Agency administration is platform staff's by default: Gerente and Asesor hold none of its permissions. */
const staff = (status: number) => onlyFor(['superadmin', 'admin'], status);

/** Filled in by setup: one deletable agency per administrator. */
const o = { doomed: {} as Partial<Record<PrincipalName, number>> };

type Which = 'A' | 'B';
const agencyOf = (world: World, which: Which) => (which === 'A' ? world.agencyA : world.agencyB);

function detailRows(which: Which): Row[] {
  return [
    {
      route: `GET ${AGENCIES}/:id`,
      title: `one agency (${which})`,
      request: (world) => ({ method: 'GET', url: `${AGENCIES}/${agencyOf(world, which).id}` }),
      expect: staff(200),
    },
    {
      route: `PUT ${AGENCIES}/:id`,
      title: `edit an agency (${which})`,
      request: (world) => ({
        method: 'PUT',
        url: `${AGENCIES}/${agencyOf(world, which).id}`,
        // Only the name, which it already has: absent fields keep their value, so the rows after these see A and B unchanged.
        payload: { name: `Agencia ${which}` },
      }),
      expect: staff(200),
    },
  ];
}

const rows: Row[] = [
  {
    route: `GET ${AGENCIES}`,
    title: 'agencies list',
    request: () => ({ method: 'GET', url: `${AGENCIES}?page=1&limit=25&sort=name|asc` }),
    expect: staff(200),
  },
  {
    route: `GET ${AGENCIES}`,
    title: 'agencies list narrowed to agency B',
    request: (world) => ({ method: 'GET', url: `${AGENCIES}?agency=${world.agencyB.id}` }),
    expect: staff(200),
  },
  {
    route: `GET ${AGENCIES}/export`,
    title: 'agencies export',
    request: () => ({ method: 'GET', url: `${AGENCIES}/export?format=csv` }),
    expect: staff(200),
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
    route: `POST ${AGENCIES}`,
    title: 'create an agency',
    request: (_, who) => ({
      method: 'POST',
      url: AGENCIES,
      payload: agencyPayload({ name: `Agencia nueva ${who}` }),
    }),
    expect: staff(201),
  },
  ...detailRows('A'),
  ...detailRows('B'),
  {
    route: `DELETE ${AGENCIES}/:id`,
    title: 'delete agency A (refused: it has active users)',
    request: (world) => ({ method: 'DELETE', url: `${AGENCIES}/${world.agencyA.id}` }),
    expect: staff(409),
  },
  {
    route: `DELETE ${AGENCIES}/:id`,
    title: 'delete an agency without users',
    request: (world, who) => ({
      method: 'DELETE',
      url: `${AGENCIES}/${o.doomed[who] ?? world.agencyB.id}`,
    }),
    expect: staff(200),
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
