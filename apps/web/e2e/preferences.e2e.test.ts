/**
 * The person's preferences (spec §2, §4, §9): the language (kept in the 'locale' cookie), dark mode
 * (kept in localStorage) and the phone layout with its navbar and menu drawer.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import {
  type ContextOptions,
  newContext,
  type Product,
  poll,
  settledColumn,
  signIn,
  startProduct,
} from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

async function openPage(options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, options);
  onTestFinished(() => context.close());
  return context.newPage();
}

const at = (path: string) => (url: URL) => url.pathname === path;
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** theme.ts background.default of each mode. */
const LIGHT_BACKGROUND = 'rgb(245, 247, 250)';
const DARK_BACKGROUND = 'rgb(15, 20, 26)';

it('switching to English changes the menu, the page and the window title, and survives a reload', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  const spanishMenu = page.getByRole('navigation', { name: 'Navegación principal' });
  await spanishMenu.getByRole('button', { name: 'Inventario' }).waitFor();
  await poll(() => page.title()).toBe('Leads Autos Seminuevos | Vitrina');

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const checkEnglish = async () => {
    await menu.getByRole('button', { name: 'Inventory' }).waitFor();
    await menu.getByRole('link', { name: 'Active auctions' }).waitFor();
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Used car leads' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    await poll(() => page.title()).toBe('Used car leads | Vitrina');
    expect(await page.getByText('Subastas activas').count()).toBe(0);
  };
  await checkEnglish();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');

  await page.reload();
  await checkEnglish();

  // Another screen is titled in English too.
  await page.goto('/profile');
  await poll(() => page.title()).toBe('Profile | Vitrina');
});

/** A lead's arrival as the list writes it (its day, then its time), in each language. */
const SPANISH_ARRIVAL =
  /^\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}\d{1,2}:\d{2}\s?[ap]\.\s?m\.$/;
const ENGLISH_ARRIVAL =
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\d{1,2}:\d{2}\s?[AP]M$/;

it('writes dates in the chosen language, as soon as it is chosen and after a reload', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  const arrivals = () => settledColumn(page, 'created_at');
  const allMatch = (pattern: RegExp) => (cells: string[] | null) =>
    cells !== null && cells.length > 0 && cells.every((cell) => pattern.test(cell));
  await poll(arrivals, 'the arrivals, in Spanish').toSatisfy(allMatch(SPANISH_ARRIVAL));

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1, name: 'Used car leads' }).waitFor();
  await poll(arrivals, 'the arrivals, in English').toSatisfy(allMatch(ENGLISH_ARRIVAL));

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Used car leads' }).waitFor();
  await poll(arrivals, 'the arrivals after a reload').toSatisfy(allMatch(ENGLISH_ARRIVAL));
});

/** Screen readers pronounce the page by its declared language: it must follow the stored choice. */
it('declares the stored language on the page after a reload', async () => {
  const page = await openPage({ locale: 'en' });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
});

it('dark mode changes the background and survives a reload', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
  await poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  await page.getByRole('button', { name: 'Modo oscuro' }).click();
  await poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.getByRole('button', { name: 'Modo claro' }).waitFor();
  await poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await page.getByRole('button', { name: 'Modo claro' }).waitFor();
  await poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  // The side menu and the top bar turn dark as well.
  await poll(() =>
    page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor),
  ).toBe('rgb(22, 29, 38)');

  await page.getByRole('button', { name: 'Modo claro' }).click();
  await poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  await poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

it('on a phone (390×844) the navbar shows the user initial and the menu opens in a drawer', async () => {
  const page = await openPage({ phone: true });
  await signIn(page, 'gerente@vitrina.mx');
  const account = page.getByRole('button', { name: 'Cuenta de Mariana López' });
  await account.waitFor();
  expect((await account.innerText()).trim()).toBe('M');
  // No desktop top bar: no collapse button, no name written out.
  expect(await page.getByRole('button', { name: 'Contraer menú' }).count()).toBe(0);
  // The bar only: the Leads list below may show the same name as a row's Asesor.
  expect(await page.getByRole('banner').getByText('Mariana López', { exact: true }).count()).toBe(0);

  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  expect(await menu.isVisible()).toBe(false);
  const opener = page.getByRole('button', { name: 'Abrir menú' });
  expect(await opener.getAttribute('aria-expanded')).toBe('false');
  await opener.click();
  await menu.waitFor();
  await menu.getByRole('combobox', { name: 'Agencia' }).waitFor();
  const box = await menu.boundingBox();
  expect(box?.x).toBeLessThanOrEqual(1);
  expect(box?.width).toBeLessThan(390);

  await menu.getByRole('link', { name: 'Subastas activas' }).click();
  await page.waitForURL(at('/subastas-activas'));
  await menu.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: 'Subastas activas' }).waitFor();

  // The account menu offers the profile, the other language and dark mode.
  await account.click();
  await page.getByRole('menuitem', { name: /Perfil/ }).click();
  await page.waitForURL(at('/profile'));
});
