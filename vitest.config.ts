import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];

/**
 * API tests run on the embedded database always, and once more on PostgreSQL (and Redis) when
 * TEST_DATABASE_URL is set, as CI does: same tests, same SQL, two engines.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'api:pglite', include: apiTests, env: { VITRINA_TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api:postgres', include: apiTests, env: { VITRINA_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
