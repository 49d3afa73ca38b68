/**
 * Leads as a dealership's manager and an administrator live them, in Chromium against the real
 * product: every channel's list opens with its rows; the marketplace list narrows by search and
 * status; a lead opens in the drawer (its address keeps it, so back closes it), is contacted by
 * WhatsApp (the wa.me link with its message, and the timeline's entry) and marked lost with a
 * reason; the manager assigns one, while an advisor sees only their own leads and cannot; a new
 * service lead is typed in; the administrator forwards a lead to another dealership and opens
 * the copy; the list is exported. Also screenshots of the
 * list, the drawer, the status dialog, a lead's page and the forwarding list in Spanish and
 * English, light and dark, desktop and phone, in test-results/screenshots/leads-*.png.
 *
 * The leads are made through the API as the superadmin before the browser starts; their e-mail
 * addresses carry the run's mark, so a search finds them among the demo leads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEAD_CHANNELS } from '@vitrina/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type ApiCall,
  apiAs,
  type ContextOptions,
  navigate,
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
const ADMIN = 'admin@vitrina.mx';
/** A run's own mark, in every e-mail address this run creates. */
const TAG = `e2e${Date.now().toString(36)}`;

let product: Product;

// The API, as the superadmin ----------------------------------------------------------------

let call: ApiCall;

async function agencyId(name: string): Promise<number> {
  const { data } = await call<{ data: { id: number; name: string }[] }>(
    'GET',
    `/mi-vitrina/agencies?search=${encodeURIComponent(name)}`,
  );
  return data.find((agency) => agency.name === name)!.id;
}

interface Lead {
  id: number;
  name: string;
  phone: string;
  lock_version: number;
  vehicle_title: string;
}

type ChannelKey = (typeof LEAD_CHANNELS)[number]['key'];

/** Two days from now at 10:30 in Mexico City (UTC−6), as the API stores an instant. */
const inTwoDays = () => {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T16:30:00.000Z`;
};

/** Plausible details per channel, as their sources would send them. */
const DETAILS: Record<ChannelKey, Record<string, unknown>> = {
  marketplace: {
    listing_title: 'Seminuevo en Vitrina',
    message: '¿Sigue disponible? ¿Aceptan auto a cuenta?',
  },
  'wanted-new': { brand_name: 'Mazda', model_name: 'CX-30', year_from: 2025, year_to: 2026, budget: 520_000 },
  'wanted-used': {
    brand_name: 'Honda',
    model_name: 'Civic',
    year_from: 2018,
    year_to: 2021,
    budget: 310_000,
  },
  auctions: { vehicle_title: 'Volkswagen Jetta 2019', bid_amount: 214_500 },
  mercadolibre: { listing_title: 'Nissan Kicks 2022 Advance', message: '¿Tiene servicios de agencia?' },
  soloautos: { listing_title: 'Chevrolet Aveo 2020 LT', message: 'Me interesa, ¿cuál es el último precio?' },
  service: {
    service_type: 'maintenance',
    preferred_at: inTwoDays(),
    vehicle_description: 'Nissan Versa 2019',
  },
  body: { damage_description: 'Golpe en la defensa trasera y rayón en la puerta izquierda.' },
  parts: { part_name: 'Balatas delanteras', part_number: 'D1234', vehicle_description: 'Nissan Sentra 2018' },
  appointments: { appointment_at: inTwoDays(), reason: 'Prueba de manejo' },
  facebook: {
    form_name: 'Cotiza tu seminuevo',
    campaign_name: 'Buen Fin 2026',
    answers: [{ question: '¿Cuándo piensas comprar?', answer: 'Este mes' }],
  },
};

const NAMES = [
  'Daniela Castro',
  'Fernando Aguilar',
  'Paola Navarro',
  'Héctor Morales',
  'Gabriela Rojas',
  'Iván Delgado',
  'Regina Flores',
  'Tomás Herrera',
  'Ximena Vargas',
  'Arturo Mendoza',
  'Natalia Cruz',
];

let serial = 0;
async function createLead(
  agency: number,
  channel: ChannelKey,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<Lead> {
  serial += 1;
  const handle = name
    .normalize('NFD')
    .replace(/[^a-zA-Z ]/g, '')
    .toLowerCase()
    .replace(/ /g, '.');
  const { data } = await call<{ data: Lead }>('POST', `/mi-vitrina/leads/${channel}?agency=${agency}`, {
    agency_id: agency,
    name,
    email: `${handle}.${TAG}@correo.mx`,
    phone: `55${String(10_000_000 + serial * 7919).slice(0, 8)}`,
    details: DETAILS[channel],
    ...fields,
  });
  return data;
}

/** The lead the WhatsApp and status steps use, about a demo vehicle. */
let asked: Lead;
/** Contactado: what the status filter keeps. */
let contacted: Lead;
let unassigned: Lead;
let toForward: Lead;
/** One customer twice in Refacciones: answered, then back three steps later as a duplicate. */
let answeredFirst: Lead;
let cameBack: Lead;
/** Gets an appointment. */
let toAppoint: Lead;

beforeAll(async () => {
  product = await startProduct();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  call = await apiAs(product, 'superadmin@vitrina.mx');
  const polanco = await agencyId('Del Valle Polanco');
  // The demo assigns Polanco's arrivals in turns; these tests assign by hand, from nobody.
  await call('PUT', `/mi-vitrina/lead-settings?agency=${polanco}`, {
    assignment_mode: 'manual',
    sla_minutes: null,
    sla_reassign: false,
  });
  const vehicles = await call<{ data: { id: number }[] }>(
    'GET',
    `/mi-vitrina/inventory?agency=${polanco}&limit=25`,
  );
  asked = await createLead(polanco, 'marketplace', 'Lucía Fernández', {
    vehicle_id: vehicles.data[0]!.id,
    note: 'Pidió la ficha técnica por correo.',
  });
  contacted = await createLead(polanco, 'marketplace', 'Rodrigo Salas');
  await call('POST', `/mi-vitrina/leads/marketplace/${contacted.id}/status`, {
    status: 'Contactado',
    lock_version: contacted.lock_version,
  });
  unassigned = await createLead(polanco, 'marketplace', 'Valeria Ortiz');
  toForward = await createLead(polanco, 'marketplace', 'Ernesto Ruiz');
  for (const [index, channel] of LEAD_CHANNELS.entries()) {
    if (channel.key !== 'marketplace') await createLead(polanco, channel.key, NAMES[index]!);
  }
  const samePhone = `55${String(Date.now()).slice(-8)}`;
  answeredFirst = await createLead(polanco, 'parts', 'Beatriz Luna', { phone: samePhone });
  await call('POST', `/mi-vitrina/leads/parts/${answeredFirst.id}/status`, {
    status: 'Contactado',
    lock_version: answeredFirst.lock_version,
  });
  cameBack = await createLead(polanco, 'parts', 'Bety Luna', { phone: samePhone });
  toAppoint = await createLead(polanco, 'wanted-used', 'Sofía Ramos');
});
afterAll(() => product.close());

// The browser -------------------------------------------------------------------------------

/** A signed-in page in a fresh browser profile, closed (with a screenshot on failure) after the test. */
async function pageOf(email: string, options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, { locale: 'es', ...options });
  // WhatsApp opens in a new tab; this machine does not reach wa.me.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const file = path.join(
        OUT_DIR,
        `failed-leads-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  await signIn(page, email);
  return page;
}

/** Picks an option of a MUI select by the field's label (a required field's ends in " *"). */
async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** Opens a lead of the list in the drawer by its name. */
async function openLead(page: Page, name: string, title = 'Detalle del lead') {
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.getByRole('heading', { name, exact: true }).waitFor();
  return drawer;
}

describe('leads, end to end', () => {
  it('opens every channel’s list with its leads', async () => {
    const page = await pageOf(MANAGER);
    for (const [i, channel] of LEAD_CHANNELS.entries()) {
      // From one channel's list to the next as the menu goes (no reload); the first is where
      // sign-in lands, so it is loaded with the search.
      if (i === 0) await page.goto(`${channel.path}?search=${TAG}`);
      else await navigate(page, `${channel.path}?search=${TAG}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForRows(page, (rows) => rows.length >= 1);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      expect(title, channel.path).toMatch(/^Leads /);
    }
  });

  it('narrows the marketplace list by search and status', async () => {
    const page = await pageOf(MANAGER);
    // Sign-in lands here.
    await page.getByRole('heading', { level: 1, name: 'Leads Autos Seminuevos' }).waitFor();
    await page.getByRole('searchbox', { name: 'Nombre, correo o teléfono' }).fill(TAG);
    await poll(() => new URL(page.url()).searchParams.get('search')).toBe(TAG);
    await waitForRows(page, (rows) => rows.length === 4);

    await choose(page, 'Estado', 'Contactado');
    await poll(() => new URL(page.url()).searchParams.get('status')).toBe('Contactado');
    await waitForRows(
      page,
      (rows) =>
        rows.length === 1 && rows[0]!.name!.startsWith(contacted.name) && rows[0]!.status === 'Contactado',
    );

    // One person, by phone.
    await page.goto(`/leads/marketplace?search=${asked.phone.slice(-10)}`);
    await waitForRows(page, (rows) => rows.length === 1 && rows[0]!.name!.startsWith(asked.name));
  });

  it('opens a lead, contacts it by WhatsApp and marks it lost with a reason', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/leads/marketplace?search=${TAG}`);
    await waitForRows(page, (rows) => rows.length === 4);
    const drawer = await openLead(page, asked.name);
    await poll(() => new URL(page.url()).searchParams.get('lead')).toBe(String(asked.id));
    await drawer.getByText('Pidió la ficha técnica por correo.').waitFor();

    const whatsapp = drawer.getByRole('link', { name: /WhatsApp/ });
    const link = (await whatsapp.getAttribute('href')) ?? '';
    expect(link).toMatch(/^https:\/\/wa\.me\/52\d{10}\?text=/);
    const message = decodeURIComponent(link.split('?text=')[1]!);
    expect(message).toContain('Lucía');
    expect(message).toContain(asked.vehicle_title);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), whatsapp.click()]);
    await tab.close();
    await drawer.locator('li[data-kind="whatsapp"]').getByText('Mensaje por WhatsApp').waitFor();
    await drawer.locator('li[data-kind="whatsapp"]').getByText('Por Mariana López').waitFor();

    // Perdido needs a reason.
    await drawer.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await choose(page, /^Nuevo estado/, 'Perdido');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.getByText('Este campo es obligatorio.').waitFor();
    await choose(page, /^Motivo/, 'Precio');
    await dialog.getByLabel('Comentario (opcional)').fill('Encontró uno más barato en otra agencia.');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.waitFor({ state: 'detached' });
    await drawer.getByText('Cambió el estado de Nuevo a Perdido').waitFor();
    await drawer.getByText('Motivo: Precio').waitFor();
    await drawer.getByText('Precio · Encontró uno más barato en otra agencia.').waitFor();

    // The drawer is part of the address: back closes it, and the row shows the new status.
    await page.goBack();
    await drawer.waitFor({ state: 'detached' });
    await waitForRows(page, (rows) =>
      rows.some((row) => row.name!.startsWith(asked.name) && row.status === 'Perdido'),
    );
  });

  it('assigns a lead to an advisor, as the manager', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/leads/marketplace?search=${TAG}`);
    await waitForRows(page, (rows) => rows.length === 4);
    const drawer = await openLead(page, unassigned.name);
    await drawer.getByRole('button', { name: /^(Asignar|Reasignar)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar lead' });
    await choose(page, /^Asesor/, /^Carlos Hernández · \d+ abiertos$/);
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await drawer
      .getByText('Asignó el lead a Carlos Hernández')
      .or(drawer.getByText(/^Reasignó el lead de .* a Carlos Hernández$/))
      .waitFor();
    await page.getByRole('button', { name: 'Cerrar detalle' }).click();
    await waitForRows(page, (rows) =>
      rows.some(
        (row) => row.name!.startsWith(unassigned.name) && row.assigned_user_name === 'Carlos Hernández',
      ),
    );
  });

  it('shows an advisor only their own leads, without the assignment', async () => {
    const page = await pageOf('asesor@vitrina.mx');
    await page.getByRole('heading', { level: 1, name: 'Leads Autos Seminuevos' }).waitFor();
    await waitForRows(page, (rows) => rows.every((row) => row.assigned_user_name === 'Carlos Hernández'));
    expect(await page.getByRole('combobox', { name: 'Asesor' }).count()).toBe(0);
    await page.locator('.MuiDataGrid-row [data-field="name"] button').first().click();
    const drawer = page.getByRole('dialog', { name: 'Detalle del lead' });
    await drawer.getByRole('heading', { name: 'Actividad' }).waitFor();
    expect(await drawer.getByRole('button', { name: /^(Asignar|Reasignar)$/ }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Agregar nota' }).count()).toBe(1);
  });

  it('types in a new service lead, which opens in the drawer', async () => {
    const page = await pageOf(MANAGER);
    await page.goto('/leads/servicio');
    await page.getByRole('heading', { level: 1, name: 'Leads Servicio' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo lead' }).click();
    const dialog = page.getByRole('dialog', { name: /^Nuevo lead · Servicio/ });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await poll(() => dialog.getByText('Este campo es obligatorio.').count()).toBeGreaterThanOrEqual(2);
    await dialog.getByLabel(/^Nombre/).fill('Mónica Ibarra');
    await dialog.getByLabel(/^Teléfono/).fill('55 1234 9876');
    await choose(page, /^Tipo de servicio/, 'Frenos');
    await dialog.getByLabel(/^Auto del cliente/).fill('Mazda 3 2020');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Detalle del lead' });
    await drawer.getByRole('heading', { name: 'Mónica Ibarra' }).waitFor();
    await drawer.getByText('Frenos').waitFor();
    expect(await drawer.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/525512349876\?text=/,
    );
  });

  it('forwards a lead to another dealership, as an administrator, and opens the copy', async () => {
    const page = await pageOf(ADMIN);
    await page.goto(`/leads/admin?search=${TAG}&channel=marketplace`);
    await page.getByRole('heading', { level: 1, name: 'Reenvío de leads' }).waitFor();
    await waitForRows(page, (rows) => rows.some((row) => row.name!.startsWith(toForward.name)));
    const drawer = await openLead(page, toForward.name);
    await drawer.getByRole('button', { name: 'Reenviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar lead' });
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await poll(() => dialog.getByText('Este campo es obligatorio.').count()).toBe(2);
    // A suspended dealership is offered disabled, saying why.
    await dialog.getByRole('combobox', { name: /^Agencia destino/ }).click();
    const suspended = page.getByRole('option', {
      name: 'Motormex Monterrey · Membresía suspendida: no puede recibir leads',
    });
    await poll(() => suspended.getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: path.join(OUT_DIR, 'leads-forward-suspended.png') });
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('listbox').count()).toBe(0);
    await choose(page, /^Agencia destino/, 'Del Valle Satélite Seminuevos');
    await dialog.getByLabel(/^Motivo del reenvío/).fill('El cliente vive en Satélite.');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await drawer
      .getByText(/^Lead reenviado: la copia es el lead #\d+ de Del Valle Satélite Seminuevos\.$/)
      .waitFor();
    await drawer.getByText('Reenvió el lead a Del Valle Satélite Seminuevos').waitFor();

    await drawer.getByRole('button', { name: 'Ver la copia' }).click();
    await drawer.getByText(/^Del Valle Polanco · #\d+$/).waitFor();
    await drawer.getByText('Llegó reenviado desde Del Valle Polanco').waitFor();
    await poll(() => new URL(page.url()).searchParams.get('lead')).not.toBe(String(toForward.id));

    await page.goto(`/leads/admin?search=${TAG}&forwarded=true`);
    await waitForRows(
      page,
      (rows) => rows.length === 1 && rows[0]!.agency_name === 'Del Valle Satélite Seminuevos',
    );
  });

  it('merges the earlier lead into the one that came back, which keeps its own values and response clock', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/leads/refacciones?search=${TAG}`);
    await page.getByRole('heading', { level: 1, name: 'Leads Refacciones' }).waitFor({ timeout: 60_000 });
    await waitForRows(page, (rows) => rows.some((row) => row.name!.startsWith(cameBack.name)));
    const drawer = await openLead(page, cameBack.name);
    await drawer.getByRole('button', { name: 'Fusionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionar leads' });
    // The duplicate's earlier lead is chosen, and stays unless told otherwise, with its values.
    const kept = dialog.getByRole('radiogroup', { name: 'Lead que se conserva' });
    const name = dialog.getByRole('radiogroup', { name: 'Nombre' });
    await kept.waitFor({ timeout: 30_000 });
    await poll(() => kept.getByRole('radio', { name: /^El otro lead/ }).isChecked()).toBe(true);
    await poll(() => name.getByRole('radio', { name: /Beatriz Luna/ }).isChecked()).toBe(true);

    await kept.getByRole('radio', { name: /^Este lead/ }).check();
    await poll(() => name.getByRole('radio', { name: /Bety Luna/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('heading', { name: `Así quedará el lead #${cameBack.id}` }).waitFor();
    await dialog.getByText('Bety Luna', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Fusionar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // It was never answered itself: its clock runs from its own arrival, and the earlier lead's
    // answer stays in its timeline.
    await drawer.getByText(/^Sin respuesta desde hace /).waitFor({ timeout: 30_000 });
    expect(await drawer.getByText(/^En \d+ min$/).count()).toBe(0);
    await drawer.getByText('Cambió el estado de Nuevo a Contactado').waitFor();
    await drawer.getByRole('heading', { name: 'Bety Luna', exact: true }).waitFor();
  });

  it('asks Cita agendada for the appointment’s date and time, and shows it in both languages', async () => {
    const page = await pageOf(MANAGER);
    const address = `/leads/autos-buscados/usados/${toAppoint.id}`;
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: toAppoint.name }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
    await choose(page, /^Nuevo estado/, 'Cita agendada');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.getByText('Este campo es obligatorio.').waitFor();
    await dialog.getByLabel(/^Fecha y hora de la cita/).fill('2027-01-15T11:30');
    await page.screenshot({ path: path.join(OUT_DIR, 'leads-appointment-dialog.png') });
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    // Mexico City's 11:30, in the detail and in the status entry.
    await page.getByText('15 ene 2027, 11:30 a.m.', { exact: true }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('region', { name: 'Actividad' })
      .getByText('Cita: 15 ene 2027, 11:30 a.m.')
      .waitFor();
    await page.screenshot({ path: path.join(OUT_DIR, 'leads-appointment-detail.png'), fullPage: true });

    const english = await pageOf(MANAGER, { locale: 'en' });
    await english.goto(address);
    await english.getByText('Jan 15, 2027, 11:30 AM', { exact: true }).waitFor({ timeout: 60_000 });
    await english.getByText('Appointment: Jan 15, 2027, 11:30 AM').waitFor();
    await english.screenshot({ path: path.join(OUT_DIR, 'leads-appointment-detail-en.png'), fullPage: true });
  });

  it('opens a lead’s own page', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/leads/marketplace/${contacted.id}`);
    await page.getByRole('heading', { level: 1, name: contacted.name }).waitFor();
    await page
      .getByRole('region', { name: 'Actividad' })
      .getByText('Cambió el estado de Nuevo a Contactado')
      .waitFor();
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads Autos Seminuevos' }).waitFor();
  });

  it('exports the filtered list', async () => {
    const page = await pageOf(MANAGER);
    await page.goto(`/leads/marketplace?search=${TAG}`);
    await waitForRows(page, (rows) => rows.length === 4);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = path.join(OUT_DIR, `leads-export-${TAG}.xlsx`);
    await xlsx.saveAs(file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    fs.rmSync(file, { force: true });
  });
});

// Screenshots -------------------------------------------------------------------------------

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(OUT_DIR, `leads-${name}.png`);
  fs.rmSync(file, { force: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

const TEXTS = {
  es: {
    list: 'Leads Autos Seminuevos',
    admin: 'Reenvío de leads',
    lead: 'Detalle del lead',
    status: 'Cambiar estado',
  },
  en: { list: 'Used car leads', admin: 'Lead forwarding', lead: 'Lead details', status: 'Change status' },
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
  it('the list, the drawer and its status dialog, a lead’s page, and the forwarding list', async () => {
    const page = await pageOf(MANAGER, { locale, phone: device === 'phone', dark: theme === 'dark' });
    const texts = TEXTS[locale];
    const name = (screen: string) => `${screen}-${locale}-${theme}-${device}`;

    await page.goto(`/leads/marketplace?search=${TAG}`);
    await page.getByRole('heading', { level: 1, name: texts.list }).waitFor();
    await waitForRows(page, (rows) => rows.length === 4);
    await shoot(page, name('list'));

    const drawer = await openLead(page, contacted.name, texts.lead);
    await shoot(page, name('drawer'));
    await drawer.getByRole('button', { name: texts.status }).click();
    await page.getByRole('dialog', { name: texts.status }).waitFor();
    await shoot(page, name('status-dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: texts.status }).waitFor({ state: 'detached' });

    await page.goto(`/leads/servicio?search=${TAG}`);
    await waitForRows(page);
    await shoot(page, name('service'));

    await page.goto(`/leads/marketplace/${asked.id}`);
    await page.getByRole('heading', { level: 1, name: asked.name }).waitFor();
    await shoot(page, name('page'));

    const admin = await pageOf(ADMIN, { locale, phone: device === 'phone', dark: theme === 'dark' });
    await admin.goto('/leads/admin');
    await admin.getByRole('heading', { level: 1, name: texts.admin }).waitFor();
    await waitForRows(admin);
    await shoot(admin, name('admin'));
  });
});
