/**
 * AutoCheck in the browser, as the demo Gerente, against the report provider's stand-in: a VIN
 * with an O is refused under the field; a valid VIN whose report fails shows its decode and the
 * provider's message; "Reintentar el reporte" gets the report; the history lists it.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ProviderStandIn, startProviderStandIn } from '../../api/test/verification-provider-stand-in';
import { newContext, type Product, poll, settledColumn, signIn, startProduct, waitForRows } from './harness';

let product: Product;
let provider: ProviderStandIn;

beforeAll(async () => {
  provider = await startProviderStandIn();
  product = await startProduct({
    VERIFICATION_PROVIDER_URL: provider.url,
    VERIFICATION_PROVIDER_KEY: provider.key,
  });
});
afterAll(async () => {
  await product?.close();
  await provider?.close();
});

describe('AutoCheck', () => {
  it('verifies a VIN: a refusal, a failed report, the retry and the history', async () => {
    const context = await newContext(product);
    const page = await context.newPage();
    try {
      await signIn(page, 'gerente@vitrina.mx');
      await page.goto('/verification');
      await page.getByRole('heading', { level: 1, name: 'AutoCheck' }).waitFor();
      await waitForRows(page);

      const field = page.getByRole('textbox', { name: 'VIN' });
      await field.fill('3mzbn1v7oHM123456');
      await page.getByRole('button', { name: 'Verificar', exact: true }).click();
      await page.getByText('El VIN no puede llevar las letras I, O ni Q').waitFor();

      provider.failing = 'server_error';
      await field.fill('3mzbn1v74hm123456');
      await page.getByRole('button', { name: 'Verificar', exact: true }).click();
      const result = page.getByRole('region', { name: 'Resultado de 3MZBN1V74HM123456' });
      await result.getByText('Mazda (3MZ)').waitFor();
      await result.getByText('2017', { exact: true }).waitFor();
      await result.getByText('4: correcto').waitFor();
      await result.getByText('El proveedor de reportes no está disponible en este momento.').waitFor();

      provider.failing = null;
      await result.getByRole('button', { name: 'Reintentar el reporte' }).click();
      await result.getByText('Sin reporte de robo').waitFor();
      await result.getByText('Sin alertas', { exact: true }).waitFor();
      await poll(() => settledColumn(page, 'query')).toContain('3MZBN1V74HM123456');
    } finally {
      await context.close();
    }
  });
});
