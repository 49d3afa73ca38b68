/**
 * A process running the job engine alone on a PostgreSQL database, for the tests of several
 * processes (lib/jobs/jobs-processes.test.ts). Its queues write what they do into `job_test_runs`:
 * - `test.slow`: a run records its start, sleeps `SLOW_MS`, records its end; a lost run is retried
 *   after `expireSeconds` (2);
 * - `test.tick`: repeats every 100 ms, one run at a time across processes, each 50 ms long.
 * It says `ready` once started, and stops gracefully on SIGINT or SIGTERM.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { JobEngine } from '../src/lib/jobs';
import { MemoryCounterStore } from '../src/lib/rate-limiter';

const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
const counters = new MemoryCounterStore();
const jobs = new JobEngine(database, {
  log: pino({ level: 'silent' }),
  counters,
  pollSeconds: 0.5,
  superviseSeconds: 1,
});
const slowMs = Number(process.env.SLOW_MS ?? 60_000);

async function record(queue: string, job: string, run: () => Promise<void>) {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into job_test_runs (queue, job_id, pid, started_at)
        values (${queue}, ${job}, ${process.pid}, clock_timestamp()) returning id`,
  );
  await run();
  await database.db.execute(
    sql`update job_test_runs set finished_at = clock_timestamp() where id = ${row!.id}`,
  );
}

jobs.define({
  name: 'test.slow',
  expireSeconds: 2,
  retryDelaySeconds: 1,
  run: (_data, job) => record('test.slow', job.id, () => sleep(slowMs)),
});
if (process.env.TICK === '1') {
  jobs.define({
    name: 'test.tick',
    every: 100,
    run: (_data, job) => record('test.tick', job.id, () => sleep(50)),
  });
}
await jobs.start();
process.stdout.write('ready\n');

const stop = async () => {
  await jobs.stop();
  await counters.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
