/**
 * Route guards as a person meets them by typing an address (spec §2, §4, §6): missing permission
 * → Leads Marketplace, signed out → Login, signed in on Login → Leads Marketplace, unknown address
 * → Not found full screen, suspended membership → menu blocked and membership routes → Profile;
 * and the window title "<route title> | Vitrina".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { newContext, type Product, poll, signIn, startProduct } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

async function openPage(): Promise<Page> {
  const context = await newContext(product);
  onTestFinished(() => context.close());
  return context.newPage();
}

const at = (path: string) => (url: URL) => url.pathname === path;
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

it('sends the Asesor who types /users (no "read users") to Leads Marketplace', async () => {
  const page = await openPage();
  await signIn(page, 'asesor@vitrina.mx');
  await page.goto('/users');
  await page.waitForURL(at('/leads/marketplace'));
  await page.getByRole('heading', { level: 1, name: 'Leads Autos Seminuevos' }).waitFor();
  await poll(() => page.title()).toBe('Leads Autos Seminuevos | Vitrina');
});

it('sends a visitor who types /profile to Login', async () => {
  const page = await openPage();
  await page.goto('/profile');
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  await poll(() => page.title()).toBe('Iniciar sesión | Vitrina');
  expect(await sideMenu(page).count()).toBe(0);
});

it('sends a signed-in user who opens Login (/) to Leads Marketplace', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.goto('/');
  await page.waitForURL(at('/leads/marketplace'));
  await sideMenu(page).waitFor();
  expect(await page.getByRole('heading', { name: 'Inicia sesión' }).count()).toBe(0);
});

it('shows "Página no encontrada" full screen, without menu or top bar, with "Ir al inicio"', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.goto('/inventario/esto-no-existe');
  await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
  await poll(() => page.title()).toBe('Página no encontrada | Vitrina');
  expect(await sideMenu(page).count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Ruta de navegación' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await page.waitForURL(at('/leads/marketplace'));
  await sideMenu(page).waitFor();
});

it('suspended membership: the menu is blocked with the explanation, and /find-cars sends to Profile', async () => {
  const page = await openPage();
  await signIn(page, 'suspendido@vitrina.mx');
  const menu = sideMenu(page);
  await menu
    .getByText('La membresía de esta agencia está suspendida. Contacta a Vitrina para reactivarla.')
    .waitFor();
  expect(await menu.getByRole('combobox', { name: 'Agencia' }).isDisabled()).toBe(true);
  expect(await menu.getByRole('button', { name: 'Analítica' }).getAttribute('aria-disabled')).toBe('true');
  expect(await menu.getByRole('link', { name: 'Subastas activas' }).getAttribute('aria-disabled')).toBe(
    'true',
  );
  // Help and sign-out stay usable.
  expect(await menu.getByRole('button', { name: 'Cerrar sesión' }).getAttribute('aria-disabled')).toBeNull();

  await page.goto('/find-cars');
  await page.waitForURL(at('/profile'));
  await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
  await page
    .getByText('La membresía de tu agencia está suspendida; algunas secciones no están disponibles.')
    .waitFor();
});

it('titles the window "<route title> | Vitrina" and follows navigation', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await poll(() => page.title()).toBe('Leads Autos Seminuevos | Vitrina');
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
  await poll(() => page.title()).toBe('Perfil | Vitrina');
  await sideMenu(page).getByRole('link', { name: 'Subastas activas' }).click();
  await page.waitForURL(at('/subastas-activas'));
  await poll(() => page.title()).toBe('Subastas activas | Vitrina');
});
