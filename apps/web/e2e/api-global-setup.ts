import os from 'node:os';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API per worker of the project: a file uses the one of the worker it runs in. */
    apiUrls: string[];
  }
}

import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openSeededPglite } from '../../api/test/test-database';

/**
 * Real APIs for the web component tests (project 'web'), one per worker: fresh in-memory database,
 * demo data, random port. Two files running at once never share one, so a list test counts only
 * the rows of its own file and of the files before it in that worker.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers ?? os.availableParallelism();
  const apis = await Promise.all(Array.from({ length: workers }, (_, index) => startApi(index)));
  project.provide(
    'apiUrls',
    apis.map((api) => api.url),
  );
  return async () => {
    for (const api of apis) await api.close();
  };
}

async function startApi(index: number) {
  const database = await openSeededPglite();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/vitrina-web-tests-${index + 1}`,
    JWT_SECRET: 'web-component-tests-secret-of-32-characters',
    // Tests sign in many times from one address, and prove the throttle with their own account.
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
  const built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await built.close();
      await database.close();
    },
  };
}
