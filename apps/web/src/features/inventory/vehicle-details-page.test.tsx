/**
 * Detalle del auto against the real API: every field translated, the VIN's warnings, the status
 * moves through their dialogs (required fields in both languages, the server's refusal on its
 * field, Apartado then Vendido recorded in the history), the administrator's revert, and an
 * unknown vehicle's error state.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInMexico } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { accept, click, renderRoutes, setupScreenTests } from '../../testing/screen';
import {
  agencyId,
  catalogPick,
  createVehicle,
  createVehicleLead,
  daysAgo,
  vinFor,
} from './inventory-test-data';
import VehicleDetailsPage from './vehicle-details-page';

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

function renderAt(id: number) {
  return renderRoutes(
    [
      { path: '/inventory/:id/details', element: <VehicleDetailsPage /> },
      { path: '/inventory', element: <p>Lista</p> },
    ],
    { url: `/inventory/${id}/details` },
  );
}

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const field = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const tomorrow = () => todayInMexico(new Date(Date.now() + 36 * 3_600_000));

describe('Detalle del auto, against the real API', () => {
  it('shows every field translated and the VIN warnings, then holds and sells the car through the dialogs', async () => {
    const agency = await agencyId('Del Valle Polanco');
    const catalog = await catalogPick();
    const vehicle = await createVehicle(agency, catalog, {
      vin: vinFor(Number(catalog.year.name), { checkDigit: false }),
      price: 310_000,
      offer_price: 299_000,
      transmission: 'cvt',
      fuel: 'hybrid',
      drivetrain: 'awd',
      exterior_color: 'Gris Oxford',
      equipment: ['Cámara de reversa', 'Apple CarPlay'],
      first_on_lot: daysAgo(30),
      status: 'Disponible',
    });
    const leadId = await createVehicleLead(vehicle, 'Rosa Elena Ibarra');
    const { client } = renderAt(vehicle.id);
    await screen.findByRole('heading', {
      level: 1,
      name: `${vehicle.brand_name} ${vehicle.model_name} ${vehicle.year}`,
    });
    expect(screen.getByText('CVT')).toBeTruthy();
    expect(screen.getByText('Híbrido')).toBeTruthy();
    expect(screen.getByText('Integral (AWD)')).toBeTruthy();
    expect(screen.getByText('Gris Oxford')).toBeTruthy();
    expect(screen.getByText('Apple CarPlay')).toBeTruthy();
    expect(screen.getAllByText('$299,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Revisa el VIN')).toBeTruthy();
    expect(screen.getByText(/El dígito verificador \(posición 9\)/)).toBeTruthy();
    expect(screen.getByText('Este auto todavía no tiene fotos.')).toBeTruthy();
    // The lead about this car, linked to its own page.
    const lead = await screen.findByRole('link', { name: /Rosa Elena Ibarra/ });
    expect(lead.getAttribute('href')).toBe(`/leads/marketplace/${leadId}`);
    expect(within(lead).getByText(/Nuevo/)).toBeTruthy();
    // Disponible may go back to draft, be held or be sold.
    expect(screen.getByRole('button', { name: 'Regresar a borrador' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revertir venta' })).toBeNull();

    // Apartar: each missing field says so, in Spanish and then in English.
    await click(screen.getByRole('button', { name: 'Apartar' }));
    let hold = await dialog('Apartar auto');
    await click(hold.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(hold.getAllByText('Este campo es obligatorio.')).toHaveLength(2));
    setLocale('en');
    hold = await dialog('Put the car on hold');
    await waitFor(() => expect(hold.getAllByText('This field is required.')).toHaveLength(2));
    setLocale('es');
    hold = await dialog('Apartar auto');
    type(field(hold, /^Anticipo/), '5000');
    type(field(hold, /^Apartado para/), 'Andrea Salinas');
    await click(hold.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apartar auto' })).toBeNull());
    const reservation = within(await screen.findByRole('region', { name: 'Apartado' }));
    expect(reservation.getByText('$5,000.00')).toBeTruthy();
    expect(reservation.getByText('Andrea Salinas')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'Historial de estados' }));
    expect(history.getByText('Anticipo: $5,000.00')).toBeTruthy();
    expect(history.getByText('Apartado para: Andrea Salinas')).toBeTruthy();

    // Vendido: the buyer defaults to whom it was held for; a sale tomorrow is the server's refusal.
    await click(screen.getByRole('button', { name: 'Marcar vendido' }));
    const sale = await dialog('Registrar venta');
    expect(field(sale, /^Comprador/).value).toBe('Andrea Salinas');
    expect(field(sale, /^Precio de venta/).value).toBe('299,000.00');
    type(field(sale, /^Fecha de venta/), tomorrow());
    await click(sale.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(field(sale, /^Fecha de venta/).getAttribute('aria-invalid')).toBe('true'));
    type(field(sale, /^Fecha de venta/), todayInMexico());
    await click(sale.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar venta' })).toBeNull());
    const sold = within(await screen.findByRole('region', { name: 'Venta' }));
    expect(sold.getByText('$299,000.00')).toBeTruthy();
    expect(sold.getByText('Andrea Salinas')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Historial de estados' })).getByText(
        'Comprador: Andrea Salinas',
      ),
    ).toBeTruthy();

    // An administrator may revert the sale; nothing else is offered from Vendido.
    expect(screen.queryByRole('button', { name: 'Apartar' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Revertir venta' }));
    await accept('Revertir venta', 'Revertir venta');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Marcar vendido' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Venta' })).toBeNull();
    // The refresh a change starts ends before the page goes away.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it('says so when the vehicle does not exist (or is not the user’s to see)', async () => {
    renderAt(2_000_000_000);
    expect(await screen.findByText('No pudimos cargar el auto.')).toBeTruthy();
    expect(screen.getByText('No encontramos lo que buscas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inventario' }).getAttribute('href')).toBe(
      '/inventory',
    );
  });
});
