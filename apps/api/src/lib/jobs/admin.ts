/**
 * What the administrators' jobs screen reads and does: the queues with their counts by state, a
 * queue's jobs with their attempts and last error, and a dead job retried or discarded. A job is
 * dead (`failed`) once its attempts are spent; it keeps its last error until it is retried,
 * discarded, or deleted a week later.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { JOB_SCHEMA } from './connection';
import type { JobEngine } from './engine';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueueSummary {
  name: string;
  policy: string;
  /** Waiting and due now (`created` or `retry` with its time come). */
  ready: number;
  /** Waiting for a later time (a delayed job, a retry's backoff, a repeating job's next run). */
  deferred: number;
  active: number;
  /** Completed jobs still kept (a week). */
  completed: number;
  /** Dead jobs still kept. */
  failed: number;
  /** Every job kept, whatever its state. */
  total: number;
}

export interface JobSummary {
  id: string;
  queue: string;
  state: JobState;
  key: string | null;
  data: unknown;
  /** Runs started so far. */
  attempts: number;
  /** Runs allowed in all. */
  max_attempts: number;
  /** The last run's error, while the job is waiting for a retry or dead. */
  last_error: string | null;
  created_at: string;
  start_after: string;
  started_at: string | null;
  completed_at: string | null;
}

/**
 * The defined queues, by name, with their counts now (pg-boss's own `getQueues` answers counts
 * its monitor cached up to a minute ago).
 */
export async function listQueues(engine: JobEngine): Promise<QueueSummary[]> {
  const names = engine.definitions.map((queue) => queue.name);
  if (names.length === 0) return [];
  const schema = sql.raw(JOB_SCHEMA);
  const waiting = sql`j.state in ('created', 'retry')`;
  return queryRows<QueueSummary>(
    engine.database.db,
    sql`select q.name, q.policy,
          count(j.id) filter (where ${waiting} and j.start_after <= now())::int as ready,
          count(j.id) filter (where ${waiting} and j.start_after > now())::int as deferred,
          count(j.id) filter (where j.state = 'active')::int as active,
          count(j.id) filter (where j.state = 'completed')::int as completed,
          count(j.id) filter (where j.state = 'failed')::int as failed,
          count(j.id)::int as total
        from ${schema}.queue q left join ${schema}.job j on j.name = q.name
        where q.name = any(${`{${names.join(',')}}`}::text[])
        group by q.name, q.policy order by q.name`,
  );
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A queue's jobs (or every queue's), newest first, optionally in one state. */
export async function listJobs(
  engine: JobEngine,
  query: { queue?: string; state?: JobState; limit?: number; offset?: number } = {},
): Promise<JobSummary[]> {
  const where = [sql`true`];
  if (query.queue) where.push(sql`name = ${query.queue}`);
  if (query.state) where.push(sql`state = ${query.state}::${sql.raw(JOB_SCHEMA)}.job_state`);
  return queryRows<JobSummary>(
    engine.database.db,
    sql`select id::text, name as queue, state::text as state, singleton_key as key, data,
          retry_count + (started_on is not null)::int as attempts, retry_limit + 1 as max_attempts,
          case when state in ('retry', 'failed') then coalesce(output->>'message', output::text) end as last_error,
          ${iso('created_on')} as created_at, ${iso('start_after')} as start_after,
          ${iso('started_on')} as started_at, ${iso('completed_on')} as completed_at
        from ${sql.raw(JOB_SCHEMA)}.job where ${sql.join(where, sql` and `)}
        order by created_on desc, id limit ${query.limit ?? 100} offset ${query.offset ?? 0}`,
  );
}

async function deadJob(engine: JobEngine, queue: string, id: string) {
  const [row] = await queryRows<{ id: string }>(
    engine.database.db,
    sql`select id::text from ${sql.raw(JOB_SCHEMA)}.job
         where name = ${queue} and id = ${id}::uuid and state = 'failed'`,
  );
  return row !== undefined;
}

/** pg-boss's command answers carry `affected`, which its types leave out. */
const affected = (result: unknown) => (result as { affected?: number }).affected ?? 0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A dead job back to waiting, for one more attempt, due now; false when no such dead job. */
export async function retryDeadJob(engine: JobEngine, queue: string, id: string): Promise<boolean> {
  if (!UUID.test(id) || !(await deadJob(engine, queue, id))) return false;
  const result = await engine.boss().retry(queue, id);
  return affected(result) > 0;
}

/** A dead job deleted; false when no such dead job. */
export async function discardDeadJob(engine: JobEngine, queue: string, id: string): Promise<boolean> {
  if (!UUID.test(id) || !(await deadJob(engine, queue, id))) return false;
  const result = await engine.boss().deleteJob(queue, id);
  return affected(result) > 0;
}
