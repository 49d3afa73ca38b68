import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { seed } from '../../api/src/db/seed';
import { openMigratedPglite } from '../../api/test/test-database';

/** One real API for the web component tests (project 'web'): fresh in-memory database, demo data, random port. */
export default async function setup(project: TestProject) {
  const database = await openMigratedPglite();
  await seed(database.db, { seedDemo: true, admin: undefined });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/vitrina-web-tests',
    JWT_SECRET: 'web-component-tests-secret-of-32-characters',
    // Tests sign in many times from one address, and prove the throttle with their own account.
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
  const built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  project.provide('apiUrl', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  return async () => {
    await built.close();
    await database.close();
  };
}
