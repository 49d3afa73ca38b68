/**
 * Autos Seminuevos against the real API: the rows a dealership's vehicles make (price and offer
 * in pesos, translated status, aging badge past the threshold, publication), the filters in the
 * URL, the links to details and edit, and deleting after asking.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usedVehicleResource } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { accept, click, renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import InventoryListPage from './inventory-list-page';
import { agencyId, catalogPick, createVehicle, daysAgo } from './inventory-test-data';

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

const href = (element: HTMLElement) => element.getAttribute('href');

function renderAt(url: string) {
  return renderRoutes([{ path: '/inventory', element: <InventoryListPage disableVirtualization /> }], { url })
    .router;
}

describe('Autos Seminuevos, against the real API', () => {
  it('shows price and offer, status, aging past the threshold and publication; filters by status, ranges, publication and brand', async () => {
    const agency = await agencyId('Del Valle Polanco');
    const catalog = await catalogPick();
    const tag = `L${unique()}`.toUpperCase();
    const fresh = await createVehicle(agency, catalog, {
      stock_number: `${tag}-A`,
      price: 245_000,
      offer_price: 239_900.5,
      published_marketplace: true,
      published_meta: true,
      status: 'Disponible',
    });
    const old = await createVehicle(agency, catalog, {
      stock_number: `${tag}-B`,
      price: null,
      mileage_km: 123_456,
      first_on_lot: daysAgo(200),
    });

    const router = renderAt(`/inventory?search=${tag}`);
    await screen.findByText(fresh.stock_number);
    const freshRow = rowOf(fresh.stock_number);
    expect(freshRow.getByText('$245,000.00')).toBeTruthy();
    expect(freshRow.getByText('Oferta: $239,900.50')).toBeTruthy();
    expect(freshRow.getByText('Disponible')).toBeTruthy();
    expect(freshRow.getByText('Marketplace · Meta')).toBeTruthy();
    expect(freshRow.queryByText('Mercado Libre')).toBeNull();
    expect(freshRow.getByText('20 días').closest('[data-aged]')?.getAttribute('data-aged')).toBe('false');
    expect(freshRow.getByText(fresh.vin)).toBeTruthy();
    // "Todas": each row names its dealership.
    expect(freshRow.getByText('Del Valle Polanco')).toBeTruthy();

    const name = `${fresh.brand_name} ${fresh.model_name} ${fresh.year} · ${fresh.stock_number}`;
    expect(
      href(freshRow.getByRole('link', { name: `${fresh.brand_name} ${fresh.model_name} ${fresh.year}` })),
    ).toBe(`/inventory/${fresh.id}/details`);
    expect(href(freshRow.getByRole('link', { name: `Ver detalle de ${name}` }))).toBe(
      `/inventory/${fresh.id}/details`,
    );
    expect(href(freshRow.getByRole('link', { name: `Editar ${name}` }))).toBe(`/inventory/${fresh.id}/edit`);
    expect(href(screen.getByRole('link', { name: 'Nuevo' }))).toBe('/inventory/create');

    const oldRow = rowOf(old.stock_number);
    expect(oldRow.getByText('Sin precio')).toBeTruthy();
    expect(oldRow.getByText('Borrador')).toBeTruthy();
    expect(oldRow.getByText('123,456 km')).toBeTruthy();
    expect(oldRow.getByText('Sin publicar')).toBeTruthy();
    const aged = oldRow.getByText(/^200 días/).closest('[data-aged]');
    expect(aged?.getAttribute('data-aged')).toBe('true');

    // The status filter travels in the address and to the API.
    await router.navigate(`/inventory?search=${tag}&status=Borrador`);
    await waitFor(() => expect(screen.queryByText(fresh.stock_number)).toBeNull());
    expect(screen.getByText(old.stock_number)).toBeTruthy();

    // The ranges go in together from "Más filtros": days in stock, mileage, price (pesos).
    await router.navigate(`/inventory?search=${tag}`);
    await screen.findByText(fresh.stock_number);
    await click(screen.getByRole('button', { name: 'Más filtros' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filtrar inventario' }));
    const range = (label: string, value: string) =>
      fireEvent.change(panel.getByLabelText(label, { selector: 'input' }), { target: { value } });
    range('Días en inventario (mínimo)', '100');
    range('Km desde', '100000');
    await click(panel.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toContain('min_days=100'));
    expect(router.state.location.search).toContain('mileage_from=100000');
    await waitFor(() => expect(screen.queryByText(fresh.stock_number)).toBeNull());
    expect(screen.getByText(old.stock_number)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más filtros (2 activos)' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Más filtros (2 activos)' }));
    const again = within(await screen.findByRole('dialog', { name: 'Filtrar inventario' }));
    fireEvent.change(again.getByLabelText('Precio desde', { selector: 'input' }), {
      target: { value: '240000' },
    });
    await click(again.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toContain('price_from=240000'));
    // The draft has no price: no price range holds it.
    await waitFor(() => expect(screen.queryByText(old.stock_number)).toBeNull());

    await router.navigate(`/inventory?search=${tag}&published=true`);
    await screen.findByText(fresh.stock_number);
    await waitFor(() => expect(screen.queryByText(old.stock_number)).toBeNull());

    // Marca → Modelo from the catalog pickers: another brand empties the list and clears the model.
    await router.navigate(`/inventory?search=${tag}&model_id=${catalog.model.id}`);
    await screen.findByText(old.stock_number);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Marca' }));
    await click(await screen.findByRole('option', { name: 'Toyota' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/brand_id=\d+/));
    expect(router.state.location.search).not.toContain('model_id');
    await waitFor(() => expect(screen.queryByText(old.stock_number)).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Modelo' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('speaks English, and deletes a vehicle after asking', async () => {
    setLocale('en');
    const agency = await agencyId('Del Valle Polanco');
    const vehicle = await createVehicle(agency, await catalogPick(), { price: 189_000 });
    renderAt(`/inventory?search=${vehicle.stock_number}`);
    await screen.findByText(vehicle.stock_number);
    const row = rowOf(vehicle.stock_number);
    expect(row.getByText('Draft')).toBeTruthy();
    expect(row.getByText('20 days')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Aging' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'VIN, stock number, brand or model' })).toBeTruthy();

    const name = `${vehicle.brand_name} ${vehicle.model_name} ${vehicle.year} · ${vehicle.stock_number}`;
    await click(row.getByRole('button', { name: `Delete ${name}` }));
    await accept('Delete');
    await waitFor(() => expect(screen.queryByText(vehicle.stock_number)).toBeNull());
    await expect(api.get(`${usedVehicleResource.api}/${vehicle.id}`)).rejects.toMatchObject({
      response: { status: 404 },
    });
  });
});
