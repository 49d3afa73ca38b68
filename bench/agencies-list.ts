/**
 * Agencies list under load (issue 5): autocannon with 50 connections against the first page of
 * `GET /api/mi-vitrina/agencies` in its default order (name, through the agencies_name_order
 * index) and the same page with an accent-insensitive search (the agencies_name_trgm index), as
 * an administrator who sees every agency. The demo data plus 10,000 generated agencies spread
 * over 50 groups, the three packages, the demo families and the SEPOMEX sample's settlements.
 * Runs on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Prints figures; never fails on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { tokenFor } from '../apps/api/test/factories';
import { openScratchPostgres } from '../apps/api/test/test-database';
import { addAgencies, seedDemo } from './fixtures';
import { type Load, load } from './load-client';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EXTRA_AGENCIES = 10_000;
const ROUTES = {
  page: '/api/mi-vitrina/agencies?page=1&limit=25',
  search: `/api/mi-vitrina/agencies?page=1&limit=25&search=${encodeURIComponent('SEMINUEVOS')}`,
};
type RouteName = keyof typeof ROUTES;

async function fill(database: Database) {
  await seedDemo(database);
  await addAgencies(database, EXTRA_AGENCIES);
}

async function measure(label: string, database: Database) {
  await fill(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-agencies-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const built = await buildApp(config, { database, counters: new MemoryCounterStore(), logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [admin] = await database.db
    .execute(sql`select id from users where email = 'superadmin@vitrina.mx'`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  const token = await tokenFor(built.context, admin!.id, 24 * 3600);
  const lines: string[] = [
    `  ${label} — ${EXTRA_AGENCIES.toLocaleString('en')} extra agencies, ${connections} connections, ${duration} s`,
  ];
  const results = {} as Record<RouteName, Load>;
  try {
    for (const [name, route] of Object.entries(ROUTES) as [RouteName, string][]) {
      const check = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await check.json()) as { data?: unknown[]; meta?: { total: number } };
      if (check.status !== 200 || body.data?.length !== 25) {
        throw new Error(`${name}: ${check.status}, ${body.data?.length ?? 0} rows`);
      }
      if (warmup > 0) await load(`${base}${route}`, token, warmup, connections);
      const result = await load(`${base}${route}`, token, duration, connections);
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(
          `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      results[name] = result;
      lines.push(
        `    GET agencies ${name.padEnd(7)} ${result.requestsPerSecond.toFixed(1).padStart(8)} req/s   p50 ${String(result.latencyP50).padStart(4)} ms   p99 ${String(result.latencyP99).padStart(4)} ms   (total ${body.meta?.total})`,
      );
    }
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return { engine: database.driver, agencies: EXTRA_AGENCIES, ...results };
}

const engines: Awaited<ReturnType<typeof measure>>[] = [];
const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  engines.push(await measure('PGlite', pglite));
} finally {
  await pglite.close();
}
if (process.env.TEST_DATABASE_URL) {
  const postgres = await openScratchPostgres(process.env.TEST_DATABASE_URL, {
    prefix: 'vitrina_bench',
    poolSize: 10,
  });
  try {
    engines.push(await measure('PostgreSQL', postgres));
  } finally {
    await postgres.close();
  }
}

const resultFile = process.env.BENCH_RESULT_FILE;
if (resultFile) fs.writeFileSync(resultFile, JSON.stringify({ connections, duration, results: engines }));
