/**
 * Marketing content as people use it, in Chromium against the real product: the Superadmin writes
 * a blog post, watches the live preview render the Markdown (and not a script), publishes it and
 * finds it in the marketplace site's public API; a Gerente watches a tutorial and sees it marked
 * "Visto", still so after a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { newContext, type Product, poll, SCREEN_TIMEOUT, signIn, startProduct, waitForRows } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

async function signedIn(email: string, options: { phone?: boolean } = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

describe('blog', () => {
  it('writes a post with its live preview and publishes it to the marketplace site', async () => {
    const page = await signedIn('superadmin@vitrina.mx');
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await waitForRows(page);
    await page.getByRole('link', { name: 'Nueva publicación' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nueva publicación' }).waitFor();

    const title = `Autos híbridos en Querétaro ${Date.now().toString(36)}`;
    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Contenido (Markdown)')
      .fill(
        '## Ventajas\n\nMenos **consumo** en ciudad.\n\n<script>window.hacked = true</script>\n\n[Ver autos](https://vitrina.mx)',
      );
    const preview = page.getByRole('region', { name: 'Vista previa del contenido' });
    await preview.getByRole('heading', { level: 2, name: 'Ventajas' }).waitFor();
    await expect(preview.locator('strong').innerText()).resolves.toBe('consumo');
    await preview.getByText('<script>window.hacked = true</script>').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

    await page.getByLabel('Categoría').fill('Consejos');
    await page.getByLabel('Autor').fill('Sofía Ramírez');
    await page.getByLabel('Etiquetas').fill('Híbridos, Querétaro');
    await page.getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Publicado' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar publicación' }).waitFor();
    const slug = await page.getByLabel('Slug (dirección)').inputValue();
    expect(slug).toMatch(/^autos-hibridos-en-queretaro-/);

    const response = await fetch(`${product.url}/api/public/v1/blog/posts/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const { data } = (await response.json()) as { data: { title: string; html: string; tags: string[] } };
    expect(data).toMatchObject({ title, tags: ['Híbridos', 'Querétaro'] });
    expect(data.html).toContain('<h2>Ventajas</h2>');
    expect(data.html).not.toContain('<script>');

    await page.goto('/blog');
    await page.getByRole('link', { name: title }).first().waitFor();
  });

  it('says on the field when the slug is taken', async () => {
    const page = await signedIn('superadmin@vitrina.mx');
    await page.goto('/blog/create');
    await page.getByRole('heading', { level: 1, name: 'Nueva publicación' }).waitFor();
    await page.getByLabel('Título').fill('Otra guía');
    await page.getByLabel('Slug (dirección)').fill('guia-de-financiamiento-automotriz-2026');
    await page.getByLabel('Categoría').fill('Financiamiento');
    await page.getByLabel('Autor').fill('Sofía Ramírez');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText('Ya existe una publicación con ese slug. Cámbialo para que la dirección sea única.')
      .waitFor({ timeout: SCREEN_TIMEOUT });
  });
});

describe('tutorials', () => {
  it('a Gerente watches a tutorial and it is marked watched for them', async () => {
    const page = await signedIn('gerente@vitrina.mx');
    await page.goto('/tutorials');
    await page.getByRole('heading', { level: 1, name: 'Tutoriales' }).waitFor();
    const card = page.getByRole('article', { name: 'Fotos que venden' });
    await card.waitFor();
    await card.getByText('Sin ver', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Inventario' }).click();
    await page
      .getByRole('article', { name: 'Responder un lead en menos de 15 minutos' })
      .waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Ver «Fotos que venden»' }).click();
    const player = page.getByRole('dialog', { name: 'Fotos que venden' });
    await player.waitFor();
    const src = await player.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1/);
    await player.getByRole('button', { name: 'Cerrar' }).click();
    await card.getByText('Visto', { exact: true }).waitFor();

    await page.reload();
    await page
      .getByRole('article', { name: 'Fotos que venden' })
      .getByText('Visto', { exact: true })
      .waitFor();
    await page.getByText(/^1 de \d+ vistos$/).waitFor();

    await page.getByLabel('Buscar tutoriales').fill('lead');
    await page.getByRole('article', { name: 'Fotos que venden' }).waitFor({ state: 'detached' });
  });

  it('while one card is being marked, only its button waits', async () => {
    const page = await signedIn('gerente@vitrina.mx');
    await page.goto('/tutorials');
    const cards = page.getByRole('article');
    await cards.nth(1).waitFor();
    // The mark reaches the server only once the other card has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/watched**', async (route) => {
      await held;
      await route.continue();
    });
    const first = cards.nth(0).getByRole('button', { name: /^Marcar como (no )?visto$/ });
    const second = cards.nth(1).getByRole('button', { name: /^Marcar como (no )?visto$/ });
    const before = await first.innerText();
    await first.click();
    await poll(() => first.isDisabled()).toBe(true);
    expect(await second.isEnabled()).toBe(true);
    release();
    await poll(async () => (await first.isEnabled()) && (await first.innerText()) !== before).toBe(true);
  });
});
