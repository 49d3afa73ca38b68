/**
 * The used-vehicle step form as a manager uses it, in Chromium against the real product: create a
 * vehicle through every step (catalog pickers, VIN, equipment, a draft saved to take photos, real
 * image files uploaded, reordered by dragging and with the keyboard, price and publication) and
 * find it saved; leave with unsaved changes and answer the spec §4 dialog both ways. Screenshots of
 * every step and the gallery in Spanish and English, light and dark, desktop and phone, written to
 * SHOTS_DIR (default test-results/screenshots/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vinCheckDigit } from '@vitrina/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ContextOptions,
  newContext,
  type Product,
  poll,
  screenshotVariants,
  settle,
  signIn,
  startProduct,
} from './harness';

const MANAGER = 'gerente@vitrina.mx';
const OUT_DIR = process.env.SHOTS_DIR
  ? path.resolve(process.env.SHOTS_DIR)
  : fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
/** The gallery's list of photos, in either language. */
const GALLERY = /^(Fotos del auto, en orden|The vehicle’s photos, in order)$/;

let product: Product;
let tmp: string;
let photoFiles: string[];

/** A drawn photo of a car (no fonts, no downloads): a sky, a road and a body in `color`. */
async function carPhoto(file: string, color: string, sky: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${sky}"/>
    <rect y="620" width="1200" height="280" fill="#4a4f57"/>
    <rect y="740" width="1200" height="14" fill="#e8e8e8"/>
    <path d="M220 600 L300 470 Q330 430 390 425 L760 425 Q820 428 860 470 L960 560 Q1010 570 1010 610 L1010 650 L190 650 L190 620 Q190 600 220 600 Z" fill="${color}"/>
    <path d="M330 540 L385 462 L560 462 L560 540 Z M590 540 L590 462 L760 462 Q800 466 830 500 L860 540 Z" fill="#cfe3f3"/>
    <circle cx="340" cy="655" r="78" fill="#1d1f22"/><circle cx="340" cy="655" r="36" fill="#9aa0a6"/>
    <circle cx="850" cy="655" r="78" fill="#1d1f22"/><circle cx="850" cy="655" r="36" fill="#9aa0a6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  if (file.endsWith('.png')) await image.png().toFile(file);
  else if (file.endsWith('.webp')) await image.webp({ quality: 80 }).toFile(file);
  else await image.jpeg({ quality: 82 }).toFile(file);
}

beforeAll(async () => {
  product = await startProduct();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-inventory-form-e2e-'));
  fs.mkdirSync(OUT_DIR, { recursive: true });
  photoFiles = [path.join(tmp, 'rojo.jpg'), path.join(tmp, 'azul.png'), path.join(tmp, 'verde.webp')];
  await carPhoto(photoFiles[0]!, '#c8102e', '#bfe0f5');
  await carPhoto(photoFiles[1]!, '#1f4fa8', '#f6d7a7');
  await carPhoto(photoFiles[2]!, '#2e7d32', '#d9d4f0');
});
afterAll(async () => {
  await product.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function signedIn(options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const file = path.join(OUT_DIR, `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  await signIn(page, MANAGER);
  return page;
}

/** Picks an option of a MUI select by the field's label. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** A VIN of the right shape, with the North American check digit and model year 2020 ('L'). */
function vin2020(serial: string): string {
  const draft = `3N1CN8DV0LL${serial.padStart(6, '0').slice(-6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** One API call with the page's own session. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' },
    });
    return response.json();
  }, url);
}

interface StoredVehicle {
  data: {
    id: number;
    status: string;
    vin: string;
    price: number | null;
    equipment: string[];
    published_marketplace: boolean;
    mileage_km: number;
    photos: { id: number; image: { card: string } }[];
  };
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const galleryImages = (page: Page) => page.getByRole('list', { name: GALLERY }).getByRole('img');
const gallerySources = (page: Page) =>
  galleryImages(page).evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

/** Fills step 1 with Nissan Versa Advance CVT 2020, sedán. */
async function chooseVehicle(page: Page): Promise<void> {
  await choose(page, 'Marca', 'Nissan');
  await choose(page, 'Modelo', 'Versa');
  await choose(page, 'Versión', 'Advance CVT');
  await choose(page, 'Año', '2020');
  await choose(page, 'Carrocería', 'Sedán');
}

describe('the used-vehicle step form', () => {
  it('creates a vehicle through every step with photos, reorders them and sees the new cover', async () => {
    const page = await signedIn();
    const serial = String(Date.now()).slice(-6);
    const vin = vin2020(serial);
    const stock = `E2E-${serial}`;

    await page.goto('/inventory/create');
    await page.getByRole('heading', { level: 1, name: 'Nuevo auto seminuevo' }).waitFor();
    await stepHeading(page, 'Vehículo').waitFor();
    await poll(() => page.getByRole('main').getByLabel('Agencia').inputValue()).toBe('Del Valle Polanco');
    // Each step checks its own fields before going on, with the server's messages.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Este campo es obligatorio.').first().waitFor();
    await chooseVehicle(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await stepHeading(page, 'Detalles').waitFor();
    const vinField = page.getByLabel(/^VIN/);
    await vinField.fill('3N1CN8DVIOQ123456');
    await page.getByText(/no puede llevar las letras I, O ni Q/).waitFor();
    await vinField.fill(vin.replace('L', 'M'));
    // A model year that is not the catalog's warns without blocking.
    await page.getByText(/no corresponde al año elegido del catálogo/).waitFor();
    await vinField.fill(vin.toLowerCase());
    await poll(() => vinField.inputValue()).toBe(vin);
    await poll(() => page.getByText(/no corresponde al año elegido/).count()).toBe(0);
    await page.getByLabel(/^No\. de inventario/).fill(stock);
    await page.getByLabel(/^Kilometraje/).fill('45000');
    await poll(() => page.getByLabel(/^Kilometraje/).inputValue()).toBe('45,000');
    await page.getByLabel('Color exterior').fill('Rojo');
    await page.getByLabel('Color interior').fill('Negro');
    await choose(page, /^Transmisión/, 'CVT');
    await choose(page, /^Combustible/, 'Gasolina');
    await choose(page, 'Tracción', 'Delantera');
    await choose(page, 'Puertas', '4');
    await page.getByLabel('Pasajeros').fill('5');
    await page.getByLabel('Motor').fill('1.6 L, 4 cilindros');
    await page.getByLabel('Descripción').fill('Único dueño, servicios de agencia.');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await stepHeading(page, 'Equipamiento').waitFor();
    const equipment = page.getByRole('combobox', { name: 'Agregar equipamiento' });
    await equipment.fill('Aire acondicionado');
    await equipment.press('Enter');
    await page.getByRole('button', { name: 'Agregar Cámara de reversa' }).click();
    await equipment.fill('Rines de 16 pulgadas');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await equipment.fill('aire ACONDICIONADO');
    await equipment.press('Enter');
    await page.getByText('«aire ACONDICIONADO» ya está en la lista.').waitFor();
    await page.getByRole('button', { name: 'Quitar Cámara de reversa' }).click();
    const chosen = page.getByRole('region', { name: 'Equipamiento del auto' }).getByRole('listitem');
    await poll(() => chosen.allTextContents()).toEqual(['Aire acondicionado', 'Rines de 16 pulgadas']);

    // Photos need a saved vehicle: the screen says so, saves a draft and goes on in edit mode.
    await page.getByText(/guardamos el auto como borrador \(Borrador\) al continuar/).waitFor();
    await page.getByRole('button', { name: 'Guardar borrador y continuar' }).click();
    await page.waitForURL(/\/inventory\/\d+\/edit\?step=photos$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText('Guardamos el auto como borrador. Ya puedes subir sus fotos.').waitFor();
    await stepHeading(page, 'Fotos').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Editar auto' }).waitFor();
    expect((await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`)).data.status).toBe(
      'Borrador',
    );

    await page.getByLabel('Elegir fotos').setInputFiles(photoFiles);
    await poll(() => galleryImages(page).count()).toBe(3);
    await poll(() => page.getByRole('list', { name: 'Archivos en proceso' }).count()).toBe(0);
    await page.getByText('3 de 30 fotos').waitFor();
    const uploaded = await gallerySources(page);
    for (const source of uploaded) expect(source).toMatch(/^\/uploads\/.+-card\.webp$/);
    await poll(() =>
      galleryImages(page).evaluateAll((images) =>
        images.every((i) => (i as HTMLImageElement).naturalWidth > 0),
      ),
    ).toBe(true);

    // Drag the third photo onto the first: it becomes the cover.
    const tiles = page.getByRole('list', { name: GALLERY }).getByRole('listitem');
    await tiles.nth(2).dragTo(tiles.nth(0));
    const dragged = [uploaded[2], uploaded[0], uploaded[1]];
    await poll(() => gallerySources(page)).toEqual(dragged);
    await poll(() => tiles.nth(0).getByText('Portada').count()).toBe(1);
    // The new order shows at once; the server's answer says where the photo went.
    await page.getByText('Foto movida a la posición 1 de 3.').waitFor();
    // The keyboard's way: the second photo one place later; the focus stays with it.
    await page.getByRole('button', { name: 'Mover la foto 2 después' }).focus();
    await page.keyboard.press('Enter');
    const moved = [uploaded[2], uploaded[1], uploaded[0]];
    await poll(() => gallerySources(page)).toEqual(moved);
    await page.getByText('Foto movida a la posición 3 de 3.').waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(
      'Mover la foto 3 antes',
    );
    const stored = await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`);
    expect(stored.data.photos.map((photo) => photo.image.card)).toEqual(moved);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 'Precio y publicación').waitFor();
    await page.getByLabel(/^Precio$/).fill('289900');
    await poll(() => page.getByLabel(/^Precio$/).inputValue()).toBe('289,900');
    await page.getByLabel(/^Precio de oferta/).fill('279900');
    await page.getByLabel('Marketplace Vitrina').check();
    await page.getByLabel('Ponerlo a la venta al terminar (Disponible)').check();
    await page.getByRole('button', { name: 'Guardar y terminar' }).click();
    await page.waitForURL(new RegExp(`/inventory/${id}/details$`));

    const saved = (await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`)).data;
    expect(saved).toMatchObject({
      status: 'Disponible',
      vin,
      price: 289_900,
      mileage_km: 45_000,
      equipment: ['Aire acondicionado', 'Rines de 16 pulgadas'],
      published_marketplace: true,
    });
    expect(saved.photos[0]?.image.card).toBe(uploaded[2]);
  });

  it('types prices as pesos, warns about a doubtful price and VIN before saving, and asks to confirm the price', async () => {
    const page = await signedIn();
    const serial = String(Date.now() + 7).slice(-6);
    const good = vin2020(serial);
    // The same VIN with another check digit (position 9): AutoCheck flags it, the form warns.
    const wrong = `${good.slice(0, 8)}${good[8] === '7' ? '8' : '7'}${good.slice(9)}`;

    await page.goto('/inventory/create');
    await stepHeading(page, 'Vehículo').waitFor();
    await chooseVehicle(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 'Detalles').waitFor();
    const vinField = page.getByLabel(/^VIN/);
    await vinField.fill(wrong);
    await page
      .getByText(/El dígito verificador del VIN \(posición 9\) no coincide/)
      .first()
      .waitFor();
    await page.getByLabel(/^No\. de inventario/).fill(`E2E-P${serial}`);
    await page.getByLabel(/^Kilometraje/).fill('61000');
    await choose(page, /^Transmisión/, 'CVT');
    await choose(page, /^Combustible/, 'Gasolina');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 'Equipamiento').waitFor();
    await page.getByRole('button', { name: 'Guardar borrador y continuar' }).click();
    await page.waitForURL(/\/inventory\/\d+\/edit\?step=photos$/, { timeout: 60_000 });
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText('Guardamos el auto como borrador. Ya puedes subir sus fotos.').waitFor();
    await stepHeading(page, 'Fotos').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 'Precio y publicación').waitFor();

    // Digits typed are pesos, as a person writes them; '.' starts the centavos.
    const price = page.getByLabel(/^Precio$/);
    await price.pressSequentially('239900');
    await poll(() => price.inputValue()).toBe('239,900');
    await price.blur();
    await poll(() => price.inputValue()).toBe('239,900.00');
    const offer = page.getByLabel(/^Precio de oferta/);
    await offer.pressSequentially('229900.5');
    await poll(() => offer.inputValue()).toBe('229,900.5');
    await offer.blur();
    await poll(() => offer.inputValue()).toBe('229,900.50');
    // A formatted amount pasted keeps its value.
    await offer.fill('$229,900');
    await offer.blur();
    await poll(() => offer.inputValue()).toBe('229,900.00');

    // A hundredth of the price: warned here, beside the VIN's warning, and asked about when saving.
    await price.fill('2399');
    await price.blur();
    await offer.fill('');
    await offer.blur();
    await page.getByText('$2,399.00 es muy poco para un auto 2020', { exact: false }).waitFor();
    await page
      .getByText(/El dígito verificador del VIN \(posición 9\) no coincide/)
      .first()
      .waitFor();
    await page.screenshot({
      path: path.join(OUT_DIR, 'vehicle-form-price-and-vin-warnings.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Guardar y terminar' }).click();
    const question = page.getByRole('dialog', { name: 'Confirma el precio' });
    await question.getByText(/¿El precio es \$2,399\.00\?/).waitFor();
    await question.getByRole('button', { name: 'Corregir el precio' }).click();
    await poll(() => question.count()).toBe(0);
    expect((await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`)).data.price).toBeNull();

    await price.fill('239900');
    await price.blur();
    await poll(() => page.getByText('es muy poco para un auto', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Guardar y terminar' }).click();
    await page.waitForURL(new RegExp(`/inventory/${id}/details$`), { timeout: 60_000 });
    const saved = (await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`)).data;
    expect(saved).toMatchObject({ price: 239_900, vin: wrong });
  });

  it('keeps the photos in the order they were chosen, whichever upload finishes first', async () => {
    const page = await signedIn();
    const id = await vehicleWithPhotos(page, []);
    const names = ['primera.jpg', 'segunda.jpg', 'tercera.jpg', 'cuarta.jpg'];
    const files = names.map((name) => path.join(tmp, name));
    const colors = ['#c8102e', '#1f4fa8', '#2e7d32', '#f2a900'];
    for (const [i, file] of files.entries()) await carPhoto(file, colors[i]!, '#bfe0f5');

    // The uploads finish third, fourth, second, first: each held until the one before it answered.
    const nameIn = (body: Buffer | null) =>
      names.find((name) => body?.toString('latin1').includes(`filename="${name}"`));
    const answered = new Map<string, () => void>();
    const answer = (name: string) => new Promise<void>((resolve) => answered.set(name, resolve));
    const fourthDone = answer('cuarta.jpg');
    const secondDone = answer('segunda.jpg');
    page.on('response', (response) => {
      const name = nameIn(response.request().postDataBuffer());
      if (name) answered.get(name)?.();
    });
    await page.route('**/api/mi-vitrina/inventory/*/photos*', async (route) => {
      const name = nameIn(route.request().postDataBuffer());
      if (name === 'primera.jpg') await secondDone;
      if (name === 'segunda.jpg') await fourthDone;
      await route.continue();
    });

    await page.goto(`/inventory/${id}/edit?step=photos`);
    await stepHeading(page, 'Fotos').waitFor();
    await page.getByLabel('Elegir fotos').setInputFiles(files);
    await expect.poll(() => galleryImages(page).count(), { timeout: 90_000 }).toBe(4);
    await expect
      .poll(() => page.getByRole('list', { name: 'Archivos en proceso' }).count(), { timeout: 60_000 })
      .toBe(0);

    // Photo ids follow the order the uploads were stored in: third, fourth, second, first.
    const stored = (await apiGet<StoredVehicle>(page, `/api/mi-vitrina/inventory/${id}`)).data.photos;
    const [third, fourth, second, first] = stored.map((photo) => photo.id).sort((a, b) => a - b);
    expect(stored.map((photo) => photo.id)).toEqual([first, second, third, fourth]);
    await poll(() => gallerySources(page)).toEqual(stored.map((photo) => photo.image.card));
  });

  it('asks once before leaving with unsaved changes: Seguir editando keeps the data, Salir leaves', async () => {
    const page = await signedIn();
    await page.goto('/inventory/create');
    await stepHeading(page, 'Vehículo').waitFor();
    // Nothing changed yet: leaving does not ask.
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL(/\/inventory$/);
    await page.goto('/inventory/create');
    await stepHeading(page, 'Vehículo').waitFor();
    await choose(page, 'Marca', 'Nissan');
    await choose(page, 'Modelo', 'Versa');

    const dialog = page.getByRole('dialog');
    await page.getByRole('link', { name: 'Volver' }).click();
    await dialog.getByText('¿Estás seguro de salir sin guardar los cambios?').waitFor();
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/inventory/create');
    await poll(() => page.getByRole('combobox', { name: 'Marca' }).textContent()).toContain('Nissan');
    await poll(() => page.getByRole('combobox', { name: 'Modelo' }).textContent()).toContain('Versa');

    await page.getByRole('link', { name: 'Volver' }).click();
    await dialog.getByText('¿Estás seguro de salir sin guardar los cambios?').waitFor();
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(/\/inventory$/);
    await poll(() => dialog.count()).toBe(0);

    // Salir cleared the vehicle in process: the next screen leaves without asking.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });
});

// Screenshots ---------------------------------------------------------------------------------

/** A draft of the manager's dealership with three photos (or `files`), made through the API. */
async function vehicleWithPhotos(page: Page, files: readonly string[] = photoFiles): Promise<number> {
  const serial = String(Date.now() + Math.floor(Math.random() * 1000)).slice(-6);
  const yearId = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    const get = async (url: string) =>
      ((await (await fetch(url, { headers })).json()) as { data: { id: number; name: string }[] }).data;
    const base = '/api/mi-vitrina/catalogs/options';
    const brand = (await get(`${base}/brands`)).find((entry) => entry.name === 'Nissan')!;
    const model = (await get(`${base}/models?brand_id=${brand.id}`)).find((entry) => entry.name === 'Versa')!;
    const version = (await get(`${base}/versions?model_id=${model.id}`)).find(
      (e) => e.name === 'Advance CVT',
    )!;
    return (await get(`${base}/years?version_id=${version.id}`)).find((entry) => entry.name === '2020')!.id;
  });
  const photos = files.map((file) => ({
    name: path.basename(file),
    type: file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
    bytes: fs.readFileSync(file).toString('base64'),
  }));
  return page.evaluate(
    async ({ vin, stock, yearId, photos }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const agency = Number(localStorage.getItem('dealershipId'));
      const created = await fetch('/api/mi-vitrina/inventory', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          agency_id: agency,
          catalog_year_id: yearId,
          vin,
          stock_number: stock,
          mileage_km: 45_000,
          exterior_color: 'Rojo',
          interior_color: 'Negro',
          transmission: 'cvt',
          fuel: 'gasoline',
          drivetrain: 'fwd',
          doors: 4,
          passengers: 5,
          engine: '1.6 L, 4 cilindros',
          description: 'Único dueño, servicios de agencia, llantas nuevas.',
          equipment: ['Aire acondicionado', 'Cámara de reversa', 'Apple CarPlay', 'Rines de aluminio'],
          first_on_lot: '2025-11-03',
          price: 289_900,
          offer_price: 279_900,
        }),
      });
      const { data } = (await created.json()) as { data: { id: number } };
      for (const photo of photos) {
        const form = new FormData();
        const bytes = Uint8Array.from(atob(photo.bytes), (char) => char.charCodeAt(0));
        form.append('file', new File([bytes], photo.name, { type: photo.type }));
        await fetch(`/api/mi-vitrina/inventory/${data.id}/photos`, { method: 'POST', headers, body: form });
      }
      return data.id;
    },
    { vin: vin2020(serial), stock: `FOTO-${serial}`, yearId, photos },
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect(fs.statSync(file).size).toBeGreaterThan(5_000);
}

const STEP_TITLES = {
  es: {
    vehicle: 'Vehículo',
    details: 'Detalles',
    equipment: 'Equipamiento',
    photos: 'Fotos',
    price: 'Precio y publicación',
  },
  en: {
    vehicle: 'Vehicle',
    details: 'Details',
    equipment: 'Equipment',
    photos: 'Photos',
    price: 'Price and publishing',
  },
} as const;

const VARIANTS = screenshotVariants(
  (['es', 'en'] as const).flatMap((locale) =>
    (['light', 'dark'] as const).flatMap((theme) =>
      (['desktop', 'phone'] as const).map((device) => ({ locale, theme, device })),
    ),
  ),
  ({ locale, theme, device }) => locale === 'en' && theme === 'dark' && device === 'phone',
);

describe.each(VARIANTS)(
  'screenshots of the step form ($locale, $theme, $device)',
  ({ locale, theme, device }) => {
    it('shows every step and the gallery', async () => {
      const page = await signedIn({ locale, dark: theme === 'dark', phone: device === 'phone' });
      const id = await vehicleWithPhotos(page);
      const name = (screen: string) => `inventory-form-${screen}-${locale}-${theme}-${device}`;
      const titles = STEP_TITLES[locale];

      await page.goto('/inventory/create');
      // The step's help is shown on every layout (its heading is for screen readers on phones).
      await page
        .getByText(locale === 'es' ? /Elige el auto del catálogo/ : /Choose the vehicle from the catalog/)
        .waitFor();
      await shoot(page, name('create'));

      for (const step of ['vehicle', 'details', 'equipment', 'photos', 'price'] as const) {
        await page.goto(`/inventory/${id}/edit?step=${step}`);
        await page
          .getByRole('heading', { level: 2, name: titles[step], includeHidden: true })
          .waitFor({ state: 'attached' });
        if (step === 'vehicle')
          await poll(() => page.getByRole('main').getByRole('combobox').nth(0).textContent()).not.toBe('');
        if (step === 'photos') {
          await poll(() => galleryImages(page).count()).toBe(3);
          await poll(() =>
            galleryImages(page).evaluateAll((images) =>
              images.every((i) => (i as HTMLImageElement).naturalWidth > 0),
            ),
          ).toBe(true);
        }
        await shoot(page, name(step));
      }
    });
  },
);
