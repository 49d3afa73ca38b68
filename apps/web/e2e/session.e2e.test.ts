/**
 * The session as a person lives it (spec §3, §4, §8): sign-in errors, switching dealership,
 * signing out, a token the server no longer accepts, the "Sesión Expirada" dialog, the bell of
 * Facebook lead notifications, and an account waiting to be linked to its dealership.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { apiAs, newContext, type Product, poll, signIn, startProduct } from './harness';

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
const agencySelector = (page: Page) => sideMenu(page).getByRole('combobox', { name: 'Agencia' });
/** Menu entries marked with the upgrade rocket, which their accessible name spells out. */
const rockets = (page: Page) =>
  sideMenu(page).getByRole('link', { name: '(Disponible al mejorar tu paquete)' });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** What the browser keeps of the session (spec §3). */
function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    dealershipId: localStorage.getItem('dealershipId'),
    dealershipName: localStorage.getItem('dealershipName'),
    currentDealership: localStorage.getItem('currentDealership'),
  }));
}

const SIGNED_OUT = {
  token: null,
  user: null,
  dealershipId: null,
  dealershipName: null,
  currentDealership: null,
};

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

it('shows the server message for a wrong password under the e-mail field', async () => {
  const page = await openPage();
  await fillLogin(page, 'gerente@vitrina.mx', 'NoEsLaContraseña1');
  const email = page.getByLabel('Correo electrónico');
  await poll(() => email.getAttribute('aria-invalid')).toBe('true');
  const helperId = await email.getAttribute('aria-describedby');
  const helper = page.locator(`[id="${helperId}"]`);
  await poll(() => helper.innerText()).toBe('Estas credenciales no coinciden con nuestros registros.');
  expect(await helper.isVisible()).toBe(true);
  expect(page.url()).toBe(`${product.url}/`);
  expect((await storedSession(page)).token).toBeNull();
});

it('shows the disabled-account message for inactivo@vitrina.mx, and stays on Login', async () => {
  const page = await openPage();
  await fillLogin(page, 'inactivo@vitrina.mx', 'Vitrina2026!');
  await page
    .getByRole('alert')
    .filter({ hasText: 'Tu cuenta está desactivada. Contacta a tu administrador.' })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect((await storedSession(page)).token).toBeNull();
});

it('switching dealership (Polanco → Satélite) updates the stored dealership and the menu', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await poll(() => agencySelector(page).inputValue()).toBe('Del Valle Polanco');
  const user = JSON.parse((await stored(page, 'user')) ?? '{}') as {
    agencies: { id: number; name: string }[];
  };
  const idOf = (name: string) => String(user.agencies.find((agency) => agency.name === name)?.id);
  expect(await stored(page, 'dealershipId')).toBe(idOf('Del Valle Polanco'));
  // Premium: the open Leads group shows no rocket.
  await sideMenu(page).getByRole('link', { name: 'Body', exact: true }).waitFor();
  expect(await rockets(page).count()).toBe(0);

  await agencySelector(page).click();
  await page.getByRole('option', { name: 'Del Valle Satélite Seminuevos' }).click();
  await poll(() => stored(page, 'dealershipId')).toBe(idOf('Del Valle Satélite Seminuevos'));
  expect(await stored(page, 'dealershipName')).toBe('Del Valle Satélite Seminuevos');
  expect(JSON.parse((await stored(page, 'currentDealership')) ?? '{}')).toMatchObject({
    name: 'Del Valle Satélite Seminuevos',
    waba_id: '109238475610293',
  });
  await poll(() => agencySelector(page).inputValue()).toBe('Del Valle Satélite Seminuevos');
  await sideMenu(page).getByRole('link', { name: 'Body (Disponible al mejorar tu paquete)' }).waitFor();
  expect(await rockets(page).count()).toBeGreaterThan(0);

  // The choice survives a reload.
  await page.reload();
  await poll(() => agencySelector(page).inputValue()).toBe('Del Valle Satélite Seminuevos');
});

it('the agency selector says "No se encontraron resultados" when the search matches nothing', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await agencySelector(page).click();
  await page.getByRole('option', { name: 'Del Valle Satélite Seminuevos' }).waitFor();
  await agencySelector(page).fill('Zacatecas');
  await page.getByText('No se encontraron resultados').waitFor();
  expect(await page.getByRole('option').count()).toBe(0);
  await agencySelector(page).fill('Saté');
  await page.getByRole('option', { name: 'Del Valle Satélite Seminuevos' }).waitFor();
  await poll(() => page.getByRole('option').count()).toBe(1);
});

it('signing out returns to Login and clears token, user and dealership from the browser', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  expect((await storedSession(page)).token).not.toBeNull();
  const logout = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/mi-vitrina/auth/logout') && response.request().method() === 'POST',
  );
  await sideMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await logout).status()).toBe(200);
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  await poll(() => storedSession(page)).toEqual(SIGNED_OUT);
  // Typing an application address afterwards leads to Login again.
  await page.goto('/profile');
  await page.waitForURL(at('/'));
});

it('a token revoked on the server sends the user to Login on the next call', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  const token = await stored(page, 'token');
  const revoked = await page.request.post('/api/mi-vitrina/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  await page.goto('/profile');
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  await poll(() => storedSession(page)).toEqual(SIGNED_OUT);
});

it('a stored token past its expiry sends the user to Login', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.evaluate(() => {
    const [header, payload, signature] = (localStorage.getItem('token') ?? '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('token', `${header}.${expired}.${signature}`);
  });
  await page.goto('/profile');
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  await poll(() => storedSession(page)).toEqual(SIGNED_OUT);
});

it('"Sesión Expirada" appears when the session has no dealership id, and accepting signs out', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.evaluate(() => localStorage.removeItem('dealershipId'));
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Sesión Expirada' });
  await dialog.getByText('Por favor inicie sesión de nuevo para continuar.').waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await page.waitForURL(at('/'));
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor();
  // The dialog fades out after the click.
  await dialog.waitFor({ state: 'detached' });
  await poll(() => storedSession(page)).toEqual(SIGNED_OUT);
});

it('the bell lists 2 Facebook notifications; reading one marks it read, leaves 1 and opens Facebook leads', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.getByRole('button', { name: 'Notificaciones, 2 nuevas' }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const items = panel.getByRole('button', { name: /Nuevo lead de Facebook/ });
  await poll(() => items.count()).toBe(2);
  expect(await items.first().innerText()).toContain('Del Valle Polanco');

  const patch = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/mi-vitrina\/third-party-integrations\/meta\/facebook\/business\/leads\/notification\/\d+\/read$/.test(
        response.url(),
      ),
  );
  await items.first().click();
  expect((await patch).status()).toBe(200);
  await page.waitForURL(at('/leads/facebook'));
  await page.getByRole('heading', { level: 1, name: 'Leads Facebook' }).waitFor();
  await page.getByRole('button', { name: 'Notificaciones, 1 nueva' }).waitFor();
  // The panel closes (and fades out) as the screen changes.
  await panel.waitFor({ state: 'detached' });

  // The server remembers: the profile it answers holds one notification, and so does the bell.
  const profile = await page.request.get('/api/mi-vitrina/auth/profile', {
    headers: { Authorization: `Bearer ${await stored(page, 'token')}` },
  });
  expect(
    ((await profile.json()) as { data: { fb_lead_notifications: unknown[] } }).data.fb_lead_notifications,
  ).toHaveLength(1);
  await page.getByRole('button', { name: 'Notificaciones, 1 nueva' }).click();
  await poll(() => items.count()).toBe(1);
});

/** The demo's verified Gerente who registered on /register and is linked to no dealership yet. */
const WAITING = 'paola.mendez@autosdelbajio.mx';
const WAITING_TITLE = 'Tu cuenta espera que un administrador la vincule a tu agencia';

it('an account linked to no dealership lands on its waiting page, with only Profile and sign-out open', async () => {
  const page = await openPage();
  await signIn(page, WAITING);
  await page.waitForURL(at('/awaiting-dealership'));
  const waiting = page.getByRole('heading', { level: 1, name: WAITING_TITLE });
  await waiting.waitFor();
  await poll(() => page.title()).toBe('Cuenta en espera | Vitrina');
  // No menu, no collapse button, no upgrade prompt.
  expect(await sideMenu(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Contraer menú' }).count()).toBe(0);
  expect(await page.getByText('Mejora tu paquete').count()).toBe(0);

  // Any other screen, typed in, comes back here.
  for (const path of ['/leads/marketplace', '/inventory', '/users', '/cannot-access', '/dashboard']) {
    await page.goto(path);
    await page.waitForURL(at('/awaiting-dealership'));
    await waiting.waitFor();
  }

  // The server refuses her every dealership's data, whatever the browser shows.
  const api = await apiAs(product, WAITING);
  for (const path of ['/mi-vitrina/leads/marketplace?agency=0', '/mi-vitrina/inventory?agency=0']) {
    await expect(api('GET', path)).rejects.toThrow(/403 .*Tu usuario no está vinculado a ninguna agencia/);
  }

  await page.getByRole('link', { name: 'Ver mi perfil' }).click();
  await page.waitForURL(at('/profile'));
  await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();

  await page.goBack();
  await waiting.waitFor();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL(at('/'));
  expect(await stored(page, 'token')).toBeNull();
});

it('on a phone, in English, the waiting page has no menu button either', async () => {
  const context = await newContext(product, { locale: 'en', phone: true });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await signIn(page, WAITING);
  await page.waitForURL(at('/awaiting-dealership'));
  await page
    .getByRole('heading', {
      level: 1,
      name: 'Your account is waiting for an administrator to link it to your dealership',
    })
    .waitFor();
  await page.getByRole('link', { name: 'See my profile' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
});
