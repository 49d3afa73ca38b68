/**
 * The leads lists (issue 13, "Performance"): the screen every dealer opens first. Four lists,
 * each through its real route (authentication, membership and package scope, validation, the
 * total, mapping, serialisation) in turns with a bench-only route with public access that runs the
 * bare page query (`select … from leads where … order by created_at desc, id desc limit 25`) and
 * a second one that runs the list's own page query (`leadsSource` through `pageRows`) without the
 * route around it; all three must first answer the same rows in the same order.
 *
 * - `channel`: one dealership's Marketplace leads, newest first, with `meta.total`, as its Gerente;
 * - `search`: the same with a search term (a surname, typed with its accent);
 * - `admin`: the Marketplace leads of every dealership (`agency=0`), as the Superadmin;
 * - `forward`: `/leads/admin` (Reenvío), every channel of every dealership, as the Superadmin.
 *
 * On PostgreSQL (TEST_DATABASE_URL, a scratch database): 5,000,000 leads across 200 dealerships
 * (`npm run seed:scale`'s code; BENCH_LEADS changes the size), 50 connections; targets p99 at
 * most 25 ms (50 ms with the search) and real / bare throughput at least 0.8. On PGlite with its
 * data directory on disk (as `npm start`): 500,000 leads across 20 dealerships (the same 25,000 a
 * dealership; BENCH_LEADS_PGLITE changes it), one user; targets p99 at most 50 ms, and
 * `GET /api/health` answered within 100 ms while each list is being read (bench/prober.mjs).
 *
 * Then the export of 1,000,000 leads (BENCH_EXPORT_LEADS) from `/leads/admin/export` as the
 * Superadmin, CSV and XLSX, downloaded by a client in its own process: time, and the server
 * process's peak RSS (Linux's high-water mark, reset after a full GC before each download) and
 * its RSS before. The process also holds the bench's own harness, on PGlite the embedded engine,
 * and on PostgreSQL what the PGlite run before it left mapped: the target applies to what the
 * export adds, the peak above the RSS before. On PostgreSQL the export narrows to the latest days holding the million;
 * PGlite is topped up to a million leads first. Target: at most 300 MB.
 *
 * Prints figures; never fails on time.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { type LeadChannelKey, ROLES } from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query';
import { scaleAgencyIds, seedScale } from '../apps/api/src/db/seed/scale-seed';
import { pageRows } from '../apps/api/src/lib/list-query';
import { leadsSource } from '../apps/api/src/modules/leads/public';
import { buildUser, tokenFor } from '../apps/api/test/factories';
import { type Comparison, comparedWithBare, postgresDatabaseOf } from './cpu-per-request';
import {
  adminToken,
  connections,
  duration,
  type Engine,
  engineName,
  getJson,
  type Opened,
  positiveNumber,
  runEngines,
  startServer,
  warmup,
} from './engines';
import { seedDemo } from './fixtures';
import { load, type Probe, startProber } from './load-client';

const SIZES: Record<Engine, { leads: number; agencies: number }> = {
  postgres: { leads: positiveNumber('BENCH_LEADS', 5_000_000), agencies: 200 },
  pglite: { leads: positiveNumber('BENCH_LEADS_PGLITE', 500_000), agencies: 20 },
};
const EXPORT_LEADS = positiveNumber('BENCH_EXPORT_LEADS', 1_000_000);
const TARGETS = {
  postgres: { p99: 25, p99Search: 50, ratio: 0.8 },
  pglite: { p99: 50, p99Search: 50, ratio: undefined },
} as const;
const HEALTH_TARGET_MS = 100;
const EXPORT_TARGET_MB = 300;
const CHANNEL = 'marketplace' satisfies LeadChannelKey;
/** One of the demo's surnames, typed as people type it: with its accent, matched without. */
const TERM = 'Ramírez';

/** The bare page query: the leads table's own columns, the real list's conditions and order. */
const COLUMNS = sql`id, agency_id, channel, status, lost_reason, name, email, phone, vehicle_id, vehicle_title,
  details, scheduled_at, assigned_user_id, first_response_at, forwarded_from, lock_version, created_at, updated_at`;

interface List {
  label: string;
  /** The real route, after `/api/mi-vitrina/leads/`. */
  route: (agencyId: number) => string;
  who: 'gerente' | 'superadmin';
  /** The bare query's conditions besides `deleted_at is null`. */
  where: (agencyId: number) => SQL;
  /** The list's own source: its channel (null: every channel) and dealerships (null: all). */
  source: (agencyId: number) => { channel: typeof CHANNEL | null; agencyIds: number[] | null };
  /** With the search term. */
  searched: boolean;
}

const LISTS = {
  channel: {
    label: 'one dealership, newest first',
    route: (agency) => `${CHANNEL}?agency=${agency}&page=1&limit=25`,
    who: 'gerente',
    where: (agency) => sql`agency_id = ${agency} and channel = ${CHANNEL}`,
    source: (agency) => ({ channel: CHANNEL, agencyIds: [agency] }),
    searched: false,
  },
  search: {
    label: `one dealership, search "${TERM}"`,
    route: (agency) => `${CHANNEL}?agency=${agency}&page=1&limit=25&search=${encodeURIComponent(TERM)}`,
    who: 'gerente',
    // Written as the list writes it for a channel of at most 5,000 leads, read in its order
    // (`searchByScan`, leads.repository.ts): a bare LIKE lets the planner take the trigram index of
    // every dealership's leads, which for a common surname measured 9 times slower than the list.
    where: (agency) =>
      sql`agency_id = ${agency} and channel = ${CHANNEL} and coalesce((search_text like vitrina_unaccent(lower(${`%${TERM}%`}))), false)`,
    source: (agency) => ({ channel: CHANNEL, agencyIds: [agency] }),
    searched: true,
  },
  admin: {
    label: 'every dealership (agency=0), Superadmin',
    route: () => `${CHANNEL}?agency=0&page=1&limit=25`,
    who: 'superadmin',
    where: () => sql`channel = ${CHANNEL}`,
    source: () => ({ channel: CHANNEL, agencyIds: null }),
    searched: false,
  },
  forward: {
    label: '/leads/admin, every channel and dealership',
    route: () => 'admin?agency=0&page=1&limit=25',
    who: 'superadmin',
    where: () => sql`true`,
    source: () => ({ channel: null, agencyIds: null }),
    searched: false,
  },
} as const satisfies Record<string, List>;
type ListName = keyof typeof LISTS;
const NAMES = Object.keys(LISTS) as ListName[];

type ListResult = Comparison & { total: number; target: number };

// The export ------------------------------------------------------------------------------------

/** The process's peak RSS since the last reset (Linux: VmHWM, reset through clear_refs), in MB. */
const peakRss = {
  reset() {
    fs.writeFileSync('/proc/self/clear_refs', '5');
  },
  read(): number {
    const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return Number(kb) / 1024;
  },
};

/** One download in its own process: its status, bytes and lines (CSV rows + header). */
const DOWNLOAD = `
const [url, token] = process.argv.slice(1);
const began = performance.now();
const answer = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
let bytes = 0, lines = 0, head = '';
for await (const chunk of answer.body) {
  bytes += chunk.length;
  if (head.length < 300) head += Buffer.from(chunk).toString('utf8', 0, 300);
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
}
console.log(JSON.stringify({ status: answer.status, bytes, lines, head: answer.status === 200 ? '' : head,
  seconds: (performance.now() - began) / 1000 }));`;

function downloadOnce(url: string, token: string) {
  return new Promise<{ status: number; bytes: number; lines: number; head: string; seconds: number }>(
    (resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', DOWNLOAD, url, token],
        { maxBuffer: 1 << 20 },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`the download stopped: ${stderr.trim() || error.code}`));
          else resolve(JSON.parse(stdout.trim()));
        },
      );
    },
  );
}

/**
 * The latest Mexico City days that hold `rows` leads (every day when there are fewer): the
 * export's `created_from`, and how many leads it then holds.
 */
async function exportWindow(db: Db, rows: number): Promise<{ from: string; rows: number }> {
  const days = await queryRows<{ day: string; n: number }>(
    db,
    sql`select (created_at at time zone 'America/Mexico_City')::date::text as day, count(*)::int as n
          from leads where deleted_at is null group by 1 order by 1 desc`,
  );
  let sum = 0;
  for (const { day, n } of days) {
    sum += n;
    if (sum >= rows) return { from: day, rows: sum };
  }
  return { from: days.at(-1)?.day ?? '2000-01-01', rows: sum };
}

async function measureExports(base: string, token: string, window: { from: string; rows: number }) {
  const results = {} as Record<
    'csv' | 'xlsx',
    { seconds: number; peakRssMb: number; startRssMb: number; megabytes: number }
  >;
  for (const format of ['csv', 'xlsx'] as const) {
    const url = `${base}/api/mi-vitrina/leads/admin/export?agency=0&created_from=${window.from}&format=${format}`;
    // From a collected heap (bench.mjs runs this file with --expose-gc): what the lists' load left behind is not the export's.
    globalThis.gc?.();
    const startRssMb = process.memoryUsage.rss() / 1024 / 1024;
    peakRss.reset();
    const got = await downloadOnce(url, token);
    const peakRssMb = peakRss.read();
    if (got.status !== 200) throw new Error(`the ${format} export answered ${got.status}: ${got.head}`);
    // CSV: one line per lead, the header, and the last line's end.
    if (format === 'csv' && got.lines !== window.rows + 1) {
      throw new Error(`the CSV export held ${got.lines - 1} leads, not ${window.rows}`);
    }
    results[format] = { seconds: got.seconds, peakRssMb, startRssMb, megabytes: got.bytes / 1024 / 1024 };
    process.stdout.write(
      `    export ${format.toUpperCase().padEnd(4)} ${window.rows.toLocaleString('en')} leads: ` +
        `${got.seconds.toFixed(1)} s, ${(got.bytes / 1024 / 1024).toFixed(1)} MB, peak RSS ${peakRssMb.toFixed(0)} MB ` +
        `(${startRssMb.toFixed(0)} MB before: the export added ${(peakRssMb - startRssMb).toFixed(0)} MB; ` +
        `target <= ${EXPORT_TARGET_MB} MB: ${peakRssMb - startRssMb <= EXPORT_TARGET_MB ? 'met' : 'not met'})\n`,
    );
  }
  return {
    rows: window.rows,
    ...results,
    met: Object.values(results).every((r) => r.peakRssMb - r.startRssMb <= EXPORT_TARGET_MB),
  };
}

// The run ---------------------------------------------------------------------------------------

async function seedLeads(database: Opened['database'], engine: Engine, leads: number) {
  const { agencies } = SIZES[engine];
  process.stdout.write(`    seeding ${leads.toLocaleString('en')} leads across ${agencies} dealerships…\n`);
  const seeded = await seedScale(database.db, {
    vehicles: 0,
    leads,
    agencies,
    batch: engine === 'postgres' ? 50_000 : 10_000,
  });
  const rate = seeded.leadsInserted / seeded.seconds;
  process.stdout.write(
    `    seeded in ${seeded.seconds.toFixed(1)} s (${Math.round(rate).toLocaleString('en')} rows/s)\n`,
  );
  return seeded;
}

function printProbe(label: string, probe: Probe) {
  const at = (value: number) => value.toFixed(1).padStart(6);
  process.stdout.write(
    `    ${label.padEnd(56)} p50 ${at(probe.latencyP50)} ms   p99 ${at(probe.latencyP99)} ms   ` +
      `max ${at(probe.latencyMax)} ms   (${probe.requests} requests)\n`,
  );
}

async function measure({ engine, database }: Opened) {
  const size = SIZES[engine];
  const target = TARGETS[engine];
  const users = engine === 'postgres' ? connections : 1;
  await seedDemo(database);
  const seeded = await seedLeads(database, engine, size.leads);
  const [agencyId] = await scaleAgencyIds(database.db);
  const gerente = await buildUser(database.db, { role: ROLES.manager, agencyIds: [agencyId!] });

  const server = await startServer(database, (app) => {
    for (const name of NAMES) {
      const list = LISTS[name];
      app.get(`/api/bench/leads-${name}`, { config: { access: { public: true } } }, async () => ({
        data: await queryRows(
          database.db,
          sql`select ${COLUMNS} from leads where deleted_at is null and ${list.where(agencyId!)}
               order by created_at desc, id desc limit 25`,
        ),
      }));
      app.get(`/api/bench/leads-${name}-sql`, { config: { access: { public: true } } }, async () => {
        const { channel, agencyIds } = list.source(agencyId!);
        return {
          data: await pageRows(database.db, leadsSource(channel, { agencyIds, advisorId: null }), {
            page: 1,
            limit: 25,
            search: list.searched ? TERM : undefined,
          }),
        };
      });
    }
  });
  try {
    const { base } = server;
    const tokens = {
      gerente: await tokenFor(server.context, gerente.id, 24 * 3600),
      superadmin: await adminToken(server),
    };
    const route = (name: ListName) => `/api/mi-vitrina/leads/${LISTS[name].route(agencyId!)}`;

    const totals = {} as Record<ListName, number>;
    for (const name of NAMES) {
      const token = tokens[LISTS[name].who];
      const real = await getJson<{ data: { id: number }[]; meta: { total: number } }>(
        base,
        route(name),
        token,
      );
      const bare = await getJson<{ data: { id: number }[] }>(base, `/api/bench/leads-${name}`);
      const routeSql = await getJson<{ data: { id: number }[] }>(base, `/api/bench/leads-${name}-sql`);
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id).join(',');
      // A small database may hold no match for the search; every other list has rows.
      const empty = real.data.length === 0 && !LISTS[name].searched;
      if (empty || ids(real.data) !== ids(bare.data) || ids(real.data) !== ids(routeSql.data)) {
        throw new Error(`${name}: the real page (${real.data.length} rows) and the bench-only pages differ`);
      }
      totals[name] = real.meta.total;
    }
    process.stdout.write(
      `    dealership ${agencyId}: ${totals.channel.toLocaleString('en')} Marketplace leads, ${totals.search} ` +
        `matching "${TERM}"; every dealership: ${totals.admin.toLocaleString('en')} Marketplace leads, ` +
        `${totals.forward.toLocaleString('en')} in all. ${users} connection${users === 1 ? '' : 's'}, ` +
        `${duration} s per route after ${warmup} s of warm-up\n`,
    );
    for (const name of NAMES) {
      const token = tokens[LISTS[name].who];
      await load(`${base}/api/bench/leads-${name}`, token, warmup, users);
      await load(`${base}/api/bench/leads-${name}-sql`, token, warmup, users);
      await load(`${base}${route(name)}`, token, warmup, users);
    }
    const postgresDatabase = await postgresDatabaseOf(database);
    const lists = {} as Record<ListName, ListResult>;
    for (const name of NAMES) {
      const { label, who, searched } = LISTS[name];
      const token = tokens[who];
      const p99Target = searched ? target.p99Search : target.p99;
      // The references and the real route in turns, so all three see the same machine.
      lists[name] = {
        total: totals[name],
        target: p99Target,
        ...(await comparedWithBare(
          name,
          {
            bare: { url: `${base}/api/bench/leads-${name}`, label: `bare page query, ${label}` },
            routeSql: {
              url: `${base}/api/bench/leads-${name}-sql`,
              label: `the list's own page query, ${label}`,
            },
            real: {
              url: `${base}${route(name)}`,
              label: `GET …/leads/${LISTS[name].route(agencyId!).split('?')[0]}, ${label}`,
            },
          },
          { token, seconds: duration, connections: users },
          postgresDatabase,
          { p99: p99Target, ratio: target.ratio },
          60,
        )),
      };
    }

    // The embedded engine shares the server's process: the server must still answer meanwhile.
    let health: Record<ListName, Probe> | undefined;
    if (engine === 'pglite') {
      health = {} as Record<ListName, Probe>;
      const prober = await startProber(`${base}/api/health`, duration);
      try {
        printProbe('GET /api/health, nothing else running', await prober.window());
        for (const name of NAMES) {
          const [, probe] = await Promise.all([
            load(`${base}${route(name)}`, tokens[LISTS[name].who], duration + 1, users),
            new Promise((resolve) => setTimeout(resolve, 500)).then(() => prober.window()),
          ]);
          if (probe.failed > 0 || probe.requests === 0)
            throw new Error(`health while ${name}: ${probe.failed} failed`);
          health[name] = probe;
          printProbe(`GET /api/health while one user reads ${name}`, probe);
        }
      } finally {
        prober.close();
      }
      const worst = Math.max(...NAMES.map((name) => health![name].latencyMax));
      process.stdout.write(
        `      target: every health answer within ${HEALTH_TARGET_MS} ms: ${worst <= HEALTH_TARGET_MS ? 'met' : 'not met'} (max ${worst.toFixed(1)} ms)\n`,
      );
    }

    if (engine === 'pglite' && size.leads < EXPORT_LEADS) {
      process.stdout.write('    the export: topping up to a million leads\n');
      await seedLeads(database, engine, EXPORT_LEADS);
    }
    const exports = await measureExports(
      base,
      tokens.superadmin,
      await exportWindow(database.db, EXPORT_LEADS),
    );

    return {
      engine,
      name: engineName(engine),
      leads: size.leads,
      agencies: size.agencies,
      users,
      seedSeconds: seeded.seconds,
      seedRowsPerSecond: seeded.leadsInserted / seeded.seconds,
      targets: { ...target, health: HEALTH_TARGET_MS, exportMb: EXPORT_TARGET_MB },
      lists,
      health,
      healthMet: health
        ? Math.max(...NAMES.map((name) => health![name].latencyMax)) <= HEALTH_TARGET_MS
        : undefined,
      exports,
    };
  } finally {
    await server.close();
  }
}

runEngines(measure);
