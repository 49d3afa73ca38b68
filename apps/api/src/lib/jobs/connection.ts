/**
 * How the job engine (pg-boss) reaches the database. On PostgreSQL it keeps a small pool of its
 * own (and one connection for LISTEN); on the embedded database it must share the app's one
 * session, so it goes through the app's pool, where PGlite's single connection already queues
 * every query behind the transaction that holds it. A job enqueued inside a write goes through
 * that write's transaction on either engine (`inTransaction`).
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db as BossDb, fromDrizzle, getConstructionPlans, PgBoss } from 'pg-boss';
import type { Db, Tx } from '../../db/executor';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

type Driver = 'pglite' | 'postgres';

/** The node-postgres pool behind the app's Drizzle executor. */
export function poolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/**
 * The app's pool as pg-boss's database, with LISTEN on the pool's connection: on the embedded
 * engine that is the one session, so a `pg_notify` of a job's insert reaches it once committed.
 */
export function sharedPoolDatabase(pool: pg.Pool): BossDb {
  return {
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    async listen(channel, onNotification, onReconnect) {
      const client = await pool.connect();
      const heard = (message: pg.Notification) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      };
      client.on('notification', heard);
      try {
        await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      } finally {
        client.release();
      }
      onReconnect();
      return {
        async close() {
          client.off('notification', heard);
          await pool.query(`unlisten "${channel.replaceAll('"', '""')}"`).catch(() => {});
        },
      };
    },
  };
}

/** A write's transaction as pg-boss's database: what is enqueued through it commits with the write. */
export function inTransaction(tx: Tx | Db): BossDb {
  return fromDrizzle(tx as never, sql as never);
}

export interface BossSettings {
  /** Maintenance (expiring jobs whose process died, retention) every so many seconds. */
  superviseSeconds: number;
  /** Cron schedules and the instance's own timers; off for the schema's migration. */
  schedule: boolean;
  supervise: boolean;
}

/** A pg-boss instance on the app's database; `migrate` is left to `migrateJobSchema`. */
export function newBoss(db: Db, driver: Driver, settings: BossSettings & { migrate?: boolean }): PgBoss {
  const pool = poolOf(db);
  const common = {
    schema: JOB_SCHEMA,
    migrate: settings.migrate ?? false,
    supervise: settings.supervise,
    schedule: settings.schedule,
    superviseIntervalSeconds: settings.superviseSeconds,
    // A queue's monitor pass is what fails the runs past their expiry (a process killed mid-run).
    monitorIntervalSeconds: settings.superviseSeconds,
    maintenanceIntervalSeconds: Math.max(settings.superviseSeconds, 60),
    // The registry of instances and its heartbeat serve pg-boss's own dashboard, which we do not run.
    registerInstance: false,
    useListenNotify: true,
    // Our spans and metrics are not collected (no SDK registered): nothing to store on each job.
    openTelemetry: { enabled: false },
  };
  if (driver === 'pglite') return new PgBoss({ ...common, backend: 'pglite', db: sharedPoolDatabase(pool) });
  const options = pool.options as pg.PoolConfig;
  return new PgBoss({
    ...common,
    backend: 'postgres',
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
      getConstructionPlans(JOB_SCHEMA),
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
  try {
    // An upgrade may leave index builds to pg-boss's background migrations (BAM), which only run
    // while an instance started with `migrate` does: this one waits for them (up to ten minutes).
    for (let waited = 0; waited < 600; waited++) {
      const status = await boss.getBamStatus();
      if (!status.some((row) => row.status === 'pending' || row.status === 'in_progress')) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
