/**
 * What the server benchmarks share: their settings, the two engines (PGlite with a data directory
 * on disk, as `npm start` uses; a scratch PostgreSQL database when TEST_DATABASE_URL is set), the
 * real application listening on a free port, and the run itself: one engine after the other,
 * cleaned up even after a failure or Ctrl-C, figures written where scripts/bench.mjs reads them.
 * Only public entry points (openDatabase, buildApp, the test factories, HTTP), so the benchmarks
 * keep working however the database runs inside.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Built, buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { tokenFor } from '../apps/api/test/factories';
import { openKeptPostgres, openScratchPostgres } from '../apps/api/test/test-database';
import { runMain, wasInterrupted } from './main';

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`  BROKEN: ${name} must be a positive number, not ${JSON.stringify(raw)}\n`);
    process.exit(1);
  }
  return value;
}

/** Seconds per measured route, warm-up seconds per route, autocannon connections. */
export const duration = positiveNumber('BENCH_DURATION', 10);
export const warmup = positiveNumber('BENCH_WARMUP', 1);
export const connections = positiveNumber('BENCH_CONNECTIONS', 50);

export type Engine = 'pglite' | 'postgres';
export const engineName = (engine: Engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

export interface Opened {
  engine: Engine;
  database: Database;
  label: string;
  cleanup(): Promise<void>;
}

/** PGlite in a temporary data directory on disk, removed at the end. */
async function openPglite(): Promise<Opened> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-pglite-'));
  try {
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    return {
      engine: 'pglite',
      database,
      label: `PGlite (data directory ${dir})`,
      async cleanup() {
        try {
          await database.close();
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * BENCH_KEEP_DATABASE names a PostgreSQL database kept between runs (created and migrated when
 * missing, never dropped): the scale seed adds only what is missing, so a second run measures
 * without the minutes of set-up (5,000,000 leads take twelve). Every benchmark's data fits in one:
 * the same scale dealerships, the vehicles, leads and alerts each adds.
 */
async function openKept(adminUrl: string, name: string): Promise<Opened> {
  const database = await openKeptPostgres(adminUrl, name, { poolSize: 10 });
  return {
    engine: 'postgres',
    database,
    label: `PostgreSQL (database ${name}, kept for the next run)`,
    cleanup: () => database.close(),
  };
}

/** The production pool size (openDatabase's default), in a database dropped at the end. */
async function openPostgres(adminUrl: string): Promise<Opened> {
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept) return openKept(adminUrl, kept);
  const database = await openScratchPostgres(adminUrl, { prefix: 'vitrina_bench', poolSize: 10 });
  return {
    engine: 'postgres',
    database,
    label: `PostgreSQL (database ${database.name}, dropped at the end)`,
    cleanup: () => database.close(),
  };
}

export interface Server {
  app: Built['app'];
  context: Built['context'];
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

/**
 * The whole application as `npm start` builds it (production mode, no log), on the given database
 * and a free port. `extra` registers the benchmark's own routes before the server is ready; they
 * are never part of the product. `env` overrides the environment the configuration is read
 * from (e.g. `UPLOAD_MAX_BYTES`), checked as loadConfig checks the real one.
 */
export async function startServer(
  database: Database,
  extra?: (app: Built['app'], context: Built['context']) => void,
  env: Record<string, string> = {},
): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-data-'));
  // PostgreSQL is how a deployment with several processes runs, so with their Redis (TEST_REDIS_URL):
  // without it the principal cache stays off there, as it must when other processes might write.
  const redisUrl = database.driver === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  let built: Built | undefined;
  try {
    built = await buildApp(config, { database, counters: new MemoryCounterStore(), logger: false });
    extra?.(built.app, built.context);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    // With Redis the cache serves once subscribed (a few milliseconds); measure from then.
    for (let waited = 0; redisUrl && !database.reads.trusted && waited < 5_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const address = built.app.server.address();
    if (!address || typeof address !== 'object') throw new Error('the server has no address');
    const stop = built.close;
    return {
      app: built.app,
      context: built.context,
      base: `http://127.0.0.1:${address.port}`,
      async close() {
        try {
          await stop();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await built?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A day-long token of the demo seed's administrator (superadmin@vitrina.mx), who sees everything. */
export async function adminToken(server: Server): Promise<string> {
  const result = (await server.context.database.db.execute(
    sql`select id from users where email = 'superadmin@vitrina.mx'`,
  )) as unknown as { rows: { id: number }[] };
  const admin = result.rows[0];
  if (!admin) throw new Error('the demo seed has no superadmin@vitrina.mx');
  return tokenFor(server.context, admin.id, 24 * 3600);
}

/** The JSON answer of a GET that must answer 200. */
export async function getJson<T>(base: string, route: string, token?: string): Promise<T> {
  const answer = await fetch(`${base}${route}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/**
 * Runs `measure` on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set, each on a fresh
 * database cleaned up afterwards; writes `{ duration, connections, results, ...extra }` to
 * BENCH_RESULT_FILE and exits: 1 when an engine broke, 130 after Ctrl-C (which reaches the whole
 * process group: the load children stop, and the cleanup still runs before this process exits).
 */
export function runEngines<R>(measure: (opened: Opened) => Promise<R>, extra: object = {}): void {
  async function main(): Promise<number> {
    // BENCH_ENGINES=postgres (or pglite) measures one engine only.
    const only = process.env.BENCH_ENGINES?.split(',').map((engine) => engine.trim());
    const engines = (['pglite', 'postgres'] as const).filter(
      (engine) => (engine === 'pglite' || process.env.TEST_DATABASE_URL) && (!only || only.includes(engine)),
    );
    if (!process.env.TEST_DATABASE_URL) {
      process.stdout.write('  (TEST_DATABASE_URL is not set: PostgreSQL is skipped)\n');
    }
    const results: R[] = [];
    let failed = false;
    for (const engine of engines) {
      if (wasInterrupted()) break;
      try {
        const opened =
          engine === 'pglite' ? await openPglite() : await openPostgres(process.env.TEST_DATABASE_URL!);
        process.stdout.write(`\n  ${opened.label}\n`);
        try {
          results.push(await measure(opened));
        } finally {
          await opened.cleanup();
        }
      } catch (error) {
        failed = true;
        process.stderr.write(
          `  BROKEN on ${engine}: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
    const resultFile = process.env.BENCH_RESULT_FILE;
    if (resultFile) {
      fs.writeFileSync(resultFile, JSON.stringify({ duration, connections, ...extra, results }));
    }
    return failed ? 1 : 0;
  }

  runMain(main);
}
