/**
 * The used inventory as a dealership's manager lives it, in Chromium against the real product:
 * the list shows the dealership's vehicles and narrows them by search and status; a car is put
 * on hold and then sold through the status dialogs and shows up in Vendidos Seminuevos with the
 * totals; a car's photos open full size; a vehicle of a dealership the manager does not belong
 * to is not theirs to open. Also screenshots of the list, a car's details (and its hold dialog,
 * its fields refused) and the sold list in Spanish and English, light and dark, desktop and
 * phone, in test-results/screenshots/inventory-*.png.
 *
 * The vehicles are made through the API as the superadmin before the browser starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vinCheckDigit } from '@vitrina/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ApiCall,
  apiAs,
  type ContextOptions,
  newContext,
  type Product,
  poll,
  screenshotVariants,
  settle,
  signIn,
  startProduct,
  waitForRows,
} from './harness';

const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const MANAGER = 'gerente@vitrina.mx';
/** A run's own mark, so searches find this run's vehicles among the demo inventory. */
const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;

let product: Product;

// The API, as the superadmin ----------------------------------------------------------------

let call: ApiCall;

type Option = { id: number; name: string };
const options = async (pathAndQuery: string) =>
  (await call<{ data: Option[] }>('GET', `/mi-vitrina/catalogs/options/${pathAndQuery}`)).data;

async function agencyId(name: string): Promise<number> {
  const { data } = await call<{ data: Option[] }>(
    'GET',
    `/mi-vitrina/agencies?search=${encodeURIComponent(name)}`,
  );
  return data.find((agency) => agency.name === name)!.id;
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A VIN of the right shape for `year`, its check digit right. */
function vinFor(year: number, serial: number): string {
  const draft = `3N1CN7AD0${YEAR_CODES[(year - 1980) % 30]}E${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** `YYYY-MM-DD` of `days` days ago in Mexico City. */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

interface Vehicle {
  id: number;
  stock_number: string;
  brand_name: string;
  model_name: string;
  year: number;
  lock_version: number;
}

let serial = Math.floor(Math.random() * 900_000);
async function createVehicle(
  agency: number,
  stock: string,
  fields: Record<string, unknown>,
): Promise<Vehicle> {
  const brand = (await options('brands')).find((option) => option.name === 'Nissan')!;
  const model = (await options(`models?brand_id=${brand.id}`))[0]!;
  const version = (await options(`versions?model_id=${model.id}`))[0]!;
  const year = (await options(`years?version_id=${version.id}`))[0]!;
  serial += 1;
  const { data } = await call<{ data: Vehicle }>('POST', `/mi-vitrina/inventory?agency=${agency}`, {
    agency_id: agency,
    catalog_year_id: year.id,
    vin: vinFor(Number(year.name), serial),
    stock_number: stock,
    mileage_km: 38_500,
    exterior_color: 'Blanco perla',
    interior_color: 'Negro',
    transmission: 'automatic',
    fuel: 'gasoline',
    price: 265_000,
    first_on_lot: daysAgo(45),
    description: 'Único dueño, servicios de agencia, factura original.',
    equipment: ['Cámara de reversa', 'Apple CarPlay', 'Control de crucero'],
    ...fields,
  });
  return data;
}

async function makeAvailable(vehicle: Vehicle): Promise<Vehicle> {
  const { data } = await call<{ data: Vehicle }>('POST', `/mi-vitrina/inventory/${vehicle.id}/status`, {
    status: 'Disponible',
    lock_version: vehicle.lock_version,
  });
  return data;
}

/** A drawn photo (a sky, a road and a car's outline), as a dealer's camera would give a JPEG. */
async function photo(hue: number): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="560" fill="hsl(${hue}, 55%, 72%)"/>
    <rect y="560" width="1200" height="340" fill="hsl(${hue}, 10%, 32%)"/>
    <rect x="250" y="420" width="700" height="170" rx="60" fill="hsl(${(hue + 180) % 360}, 60%, 40%)"/>
    <rect x="380" y="330" width="420" height="130" rx="50" fill="hsl(${(hue + 180) % 360}, 60%, 48%)"/>
    <circle cx="400" cy="600" r="70" fill="#222"/><circle cx="800" cy="600" r="70" fill="#222"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function addPhotos(vehicle: Vehicle, hues: number[]): Promise<void> {
  for (const [index, hue] of hues.entries()) {
    const form = new FormData();
    form.append('file', await photo(hue), `foto-${index + 1}.jpg`);
    await call('POST', `/mi-vitrina/inventory/${vehicle.id}/photos`, form);
  }
}

let held: Vehicle;
let draft: Vehicle;
let elsewhere: Vehicle;
/** What the screenshots show: a Disponible car with photos, an offer and a publication. */
let showcase: Vehicle;

beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  call = await apiAs(product, 'superadmin@vitrina.mx');
  const polanco = await agencyId('Del Valle Polanco');
  held = await makeAvailable(
    await createVehicle(polanco, `${TAG}-1`, { offer_price: 259_900, published_marketplace: false }),
  );
  draft = await createVehicle(polanco, `${TAG}-2`, { price: 198_000, first_on_lot: daysAgo(130) });
  elsewhere = await makeAvailable(
    await createVehicle(await agencyId('Motormex Guadalajara'), `${TAG}-9`, { price: 310_000 }),
  );
  showcase = await makeAvailable(
    await createVehicle(polanco, `${TAG}-5`, {
      price: 389_900,
      offer_price: 374_900,
      drivetrain: 'awd',
      doors: 5,
      passengers: 5,
      engine: '2.0 L 4 cilindros',
      published_marketplace: true,
      published_meta: true,
    }),
  );
  await addPhotos(showcase, [210, 30, 130]);
});
afterAll(() => product.close());

// The browser -------------------------------------------------------------------------------

/** A signed-in page in a fresh browser profile, closed (with a screenshot on failure) after the test. */
async function pageOf(email: string, options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const file = path.join(
        OUT_DIR,
        `failed-inventory-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  await signIn(page, email);
  return page;
}

/** Picks an option of a MUI select by the field's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await poll(() => page.getByRole('listbox').count()).toBe(0);
}

async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

describe('used inventory, end to end', () => {
  it('lists the dealership’s vehicles and narrows them by search and status', async () => {
    const page = await pageOf(MANAGER);
    await page.goto('/inventory');
    await page.getByRole('heading', { level: 1, name: 'Autos Seminuevos' }).waitFor();
    await search(page, 'VIN, inventario, marca o modelo', TAG);
    // Polanco's three, not Guadalajara's (not one of the manager's dealerships).
    await waitForRows(
      page,
      (rows) =>
        rows.length === 3 &&
        rows.some(
          (row) => row.stock_number!.startsWith(held.stock_number) && row.status!.startsWith('Disponible'),
        ) &&
        rows.some(
          (row) => row.stock_number!.startsWith(draft.stock_number) && row.status!.startsWith('Borrador'),
        ),
    );

    await choose(page, 'Estado', 'Borrador');
    await poll(() => new URL(page.url()).searchParams.get('status')).toBe('Borrador');
    await waitForRows(page, (rows) => rows.length === 1 && rows[0]!.status!.startsWith('Borrador'));
    // Past the dealership's threshold (90 days): the badge is highlighted.
    await poll(() => page.locator('.MuiDataGrid-row [data-aged="true"]').count()).toBe(1);
  });

  it('holds a car, sells it, and finds it among the sold with the totals', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/inventory?search=${held.stock_number}`);
    await waitForRows(page, (rows) => rows.length === 1);
    await page
      .getByRole('link', { name: `${held.brand_name} ${held.model_name} ${held.year}`, exact: true })
      .click();
    await page.waitForURL(`**/inventory/${held.id}/details`);
    const title = `${held.brand_name} ${held.model_name} ${held.year}`;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Apartar: the deposit through the currency input, for whom; today is the default day.
    await page.getByRole('button', { name: 'Apartar', exact: true }).click();
    const hold = page.getByRole('dialog', { name: 'Apartar auto' });
    await hold.getByRole('button', { name: 'Confirmar' }).click();
    await poll(() => hold.getByText('Este campo es obligatorio.').count()).toBe(2);
    await hold.getByLabel(/^Anticipo/).fill('10000');
    await hold.getByLabel(/^Anticipo/).blur();
    await poll(() => hold.getByLabel(/^Anticipo/).inputValue()).toBe('10,000.00');
    await hold.getByLabel(/^Apartado para/).fill('Andrea Salinas');
    await hold.getByRole('button', { name: 'Confirmar' }).click();
    await hold.waitFor({ state: 'detached' });
    const reservation = page.getByRole('region', { name: 'Apartado' });
    await reservation.getByText('$10,000.00').waitFor();
    await page
      .getByRole('region', { name: 'Historial de estados' })
      .getByText('Apartado para: Andrea Salinas')
      .waitFor();

    // Vendido: the buyer is whom it was held for, the price the offer.
    await page.getByRole('button', { name: 'Marcar vendido' }).click();
    const sale = page.getByRole('dialog', { name: 'Registrar venta' });
    await poll(() => sale.getByLabel(/^Comprador/).inputValue()).toBe('Andrea Salinas');
    await poll(() => sale.getByLabel(/^Precio de venta/).inputValue()).toBe('259,900.00');
    await sale.getByRole('button', { name: 'Confirmar' }).click();
    await sale.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Venta' }).getByText('$259,900.00').waitFor();
    // Vendido is final for a manager: no move is offered.
    await poll(() =>
      page.getByRole('button', { name: /Revertir venta|Apartar|Marcar disponible/ }).count(),
    ).toBe(0);

    await page.goto('/sold-inventory');
    await page.getByRole('heading', { level: 1, name: 'Vendidos Seminuevos' }).waitFor();
    await search(page, 'VIN, inventario, auto o comprador', TAG);
    await waitForRows(page, (rows) => rows.length === 1 && rows[0]!.buyer_name === 'Andrea Salinas');
    const totals = page.getByRole('region', { name: 'Totales de los vendidos filtrados' });
    await totals.getByText('$259,900.00').waitFor();
    await poll(() => totals.locator('dd').allTextContents()).toEqual(['1', '$259,900.00', '45 días']);
  });

  it('shows a car’s photos, and each one full size', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/inventory/${showcase.id}/details`);
    await page
      .getByRole('heading', {
        level: 1,
        name: `${showcase.brand_name} ${showcase.model_name} ${showcase.year}`,
      })
      .waitFor();
    const thumbnails = page.getByRole('list', { name: 'Fotos' }).getByRole('button');
    await poll(() => thumbnails.count()).toBe(3);
    await thumbnails.nth(1).click();
    await page.getByRole('button', { name: 'Ver la foto 2 de 3 en tamaño completo' }).click();
    const viewer = page.getByRole('dialog');
    await page.getByRole('dialog', { name: 'Foto 2 de 3' }).waitFor();
    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    await page.getByRole('dialog', { name: 'Foto 3 de 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Foto 1 de 3' }).waitFor();
    await poll(() =>
      viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Foto 3 de 3' }).waitFor();
    await viewer.getByRole('button', { name: 'Cerrar foto' }).click();
    await viewer.waitFor({ state: 'detached' });
    // The focus goes back to the large photo, which now shows the one last seen.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Ver la foto 3 de 3 en tamaño completo',
    );
  });

  it('does not open a vehicle of a dealership the manager does not belong to', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/inventory/${elsewhere.id}/details`);
    await page.getByText('No pudimos cargar el auto.').waitFor();
    await page.getByText('No encontramos lo que buscas.').waitFor();
    expect(await page.getByRole('heading', { name: /Nissan/ }).count()).toBe(0);
  });
});

// Screenshots -------------------------------------------------------------------------------

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `inventory-${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

const TEXTS = {
  es: {
    list: 'Autos Seminuevos',
    sold: 'Vendidos Seminuevos',
    hold: 'Apartar',
    holdTitle: 'Apartar auto',
    confirm: 'Confirmar',
    required: 'Este campo es obligatorio.',
  },
  en: {
    list: 'Used cars',
    sold: 'Sold used cars',
    hold: 'Put on hold',
    holdTitle: 'Put the car on hold',
    confirm: 'Confirm',
    required: 'This field is required.',
  },
} as const;

const VARIANTS = screenshotVariants(
  (['es', 'en'] as const).flatMap((locale) =>
    (['desktop', 'phone'] as const).flatMap((device) =>
      (['light', 'dark'] as const).map((theme) => ({ locale, device, theme })),
    ),
  ),
  ({ locale, device, theme }) => locale === 'en' && device === 'phone' && theme === 'dark',
);

describe.each(VARIANTS)('screenshots ($locale, $device, $theme)', ({ locale, device, theme }) => {
  it('the list, a vehicle’s details with the hold dialog, and the sold list', async () => {
    const page = await pageOf(MANAGER, { locale, phone: device === 'phone', dark: theme === 'dark' });
    const texts = TEXTS[locale];
    const name = (screen: string) => `${screen}-${locale}-${theme}-${device}`;

    await page.goto('/inventory');
    await page.getByRole('heading', { level: 1, name: texts.list }).waitFor();
    await waitForRows(page);
    await shoot(page, name('list'));

    await page.goto(`/inventory/${showcase.id}/details`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await shoot(page, name('details'));
    await page.getByRole('button', { name: texts.hold, exact: true }).click();
    const hold = page.getByRole('dialog', { name: texts.holdTitle });
    await hold.getByRole('button', { name: texts.confirm }).click();
    await poll(() => hold.getByText(texts.required).count()).toBe(2);
    await shoot(page, name('hold-dialog'));
    await page.keyboard.press('Escape');
    await hold.waitFor({ state: 'detached' });

    await page.goto('/sold-inventory');
    await page.getByRole('heading', { level: 1, name: texts.sold }).waitFor();
    await waitForRows(page);
    await shoot(page, name('sold'));
  });
});
