/**
 * Realtime in the browser (spec §4): the real laravel-echo + pusher-js of the built application,
 * connected to the Pusher-protocol server of the API. An administrator takes a permission away
 * and the other user's open menu loses the entry without a reload; a new Facebook lead
 * notification appears in the bell, and reading it marks it read and opens the Facebook leads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { type Built, buildApp } from '../../api/src/app';
import { type Config, loadConfig } from '../../api/src/config';
import type { Database } from '../../api/src/db/client';
import { agencies, agencyUser, fbLeadNotifications, roles, users } from '../../api/src/db/schema';
import { openSeededPglite } from '../../api/test/test-database';
import { CHROMIUM, DEMO_PASSWORD, newContext, type Product, poll, SCREEN_TIMEOUT, signIn } from './harness';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const MENU = 'nav[aria-label="Navegación principal"]';
const MANAGER_EMAIL = 'gerente@vitrina.mx';

let product: Product;
/** The server's own database: writes through it are heard by the server, as the API's are. */
let database: Database;
/** The running server, replaced when a test restarts it. */
let built: Built;
let config: Config;
let port: number;

/** The harness's product, keeping the database at hand to write a notification as a lead would. */
beforeAll(async () => {
  database = await openSeededPglite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-realtime-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: WEB_DIST,
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
  built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  product = {
    url: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      await built.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => product.close());

async function openPage(): Promise<Page> {
  const context = await newContext(product);
  onTestFinished(() => context.close());
  return context.newPage();
}

/** The Gerente role's granted permissions, read as the roles screen reads them. */
async function managerRole() {
  const [role] = await database.db.select().from(roles).where(eq(roles.name, ROLES.manager));
  const matrix = (await asAdministrator('GET', `/api/mi-vitrina/roles/${role!.id}/permissions`)) as {
    data: { modules: { permissions: { name: string; granted: boolean }[] }[] };
  };
  const granted = matrix.data.modules
    .flatMap((module) => module.permissions)
    .filter((permission) => permission.granted)
    .map((permission) => permission.name);
  return { id: role!.id, granted };
}

/** The API as the administrator uses it from another machine. */
async function asAdministrator(method: string, url: string, body?: unknown) {
  const login = await fetch(`${product.url}/api/mi-vitrina/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vitrina.mx', password: DEMO_PASSWORD }),
  });
  const { data: token } = (await login.json()) as { data: string };
  const response = await fetch(`${product.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Marks the page; a reload would lose the mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Waits until the user's private channel is subscribed: pusher-js asks /broadcasting/auth. */
function channelAuthorised(page: Page, timeout = SCREEN_TIMEOUT) {
  return page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'), { timeout });
}

/** pusher-js retries a server that is down with growing pauses (its own schedule, up to ~15 s here). */
const RECONNECT_TIMEOUT = 45_000;

it("takes a menu entry away from the other user's open page when an administrator removes the permission", async () => {
  const page = await openPage();
  const authorised = channelAuthorised(page);
  await signIn(page, MANAGER_EMAIL);
  expect((await authorised).status()).toBe(200);
  const settings = page.locator(MENU).first().getByRole('button', { name: 'Configuración' });
  await settings.waitFor();
  await markPage(page);

  const role = await managerRole();
  const granted = role.granted;
  expect(granted).toContain('view menu settings');
  await asAdministrator('PUT', `/api/mi-vitrina/roles/${role.id}/permissions`, {
    permissions: granted.filter((name) => name !== 'view menu settings'),
  });

  await poll(() => settings.count(), 'the Configuración group leaves the menu').toBe(0);
  expect(await stillTheSamePage(page)).toBe(true);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { permissions?: string[] },
  );
  expect(stored.permissions).not.toContain('view menu settings');

  // Given back, it returns the same way.
  await asAdministrator('PUT', `/api/mi-vitrina/roles/${role.id}/permissions`, { permissions: granted });
  await poll(() => settings.count(), 'the Configuración group comes back').toBe(1);
  expect(await stillTheSamePage(page)).toBe(true);
});

it('shows a new Facebook lead notification in the bell live, and reading it opens the Facebook leads', async () => {
  const page = await openPage();
  const authorised = channelAuthorised(page);
  await signIn(page, MANAGER_EMAIL);
  await authorised;
  const bell = page.getByRole('button', { name: /^Notificaciones, / });
  await bell.waitFor();
  const before = await bell.getAttribute('aria-label');
  await markPage(page);

  const [manager] = await database.db.select().from(users).where(eq(users.email, MANAGER_EMAIL));
  const [link] = await database.db
    .select({ agencyId: agencyUser.agency_id, name: agencies.name })
    .from(agencyUser)
    .innerJoin(agencies, eq(agencies.id, agencyUser.agency_id))
    .where(eq(agencyUser.user_id, manager!.id))
    .limit(1);
  const unread = await database.db
    .select({ id: fbLeadNotifications.id })
    .from(fbLeadNotifications)
    .where(eq(fbLeadNotifications.user_id, manager!.id));
  const [created] = await database.db
    .insert(fbLeadNotifications)
    .values({ user_id: manager!.id, agency_id: link!.agencyId })
    .returning();

  const count = unread.length + 1;
  const expected = count === 1 ? 'Notificaciones, 1 nueva' : `Notificaciones, ${count} nuevas`;
  await poll(
    () => bell.getAttribute('aria-label'),
    `the bell counts the new notification (was ${before})`,
  ).toBe(expected);
  expect(await stillTheSamePage(page)).toBe(true);

  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
  await dialog.waitFor();
  const read = page.waitForResponse(
    (response) => response.url().includes(`/leads/notification/${created!.id}/read`),
    { timeout: SCREEN_TIMEOUT },
  );
  // The newest first: the one just created.
  await dialog
    .getByRole('button', { name: new RegExp(`Nuevo lead de Facebook.*${link!.name}`) })
    .first()
    .click();
  expect((await read).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/leads/facebook');
  const left = count - 1;
  await poll(() => bell.getAttribute('aria-label')).toBe(
    left === 0
      ? 'Notificaciones, ninguna nueva'
      : left === 1
        ? 'Notificaciones, 1 nueva'
        : `Notificaciones, ${left} nuevas`,
  );
  const [row] = await database.db
    .select()
    .from(fbLeadNotifications)
    .where(eq(fbLeadNotifications.id, created!.id));
  expect(row!.read_at).not.toBeNull();
});

it('reconnects the open page after the server restarts, and the menu still follows the permissions', {
  timeout: 120_000,
}, async () => {
  const page = await openPage();
  const authorised = channelAuthorised(page);
  await signIn(page, MANAGER_EMAIL);
  await authorised;
  const settings = page.locator(MENU).first().getByRole('button', { name: 'Configuración' });
  await settings.waitFor();
  await markPage(page);

  // The server stops (its sockets hear 4200) and starts again on the same address.
  const reauthorised = channelAuthorised(page, RECONNECT_TIMEOUT);
  await built.close();
  built = await buildApp(config, { database, logger: false });
  await built.app.listen({ port, host: '127.0.0.1' });
  // The page subscribes again on its own: a new socket, authorised again.
  expect((await reauthorised).status()).toBe(200);

  const role = await managerRole();
  await asAdministrator('PUT', `/api/mi-vitrina/roles/${role.id}/permissions`, {
    permissions: role.granted.filter((name) => name !== 'view menu settings'),
  });
  await poll(() => settings.count(), 'the Configuración group leaves the menu').toBe(0);
  expect(await stillTheSamePage(page)).toBe(true);
  await asAdministrator('PUT', `/api/mi-vitrina/roles/${role.id}/permissions`, { permissions: role.granted });
  await poll(() => settings.count(), 'the Configuración group comes back').toBe(1);
});
