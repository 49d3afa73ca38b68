/**
 * How the job engine (pg-boss) reaches the database. On PostgreSQL it keeps a small pool of its
 * own; on the embedded database it must share the app's one
 * session, so it goes through the app's pool, where PGlite's single connection already queues
 * every query behind the transaction that holds it. A job enqueued inside a write goes through
 * that write's transaction on either engine (`inTransaction`).
 */
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/executor';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

type Driver = 'pglite' | 'postgres';
type BossDb = PgBoss.Db;

/** The node-postgres pool behind the app's Drizzle executor. */
export function poolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/**
 * The app's pool as pg-boss's database: on the embedded engine its one connection is the one
 * session, where every query already waits for the transaction that holds it.
 */
export function sharedPoolDatabase(pool: pg.Pool): BossDb {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * A write's transaction as pg-boss's database: what is enqueued through it commits with the write.
 * pg-boss's statements go to the transaction's own connection as they are (they use a placeholder
 * more than once, with one type, which a rewrite into Drizzle's numbered parameters would break).
 */
export function inTransaction(tx: Tx | Db): BossDb {
  const client = (tx as unknown as { session?: { client?: pg.PoolClient | pg.Pool } }).session?.client;
  if (!client)
    throw new Error("the executor's connection is not reachable (Drizzle's node-postgres session)");
  return { executeSql: (text, values) => client.query(text, values) };
}

export interface BossSettings {
  /** Maintenance (failing the runs whose process died, retention) every so many seconds. */
  superviseSeconds: number;
  /** Cron schedules; off for the schema's migration. */
  schedule: boolean;
  supervise: boolean;
}

/** Completed and dead jobs stay in the job table this long (the administrators see them there). */
export const KEEP_SECONDS = 7 * 24 * 3_600;

/** A pg-boss instance on the app's database; `migrate` is left to `migrateJobSchema`. */
export function newBoss(db: Db, driver: Driver, settings: BossSettings & { migrate?: boolean }): PgBoss {
  const pool = poolOf(db);
  const common = {
    schema: JOB_SCHEMA,
    migrate: settings.migrate ?? false,
    supervise: settings.supervise,
    schedule: settings.schedule,
    // The maintenance pass fails the runs past their expiry (a process killed mid-run), then moves
    // the jobs ended a week ago to pg-boss's archive table, which the next pass empties.
    maintenanceIntervalSeconds: settings.superviseSeconds,
    archiveCompletedAfterSeconds: KEEP_SECONDS,
    archiveFailedAfterSeconds: KEEP_SECONDS,
    deleteAfterSeconds: 1,
  };
  if (driver === 'pglite') return new PgBoss({ ...common, db: sharedPoolDatabase(pool) });
  const options = pool.options as pg.PoolConfig;
  return new PgBoss({
    ...common,
    ...(options.connectionString ? { connectionString: options.connectionString } : {}),
    max: 4,
    application_name: 'vitrina-jobs',
  });
}

let installedVersion: number | undefined;

/**
 * The schema version this pg-boss release installs, as its install script writes it (its
 * package.json says it too, but reading that needs `require`, which the API bundle's banner
 * already declares).
 */
export function jobSchemaVersion(): number {
  if (installedVersion === undefined) {
    const match = /INSERT INTO \S+\.version\(version\) VALUES \('(\d+)'\)/i.exec(
      PgBoss.getConstructionPlans(JOB_SCHEMA),
    );
    if (!match) throw new Error("pg-boss's install script no longer names its schema version");
    installedVersion = Number(match[1]);
  }
  return installedVersion;
}

/**
 * Installs pg-boss's tables, or brings them to this release's version, with the app's migrations
 * (`Database.migrate`). Starting pg-boss with `migrate` checks the whole schema for drift (about 2 s
 * on PGlite even when nothing changed), so the app starts it without, and this runs the install or
 * upgrade only when the stored version differs.
 */
export async function migrateJobSchema(db: Db, driver: Driver): Promise<void> {
  const pool = poolOf(db);
  // Before the first install the table is missing, and the query fails: nothing installed.
  const found = await pool
    .query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`)
    .catch(() => ({ rows: [] as { version: number }[] }));
  if (found.rows[0]?.version === jobSchemaVersion()) return;
  const boss = newBoss(db, driver, {
    migrate: true,
    supervise: false,
    schedule: false,
    superviseSeconds: 60,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
