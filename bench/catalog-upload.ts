// Bulk upload of a 10,000-row catalog workbook: time to preview and to apply it (target at most
// 10 s each), the process's peak RSS and heap and the longest event-loop block during each
// (the server runs in this process; PGlite shares its thread), on embedded PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL. A second apply of the same file (nothing changes) is measured
// too. Run: node --expose-gc --import tsx bench/catalog-upload.ts   (scripts/bench.mjs does).
// Prints figures; exits non-zero only when something is broken (setup fails, a call does not
// answer 200, the answer or the database does not hold what the file says), never when slow.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type CatalogUploadAnswer, FUEL_LABELS, ROLES, TRANSMISSION_LABELS } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { queryRow } from '../apps/api/src/db/query';
import { seedCatalogue } from '../apps/api/src/db/seed/catalogue';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { buildUser, tokenFor } from '../apps/api/test/factories';
import { openScratchPostgres } from '../apps/api/test/test-database';
import { runMain } from './main';

const ROWS = 10_000;
const TARGET_MS = 10_000;
const UPLOAD = '/api/mi-vitrina/catalogs/upload';

type Engine = 'pglite' | 'postgres';

interface Step {
  ms: number;
  /** Peak resident set size and V8 heap in use while the call ran, in MB. */
  peakRssMb: number;
  peakHeapMb: number;
  /** Resident set size and heap in use just before the call (after a full garbage collection). */
  startRssMb: number;
  startHeapMb: number;
  /** Longest time the event loop was blocked during the call (other requests wait that long). */
  maxLoopBlockMs: number;
}

interface EngineResult {
  engine: Engine;
  rows: number;
  fileKb: number;
  preview: Step;
  apply: Step;
  reapply: Step;
  met: boolean;
}

const BRANDS = [
  'Nissan',
  'Chevrolet',
  'Volkswagen',
  'Toyota',
  'Kia',
  'Mazda',
  'Hyundai',
  'Honda',
  'MG',
  'Suzuki',
  'Renault',
  'Ford',
  'Jeep',
  'RAM',
  'Peugeot',
  'BYD',
  'Chirey',
  'JAC',
  'Mitsubishi',
  'SEAT',
];
const BODIES = ['Sedán', 'SUV', 'Hatchback', 'Pickup', 'Crossover', 'Van', 'Coupé'];
const TRIMS = [
  'Sense',
  'Advance',
  'Exclusive',
  'Platinum',
  'Limited',
  'Sport',
  'Touring',
  'GT',
  'Base',
  'Plus',
];
const transmissions = Object.values(TRANSMISSION_LABELS);
const fuels = Object.values(FUEL_LABELS);

/** 20 brands × 10 models × 10 versions × 5 years, as the template lays them out. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Catalogo');
  sheet.addRow([
    'Marca',
    'Modelo',
    'Carroceria',
    'Version',
    'Transmision',
    'Combustible',
    'Año',
    'Precio de lista (MXN)',
  ]);
  let n = 0;
  for (const [b, brand] of BRANDS.entries()) {
    for (let m = 0; m < 10; m++) {
      const model = `${brand.slice(0, 3).toUpperCase()} ${100 + m * 10}`;
      for (const [v, trim] of TRIMS.entries()) {
        for (let year = 2022; year <= 2026; year++) {
          const price = 250_000 + b * 20_000 + m * 15_000 + v * 12_500 + (year - 2022) * 9_900 + 0.5;
          sheet.addRow([
            brand,
            model,
            BODIES[(b + m) % BODIES.length],
            `${trim} ${v % 2 ? 'TA' : 'TM'}`,
            transmissions[(m + v) % transmissions.length],
            fuels[(b + v) % fuels.length],
            year,
            price,
          ]);
          n++;
        }
      }
    }
  }
  if (n !== ROWS) throw new Error(`generated ${n} rows, not ${ROWS}`);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Runs `call` while sampling memory every 5 ms, after a full garbage collection (with
 * --expose-gc, which scripts/bench.mjs passes). Peak heap counts garbage not yet collected;
 * PGlite blocks the event loop while it works, so the sampled peaks are a floor.
 */
async function measure<T>(call: () => Promise<T>): Promise<{ value: T; step: Step }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const began = performance.now();
  try {
    const value = await call();
    const ms = performance.now() - began;
    sample();
    return {
      value,
      step: {
        ms,
        peakRssMb: mb(peakRss),
        peakHeapMb: mb(peakHeap),
        startRssMb: mb(start.rss),
        startHeapMb: mb(start.heapUsed),
        maxLoopBlockMs: loop.max / 1e6,
      },
    };
  } finally {
    clearInterval(timer);
    loop.disable();
  }
}

interface Opened {
  database: Database;
  label: string;
  cleanup(): Promise<void>;
}

async function open(engine: Engine): Promise<Opened> {
  if (engine === 'postgres') {
    const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!, {
      prefix: 'vitrina_bench',
      poolSize: 10,
    });
    return {
      database,
      label: `PostgreSQL (database ${database.name}, dropped at the end)`,
      cleanup: () => database.close(),
    };
  }
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

function print(label: string, step: Step) {
  process.stdout.write(
    `    ${label.padEnd(30)} ${(step.ms / 1000).toFixed(2).padStart(6)} s   ` +
      `peak RSS ${step.peakRssMb.toFixed(0).padStart(4)} MB (from ${step.startRssMb.toFixed(0)} MB)   ` +
      `peak heap ${step.peakHeapMb.toFixed(0).padStart(4)} MB (from ${step.startHeapMb.toFixed(0)} MB)   ` +
      `longest event-loop block ${step.maxLoopBlockMs.toFixed(0)} ms\n`,
  );
}

async function benchEngine(engine: Engine, file: Buffer): Promise<EngineResult> {
  const opened = await open(engine);
  process.stdout.write(`\n  ${opened.label}\n`);
  try {
    const { database } = opened;
    await database.migrate();
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
      const admin = await buildUser(database.db, { role: ROLES.admin });
      const token = await tokenFor(context, admin.id, 3600);

      const upload = async (step: 'preview' | 'apply') => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'catalogo.xlsx');
        const answer = await fetch(`http://127.0.0.1:${address.port}${UPLOAD}/${step}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = await answer.text();
        if (answer.status !== 200)
          throw new Error(`${step} answered ${answer.status}: ${body.slice(0, 300)}`);
        return JSON.parse(body) as CatalogUploadAnswer;
      };
      const expectSummary = (step: string, answer: CatalogUploadAnswer, years: number, unchanged: number) => {
        const { summary } = answer;
        if (
          summary.rows !== ROWS ||
          summary.errors !== 0 ||
          summary.create.years !== years ||
          summary.unchanged !== unchanged
        ) {
          throw new Error(`${step}: unexpected summary ${JSON.stringify(summary)}`);
        }
      };

      const preview = await measure(() => upload('preview'));
      expectSummary('preview', preview.value, ROWS, 0);
      print(`preview (${ROWS.toLocaleString('en')} to create)`, preview.step);
      const apply = await measure(() => upload('apply'));
      expectSummary('apply', apply.value, ROWS, 0);
      print('apply (all created)', apply.step);
      const stored = await queryRow<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from catalog_years`,
      );
      if (stored?.n !== ROWS) throw new Error(`apply stored ${stored?.n} years, not ${ROWS}`);
      const reapply = await measure(() => upload('apply'));
      expectSummary('apply again', reapply.value, 0, ROWS);
      print('apply again (all unchanged)', reapply.step);

      const met = preview.step.ms <= TARGET_MS && apply.step.ms <= TARGET_MS;
      process.stdout.write(`    target "preview and apply at most 10 s each": ${met ? 'met' : 'not met'}\n`);
      return {
        engine,
        rows: ROWS,
        fileKb: file.length / 1024,
        preview: preview.step,
        apply: apply.step,
        reapply: reapply.step,
        met,
      };
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

  const file = await workbook();
  process.stdout.write(
    `  Workbook: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KB\n`,
  );
  const results: EngineResult[] = [];
  let failed = false;
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
  // scripts/bench.mjs reads the figures from this file for its summary.
  const resultFile = process.env.BENCH_RESULT_FILE;
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify({ results }));
  return failed ? 1 : 0;
}

runMain(main);
