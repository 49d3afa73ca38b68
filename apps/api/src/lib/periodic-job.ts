import type { FastifyBaseLogger } from 'fastify';
import { guarded } from './guarded';

export interface PeriodicJob {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` every `everyMs` milliseconds in this process (0 or less: never — tests that drive
 * the sweep themselves). A sweep starts only once the previous one ended, so a slow one never
 * overlaps the next; a failure is logged as `failure`, and the next sweep tries again. The timer
 * keeps no process alive.
 */
export function startPeriodicJob(
  everyMs: number,
  sweep: () => Promise<void>,
  log: FastifyBaseLogger,
  failure: string,
): PeriodicJob {
  if (everyMs <= 0) return { stop: async () => {} };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  // A sweep that throws, even before its first await, is logged: the timer's callback never throws.
  const safeSweep = guarded(log, failure, sweep);
  const schedule = () => {
    timer = setTimeout(() => {
      sweeping = safeSweep().finally(() => {
        if (!stopped) schedule();
      });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
