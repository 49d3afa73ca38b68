/**
 * Lead automation as a dealership's manager lives it, in Chromium against the real product: the
 * Gerente sets round-robin assignment and a 15-minute first-response target on their dealership
 * and saves; creates an API key and copies it from the dialog; a lead sent with that key to the
 * public ingestion API shows in the channel's list assigned to an advisor; once the browser's
 * clock passes its deadline the row is highlighted and says how late it is; a second lead with
 * the same phone arrives flagged "Duplicado" and is merged into the first through the dialog,
 * which the timeline then shows.
 *
 * The dealership is open round the clock for this run (set through the API before the browser
 * starts), so the deadline is 15 minutes after arrival whatever the hour the test runs at. The
 * browser's clock is Playwright's: it runs as the real one until the test moves it forward; the
 * server keeps the real time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ApiCall,
  apiAs,
  newContext,
  type Product,
  poll,
  settledRows,
  signIn,
  startProduct,
  waitForRows,
} from './harness';

const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const MANAGER = 'gerente@vitrina.mx';
/** A run's own mark, in every e-mail address this run sends. */
const TAG = `e2e${Date.now().toString(36)}`;
/** One customer's phone, written two ways (the API keeps +52 and 10 digits). */
const PHONE = `55${String(Date.now()).slice(-8)}`;

let product: Product;
let call: ApiCall;
let agency: number;
let context: BrowserContext;
let page: Page;

interface Ingested {
  id: number;
  assigned_user_id: number | null;
  duplicate_of: number | null;
  sla_due_at: string | null;
}

/** What the Gerente copied from the dialog. */
let apiKey = '';
let first: Ingested;

beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  call = await apiAs(product, MANAGER);
  const profile = await call<{ data: { agencies: { id: number; name: string }[] } }>(
    'GET',
    '/mi-vitrina/auth/profile',
  );
  agency = profile.data.agencies.find((one) => one.name === 'Del Valle Polanco')!.id;
  await call('PUT', `/mi-vitrina/lead-settings?agency=${agency}`, {
    assignment_mode: 'manual',
    sla_minutes: null,
    business_hours: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })),
  });

  context = await newContext(product, { locale: 'es' });
  page = await context.newPage();
  // The browser's clock, to be moved past a deadline later; until then it runs as the real one.
  await page.clock.install();
  await signIn(page, MANAGER);
});

afterAll(async () => {
  await context?.close();
  await product?.close();
});

/** A failed step leaves a screenshot of where it stood. */
function shotOnFailure() {
  onTestFinished(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
    await page.screenshot({ path: path.join(OUT_DIR, `failed-lead-automation-${name}.png`), fullPage: true });
  });
}

/** A lead sent to the public ingestion API with the key, as a website would send it. */
async function ingest(name: string, email: string): Promise<{ status: number; data: Ingested }> {
  const response = await fetch(`${product.url}/api/public/v1/leads`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${apiKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ channel: 'marketplace', name, email, phone: PHONE, external_id: email }),
  });
  const answer = (await response.json()) as { data: Ingested };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return { status: response.status, data: answer.data };
}

describe('lead automation, end to end', () => {
  it('sets round-robin assignment and a 15-minute first-response target', async () => {
    shotOnFailure();
    await page.goto('/settings/leads');
    await page.getByRole('heading', { level: 1, name: 'Automatización de leads' }).waitFor();
    await page.getByRole('radio', { name: /^Rotativa/ }).check();
    await page.getByRole('combobox', { name: 'Objetivo' }).click();
    await page.getByRole('option', { name: '15 minutos' }).click();
    await poll(() => page.getByRole('listbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Guardado' }).waitFor();

    const saved = await call<{ data: { assignment_mode: string; sla_minutes: number | null } }>(
      'GET',
      `/mi-vitrina/lead-settings?agency=${agency}`,
    );
    expect(saved.data).toMatchObject({ assignment_mode: 'round_robin', sla_minutes: 15 });
  });

  it('creates an API key and reads it, shown once, from the dialog', async () => {
    shotOnFailure();
    await page.getByRole('button', { name: 'Crear llave' }).click();
    const form = page.getByRole('dialog', { name: 'Crear llave de API' });
    await form.getByLabel(/^Nombre/).fill('Sitio web');
    await form.getByRole('button', { name: 'Crear llave' }).click();
    const shown = page.getByRole('dialog', { name: 'Llave creada' });
    await shown.getByText(/no la volverás a ver/).waitFor();
    apiKey = await shown.getByLabel('Llave de API «Sitio web»').inputValue();
    expect(apiKey).toMatch(/^vtr_/);
    await shown.getByRole('button', { name: 'Listo' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Llaves de API' }).getByRole('row', { name: /Sitio web/ });
    await row.getByText('Activa').waitFor();
  });

  it('shows a lead sent with the key in its list, assigned to an advisor', async () => {
    shotOnFailure();
    first = (await ingest('Renata Ibarra', `renata.ibarra.${TAG}@correo.mx`)).data;
    expect(first.assigned_user_id).not.toBeNull();
    expect(first.sla_due_at).not.toBeNull();
    const { data: settings } = await call<{ data: { advisors: { id: number; name: string }[] } }>(
      'GET',
      `/mi-vitrina/lead-settings?agency=${agency}`,
    );
    const advisor = settings.advisors.find((one) => one.id === first.assigned_user_id)!.name;

    await page.goto(`/leads/marketplace?search=${TAG}`);
    await page.getByRole('heading', { level: 1, name: 'Leads Autos Seminuevos' }).waitFor();
    await waitForRows(
      page,
      (rows) =>
        rows.length === 1 &&
        rows[0]!.name!.startsWith('Renata Ibarra') &&
        rows[0]!.assigned_user_name === advisor &&
        rows[0]!.first_response_at === 'Sin respuesta',
    );
  });

  it('highlights the lead and says how late it is once the clock passes its deadline', async () => {
    shotOnFailure();
    const late = Date.parse(first.sla_due_at!) + 2 * 60_000 - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(Math.max(late, 0));
    await waitForRows(page, (rows) => /^Atrasado \d+ min$/.test(rows[0]?.first_response_at ?? ''));
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'Renata Ibarra' });
    await row.locator('[data-sla="late"]').waitFor();
    // Tinted in the error colour, with a rule at its start.
    const cell = await row
      .locator('[data-field="name"]')
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(cell).toMatch(/^linear-gradient\(rgba\(211, 47, 47, 0\.07\)/);
    expect(await row.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(
      /rgb\(211, 47, 47\)/,
    );
  });

  it('flags a second lead of the same phone as a duplicate and merges it into the first', async () => {
    shotOnFailure();
    const { data: second } = await ingest('Renata I.', `rena.${TAG}@correo.mx`);
    expect(second.duplicate_of).toBe(first.id);

    await page.reload();
    await waitForRows(page, (rows) => rows.length === 2);
    const duplicate = page.locator('.MuiDataGrid-row').filter({ hasText: 'Renata I.' });
    await duplicate.getByRole('link', { name: `Duplicado del lead #${first.id}` }).waitFor();

    await duplicate.getByRole('button', { name: 'Renata I.', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Detalle del lead' });
    await drawer.getByRole('heading', { name: 'Renata I.', exact: true }).waitFor();
    await drawer.getByRole('link', { name: `Lead #${first.id} · Autos Seminuevos` }).waitFor();
    await drawer.getByRole('button', { name: 'Fusionar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Fusionar leads' });
    // The earlier lead is chosen already, and stays; its name gives way to this one's.
    const kept = dialog.getByRole('radiogroup', { name: 'Lead que se conserva' });
    await kept.getByRole('radio', { name: new RegExp(`^El otro lead · Lead #${first.id}`) }).waitFor();
    expect(
      await kept.getByRole('radio', { name: new RegExp(`^El otro lead · Lead #${first.id}`) }).isChecked(),
    ).toBe(true);
    await dialog
      .getByRole('radiogroup', { name: 'Nombre' })
      .getByRole('radio', { name: /^Renata I\./ })
      .check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog
      .getByText(`El lead #${second.id} (Renata I.) se eliminará y su historial pasará al lead #${first.id}.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Fusionar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The lead that stayed shows in the drawer, with the name chosen and the merge in its timeline.
    await poll(() => new URL(page.url()).searchParams.get('lead')).toBe(String(first.id));
    await drawer.getByRole('heading', { name: 'Renata I.', exact: true }).waitFor();
    const merge = drawer.locator('li[data-kind="merge"]');
    await merge.getByText(`Se fusionó el lead #${second.id} (Autos Seminuevos) en este`).waitFor();
    await merge.getByText(`Del lead #${second.id} se tomaron: Nombre`).waitFor();
    await merge.getByText('Por Mariana López').waitFor();
    await drawer.locator('li[data-kind="duplicate"]').first().waitFor();

    await page.getByRole('button', { name: 'Cerrar detalle' }).click();
    await waitForRows(page, (rows) => rows.length === 1);
    expect((await settledRows(page))![0]!.name).toContain('Renata I.');
  });
});
