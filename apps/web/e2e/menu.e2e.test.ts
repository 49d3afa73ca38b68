/**
 * The side menu each demo account sees (spec §2 "Side menu", §6), read from the screen with every
 * group opened, against lists written out by hand from the role permissions
 * (packages/shared/src/roles.ts), the demo dealerships' packages (apps/api/src/db/seed) and the
 * menu rules. A rocket marks an entry the current dealership's package lacks; admins never see one.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type ContextOptions, newContext, type Product, poll, signIn, startProduct } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

async function openPage(options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(product, options);
  onTestFinished(() => context.close());
  return context.newPage();
}

const MENU = 'nav[aria-label="Navegación principal"]';
const ROCKET = '🚀';

/**
 * Opens every menu group (and the groups inside them) that is closed and can be opened. The
 * lowest one first: the entries above an opening group stay still, so each click lands at once.
 */
async function expandAll(page: Page): Promise<void> {
  const closed = page
    .locator(`${MENU} > ul`)
    .first()
    .locator('[aria-expanded="false"]:not([aria-disabled="true"])');
  for (let guard = 0; guard < 40; guard++) {
    if ((await closed.count()) === 0) return;
    await closed.last().click();
  }
  throw new Error('The menu groups never all opened');
}

/** What the entry's accessible name adds when the package lacks its module. */
const UPGRADE_NAME = '(Disponible al mejorar tu paquete)';

/**
 * The menu as a person reads it: one line per entry, indented two spaces per level, with a rocket
 * after the label when the entry draws the upgrade icon (an icon after the label of a link; a
 * group's icon there is its open/close chevron). The accessible name must say the same thing as
 * the icon; where they disagree the line says so and the comparison fails.
 */
function readMenu(page: Page): Promise<string[]> {
  return page
    .locator(MENU)
    .first()
    .evaluate((nav, upgradeName) => {
      const lines: string[] = [];
      const walk = (list: Element, depth: number) => {
        for (const item of Array.from(list.children)) {
          if (item.tagName !== 'LI') continue;
          const entry = item.firstElementChild as HTMLElement | null;
          if (!entry) continue;
          const label = entry.innerText.trim();
          const isGroup = entry.hasAttribute('aria-expanded');
          // The ripple a button mounts once a pointer has passed over it (a menu growing under a
          // still pointer moves entries beneath it) comes last and draws nothing: leave it out.
          const drawn = Array.from(entry.children).filter(
            (child) => !child.classList.contains('MuiTouchRipple-root'),
          );
          const last = drawn.at(-1);
          const drawsRocket = !isGroup && last?.tagName.toLowerCase() === 'svg' && drawn[0] !== last;
          const namesUpgrade = (entry.getAttribute('aria-label') ?? '').endsWith(upgradeName);
          const mark =
            drawsRocket === namesUpgrade
              ? drawsRocket
                ? ' 🚀'
                : ''
              : ' (icon and accessible name disagree)';
          lines.push(`${'  '.repeat(depth)}${label}${mark}`);
          const nested = item.querySelector('ul');
          if (nested) walk(nested, depth + 1);
        }
      };
      const list = nav.querySelector(':scope > ul');
      if (list) walk(list, 0);
      return lines;
    }, UPGRADE_NAME);
}

/**
 * Waits until the menu, every group opened, reads as expected: it follows the profile and the
 * current dealership, and a group's entries appear as it opens, so one reading can be early.
 */
async function expectMenu(page: Page, expected: string[]): Promise<void> {
  await page.locator(MENU).first().waitFor();
  await poll(async () => {
    await expandAll(page);
    return readMenu(page);
  }, 'the menu, every group opened').toEqual(expected);
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);

/** Leads group children at a Premium dealership: every channel. */
const LEADS_ALL = [
  'Autos Seminuevos',
  'Autos Nuevos',
  'Alertas Marketplace',
  'Subastalo',
  'Servicio',
  'Body',
  'Refacciones',
  'Citas',
  'Facebook',
];

const ASESOR_POLANCO = [
  'Inventario',
  '  Autos Seminuevos',
  '  Autos Nuevos',
  'Leads',
  ...indent(LEADS_ALL),
  'Subastas activas',
  'Alertas Marketplace',
  'AutoCheck',
  'Tutoriales',
];

const GERENTE_POLANCO = [
  'Configuración',
  '  Cambio de logo',
  '  Condicionales Meta',
  '  Facturación',
  '  Inventario settings',
  '  Automatización de leads',
  '  Reportes',
  '  ACL',
  '    Usuarios',
  'Analítica',
  '  General',
  '  Leads Agencia Seminuevos',
  '  Leads Agencia Nuevos',
  '  Agencias y Membresías',
  '  Analítica',
  '  Tabla de interacciones',
  'Inventario',
  '  Autos Seminuevos',
  '  Vendidos Seminuevos',
  '  Autos Nuevos',
  'Leads',
  ...indent(LEADS_ALL),
  'Subastas activas',
  'Alertas Marketplace',
  'AutoCheck',
  'Integraciones',
  '  Mercado Libre',
  '  Meta Catálogos',
  'Tutoriales',
  'Oferta Comercial',
  '  Seminuevos',
  '  Nuevos',
  'Campañas WhatsApp',
];

/**
 * Del Valle Satélite Seminuevos has the Profesional package (no members analytics, new cars, new
 * car leads, body shop, parts, Mercado Libre or new-car commercial offer; is_premium false) and a
 * WhatsApp business account, which exempts the campaigns entry from the rocket.
 */
const GERENTE_SATELITE = [
  'Configuración',
  '  Cambio de logo',
  '  Condicionales Meta',
  '  Facturación',
  '  Inventario settings',
  '  Automatización de leads',
  '  Reportes',
  '  ACL',
  '    Usuarios',
  'Analítica',
  '  General',
  '  Leads Agencia Seminuevos',
  '  Leads Agencia Nuevos',
  `  Agencias y Membresías ${ROCKET}`,
  '  Analítica',
  '  Tabla de interacciones',
  'Inventario',
  '  Autos Seminuevos',
  '  Vendidos Seminuevos',
  `  Autos Nuevos ${ROCKET}`,
  'Leads',
  '  Autos Seminuevos',
  `  Autos Nuevos ${ROCKET}`,
  '  Alertas Marketplace',
  '  Subastalo',
  '  Servicio',
  `  Body ${ROCKET}`,
  `  Refacciones ${ROCKET}`,
  '  Citas',
  '  Facebook',
  'Subastas activas',
  'Alertas Marketplace',
  'AutoCheck',
  'Integraciones',
  `  Mercado Libre ${ROCKET}`,
  '  Meta Catálogos',
  'Tutoriales',
  'Oferta Comercial',
  '  Seminuevos',
  `  Nuevos ${ROCKET}`,
  'Campañas WhatsApp',
];

/**
 * Motormex Monterrey: Profesional package, suspended, no WhatsApp account. The menu is blocked, so
 * only the Leads group is open (it holds the landing screen); the others cannot be opened.
 */
const SUSPENDIDO_MONTERREY = [
  'Configuración',
  'Analítica',
  'Inventario',
  'Leads',
  '  Autos Seminuevos',
  `  Autos Nuevos ${ROCKET}`,
  '  Alertas Marketplace',
  '  Subastalo',
  '  Servicio',
  `  Body ${ROCKET}`,
  `  Refacciones ${ROCKET}`,
  '  Citas',
  '  Facebook',
  'Subastas activas',
  'Alertas Marketplace',
  'AutoCheck',
  'Integraciones',
  'Tutoriales',
  'Oferta Comercial',
  `Campañas WhatsApp ${ROCKET}`,
];

/** Platform staff hold every menu permission; "Todas" is their dealership and nothing has a rocket. */
const ADMIN_MENU = [
  'Configuración',
  '  Banners',
  '    Home',
  '    Nuevos',
  '    Seminuevos',
  '    Catálogos',
  '  Blog',
  '  Bodies',
  '  Cambio de logo',
  '  Catálogos',
  '    Marcas',
  '    Modelos',
  '  Condicionales Meta',
  '  Facturación',
  '  Fotos nuevos',
  '  Inventario settings',
  '  Automatización de leads',
  '  Paquetes',
  '  Promociones',
  '  Pop ups',
  '  Reenvío leads',
  '  Reportes',
  '  Uni AD',
  '  ACL',
  '    Usuarios',
  '    Roles',
  '    Módulos',
  // Not in spec §2's menu: the e-mail outbox of the account flows (read mail outbox), beside the users.
  '    Bandeja de salida',
  'Clientes',
  '  Agencias',
  '  Grupos',
  '  Gerentes',
  '  Familia',
  'Analítica',
  '  General',
  '  Leads Agencia Seminuevos',
  '  Leads Agencia Nuevos',
  '  Agencias y Membresías',
  '  Analítica',
  '  Tabla de interacciones',
  'Inventario',
  '  Autos Seminuevos',
  '  Vendidos Seminuevos',
  '  Autos Nuevos',
  'Leads',
  ...indent(LEADS_ALL),
  'Subastas activas',
  'Alertas Marketplace',
  'AutoCheck',
  'Integraciones',
  '  Mercado Libre',
  '  Meta Catálogos',
  'Tutoriales',
  'Oferta Comercial',
  '  Seminuevos',
  '  Nuevos',
  'Campañas WhatsApp',
];

async function chooseAgency(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Agencia' }).click();
  await page.getByRole('option', { name }).click();
  await poll(() => page.getByRole('combobox', { name: 'Agencia' }).inputValue()).toBe(name);
}

describe('the side menu of each demo account', () => {
  it('Asesor of Del Valle Polanco (Premium): leads, inventory and the field screens, no rockets', async () => {
    const page = await openPage();
    await signIn(page, 'asesor@vitrina.mx');
    await expectMenu(page, ASESOR_POLANCO);
  });

  it('Gerente at Del Valle Polanco (Premium): analytics, integrations, offers, WhatsApp, no rockets', async () => {
    const page = await openPage();
    await signIn(page, 'gerente@vitrina.mx');
    await poll(() => page.getByRole('combobox', { name: 'Agencia' }).inputValue()).toBe('Del Valle Polanco');
    await expectMenu(page, GERENTE_POLANCO);
  });

  it('Gerente at Del Valle Satélite Seminuevos (Profesional): rockets where the package lacks the module; a rocket leads to the upgrade prompt', async () => {
    const page = await openPage();
    await signIn(page, 'gerente@vitrina.mx');
    await chooseAgency(page, 'Del Valle Satélite Seminuevos');
    await expectMenu(page, GERENTE_SATELITE);

    // The rocket entry says why in its name, and leads to /cannot-access rather than the module.
    await page.getByRole('link', { name: `Body ${UPGRADE_NAME}` }).click();
    await page.waitForURL((url) => url.pathname === '/cannot-access');
    await page.getByRole('heading', { name: 'Mejora tu paquete' }).waitFor();
    await poll(() => page.title()).toBe('Mejora tu paquete | Vitrina');
  });

  it('suspended Gerente of Motormex Monterrey: the entries are shown but every one is disabled', async () => {
    const page = await openPage();
    await signIn(page, 'suspendido@vitrina.mx');
    await expectMenu(page, SUSPENDIDO_MONTERREY);
    const entries = page.locator(`${MENU} > ul`).first().locator('li > [role="button"], li > a');
    const states = await entries.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-disabled')),
    );
    expect(states.length).toBe(SUSPENDIDO_MONTERREY.length);
    expect(states.every((state) => state === 'true')).toBe(true);
  });

  it.each([
    ['superadmin@vitrina.mx', 'Sofía Ramírez'],
    ['admin@vitrina.mx', 'Alejandro Torres'],
  ])('%s sees every entry and never a rocket', async (email, name) => {
    const page = await openPage();
    await signIn(page, email);
    await page.getByRole('link', { name }).waitFor();
    await expectMenu(page, ADMIN_MENU);
    expect(await page.locator(MENU).getByRole('link', { name: UPGRADE_NAME }).count()).toBe(0);
  });
});
