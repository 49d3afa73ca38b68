/**
 * The one job engine (README.md next to this file): every piece of background work is a queue
 * defined here, and pg-boss, on either database engine, keeps its jobs. Modules never touch
 * pg-boss: they define a queue with its handler, enqueue (inside their write's transaction when
 * they pass it), and the app starts and stops the engine with itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss, QueueResult } from 'pg-boss';
import type { Database } from '../../db/client';
import type { Db, Tx } from '../../db/executor';
import { guarded } from '../guarded';
import type { CounterStore } from '../rate-limiter';
import { inTransaction, newBoss } from './connection';

/**
 * How runs of one queue exclude each other, across every process (pg-boss's queue policies), per
 * `key` when jobs carry one:
 * - `standard`: no limit;
 * - `singleton`: one job of a key runs at a time; more may wait;
 * - `stately`: one waits and one runs, per key: enqueueing again while one waits does nothing;
 * - `exclusive`: one job of a key at all, waiting or running.
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
  /** The ceiling of the retry delay, in seconds. Default one hour. */
  retryDelayMaxSeconds?: number;
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

const DEFAULTS = { attempts: 5, retryDelaySeconds: 5, retryDelayMaxSeconds: 3_600, expireSeconds: 300 };
/** Completed and dead jobs are kept this long for the administrators, then deleted. */
const KEEP_SECONDS = 7 * 24 * 3_600;
/** Jobs still waiting are never dropped for their age within this (a year). */
const WAITING_SECONDS = 365 * 24 * 3_600;

export class JobEngine {
  readonly #database: Database;
  readonly #options: Required<Omit<JobEngineOptions, 'log' | 'counters'>> & JobEngineOptions;
  readonly #queues = new Map<string, QueueDefinition<object>>();
  readonly #timers = new Set<NodeJS.Timeout>();
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
    return boss.send(queue.name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(executor ? { db: inTransaction(executor) } : {}),
    });
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
    boss.on('warning', (warning) => log.warn({ warning: warning.message }, 'job engine warning'));
    await boss.start();
    this.#boss = boss;
    this.#state = 'started';
    const stored = new Map(
      (await boss.getQueues(this.definitions.map((queue) => queue.name))).map((q) => [q.name, q]),
    );
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
    await this.#boss!.stop({ graceful: true, close: true, timeout: this.#options.stopTimeoutMs });
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

  async #startQueue(boss: PgBoss, queue: QueueDefinition<object>, stored: QueueResult | undefined) {
    const repeats = queue.every !== undefined;
    const settings = {
      // A repeating job's failure is not retried: the next run comes anyway.
      retryLimit: repeats ? 0 : (queue.attempts ?? DEFAULTS.attempts) - 1,
      retryDelay: queue.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireSeconds ?? DEFAULTS.expireSeconds,
      retentionSeconds: WAITING_SECONDS,
      deleteAfterSeconds: KEEP_SECONDS,
      // Enqueueing wakes the workers (LISTEN/NOTIFY); a repeating job is due later, found by polling.
      notify: !repeats,
    };
    const policy = repeats ? 'stately' : (queue.policy ?? 'standard');
    if (!stored) {
      await boss.createQueue(queue.name, {
        ...settings,
        policy,
        retryDelayMax: queue.retryDelayMaxSeconds ?? DEFAULTS.retryDelayMaxSeconds,
      });
    } else if (Object.entries(settings).some(([key, value]) => stored[key as keyof QueueResult] !== value)) {
      // Changed settings apply to the jobs enqueued from now on (a policy stays what it was created with).
      await boss.updateQueue(queue.name, settings);
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
    const { log } = this.#options;
    // A worker fetches a batch and runs its jobs one after the other, each settled on its own; a
    // full batch fetches the next at once (a backlog drains without waiting out the poll), a short
    // one waits for LISTEN's wake-up or the poll.
    await boss.work<object>(
      queue.name,
      {
        batchSize: repeats ? 1 : (queue.batch ?? 10),
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: queue.concurrency ?? 1,
        // LISTEN wakes a worker for a job enqueued now; polling finds the delayed ones and retries.
        pollingIntervalSeconds: poll,
        notifyPollingIntervalSeconds: poll,
      },
      async (batch) => {
        const results: { id: string; status: 'completed' | 'failed'; output?: object }[] = [];
        try {
          for (const job of batch) results.push(await this.#runOne(queue, job));
        } finally {
          if (repeats && this.#state === 'started') await this.#repeat(boss, queue, queue.every!);
        }
        return results;
      },
    );
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

  async #runOne(queue: QueueDefinition<object>, job: Job<object>) {
    const attempt = job.retryCount + 1;
    try {
      if (queue.perSecond) await this.#takeTurn(queue.name, queue.perSecond, job.signal);
      await queue.run(job.data, { id: job.id, attempt, signal: job.signal });
      return { id: job.id, status: 'completed' as const };
    } catch (error) {
      this.#options.log.warn({ err: error, queue: queue.name, job: job.id, attempt }, 'job failed');
      const failure = error instanceof Error ? error : new Error(String(error));
      return {
        id: job.id,
        status: 'failed' as const,
        output: { name: failure.name, message: failure.message, stack: failure.stack },
      };
    }
  }

  async #repeat(boss: PgBoss, queue: QueueDefinition<object>, afterMs: number) {
    try {
      await boss.send(queue.name, {}, { startAfter: new Date(Date.now() + afterMs) });
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
