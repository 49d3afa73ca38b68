/**
 * Browser tests against the real product: the API and the built web application served by one
 * in-process server on a fresh embedded database with the demo data, driven by Debian Chromium.
 *
 * Waiting: every step waits for what a person waits for (a heading, a dialog, the rows of the
 * list), never for a fixed time, and with the patience of a loaded 2-core machine (SCREEN_TIMEOUT).
 * Elements: Playwright's locator waits (`locator.waitFor()`, clicks), whose default timeout
 * newContext sets. Values read from the screen (texts, attributes, the URL): `poll`, never bare
 * `expect.poll`, which gives up after 1 s. Lists: `waitForColumn` / `waitForRows`, which read the
 * grid only once it has settled (a grid keeps the previous query's rows while it fetches).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import type { Database } from '../../api/src/db/client';
import { DEMO_PASSWORD } from '../../api/src/db/seed/demo';
import { openSeededPglite } from '../../api/test/test-database';

/**
 * The browser: the tests' is chosen in vitest.config.ts (the headless shell when installed) and
 * passed as CHROMIUM_PATH; a benchmark of what people see (paint timings) runs Chromium itself.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a step may wait for the screen: data fetched, a page's code loaded, a transition run,
 * on a 2-core machine that other work loads (the e2e project's testTimeout is 60 s).
 */
export const SCREEN_TIMEOUT = 20_000;

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Flags this machine's network needs (no background calls home) and a root user needs. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Product {
  url: string;
  browser: Browser;
  /** The server's own database (startProduct's): a test moves time by writing through it. */
  database?: Database;
  close(): Promise<void>;
}

/** A port nothing listens on now, for a product that must know its own address before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The product, with `env` added to its environment (identity providers, integrations…). With
 * `env`, it listens on a port chosen beforehand so PUBLIC_URL (where providers send the browser
 * back) is its own address.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const database = await openSeededPglite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  const fixedPort = Object.keys(env).length > 0 ? await freePort() : 0;
  const config = loadConfig({
    ...(fixedPort ? { PUBLIC_URL: `http://127.0.0.1:${fixedPort}` } : {}),
    ...env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: WEB_DIST,
    // Browser tests sign in many times from one address.
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    // The demo's SLA would reassign late seeded leads while a test works on them (a 409 on its
    // write); the lead automation browser test moves the browser's clock instead.
    LEAD_SLA_SWEEP_MS: '0',
  });
  const built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port: fixedPort, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url: `http://127.0.0.1:${port}`,
    browser,
    database,
    async close() {
      await browser.close();
      await built.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A call to the product's API under `/api` with a JSON body (or a `FormData`, sent as multipart),
 * answering its JSON; an error answer throws, naming the call.
 */
export type ApiCall = <T>(method: string, pathAndQuery: string, body?: unknown) => Promise<T>;

/** The product's API as one signed-in account (a test's set-up through the API, as that account). */
export async function apiAs(product: Product, email: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  let token = '';
  const call: ApiCall = async <T>(method: string, pathAndQuery: string, body?: unknown) => {
    // A form (a file upload) goes as multipart, with the boundary fetch writes.
    const form = body instanceof FormData;
    const response = await fetch(`${product.url}/api${pathAndQuery}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    const answer = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`${method} ${pathAndQuery}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  token = (await call<{ data: string }>('POST', '/mi-vitrina/auth/login', { email, password })).data;
  return call;
}

/** What a signed-in profile keeps: its cookies and its storage (the session's token and user). */
export type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ContextOptions {
  locale?: 'es' | 'en';
  dark?: boolean;
  phone?: boolean;
  /** Start as this stored profile (`signedInPage`). */
  storageState?: StoredSession;
  /** Let the application install its service worker (its "ready to work offline" notice). */
  serviceWorkers?: boolean;
}

/** A fresh browser profile: no storage, chosen language cookie, theme and viewport. */
export async function newContext(product: Product, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await product.browser.newContext({
    baseURL: product.url,
    ...(options.storageState ? { storageState: options.storageState } : {}),
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1366, height: 800 },
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    // The service worker would answer later navigations from its cache; tests want the server.
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  // Every locator wait, click and navigation of the profile.
  context.setDefaultTimeout(SCREEN_TIMEOUT);
  if (options.locale) {
    await context.addCookies([{ name: 'locale', value: options.locale, url: product.url }]);
  }
  if (options.dark) {
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  }
  return context;
}

/** Signs in through the login screen, as a person does, and waits for the landing page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/correo electrónico|email/i).fill(email);
  await page.getByLabel(/^(contraseña|password)$/i).fill(password);
  await page.getByRole('button', { name: /iniciar sesión|sign in/i }).click();
  // Signing in on the public page loads the whole application (its own chunks) before the landing
  // page, which a loaded machine running two browser files took more than one screen's wait for.
  // A refusal (the form's alert, or a field marked invalid) ends the wait with what it says: a
  // sign-in that failed is not a slow one, and the test's error should tell them apart.
  const refusal = page.locator('form [role="alert"], form [aria-invalid="true"]').first();
  const refused = await Promise.race([
    page
      .waitForURL((url) => url.pathname !== '/', { timeout: 2 * SCREEN_TIMEOUT })
      .then(
        () => false,
        // Neither signed in nor refused: say where the form stood (still sending, or idle).
        async (error: Error) => {
          throw new Error(`${error.message}\nLogin at the end of the wait: ${await formState(page)}`);
        },
      ),
    // No refusal within the wait: the address's wait decides (it fails at the same moment).
    refusal.waitFor({ timeout: 2 * SCREEN_TIMEOUT }).then(
      () => true,
      () => new Promise<boolean>(() => {}),
    ),
  ]);
  if (refused) throw new Error(`Login refused ${email}: ${await formState(page)}`);
}

/** The sign-in form as a refusal or a failed wait leaves it: busy (a request outstanding) or not, and its text. */
async function formState(page: Page): Promise<string> {
  try {
    const form = page.locator('form').first();
    const busy = await form.getAttribute('aria-busy', { timeout: 1_000 });
    const text = await form.innerText({ timeout: 1_000 });
    // What the page says outside the form too (a provider's refusal shows above it).
    const alerts = await page.getByRole('alert').allInnerTexts();
    const said = alerts.length > 0 ? `; alerts: ${alerts.join(' | ')}` : '';
    return `aria-busy=${busy}, at ${page.url()}: ${text.replace(/\s+/g, ' ').trim()}${said}`;
  } catch {
    return `no form, at ${page.url()}`;
  }
}

export { DEMO_PASSWORD };

/** Each product's signed-in profiles by user (`signedInPage`). */
const sessions = new WeakMap<Product, Map<string, Promise<StoredSession>>>();

/**
 * A page of a new profile, signed in as `email`, on `at` (by default its landing page). The first
 * call for a user signs in through the login screen (`signIn`) and keeps what the profile stored;
 * later ones start from that. Signing in through the screen loads the whole application: a file
 * of many screens that did it in every test spent minutes on it, and once, under load, a sign-in
 * outlasted its wait. Not for a test that signs out: the kept session would end for the tests
 * after it. A test that starts elsewhere says where: going through the landing page (Leads
 * Marketplace, a grid of leads) first loaded and drew a whole screen nobody looked at.
 */
export async function signedInPage(
  product: Product,
  email: string,
  options: ContextOptions = {},
  at?: string,
): Promise<Page> {
  const byUser = sessions.get(product) ?? new Map<string, Promise<StoredSession>>();
  sessions.set(product, byUser);
  let stored = byUser.get(email);
  if (!stored) {
    stored = (async () => {
      const context = await newContext(product);
      try {
        await signIn(await context.newPage(), email);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    byUser.set(email, stored);
    stored.catch(() => byUser.delete(email));
  }
  const context = await newContext(product, { ...options, storageState: await stored });
  const page = await context.newPage();
  if (at) {
    await page.goto(at);
    return page;
  }
  await page.goto('/');
  // The route gate sends a signed-in person from the public page to their landing page.
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

/**
 * Goes to another screen inside the running application, as its links do: the router shows it
 * without loading the page again, and this answers once its main heading has replaced the screen
 * before's (another heading, or the same one saying something else). `page.goto` loads the
 * document, every script and the session's profile anew, then the screen; a file that visits
 * many screens in one page spent most of its time there. A test of what a reload or an address
 * typed in does, or a move that keeps the heading, uses `page.goto`.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const before = await page.evaluateHandle(() => document.querySelector('h1'));
  const said = await before.evaluate((heading) => heading?.textContent ?? null);
  await page.evaluate((to) => {
    // The entry as the router writes its own (its position in `idx`), so it reads the move as one
    // step forward, which an unsaved-changes guard can still hold.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(
    ([old, text]) => {
      const heading = document.querySelector('h1');
      return heading !== null && (heading !== old || heading.textContent !== text);
    },
    [before, said] as const,
  );
  await before.dispose();
}

/**
 * `expect.poll` with the screen's patience: re-reads until the assertion holds or SCREEN_TIMEOUT
 * passes. The read should not wait by itself (a locator's count(), getAttribute of an element
 * that is there, page.evaluate), so each attempt is quick.
 */
export function poll<T>(read: () => T, message?: string): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, { timeout: SCREEN_TIMEOUT, interval: 100, ...(message ? { message } : {}) });
}

/** A list's row as a person reads it: each cell's text by its column field. */
export type GridRow = Record<string, string>;

/**
 * The rows the list screen's grid (the first on the page) shows, read in one go; null while there
 * is no grid yet or it is fetching (its progress bar shows, over the previous query's rows).
 */
export function settledRows(page: Page): Promise<GridRow[] | null> {
  return page.evaluate(() => {
    const grid = document.querySelector('.MuiDataGrid-root');
    if (!grid || grid.querySelector('[role="progressbar"]')) return null;
    return Array.from(grid.querySelectorAll('.MuiDataGrid-row'), (row) =>
      Object.fromEntries(
        Array.from(row.querySelectorAll('[data-field]'), (cell) => [
          cell.getAttribute('data-field') ?? '',
          cell.textContent ?? '',
        ]),
      ),
    );
  });
}

/** One column of the settled rows (null while the grid fetches). */
export async function settledColumn(page: Page, field: string): Promise<string[] | null> {
  return (await settledRows(page))?.map((row) => row[field] ?? '') ?? null;
}

/**
 * Waits until the grid has settled on exactly these texts in the column `field`, in this order:
 * the rows of the current query (after a search, the filtered ones), not merely some row.
 */
export async function waitForColumn(page: Page, field: string, texts: string[]): Promise<void> {
  await poll(() => settledColumn(page, field), `the list's "${field}" column`).toEqual(texts);
}

/** Waits until the grid has settled on rows that satisfy `accept` (by default: at least one row). */
export async function waitForRows(
  page: Page,
  accept: (rows: GridRow[]) => boolean = (rows) => rows.length > 0,
): Promise<void> {
  await poll(() => settledRows(page), 'the rows of the list').toSatisfy(
    (rows: GridRow[] | null) => rows !== null && accept(rows),
  );
}

/**
 * Waits until nothing moves (menus opening, dialogs fading, drawers sliding) and the fonts are in.
 * In the page: it answers when the last running animation ends (an animation started meanwhile is
 * waited for too), where reading the page every 100 ms from here added up to a tenth of a screen's
 * time in the accessibility test.
 */
export async function settle(page: Page): Promise<void> {
  const running = await page.evaluate(async (timeout) => {
    await document.fonts.ready;
    const deadline = performance.now() + timeout;
    for (;;) {
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (moving.length === 0 || performance.now() > deadline) return moving.length;
      // A cancelled animation rejects `finished`; a paused one never settles, hence the next look.
      await Promise.race([
        Promise.allSettled(moving.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    }
  }, SCREEN_TIMEOUT);
  expect(running, 'running animations').toBe(0);
}

/**
 * The variants a feature's screenshot test goes through. Every one with SCREENSHOTS set (`npm run
 * screenshots`: the pictures people look at, in Spanish and English, light and dark, desktop and
 * phone); otherwise, as in `npm test`, only those `inCi` keeps: each screen's waits and assertions
 * in the variants no other browser test covers (English, dark, a phone). The full set was a third
 * of the browser tests' time, which kept CI over its 30 minutes.
 */
export function screenshotVariants<T>(all: readonly T[], inCi: (variant: T) => boolean): T[] {
  return process.env.SCREENSHOTS ? [...all] : all.filter(inCi);
}
