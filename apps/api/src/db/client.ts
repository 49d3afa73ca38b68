import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobSchema } from '../lib/jobs/connection';
import { DatabaseChanges } from './changes';
import type { Db } from './executor';
import { startPgliteWorker } from './pglite-connection';
import { ReadCache, registerReadCache } from './read-cache';
import { registerPlannedOnce } from './rows';
import * as schema from './schema';

export type { Db, Schema, Tx } from './executor';

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** What committed writes changed (the caches listen). */
  changes: DatabaseChanges;
  /** Costly reads kept until a write to their tables (read-cache.ts). */
  reads: ReadCache;
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, a `template` for another database. */
  dump?(): Promise<Uint8Array>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Next to this file in the sources, next to the bundle in dist (the build copies it). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Session settings measured to matter here (ARCHITECTURE.md: PGlite's 4MB work_mem made counts slow). */
const WORK_MEM = '32MB';
/**
 * Every execution of a named prepared statement (db/query.ts `preparedRows`) is planned for its
 * values: the generic plan of a list page cannot see the dealership or the search, and measured up
 * to a thousand times slower than the custom one.
 */
const PLAN_CACHE_MODE = 'force_custom_plan';

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: a dumped data directory to start from (`Database.dump`), e.g. a migrated one. */
  template?: Uint8Array;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.template);
}

function openPostgres(url: string, poolSize: number): Promise<Database> {
  // No JIT: it compiles for 100-200 ms whenever a plan's estimate passes 100,000 (a lateral over
  // many keys does, as the buyer alerts' matching measured), which no request of a back-office
  // earns back; PGlite has no JIT.
  const session = (planCacheMode: string) => ({
    connectionString: url,
    max: poolSize,
    options: `-c work_mem=${WORK_MEM} -c plan_cache_mode=${planCacheMode} -c timezone=UTC -c datestyle=ISO -c jit=off`,
  });
  // The second pool's sessions plan a prepared statement once and keep the plan (`preparedRows`'
  // `planOnce`); its connections open only when such a statement runs.
  return openPool('postgres', session(PLAN_CACHE_MODE), session('force_generic_plan'));
}

/**
 * The embedded engine runs in a worker thread (pglite-connection.ts) behind the same driver and
 * pool as PostgreSQL. It is one session, so the pool holds one connection: a transaction keeps
 * it, and every other query waits for the transaction to end, as PGlite itself would make them.
 */
async function openPglite(dataDir: string, template?: Uint8Array): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDirectory(dataDir);
  try {
    const worker = await startPgliteWorker(
      inMemory ? dataDir : path.resolve(dataDir),
      `set work_mem = '${WORK_MEM}'; set max_parallel_workers_per_gather = 0; set plan_cache_mode = '${PLAN_CACHE_MODE}'; set timezone = 'UTC'; set datestyle = 'ISO';`,
      template,
    );
    const database = await openPool('pglite', {
      max: 1,
      // Kept open: closing an idle connection saves nothing in-process.
      idleTimeoutMillis: 0,
      user: 'postgres',
      database: 'postgres',
      stream: () => worker.connect(),
    });
    return {
      ...database,
      dump: () => worker.dump(),
      async close() {
        await database.close();
        await worker.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPool(
  driver: Database['driver'],
  config: pg.PoolConfig,
  plannedOnceConfig?: pg.PoolConfig,
): Promise<Database> {
  const changes = new DatabaseChanges();
  const newPool = (poolConfig: pg.PoolConfig) => {
    const pool = new pg.Pool(poolConfig);
    // An idle connection closed by the server (restart, failover, a dropped database) is reported
    // here; without a listener it would be an uncaught exception that stops the process. The pool
    // replaces the connection, and the next query that fails says why.
    pool.on('error', () => {});
    pool.on('connect', (client) => changes.watch(client));
    return pool;
  };
  const pool = newPool(config);
  const plannedOnce = plannedOnceConfig ? newPool(plannedOnceConfig) : undefined;
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  if (plannedOnce) registerPlannedOnce(db, plannedOnce);
  // The embedded engine has one process (its lock file): its own writes are all there are. With
  // PostgreSQL other processes may write, so the cache waits for the app's Redis bus to trust it.
  const reads = new ReadCache({ trusted: driver === 'pglite' });
  changes.subscribe((changed) => reads.apply(changed));
  registerReadCache(db, reads);
  return {
    db,
    driver,
    changes,
    reads,
    migrate: async () => {
      await migrate(db as never, { migrationsFolder });
      // The job engine's tables (pg-boss's own migrations, lib/jobs).
      await migrateJobSchema(db, driver);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), plannedOnce?.end()]);
    },
  };
}

/**
 * PGlite corrupts a data directory opened by two processes at once, so the first one takes a
 * lock file; a lock left by a process that no longer exists is taken over.
 */
function lockDataDirectory(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockFile = `${path.resolve(dataDir)}.lock`;
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
