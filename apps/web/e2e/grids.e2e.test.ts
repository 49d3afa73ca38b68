/**
 * Lists on a common laptop screen (1366 × 768), in Spanish and English: the row actions are
 * whole (their column's header is not cut and every button is in view), and a text too long for
 * its column ends in an ellipsis and shows the whole of itself on hover.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { newContext, type Product, poll, signIn, startProduct, waitForRows } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product.close());

const LAPTOP = { width: 1366, height: 768 };
const ACTIONS = { es: 'Acciones', en: 'Actions' } as const;

async function signedIn(locale: 'es' | 'en'): Promise<Page> {
  const context = await newContext(product, { locale });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'superadmin@vitrina.mx');
  return page;
}

/** The actions column against the grid's visible area: its header, its cells and their buttons. */
function actionsColumn(page: Page) {
  return page.evaluate(() => {
    const area = document.querySelector('.MuiDataGrid-virtualScroller')!.getBoundingClientRect();
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= area.left - 0.5 && box.right <= area.right + 0.5;
    };
    const header = document.querySelector('.MuiDataGrid-columnHeader[data-field="actions"]');
    const title = header?.querySelector('.MuiDataGrid-columnHeaderTitle');
    const cells = Array.from(document.querySelectorAll('.MuiDataGrid-cell[data-field="actions"]'));
    const buttons = cells.flatMap((cell) => Array.from(cell.querySelectorAll('button, a')));
    return {
      header: title?.textContent ?? null,
      headerInView: header ? inView(header) : false,
      headerCut: title
        ? title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1
        : true,
      cells: cells.length,
      buttons: buttons.length,
      buttonsOutOfView: buttons.filter((button) => !inView(button)).length,
    };
  });
}

/** Sends an API call with the page's session; answers the status and the body. */
function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, url, body },
  );
}

describe.each(['es', 'en'] as const)('lists at 1366 × 768 (%s)', (locale) => {
  it.each(['/users', '/promotions'])('%s shows its whole actions column', async (url) => {
    const page = await signedIn(locale);
    await page.goto(url);
    await waitForRows(page);
    const column = await actionsColumn(page);
    expect(column).toMatchObject({
      header: ACTIONS[locale],
      headerInView: true,
      headerCut: false,
      buttonsOutOfView: 0,
    });
    expect(column.cells).toBeGreaterThan(0);
    expect(column.buttons).toBeGreaterThanOrEqual(column.cells);
  });
});

describe('a text too long for its column', () => {
  it('ends in an ellipsis and shows the whole text on hover (a link and plain text)', async () => {
    const page = await signedIn('es');
    const name = `Liquidación de fin de temporada ${Date.now().toString(36)} con un nombre que ninguna columna alcanza a mostrar`;
    const agencies = await callApi(page, 'GET', '/api/mi-vitrina/agencies/all-agencies-actives');
    const options = (Array.isArray(agencies.body) ? agencies.body : agencies.body.data) as {
      value: number;
    }[];
    const created = await callApi(page, 'POST', '/api/mi-vitrina/promotions', {
      name,
      type: 'used',
      discount_kind: 'percent',
      discount: 10,
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      // Every dealership by name: a long list for the agencies column.
      agency_ids: options.slice(0, 3).map((option) => option.value),
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);

    await page.goto(`/promotions?search=${encodeURIComponent(name.slice(0, 40))}`);
    await waitForRows(page, (rows) => rows.length === 1);
    const row = page.locator('.MuiDataGrid-row').first();
    for (const field of ['name', 'agencies']) {
      const cell = row.locator(`.MuiDataGrid-cell[data-field="${field}"]`);
      const whole = (await cell.textContent()) ?? '';
      // The line that holds the text is cut and says so with an ellipsis.
      const line = await cell.evaluate((element) => {
        const lines = [element, ...Array.from(element.querySelectorAll('*'))].filter(
          (inner) =>
            getComputedStyle(inner).textOverflow === 'ellipsis' && inner.textContent === element.textContent,
        );
        const cut = lines.find((inner) => inner.scrollWidth > inner.clientWidth);
        return { cut: Boolean(cut), whiteSpace: cut ? getComputedStyle(cut).whiteSpace : null };
      });
      expect(line, field).toEqual({ cut: true, whiteSpace: 'nowrap' });
      await cell.hover();
      await poll(() => cell.getAttribute('title'), `${field}'s title`).toBe(whole);
    }
    expect(await row.locator('.MuiDataGrid-cell[data-field="name"]').getAttribute('title')).toBe(name);
  });

  it('has no title where the text fits', async () => {
    const page = await signedIn('es');
    await page.goto('/catalogs/brands?search=Kia');
    await waitForRows(page, (rows) => rows.length === 1);
    const cell = page.locator('.MuiDataGrid-row .MuiDataGrid-cell[data-field="name"]').first();
    await cell.hover();
    await poll(() => cell.evaluate((element) => element.hasAttribute('title'))).toBe(false);
  });
});
