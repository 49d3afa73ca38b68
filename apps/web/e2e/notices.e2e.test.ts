/**
 * Passing notices (components/notice.tsx): the first visit's "lista para usarse sin conexión"
 * closes itself after a few seconds and, while it shows, covers neither the vehicle form's
 * "Siguiente" nor the new-user dialog's "Guardar", on a desktop and on a phone (390×844).
 * The notice comes once the service worker has installed, so each visit is a new profile that
 * lets it install, once the screen is open.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ContextOptions,
  newContext,
  type Product,
  SCREEN_TIMEOUT,
  type StoredSession,
  signIn,
  startProduct,
} from './harness';

const OFFLINE_READY = 'La aplicación está lista para usarse sin conexión.';

/** A first visit loads its screen while the service worker downloads the whole application. */
const FIRST_VISIT_TIMEOUT = 3 * SCREEN_TIMEOUT;
const FIRST_VISIT_TEST_TIMEOUT = 3 * FIRST_VISIT_TIMEOUT;

let product: Product;
let stored: StoredSession;
beforeAll(async () => {
  product = await startProduct();
  const context = await newContext(product);
  await signIn(await context.newPage(), 'superadmin@vitrina.mx');
  stored = await context.storageState();
  await context.close();
});
afterAll(() => product.close());

/**
 * A first visit to `path`, signed in, in a profile where the service worker may install. Its
 * registration waits for `installServiceWorker`: the notice then comes while the screen is
 * open, as it does for a person who opens a form while the application is still installing.
 */
async function firstVisit(options: ContextOptions, path: string): Promise<Page> {
  const context = await newContext(product, { ...options, storageState: stored, serviceWorkers: true });
  onTestFinished(() => context.close());
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    Object.assign(window, { installServiceWorker: release });
    container.register = (...args: Parameters<typeof register>) => released.then(() => register(...args));
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const installServiceWorker = (page: Page) =>
  page.evaluate(() => (window as unknown as { installServiceWorker: () => void }).installServiceWorker());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Lets the service worker install, waits for its notice, checks that `action` is neither under
 * it nor hidden by it (a tap at its centre reaches it), then that the notice goes away by itself
 * within a few seconds.
 */
async function expectNoticeClearOf(page: Page, action: Locator): Promise<void> {
  await installServiceWorker(page);
  // Announced as well: a dialog hides the page behind it from screen readers, not the notice.
  const notice = page.getByRole('alert').filter({ hasText: OFFLINE_READY });
  await notice.waitFor({ timeout: FIRST_VISIT_TIMEOUT });
  const seen = Date.now();
  await action.scrollIntoViewIfNeeded();
  const [noticeBox, actionBox] = await Promise.all([notice.boundingBox(), action.boundingBox()]);
  expect(noticeBox, 'the notice is drawn').not.toBeNull();
  expect(actionBox, 'the action is drawn').not.toBeNull();
  expect(overlaps(noticeBox!, actionBox!), 'the notice covers the action').toBe(false);
  expect(
    await action.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
    'a tap on the action reaches it',
  ).toBe(true);

  await notice.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT });
  expect(Date.now() - seen, 'the notice closed itself within a few seconds').toBeLessThan(12_000);
}

describe.each([
  ['desktop', {}],
  ['phone', { phone: true }],
] as const)('the offline-ready notice on a %s', (_device, options) => {
  it(
    'leaves the vehicle form\'s "Siguiente" free and closes itself',
    async () => {
      const page = await firstVisit(options, '/inventory/create');
      const next = page.getByRole('button', { name: 'Siguiente' });
      await next.waitFor({ timeout: FIRST_VISIT_TIMEOUT });
      await expectNoticeClearOf(page, next);
    },
    FIRST_VISIT_TEST_TIMEOUT,
  );

  it(
    'leaves the new-user dialog\'s "Guardar" free and closes itself',
    async () => {
      const page = await firstVisit(options, '/users');
      await page.getByRole('button', { name: 'Nuevo usuario' }).click({ timeout: FIRST_VISIT_TIMEOUT });
      const save = page.getByRole('dialog').getByRole('button', { name: 'Guardar' });
      await save.waitFor();
      await expectNoticeClearOf(page, save);
    },
    FIRST_VISIT_TEST_TIMEOUT,
  );
});
