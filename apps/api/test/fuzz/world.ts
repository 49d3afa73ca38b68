/**
 * The fuzz test's world: dealership A with a Superadmin, a Gerente and an Asesor, dealership B
 * with its own accounts, and one Asesor shared by A and B.
 *
 * Everything B owns is created while every sequence stands at B_RANGE.min, and the sequences are
 * moved past B_RANGE.max afterwards. So an id inside B_RANGE is, in any table, either an object of
 * B or nothing at all; whatever the fuzzed requests create later lands above the range. That is
 * what lets the oracle say "this request named dealership B" without knowing which table a field
 * points into.
 */
import { ROLES } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { agencyUser } from '../../src/db/schema';
import { insertApiKey } from '../../src/modules/lead-ingestion/api-keys.repository';
import type { TestApp } from '../build-test-app';
import {
  buildAgency,
  buildFbNotification,
  buildLead,
  buildNotification,
  buildUsedVehicle,
  buildUser,
  buildVehicleCatalog,
  TEST_PASSWORD,
} from '../factories';

export const B_RANGE = { min: 700_000, max: 800_000 } as const;
/** In every name and e-mail of B: a Gerente of A must never read it. */
export const B_MARKER = 'zqxbmark';

export const inBRange = (value: number) => value >= B_RANGE.min && value < B_RANGE.max;

export interface FuzzWorld {
  agencyA: number;
  agencyB: number;
  users: { superadmin: number; gerenteA: number };
  /** Ids a valid-looking request names: objects of A, the principals, the shared account. */
  aIds: number[];
  /** Ids of objects of B (all inside B_RANGE). */
  bIds: number[];
  /** An API key of A: what the `{ apiKey }` routes are sent with. */
  apiKey: string;
  emails: string[];
  password: string;
}

type Rows<T> = { rows: T[] };

async function moveSequences(db: Db, to: number): Promise<void> {
  await db.execute(
    sql`select setval(format('%I.%I', schemaname, sequencename)::regclass, ${to})
          from pg_sequences where schemaname = current_schema()`,
  );
}

export async function buildFuzzWorld({ context }: TestApp): Promise<FuzzWorld> {
  const db = context.database.db;
  const agencyA = (await buildAgency(db, { name: 'Agencia A' })).id;
  const superadmin = await buildUser(db, { role: ROLES.superadmin });
  const gerenteA = await buildUser(db, { role: ROLES.manager, agencyIds: [agencyA] });
  const asesorA = await buildUser(db, { role: ROLES.advisor, agencyIds: [agencyA] });
  const shared = await buildUser(db, { role: ROLES.advisor, agencyIds: [agencyA] });
  const notificationA = await buildFbNotification(db, gerenteA.id, agencyA);
  // A catalog year (platform data, outside B's range) and a used vehicle of each dealership.
  const catalog = await buildVehicleCatalog(db);
  const vehicleA = await buildUsedVehicle(db, { agencyId: agencyA, catalog });
  // A lead of A assigned to its Asesor (the Asesor's own), another (to merge into it), and one of B.
  const leadA = await buildLead(db, {
    agencyId: agencyA,
    vehicleId: vehicleA.id,
    assignedUserId: asesorA.id,
  });
  const otherLeadA = await buildLead(db, { agencyId: agencyA, phone: '8112345678' });
  const apiKeyA = await db.transaction((tx) =>
    insertApiKey(tx, { agencyId: agencyA, name: 'Fuzz', createdBy: null }),
  );

  await moveSequences(db, B_RANGE.min);
  const agencyB = (await buildAgency(db, { name: `Agencia B ${B_MARKER}` })).id;
  const ofB = (role: (typeof ROLES)[keyof typeof ROLES], n: number) =>
    buildUser(db, {
      role,
      agencyIds: [agencyB],
      name: `Cuenta B${n} ${B_MARKER}`,
      email: `b${n}-${B_MARKER}@example.mx`,
    });
  const asesorB = await ofB(ROLES.advisor, 1);
  const managerB = await ofB(ROLES.manager, 2);
  await db.insert(agencyUser).values({ agency_id: agencyB, user_id: shared.id });
  const notificationB = await buildFbNotification(db, asesorB.id, agencyB);
  // An alert of B's advisor (issue 39): the alerts' routes must never read or mark it.
  const alertB = await buildNotification(db, asesorB.id, { agency_id: agencyB });
  const vehicleB = await buildUsedVehicle(db, { agencyId: agencyB, catalog });
  const leadB = await buildLead(db, {
    agencyId: agencyB,
    name: `Contacto B ${B_MARKER}`,
    vehicleId: vehicleB.id,
    assignedUserId: asesorB.id,
  });
  const apiKeyB = await db.transaction((tx) =>
    insertApiKey(tx, { agencyId: agencyB, name: `Clave B ${B_MARKER}`, createdBy: null }),
  );
  await moveSequences(db, B_RANGE.max);

  return {
    agencyA,
    agencyB,
    users: { superadmin: superadmin.id, gerenteA: gerenteA.id },
    aIds: [
      agencyA,
      superadmin.id,
      gerenteA.id,
      asesorA.id,
      shared.id,
      notificationA.id,
      catalog.catalog_year_id,
      vehicleA.id,
      leadA.id,
      otherLeadA.id,
      apiKeyA.row.id,
    ],
    bIds: [
      agencyB,
      asesorB.id,
      managerB.id,
      notificationB.id,
      alertB.id,
      vehicleB.id,
      leadB.id,
      apiKeyB.row.id,
    ],
    apiKey: apiKeyA.key,
    emails: [asesorA.email, shared.email, asesorB.email, gerenteA.email],
    password: TEST_PASSWORD,
  };
}

/**
 * Everything of dealership B, as text: its row, and every row that points at it or at one of its
 * accounts (found from the columns `agency_id` and `user_id`, so new tables are covered). A row
 * that names its dealership is judged by it alone: the account A and B share may be marked absent
 * in A, and that row is A's. The audit log is left out: it records who did what, it is not the
 * dealership's data.
 */
/**
 * The query that reads B's state, built once per database: the tables' columns come from the
 * catalog, whose query took longer on the embedded engine than most fuzzed requests, and the schema
 * does not change while the file runs.
 */
const snapshotQueries = new WeakMap<Db, SQL>();

async function snapshotQuery(db: Db, world: FuzzWorld): Promise<SQL> {
  const known = snapshotQueries.get(db);
  if (known) return known;
  const { rows: columns } = (await db.execute(
    sql`select c.table_name as t, c.column_name as c from information_schema.columns c
          join information_schema.tables t using (table_schema, table_name)
         where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
           and c.column_name in ('agency_id', 'user_id') and c.table_name <> 'audit_log'
           and not (c.column_name = 'user_id' and exists (
             select 1 from information_schema.columns a
              where a.table_schema = c.table_schema and a.table_name = c.table_name
                and a.column_name = 'agency_id'))
         order by 1, 2`,
  )) as unknown as Rows<{ t: string; c: string }>;
  const B = world.agencyB;
  const usersOfB = sql`(select user_id from agency_user where agency_id = ${B})`;
  const parts = [
    sql`(select row_to_json(a)::text from agencies a where a.id = ${B})`,
    sql`(select json_agg(u order by u.id)::text from users u where u.id in ${usersOfB})`,
    ...columns.map(({ t, c }) => {
      const where = c === 'agency_id' ? sql`= ${B}` : sql`in ${usersOfB}`;
      return sql`(select json_agg(x order by x::text)::text from ${sql.identifier(t)} x where ${sql.identifier(c)} ${where})`;
    }),
  ];
  const query = sql`select concat_ws(E'\n', ${sql.join(parts, sql`, `)}) as state`;
  snapshotQueries.set(db, query);
  return query;
}

/** Each database's last snapshot, with the write-ahead log's position read just before it. */
const lastSnapshots = new WeakMap<Db, { lsn: string; state: string }>();

/**
 * B's state (above). Read again only when something was written since the last reading: the log's
 * position moves with every write, and reading it costs a tenth of the snapshot, which most
 * requests (reads, refusals) would otherwise pay for nothing. The position is read before the
 * snapshot, so a write that lands between the two is seen the next time.
 */
export async function snapshotB(db: Db, world: FuzzWorld): Promise<string> {
  const { rows: at } = (await db.execute(
    sql`select pg_current_wal_insert_lsn()::text as lsn`,
  )) as unknown as Rows<{ lsn: string }>;
  const lsn = at[0]!.lsn;
  const last = lastSnapshots.get(db);
  if (last?.lsn === lsn) return last.state;
  const { rows } = (await db.execute(await snapshotQuery(db, world))) as unknown as Rows<{ state: string }>;
  const state = rows[0]!.state;
  lastSnapshots.set(db, { lsn, state });
  return state;
}
