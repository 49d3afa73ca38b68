import type { ErrorKey } from '@vitrina/shared';
import type { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import { HttpError } from './http-error';

export interface Window {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters. In memory for one process; in Redis when REDIS_URL is set, so every
 * process behind a load balancer shares the same counts.
 */
export interface CounterStore {
  peek(key: string): Promise<Window>;
  /** Counts `by` more (one by default) in the key's window, atomically, and answers the count with them. */
  hit(key: string, windowMs: number, by?: number): Promise<Window>;
  /** Takes `by` hits back (counted up front, they turned out not to count); never below 0. */
  release(key: string, by?: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  /** `clock` is the world's time, as Redis's expiries are: a window lasts its real minutes. */
  constructor(
    sweepEveryMs = 60_000,
    private readonly clock: Clock = systemClock(),
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  async peek(key: string): Promise<Window> {
    const entry = this.windows.get(key);
    const now = this.clock.now().getTime();
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async hit(key: string, windowMs: number, by = 1): Promise<Window> {
    const now = this.clock.now().getTime();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += by;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async release(key: string, by = 1): Promise<void> {
    const entry = this.windows.get(key);
    if (entry) entry.count = Math.max(0, entry.count - by);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

const RELEASE_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n > 0 then return redis.call('decrby', KEYS[1], math.min(n, tonumber(ARGV[1]))) end return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vitrina:rl:',
  ) {}

  async peek(key: string): Promise<Window> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async hit(key: string, windowMs: number, by = 1): Promise<Window> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incrby(k, by).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? by);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async release(key: string, by = 1): Promise<void> {
    // DECRBY on a key that expired meanwhile would create one with no expiry.
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key, by);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/**
 * The one 429 answer of a counter that ran out: the message (its `{{seconds}}`) and Retry-After
 * both say how long until the window ends, in whole seconds, at least one.
 */
export function tooManyRequests(waitMs: number, key: ErrorKey = 'errors.rate_limited'): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, key, { seconds }, undefined, { 'retry-after': String(seconds) });
}
