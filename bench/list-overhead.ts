/**
 * What a list page costs on top of its own query (issue "Fast requests"): the brands and agencies
 * list pages with their totals, as an administrator, against bench-only routes that run the same
 * page query with no authentication, no total, no query validation and no response schema. The
 * ratio real / bench-only is our overhead (authentication, scope, the capped count, validation,
 * mapping and serialisation); the query's own cost is in both. The demo data (its catalogue's
 * brands) plus 10,000 agencies, 50 connections, on PGlite with a data directory on disk and on
 * PostgreSQL when TEST_DATABASE_URL is set. Prints figures; never fails on time.
 */
import { pageRows } from '../apps/api/src/lib/list-query';
import { agencySource } from '../apps/api/src/modules/agencies/public';
import { brandSource } from '../apps/api/src/modules/catalogs/public';
import {
  adminToken,
  connections,
  duration,
  getJson,
  type Opened,
  runEngines,
  startServer,
  warmup,
} from './engines';
import { addAgencies, seedDemo } from './fixtures';
import { assertClean, type Load, load, printLoad } from './load-client';

const HEALTH = '/api/health';
const EXTRA_AGENCIES = 10_000;
const PAGE = { page: 1, limit: 25 };
/** Issue "Fast requests": a list page gets at least this share of its bench-only route's throughput. */
const TARGET = 0.7;

const LISTS = {
  brands: {
    route: `/api/mi-vitrina/catalogs/brands?page=${PAGE.page}&limit=${PAGE.limit}`,
    bare: '/api/bench/brands-page',
    source: () => brandSource({}),
  },
  agencies: {
    route: `/api/mi-vitrina/agencies?page=${PAGE.page}&limit=${PAGE.limit}`,
    bare: '/api/bench/agencies-page',
    // An administrator's scope: every agency.
    source: () => agencySource({ agencyIds: null }),
  },
} as const;
type ListName = keyof typeof LISTS;

interface ListResult {
  rows: number;
  total: number;
  real: Load;
  bare: Load;
  /** real / bare throughput, against TARGET. */
  ratio: number;
  met: boolean;
  /** Throughput as a share of `/api/health`'s. */
  ofHealth: { real: number; bare: number };
}

async function measure({ engine, database }: Opened) {
  await seedDemo(database);
  await addAgencies(database, EXTRA_AGENCIES);
  const server = await startServer(database, (app) => {
    for (const list of Object.values(LISTS)) {
      app.get(list.bare, { config: { access: { public: true } } }, async () => ({
        data: await pageRows(database.db, list.source(), PAGE),
      }));
    }
  });
  try {
    const { base } = server;
    const token = await adminToken(server);

    // Each real route answers its page, and the bench-only route the same rows in the same order.
    const checked = {} as Record<ListName, { rows: number; total: number }>;
    for (const [name, list] of Object.entries(LISTS) as [ListName, (typeof LISTS)[ListName]][]) {
      const real = await getJson<{ data: { id: number }[]; meta: { total: number } }>(
        base,
        list.route,
        token,
      );
      const bare = await getJson<{ data: { id: number }[] }>(base, list.bare);
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id).join(',');
      if (real.data.length !== Math.min(PAGE.limit, real.meta.total) || ids(real.data) !== ids(bare.data)) {
        throw new Error(
          `${name}: the real page (${real.data.length} of ${real.meta.total}) and the bench-only page (${bare.data.length}) differ`,
        );
      }
      checked[name] = { rows: real.data.length, total: real.meta.total };
    }

    process.stdout.write(
      `    ${checked.brands.total} brands, ${checked.agencies.total.toLocaleString('en')} agencies (${EXTRA_AGENCIES.toLocaleString('en')} added); ` +
        `${connections} connections, ${duration} s per route after ${warmup} s of warm-up each; administrator token on every route\n`,
    );
    const routes = [HEALTH, ...Object.values(LISTS).flatMap((list) => [list.bare, list.route])];
    for (const route of routes) await load(`${base}${route}`, token, warmup, connections);
    const run = async (label: string, route: string) => {
      const result = await load(`${base}${route}`, token, duration, connections);
      printLoad(label, result, 48);
      return result;
    };
    // Each bench-only route right before its real one, so both see the same machine.
    const healthBefore = await run(`GET ${HEALTH}`, HEALTH);
    const loads = {} as Record<ListName, { bare: Load; real: Load }>;
    for (const [name, list] of Object.entries(LISTS) as [ListName, (typeof LISTS)[ListName]][]) {
      const bare = await run(`GET ${list.bare}`, list.bare);
      const real = await run(`GET ${list.route.replace('/api/mi-vitrina', '…')}`, list.route);
      loads[name] = { bare, real };
    }
    const healthAfter = await run(`GET ${HEALTH} (again)`, HEALTH);
    assertClean([
      [HEALTH, healthBefore],
      ...Object.entries(loads).flatMap(([name, { bare, real }]): [string, Load][] => [
        [LISTS[name as ListName].bare, bare],
        [LISTS[name as ListName].route, real],
      ]),
      [HEALTH, healthAfter],
    ]);

    // On a shared machine the load drifts: the mean of both health runs is the reference.
    const reference = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
    const lists = {} as Record<ListName, ListResult>;
    for (const name of Object.keys(LISTS) as ListName[]) {
      const { bare, real } = loads[name];
      const ratio = real.requestsPerSecond / bare.requestsPerSecond;
      lists[name] = {
        ...checked[name],
        real,
        bare,
        ratio,
        met: ratio >= TARGET,
        ofHealth: { real: real.requestsPerSecond / reference, bare: bare.requestsPerSecond / reference },
      };
      process.stdout.write(
        `    ${name}: real / bench-only ${ratio.toFixed(2)} (target ${TARGET}: ${ratio >= TARGET ? 'met' : 'not met'}); ` +
          `of ${HEALTH} (${reference.toFixed(1)} req/s): real ${lists[name].ofHealth.real.toFixed(3)}, bench-only ${lists[name].ofHealth.bare.toFixed(3)}\n`,
      );
    }
    const health =
      healthBefore.requestsPerSecond <= healthAfter.requestsPerSecond ? healthBefore : healthAfter;
    return { engine, agencies: EXTRA_AGENCIES, health, healthReference: reference, lists };
  } finally {
    await server.close();
  }
}

runEngines(measure, { target: TARGET });
