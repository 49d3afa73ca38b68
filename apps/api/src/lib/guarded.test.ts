import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { guarded } from './guarded';

function recordingLog() {
  const failures: { err: unknown; message: string }[] = [];
  const log = {
    error: (details: { err: unknown }, message: string) => void failures.push({ err: details.err, message }),
  };
  return { failures, log: log as unknown as FastifyBaseLogger };
}

describe('guarded', () => {
  it('logs a throw and a rejection instead of letting them reach the process', async () => {
    const { failures, log } = recordingLog();
    const thrown = new Error('thrown');
    const rejected = new Error('rejected');
    await expect(
      guarded(log, 'sync failed', () => {
        throw thrown;
      })(),
    ).resolves.toBeUndefined();
    await expect(
      guarded(log, 'async failed', async () => Promise.reject(rejected))(),
    ).resolves.toBeUndefined();
    expect(failures).toEqual([
      { err: thrown, message: 'sync failed' },
      { err: rejected, message: 'async failed' },
    ]);
  });

  it('runs a synchronous callback at once, with its arguments', () => {
    const { log } = recordingLog();
    const seen: number[] = [];
    void guarded(log, 'never', (a: number, b: number) => seen.push(a, b))(1, 2);
    expect(seen).toEqual([1, 2]);
  });
});
