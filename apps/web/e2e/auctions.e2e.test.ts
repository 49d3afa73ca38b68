/**
 * Active auctions in the browser: two dealers of two dealerships watch one auction in two browser
 * profiles; each one's bid shows on the other's screen without a reload (the auction's realtime
 * channel), on the auction's page and on its card in the list of live auctions, a bid in the last
 * 2 minutes moves the countdown 2 minutes later, and once the end has
 * passed the close job gives the winner the auction and a lead they find in /leads/subastas.
 */
import { type Auction, auctionResource, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiCall, apiAs, newContext, type Product, poll, signIn, startProduct } from './harness';

let product: Product;
let admin: ApiCall;
/** A Gerente of Del Valle Satélite Seminuevos (the demo's Gerente works in Polanco). */
const SECOND_DEALER = 'gerente.satelite@vitrina.mx';

beforeAll(async () => {
  product = await startProduct();
  admin = await apiAs(product, 'admin@vitrina.mx');
  const agencies = await admin<{ data: { id: number; name: string }[] }>(
    'GET',
    '/mi-vitrina/agencies?search=Sat%C3%A9lite',
  );
  await admin('POST', '/mi-vitrina/users', {
    name: 'Rodrigo Garza',
    email: SECOND_DEALER,
    role: ROLES.manager,
    agency_ids: [agencies.data[0]!.id],
    password: 'Vitrina2026!',
  });
});
afterAll(() => product.close());

/** Seconds left on the countdown ("01:40" or "00:04:10"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('auction-countdown').textContent()) ?? '';
  return text
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

async function dealerOn(email: string, auctionId: number) {
  const context = await newContext(product);
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`/subastas-activas/${auctionId}`);
  await page.getByTestId('auction-current').waitFor();
  return { context, page };
}

it('two dealers see each other’s bids live, the end moves later, and the winner gets the lead', async () => {
  const seeded = await admin<{ data: Auction[] }>('GET', `${auctionResource.api}?limit=1`);
  const now = Date.now();
  const created = await admin<{ data: Auction }>('POST', auctionResource.api, {
    seller_name: 'Patricia Vendedora',
    seller_phone: '55 8765 4321',
    seller_email: 'patricia@example.com',
    catalog_year_id: seeded.data[0]!.catalog_year_id,
    vin: '1HGCM82633A004352',
    mileage_km: 35_000,
    condition_report: 'Impecable.',
    reserve_price: 100_000,
    starting_price: 100_000,
    min_increment: 1_000,
    starts_at: new Date(now - 1_000).toISOString(),
    ends_at: new Date(now + 100_000).toISOString(),
  });
  const auction = created.data;

  const one = await dealerOn('gerente@vitrina.mx', auction.id);
  const two = await dealerOn(SECOND_DEALER, auction.id);
  await two.page.getByText('Todavía no hay pujas. ¡Sé el primero!').waitFor();
  expect(await secondsLeft(two.page)).toBeLessThanOrEqual(100);
  // Dealer two also keeps the list open in another tab (read again only each minute: what changes
  // within the test comes through the channel).
  const list = await two.context.newPage();
  await list.goto('/subastas-activas');
  const card = list.locator(`a[href="/subastas-activas/${auction.id}"]`);
  await card.getByText('Precio de salida').waitFor();

  // Dealer one bids the proposed minimum, inside the last 2 minutes: dealer two sees it and the later end.
  await one.page.getByRole('button', { name: 'Pujar' }).click();
  await one.page.getByText('Tu agencia tiene la puja más alta').waitFor();
  await poll(() => two.page.getByTestId('auction-current').textContent()).toBe('$100,000.00');
  await two.page.getByText('La subasta se extendió 2 minutos.').waitFor();
  await poll(() => secondsLeft(two.page)).toBeGreaterThan(150);
  await two.page.getByTestId('auction-bids').getByText('Agencia 1').waitFor();
  await card.getByText('Puja actual').waitFor();
  await poll(() => card.getByText('$100,000.00').count()).toBe(1);
  expect(await card.getByText('Vas ganando').count()).toBe(0);

  // Dealer two answers with the new minimum: dealer one sees it, as another dealership's number.
  await two.page.getByRole('button', { name: 'Pujar' }).click();
  await two.page.getByText('Tu agencia tiene la puja más alta').waitFor();
  await poll(() => one.page.getByTestId('auction-current').textContent()).toBe('$101,000.00');
  await one.page.getByTestId('auction-bids').getByText('Agencia 2').waitFor();
  // The bid history fits its column: the page never scrolls sideways on a 1366 px screen.
  expect(
    await one.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await card.getByText('Vas ganando').waitFor();
  await card.getByText('$101,000.00').waitFor();
  await one.page.getByRole('button', { name: 'Pujar' }).waitFor();

  // The end passes (moved in the database, as waiting would): the job closes it and both screens follow.
  await product.database!.db.execute(
    sql`update auctions set ends_at = now() - interval '1 second' where id = ${auction.id}`,
  );
  await two.page.getByText('¡Ganaste! Los datos del vendedor ya están en tus leads de Subastas.').waitFor();
  await one.page.getByText('Subasta cerrada: vendida en $101,000.00.').waitFor();

  await two.page.getByRole('link', { name: 'Ver leads de subastas' }).click();
  await two.page.waitForURL('**/leads/subastas');
  await two.page.getByText('Patricia Vendedora').first().waitFor();
  await one.context.close();
  await two.context.close();
});

it('asks before a bid far above the minimum, naming the amount, and places it only once confirmed', async () => {
  const seeded = await admin<{ data: Auction[] }>('GET', `${auctionResource.api}?limit=1`);
  const now = Date.now();
  const created = await admin<{ data: Auction }>('POST', auctionResource.api, {
    seller_name: 'Ernesto Vendedor',
    seller_phone: '55 1111 2222',
    seller_email: 'ernesto@example.com',
    catalog_year_id: seeded.data[0]!.catalog_year_id,
    vin: '1HGCM82633A004352',
    mileage_km: 52_000,
    condition_report: 'Detalles menores de pintura.',
    reserve_price: 100_000,
    starting_price: 100_000,
    min_increment: 1_000,
    starts_at: new Date(now - 1_000).toISOString(),
    ends_at: new Date(now + 3_600_000).toISOString(),
  });
  const { context, page } = await dealerOn('gerente@vitrina.mx', created.data.id);
  try {
    // An extra zero: $1,000,000.00 where $100,000.00 is the minimum.
    const amount = page.getByLabel('Tu puja');
    await amount.fill('1000000');
    await page.getByRole('button', { name: 'Pujar' }).click();
    const question = page.getByRole('dialog', { name: 'Confirma tu puja' });
    await question
      .getByText(/Vas a pujar \$1,000,000\.00, muy por encima de la puja mínima de \$100,000\.00/)
      .waitFor();
    await question.getByRole('button', { name: 'Corregir la puja' }).click();
    await poll(() => question.count()).toBe(0);
    await page.getByText('Todavía no hay pujas. ¡Sé el primero!').waitFor();

    await amount.fill('130000');
    await page.getByRole('button', { name: 'Pujar' }).click();
    await question.getByRole('button', { name: 'Pujar $130,000.00' }).click();
    await page.getByText('Tu agencia tiene la puja más alta').waitFor();
    await poll(() => page.getByTestId('auction-current').textContent()).toBe('$130,000.00');
  } finally {
    await context.close();
  }
});
