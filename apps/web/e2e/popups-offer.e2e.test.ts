/**
 * Popups and the upgrade path, as people use them: a Gerente sees an announcement on the dashboard
 * once (closes it, reloads, and in a new visit it is still gone); and from a rocket entry of the
 * menu a Gerente reaches the commercial offer with the missing module marked and asks for a package,
 * which administrators then see in their list.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiAs, newContext, type Product, poll, signIn, startProduct, waitForRows } from './harness';

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

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

describe('popups on the dashboard', () => {
  it('a Gerente sees a "show once" popup, closes it, and it does not come back', async () => {
    const admin = await apiAs(product, 'superadmin@vitrina.mx');
    const title = 'Nuevas reglas de publicación';
    await admin('POST', '/mi-vitrina/popups', {
      title,
      body: 'Desde hoy, cada seminuevo necesita **al menos 8 fotos**.',
      cta_label: 'Ver inventario',
      cta_url: '/inventory',
      audience: 'all',
      starts_on: today(),
      ends_on: today(),
      frequency: 'once',
    });

    const page = await openPage();
    await signIn(page, 'gerente@vitrina.mx');
    await page.goto('/dashboard');
    const popup = page.getByRole('dialog', { name: title });
    await popup.getByText('al menos 8 fotos').waitFor();
    await popup.getByRole('button', { name: 'Cerrar aviso' }).click();
    await popup.waitFor({ state: 'hidden' });

    await page.reload();
    // The list of announcements has loaded (the seeded ones) and no longer holds it.
    await page.getByText('Nuevo: subastas de seminuevos').first().waitFor();
    expect(await page.getByText(title).count()).toBe(0);

    // A new visit (another browser profile): the server remembers the dismissal.
    const again = await openPage();
    await signIn(again, 'gerente@vitrina.mx');
    await again.goto('/dashboard');
    await again.getByText('Nuevo: subastas de seminuevos').first().waitFor();
    expect(await again.getByText(title).count()).toBe(0);
    // Its address still opens it.
    const [created] = (
      await admin<{ data: { id: number; title: string }[] }>(
        'GET',
        `/mi-vitrina/popups?search=${encodeURIComponent(title)}`,
      )
    ).data;
    await again.goto(`/dashboard/${created!.id}`);
    await again.getByRole('dialog', { name: title }).waitFor();
  });
});

describe('the upgrade path', () => {
  it('from a rocket entry to the commercial offer, with the module marked, and an upgrade request', async () => {
    const page = await openPage();
    await signIn(page, 'gerente@vitrina.mx');
    await page.getByRole('combobox', { name: 'Agencia' }).click();
    await page.getByRole('option', { name: 'Del Valle Satélite Seminuevos' }).click();
    await poll(() => page.getByRole('combobox', { name: 'Agencia' }).inputValue()).toBe(
      'Del Valle Satélite Seminuevos',
    );

    // Body (auto body-and-paint leads): the Profesional package lacks it.
    await page.getByRole('link', { name: 'Body (Disponible al mejorar tu paquete)' }).click();
    await page.getByRole('heading', { name: 'Mejora tu paquete' }).waitFor();
    await page.getByText('Tu paquete no incluye «Leads de hojalatería y pintura».').waitFor();
    await page.getByRole('link', { name: 'Ver oferta comercial' }).click();

    await page.getByRole('heading', { level: 1, name: 'Oferta comercial: seminuevos' }).waitFor();
    await poll(() => new URL(page.url()).pathname).toBe('/commercial-offer/used');
    await page.getByTestId('missing-module').waitFor();
    await page.getByText('Tu paquete actual: Profesional').waitFor();
    // The marked row is the module's, and Premium includes what Profesional lacks.
    const row = page.locator('tr[aria-current="true"]');
    await poll(() => row.getAttribute('data-module')).toBe('view auto body-and-paint leads');
    await poll(() => page.locator('[data-package="Premium"]').getAttribute('data-highlighted')).toBe('true');

    await page.getByRole('button', { name: 'Solicitar este paquete: Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar el paquete Premium' });
    await dialog.getByLabel('Mensaje para tu asesor (opcional)').fill('Llámenme por la tarde, por favor.');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText(/Solicitud enviada! Un asesor de Vitrina te contactará/).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.locator('[data-package="Premium"]').getByText('Solicitud enviada').waitFor();

    // The administrators' list shows it, pending, and it can be marked handled.
    const admin = await openPage();
    await signIn(admin, 'superadmin@vitrina.mx');
    await admin.goto('/commercial-offer/used');
    await admin.getByRole('heading', { name: 'Solicitudes de cambio de paquete' }).waitFor();
    await waitForRows(admin);
    const request = admin.locator('.MuiDataGrid-row', { hasText: 'Del Valle Satélite Seminuevos' });
    await request.getByText('Llámenme por la tarde, por favor.').waitFor();
    await request
      .getByRole('button', { name: 'Marcar atendida: solicitud de Del Valle Satélite Seminuevos' })
      .click();
    await request.getByText('Atendida').waitFor();
  });
});
