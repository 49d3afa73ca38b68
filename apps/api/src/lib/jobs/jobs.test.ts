import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/test-database';
import { type Database, openDatabase } from '../../db/client';
import { queryRows } from '../../db/query';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from '../rate-limiter';
import { discardDeadJob, JobEngine, type JobEngineOptions, listJobs, listQueues, retryDeadJob } from '.';
import { jobSchemaVersion } from './connection';

/** The job engine on a real database (PGlite, or PostgreSQL with VITRINA_TEST_DB=postgres). */
let database: Database;
// On PostgreSQL the rate limit counts in Redis, as a deployment of several processes does.
const redisUrl = testEngine() === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
const counters: CounterStore = redisUrl
  ? new RedisCounterStore(new Redis(redisUrl), `vitrina:test:jobs:${randomBytes(4).toString('hex')}:`)
  : new MemoryCounterStore();
const engines: JobEngine[] = [];
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.stop()));
});

afterAll(async () => {
  await counters.close();
  await database?.close();
});

const unique = (name: string) => `test.${name}-${++serial}`;

function engine(options: Partial<JobEngineOptions> = {}) {
  const made = new JobEngine(database, {
    log: pino({ level: 'silent' }),
    counters,
    pollSeconds: 0.5,
    superviseSeconds: 1,
    ...options,
  });
  engines.push(made);
  return made;
}

async function until(done: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

async function stateOf(queue: string, id: string) {
  const [job] = await listJobs(engines.at(-1)!, { queue });
  expect(job?.id).toBe(id);
  return job!;
}

describe('retries and dead letters', () => {
  it('retries a failing handler with a growing delay, then keeps it dead with its last error', async () => {
    const jobs = engine();
    const starts: number[] = [];
    let fail = true;
    const queue = jobs.define<{ n: number }>({
      name: unique('failing'),
      attempts: 3,
      retryDelaySeconds: 1,
      async run(data, job) {
        starts.push(Date.now());
        expect(data).toEqual({ n: 7 });
        expect(job.attempt).toBe(starts.length);
        if (fail) throw new Error(`boom ${job.attempt}`);
      },
    });
    await jobs.start();
    const id = (await jobs.enqueue(undefined, queue, { n: 7 }))!;
    await until(async () => (await stateOf(queue.name, id)).state === 'failed');
    expect(starts).toHaveLength(3);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(900);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(1_900);
    expect(await stateOf(queue.name, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      max_attempts: 3,
      last_error: 'boom 3',
      data: { n: 7 },
    });
    const [summary] = await listQueues(jobs);
    expect(summary).toMatchObject({ name: queue.name, failed: 1, active: 0, ready: 0 });

    // The administrators retry it: one more attempt, which now succeeds.
    fail = false;
    expect(await retryDeadJob(jobs, queue.name, id)).toBe(true);
    await until(async () => (await stateOf(queue.name, id)).state === 'completed');
    expect(starts).toHaveLength(4);
    expect(await retryDeadJob(jobs, queue.name, id)).toBe(false);
  }, 60_000);

  it('discards a dead job, and only a dead one', async () => {
    const jobs = engine();
    const queue = jobs.define({
      name: unique('discard'),
      attempts: 1,
      async run() {
        throw new Error('never works');
      },
    });
    await jobs.start();
    const id = (await jobs.enqueue(undefined, queue, {}))!;
    await until(async () => (await stateOf(queue.name, id)).state === 'failed');
    expect(
      (await listJobs(jobs, { queue: queue.name, state: 'failed' })).map((job) => job.last_error),
    ).toEqual(['never works']);
    expect(await discardDeadJob(jobs, queue.name, 'not-a-uuid')).toBe(false);
    expect(await discardDeadJob(jobs, queue.name, id)).toBe(true);
    expect(await listJobs(jobs, { queue: queue.name })).toEqual([]);
  }, 30_000);
});

describe('enqueueing', () => {
  it('inside a transaction: the job exists exactly when the write commits', async () => {
    const jobs = engine();
    const ran: string[] = [];
    const queue = jobs.define<{ tag: string }>({
      name: unique('tx'),
      async run(data) {
        ran.push(data.tag);
      },
    });
    await jobs.start();
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, queue, { tag: 'rolled back' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, queue, { tag: 'committed' });
    });
    await until(() => ran.length > 0);
    await sleep(700);
    expect(ran).toEqual(['committed']);
  }, 30_000);

  it('delayed: not before its time', async () => {
    const jobs = engine();
    let ranAt = 0;
    const queue = jobs.define({
      name: unique('delayed'),
      async run() {
        ranAt = Date.now();
      },
    });
    await jobs.start();
    const sent = Date.now();
    await jobs.enqueue(undefined, queue, {}, { startAfter: new Date(sent + 1_500) });
    await until(() => ranAt > 0);
    expect(ranAt - sent).toBeGreaterThanOrEqual(1_400);
  }, 30_000);

  it('keyed: one job per key while one waits or runs (exclusive)', async () => {
    const jobs = engine();
    const ran: string[] = [];
    const queue = jobs.define<{ connection: string }>({
      name: unique('keyed'),
      policy: 'exclusive',
      async run(data) {
        ran.push(data.connection);
      },
    });
    await jobs.start();
    const options = (key: string) => ({ key, startAfter: 1 });
    expect(await jobs.enqueue(undefined, queue, { connection: 'a' }, options('refresh:a'))).not.toBeNull();
    expect(await jobs.enqueue(undefined, queue, { connection: 'a' }, options('refresh:a'))).toBeNull();
    expect(await jobs.enqueue(undefined, queue, { connection: 'b' }, options('refresh:b'))).not.toBeNull();
    await until(() => ran.length === 2);
    expect(ran.sort()).toEqual(['a', 'b']);
  }, 30_000);

  it("exclusive: none while the key's job runs, and one again once it ended", async () => {
    const jobs = engine();
    let release: () => void = () => {};
    let running = false;
    const queue = jobs.define({
      name: unique('exclusive'),
      policy: 'exclusive',
      async run() {
        running = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running = false;
      },
    });
    await jobs.start();
    const id = (await jobs.enqueue(undefined, queue, {}, { key: 'k' }))!;
    await until(() => running);
    // Inside a write too: the check reads through the write's transaction.
    expect(await database.db.transaction((tx) => jobs.enqueue(tx, queue, {}, { key: 'k' }))).toBeNull();
    release();
    await until(async () => (await stateOf(queue.name, id)).state === 'completed');
    expect(await jobs.enqueue(undefined, queue, {}, { key: 'k' })).not.toBeNull();
  }, 30_000);

  it('a cron schedule is registered with its time zone', async () => {
    const jobs = engine();
    const queue = jobs.define({ name: unique('cron'), cron: '0 3 * * *', async run() {} });
    await jobs.start();
    const schedule = (await jobs.boss().getSchedules()).find((row) => row.name === queue.name);
    expect(schedule).toMatchObject({ name: queue.name, cron: '0 3 * * *', timezone: 'America/Mexico_City' });
  }, 30_000);
});

describe('repeating jobs', () => {
  it('run again and again, never two at once', async () => {
    const jobs = engine();
    const runs: [number, number][] = [];
    let running = 0;
    let overlapped = false;
    jobs.define({
      name: unique('repeat'),
      every: 100,
      async run() {
        running += 1;
        if (running > 1) overlapped = true;
        const start = Date.now();
        await sleep(30);
        runs.push([start, Date.now()]);
        running -= 1;
      },
    });
    await jobs.start();
    await until(() => runs.length >= 4);
    expect(overlapped).toBe(false);
  }, 30_000);
});

describe('a failing repeating job', () => {
  it('logs a run that throws before its first await, keeps it dead, and runs again', async () => {
    const warnings: { message: string; queue: string }[] = [];
    const log = pino({ level: 'silent' });
    log.warn = ((details: { queue: string }, message: string) =>
      void warnings.push({ message, queue: details.queue })) as typeof log.warn;
    const jobs = engine({ log });
    let runs = 0;
    const queue = jobs.define({
      name: unique('throwing'),
      every: 100,
      run: (() => {
        runs += 1;
        throw new Error('not even a promise');
      }) as () => Promise<void>,
    });
    await jobs.start();
    await until(() => runs >= 2);
    await until(async () => (await listJobs(jobs, { queue: queue.name, state: 'failed' })).length >= 1);
    expect(warnings[0]).toEqual({ message: 'job failed', queue: queue.name });
    const [dead] = await listJobs(jobs, { queue: queue.name, state: 'failed' });
    expect(dead).toMatchObject({ attempts: 1, max_attempts: 1, last_error: 'not even a promise' });
  }, 30_000);
});

describe('the rate limit', () => {
  it('holds under a burst: at most perSecond starts in any window of the counter', async () => {
    const jobs = engine();
    const starts: number[] = [];
    const queue = jobs.define({
      name: unique('rate'),
      perSecond: 5,
      concurrency: 4,
      async run() {
        starts.push(Date.now());
      },
    });
    await jobs.start();
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await jobs.enqueue(tx, queue, { i });
    });
    await until(() => starts.length === 20, 30_000);
    starts.sort((a, b) => a - b);
    // Fixed one-second windows of 5: 20 starts span at least three window changes…
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(2_900);
    // …and no sliding second holds more than two windows' worth.
    for (let i = 0; i + 10 < starts.length; i++)
      expect(starts[i + 10]! - starts[i]!).toBeGreaterThanOrEqual(950);
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('lets a run in progress finish before stopping', async () => {
    const jobs = engine();
    let started = false;
    let finished = false;
    const queue = jobs.define({
      name: unique('graceful'),
      async run() {
        started = true;
        await sleep(800);
        finished = true;
      },
    });
    await jobs.start();
    const id = (await jobs.enqueue(undefined, queue, {}))!;
    await until(() => started);
    await jobs.stop();
    expect(finished).toBe(true);
    const [row] = await queryRows<{ state: string }>(
      database.db,
      sql`select state::text from pgboss.job where id = ${id}::uuid`,
    );
    expect(row?.state).toBe('completed');
  }, 30_000);

  it('releases a run that outlasts the stop, to be tried again', async () => {
    const jobs = engine({ stopTimeoutMs: 1_000 });
    let started = false;
    const queue = jobs.define({
      name: unique('released'),
      retryDelaySeconds: 1,
      async run(_data, job) {
        started = true;
        await sleep(10_000, undefined, { signal: job.signal }).catch(() => {});
      },
    });
    await jobs.start();
    const id = (await jobs.enqueue(undefined, queue, {}))!;
    await until(() => started);
    const stopping = Date.now();
    await jobs.stop();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    const [row] = await queryRows<{ state: string; output: { message?: string } }>(
      database.db,
      sql`select state::text, output from pgboss.job where id = ${id}::uuid`,
    );
    expect(row?.state).toBe('retry');

    // Another engine (a restarted process) takes it.
    const again = engine();
    let ran = false;
    again.define({
      name: queue.name,
      async run() {
        ran = true;
      },
    });
    await again.start();
    await until(() => ran);
  }, 30_000);
});

describe('the schema', () => {
  it.runIf(testEngine() === 'pglite')(
    "installs with the app's migrations on a new embedded database, once",
    async () => {
      const fresh = await openDatabase({ dataDir: 'memory://' });
      try {
        await fresh.migrate();
        const [installed] = await queryRows<{ version: number }>(
          fresh.db,
          sql`select version from pgboss.version`,
        );
        expect(installed?.version).toBe(jobSchemaVersion());
        const again = performance.now();
        await fresh.migrate();
        // The second time reads the stored version and stops there (pg-boss's own check takes seconds).
        expect(performance.now() - again).toBeLessThan(1_000);
      } finally {
        await fresh.close();
      }
    },
    60_000,
  );
});
