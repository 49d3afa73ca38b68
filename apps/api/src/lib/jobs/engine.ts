/**
 * The one job engine (README.md next to this file): every piece of background work is a queue
 * defined here, and pg-boss, on either database engine, keeps its jobs. Modules never touch
 * pg-boss: they define a queue with its handler, enqueue (inside their write's transaction when
 * they pass it), and the app starts and stops the engine with itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { Db, Tx } from '../../db/executor';
import { queryRows } from '../../db/query';
import { guarded } from '../guarded';
import type { CounterStore } from '../rate-limiter';
import { inTransaction, JOB_SCHEMA, newBoss } from './connection';

/**
 * How runs of one queue exclude each other, across every process (pg-boss's queue policies), per
 * `key` when jobs carry one:
 * - `standard`: no limit;
 * - `singleton`: one job of a key runs at a time; more may wait;
 * - `stately`: one waits and one runs, per key: enqueueing again while one waits does nothing;
 * - `exclusive`: one job of a key at all, waiting or running. pg-boss 10 has no such policy: the
 *   queue is `stately`, and `enqueue` takes a transaction-scoped advisory lock on the queue and key,
 *   then inserts only when no job of that key is waiting, retrying or running.
 */
export type JobPolicy = 'standard' | 'singleton' | 'stately' | 'exclusive';

/** What a handler knows of the run. */
export interface JobRun {
  id: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Aborted when the engine stops and the run did not end in time: stop early if you can. */
  signal: AbortSignal;
}

export interface QueueDefinition<T extends object> {
  /** Letters, digits, `.`, `_` and `-`: `mail.delivery`. */
  name: string;
  run(data: T, job: JobRun): Promise<void>;
  policy?: JobPolicy;
  /** Runs in all before the job is dead (state `failed`, its last error kept). Default 5. */
  attempts?: number;
  /** Seconds before the first retry, then doubled (with jitter) each time. Default 5. */
  retryDelaySeconds?: number;
  /**
   * Seconds a run may last before it counts as lost (its process died, `kill -9`) and is tried
   * again by whichever process asks next. Default 300.
   */
  expireSeconds?: number;
  /** At most this many runs start per second across every process (the shared counter store). */
  perSecond?: number;
  /** Workers in this process, each running its batch's jobs one after the other. Default 1. */
  concurrency?: number;
  /** Jobs a worker takes at once (each still settled on its own). Default 10. */
  batch?: number;
  /**
   * Repeats every so many milliseconds: one run at a time across every process, the next
   * `every` after the previous one ended (a sweep). A failed run is logged and kept, and the next
   * one comes all the same.
   */
  every?: number;
  /** A cron expression (minutes), in `tz` (default America/Mexico_City): the job is enqueued once per occurrence. */
  cron?: string;
  tz?: string;
  /** Called once the engine stopped (to close what the handler holds, such as an SMTP pool). */
  stopped?(): void;
}

/** A defined queue: what modules keep to enqueue into it. */
export interface JobQueue<T extends object> {
  readonly name: string;
  readonly definition: QueueDefinition<T>;
}

export interface EnqueueOptions {
  /**
   * The job's key: with a policy other than `standard`, one per key (one token refresh per
   * connection); with `standard`, at most one waiting job per key.
   */
  key?: string;
  /** Not before then: a Date, or seconds from now. */
  startAfter?: Date | number;
}

export interface JobEngineOptions {
  log: FastifyBaseLogger;
  /** The rate limits' counters: shared by every process through Redis when configured. */
  counters: CounterStore;
  /** How often lost runs are looked for (seconds); they are retried once `expireSeconds` passed. */
  superviseSeconds?: number;
  /** How often an idle worker asks for due jobs (seconds, at least 0.5); enqueues wake it sooner. */
  pollSeconds?: number;
  /** How long `stop` lets a run in progress finish before releasing it to be tried again (ms). */
  stopTimeoutMs?: number;
}

const DEFAULTS = { attempts: 5, retryDelaySeconds: 5, expireSeconds: 300 };
/** Jobs still waiting are never dropped for their age within this (a year). */
const WAITING_MINUTES = 365 * 24 * 60;

export class JobEngine {
  readonly #database: Database;
  readonly #options: Required<Omit<JobEngineOptions, 'log' | 'counters'>> & JobEngineOptions;
  readonly #queues = new Map<string, QueueDefinition<object>>();
  readonly #timers = new Set<NodeJS.Timeout>();
  /** This process's workers by queue, to wake them when a job is enqueued here. */
  readonly #workers = new Map<string, string[]>();
  /** The runs in progress, aborted when a stop runs out of time. */
  readonly #running = new Set<AbortController>();
  #boss: PgBoss | undefined;
  #state: 'defining' | 'started' | 'stopped' = 'defining';

  constructor(database: Database, options: JobEngineOptions) {
    this.#database = database;
    this.#options = { superviseSeconds: 30, pollSeconds: 2, stopTimeoutMs: 10_000, ...options };
  }

  get database(): Database {
    return this.#database;
  }

  /** The queues defined so far. */
  get definitions(): QueueDefinition<object>[] {
    return [...this.#queues.values()];
  }

  /** Defines a queue and its handler; before `start`. */
  define<T extends object>(definition: QueueDefinition<T>): JobQueue<T> {
    if (this.#state !== 'defining')
      throw new Error(`queue ${definition.name} defined after the engine started`);
    if (this.#queues.has(definition.name)) throw new Error(`queue ${definition.name} is defined twice`);
    if (!/^[\w.-]+$/.test(definition.name))
      throw new Error(`queue name ${definition.name} is not letters, digits, . _ -`);
    this.#queues.set(definition.name, definition as unknown as QueueDefinition<object>);
    return { name: definition.name, definition };
  }

  /**
   * Enqueues a job. Given the write's transaction (`tx`), the job exists exactly when the write
   * commits; given the database (or nothing), at once. Answers the job's id, or null when its
   * queue's policy or key already holds one.
   */
  async enqueue<T extends object>(
    executor: Db | Tx | undefined,
    queue: JobQueue<T>,
    data: T,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const boss = this.#started();
    const send = (through: Db | Tx | undefined) =>
      boss.send(queue.name, data, {
        ...(options.key ? { singletonKey: options.key } : {}),
        ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
        ...(through ? { db: inTransaction(through) } : {}),
      });
    let id: string | null;
    if (this.#queues.get(queue.name)?.policy === 'exclusive' || queue.definition?.policy === 'exclusive') {
      // One job of the key at all: the lock orders the enqueues of one key (until their
      // transactions end), and the second finds the first's job.
      id = await (executor ?? this.#database.db).transaction(async (tx) => {
        const key = options.key ?? '';
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${queue.name}), hashtext(${key}))`);
        const held = await queryRows(
          tx,
          sql`select 1 from ${sql.raw(JOB_SCHEMA)}.job where name = ${queue.name}
                and coalesce(singleton_key, '') = ${key} and state < 'completed' limit 1`,
        );
        return held.length > 0 ? null : send(tx);
      });
    } else id = await send(executor);
    // No LISTEN in pg-boss 10: a job enqueued outside a transaction wakes this process's workers at
    // once; one inside a transaction (not visible before the commit) and the other processes' jobs
    // are found by polling.
    if (id && !executor && options.startAfter === undefined)
      for (const worker of this.#workers.get(queue.name) ?? []) boss.notifyWorker(worker);
    return id;
  }

  /** Creates the queues, starts their workers and schedules; the app calls it once its modules defined theirs. */
  async start(): Promise<void> {
    if (this.#state !== 'defining') throw new Error('the job engine starts once');
    const { log } = this.#options;
    const boss = newBoss(this.#database.db, this.#database.driver, {
      supervise: true,
      schedule: this.definitions.some((queue) => queue.cron),
      superviseSeconds: this.#options.superviseSeconds,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
    await boss.start();
    this.#boss = boss;
    this.#state = 'started';
    const stored = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const queue of this.#queues.values()) await this.#startQueue(boss, queue, stored.get(queue.name));
  }

  /**
   * Stops asking for jobs and waits for the runs in progress, up to `stopTimeoutMs`; a run still
   * going then is released (counted as a failed attempt) and tried again later, by this process
   * once restarted or by another.
   */
  async stop(): Promise<void> {
    if (this.#state !== 'started') {
      if (this.#state === 'defining') for (const queue of this.#queues.values()) queue.stopped?.();
      this.#state = 'stopped';
      return;
    }
    this.#state = 'stopped';
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.clear();
    // pg-boss waits for the runs up to the timeout, then fails those still going (to be retried);
    // their handlers are told by their signal.
    const outlasted = setTimeout(() => {
      for (const run of this.#running) run.abort(new Error('the job engine stopped'));
    }, this.#options.stopTimeoutMs);
    try {
      await this.#boss!.stop({ graceful: true, close: true, timeout: this.#options.stopTimeoutMs });
    } finally {
      clearTimeout(outlasted);
    }
    for (const queue of this.#queues.values()) queue.stopped?.();
  }

  /** pg-boss itself, for lib/jobs' own files (administration, tests); never for modules. */
  boss(): PgBoss {
    return this.#started();
  }

  #started(): PgBoss {
    if (this.#state !== 'started' || !this.#boss) throw new Error('the job engine is not running');
    return this.#boss;
  }

  async #startQueue(boss: PgBoss, queue: QueueDefinition<object>, stored: PgBoss.QueueResult | undefined) {
    const repeats = queue.every !== undefined;
    const settings = {
      // A repeating job's failure is not retried: the next run comes anyway.
      retryLimit: repeats ? 0 : (queue.attempts ?? DEFAULTS.attempts) - 1,
      retryDelay: queue.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireSeconds ?? DEFAULTS.expireSeconds,
      retentionMinutes: WAITING_MINUTES,
    };
    // `exclusive` is `stately` in pg-boss plus the check in `enqueue`.
    const policy = repeats || queue.policy === 'exclusive' ? 'stately' : (queue.policy ?? 'standard');
    if (!stored) {
      await boss.createQueue(queue.name, { name: queue.name, ...settings, policy });
    } else if (
      Object.entries(settings).some(([key, value]) => stored[key as keyof PgBoss.QueueResult] !== value)
    ) {
      // Changed settings apply to the jobs enqueued from now on (a policy stays what it was created with).
      await boss.updateQueue(queue.name, { name: queue.name, ...settings, policy: stored.policy });
    }
    if (stored && stored.policy !== policy) {
      this.#options.log.warn(
        { queue: queue.name, stored: stored.policy, policy },
        'a queue keeps the policy it was created with',
      );
    }
    // A repeating job's next run is found by polling: a quarter of its period (at least 0.5 s, pg-boss's
    // floor), so the auction closer's 2 s become 2.5 s at worst.
    const poll = repeats
      ? Math.min(Math.max(queue.every! / 4_000, 0.5), this.#options.pollSeconds)
      : this.#options.pollSeconds;
    const batchSize = repeats ? 1 : (queue.batch ?? 10);
    const ids: string[] = [];
    // A worker fetches a batch and runs its jobs one after the other, each settled on its own (pg-boss
    // 10 settles a batch as one: the failed jobs are failed first); a full batch fetches the next at
    // once (a backlog drains without waiting out the poll), a short one waits for the poll or a
    // wake-up from `enqueue`.
    for (let i = 0; i < (queue.concurrency ?? 1); i++) {
      let id = '';
      id = await boss.work<object>(
        queue.name,
        { batchSize, includeMetadata: true, pollingIntervalSeconds: poll },
        async (batch) => {
          try {
            // Each failed job is failed on its own; pg-boss then completes the batch, which only
            // touches the jobs still active: those that ended.
            for (const job of batch) {
              const result = await this.#runOne(queue, job);
              if (result.failed) {
                await boss.fail(queue.name, job.id, result.output).catch((error: unknown) => {
                  // A run that outlasted a stop: pg-boss has failed the work in progress itself and
                  // closed its pool; the job is tried again once its run expires.
                  if (this.#state === 'started') throw error;
                });
              }
            }
          } finally {
            if (repeats && this.#state === 'started') await this.#repeat(boss, queue, queue.every!);
          }
          if (batch.length === batchSize && this.#state === 'started') boss.notifyWorker(id);
        },
      );
      ids.push(id);
    }
    this.#workers.set(queue.name, ids);
    const { log } = this.#options;
    if (repeats) {
      // The first run; and, should the chain ever break (a process killed before it enqueued the
      // next), every process puts one back now and then. The policy keeps one waiting at most.
      await this.#repeat(boss, queue, 0);
      const keeper = setInterval(
        guarded(log, `keeping ${queue.name} scheduled failed`, () => this.#repeat(boss, queue, 0)),
        Math.max(queue.every!, 10_000),
      );
      keeper.unref();
      this.#timers.add(keeper);
    }
    if (queue.cron)
      await boss.schedule(queue.name, queue.cron, {}, { tz: queue.tz ?? 'America/Mexico_City' });
  }

  async #runOne(
    queue: QueueDefinition<object>,
    job: PgBoss.JobWithMetadata<object>,
  ): Promise<{ failed: boolean; output?: object }> {
    const attempt = job.retryCount + 1;
    const run = new AbortController();
    this.#running.add(run);
    try {
      if (queue.perSecond) await this.#takeTurn(queue.name, queue.perSecond, run.signal);
      await queue.run(job.data, { id: job.id, attempt, signal: run.signal });
      // A run cut short by a stop is released (a failed attempt, retried later), however it ended.
      run.signal.throwIfAborted();
      return { failed: false };
    } catch (error) {
      this.#options.log.warn({ err: error, queue: queue.name, job: job.id, attempt }, 'job failed');
      const failure = error instanceof Error ? error : new Error(String(error));
      return {
        failed: true,
        output: { name: failure.name, message: failure.message, stack: failure.stack },
      };
    } finally {
      this.#running.delete(run);
    }
  }

  async #repeat(boss: PgBoss, queue: QueueDefinition<object>, afterMs: number) {
    try {
      // Seconds from the database's now, the clock the fetch compares with.
      await boss.send(queue.name, {}, { startAfter: afterMs / 1000 });
    } catch (error) {
      this.#options.log.warn({ err: error, queue: queue.name }, 'could not enqueue the next run');
    }
  }

  /** Waits for a turn in the queue's per-second budget, shared by every process. */
  async #takeTurn(queue: string, perSecond: number, signal: AbortSignal) {
    const key = `jobs:rate:${queue}`;
    for (;;) {
      const window = await this.#options.counters.hit(key, 1_000);
      if (window.count <= perSecond) return;
      await this.#options.counters.release(key);
      await sleep(Math.max(window.resetInMs, 1), undefined, { signal });
    }
  }
}
