/**
 * The account flows as a person lives them, in the product as it runs out of the box (no SMTP):
 * the e-mails stay in the outbox, which a platform administrator reads in the product — the test
 * reads them there too, through the outbox API, and follows their links in the browser.
 * Register → verification e-mail → follow the link → sign in; forgot password → e-mail → reset →
 * the old session is refused; a used link says so; the public account screens send a signed-in
 * user to Leads Marketplace.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { type ApiCall, apiAs, newContext, type Product, poll, signIn, startProduct } from './harness';

let product: Product;
let admin: ApiCall;
beforeAll(async () => {
  product = await startProduct();
  admin = await apiAs(product, 'superadmin@vitrina.mx');
});
afterAll(() => product.close());

async function openPage(locale?: 'es' | 'en'): Promise<Page> {
  const context = await newContext(product, locale ? { locale } : {});
  onTestFinished(() => context.close());
  return context.newPage();
}

/** The path of the newest e-mail's link to `prefix`, as the administrators' outbox shows it. */
async function linkIn(to: string, prefix: string): Promise<string> {
  const list = await admin<{ data: { id: number; to: string }[] }>(
    'GET',
    `/mi-vitrina/mail-outbox?search=${encodeURIComponent(to)}`,
  );
  const newest = list.data.find((mail) => mail.to === to);
  expect(newest, `an e-mail to ${to}`).toBeDefined();
  const mail = await admin<{ data: { text: string } }>('GET', `/mi-vitrina/mail-outbox/${newest!.id}`);
  const match = mail.data.text.match(new RegExp(`https?://[^/\\s]+(${prefix}/[A-Za-z0-9_.-]+)`));
  expect(match, mail.data.text).not.toBeNull();
  return match![1]!;
}

const PASSWORD = 'Registro-2026!';

it('register → verification e-mail → follow the link → sign in', async () => {
  const page = await openPage();
  const email = `nueva.gerente.${Date.now()}@agencia.mx`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear una cuenta' }).click();
  await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
  await page.getByLabel('Nombre').fill('Fernanda Ruiz');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill('otra-cosa-2026');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByText('La confirmación de la contraseña no coincide.').waitFor();
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page
    .getByText('Te enviamos un correo electrónico a esa dirección: sigue sus indicaciones.')
    .waitFor();

  // Not verified yet: sign-in says what to do.
  const early = await openPage();
  await early.goto('/');
  await early.getByLabel('Correo electrónico').fill(email);
  await early.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await early.getByRole('button', { name: 'Iniciar sesión' }).click();
  await early.getByText(/Verifica tu correo electrónico antes de iniciar sesión/).waitFor();

  const link = await linkIn(email, '/email/verify');
  await page.goto(link);
  await page.getByText('¡Tu correo electrónico ha sido verificado! Ya puedes iniciar sesión.').waitFor();
  // The link works once.
  const again = await openPage('en');
  await again.goto(link);
  await again.getByRole('heading', { name: 'Failed to verify email.' }).waitFor();
  await again.getByText('This link was already used. Ask for a new one if you need it.').waitFor();

  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await signIn(page, email, PASSWORD);
  await poll(() => new URL(page.url()).pathname).not.toBe('/');
});

it('forgot password → e-mail → reset → the old session is refused, the new password signs in', async () => {
  const email = 'asesor@vitrina.mx';
  const old = await openPage();
  await signIn(old, email);

  const page = await openPage();
  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByRole('heading', { name: 'Restablece tu contraseña' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await page.getByText(/Si hay una cuenta con ese correo, te enviamos un enlace/).waitFor();

  const link = await linkIn(email, '/password/reset');
  await page.goto(link);
  await page.getByRole('heading', { name: 'Elige una nueva contraseña' }).waitFor();
  await page.getByLabel('Nueva contraseña').fill('NuevaClave-2026');
  await page.getByLabel('Confirmar contraseña').fill('NuevaClave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await page.getByText('¡Tu contraseña ha sido actualizada! Inicia sesión con la nueva.').waitFor();

  // The session opened before the reset ends at its next call.
  await old.reload();
  await poll(() => new URL(old.url()).pathname).toBe('/');

  // The link was used.
  const reuse = await openPage();
  await reuse.goto(link);
  await reuse.getByLabel('Nueva contraseña').fill('OtraClave-2026');
  await reuse.getByLabel('Confirmar contraseña').fill('OtraClave-2026');
  await reuse.getByRole('button', { name: 'Guardar contraseña' }).click();
  await reuse.getByText('Este enlace ya se usó. Pide uno nuevo si lo necesitas.').waitFor();

  await signIn(page, email, 'NuevaClave-2026');
  await poll(() => new URL(page.url()).pathname).not.toBe('/');
});

it('the public account screens send a signed-in user to Leads Marketplace', async () => {
  const page = await openPage();
  await signIn(page, 'gerente@vitrina.mx');
  for (const path of [
    '/register',
    '/password/forgot',
    '/password/reset/anything',
    '/email/verify/anything',
  ]) {
    await page.goto(path);
    await poll(() => new URL(page.url()).pathname, path).toBe('/leads/marketplace');
  }
});
