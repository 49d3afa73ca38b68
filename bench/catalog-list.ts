/**
 * Catalog list endpoint under load (issue 4): autocannon with 50 connections against a page of
 * models sorted by name, and the same page with an accent-insensitive search, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL. The catalog holds the demo's Mexican market plus 20,000 generated
 * models, so the page and the capped count read a table of real size. Prints figures; never fails
 * on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/db/seed';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { tokenFor } from '../apps/api/test/factories';
import { openScratchPostgres } from '../apps/api/test/test-database';
import { load } from './load-client';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EXTRA_MODELS = 20_000;
const ROUTES = {
  page: '/api/mi-vitrina/catalogs/models?limit=25&sort=name|asc',
  search: `/api/mi-vitrina/catalogs/models?limit=25&sort=name|asc&search=${encodeURIComponent('sedán')}`,
};

async function fill(database: Database) {
  await database.migrate();
  await seed(database.db, { seedDemo: true, admin: undefined });
  await database.db.execute(sql`
    insert into catalog_models (brand_id, name, body_id)
    select (select min(id) from catalog_brands), 'Modelo de prueba ' || n || case when n % 7 = 0 then ' Sedán' else '' end,
           (select min(id) from catalog_bodies)
      from generate_series(1, ${EXTRA_MODELS}) as n`);
}

async function measure(label: string, database: Database) {
  await fill(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-list-'));
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
    `  ${label} — ${EXTRA_MODELS.toLocaleString('en')} extra models, ${connections} connections, ${duration} s`,
  ];
  try {
    for (const [name, route] of Object.entries(ROUTES)) {
      await load(`${base}${route}`, token, 1, connections);
      const result = await load(`${base}${route}`, token, duration, connections);
      if (result.non2xx || result.errors || result.timeouts)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      lines.push(
        `    GET models ${name.padEnd(7)} ${result.requestsPerSecond.toFixed(1).padStart(8)} req/s   p50 ${String(result.latencyP50).padStart(4)} ms   p99 ${String(result.latencyP99).padStart(4)} ms`,
      );
    }
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}
if (process.env.TEST_DATABASE_URL) {
  const postgres = await openScratchPostgres(process.env.TEST_DATABASE_URL, {
    prefix: 'vitrina_bench',
    poolSize: 10,
  });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
  }
}
