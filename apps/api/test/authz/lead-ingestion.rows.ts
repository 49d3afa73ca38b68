import { LEAD_INGESTION_PATH, leadApiKeyResource } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { insertApiKey } from '../../src/modules/lead-ingestion/api-keys.repository';
import { apiPath } from '../kits/resource-client';
import type { World } from '../principals';
import { expectationFor } from './crud-rows';
import { all, type Expectation, type Row, type RowSet } from './rows';

const KEYS = apiPath(leadApiKeyResource);

/** Filled in by setup: the keys the ingestion rows send, and the keys the revocations name (others). */
const keys = { A: '', revokedA: '', S: '' };
const stored = { A: 0, B: 0 };

type Target = 'A' | 'B' | 'todas';
const agencyOf = (world: World, target: Target) =>
  target === 'A' ? world.agencyA.id : target === 'B' ? world.agencyB.id : 0;

const expectWith = (base: Expectation, changes: Partial<Expectation>): Expectation => ({
  ...base,
  ...changes,
});
const list = expectationFor(leadApiKeyResource, 'list');
const create = expectationFor(leadApiKeyResource, 'create');
const revoke = expectationFor(leadApiKeyResource, 'delete');

const keyRows: Row[] = [
  {
    route: `GET ${KEYS}`,
    title: "dealership A's API keys",
    request: (world) => ({ method: 'GET', url: `${KEYS}?agency=${agencyOf(world, 'A')}` }),
    expect: list,
  },
  {
    route: `GET ${KEYS}`,
    title: "dealership B's API keys",
    request: (world) => ({ method: 'GET', url: `${KEYS}?agency=${agencyOf(world, 'B')}` }),
    expect: expectWith(list, { gerenteA: 403 }),
  },
  {
    route: `GET ${KEYS}`,
    title: 'API keys of "Todas" (not one dealership)',
    request: (world) => ({ method: 'GET', url: `${KEYS}?agency=${agencyOf(world, 'todas')}` }),
    expect: expectWith(list, { superadmin: 422, admin: 422, gerenteA: 422 }),
  },
  {
    route: `POST ${KEYS}`,
    title: 'create an API key of dealership A',
    request: (world) => ({
      method: 'POST',
      url: `${KEYS}?agency=${agencyOf(world, 'A')}`,
      payload: { name: 'Sitio web' },
    }),
    expect: create,
  },
  {
    route: `POST ${KEYS}`,
    title: 'create an API key of dealership B',
    request: (world) => ({
      method: 'POST',
      url: `${KEYS}?agency=${agencyOf(world, 'B')}`,
      payload: { name: 'Sitio web' },
    }),
    expect: expectWith(create, { gerenteA: 403 }),
  },
  // Revoking is idempotent: every principal allowed may revoke the same key.
  {
    route: `DELETE ${KEYS}/:id`,
    title: 'revoke an API key of dealership A',
    request: () => ({ method: 'DELETE', url: `${KEYS}/${stored.A}` }),
    expect: revoke,
  },
  {
    route: `DELETE ${KEYS}/:id`,
    title: 'revoke an API key of dealership B',
    request: () => ({ method: 'DELETE', url: `${KEYS}/${stored.B}` }),
    expect: expectWith(revoke, { gerenteA: 404 }),
  },
];

/**
 * The public ingestion API opens to an API key, never to a person's session: every principal
 * sends their own token in Authorization as usual, and the row's key (if any) in X-Api-Key, so
 * the answer is the same for all of them.
 */
function ingestion(
  title: string,
  key: () => string,
  payload: (world: World) => object,
  status: number,
  rules?: string[],
): Row {
  return {
    ...(rules ? { rules } : {}),
    route: `POST ${LEAD_INGESTION_PATH}`,
    title,
    request: (world) => ({
      method: 'POST',
      url: LEAD_INGESTION_PATH,
      headers: key() ? { 'x-api-key': key() } : {},
      payload: payload(world),
    }),
    expect: all(status),
  };
}

const contact = { channel: 'marketplace', name: 'Cliente de la API', phone: '5512345678' };

const ingestionRows: Row[] = [
  ingestion(
    'ingest without an API key (a session is not one)',
    () => '',
    () => contact,
    401,
  ),
  ingestion(
    'ingest with a key of dealership A',
    () => keys.A,
    () => contact,
    201,
  ),
  ingestion(
    'ingest with a key of dealership A into dealership B',
    () => keys.A,
    (world) => ({ ...contact, agency_id: world.agencyB.id }),
    403,
    ['lead_ingestion.key-dealership-only'],
  ),
  ingestion(
    'ingest with a revoked key of dealership A',
    () => keys.revokedA,
    () => contact,
    401,
  ),
  ingestion(
    'ingest with a key of the suspended dealership S',
    () => keys.S,
    () => contact,
    403,
  ),
];

export const leadIngestionRows: RowSet = {
  name: 'lead ingestion API and its keys',
  async setup(t, world) {
    const db = t.context.database.db;
    const made = await db.transaction(async (tx) => {
      const key = (agencyId: number) => insertApiKey(tx, { agencyId, name: 'Matriz', createdBy: null });
      return {
        A: await key(world.agencyA.id),
        revokedA: await key(world.agencyA.id),
        doomedA: await key(world.agencyA.id),
        B: await key(world.agencyB.id),
        S: await key(world.agencyS.id),
      };
    });
    await db.execute(sql`update lead_api_keys set revoked_at = now() where id = ${made.revokedA.row.id}`);
    keys.A = made.A.key;
    keys.revokedA = made.revokedA.key;
    keys.S = made.S.key;
    stored.A = made.doomedA.row.id;
    stored.B = made.B.row.id;
  },
  rows: [...keyRows, ...ingestionRows],
};
