import type { FastifyBaseLogger } from 'fastify';

/** Where a failure no request answers is told: the app's logger. */
export type FailureLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * `callback` made safe for what no request awaits: a timer, a socket's or a Redis connection's
 * event, a periodic job, a change listener. A throw or a rejection there reaches the process (an
 * uncaught exception, an unhandled rejection) and ends it, for every user; here it is logged as
 * `failure` and the next call runs as usual. The promise it answers never rejects, so a caller
 * may wait for the call (a job's sweep) or ignore it (an event).
 */
export function guarded<A extends unknown[]>(
  log: FailureLog,
  failure: string,
  callback: (...args: A) => unknown,
): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      // Called at once: a synchronous callback has done its work when the wrapper returns.
      await callback(...args);
    } catch (error) {
      log.error({ err: error }, failure);
    }
  };
}
