import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { App, AppContext } from '../src/context';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from '../src/lib/rate-limiter';
import { openTestDatabase, testEngine } from './test-database';

export interface TestApp {
  app: App;
  context: AppContext;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database (seeded with roles, permissions and packages, no
 * demo data), with Redis counters on the PostgreSQL run when TEST_REDIS_URL is set.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  /** Registers extra routes before the app is ready (tests of the plugins and route builders themselves). */
  extend?: (app: App, context: AppContext) => void,
  /** Tests of the log itself: errors and above go to this stream. */
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.db.transaction((tx) => seedCatalogue(tx));
  const redisUrl = process.env.TEST_REDIS_URL;
  const useRedis = testEngine() === 'postgres' && Boolean(redisUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    // On PostgreSQL the principal cache is trusted only with its Redis bus, so that is what runs.
    ...(useRedis ? { REDIS_URL: redisUrl } : {}),
    DATA_DIR: path.join(os.tmpdir(), 'vitrina-test'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: logStream ? 'error' : 'silent',
    ...overrides,
  });
  const prefix = `vitrina:test:${randomBytes(4).toString('hex')}:`;
  const redis = useRedis ? new Redis(redisUrl!) : undefined;
  const counters: CounterStore = redis ? new RedisCounterStore(redis, prefix) : new MemoryCounterStore();
  const built = await buildApp(config, { database, counters, logger: Boolean(logStream), logStream });
  try {
    extend?.(built.app, built.context);
    await built.app.ready();
    // With Redis the caches serve once the change bus is subscribed (milliseconds): tests start then.
    for (let waited = 0; useRedis && !database.reads.trusted && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    // A test that expects start-up to fail must not leave its database behind.
    await built.close();
    await database.close();
    throw error;
  }
  return {
    app: built.app,
    context: built.context,
    config,
    async close() {
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      await built.close();
      await database.close();
    },
  };
}

/** The JSON body of an injected response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
