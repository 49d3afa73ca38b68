/**
 * Screenshots for people to look at (not pixel assertions): Login, the layout at Leads
 * Marketplace as the Gerente (and a lead in its drawer), Mi perfil, Automatización de leads and
 * AutoCheck (a verification shown) and Alertas Marketplace (with its offer dialog) as the Gerente,
 * and Reenvío de leads as an administrator, in Spanish and English, light and dark, on a desktop
 * (1366×800) and a phone (390×844). Written to test-results/screenshots/ (git-ignored) as
 * <screen>-<locale>-<theme>-<device>.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { newContext, type Product, poll, settle, signIn, startProduct, waitForRows } from './harness';

const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

let product: Product;
beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
});
afterAll(() => product.close());

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect(fs.statSync(file).size).toBeGreaterThan(5_000);
}

const TEXTS = {
  es: {
    login: 'Inicia sesión',
    leads: 'Leads Autos Seminuevos',
    profile: 'Mi perfil',
    lead: 'Detalle del lead',
    forward: 'Reenvío de leads',
    leadSettings: 'Automatización de leads',
    findCars: 'Alertas Marketplace',
    offer: 'Ofrecer un vehículo',
  },
  en: {
    login: 'Sign in',
    leads: 'Used car leads',
    profile: 'My profile',
    lead: 'Lead details',
    forward: 'Lead forwarding',
    leadSettings: 'Lead automation',
    findCars: 'Marketplace alerts',
    offer: 'Offer a vehicle',
  },
} as const;

const LIGHT_BACKGROUND = 'rgb(245, 247, 250)';
const DARK_BACKGROUND = 'rgb(15, 20, 26)';

/** The theme the person chose last time (localStorage), applied by reloading the screen. */
async function applyTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
  await page.reload();
  await poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    theme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
  );
}

const VARIANTS = (['es', 'en'] as const).flatMap((locale) =>
  (['desktop', 'phone'] as const).map((device) => ({ locale, device })),
);

// One browser context per language and device; both themes are shot in it (one sign-in).
describe.each(VARIANTS)('screenshots ($locale, $device)', ({ locale, device }) => {
  it('Login, Leads Marketplace and Mi perfil, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    const texts = TEXTS[locale];
    const login = page.getByRole('heading', { level: 1, name: texts.login });
    const leads = page.getByRole('heading', { level: 1, name: texts.leads });
    const profile = async () => {
      await page.getByRole('heading', { level: 1, name: texts.profile }).waitFor();
      await page.getByText('Del Valle Polanco').first().waitFor();
    };

    await page.goto('/');
    await login.waitFor();
    await shoot(page, name('login', 'light'));
    await applyTheme(page, 'dark');
    await login.waitFor();
    await shoot(page, name('login', 'dark'));

    await signIn(page, 'gerente@vitrina.mx');
    await leads.waitFor();
    await shoot(page, name('layout', 'dark'));
    await page.goto('/profile');
    await profile();
    await shoot(page, name('profile', 'dark'));

    await applyTheme(page, 'light');
    await profile();
    await shoot(page, name('profile', 'light'));
    await page.goto('/leads/marketplace');
    await leads.waitFor();
    await shoot(page, name('layout', 'light'));

    // A lead of the list, in its drawer.
    await waitForRows(page);
    await page.locator('.MuiDataGrid-row [data-field="name"] button').first().click();
    await page.getByRole('dialog', { name: texts.lead }).getByRole('heading', { level: 3 }).last().waitFor();
    await shoot(page, name('lead-drawer', 'light'));
  });

  it('Subastas activas and one auction as the Gerente, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    await signIn(page, 'gerente@vitrina.mx');
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/subastas-activas');
      await applyTheme(page, theme);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await shoot(page, name('auctions', theme));
      await page.getByRole('heading', { level: 2 }).first().click();
      await page.getByTestId('auction-bids').waitFor();
      await shoot(page, name('auction', theme));
    }
  });

  it('Automatización de leads and Alertas Marketplace as the Gerente, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    await signIn(page, 'gerente@vitrina.mx');
    await page.goto('/settings/leads');
    const title = page.getByRole('heading', { level: 1, name: TEXTS[locale].leadSettings });
    const advisors = page.getByText('Carlos Hernández').first();
    await title.waitFor();
    await advisors.waitFor();
    await shoot(page, name('lead-settings', 'light'));
    await applyTheme(page, 'dark');
    await title.waitFor();
    await advisors.waitFor();
    await shoot(page, name('lead-settings', 'dark'));

    // Alertas Marketplace in the same session: dark, then light with the offer dialog.
    const findCars = page.getByRole('heading', { level: 1, name: TEXTS[locale].findCars });
    await page.goto('/find-cars');
    await findCars.waitFor();
    await waitForRows(page);
    await shoot(page, name('find-cars', 'dark'));
    await applyTheme(page, 'light');
    await findCars.waitFor();
    await waitForRows(page);
    await shoot(page, name('find-cars', 'light'));
    await page.locator('.MuiDataGrid-row [data-field="actions"] button:not([disabled])').first().click();
    await page.getByRole('dialog', { name: TEXTS[locale].offer }).getByRole('radio').first().waitFor();
    await shoot(page, name('find-cars-offer', 'light'));
  });

  it('AutoCheck as the Gerente, with a verification shown, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    // Choosing a row scrolls to its result; without motion the scroll is instant and then undone.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'gerente@vitrina.mx');
    await page.goto('/verification');
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await applyTheme(page, theme);
      await page.getByRole('heading', { level: 1, name: 'AutoCheck' }).waitFor();
      await waitForRows(page);
      // The seeded VIN whose check digit does not match: the decode's warning and the report.
      await page.getByRole('button', { name: /1HGCM82643A004352/ }).click();
      await page.locator('#verification-result').waitFor();
      await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, name('verification', theme));
    }
  });

  it('Reenvío de leads as an administrator, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    await signIn(page, 'admin@vitrina.mx');
    await page.goto('/leads/admin');
    const title = page.getByRole('heading', { level: 1, name: TEXTS[locale].forward });
    await title.waitFor();
    await waitForRows(page);
    await shoot(page, name('leads-admin', 'light'));
    await applyTheme(page, 'dark');
    await title.waitFor();
    await waitForRows(page);
    await shoot(page, name('leads-admin', 'dark'));
  });
});

const ACCOUNT_TEXTS = {
  es: {
    register: 'Crea tu cuenta',
    forgot: 'Restablece tu contraseña',
    reset: 'Elige una nueva contraseña',
    verifyFailed: 'No se pudo verificar el correo electrónico.',
    outbox: 'Bandeja de salida de correo',
    users: 'Usuarios',
    pending: 'Registro sin agencia',
  },
  en: {
    register: 'Create your account',
    forgot: 'Reset your password',
    reset: 'Choose a new password',
    verifyFailed: 'Failed to verify email.',
    outbox: 'Mail outbox',
    users: 'Users',
    pending: 'Registered, no dealership',
  },
} as const;

/** The account screens (public) and, as the Superadmin, the outbox and the users screen's pending account. */
describe.each(VARIANTS)('account screenshots ($locale, $device)', ({ locale, device }) => {
  it('register, forgot, reset and verification refused, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const texts = ACCOUNT_TEXTS[locale];
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    const publicScreens = [
      { screen: 'register', path: '/register', heading: texts.register },
      { screen: 'forgot-password', path: '/password/forgot', heading: texts.forgot },
      { screen: 'reset-password', path: '/password/reset/not-a-link', heading: texts.reset },
      { screen: 'verify-email-refused', path: '/email/verify/not-a-link', heading: texts.verifyFailed },
    ];
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/register');
      await applyTheme(page, theme);
      for (const { screen, path: to, heading } of publicScreens) {
        await page.goto(to);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await shoot(page, name(screen, theme));
      }
    }
  });

  it('the outbox, a message and the users screen with a pending registration, light and dark', async () => {
    const context = await newContext(product, { locale, phone: device === 'phone' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const texts = ACCOUNT_TEXTS[locale];
    const name = (screen: string, theme: string) => `${screen}-${locale}-${theme}-${device}`;
    await signIn(page, 'superadmin@vitrina.mx');
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/mail-outbox');
      await applyTheme(page, theme);
      await page.getByRole('heading', { level: 1, name: texts.outbox }).waitFor();
      await waitForRows(page);
      await shoot(page, name('mail-outbox', theme));
      await page.locator('.MuiDataGrid-row [data-field="actions"] button').first().click();
      await page.getByRole('dialog').locator('iframe').waitFor();
      await shoot(page, name('mail-message', theme));
      await page.keyboard.press('Escape');
      await page.goto('/users?account=pending');
      await page.getByRole('heading', { level: 1, name: texts.users }).waitFor();
      await waitForRows(page);
      await page.getByText(texts.pending).first().waitFor();
      await shoot(page, name('users-pending', theme));
    }
  });
});
