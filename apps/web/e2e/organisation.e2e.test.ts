/**
 * The organisation as a platform administrator and a new manager live it, in Chromium against the
 * real product: the superadmin creates an agency (the postal code is looked up in SEPOMEX, an
 * unknown one says so), creates a Gerente linked to it, the Gerente signs in and finds "Cambio de
 * logo" in the menu; the superadmin removes 'read logo' from the Gerente role; after a reload the
 * entry is gone and its address sends the Gerente back to Leads. Also screenshots of the new
 * screens (desktop and phone, light and dark) in test-results/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ContextOptions,
  newContext,
  type Product,
  poll,
  screenshotVariants,
  signIn,
  startProduct,
  waitForRows,
} from './harness';

const SUPERADMIN = 'superadmin@vitrina.mx';
const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const AGENCY = 'Autos Coyoacán Prueba';
const MANAGER = {
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@autoscoyoacan.mx',
  password: 'Lucia-2026!',
};

let product: Product;
beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
});
afterAll(() => product.close());

/** A signed-in page in a fresh browser profile, closed (with a screenshot on failure) after the test. */
async function pageOf(email: string, password?: string, options: ContextOptions = {}): Promise<Page> {
  const context: BrowserContext = await newContext(product, { locale: 'es', ...options });
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const file = path.join(
        OUT_DIR,
        `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}-${email.split('@')[0]}.png`,
      );
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  await signIn(page, email, password);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const menuEntry = (page: Page, label: string) => menu(page).getByRole('link', { name: label, exact: true });

/** The Configuración group holds the manager's own screens; it starts closed. */
async function openSettingsGroup(page: Page): Promise<void> {
  const group = menu(page).getByRole('button', { name: 'Configuración' });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
}

describe('organisation, end to end', () => {
  it('agency with a postal-code lookup → its Gerente → a permission removed from the role disappears', async () => {
    const admin = await pageOf(SUPERADMIN);

    // 1. The agency, its location from SEPOMEX.
    await admin.goto('/agencies/form');
    await admin.getByLabel('Nombre comercial').fill(AGENCY);
    const postalCode = admin.getByRole('textbox', { name: 'Código postal' });
    await postalCode.fill('99999');
    await admin.getByText('El código postal no existe.').first().waitFor();
    await postalCode.fill('11560');
    await admin.getByRole('combobox', { name: 'Colonia' }).click();
    await admin.getByRole('option', { name: /^Polanco V Sección/ }).click();
    await admin
      .getByText(/CP 11560, Polanco V Sección/)
      .first()
      .waitFor();
    await admin.getByRole('combobox', { name: 'Paquete' }).click();
    await admin.getByRole('option', { name: 'Premium', exact: true }).click();
    await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
    await admin.waitForURL(/\/agencies\/form\/\d+$/);

    // 2. A Gerente linked to it, with a password of their own.
    await admin.goto('/managers');
    await admin.getByRole('button', { name: 'Nuevo gerente' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(MANAGER.name);
    await dialog.getByLabel('Correo electrónico').fill(MANAGER.email);
    await dialog.getByRole('combobox', { name: 'Agencias' }).fill('Coyoacán');
    await admin.getByRole('option', { name: AGENCY }).click();
    await admin.keyboard.press('Escape');
    await dialog.getByLabel('Contraseña', { exact: true }).fill(MANAGER.password);
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    // Saved, the dialog stays open on the new account (as a form page does) until it is closed.
    await dialog.getByText('Editar gerente').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await poll(() => admin.getByText(MANAGER.email, { exact: true }).count()).toBe(1);

    // 3. The Gerente signs in: their agency is current, the logo screen is in the menu.
    const manager = await pageOf(MANAGER.email, MANAGER.password);
    await openSettingsGroup(manager);
    await menuEntry(manager, 'Cambio de logo').waitFor();
    await manager.goto('/update-logo');
    await manager.getByRole('heading', { level: 1, name: 'Cambio de logo' }).waitFor();
    expect(new URL(manager.url()).pathname).toBe('/update-logo');

    // 4. The superadmin takes 'read logo' away from the Gerente role.
    await admin.goto('/roles');
    await admin.getByRole('link', { name: 'Permisos de Gerente', exact: true }).first().click();
    await admin.waitForURL(/\/roles\/\d+\/permissions$/);
    const readLogo = admin.getByRole('checkbox', { name: 'Ver logo', exact: true });
    await poll(() => readLogo.isChecked()).toBe(true);
    await readLogo.uncheck();
    await admin.getByRole('button', { name: 'Guardar permisos' }).click();
    // "Guardado" shows for 2 s: a locator wait watches the page itself, so it does not miss it.
    await admin.getByRole('button', { name: 'Guardado' }).waitFor();

    // 5. After a reload the entry is gone, and the address alone no longer opens the screen.
    await manager.reload();
    await openSettingsGroup(manager);
    await menuEntry(manager, 'Facturación').waitFor();
    // The menu first shows the stored profile, then the one the server answers after the reload.
    await poll(() => menuEntry(manager, 'Cambio de logo').count()).toBe(0);
    await manager.goto('/update-logo');
    await manager.waitForURL((url) => url.pathname === '/leads/marketplace');
  });
});

describe('screenshots of the organisation screens', () => {
  const shots: [string, string][] = [
    ['agencies-list', '/agencies'],
    ['users-list', '/users'],
    ['packages-list', '/packages'],
    ['promotions-list', '/promotions'],
    ['groups-list', '/cardealership/group'],
    ['roles-list', '/roles'],
    ['permissions-list', '/permissions'],
    ['vehicle-limits', '/settings/vehicles-number'],
  ];

  it.each(
    screenshotVariants(
      [
        ['light desktop', {}],
        ['dark phone', { dark: true, phone: true }],
        ['english dark desktop', { locale: 'en', dark: true }],
        ['english light phone', { locale: 'en', phone: true }],
      ] as const,
      ([label]) => label === 'english dark desktop',
    ),
  )('%s', async (label, options) => {
    const page = await pageOf(SUPERADMIN, undefined, options);
    const suffix = label.replaceAll(' ', '-');
    for (const [name, url] of shots) {
      await page.goto(url);
      await waitForRows(page);
      await page.screenshot({ path: path.join(OUT_DIR, `org-${name}-${suffix}.png`) });
    }
    await page.goto('/agencies');
    await page.getByRole('link', { name: 'Del Valle Polanco', exact: true }).click();
    await page.waitForURL(/\/agencies\/form\/\d+$/);
    await page
      .getByText(/CP 11560/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(OUT_DIR, `org-agency-form-${suffix}.png`), fullPage: true });
    await page.goto('/roles');
    await page
      .getByRole('link', { name: /^(Permisos de|Permissions of) Gerente$/ })
      .first()
      .click();
    await poll(() => page.getByRole('checkbox').count()).toBeGreaterThan(20);
    await page.screenshot({ path: path.join(OUT_DIR, `org-role-matrix-${suffix}.png`) });
  });
});
