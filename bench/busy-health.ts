/**
 * `GET /api/health` while the database is busy (issue "Fast requests"): ten clients read the
 * agencies list (autocannon, 10 connections) and one client exports every agency (50,000 and the
 * demo's) as XLSX, again and again, while a prober sends `GET /api/health` every 10 ms and times
 * each answer. The same prober on the idle server is the reference. Every client runs in its own
 * process; the prober opens its connections before the load starts. On PGlite with a data
 * directory on disk (as `npm start` uses) and on PostgreSQL when TEST_DATABASE_URL is set.
 * Prints figures; never fails on time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { adminToken, duration, getJson, type Opened, runEngines, startServer, warmup } from './engines';
import { addAgencies, seedDemo } from './fixtures';
import { assertClean, download, load, type Probe, printLoad, startProber } from './load-client';

const HEALTH = '/api/health';
const LIST = '/api/mi-vitrina/agencies?page=1&limit=25';
const EXPORT = '/api/mi-vitrina/agencies/export';
const EXTRA_AGENCIES = 50_000;
const READERS = 10;
/** Issue "Fast requests": the health p99 while the database is busy. */
const TARGET_P99_MS = 50;

function printProbe(label: string, result: Probe) {
  const at = (value: number) => value.toFixed(1).padStart(6);
  process.stdout.write(
    `    ${label.padEnd(40)} p50 ${at(result.latencyP50)} ms   p99 ${at(result.latencyP99)} ms   ` +
      `max ${at(result.latencyMax)} ms   (${result.requests} requests)\n`,
  );
}

function assertAnswered(label: string, result: Probe) {
  if (result.failed > 0 || result.requests === 0) {
    throw new Error(`${label}: ${result.failed} of ${result.requests} requests failed`);
  }
}

/** The CSV export, alone: every agency must be in it (one line per row, plus the header). */
async function exportedRows(base: string, token: string): Promise<{ rows: number; seconds: number }> {
  const began = performance.now();
  const answer = await fetch(`${base}${EXPORT}?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${EXPORT} answered ${answer.status}: ${text.slice(0, 300)}`);
  return { rows: text.split('\r\n').length - 2, seconds: (performance.now() - began) / 1000 };
}

/** The prober's two windows: the idle server, then the server under the readers and the exporter. */
async function probeIdleThenBusy(base: string, token: string) {
  const prober = await startProber(`${base}${HEALTH}`, duration);
  try {
    const idle = await prober.window();
    // The readers and the exporter start first and end last: the prober's window is all busy.
    const [readers, exports, busy] = await Promise.all([
      load(`${base}${LIST}`, token, duration + 1, READERS),
      download(`${base}${EXPORT}?format=xlsx`, token, duration + 1),
      sleep(500).then(() => prober.window()),
    ]);
    return { idle, busy, readers, exports };
  } finally {
    prober.close();
  }
}

async function measure({ engine, database }: Opened) {
  await seedDemo(database);
  await addAgencies(database, EXTRA_AGENCIES);
  const server = await startServer(database);
  try {
    const { base } = server;
    const token = await adminToken(server);
    const page = await getJson<{ data: unknown[] }>(base, LIST, token);
    if (page.data.length !== 25) throw new Error(`${LIST} answered ${page.data.length} rows, not 25`);
    const alone = await exportedRows(base, token);
    if (alone.rows < EXTRA_AGENCIES) throw new Error(`the export held ${alone.rows} rows`);
    process.stdout.write(
      `    ${alone.rows.toLocaleString('en')} agencies; the CSV export alone takes ${alone.seconds.toFixed(1)} s. ` +
        `Health probed every 10 ms for ${duration} s, idle, then busy\n`,
    );
    await load(`${base}${LIST}`, token, warmup, READERS);
    await sleep(1000); // the warm-up's last requests end before the idle window starts

    const { idle, busy, readers, exports } = await probeIdleThenBusy(base, token);
    assertAnswered('health, idle', idle);
    printProbe(`GET ${HEALTH}, database idle`, idle);
    assertAnswered('health, busy', busy);
    assertClean([[LIST, readers]]);
    if (exports.failed.length > 0) throw new Error(`the export failed: ${exports.failed.join('; ')}`);
    const met = busy.latencyP99 <= TARGET_P99_MS;
    printProbe(`GET ${HEALTH}, database busy`, busy);
    process.stdout.write(
      `      target p99 <= ${TARGET_P99_MS} ms while busy: ${met ? 'met' : 'not met'}\n` +
        `    meanwhile (from ${duration + 1} s):\n`,
    );
    printLoad(`${READERS} clients reading ${LIST.replace('/api/mi-vitrina', '…')}`, readers, 50);
    const each = exports.secondsEach.map((seconds) => seconds.toFixed(1)).join(', ');
    process.stdout.write(
      `    ${'1 client exporting XLSX'.padEnd(50)} ${exports.completed} exports done` +
        `${each ? ` (${each} s)` : ''}${exports.cutOff ? ', one cut off at the end' : ''}, ` +
        `${(exports.bytes / 1024 / 1024).toFixed(1)} MB received\n`,
    );
    return {
      engine,
      agencies: alone.rows,
      csvExportSeconds: alone.seconds,
      idle,
      busy,
      met,
      readers,
      exports,
    };
  } finally {
    await server.close();
  }
}

runEngines(measure, { targetP99: TARGET_P99_MS, readers: READERS });
