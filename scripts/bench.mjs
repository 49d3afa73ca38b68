// `npm run bench`: every benchmark in sequence, then a summary table. Prints figures only: a slow
// figure or a missed size target never fails the run; a broken benchmark (setup error, failed
// request, server that does not start or stop, page that does not show what it should) exits
// non-zero. Settings: BENCH_DURATION (s per route, default 10), BENCH_WARMUP (s, default 1),
// BENCH_CONNECTIONS (default 50), TEST_DATABASE_URL (adds PostgreSQL; BENCH_KEEP_DATABASE=<name>:
// a database kept between runs instead of a scratch one), BENCH_ENGINES (pglite or postgres: one
// engine only), BENCH_PAINT_RUNS (sign-ins per series, default 10), BENCH_INVENTORY_VEHICLES
// (PostgreSQL inventory size, default 1,000,000), BENCH_UPLOAD_ROUNDS (photo uploads, default 5),
// BENCH_LEADS / BENCH_LEADS_PGLITE / BENCH_EXPORT_LEADS (leads of the PostgreSQL and PGlite lists,
// and of the export: 5,000,000, 500,000, 1,000,000), BENCH_ALERTS / BENCH_ALERT_VEHICLES /
// BENCH_ALERT_CONNECTIONS (the PostgreSQL buyer alerts screen: 100,000 alerts, 1,000,000 vehicles,
// 10 connections), BENCH_ONLY (comma-separated keys below: only those run). The web benchmarks
// drive Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'));

const benchmarks = [
  {
    key: 'throughput',
    title: 'Authenticated throughput: profile and no-op routes vs the public /api/health (autocannon)',
    args: ['--import', 'tsx', path.join(root, 'bench/auth-throughput.ts')],
  },
  {
    key: 'lists',
    title: 'List overhead: brands and agencies pages vs bench-only routes running the same query bare',
    args: ['--import', 'tsx', path.join(root, 'bench/list-overhead.ts')],
  },
  {
    key: 'busy',
    title: 'GET /api/health latency while ten clients read lists and one exports 50,000 agencies',
    args: ['--import', 'tsx', path.join(root, 'bench/busy-health.ts')],
  },
  {
    key: 'upload',
    title: 'Catalog bulk upload: preview and apply of a 10,000-row workbook',
    args: ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/catalog-upload.ts')],
  },
  {
    key: 'list',
    title: 'Catalog list endpoint under load: a page of models, and a search',
    args: ['--import', 'tsx', path.join(root, 'bench/catalog-list.ts')],
  },
  {
    key: 'agencies',
    title: 'Agencies list under load: a page of 10,000 agencies, and a search',
    args: ['--import', 'tsx', path.join(root, 'bench/agencies-list.ts')],
  },
  {
    key: 'inventory',
    title: 'Used-inventory list of one dealership: sorted by price with a year filter, and a search',
    args: ['--import', 'tsx', path.join(root, 'bench/inventory-list.ts')],
  },
  {
    key: 'leads',
    title:
      'Leads lists: a dealership by date with its total, a search, every dealership; the export of a million',
    args: ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/leads-list.ts')],
  },
  {
    key: 'alerts',
    title: "Buyer alerts (/find-cars): one dealership's matching alerts, first and next page, vs /api/health",
    args: ['--import', 'tsx', path.join(root, 'bench/buyer-alerts.ts')],
  },
  {
    key: 'lead-ingestion',
    title:
      'Lead ingestion API: leads/s accepted as JSON and as ADF XML, 50 senders, with assignment, duplicates and SLA',
    args: ['--import', 'tsx', path.join(root, 'bench/lead-ingestion.ts')],
  },
  {
    key: 'photos',
    title: "Photo upload: a 10 MB JPEG until its variants exist, vs sharp's own decode and resize",
    args: ['--import', 'tsx', path.join(root, 'bench/photo-upload.ts')],
  },
  {
    key: 'sepomex',
    title: 'SEPOMEX: import of 157,000 rows in the official format, and postal-code lookups under load',
    args: ['--import', 'tsx', path.join(root, 'bench/sepomex.ts')],
  },
  {
    key: 'realtime',
    title:
      'Realtime: a broadcast to 2,000 websocket clients until the last has it, and memory per connection',
    args: ['--expose-gc', '--import', 'tsx', path.join(root, 'bench/realtime-broadcast.ts')],
  },
  {
    key: 'jobs',
    title: 'Job engine: no-op jobs/s vs a raw skip-locked queue loop, and enqueue-to-start latency at idle',
    args: ['--import', 'tsx', path.join(root, 'bench/jobs.ts')],
  },
  {
    key: 'auctions',
    title:
      'Auctions: accepted bids/s and bid p99 under 50 bidders, and a bid until 500 watching sockets have it',
    args: ['--import', 'tsx', path.join(root, 'bench/auctions.ts')],
  },
  {
    key: 'start',
    title: 'Start time of npm start until GET /api/health answers 200',
    args: [path.join(root, 'bench/start-time.mjs')],
  },
  {
    key: 'bundle',
    title: 'Web: JavaScript downloaded for the Login page and the application layout (Chromium)',
    args: ['--import', 'tsx', path.join(root, 'bench/web-bundle.mjs')],
  },
  {
    key: 'paint',
    title: 'Web: "Iniciar sesión" pressed until the Leads Marketplace page is painted (Chromium)',
    args: ['--import', 'tsx', path.join(root, 'bench/login-paint.ts')],
  },
];

// Ctrl-C reaches the children too; let them clean up, then stop.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

function run(args, resultFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function readResult(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const began = performance.now();
process.stdout.write(
  `Vitrina benchmarks: node ${process.version}, ${os.cpus().length} CPUs, ` +
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
);

// BENCH_ONLY=throughput,list runs just those (keys above); the others are listed as not run.
const only = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((key) => key.trim()))
  : null;
const outcomes = {};
for (const benchmark of benchmarks) {
  if (interrupted) break;
  if (only && !only.has(benchmark.key)) continue;
  process.stdout.write(`\n== ${benchmark.title}\n`);
  const resultFile = path.join(work, `${benchmark.key}.json`);
  const code = await run(benchmark.args, resultFile);
  outcomes[benchmark.key] = { code, result: readResult(resultFile) };
}
fs.rmSync(work, { recursive: true, force: true });

const fmt = (value, digits = 1) => (typeof value === 'number' ? value.toFixed(digits) : '-');
const ms = (value) => (typeof value === 'number' ? String(Number(value.toFixed(2))) : '-');
const rows = [];
const loadRow = (label, load) => [
  label,
  `${fmt(load?.requestsPerSecond)} req/s`,
  `p50 ${ms(load?.latencyP50)} ms`,
  `p99 ${ms(load?.latencyP99)} ms`,
  '',
];
const throughput = outcomes.throughput?.result;
for (const engine of throughput?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  for (const [route, load] of [
    ['/api/health (slower run)', engine.health],
    ['no-op', engine.noop],
    ['profile', engine.profile],
  ]) {
    rows.push([
      `${name} ${route}`,
      `${fmt(load.requestsPerSecond)} req/s`,
      `p50 ${ms(load.latencyP50)} ms`,
      `p99 ${ms(load.latencyP99)} ms`,
      '',
    ]);
  }
  rows.push([
    `${name} profile / no-op`,
    fmt(engine.ratio, 2),
    '',
    '',
    `target >= 0.50: ${engine.met ? 'met' : 'not met'}`,
  ]);
  for (const [route, share, target, met] of [
    ['no-op', engine.ofHealth.noop, '0.60', engine.ofHealth.noopMet],
    ['profile', engine.ofHealth.profile, '0.40', engine.ofHealth.profileMet],
  ]) {
    rows.push([
      `${name} ${route} / health`,
      fmt(share, 3),
      '',
      '',
      `target >= ${target}: ${met ? 'met' : 'not met'}`,
    ]);
  }
}
for (const engine of outcomes.lists?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push(loadRow(`${name} /api/health (slower run)`, engine.health));
  for (const [list, label] of [
    ['brands', 'brands'],
    ['agencies', `agencies (+${engine.agencies.toLocaleString('en')})`],
  ]) {
    const figures = engine.lists[list];
    rows.push(loadRow(`${name} ${label} page, bench-only (query only)`, figures.bare));
    rows.push(loadRow(`${name} ${label} page with total, admin`, figures.real));
    rows.push([
      `${name} ${list} page / bench-only`,
      fmt(figures.ratio, 2),
      `of health ${fmt(figures.ofHealth.real, 3)}`,
      `bench-only of health ${fmt(figures.ofHealth.bare, 3)}`,
      `target >= 0.70: ${figures.met ? 'met' : 'not met'}`,
    ]);
  }
}
const probeRow = (label, probe, target) => [
  label,
  `p50 ${fmt(probe?.latencyP50)} ms`,
  `p99 ${fmt(probe?.latencyP99)} ms`,
  `max ${fmt(probe?.latencyMax)} ms`,
  target,
];
for (const engine of outcomes.busy?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push(probeRow(`${name} /api/health, database idle`, engine.idle, ''));
  rows.push(
    probeRow(
      `${name} /api/health, lists read + ${engine.agencies.toLocaleString('en')}-row export`,
      engine.busy,
      `target p99 <= 50 ms: ${engine.met ? 'met' : 'not met'}`,
    ),
  );
  rows.push(loadRow(`${name} meanwhile: agencies list, 10 clients`, engine.readers));
  rows.push([
    `${name} meanwhile: XLSX exports`,
    `${engine.exports.completed} done`,
    engine.exports.cutOff ? '1 cut off' : '',
    `${fmt(engine.exports.bytes / 1024 / 1024)} MB`,
    '',
  ]);
}
const upload = outcomes.upload?.result;
for (const engine of upload?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  for (const [step, label] of [
    ['preview', 'preview'],
    ['apply', 'apply'],
    ['reapply', 'apply again (unchanged)'],
  ]) {
    const figures = engine[step];
    rows.push([
      `${name} upload ${engine.rows.toLocaleString('en')} rows: ${label}`,
      `${fmt(figures.ms / 1000, 2)} s`,
      `peak RSS ${fmt(figures.peakRssMb, 0)} MB`,
      `heap ${fmt(figures.peakHeapMb, 0)} MB (from ${fmt(figures.startHeapMb, 0)}), loop block ${fmt(figures.maxLoopBlockMs, 0)} ms`,
      step === 'reapply' ? '' : `target <= 10 s: ${figures.ms <= 10_000 ? 'met' : 'not met'}`,
    ]);
  }
}
for (const engine of outcomes.agencies?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push(loadRow(`${name} agencies list (+${engine.agencies.toLocaleString('en')}): page`, engine.page));
  rows.push(loadRow(`${name} agencies list: search`, engine.search));
}
for (const engine of outcomes.inventory?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const size = `${engine.vehicles.toLocaleString('en')} vehicles, ${engine.users} conn.`;
  for (const [list, label] of [
    ['year', 'price order, year filter'],
    ['search', 'price order, search'],
  ]) {
    const figures = engine.lists[list];
    rows.push(loadRow(`${name} inventory ${label}: bare query`, figures.bare));
    rows.push(loadRow(`${name} inventory ${label}: the list's own query`, figures.routeSql));
    rows.push([
      `${name} inventory ${label} (${size})`,
      `${fmt(figures.real.requestsPerSecond)} req/s`,
      `p50 ${ms(figures.real.latencyP50)} ms`,
      `p99 ${ms(figures.real.latencyP99)} ms`,
      `target p99 <= ${engine.targets.p99} ms: ${figures.met.p99 ? 'met' : 'not met'}`,
    ]);
    rows.push([
      `${name} inventory ${label}: real / bare`,
      fmt(figures.ratio, 2),
      `own query / bare ${fmt(figures.querySplit.routeSqlOfBare, 2)}`,
      `real / own query ${fmt(figures.querySplit.realOfRouteSql, 2)}`,
      engine.targets.ratio === undefined
        ? ''
        : `target >= ${engine.targets.ratio}: ${figures.met.ratio ? 'met' : 'not met'}`,
    ]);
  }
}
for (const engine of outcomes.alerts?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const size = `${engine.alerts.toLocaleString('en')} alerts, ${engine.vehicles.toLocaleString('en')} vehicles, ${engine.users} conn.`;
  rows.push(loadRow(`${name} /api/health (slower run)`, engine.health));
  for (const [page, label] of [
    ['first', 'first page'],
    ['next', 'next page'],
  ]) {
    const figures = engine.pages[page];
    rows.push([
      `${name} /find-cars ${label} (${size})`,
      `${fmt(figures.load.requestsPerSecond)} req/s`,
      `p50 ${ms(figures.load.latencyP50)} ms`,
      `p99 ${ms(figures.load.latencyP99)} ms`,
      `target p99 <= 50 ms: ${figures.met ? 'met' : 'not met'}`,
    ]);
    rows.push([`${name} /find-cars ${label} / health`, fmt(figures.ofHealth, 3), '', '', '']);
  }
}
for (const engine of outcomes.leads?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const size = `${engine.leads.toLocaleString('en')} leads, ${engine.users} conn.`;
  for (const [list, label] of [
    ['channel', 'one dealership by date'],
    ['search', 'one dealership, search'],
    ['admin', 'every dealership'],
    ['forward', '/leads/admin'],
  ]) {
    const figures = engine.lists[list];
    rows.push(loadRow(`${name} leads ${label}: bare query`, figures.bare));
    rows.push([
      `${name} leads ${label} (${size})`,
      `${fmt(figures.real.requestsPerSecond)} req/s`,
      `p50 ${ms(figures.real.latencyP50)} ms`,
      `p99 ${ms(figures.real.latencyP99)} ms`,
      `target p99 <= ${figures.target} ms: ${figures.met.p99 ? 'met' : 'not met'}`,
    ]);
    rows.push([
      `${name} leads ${label}: real / bare`,
      fmt(figures.ratio, 2),
      `own query / bare ${fmt(figures.querySplit.routeSqlOfBare, 2)}`,
      `real / own query ${fmt(figures.querySplit.realOfRouteSql, 2)}`,
      engine.targets.ratio === undefined
        ? ''
        : `target >= ${engine.targets.ratio}: ${figures.met.ratio ? 'met' : 'not met'}`,
    ]);
    if (engine.health) {
      rows.push(
        probeRow(
          `${name} /api/health while reading leads ${label}`,
          engine.health[list],
          `target max <= ${engine.targets.health} ms: ${engine.health[list].latencyMax <= engine.targets.health ? 'met' : 'not met'}`,
        ),
      );
    }
  }
  for (const format of ['csv', 'xlsx']) {
    const figures = engine.exports[format];
    rows.push([
      `${name} leads export ${format.toUpperCase()} (${engine.exports.rows.toLocaleString('en')} leads)`,
      `${fmt(figures.seconds, 1)} s`,
      `peak RSS ${fmt(figures.peakRssMb, 0)} MB`,
      `from ${fmt(figures.startRssMb, 0)} MB; ${fmt(figures.megabytes)} MB file`,
      `target: adds <= ${engine.targets.exportMb} MB: ${figures.peakRssMb - figures.startRssMb <= engine.targets.exportMb ? 'met' : 'not met'}`,
    ]);
  }
}
for (const engine of outcomes['lead-ingestion']?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push(loadRow(`${name} /api/health (slower run)`, engine.health));
  for (const [kind, label] of [
    ['json', 'JSON'],
    ['adf', 'ADF XML'],
  ]) {
    rows.push(loadRow(`${name} lead ingestion ${label}, leads/s`, engine[kind]));
    rows.push([`${name} lead ingestion ${label} / health`, fmt(engine.ofHealth[kind], 3), '', '', '']);
  }
  const { automation } = engine;
  rows.push([
    `${name} lead ingestion: automation on ${automation.leads.toLocaleString('en')} leads`,
    `assigned ${fmt(automation.assigned * 100, 0)}%`,
    `duplicates ${fmt(automation.duplicates * 100, 0)}%`,
    `SLA ${fmt(automation.withSla * 100, 0)}%`,
    '',
  ]);
}
for (const engine of outcomes.photos?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push([
    `${name} photo upload, ${fmt(engine.megabytes, 1)} MB JPEG (median of ${engine.rounds})`,
    `${fmt(engine.uploadMs, 0)} ms`,
    `sharp directly ${fmt(engine.referenceMs, 0)} ms`,
    `upload / sharp ${fmt(engine.ratio, 2)}`,
    '',
  ]);
}
for (const engine of outcomes.sepomex?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push([
    `${name} SEPOMEX import (${engine.rows.toLocaleString('en')} rows)`,
    `${fmt(engine.import.ms / 1000, 1)} s`,
    `peak RSS ${fmt(engine.import.peakRssMb, 0)} MB`,
    `again (unchanged) ${fmt(engine.reimport.ms / 1000, 1)} s`,
    `targets <= 30 s: ${engine.met.time ? 'met' : 'not met'}, <= 300 MB: ${engine.met.memory ? 'met' : 'not met'}`,
  ]);
  rows.push(loadRow(`${name} postal-code lookup`, engine.lookup));
}
for (const engine of outcomes.jobs?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push([
    `${name} job engine, ${engine.jobs.toLocaleString('en')} no-op jobs, ${engine.workers} worker(s)`,
    `${fmt(engine.enginePerSecond, 0)} jobs/s`,
    `raw loop ${fmt(engine.rawPerSecond, 0)} jobs/s`,
    `engine / raw ${fmt(engine.ratio, 2)}`,
    `target >= 0.50: ${engine.met ? 'met' : 'not met'}`,
  ]);
  rows.push([
    `${name} job engine, enqueue to start at idle`,
    `p50 ${ms(engine.latency.p50)} ms`,
    `p99 ${ms(engine.latency.p99)} ms`,
    `max ${ms(engine.latency.max)} ms`,
    '',
  ]);
}
const realtime = outcomes.realtime?.result;
if (realtime) {
  rows.push([
    `Broadcast to ${realtime.clients.toLocaleString('en')} websocket clients, until the last`,
    `median ${ms(realtime.lastMedianMs)} ms`,
    `max ${ms(realtime.lastMaxMs)} ms`,
    `${realtime.rounds} rounds`,
    `target <= 100 ms: ${realtime.met.time ? 'met' : 'not met'}`,
  ]);
  rows.push([
    'Memory per websocket connection (server, after GC)',
    `heap ${fmt(realtime.perConnection.heapKb)} KB`,
    `RSS ${fmt(realtime.perConnection.rssKb)} KB`,
    '',
    `target <= 50 KB: ${realtime.met.memory ? 'met' : 'not met'}`,
  ]);
}
for (const engine of outcomes.auctions?.result?.results ?? []) {
  const name = engine.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  rows.push([
    `${name} auction bids, ${engine.bidders} bidders on one auction`,
    `${fmt(engine.acceptedPerSecond)} accepted/s`,
    `p99 ${ms(engine.bidP99Ms)} ms`,
    `health ${fmt(engine.healthPerSecond)} req/s`,
    `${fmt(engine.refusedPerSecond)} refused/s`,
  ]);
  rows.push([
    `${name} a bid until ${engine.watchers} watching sockets have it`,
    `median ${ms(engine.lastWatcherMedianMs)} ms`,
    `max ${ms(engine.lastWatcherMaxMs)} ms`,
    `bare publish ${ms(engine.publishMedianMs)} ms`,
    '',
  ]);
}
const start = outcomes.start?.result;
if (start) {
  rows.push(['Cold start (empty DATA_DIR)', `${fmt(start.cold, 0)} ms`, '', '', '']);
  rows.push([
    'Warm start (same DATA_DIR)',
    `${fmt(start.warm, 0)} ms`,
    '',
    '',
    `target < 3 s: ${start.met ? 'met' : 'not met'}`,
  ]);
}

const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : '-');
const bundle = outcomes.bundle?.result;
if (bundle) {
  const publicRows = bundle.pages
    ? Object.values(bundle.pages).map((page) => [
        `${page.label} JS before usable ('${page.path}', visitor${page.notAvailable ? ', not available yet' : ''})`,
        page,
      ])
    : [["Login page JS ('/', visitor)", bundle.login]];
  for (const [label, route] of [
    ...publicRows,
    ["Layout JS ('/leads/marketplace', Gerente), until idle", bundle.layout],
  ]) {
    rows.push([
      label,
      `${kb(route.gzip)} KB gzip`,
      `raw ${kb(route.raw)} KB`,
      `${route.files} files`,
      `target <= ${route.target} KB gzip: ${route.met ? 'met' : 'not met'}`,
    ]);
  }
  if (bundle.layoutFirstScreen) {
    const first = bundle.layoutFirstScreen;
    rows.push([
      "  of which before the layout's first screen",
      `${kb(first.gzip)} KB gzip`,
      `raw ${kb(first.raw)} KB`,
      `${first.files} files`,
      '',
    ]);
  }
}
const paint = outcomes.paint?.result;
if (paint) {
  for (const [key, label] of [
    ['cold', 'Sign-in to Leads painted, cold cache'],
    ['warm', 'Sign-in to Leads painted, warm cache'],
  ]) {
    const series = paint[key];
    if (!series) continue;
    rows.push([
      `${label} (${series.runs} runs)`,
      `median ${fmt(series.median, 0)} ms`,
      `p90 ${fmt(series.p90, 0)} ms`,
      '',
      '',
    ]);
  }
}

// The load settings the server benchmarks ran with (they all read the same variables).
const settings = Object.values(outcomes)
  .map((outcome) => outcome.result)
  .find((result) => typeof result?.connections === 'number');
const widths = rows.reduce((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
process.stdout.write(
  `\n== Summary (${settings ? `${settings.connections} connections, ${settings.duration} s per route; ` : ''}` +
    `${fmt((performance.now() - began) / 1000, 0)} s in all)\n`,
);
for (const row of rows) {
  const cells = row.map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])));
  process.stdout.write(`  ${cells.join('   ').trimEnd()}\n`);
}
if (bundle) {
  process.stdout.write(
    '  (web gzip: zlib level 9 of each script body, whatever the server sent on the wire)\n',
  );
}

const broken = benchmarks.filter((b) => outcomes[b.key] && outcomes[b.key].code !== 0);
const skipped = benchmarks.filter((b) => !outcomes[b.key]);
for (const b of broken) {
  const { code } = outcomes[b.key];
  process.stdout.write(`  ${code === 130 ? 'interrupted' : 'BROKEN'}: ${b.title} (exit ${code})\n`);
}
for (const b of skipped) {
  const why = only && !only.has(b.key) ? 'not in BENCH_ONLY' : 'interrupted';
  process.stdout.write(`  not run (${why}): ${b.title}\n`);
}
process.exit(interrupted ? 130 : broken.length > 0 ? 1 : 0);
