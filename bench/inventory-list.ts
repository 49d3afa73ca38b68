/**
 * The used-inventory list (issue 12, "Performance"): one dealership's vehicles sorted by price,
 * with a year filter, and with a search term, through the real route `GET /api/mi-vitrina/inventory?agency=…`
 * as that dealership's Gerente (authentication, membership and package scope, validation, the
 * capped total, mapping, serialisation), each in turns with a bench-only route that runs the bare
 * page query with public access: `select … from vehicles where agency_id = … [and the same
 * filter] order by price_cents, id limit 25`. Before measuring, both must answer the same rows in
 * the same order. The ratio real / bare throughput is our cost on top of the query. A third route,
 * bench-only too, runs the list's own page query (vehiclesSource through pageRows: the prepared
 * page statement with the days in stock and the formatted dates, then its `decorate`, the names
 * looked up for the page) without the route around it, which splits that ratio into
 * what the list's richer row costs in the query and what the route adds.
 *
 * - PostgreSQL (TEST_DATABASE_URL, a scratch database): 1,000,000 vehicles across 200 dealerships
 *   (`npm run seed:scale`'s code; BENCH_INVENTORY_VEHICLES changes the size), 50 connections.
 *   Targets: p99 at most 25 ms, real / bare at least 0.8.
 * - PGlite with a data directory on disk (as `npm start`): 50,000 vehicles across 10 dealerships
 *   (the same 5,000 a dealership), one user (one connection). Target: p99 at most 50 ms.
 *
 * Prints figures; never fails on time.
 */
import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/query';
import { scaleAgencyIds, seedScale } from '../apps/api/src/db/seed/scale-seed';
import { pageRows } from '../apps/api/src/lib/list-query';
import { dealershipSearch } from '../apps/api/src/lib/search-keys';
import { searchTextMatches } from '../apps/api/src/modules/catalogs/public';
import { vehiclesSource } from '../apps/api/src/modules/inventory/public';
import { buildUser, tokenFor } from '../apps/api/test/factories';
import { type Comparison, comparedWithBare, postgresDatabaseOf } from './cpu-per-request';
import {
  connections,
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
import { load } from './load-client';

const SIZES = {
  postgres: { vehicles: positiveNumber('BENCH_INVENTORY_VEHICLES', 1_000_000), agencies: 200 },
  pglite: { vehicles: 50_000, agencies: 10 },
} as const;
const TARGETS = {
  postgres: { p99: 25, ratio: 0.8 },
  pglite: { p99: 50, ratio: undefined },
} as const;
const YEARS = { from: 2019, to: 2023 };
const TERM = 'versa';

/** The bare page query: the vehicles table's own columns, the real list's filter and order. */
const COLUMNS = sql`id, agency_id, catalog_year_id, brand_id, model_id, version_id, year, vin, stock_number,
  mileage_km, price_cents, offer_price_cents, status, first_on_lot, published_marketplace, published_mercadolibre,
  published_meta, cover_path, photos_count, lock_version, updated_at`;

const LISTS = {
  year: {
    label: `sorted by price, years ${YEARS.from}–${YEARS.to}`,
    query: `sort=${encodeURIComponent('price|asc')}&year_from=${YEARS.from}&year_to=${YEARS.to}`,
    filter: (_agencyId: number) => sql`year >= ${YEARS.from} and year <= ${YEARS.to}`,
    filters: { year_from: YEARS.from, year_to: YEARS.to },
    search: undefined,
  },
  search: {
    label: `sorted by price, search "${TERM}"`,
    query: `sort=${encodeURIComponent('price|asc')}&search=${TERM}`,
    // One dealership's search reads its own trigram keys, then tests the LIKE (lib/search-keys.ts).
    filter: (agencyId: number) =>
      dealershipSearch(
        'vehicles',
        [agencyId],
        searchTextMatches('vehicles'),
      )(sql`vitrina_unaccent(lower(${`%${TERM}%`}))`, TERM),
    filters: {},
    search: TERM,
  },
} as const;
type ListName = keyof typeof LISTS;

type ListResult = Comparison & { total: number };

async function measure({ engine, database }: Opened) {
  const size = SIZES[engine];
  const target = TARGETS[engine];
  const users = engine === 'postgres' ? connections : 1;
  await seedDemo(database);
  process.stdout.write(
    `    seeding ${size.vehicles.toLocaleString('en')} vehicles across ${size.agencies} dealerships…\n`,
  );
  const seeded = await seedScale(database.db, {
    vehicles: size.vehicles,
    agencies: size.agencies,
    batch: engine === 'postgres' ? 50_000 : 10_000,
  });
  process.stdout.write(
    `    seeded in ${seeded.seconds.toFixed(1)} s (${Math.round(seeded.vehiclesInserted / seeded.seconds).toLocaleString('en')} rows/s)\n`,
  );
  const [agencyId] = await scaleAgencyIds(database.db);
  const gerente = await buildUser(database.db, { role: ROLES.manager, agencyIds: [agencyId!] });

  const server = await startServer(database, (app) => {
    for (const [name, list] of Object.entries(LISTS)) {
      app.get(`/api/bench/inventory-${name}`, { config: { access: { public: true } } }, async () => ({
        data: await queryRows(
          database.db,
          sql`select ${COLUMNS} from vehicles
               where agency_id = ${agencyId} and deleted_at is null and ${list.filter(agencyId!)}
               order by price_cents asc nulls last, id limit 25`,
        ),
      }));
      // The list's own page query, without the route around it (authentication, validation, the
      // capped total, the response schema): splits real / bare into the query's share and the rest.
      app.get(`/api/bench/inventory-${name}-sql`, { config: { access: { public: true } } }, async () => ({
        data: await pageRows(database.db, vehiclesSource({ ...list.filters, agencyIds: [agencyId!] }), {
          page: 1,
          limit: 25,
          sort: 'price|asc',
          search: list.search,
        }),
      }));
    }
  });
  try {
    const { base } = server;
    const token = await tokenFor(server.context, gerente.id, 24 * 3600);
    const route = (name: ListName) =>
      `/api/mi-vitrina/inventory?agency=${agencyId}&page=1&limit=25&${LISTS[name].query}`;

    const postgresDatabase = await postgresDatabaseOf(database);

    const totals = {} as Record<ListName, number>;
    for (const name of Object.keys(LISTS) as ListName[]) {
      const real = await getJson<{ data: { id: number }[]; meta: { total: number } }>(
        base,
        route(name),
        token,
      );
      const bare = await getJson<{ data: { id: number }[] }>(base, `/api/bench/inventory-${name}`);
      const routeSql = await getJson<{ data: { id: number }[] }>(base, `/api/bench/inventory-${name}-sql`);
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id).join(',');
      if (ids(real.data) !== ids(bare.data) || ids(real.data) !== ids(routeSql.data)) {
        throw new Error(`${name}: the real page (${real.data.length} rows) and the bench-only pages differ`);
      }
      totals[name] = real.meta.total;
    }
    process.stdout.write(
      `    dealership ${agencyId}: ${totals.year.toLocaleString('en')} vehicles of ${YEARS.from}–${YEARS.to}, ` +
        `${totals.search} matching "${TERM}"; ${users} connection${users === 1 ? '' : 's'}, ` +
        `${duration} s per route after ${warmup} s of warm-up; the dealership's Gerente on the real route\n`,
    );
    for (const name of Object.keys(LISTS) as ListName[]) {
      await load(`${base}/api/bench/inventory-${name}`, token, warmup, users);
      await load(`${base}/api/bench/inventory-${name}-sql`, token, warmup, users);
      await load(`${base}${route(name)}`, token, warmup, users);
    }
    const lists = {} as Record<ListName, ListResult>;
    for (const name of Object.keys(LISTS) as ListName[]) {
      // The references and the real route in turns, so all three see the same machine.
      lists[name] = {
        total: totals[name],
        ...(await comparedWithBare(
          name,
          {
            bare: {
              url: `${base}/api/bench/inventory-${name}`,
              label: `bare page query, ${LISTS[name].label}`,
            },
            routeSql: {
              url: `${base}/api/bench/inventory-${name}-sql`,
              label: `the list's own page query, ${LISTS[name].label}`,
            },
            real: {
              url: `${base}${route(name)}`,
              label: `GET /api/mi-vitrina/inventory, ${LISTS[name].label}`,
            },
          },
          { token, seconds: duration, connections: users },
          postgresDatabase,
          target,
        )),
      };
    }
    return {
      engine,
      name: engineName(engine),
      vehicles: size.vehicles,
      agencies: size.agencies,
      users,
      seedSeconds: seeded.seconds,
      targets: target,
      lists,
    };
  } finally {
    await server.close();
  }
}

runEngines(measure);
