/**
 * Browser tests against the real product: the API and the built web application served by one
 * in-process server on a fresh embedded database with the demo data, driven by Debian Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/client';
import { seed } from '../../api/src/db/seed';
import { DEMO_PASSWORD } from '../../api/src/db/seed/demo';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  close(): Promise<void>;
}

export async function startProduct(): Promise<Product> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: WEB_DIST,
    // Browser tests sign in many times from one address.
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

export interface ContextOptions {
  locale?: 'es' | 'en';
  dark?: boolean;
  phone?: boolean;
}

/** A fresh browser profile: no storage, chosen language cookie, theme and viewport. */
export async function newContext(product: Product, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await product.browser.newContext({
    baseURL: product.url,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1366, height: 800 },
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    // The service worker would answer later navigations from its cache; tests want the server.
    serviceWorkers: 'block',
  });
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
  await page.waitForURL((url) => url.pathname !== '/');
}

export { DEMO_PASSWORD };
