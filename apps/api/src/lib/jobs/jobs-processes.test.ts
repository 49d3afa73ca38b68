import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/server-processes';
import { openScratchPostgres, testEngine } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { MemoryCounterStore } from '../rate-limiter';
import { JobEngine, type JobQueue, listJobs } from '.';

/**
 * The job engine in several processes on one PostgreSQL database (test/job-worker-process.ts):
 * a process killed with `kill -9` mid-job leaves the job to another, one stopped gracefully
 * finishes its run first, and a repeating job runs one at a time across two processes. The embedded database has one process (its lock file).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const script = fileURLToPath(new URL('../../../test/job-worker-process.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../..', import.meta.url));

describe.runIf(testEngine() === 'postgres' && adminUrl)('the job engine in several processes', () => {
  let database: Database & { name: string };
  let databaseUrl: string;
  let producer: JobEngine;
  const counters = new MemoryCounterStore();
  let children: ChildProcess[] = [];

  function worker(env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve(child);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
    });
  }

  async function stopWorker(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  const runs = (queue: string) =>
    queryRows<{ job_id: string; pid: number; started: number; finished: number | null }>(
      database.db,
      sql`select job_id, pid, (extract(epoch from started_at) * 1000)::float8 as started,
            (extract(epoch from finished_at) * 1000)::float8 as finished
          from job_test_runs where queue = ${queue} order by started_at`,
    );

  beforeAll(async () => {
    database = await openScratchPostgres(adminUrl!, { prefix: 'vitrina_jobs', poolSize: 2 });
    const url = new URL(adminUrl!);
    url.pathname = `/${database.name}`;
    databaseUrl = url.toString();
    await database.db.execute(
      sql`create table job_test_runs (id serial primary key, queue text not null, job_id text not null,
            pid int not null, started_at timestamptz not null, finished_at timestamptz)`,
    );
    // The test's own engine only enqueues: it defines no queue, so it works none.
    producer = new JobEngine(database, { log: pino({ level: 'silent' }), counters, superviseSeconds: 1 });
    await producer.start();
  }, 120_000);

  afterEach(async () => {
    await Promise.all(children.map(stopWorker));
    children = [];
  });

  afterAll(async () => {
    await producer?.stop();
    await counters.close();
    await database?.close();
  });

  it('a job whose process is killed with kill -9 mid-run is run again by another process', async () => {
    const first = await worker({ SLOW_MS: '60000' });
    const slow = { name: 'test.slow' } as JobQueue<object>;
    const id = (await producer.enqueue(undefined, slow, { n: 1 }))!;
    await until(async () => (await runs('test.slow')).length > 0);
    expect((await runs('test.slow'))[0]).toMatchObject({ job_id: id, pid: first.pid, finished: null });

    first.kill('SIGKILL');
    const second = await worker({ SLOW_MS: '200' });
    await until(async () => (await runs('test.slow')).some((run) => run.pid === second.pid && run.finished));
    const all = await runs('test.slow');
    expect(all.map((run) => [run.job_id, run.pid, run.finished !== null])).toEqual([
      [id, first.pid, false],
      [id, second.pid, true],
    ]);
    const [job] = await listJobs(producer, { queue: 'test.slow' });
    expect(job).toMatchObject({ id, state: 'completed', attempts: 2 });
  }, 60_000);

  it('a process stopped with SIGTERM mid-run finishes the run before it exits', async () => {
    const child = await worker({ SLOW_MS: '1500' });
    const slow = { name: 'test.slow' } as JobQueue<object>;
    const id = (await producer.enqueue(undefined, slow, { n: 2 }))!;
    await until(async () => (await runs('test.slow')).some((run) => run.job_id === id));
    await stopWorker(child);
    expect((await runs('test.slow')).filter((run) => run.job_id === id)).toEqual([
      expect.objectContaining({ pid: child.pid, finished: expect.any(Number) }),
    ]);
    const [job] = await listJobs(producer, { queue: 'test.slow', state: 'completed' });
    expect(job).toMatchObject({ id, attempts: 1 });
  }, 60_000);

  it('a repeating job runs one at a time across two processes', async () => {
    await Promise.all([worker({ TICK: '1', SLOW_MS: '100' }), worker({ TICK: '1', SLOW_MS: '100' })]);
    await until(async () => (await runs('test.tick')).filter((run) => run.finished).length >= 8);
    await Promise.all(children.map(stopWorker));
    const ticks = (await runs('test.tick')).filter((run) => run.finished !== null);
    expect(ticks.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < ticks.length; i++)
      expect(ticks[i]!.started).toBeGreaterThanOrEqual(ticks[i - 1]!.finished!);
    expect(new Set(ticks.map((run) => run.job_id)).size).toBe(ticks.length);
  }, 60_000);
});
