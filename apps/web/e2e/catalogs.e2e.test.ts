/**
 * The catalogs as a person uses them, in Chromium against the real product: a superadmin creates
 * a brand → model → version → year through the screens; sorts and pages a list (and the URL keeps
 * it); exports; downloads the bulk-upload template, fills it, uploads it, reads the preview,
 * applies it and finds the new rows. Also screenshots of the brands list, a form and the upload
 * preview (desktop and phone, light and dark) in test-results/screenshots/.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  newContext,
  type Product,
  poll,
  screenshotVariants,
  settle,
  signIn,
  startProduct,
  waitForColumn,
  waitForRows,
} from './harness';

const SUPERADMIN = 'superadmin@vitrina.mx';
const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const TEMPLATE = '/BASE_PARA_CARGA_MASIVA_DE_CATALOGO.xlsx';
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let product: Product;
let tmp: string;
beforeAll(async () => {
  product = await startProduct();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-catalogs-e2e-'));
  fs.mkdirSync(OUT_DIR, { recursive: true });
});
afterAll(async () => {
  await product.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function signedIn(options: { dark?: boolean; phone?: boolean } = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    // What the screen showed when a step failed, for whoever reads the failure.
    if (task.result?.state === 'fail') {
      const file = path.join(OUT_DIR, `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  await signIn(page, SUPERADMIN);
  return page;
}

/** Picks an option of a MUI select by the field's label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** A list read from the API with the page's own session. */
async function apiList(
  page: Page,
  pathAndQuery: string,
): Promise<{ data: Record<string, unknown>[]; meta: { total: number } }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return response.json();
  }, `/api/mi-vitrina/catalogs/${pathAndQuery}`);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`;

describe('catalogs', () => {
  it('creates a brand → model → version → year through the screens', async () => {
    const page = await signedIn();
    const brand = unique('Marca E2E');
    const model = 'Modelo Uno';
    const version = 'Versión Base';

    await page.goto('/catalogs/brands');
    await page.getByRole('heading', { level: 1, name: 'Marcas' }).waitFor();
    await page.getByRole('link', { name: 'Nuevo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nueva marca' }).waitFor();
    await page.getByLabel(/^Nombre/).fill(brand);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/catalogs\/brands\/\d+\/edit$/);
    await page.getByRole('button', { name: /Guardado/ }).waitFor();
    await poll(() => page.getByLabel(/^Slug/).inputValue()).toMatch(/^marca-e2e-/);

    // The logo: choose, see it, upload, and the stored variant is what the screen shows.
    const logo = path.join(tmp, 'logo.png');
    await sharp({ create: { width: 320, height: 160, channels: 3, background: '#c8102e' } })
      .png()
      .toFile(logo);
    await page.getByLabel('Elegir imagen').setInputFiles(logo);
    await page.getByRole('img', { name: 'Vista previa de la imagen elegida' }).waitFor();
    await page.getByRole('button', { name: 'Subir imagen' }).click();
    await page.getByRole('button', { name: 'Cambiar imagen' }).waitFor();
    const stored = page.getByRole('img', { name: `Logo de ${brand}` });
    await poll(() => stored.getAttribute('src')).toMatch(/^\/uploads\/.+-card\.webp$/);
    await poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/catalogs/models');
    await page.getByRole('link', { name: 'Nuevo', exact: true }).click();
    // The list stays on screen until the form's code has loaded: wait for the form itself.
    await page.getByRole('heading', { level: 1, name: 'Nuevo modelo' }).waitFor();
    await choose(page, 'Marca', brand);
    await page.getByLabel(/^Nombre/).fill(model);
    await choose(page, 'Carrocería', 'SUV');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/models\/\d+\/edit$/);
    const modelId = Number(new URL(page.url()).pathname.split('/')[2]);

    await page.getByRole('link', { name: 'Ver versiones' }).click();
    await page.waitForURL(`**/models/${modelId}/versions`);
    // Breadcrumbs: Inicio › Modelos › {marca} › {modelo} › Versiones.
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await poll(() => crumbs.getByRole('listitem').allTextContents()).toEqual([
      'Inicio',
      'Modelos',
      brand,
      model,
      'Versiones',
    ]);
    await page.getByRole('link', { name: 'Nuevo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nueva versión' }).waitFor();
    await page.getByLabel(/^Versión/).fill(version);
    await choose(page, 'Transmisión', 'Automática');
    await choose(page, 'Combustible', 'Gasolina');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/models/${modelId}/versions/\\d+/edit$`));
    const versionId = Number(new URL(page.url()).pathname.split('/')[4]);

    await page.getByRole('link', { name: 'Ver años' }).click();
    await page.waitForURL(`**/models/${modelId}/versions/${versionId}/years`);
    await poll(() => crumbs.getByRole('listitem').allTextContents()).toEqual([
      'Inicio',
      'Modelos',
      brand,
      model,
      'Versiones',
      version,
      'Años',
    ]);
    await page.getByRole('link', { name: 'Nuevo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo año' }).waitFor();
    await choose(page, 'Año', '2025');
    await page.getByLabel(/^Precio de lista/).fill('459900.50');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/years\/\d+\/edit$/);

    await page.goto(`/models/${modelId}/versions/${versionId}/years`);
    await waitForColumn(page, 'year', ['2025']);
    // Spec §1: pesos in es-MX format.
    await waitForColumn(page, 'list_price', ['$459,900.50']);

    await page.goto(`/catalogs/brands?search=${encodeURIComponent(brand)}`);
    await waitForColumn(page, 'name', [brand]);
    await poll(() => page.getByRole('img', { name: `Logo de ${brand}` }).getAttribute('src')).toMatch(
      /-thumb\.webp$/,
    );

    await page.goto(`/catalogs/models?search=${encodeURIComponent(brand)}`);
    await waitForColumn(page, 'name', [model]);
    await waitForColumn(page, 'brand_name', [brand]);
    await waitForColumn(page, 'body_name', ['SUV']);
    await waitForColumn(page, 'versions_count', ['1']);
  });

  it('asks before deleting; a brand in use is refused with the reason, an unused one goes', async () => {
    const page = await signedIn();
    await page.goto('/catalogs/brands?search=Audi');
    await waitForColumn(page, 'name', ['Audi']);
    await page.getByRole('button', { name: 'Eliminar Audi' }).click();
    const ask = page.getByRole('dialog', { name: '¿Eliminar registro?' });
    await ask.getByText('Se eliminará «Audi». Esta acción no se puede deshacer.').waitFor();
    await ask.getByRole('button', { name: 'Eliminar' }).click();
    const refused = page.getByRole('dialog', { name: 'Ups!' });
    await refused.getByText(/No se puede eliminar porque está en uso/).waitFor();
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await refused.waitFor({ state: 'detached' });
    await waitForColumn(page, 'name', ['Audi']);

    const spare = unique('Marca Borrable');
    const created = await page.evaluate(async (name) => {
      const response = await fetch('/api/mi-vitrina/catalogs/brands', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ name, active: true }),
      });
      return { status: response.status, body: await response.text() };
    }, spare);
    // A refusal is the server's, said here; not a list that never shows the brand.
    expect(created.status, created.body).toBeLessThan(300);
    await page.goto(`/catalogs/brands?search=${encodeURIComponent(spare)}`);
    await waitForColumn(page, 'name', [spare]);
    await page.getByRole('button', { name: `Eliminar ${spare}` }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar registro?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByText('No se encontraron resultados').waitFor();
  });

  it('sorts and pages a list, and the address keeps both through a reload', async () => {
    const page = await signedIn();
    await page.goto('/catalogs/models');
    const first = await apiList(page, 'models?page=1&limit=25');
    await waitForColumn(
      page,
      'name',
      first.data.map((row) => String(row.name)),
    );

    const brandHeader = page.getByRole('columnheader', { name: /Marca/ });
    await brandHeader.click();
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('brand_name|asc');
    // The next click is read against what the grid shows: wait until it shows the order.
    await poll(() => brandHeader.getAttribute('aria-sort')).toBe('ascending');
    await brandHeader.click();
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('brand_name|desc');
    await poll(() => brandHeader.getAttribute('aria-sort')).toBe('descending');
    // A person pages on once the list shows the new order (the rows, not only the header's arrow).
    const firstDesc = await apiList(page, 'models?page=1&limit=25&sort=brand_name|desc');
    await waitForColumn(
      page,
      'name',
      firstDesc.data.map((row) => String(row.name)),
    );
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await apiList(page, 'models?page=2&limit=25&sort=brand_name|desc');
    const secondNames = second.data.map((row) => String(row.name));
    await waitForColumn(page, 'name', secondNames);
    await poll(() => page.getByTestId('table-total').textContent()).toBe(
      `26–50 de ${second.meta.total.toLocaleString('en-US')}`,
    );

    await page.reload();
    await waitForColumn(page, 'name', secondNames);
    await poll(() => brandHeader.getAttribute('aria-sort')).toBe('descending');
    await page.goBack();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  it('exports the list with its filters, as XLSX and CSV', async () => {
    const page = await signedIn();
    await page.goto('/catalogs/brands?active=true');
    await waitForRows(page);
    const listed = await apiList(page, 'brands?page=1&limit=25&active=true');

    await page.getByRole('button', { name: 'Exportar' }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsxPath = path.join(tmp, xlsx.suggestedFilename());
    await xlsx.saveAs(xlsxPath);
    expect(fs.statSync(xlsxPath).size).toBeGreaterThan(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    // A header row, then one row per brand the filtered list counts.
    expect(workbook.worksheets[0]!.actualRowCount).toBe(listed.meta.total + 1);

    await page.getByRole('button', { name: 'Exportar' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    const csvPath = path.join(tmp, csv.suggestedFilename());
    await csv.saveAs(csvPath);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(fs.readFileSync(csvPath, 'utf8').trim().length).toBeGreaterThan(0);
  });

  it('downloads the template, fills it, uploads it, previews, applies and finds the new rows', async () => {
    const page = await signedIn();
    await page.goto('/catalogs/brands');
    await page.getByRole('button', { name: 'Carga masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carga masiva del catálogo' });
    await dialog.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Descargar plantilla' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('BASE_PARA_CARGA_MASIVA_DE_CATALOGO.xlsx');
    const templatePath = path.join(tmp, 'plantilla.xlsx');
    await download.saveAs(templatePath);

    const brand = unique('Carga E2E');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templatePath);
    const sheet = workbook.getWorksheet('Catalogo')!;
    expect(sheet.getRow(1).values).toContain('Marca');
    // The example rows go; ours take their place.
    // One row at a time: exceljs's spliceRows leaves a loaded sheet as it was when asked for several.
    for (let row = sheet.rowCount; row >= 2; row -= 1) sheet.spliceRows(row, 1);
    expect(sheet.actualRowCount).toBe(1);
    sheet.addRow([brand, 'Alfa', 'SUV', 'Sport', 'Automática', 'Gasolina', 2025, 512_900]);
    sheet.addRow([brand, 'Alfa', 'SUV', 'Sport', 'Automática', 'Gasolina', 2026, 534_900]);
    sheet.addRow([brand, 'Beta', 'Sedán', 'Comfort', 'Manual', 'Híbrido', 2026, 389_900.5]);
    const filled = path.join(tmp, 'catalogo-lleno.xlsx');
    await workbook.xlsx.writeFile(filled);

    await dialog.locator('input[type="file"]').setInputFiles(filled);
    await dialog.getByTestId('upload-file-name').waitFor();
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Vista previa de 3 filas').waitFor();
    // 1 brand + 2 models + 2 versions + 3 years to create; the body types already exist.
    await poll(() => dialog.getByTestId('upload-create').locator('p').nth(1).textContent()).toBe('8');
    await poll(() => dialog.getByTestId('upload-errors').locator('p').nth(1).textContent()).toBe('0');
    const rows = dialog.getByRole('table', { name: 'Filas del archivo' }).getByRole('row');
    await poll(() => rows.count()).toBe(4);
    for (const shown of ['Beta', '$389,900.50', 'Crear'])
      await poll(() => rows.nth(3).textContent()).toContain(shown);

    await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
    await dialog.getByText('Listo: los cambios se guardaron en el catálogo.').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    await page.goto(`/catalogs/brands?search=${encodeURIComponent(brand)}`);
    await waitForColumn(page, 'name', [brand]);
    await waitForColumn(page, 'models_count', ['2']);
    await page.goto(`/catalogs/models?search=${encodeURIComponent(brand)}&sort=name|asc`);
    await waitForColumn(page, 'name', ['Alfa', 'Beta']);

    // The same file again changes nothing, and the preview says so.
    await page.goto('/catalogs/brands');
    await page.getByRole('button', { name: 'Carga masiva' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(filled);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('El archivo no cambia nada: todo ya está en el catálogo.').waitFor();
    await poll(() => dialog.getByTestId('upload-unchanged').locator('p').nth(1).textContent()).toBe('3');
    await poll(() => dialog.getByRole('button', { name: 'Aplicar cambios' }).isDisabled()).toBe(true);
  });
});

/**
 * The whole page, or what the viewport shows when a dialog covers it; and axe-core over the same
 * screen: no serious or critical violation (soft, so one run lists every screen's).
 */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  expect(fs.statSync(file).size).toBeGreaterThan(5_000);
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `${name}: axe found serious or critical violations`).toEqual([]);
}

// axe runs over these screens too, so CI keeps both themes.
const VARIANTS = screenshotVariants(
  (['light', 'dark'] as const).flatMap((theme) =>
    (['desktop', 'phone'] as const).map((device) => ({ theme, device })),
  ),
  ({ theme, device }) => (theme === 'dark') === (device === 'phone'),
);

describe.each(VARIANTS)('catalog screenshots ($theme, $device)', ({ theme, device }) => {
  it("brands list, brand form, a version's years and the upload preview", async () => {
    const page = await signedIn({ dark: theme === 'dark', phone: device === 'phone' });
    const name = (screen: string) => `catalogs-${screen}-es-${theme}-${device}`;

    await page.goto('/catalogs/brands');
    await waitForRows(page);
    // Logos load lazily: the first one drawn, when the list has one.
    await poll(() =>
      page.evaluate(() => document.querySelector<HTMLImageElement>('.MuiDataGrid-row img')?.complete ?? true),
    ).toBe(true);
    await shoot(page, name('brands'));

    const brands = await apiList(page, 'brands?page=1&limit=1&sort=name|asc');
    await page.goto(`/catalogs/brands/${brands.data[0]!.id}/edit`);
    await poll(() => page.getByLabel(/^Nombre/).inputValue()).toBe(String(brands.data[0]!.name));
    await shoot(page, name('brand-form'));

    const models = await apiList(page, 'models?page=1&limit=1&search=Versa');
    const modelId = models.data[0]!.id as number;
    const versions = await apiList(page, `models/${modelId}/versions?page=1&limit=1`);
    await page.goto(`/models/${modelId}/versions/${versions.data[0]!.id}/years`);
    await waitForRows(page);
    await shoot(page, name('years'));

    await page.goto('/catalogs/brands');
    await page.getByRole('button', { name: 'Carga masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carga masiva del catálogo' });
    const template = path.join(tmp, `template-${theme}-${device}.xlsx`);
    fs.writeFileSync(template, await (await page.request.get(TEMPLATE)).body());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    // The examples plus two broken rows: the preview shows both kinds.
    const sheet = workbook.getWorksheet('Catalogo')!;
    sheet.addRow(['Nissan', 'Versa', 'Sedán', 'Advance', 'Semiautomática', 'Gasolina', 2025, 331_900]);
    sheet.addRow(['Kia', 'Rio', 'Sedán', 'LX', 'Manual', 'Gasolina', 1800, -5]);
    const file = path.join(tmp, `preview-${theme}-${device}.xlsx`);
    await workbook.xlsx.writeFile(file);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText(/Vista previa de/).waitFor();
    await shoot(page, name('upload-errors'), false);
    await dialog.getByRole('tab', { name: /Filas/ }).click();
    await shoot(page, name('upload-rows'), false);
  });
});
