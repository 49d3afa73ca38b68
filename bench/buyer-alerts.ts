/**
 * The buyer alerts screen (issue 18, "Performance"): `GET /api/mi-vitrina/find-cars?agency=…` as
 * one dealership's Gerente, the first page of the alerts its live inventory matches (newest
 * first, each with its matching vehicles, the capped count), under load; and the same for the
 * next page by keyset (`after=`, what "next page" sends). Each is printed with p50/p99 and its
 * throughput as a share of `GET /api/health` (measured before and after in the same run, the
 * mean as the reference), as the other list benchmarks do.
 *
 * - PostgreSQL (TEST_DATABASE_URL, a scratch database): 100,000 alerts (BENCH_ALERTS) and
 *   1,000,000 vehicles across 200 dealerships (BENCH_ALERT_VEHICLES; `npm run seed:scale`'s
 *   code), 10 connections (BENCH_ALERT_CONNECTIONS). Target: p99 at most 50 ms.
 * - PGlite with a data directory on disk (as `npm start`): 10,000 alerts and 50,000 vehicles
 *   across 10 dealerships (the same 5,000 a dealership), one user (one connection). Target: p99
 *   at most 50 ms.
 *
 * Before measuring, the real page must list matching alerts, and the next page must follow it.
 * Prints figures; never fails on time.
 */
import { ROLES } from '@vitrina/shared';
import { scaleAgencyIds, seedScale } from '../apps/api/src/db/seed/scale-seed';
import { buildUser, tokenFor } from '../apps/api/test/factories';
import {
  duration,
  engineName,
  getJson,
  type Opened,
  positiveNumber,
  runEngines,
  startServer,
  warmup,
} from './engines';
import { seedDemo } from './fixtures';
import { assertClean, type Load, load, printLoad } from './load-client';

const SIZES = {
  postgres: {
    alerts: positiveNumber('BENCH_ALERTS', 100_000),
    vehicles: positiveNumber('BENCH_ALERT_VEHICLES', 1_000_000),
    agencies: 200,
    users: positiveNumber('BENCH_ALERT_CONNECTIONS', 10),
  },
  pglite: { alerts: 10_000, vehicles: 50_000, agencies: 10, users: 1 },
} as const;
const TARGET_P99 = 50;
const HEALTH = '/api/health';

interface Page {
  data: { id: number; vehicles_count: number }[];
  meta: { total: number; total_capped: boolean; next_after?: number };
}

async function measure({ engine, database }: Opened) {
  const size = SIZES[engine];
  await seedDemo(database);
  process.stdout.write(
    `    seeding ${size.vehicles.toLocaleString('en')} vehicles across ${size.agencies} dealerships and ` +
      `${size.alerts.toLocaleString('en')} buyer alerts…\n`,
  );
  const seeded = await seedScale(database.db, {
    vehicles: size.vehicles,
    agencies: size.agencies,
    alerts: size.alerts,
    batch: engine === 'postgres' ? 50_000 : 10_000,
  });
  process.stdout.write(`    seeded in ${seeded.seconds.toFixed(1)} s\n`);
  const [agencyId] = await scaleAgencyIds(database.db);
  const gerente = await buildUser(database.db, { role: ROLES.manager, agencyIds: [agencyId!] });

  const server = await startServer(database);
  try {
    const { base } = server;
    const token = await tokenFor(server.context, gerente.id, 24 * 3600);
    const first = `/api/mi-vitrina/find-cars?agency=${agencyId}&page=1&limit=25`;
    const page = await getJson<Page>(base, first, token);
    if (page.data.length === 0 || page.meta.next_after === undefined) {
      throw new Error(`the first page lists ${page.data.length} alerts: nothing to measure`);
    }
    const next = `/api/mi-vitrina/find-cars?agency=${agencyId}&page=2&limit=25&after=${page.meta.next_after}`;
    const second = await getJson<Page>(base, next, token);
    if (second.data.length === 0 || second.data[0]!.id >= page.meta.next_after) {
      throw new Error('the next page does not follow the first');
    }
    process.stdout.write(
      `    dealership ${agencyId}: ${page.meta.total_capped ? `more than ${page.meta.total - 1}` : page.meta.total} ` +
        `matching alerts; ${size.users} connection${size.users === 1 ? '' : 's'}, ${duration} s per route after ` +
        `${warmup} s of warm-up; the dealership's Gerente\n`,
    );
    const run = async (label: string, route: string) => {
      const result = await load(`${base}${route}`, token, duration, size.users);
      printLoad(label, result, 44);
      return result;
    };
    await load(`${base}${HEALTH}`, token, warmup, size.users);
    await load(`${base}${first}`, token, warmup, size.users);
    await load(`${base}${next}`, token, warmup, size.users);
    const healthBefore = await run(`GET ${HEALTH}`, HEALTH);
    const firstPage = await run('GET /find-cars, first page', first);
    const nextPage = await run('GET /find-cars, next page (after=)', next);
    const healthAfter = await run(`GET ${HEALTH} (again)`, HEALTH);
    assertClean([
      [HEALTH, healthBefore],
      [first, firstPage],
      [next, nextPage],
      [HEALTH, healthAfter],
    ]);
    // On a shared machine the load drifts: the mean of both health runs is the reference.
    const reference = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
    const figures = (result: Load) => ({
      load: result,
      ofHealth: result.requestsPerSecond / reference,
      met: result.latencyP99 <= TARGET_P99,
    });
    const pages = { first: figures(firstPage), next: figures(nextPage) };
    for (const [name, figure] of Object.entries(pages)) {
      process.stdout.write(
        `    ${name} page: p50 ${figure.load.latencyP50} ms, p99 ${figure.load.latencyP99} ms ` +
          `(target <= ${TARGET_P99} ms: ${figure.met ? 'met' : 'not met'}); ` +
          `${figure.ofHealth.toFixed(3)} of /api/health's throughput\n`,
      );
    }
    return {
      engine,
      name: engineName(engine),
      alerts: size.alerts,
      vehicles: size.vehicles,
      agencies: size.agencies,
      users: size.users,
      matching: page.meta.total,
      matchingCapped: page.meta.total_capped,
      seedSeconds: seeded.seconds,
      healthReference: reference,
      health: healthBefore.requestsPerSecond <= healthAfter.requestsPerSecond ? healthBefore : healthAfter,
      pages,
    };
  } finally {
    await server.close();
  }
}

runEngines(measure);
