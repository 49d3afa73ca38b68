import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
/**
 * The browser the tests drive: Debian's Chromium headless shell when it is installed (package
 * chromium-headless-shell: the same Chromium and Blink, without the desktop browser around the
 * page), else Chromium itself. The browser tests keep both cores busy, most of it Chromium's: the
 * shell did the same 180 tests in 406 s against 554 s (744 s of processor time, measured over the
 * whole machine, against about 1,000), the accessibility file in 321 s against 416 s.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => fs.existsSync(path)) ??
  '/usr/bin/chromium';
const browserAvailable = fs.existsSync(chromium);

// CI installs Chromium and requires the browser tests; elsewhere their absence is said out loud.
if (!browserAvailable) {
  const message = `Browser tests need Chromium at ${chromium} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH).`;
  if (process.env.VITRINA_REQUIRE_BROWSER) throw new Error(message);
  process.stderr.write(`\n  ${message} They are not run.\n\n`);
}

/**
 * Files that take minutes, started first in their project. A project's files share the machine's
 * workers, and the next project starts only when the last of them ends: a long file started last
 * leaves the other worker idle meanwhile (measured on a fresh clone, where no earlier run orders
 * the files by duration: the fuzz test ran alone for 5 to 6 minutes at the end of each API project).
 */
const LONG_FILES = [
  'apps/api/test/fuzz.test.ts',
  'apps/api/test/authz-matrix.test.ts',
  'apps/api/src/realtime/realtime.test.ts',
  'apps/api/src/db/seed/inventory-seed.test.ts',
  'apps/web/e2e/accessibility.e2e.test.ts',
  'apps/web/e2e/new-inventory.e2e.test.ts',
  'apps/web/e2e/leads.e2e.test.ts',
  'apps/web/e2e/catalogs.e2e.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = new Map<string, number>();
    for (const file of sorted)
      if (!projects.has(file.project.name)) projects.set(file.project.name, projects.size);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONG_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort(
        (a, b) =>
          projects.get(a.file.project.name)! - projects.get(b.file.project.name)! ||
          rank(a.file) - rank(b.file) ||
          a.order - b.order,
      )
      .map(({ file }) => file);
  }
}

/** How an API project runs its files: on one database engine. */
const apiRun = (engine: 'pglite' | 'postgres') => ({ env: { VITRINA_TEST_DB: engine } });

/**
 * One runner for the whole suite: shared rules, the API on the embedded database (and again
 * on PostgreSQL and Redis when TEST_DATABASE_URL is set, as CI does), the web components under
 * happy-dom, and the browser tests against the real server in Debian Chromium.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker: a worker imports the modules once and runs file after file in
    // them. An API or browser file builds its own app on its own database, so nothing a file keeps
    // is another's; a component file leaves the page as the next expects it (testing/setup.ts).
    // Imported again for every file, the app was a sixth of CI's time (40 API files: imports 157 s
    // against 19 s, wall 282 s against 205 s), and half the component project's (100 of 203 s,
    // against 16 of 132 s); six browser files took 83 s of wall time against 67 s.
    isolate: false,
    // Files share their worker's process, so the environment is put back before each test: a
    // vi.stubEnv lasts one test. A setting for a whole file is passed to what it starts (the test
    // app's config, a deployment's processes), never stubbed in beforeAll.
    unstubEnvs: true,
    // Every core: Vitest's default leaves one to its own process, which on CI's two cores ran every
    // file one after another (19 of CI's 30 minutes).
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The architecture's import rules (scripts/boundaries.ts), over the sources as they stand.
      { extends: true, test: { name: 'boundaries', include: ['scripts/**/*.test.ts'] } },
      { extends: true, test: { name: 'api:pglite', include: apiTests, ...apiRun('pglite') } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: { name: 'api:postgres', include: apiTests, ...apiRun('postgres') },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          globalSetup: ['apps/web/e2e/api-global-setup.ts'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Each worker has its own API and database (api-global-setup), so a list test never counts
          // rows a file running at the same time adds. A project of one worker would run after every
          // other group, alone on one core (Vitest's own group for single-worker projects).
          // A test waits up to 25 s for each thing it looks for (testing/setup.ts).
          testTimeout: 60_000,
        },
      },
      ...(browserAvailable
        ? [
            {
              extends: true,
              test: {
                name: 'e2e',
                include: ['apps/web/e2e/**/*.e2e.test.ts'],
                // Screenshots are for people to look at, not assertions (`npm run screenshots`): a
                // seventh of the browser tests' time, which kept CI over its 30 minutes.
                exclude: process.env.SCREENSHOTS ? [] : ['apps/web/e2e/screenshots.e2e.test.ts'],
                globalSetup: ['apps/web/e2e/global-setup.ts'],
                // The harness launches the browser chosen above.
                env: { CHROMIUM_PATH: chromium },
                testTimeout: 60_000,
                hookTimeout: 120_000,
                // A bare expect.poll waits as long as the harness's own waits (a loaded 2-core machine).
                expect: { poll: { timeout: 20_000 } },
                // Each file runs its own server (in-memory database, its own port) and browser, so two
                // files run at once: one at a time made the browser tests half of CI's 30 minutes.
                // They run after every other file (a group of their own), not against the API tests.
                maxWorkers: 2,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
