import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/shared';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { agencies as agencyTable, dealershipGroups } from '../apps/api/src/db/schema';
import { seedCatalogue } from '../apps/api/src/db/seed/catalogue';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { buildAgency, buildFbNotification, buildUser, tokenFor } from '../apps/api/test/factories';
import { openScratchPostgres } from '../apps/api/test/test-database';
import { type Load, load as runLoad } from './load-client';

const PROFILE = '/api/mi-vitrina/auth/profile';
const NOOP = '/api/bench/noop';
/** The reference: public, no database. Measured before and after the others; their mean counts. */
const HEALTH = '/api/health';

/** Issue "Fast requests": shares of the public route's throughput, measured in the same run. */
const TARGETS = { noop: 0.6, profile: 0.4 } as const;

const duration = positiveNumber('BENCH_DURATION', 10);
const warmup = positiveNumber('BENCH_WARMUP', 1);
const connections = positiveNumber('BENCH_CONNECTIONS', 50);

type Engine = 'pglite' | 'postgres';

interface EngineResult {
  engine: Engine;
  health: Load;
  profile: Load;
  noop: Load;
  ratio: number;
  met: boolean;
  /** Throughput as a share of `/api/health`, against TARGETS. */
  ofHealth: { noop: number; profile: number; noopMet: boolean; profileMet: boolean };
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`  BROKEN: ${name} must be a positive number, not ${JSON.stringify(raw)}\n`);
    process.exit(1);
  }
  return value;
}

interface Opened {
  database: Database;
  label: string;
  cleanup(): Promise<void>;
}

async function openPglite(): Promise<Opened> {
  // A data directory on disk, as `npm start` uses; removed at the end.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-pglite-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  return {
    database,
    label: `PGlite (data directory ${dir})`,
    async cleanup() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(adminUrl: string): Promise<Opened> {
  // The production pool size (openDatabase's default), in a database dropped at the end.
  const database = await openScratchPostgres(adminUrl, { prefix: 'vitrina_bench', poolSize: 10 });
  return {
    database,
    label: `PostgreSQL (database ${database.name}, dropped at the end)`,
    cleanup: () => database.close(),
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
/** autocannon's latencies are whole milliseconds; no false decimals. */
const ms = (value: number) => String(Number(value.toFixed(2)));

function printLoad(route: string, result: Load) {
  process.stdout.write(
    `    ${route.padEnd(34)} ${fmt(result.requestsPerSecond).padStart(9)} req/s   ` +
      `p50 ${ms(result.latencyP50).padStart(5)} ms   p99 ${ms(result.latencyP99).padStart(5)} ms   ` +
      `(${result.requestsTotal} requests)\n`,
  );
}

function broken(route: string, result: Load): string | undefined {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result.ok === 0) {
    return `${route}: ${result.ok} answers 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`;
  }
  return undefined;
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const opened =
    engine === 'pglite' ? await openPglite() : await openPostgres(process.env.TEST_DATABASE_URL!);
  process.stdout.write(`\n  ${opened.label}\n`);
  try {
    const { database } = opened;
    const { db } = database;
    await database.migrate();
    await db.transaction((tx) => seedCatalogue(tx));

    // A dealership manager with three dealerships (one per package, two in a group) and six
    // unread notifications: every part of the profile query has rows to build.
    const agencies = [
      await buildAgency(db, { name: 'Agencia Bench Premium', packageName: 'Premium' }),
      await buildAgency(db, { name: 'Agencia Bench Profesional', packageName: 'Profesional' }),
      await buildAgency(db, { name: 'Agencia Bench Básico', packageName: 'Básico' }),
    ];
    const [group] = await db.insert(dealershipGroups).values({ name: 'Grupo Bench' }).returning();
    await db
      .update(agencyTable)
      .set({ group_id: group!.id })
      .where(inArray(agencyTable.id, [agencies[0]!.id, agencies[1]!.id]));
    const user = await buildUser(db, { role: ROLES.manager, agencyIds: agencies.map((a) => a.id) });
    for (const agency of agencies) {
      await buildFbNotification(db, user.id, agency.id);
      await buildFbNotification(db, user.id, agency.id);
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: path.join(os.tmpdir(), 'vitrina-bench'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const built = await buildApp(config, { database, counters: new MemoryCounterStore(), logger: false });
    try {
      const { app, context } = built;
      // The benchmark's own route, never part of the product: same access declaration as the
      // profile (any signed-in user, user scope), so both pay the same authentication.
      app.get(NOOP, { config: { access: { permission: null, scope: 'user' } } }, async () => ({ ok: true }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('the server has no address');
      const base = `http://127.0.0.1:${address.port}`;
      const token = await tokenFor(context, user.id, 24 * 3600);

      // Both routes must answer 200 before anything is measured.
      for (const route of [PROFILE, NOOP]) {
        const answer = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await answer.text();
        if (answer.status !== 200)
          throw new Error(`${route} answered ${answer.status}: ${body.slice(0, 300)}`);
        if (route === PROFILE) {
          const profile = JSON.parse(body) as { data?: { agencies?: unknown[] } };
          if (profile.data?.agencies?.length !== agencies.length) {
            throw new Error(`${route} did not list the seeded dealerships: ${body.slice(0, 300)}`);
          }
        }
      }

      process.stdout.write(
        `    ${connections} connections, ${duration} s per route after ${warmup} s of warm-up each\n`,
      );
      for (const route of [HEALTH, NOOP, PROFILE])
        await runLoad(`${base}${route}`, token, warmup, connections);
      const healthBefore = await runLoad(`${base}${HEALTH}`, token, duration, connections);
      printLoad(`GET ${HEALTH}`, healthBefore);
      const noop = await runLoad(`${base}${NOOP}`, token, duration, connections);
      printLoad(`GET ${NOOP}`, noop);
      const profile = await runLoad(`${base}${PROFILE}`, token, duration, connections);
      printLoad(`GET ${PROFILE}`, profile);
      // Again at the end: on a shared machine the load around the run drifts; the mean is the reference.
      const healthAfter = await runLoad(`${base}${HEALTH}`, token, duration, connections);
      printLoad(`GET ${HEALTH} (again)`, healthAfter);

      const problems = [
        broken(HEALTH, healthBefore),
        broken(NOOP, noop),
        broken(PROFILE, profile),
        broken(HEALTH, healthAfter),
      ].filter(Boolean);
      if (problems.length > 0)
        throw new Error(`the load run was not clean:\n      ${problems.join('\n      ')}`);

      const ratio = profile.requestsPerSecond / noop.requestsPerSecond;
      const met = ratio >= 0.5;
      process.stdout.write(
        `    ratio profile / no-op: ${fmt(ratio, 2)}   target "profile at least half the no-op throughput": ${met ? 'met' : 'not met'}\n`,
      );
      const reference = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
      const share = (load: Load) => load.requestsPerSecond / reference;
      const ofHealth = {
        noop: share(noop),
        profile: share(profile),
        noopMet: share(noop) >= TARGETS.noop,
        profileMet: share(profile) >= TARGETS.profile,
      };
      process.stdout.write(
        `    of ${HEALTH} (${fmt(reference)} req/s): no-op ${fmt(ofHealth.noop, 3)} (target ${TARGETS.noop}: ${ofHealth.noopMet ? 'met' : 'not met'}), ` +
          `profile ${fmt(ofHealth.profile, 3)} (target ${TARGETS.profile}: ${ofHealth.profileMet ? 'met' : 'not met'})\n`,
      );
      const health =
        healthBefore.requestsPerSecond <= healthAfter.requestsPerSecond ? healthBefore : healthAfter;
      return { engine, health, profile, noop, ratio, met, ofHealth };
    } finally {
      await built.close();
    }
  } finally {
    await opened.cleanup();
  }
}

async function main() {
  const engines: Engine[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) engines.push('postgres');
  else process.stdout.write('  (TEST_DATABASE_URL is not set: PostgreSQL is skipped)\n');

  const results: EngineResult[] = [];
  let failed = false;
  for (const engine of engines) {
    try {
      results.push(await benchEngine(engine));
    } catch (error) {
      failed = true;
      process.stderr.write(
        `  BROKEN on ${engine}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }

  // scripts/bench.mjs reads the figures from this file for its summary.
  const resultFile = process.env.BENCH_RESULT_FILE;
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify({ duration, connections, results }));
  return failed ? 1 : 0;
}

// Ctrl-C reaches the whole process group: the load child stops, and the cleanup above still runs
// (temporary directory removed, PostgreSQL database dropped) before this process exits.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

main()
  .catch((error) => {
    process.stderr.write(
      `  BROKEN: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  })
  .then((code) => process.exit(interrupted ? 130 : code));
