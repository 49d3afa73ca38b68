// SEPOMEX: import of a generated 157,000-row catalogue in the official format (Latin-1, notice and
// header lines, CRLF) into a fresh database — time and peak RSS, targets at most 30 s and 300 MB —
// then the same file again (nothing changes), then the postal-code lookup
// (POST /api/sepomex/search-states-by-zip-code) under load with autocannon. On PGlite (temporary
// data directory) and, with TEST_DATABASE_URL, on PostgreSQL (a scratch database, dropped).
// The imports run `npm run sepomex:import`'s own command in a process of its own, so its peak RSS
// is what an operator's import costs (this process holds the server and its database too).
// Run: node --import tsx bench/sepomex.ts   (scripts/bench.mjs does).
// Prints figures; exits non-zero only when something is broken (setup fails, the import does not
// store what the file holds, a lookup does not answer 200), never when slow.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { queryRow } from '../apps/api/src/db/query';
import { seedCatalogue } from '../apps/api/src/db/seed/catalogue';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { SEPOMEX_HEADER } from '../apps/api/src/modules/sepomex/public';
import { buildUser, tokenFor } from '../apps/api/test/factories';
import { openScratchPostgres } from '../apps/api/test/test-database';
import type { Load } from './load-client';
import { runMain } from './main';

const ROWS = 157_000;
/** About as many settlements per postal code as the real catalogue (~32,000 codes). */
const PER_CODE = 5;
const TARGET_MS = 30_000;
const TARGET_MB = 300;
const SEARCH = '/api/sepomex/search-states-by-zip-code';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Engine = 'pglite' | 'postgres';

interface Step {
  /** The import itself, as the command reports it. */
  ms: number;
  /** The whole command: start-up, migrations and the import. */
  wallMs: number;
  /** Peak resident set size of the command's process (its embedded database included), in MB. */
  peakRssMb: number;
  /** Resident set size when the import began and when it ended, in MB. */
  importStartMb: number;
  importEndMb: number;
}

interface EngineResult {
  engine: Engine;
  rows: number;
  import: Step;
  reimport: Step;
  lookup: Load;
  met: { time: boolean; memory: boolean };
}

const NOTICE =
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.';
const STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Coahuila de Zaragoza',
  'Colima',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
];
const KINDS = ['Colonia', 'Fraccionamiento', 'Barrio', 'Pueblo', 'Unidad habitacional'];
const NAMES = ['San Ángel', 'Peñón', 'Jardines de Querétaro', 'Santa María', 'Ejido Año de Juárez', 'Centro'];

const postalCodeOf = (code: number) => String(1000 + code * 3).padStart(5, '0');

/** Line `i` of the generated catalogue: 5 settlements per postal code, accents and Ñ included. */
function line(i: number): string {
  const code = Math.floor(i / PER_CODE);
  const state = code % STATES.length;
  const municipality = Math.floor(code / STATES.length) % 200;
  const postal = postalCodeOf(code);
  const kind = KINDS[i % KINDS.length]!;
  return [
    postal,
    `${NAMES[i % NAMES.length]} ${i}`,
    kind,
    `Municipio ${municipality + 1} de ${STATES[state]}`,
    STATES[state],
    i % 3 === 0 ? '' : `Ciudad ${municipality + 1}`,
    `${postal.slice(0, 2)}001`,
    String(state + 1).padStart(2, '0'),
    `${postal.slice(0, 2)}001`,
    '',
    String((i % KINDS.length) + 1).padStart(2, '0'),
    String(municipality + 1).padStart(3, '0'),
    String(i % 10_000).padStart(4, '0'),
    i % 4 === 0 ? 'Rural' : 'Urbano',
    '01',
  ].join('|');
}

/** Writes the file in Latin-1 by chunks, as Correos de México publishes it. */
async function generate(file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(Buffer.from(text, 'latin1'), (error) => (error ? reject(error) : resolve())),
    );
  await write(`${NOTICE}\r\n${SEPOMEX_HEADER.join('|')}\r\n`);
  for (let start = 0; start < ROWS; start += 5000) {
    const lines: string[] = [];
    for (let i = start; i < Math.min(start + 5000, ROWS); i++) lines.push(line(i));
    await write(`${lines.join('\r\n')}\r\n`);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return fs.statSync(file).size;
}

const CLI = path.join(root, 'apps/api/src/modules/sepomex/sepomex-import.cli.ts');
const number = (text: string) => Number(text.replace(/,/g, ''));

/** `npm run sepomex:import -- file` against `env`'s database, in a child process; its figures and summary. */
function runImport(file: string, env: Record<string, string>): Promise<{ step: Step; summary: Counts }> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, file],
      { cwd: root, env: { ...process.env, ...env }, maxBuffer: 8 << 20 },
      (error, stdout, stderr) => {
        const wallMs = performance.now() - began;
        const done =
          /Done in ([\d.]+) s\. Memory: (\d+) MB when the import began, (\d+) MB at its end, (\d+) MB at the process's peak\./.exec(
            stdout,
          );
        const counts = [
          ...stdout.matchAll(
            /([\d,]+) rows read {3}([\d,]+) inserted, ([\d,]+) updated, ([\d,]+) unchanged, ([\d,]+) skipped/g,
          ),
        ].pop();
        if (error || !done || !counts) {
          reject(new Error(`the import command failed: ${(stderr || stdout).trim().slice(-500)}`));
          return;
        }
        resolve({
          step: {
            ms: Number(done[1]) * 1000,
            wallMs,
            importStartMb: Number(done[2]),
            importEndMb: Number(done[3]),
            peakRssMb: Number(done[4]),
          },
          summary: {
            read: number(counts[1]!),
            inserted: number(counts[2]!),
            updated: number(counts[3]!),
            unchanged: number(counts[4]!),
            skipped: number(counts[5]!),
          },
        });
      },
    );
  });
}

/** The lookup is a POST with a body, which bench/load.mjs does not send; this runs autocannon the same way. */
const AUTOCANNON = `
import autocannon from 'autocannon';
const options = JSON.parse(process.argv[1]);
const result = await autocannon(options);
process.stdout.write(JSON.stringify({
  requestsPerSecond: result.requests.average, requestsTotal: result.requests.total,
  latencyP50: result.latency.p50, latencyP99: result.latency.p99, latencyAverage: result.latency.average,
  ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
}) + '\\n');
`;

function lookupLoad(url: string, token: string, codes: string[], seconds: number): Promise<Load> {
  const options = JSON.stringify({
    url,
    connections,
    duration: seconds,
    // Each connection goes round the codes: found ones and, one in ten, a code that does not exist.
    requests: codes.map((code) => ({
      method: 'POST',
      path: SEARCH,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ postal_code: code }),
    })),
  });
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', AUTOCANNON, options],
      { cwd: root, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          // Not error.message: it repeats the command line, token included.
          reject(new Error(`autocannon stopped${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as Load);
        } catch {
          reject(new Error(`autocannon printed no result: ${stdout}${stderr}`));
        }
      },
    );
  });
}

interface Opened {
  /** Where the import command writes: the same database. */
  env: Record<string, string>;
  label: string;
  /** The database, opened for the server once the imports are done (PGlite allows one process). */
  connect(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function open(engine: Engine): Promise<Opened> {
  if (engine === 'postgres') {
    const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!, {
      prefix: 'vitrina_bench',
      poolSize: 10,
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      label: `PostgreSQL (database ${database.name}, dropped at the end)`,
      connect: async () => database,
      cleanup: () => database.close(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-sepomex-'));
  let database: Database | undefined;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    label: `PGlite (data directory ${dir}/pglite)`,
    async connect() {
      database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      return database;
    },
    async cleanup() {
      await database?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Counts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

function expectSummary(step: string, summary: Counts, inserted: number) {
  const expected = { read: ROWS, inserted, updated: 0, unchanged: ROWS - inserted, skipped: 0 };
  if (JSON.stringify(summary) !== JSON.stringify(expected)) {
    throw new Error(`${step}: unexpected summary ${JSON.stringify(summary)}`);
  }
}

function print(label: string, step: Step) {
  process.stdout.write(
    `    ${label.padEnd(30)} ${(step.ms / 1000).toFixed(2).padStart(6)} s ` +
      `(command ${(step.wallMs / 1000).toFixed(1)} s)   peak RSS ${step.peakRssMb.toFixed(0).padStart(4)} MB ` +
      `(${step.importStartMb} MB when the import began, ${step.importEndMb} MB at its end)\n`,
  );
}

async function benchEngine(engine: Engine, file: string): Promise<EngineResult> {
  const opened = await open(engine);
  process.stdout.write(`\n  ${opened.label}\n`);
  try {
    const first = await runImport(file, opened.env);
    expectSummary('import', first.summary, ROWS);
    print(`import (${ROWS.toLocaleString('en')} inserted)`, first.step);
    const again = await runImport(file, opened.env);
    expectSummary('import again', again.summary, 0);
    print('import again (all unchanged)', again.step);
    const met = { time: first.step.ms <= TARGET_MS, memory: first.step.peakRssMb <= TARGET_MB };
    process.stdout.write(
      `    targets "import at most 30 s": ${met.time ? 'met' : 'not met'}; "at most 300 MB": ${met.memory ? 'met' : 'not met'}\n`,
    );

    const database = await opened.connect();
    const stored = await queryRow<{ n: number; accented: number }>(
      database.db,
      sql`select count(*)::int as n, count(*) filter (where settlement like 'San Ángel %')::int as accented from sepomex`,
    );
    if (stored?.n !== ROWS || stored.accented !== Math.ceil(ROWS / NAMES.length)) {
      throw new Error(`the import stored ${JSON.stringify(stored)}, not ${ROWS} rows with their accents`);
    }
    await database.db.transaction((tx) => seedCatalogue(tx));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: path.join(os.tmpdir(), 'vitrina-bench'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const built = await buildApp(config, { database, counters: new MemoryCounterStore(), logger: false });
    try {
      const { app, context } = built;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('the server has no address');
      const advisor = await buildUser(database.db, { role: ROLES.advisor });
      const token = await tokenFor(context, advisor.id, 3600);
      const codes = Array.from({ length: 10 }, (_, k) =>
        k === 9 ? '99999' : postalCodeOf(Math.floor((k * ROWS) / PER_CODE / 10)),
      );
      const url = `http://127.0.0.1:${address.port}`;
      const probe = await fetch(`${url}${SEARCH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ postal_code: codes[1] }),
      });
      const answer = (await probe.json()) as { found: boolean; data: unknown[] };
      if (probe.status !== 200 || !answer.found || answer.data.length !== PER_CODE) {
        throw new Error(`lookup answered ${probe.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      if (warmup > 0) await lookupLoad(url, token, codes, warmup);
      const lookup = await lookupLoad(url, token, codes, duration);
      if (lookup.non2xx || lookup.errors || lookup.timeouts) {
        throw new Error(
          `lookup under load: ${lookup.non2xx} non-2xx, ${lookup.errors} errors, ${lookup.timeouts} timeouts`,
        );
      }
      process.stdout.write(
        `    lookup, ${connections} connections, ${duration} s: ${lookup.requestsPerSecond.toFixed(0)} req/s   ` +
          `p50 ${lookup.latencyP50} ms   p99 ${lookup.latencyP99} ms\n`,
      );
      return { engine, rows: ROWS, import: first.step, reimport: again.step, lookup, met };
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

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-cpdescarga-'));
  const file = path.join(dir, 'CPdescarga.txt');
  const results: EngineResult[] = [];
  let failed = false;
  try {
    const bytes = await generate(file);
    process.stdout.write(
      `  Generated catalogue: ${ROWS.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB (Latin-1)\n`,
    );
    for (const engine of engines) {
      try {
        results.push(await benchEngine(engine, file));
      } catch (error) {
        failed = true;
        process.stderr.write(
          `  BROKEN on ${engine}: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // scripts/bench.mjs reads the figures from this file for its summary.
  const resultFile = process.env.BENCH_RESULT_FILE;
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify({ results }));
  return failed ? 1 : 0;
}

runMain(main);
