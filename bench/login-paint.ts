// Time from pressing "Iniciar sesión" on the Login page to the Leads Marketplace page painted,
// signing in as the demo Gerente through the form in Debian Chromium against the real product
// (API and web build served by one in-process server on a fresh embedded database with the demo
// data, as apps/web/e2e/harness.ts does, but from a private copy of the production build).
// Run: node --import tsx bench/login-paint.ts   (scripts/bench.mjs does).
// After one unmeasured sign-in (server warm-up), two series of BENCH_PAINT_RUNS runs (default 10):
//   cold  a fresh browser context per run (empty HTTP cache): load /, sign in;
//   warm  one context, whose first (unmeasured) sign-in fills the cache: between runs sign out
//         through the menu and load / again, so each run starts from a freshly loaded Login page
//         with every script in the HTTP cache.
// Measured inside the page with performance marks: from the click on the submit button (capture
// listener) to the frame after the main <h1> "Leads Autos Seminuevos" appears (the first task
// after that frame's requestAnimationFrame, i.e. once it was painted). Beside it: the login and
// profile requests (Resource Timing) and Playwright's figure (click() called → mark seen).
// Prints figures; exits non-zero only when something is broken (server or browser fails, the
// sign-in does not reach the page), never because of a slow figure.
//
// Also exports preparedBuild() and startProduct(), which bench/web-bundle.mjs uses too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/db/seed';
import { CHROMIUM, DEMO_PASSWORD, newContext, type Product } from '../apps/web/e2e/harness';
import { buildWeb } from '../scripts/build.mjs';
import { runMain } from './main';

const WEB = fileURLToPath(new URL('../apps/web', import.meta.url));
const DIST = path.join(WEB, 'dist');
const EMAIL = 'gerente@vitrina.mx';
const HOME = '/leads/marketplace';
/** Spanish texts (locale cookie `es`). */
const SUBMIT = 'Iniciar sesión';
const HEADING = 'Leads Autos Seminuevos';
const SIGN_OUT = 'Cerrar sesión';
const STEP_TIMEOUT_MS = 15_000;
/** As apps/web/e2e/harness.ts: no background calls home, and a root user. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type SeriesKey = 'cold' | 'warm';

interface Run {
  /** In-page marks: click on submit → the frame with the heading painted. */
  paint: number;
  /** Resource Timing of POST …/auth/login and GET …/auth/profile (start → response end). */
  login: number;
  profile: number;
  /** Playwright: click() called → the painted mark seen from Node. */
  driver: number;
}

interface Summary {
  runs: number;
  median: number;
  p90: number;
  min: number;
  max: number;
  loginMedian: number;
  profileMedian: number;
  driverMedian: number;
  driverP90: number;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    process.stderr.write(`  BROKEN: ${name} must be a positive integer, not ${JSON.stringify(raw)}\n`);
    process.exit(1);
  }
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Script files a copy of the build refers to (index.html, imports between chunks) but lacks. */
function missingScripts(dir: string): string[] {
  const assets = path.join(dir, 'assets');
  const texts = [fs.readFileSync(path.join(dir, 'index.html'), 'utf8')];
  for (const name of fs.readdirSync(assets)) {
    if (name.endsWith('.js')) texts.push(fs.readFileSync(path.join(assets, name), 'utf8'));
  }
  const wanted = new Set<string>();
  for (const text of texts) {
    // Hashed chunk names in quotes, as Vite writes them ("./login-page-WzBk8sVF.js", "/assets/…").
    for (const match of text.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+-[\w-]{8}\.js)["'`]/g)) {
      wanted.add(match[1]!);
    }
  }
  return [...wanted].filter((name) => !fs.existsSync(path.join(assets, name)));
}

/** A consistent copy of apps/web/dist: browser tests running meanwhile may rebuild it. */
async function copyDist(): Promise<string> {
  const state = () => {
    try {
      const stamp = fs.readFileSync(path.join(DIST, '.sources'), 'utf8');
      return `${stamp}|${fs.readdirSync(path.join(DIST, 'assets')).sort().join(',')}`;
    } catch {
      return undefined;
    }
  };
  for (let attempt = 0; attempt < 10; attempt++) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-web-'));
    const before = state();
    try {
      fs.cpSync(DIST, copy, { recursive: true });
      if (before !== undefined && before === state() && missingScripts(copy).length === 0) return copy;
    } catch {
      // Changed while copied.
    }
    fs.rmSync(copy, { recursive: true, force: true });
    await sleep(1_000);
  }
  throw new Error(`${DIST} kept changing (another build running?); no consistent copy in 10 attempts`);
}

/** React's development build (a build made with NODE_ENV set to something else than production). */
function isDevelopmentBuild(dir: string): boolean {
  const assets = path.join(dir, 'assets');
  return fs
    .readdirSync(assets)
    .some(
      (name) => name.endsWith('.js') && /\bjsxDEV\b/.test(fs.readFileSync(path.join(assets, name), 'utf8')),
    );
}

export interface PreparedBuild {
  /** A private directory with the production build: remove it when done. */
  dir: string;
  /** How it was obtained, to print. */
  origin: string;
}

/**
 * buildWeb() (scripts/build.mjs: rebuilds apps/web/dist when its sources changed), then a private
 * copy the server can serve while browser tests running meanwhile rebuild dist. When dist holds a
 * development build (the browser tests' global setup runs buildWeb() under vitest, whose
 * NODE_ENV=test gives React's development build, and the sources stamp does not tell the modes
 * apart), the same Vite build is made here in production mode into the private directory instead.
 */
export async function preparedBuild(): Promise<PreparedBuild> {
  const began = performance.now();
  const rebuilt = await buildWeb();
  const copy = await copyDist();
  const seconds = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  if (!isDevelopmentBuild(copy)) {
    return {
      dir: copy,
      origin: `apps/web/dist (${rebuilt ? 'rebuilt' : 'up to date'}), copied in ${seconds()}`,
    };
  }
  fs.rmSync(copy, { recursive: true, force: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-web-'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dir, emptyOutDir: true },
    });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  if (isDevelopmentBuild(dir)) throw new Error('the production build still holds React development code');
  return {
    dir,
    origin:
      `apps/web/dist holds React's development build (as buildWeb() makes under vitest, NODE_ENV=test); ` +
      `production build made into a private directory instead (${seconds()})`,
  };
}

/** The product as apps/web/e2e/harness.ts starts it, serving the given build directory. */
export async function startProduct(webDist: string): Promise<Product> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDist,
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
  await seed(database.db, { seedDemo: true, admin: undefined });
  const built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      await built.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Percentile with linear interpolation between ranks (the median of 10 is the mean of the 5th and 6th). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function summarize(measured: Run[]): Summary {
  const paint = measured.map((r) => r.paint);
  const driver = measured.map((r) => r.driver);
  return {
    runs: measured.length,
    median: percentile(paint, 0.5),
    p90: percentile(paint, 0.9),
    min: Math.min(...paint),
    max: Math.max(...paint),
    loginMedian: percentile(
      measured.map((r) => r.login),
      0.5,
    ),
    profileMedian: percentile(
      measured.map((r) => r.profile),
      0.5,
    ),
    driverMedian: percentile(driver, 0.5),
    driverP90: percentile(driver, 0.9),
  };
}

/**
 * Installed in every document of a context: marks `bench:submit` on the click on a submit
 * button, then `bench:painted` once the main landmark's <h1> with the heading is shown and the
 * frame showing it has been painted. Plain JavaScript in a string: tsx would wrap the inner
 * functions of a TypeScript function in a `__name` helper that the page does not have.
 */
const MARKS_SCRIPT = `(() => {
  const heading = ${JSON.stringify(HEADING)};
  const found = () =>
    Array.from(document.querySelectorAll('main h1')).some(
      (element) => element.textContent.trim() === heading && element.getClientRects().length > 0,
    );
  const painted = () =>
    requestAnimationFrame(() => {
      // A message posted in the frame's callback arrives after that frame was painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.mark('bench:painted');
      channel.port2.postMessage(null);
    });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
      if (!target) return;
      performance.clearMarks('bench:submit');
      performance.clearMarks('bench:painted');
      performance.clearResourceTimings();
      performance.mark('bench:submit');
      if (found()) return painted();
      const observer = new MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    true,
  );
})();`;

/**
 * The figures of the last sign-in once it was painted, else null. Run in the page: no named
 * inner functions (see MARKS_SCRIPT), and a function, not a string, which the page's CSP refuses.
 */
function readMarks(): Omit<Run, 'driver'> | null {
  const submit = performance.getEntriesByName('bench:submit', 'mark')[0];
  const painted = performance.getEntriesByName('bench:painted', 'mark')[0];
  if (!submit || !painted) return null;
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.startTime >= submit.startTime,
  );
  const login = requests.find((entry) => entry.name.includes('/api/mi-vitrina/auth/login'));
  const profile = requests.find((entry) => entry.name.includes('/api/mi-vitrina/auth/profile'));
  return {
    paint: painted.startTime - submit.startTime,
    login: login ? login.responseEnd - login.startTime : Number.NaN,
    profile: profile ? profile.responseEnd - profile.startTime : Number.NaN,
  };
}

async function freshContext(product: Product): Promise<BrowserContext> {
  const context = await newContext(product, { locale: 'es' });
  await context.addInitScript({ content: MARKS_SCRIPT });
  return context;
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: SUBMIT }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** What the page shows, for the message when signing in did not reach the page. */
async function describe(page: Page): Promise<string> {
  const texts = async (selector: string) =>
    JSON.stringify(
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => []),
    );
  return `at ${page.url()}, headings ${await texts('h1')}, alerts ${await texts('[role="alert"]')}`;
}

/** Fills the form on the Login page already shown, presses the button, waits for the page painted. */
async function signInTimed(page: Page): Promise<Run> {
  await page.getByLabel(/correo electrónico/i).fill(EMAIL);
  await page.getByLabel(/^contraseña$/i).fill(DEMO_PASSWORD);
  const button = page.getByRole('button', { name: SUBMIT });
  const began = performance.now();
  await button.click({ timeout: STEP_TIMEOUT_MS });
  const handle = await page
    .waitForFunction(readMarks, undefined, { timeout: STEP_TIMEOUT_MS, polling: 'raf' })
    .catch(async (error: unknown) => {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(
        `no "${HEADING}" heading painted after signing in: ${await describe(page)} (${reason})`,
      );
    });
  const driver = performance.now() - began;
  const marks = (await handle.jsonValue())!;
  const pathname = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 1, name: HEADING });
  if (pathname !== HOME || !(await heading.isVisible())) {
    throw new Error(`signing in did not show ${HOME} with its heading: ${await describe(page)}`);
  }
  return { ...marks, driver };
}

/** Signs out through the side menu, as a person does, and waits for the Login page. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: SIGN_OUT }).click({ timeout: STEP_TIMEOUT_MS });
  await page.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('button', { name: SUBMIT }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

async function cold(product: Product, runs: number): Promise<Run[]> {
  const measured: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await freshContext(product);
    try {
      const page = await context.newPage();
      await openLogin(page);
      measured.push(await signInTimed(page));
    } finally {
      await context.close();
    }
  }
  return measured;
}

/** One context: a first unmeasured sign-in fills the cache, then `runs` measured ones. */
async function warm(product: Product, runs: number): Promise<Run[]> {
  const context = await freshContext(product);
  try {
    const page = await context.newPage();
    await openLogin(page);
    await signInTimed(page);
    const measured: Run[] = [];
    for (let i = 0; i < runs; i++) {
      await signOut(page);
      await openLogin(page);
      measured.push(await signInTimed(page));
    }
    return measured;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

function print(label: string, measured: Run[], s: Summary): void {
  process.stdout.write(
    `    ${label.padEnd(5)} median ${ms(s.median).padStart(5)} ms   p90 ${ms(s.p90).padStart(5)} ms   ` +
      `min ${ms(s.min)}, max ${ms(s.max)}   (medians: login request ${ms(s.loginMedian)} ms, ` +
      `profile request ${ms(s.profileMedian)} ms; Playwright click() → mark seen ${ms(s.driverMedian)} ms, ` +
      `p90 ${ms(s.driverP90)} ms)\n`,
  );
  process.stdout.write(`      runs (ms): ${measured.map((r) => ms(r.paint)).join(' ')}\n`);
}

async function main(): Promise<number> {
  const runs = positiveInteger('BENCH_PAINT_RUNS', 10);
  const build = await preparedBuild();
  try {
    process.stdout.write(`  web build: ${build.origin}\n`);
    const product = await startProduct(build.dir);
    try {
      process.stdout.write(
        `\n  Chromium ${product.browser.version()} against ${product.url}; ${EMAIL} through the form, ` +
          `${runs} runs per series\n` +
          `  click on "${SUBMIT}" → frame with the "${HEADING}" heading painted (in-page marks)\n`,
      );
      // Unmeasured: the server's first sign-in (JIT, first queries) belongs to no series.
      const warmUp = await freshContext(product);
      try {
        const page = await warmUp.newPage();
        await openLogin(page);
        await signInTimed(page);
      } finally {
        await warmUp.close();
      }

      const series: [SeriesKey, string, () => Promise<Run[]>][] = [
        ['cold', 'cold', () => cold(product, runs)],
        ['warm', 'warm', () => warm(product, runs)],
      ];
      const results: Partial<Record<SeriesKey, Summary>> = {};
      for (const [key, label, measure] of series) {
        const measured = await measure();
        const summary = summarize(measured);
        results[key] = summary;
        print(label, measured, summary);
      }

      // scripts/bench.mjs reads the figures from this file for its summary.
      const resultFile = process.env.BENCH_RESULT_FILE;
      if (resultFile) fs.writeFileSync(resultFile, JSON.stringify({ runs, ...results }));
      return 0;
    } finally {
      await product.close();
    }
  } finally {
    fs.rmSync(build.dir, { recursive: true, force: true });
  }
}

// Run directly (not imported by bench/web-bundle.mjs). Ctrl-C reaches Chromium too (same process
// group); the server and the private build are still removed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(main);
}
