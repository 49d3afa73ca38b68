/**
 * Vendidos Seminuevos against the real API: a sold vehicle's row (sale date, sale and list
 * price, buyer, days to sell) and the totals of what the search and filters select.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import { formatDay } from './inventory-format';
import { agencyId, catalogPick, createVehicle, daysAgo } from './inventory-test-data';
import SoldInventoryPage from './sold-inventory-page';

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

async function sell(id: number, lockVersion: number, salePrice: number, buyer: string, soldOn: string) {
  await api.post(`/mi-vitrina/inventory/${id}/status`, {
    status: 'Vendido',
    lock_version: lockVersion,
    sold_on: soldOn,
    sale_price: salePrice,
    buyer_name: buyer,
  });
}

describe('Vendidos Seminuevos, against the real API', () => {
  it('lists what was sold and totals the selection', async () => {
    const agency = await agencyId('Del Valle Polanco');
    const catalog = await catalogPick();
    const tag = `S${unique()}`.toUpperCase();
    const first = await createVehicle(agency, catalog, {
      stock_number: `${tag}-1`,
      price: 200_000,
      first_on_lot: daysAgo(40),
      status: 'Disponible',
    });
    const second = await createVehicle(agency, catalog, {
      stock_number: `${tag}-2`,
      price: 150_000,
      first_on_lot: daysAgo(20),
      status: 'Disponible',
    });
    await sell(first.id, first.lock_version, 195_000, 'Rodrigo Pérez', daysAgo(10));
    await sell(second.id, second.lock_version, 149_500.5, 'Lucía Ortega', daysAgo(0));

    const router = renderRoutes(
      [{ path: '/sold-inventory', element: <SoldInventoryPage disableVirtualization /> }],
      {
        url: `/sold-inventory?search=${tag}`,
      },
    ).router;
    await screen.findByText(first.stock_number);
    const row = rowOf(first.stock_number);
    expect(row.getByText('$195,000.00')).toBeTruthy();
    expect(row.getByText('Lista: $200,000.00')).toBeTruthy();
    expect(row.getByText('Rodrigo Pérez')).toBeTruthy();
    expect(row.getByText('30 días')).toBeTruthy();
    expect(row.getByText(formatDay(daysAgo(10)))).toBeTruthy();
    expect(
      row
        .getByRole('link', { name: `${first.brand_name} ${first.model_name} ${first.year}` })
        .getAttribute('href'),
    ).toBe(`/inventory/${first.id}/details`);

    const totals = within(screen.getByRole('region', { name: 'Totales de los vendidos filtrados' }));
    await waitFor(() => expect(totals.getByText('$344,500.50')).toBeTruthy());
    expect(totals.getByText('2')).toBeTruthy();
    expect(totals.getByText('25 días')).toBeTruthy();

    // A narrower search narrows the totals too.
    await router.navigate(`/sold-inventory?search=${second.stock_number}`);
    await waitFor(() => expect(totals.getByText('$149,500.50')).toBeTruthy());
    expect(totals.getByText('1')).toBeTruthy();
    expect(totals.getByText('20 días')).toBeTruthy();
  });
});
