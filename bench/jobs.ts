/**
 * The job engine (apps/api/src/lib/jobs, pg-boss) against the raw queue it replaces, on each engine:
 * - throughput: `BENCH_JOBS` no-op jobs (default 2,000) enqueued in chunks of 500 while the workers
 *   run, until the last is done, through the engine (its workers take batches of 10, each job settled
 *   on its own) and through a bare `insert` / `update … where id in (select … for update skip locked
 *   limit 10) returning` loop with the same workers and batch, measured in turns (raw, engine, raw,
 *   engine): jobs/s of each and engine / raw (target at least 0.5);
 * - latency at idle: `BENCH_JOB_ROUNDS` (default 50) single jobs enqueued one at a time on an idle
 *   engine, from the enqueue's call until its handler starts: p50, p99 and max.
 * PGlite (data directory on disk, one worker: one connection), and PostgreSQL (4 workers each) when
 * TEST_DATABASE_URL is set.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query';
import { JobEngine, type JobQueue } from '../apps/api/src/lib/jobs';
import { MemoryCounterStore } from '../apps/api/src/lib/rate-limiter';
import { type Opened, positiveNumber, runEngines } from './engines';

const JOBS = positiveNumber('BENCH_JOBS', 2_000);
const ROUNDS = positiveNumber('BENCH_JOB_ROUNDS', 50);
const BATCH = 10;
const CHUNK = 500;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Enqueues `JOBS` in chunks through `insert`, and answers once `done()` says all ran: jobs/s. */
async function timed(insert: (from: number, count: number) => Promise<void>, done: () => boolean) {
  const began = performance.now();
  for (let from = 0; from < JOBS; from += CHUNK) await insert(from, Math.min(CHUNK, JOBS - from));
  while (!done()) await sleep(2);
  return JOBS / ((performance.now() - began) / 1000);
}

/** The bare loop: the table and `workers` loops claiming batches with `for update skip locked`. */
async function rawRun(database: Database, workers: number): Promise<number> {
  const { db } = database;
  await db.execute(sql`drop table if exists bench_raw_jobs`);
  await db.execute(
    sql`create table bench_raw_jobs (id bigserial primary key, data jsonb not null,
          state text not null default 'created', created_on timestamptz not null default now())`,
  );
  await db.execute(sql`create index on bench_raw_jobs (id) where state = 'created'`);
  let ran = 0;
  let stopping = false;
  const loop = async () => {
    while (!stopping) {
      const claimed = await queryRows<{ id: number; data: unknown }>(
        db,
        sql`update bench_raw_jobs set state = 'active'
            where id in (select id from bench_raw_jobs where state = 'created' order by id
                          limit ${BATCH} for update skip locked)
            returning id, data`,
      );
      if (claimed.length === 0) {
        await sleep(1);
        continue;
      }
      // The no-op handler, then each job settled.
      await db.execute(
        sql`update bench_raw_jobs set state = 'completed'
            where id = any(${`{${claimed.map((job) => job.id).join(',')}}`}::bigint[])`,
      );
      ran += claimed.length;
    }
  };
  const loops = Array.from({ length: workers }, loop);
  const perSecond = await timed(
    (from, count) =>
      db
        .execute(
          sql`insert into bench_raw_jobs (data)
              select jsonb_build_object('n', n) from generate_series(${from}::int, ${from + count - 1}::int) n`,
        )
        .then(() => {}),
    () => ran >= JOBS,
  );
  stopping = true;
  await Promise.all(loops);
  await db.execute(sql`drop table bench_raw_jobs`);
  return perSecond;
}

function newEngine(database: Database, counters: MemoryCounterStore) {
  return new JobEngine(database, { log: pino({ level: 'silent' }), counters, pollSeconds: 0.5 });
}

async function engineRun(database: Database, workers: number, round: number): Promise<number> {
  const counters = new MemoryCounterStore();
  const jobs = newEngine(database, counters);
  let ran = 0;
  const queue = jobs.define({
    name: `bench.noop-${round}`,
    concurrency: workers,
    batch: BATCH,
    async run() {
      ran += 1;
    },
  });
  await jobs.start();
  try {
    const boss = jobs.boss();
    return await timed(
      (from, count) =>
        boss
          .insert(Array.from({ length: count }, (_, i) => ({ name: queue.name, data: { n: from + i } })))
          .then(() => {}),
      () => ran >= JOBS,
    );
  } finally {
    await jobs.stop();
    await counters.close();
  }
}

async function latency(database: Database) {
  const counters = new MemoryCounterStore();
  const jobs = newEngine(database, counters);
  let started: (() => void) | undefined;
  const queue: JobQueue<{ n: number }> = jobs.define<{ n: number }>({
    name: 'bench.latency',
    async run() {
      started?.();
    },
  });
  await jobs.start();
  const times: number[] = [];
  try {
    await sleep(1_000);
    for (let round = 0; round < ROUNDS + 1; round++) {
      const ran = new Promise<void>((resolve) => {
        started = resolve;
      });
      const began = performance.now();
      await jobs.enqueue(undefined, queue, { n: round });
      await ran;
      // The first round pays for the first statements' planning: unmeasured.
      if (round > 0) times.push(performance.now() - began);
      // Idle between two jobs: a few polls' worth, so each one finds the worker waiting.
      await sleep(100 + Math.random() * 200);
    }
  } finally {
    await jobs.stop();
    await counters.close();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)! };
}

async function measure({ engine, database }: Opened) {
  await database.migrate();
  const workers = engine === 'pglite' ? 1 : 4;
  const raw: number[] = [];
  const engineRates: number[] = [];
  for (let round = 0; round < 2; round++) {
    raw.push(await rawRun(database, workers));
    engineRates.push(await engineRun(database, workers, round));
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const ratio = mean(engineRates) / mean(raw);
  const idle = await latency(database);
  const result = {
    engine,
    jobs: JOBS,
    workers,
    rawPerSecond: mean(raw),
    enginePerSecond: mean(engineRates),
    ratio,
    met: ratio >= 0.5,
    latency: idle,
  };
  const rate = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  process.stdout.write(
    `    ${JOBS} no-op jobs, ${workers} worker(s), batches of ${BATCH}, two turns each:\n` +
      `    raw insert / for update skip locked loop   ${result.rawPerSecond.toFixed(0).padStart(6)} jobs/s   (${rate(raw)})\n` +
      `    job engine (pg-boss via lib/jobs)           ${result.enginePerSecond.toFixed(0).padStart(6)} jobs/s   (${rate(engineRates)})\n` +
      `    engine / raw ${ratio.toFixed(2)} (target >= 0.50: ${result.met ? 'met' : 'not met'})\n` +
      `    enqueue to start at idle, ${ROUNDS} jobs: p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms, max ${idle.max.toFixed(1)} ms\n`,
  );
  return result;
}

runEngines(measure);
