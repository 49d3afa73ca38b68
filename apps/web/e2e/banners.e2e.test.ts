/**
 * Marketplace banners as an administrator uses them, in Chromium against the real product: a new
 * banner for Yucatán on the Nuevos page, an image of the wrong size refused with its sizes, the
 * desktop and mobile images uploaded, a second banner dragged above it, and the marketplace's
 * public API answering both in that order (and the national banner for a state without any).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicBannersAnswer } from '@vitrina/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiAs, newContext, type Product, poll, signIn, startProduct } from './harness';

let product: Product;
let tmp: string;
beforeAll(async () => {
  product = await startProduct();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-banners-'));
});
afterAll(async () => {
  await product.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function png(name: string, width: number, height: number, background: string): Promise<string> {
  const file = path.join(tmp, name);
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

async function upload(page: Page, region: string, file: string): Promise<void> {
  const section = page.getByRole('region', { name: region });
  await section.getByLabel('Elegir imagen').setInputFiles(file);
  await section.getByRole('button', { name: 'Subir imagen' }).click();
}

async function publicBanners(query: string): Promise<PublicBannersAnswer> {
  const response = await fetch(`${product.url}/api/public/v1/banners?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('max-age=60');
  return (await response.json()) as PublicBannersAnswer;
}

describe('banners', () => {
  it('creates a banner for a state with its images, reorders it, and the public API answers it', async () => {
    const context = await newContext(product);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await signIn(page, 'superadmin@vitrina.mx');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/marketplace-banners/nuevos');
    await page.getByRole('heading', { level: 1, name: 'Banners Nuevos' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo banner' });
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Yucatán', exact: true }).click();
    await dialog.getByLabel(/^Título/).fill('Mérida: ofertas de diciembre');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/marketplace-banners\/nuevos\/\d+\/edit$/);
    const first = Number(new URL(page.url()).pathname.split('/')[3]);
    await page.getByRole('heading', { level: 1, name: 'Editar banner' }).waitFor();

    // The recommended sizes are on screen; an image of another shape is refused, saying why.
    const desktop = page.getByRole('region', { name: 'Imagen para escritorio' });
    await desktop.getByText('Tamaño recomendado: 1920 × 480 px').waitFor();
    await upload(page, 'Imagen para escritorio', await png('cuadrada.png', 900, 900, '#888888'));
    await desktop.getByText(/mide 900 × 900 px/).waitFor();
    await upload(page, 'Imagen para escritorio', await png('escritorio.png', 1920, 480, '#c62828'));
    await desktop.getByRole('button', { name: 'Cambiar imagen' }).waitFor();
    await upload(page, 'Imagen para móvil', await png('movil.png', 800, 800, '#1565c0'));
    await page
      .getByRole('region', { name: 'Imagen para móvil' })
      .getByRole('button', { name: 'Cambiar imagen' })
      .waitFor();
    await page.getByLabel(/^Enlace/).fill('/nuevos?estado=yucatan');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: /Guardado/ }).waitFor();

    let answer = await publicBanners('placement=nuevos&state=Yucat%C3%A1n');
    expect(answer.data.map((banner) => banner.id)).toEqual([first]);
    expect(answer.data[0]!.link).toBe('/nuevos?estado=yucatan');
    expect(answer.data[0]!.desktop.full).toMatch(/^\/uploads\/banners\/desktop\/.+-full\.webp$/);
    expect(answer.data[0]!.mobile.card).toMatch(/^\/uploads\/banners\/mobile\/.+-card\.webp$/);

    // A second Yucatán banner, made ready through the API, then dragged above the first.
    const call = await apiAs(product, 'superadmin@vitrina.mx');
    const second = (
      await call<{ data: { id: number } }>('POST', '/mi-vitrina/banners', {
        placement: 'nuevos',
        state_code: '31',
        title: 'Mérida: estrena con enganche cero',
      })
    ).data.id;
    for (const [kind, width, height] of [
      ['desktop', 1920, 480],
      ['mobile', 800, 800],
    ] as const) {
      const form = new FormData();
      const bytes = await sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${kind}.png`);
      await call('POST', `/mi-vitrina/banners/${second}/images/${kind}`, form);
    }

    await page.goto('/marketplace-banners/nuevos?estado=31');
    const items = page.locator('[data-banner-id]');
    await poll(() => items.count()).toBe(2);
    await poll(() =>
      items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id'))),
    ).toEqual([String(first), String(second)]);
    await items.nth(1).dragTo(items.nth(0));
    await page
      .getByRole('status')
      .getByText(/quedó en la posición 1 de 2/)
      .waitFor();

    answer = await publicBanners('placement=nuevos&state=31');
    expect(answer.data.map((banner) => banner.id)).toEqual([second, first]);
    expect(answer.meta.fallback).toBe(false);

    // After a reload the order is the stored one.
    await page.reload();
    await poll(() =>
      items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id'))),
    ).toEqual([String(second), String(first)]);

    // Another state without banners gets the national one.
    const fallback = await publicBanners('placement=nuevos&state=Zacatecas');
    expect(fallback.meta.fallback).toBe(true);
    expect(fallback.data.map((banner) => banner.id)).not.toContain(first);
  });
});
