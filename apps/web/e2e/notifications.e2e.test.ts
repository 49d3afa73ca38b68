/**
 * Issue 39 in the browser: the demo's Asesor has the leads list open; the Gerente assigns them a
 * lead through the API; the alert arrives on the Asesor's private channel as a notice with
 * "Abrir lead", which opens the lead; the bell counts and lists it. Also screenshots of the bell's
 * panel with alerts, in Spanish and English, light and dark, desktop and phone, in
 * test-results/screenshots/notifications-*.png, with the notice as it arrives and the profile's
 * Notificaciones card.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ApiCall,
  apiAs,
  type ContextOptions,
  newContext,
  type Product,
  poll,
  SCREEN_TIMEOUT,
  screenshotVariants,
  settle,
  signIn,
  startProduct,
} from './harness';

const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const ADVISOR = 'asesor@vitrina.mx';
const TAG = `e2e${Date.now().toString(36)}`;

let product: Product;
let manager: ApiCall;
let polanco: number;
let advisorId: number;

interface Lead {
  id: number;
  lock_version: number;
}

let serial = 0;
/** A new marketplace lead of Del Valle Polanco, nobody's yet. */
async function newLead(name: string): Promise<Lead> {
  serial += 1;
  const { data } = await manager<{ data: Lead }>('POST', `/mi-vitrina/leads/marketplace?agency=${polanco}`, {
    agency_id: polanco,
    name,
    email: `aviso${serial}.${TAG}@correo.mx`,
    phone: `55${String(20_000_000 + serial * 7919).slice(0, 8)}`,
    details: { listing_title: 'Seminuevo en Vitrina', message: '¿Sigue disponible?' },
  });
  return data;
}

const assign = (lead: Lead) =>
  manager('POST', `/mi-vitrina/leads/marketplace/${lead.id}/assign`, {
    user_id: advisorId,
    lock_version: lead.lock_version,
  });

beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const admin = await apiAs(product, 'superadmin@vitrina.mx');
  const advisor = await apiAs(product, ADVISOR);
  const profile = await advisor<{ data: { id: number; agencies: { id: number }[] } }>(
    'GET',
    '/mi-vitrina/auth/profile',
  );
  advisorId = profile.data.id;
  polanco = profile.data.agencies[0]!.id;
  // The demo assigns Polanco's arrivals in turns; here the Gerente assigns by hand.
  await admin('PUT', `/mi-vitrina/lead-settings?agency=${polanco}`, {
    assignment_mode: 'manual',
    sla_minutes: null,
    sla_reassign: false,
  });
  manager = await apiAs(product, 'gerente@vitrina.mx');
});
afterAll(() => product.close());

async function pageOf(email: string, options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const authorised = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'), {
    timeout: SCREEN_TIMEOUT,
  });
  await signIn(page, email);
  expect((await authorised).status()).toBe(200);
  return page;
}

it('shows the advisor a notice when a Gerente assigns them a lead, and "Abrir lead" opens it', async () => {
  const page = await pageOf(ADVISOR);
  // A load of the list is a new page: its subscription is made again before the event is sent.
  const subscribed = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
  await page.goto('/leads/marketplace');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await subscribed;
  const bell = page.getByRole('button', { name: /^Notificaciones, / });
  const before = await bell.getAttribute('aria-label');

  const lead = await newLead('Marisol Treviño');
  await assign(lead);

  const notice = page.getByRole('alert').filter({ hasText: 'Te asignaron el lead de Marisol Treviño' });
  await notice.waitFor();
  await shoot(page, 'toast-es-light-desktop');
  await poll(() => bell.getAttribute('aria-label'), `the bell counts the alert (was ${before})`).not.toBe(
    before,
  );
  await notice.getByRole('button', { name: 'Abrir lead' }).click();
  await page.waitForURL((url) => url.pathname === `/leads/marketplace/${lead.id}`);
  await page.getByText('Marisol Treviño').first().waitFor();
  // Opened, it is read.
  await poll(() => bell.getAttribute('aria-label')).toBe(before);
});

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `notifications-${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
}

const VARIANTS = screenshotVariants(
  (['es', 'en'] as const).flatMap((locale) =>
    (['desktop', 'phone'] as const).flatMap((device) =>
      (['light', 'dark'] as const).map((theme) => ({ locale, device, theme })),
    ),
  ),
  ({ locale, device, theme }) => locale === 'en' && device === 'phone' && theme === 'dark',
);

const TEXTS = {
  es: { bell: /^Notificaciones, /, panel: 'Notificaciones', alerts: 'Avisos', card: 'Notificaciones' },
  en: { bell: /^Notifications, /, panel: 'Notifications', alerts: 'Alerts', card: 'Notifications' },
};

describe.each(VARIANTS)('screenshots ($locale, $device, $theme)', ({ locale, device, theme }) => {
  it('the bell’s panel with alerts, and Mi perfil → Notificaciones', async () => {
    for (const name of ['Julieta Campos', 'Mauricio Peña']) await assign(await newLead(`${name} ${serial}`));
    const page = await pageOf(ADVISOR, { locale, phone: device === 'phone', dark: theme === 'dark' });
    const texts = TEXTS[locale];
    await page.getByRole('button', { name: texts.bell }).click();
    const panel = page.getByRole('dialog', { name: texts.panel });
    await panel.getByRole('list', { name: texts.alerts }).waitFor();
    await shoot(page, `panel-${locale}-${theme}-${device}`);

    // Mi perfil → Notificaciones.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.goto('/profile');
    const card = page.getByRole('heading', { level: 2, name: texts.card });
    await card.waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `profile-${locale}-${theme}-${device}`);
  });
});
