/**
 * Alertas Marketplace as a Gerente uses it: the alerts Del Valle Polanco's lot matches, one
 * vehicle offered to a buyer (confirmed, the alert then shows it offered), and the new lead in
 * Autos buscados (usados). One sign-in, two screens.
 */
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { newContext, type Product, poll, signIn, startProduct, waitForRows } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

it('offers a vehicle to a buyer alert and finds the lead in Autos buscados', async () => {
  const context = await newContext(product);
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await signIn(page, 'gerente@vitrina.mx');
  await page.goto('/find-cars');
  await page.getByRole('heading', { level: 1, name: 'Alertas Marketplace' }).waitFor();
  await waitForRows(page);

  // The first alert that still has a vehicle to offer: its buyer is who the lead will be.
  const offer = page.getByRole('button', { name: /^Ofrecer vehículo a / }).first();
  const buyer = (await offer.getAttribute('aria-label'))!.replace('Ofrecer vehículo a ', '');
  await offer.click();
  const dialog = page.getByRole('dialog', { name: 'Ofrecer un vehículo' });
  await dialog.getByRole('radio').first().waitFor();
  // A used vehicle (the alerts are drawn from the used lot), so the lead is an "usados" one.
  await dialog
    .getByRole('radio', { name: /Seminuevo/ })
    .first()
    .check();
  await dialog.getByLabel('Mensaje para el comprador (opcional)').fill('Incluye garantía de 6 meses.');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  const success = page.getByRole('dialog', { name: '¡Éxito!' });
  await success.getByText(/Oferta enviada/).waitFor();
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await success.waitFor({ state: 'hidden' });

  await page.goto('/leads/autos-buscados/usados');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForRows(page, (rows) => rows.some((row) => row.name?.includes(buyer)));
  await poll(() => page.getByText(buyer).count()).toBeGreaterThan(0);
  expect(buyer.length).toBeGreaterThan(0);
});
