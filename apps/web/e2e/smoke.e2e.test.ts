import { afterAll, beforeAll, it } from 'vitest';
import { newContext, type Product, poll, startProduct } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

it('serves the login screen to a visitor, in Spanish, with its window title', async () => {
  const context = await newContext(product);
  const page = await context.newPage();
  await page.goto('/');
  await poll(() => page.title()).toBe('Iniciar sesión | Vitrina');
  await context.close();
});

it('shows Not found for an unknown address, with a way home', async () => {
  const context = await newContext(product);
  const page = await context.newPage();
  await page.goto('/esta/ruta/no-existe');
  await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
  await page.getByRole('link', { name: 'Ir al inicio' }).waitFor();
  await context.close();
});
