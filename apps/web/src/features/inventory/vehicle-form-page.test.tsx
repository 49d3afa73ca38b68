import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ERROR_MESSAGES,
  usedVehicleResource,
  usedVehicleUpdate,
  vehicleLimitResource,
  vinCheckDigit,
} from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { getCurrentVehicle } from '../../lib/current-vehicle';
import { setLocale } from '../../lib/i18n';
import { fetchOptions } from '../../lib/options-api';
import { resourceCalls } from '../../lib/resource-client';
import { click, renderRoutes, setupScreenTests, signInAs } from '../../testing/screen';
import { newDraftVehicle, randomVin } from '../../testing/used-vehicles';
import VehicleFormPage from './vehicle-form-page';
import { toValues } from './vehicle-form-steps/form-values';

function renderForm(url: string) {
  return renderRoutes(
    [
      { path: '/inventory/create', element: <VehicleFormPage /> },
      { path: '/inventory/:id/edit', element: <VehicleFormPage /> },
      { path: '/inventory/:id/details', element: <p>Detalle del auto</p> },
      { path: '/inventory', element: <p>Lista de autos</p> },
    ],
    { url, guard: true },
  );
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

async function type(label: RegExp | string, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });
}

/** Picks an option of a select (MUI opens it on mouse down). */
async function choose(label: RegExp | string, option: string) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: label }).getAttribute('aria-disabled')).toBeNull(),
  );
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  });
  await click(await screen.findByRole('option', { name: option }));
}

setupScreenTests({ signedInAs: 'gerente@vitrina.mx' });

describe('the used-vehicle step form, against the real API', () => {
  it("refuses a save over someone else's newer one with the server's message, and loads the latest on request", async () => {
    const vehicle = await newDraftVehicle({ engine: '1.6 L' });
    renderForm(`/inventory/${vehicle.id}/edit?step=details`);
    await screen.findByRole('heading', { level: 2, name: 'Detalles' });
    expect(getCurrentVehicle()).toBe(false);

    await type(/^Kilometraje/, '50000');
    expect(field(/^Kilometraje/).value).toBe('50,000');
    // The vehicle is "in process" from the first change (spec §4).
    await waitFor(() => expect(getCurrentVehicle()).toEqual({ id: vehicle.id }));

    // Someone else saves meanwhile.
    await resourceCalls(usedVehicleResource).save(
      vehicle.id,
      usedVehicleUpdate.parse({
        ...toValues(vehicle),
        engine: '2.0 L turbo',
        lock_version: vehicle.lock_version,
      }),
    );
    await click(screen.getByRole('button', { name: 'Guardar' }));
    const reload = await screen.findByRole('button', { name: 'Cargar la versión más reciente' });
    expect(reload.closest('[role="alert"]')?.textContent).toContain(ERROR_MESSAGES.es['inventory.conflict']);
    // Nothing was overwritten, and what was typed is still there.
    expect((await resourceCalls(usedVehicleResource).one(vehicle.id)).mileage_km).toBe(35_000);
    expect(field(/^Kilometraje/).value).toBe('50,000');
    expect(getCurrentVehicle()).toEqual({ id: vehicle.id });

    await click(reload);
    await waitFor(() => expect(field('Motor').value).toBe('2.0 L turbo'));
    expect(field(/^Kilometraje/).value).toBe('35,000');
    await waitFor(() => expect(getCurrentVehicle()).toBe(false));

    await type(/^Kilometraje/, '51000');
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });
    const saved = await resourceCalls(usedVehicleResource).one(vehicle.id);
    expect(saved).toMatchObject({
      mileage_km: 51_000,
      engine: '2.0 L turbo',
      lock_version: vehicle.lock_version + 2,
    });
    expect(getCurrentVehicle()).toBe(false);
  });

  it("opens the step that holds the server's field error, with its message under the field", async () => {
    const other = await newDraftVehicle();
    const vehicle = await newDraftVehicle();
    renderForm(`/inventory/${vehicle.id}/edit?step=details`);
    await screen.findByRole('heading', { level: 2, name: 'Detalles' });
    await type(/^No\. de inventario/, other.stock_number);
    for (const next of ['Equipamiento', 'Fotos', 'Precio y publicación']) {
      await click(screen.getByRole('button', { name: 'Siguiente' }));
      await screen.findByRole('heading', { level: 2, name: next });
    }
    await click(screen.getByRole('button', { name: 'Guardar y terminar' }));

    await screen.findByRole('heading', { level: 2, name: 'Detalles' });
    await waitFor(() =>
      expect(screen.getByText(ERROR_MESSAGES.es['inventory.stock_number_taken'])).toBeTruthy(),
    );
    expect(document.activeElement).toBe(field(/^No\. de inventario/));
  });

  it('creates a draft of the dealership chosen while "Todas", then goes on at Fotos in edit mode', async () => {
    await signInAs('superadmin@vitrina.mx');
    const { router, client } = renderForm('/inventory/create');
    await screen.findByRole('heading', { level: 2, name: 'Vehículo' });
    expect(screen.getByText('Elige la agencia: estás viendo «Todas».')).toBeTruthy();
    await choose(/^Agencia/, 'Motormex Guadalajara');
    await choose(/^Marca/, 'Nissan');
    await choose(/^Modelo/, 'Versa');
    await choose(/^Versión/, 'Advance CVT');
    await choose(/^Año/, '2020');
    await click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { level: 2, name: 'Detalles' });
    // The step's own check: required fields say so, in the server's words.
    await click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0));
    const vin = randomVin();
    await type(/^VIN/, vin.toLowerCase());
    expect(field(/^VIN/).value).toBe(vin);
    await type(/^No\. de inventario/, `mx-${Date.now()}`);
    await type(/^Kilometraje/, '12000');
    await choose(/^Transmisión/, 'CVT');
    await choose(/^Combustible/, 'Gasolina');
    await click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { level: 2, name: 'Equipamiento' });
    await click(screen.getByRole('button', { name: 'Agregar Aire acondicionado' }));
    expect(
      within(screen.getByRole('region', { name: 'Equipamiento del auto' })).getByText('Aire acondicionado'),
    ).toBeTruthy();
    expect(screen.getByText(/guardamos el auto como borrador \(Borrador\) al continuar/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Guardar borrador y continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/inventory\/\d+\/edit$/));
    expect(router.state.location.search).toBe('?step=photos');
    await screen.findByRole('heading', { level: 2, name: 'Fotos' });
    expect(screen.getByText('Guardamos el auto como borrador. Ya puedes subir sus fotos.')).toBeTruthy();
    expect(getCurrentVehicle()).toBe(false);
    const id = Number(router.state.location.pathname.split('/')[2]);
    const saved = await resourceCalls(usedVehicleResource).one(id);
    expect(saved).toMatchObject({
      agency_name: 'Motormex Guadalajara',
      status: 'Borrador',
      vin,
      equipment: ['Aire acondicionado'],
    });
    // The edit page reads the vehicle again; the test ends once that answer is in.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });
});

describe('without update inventory', () => {
  it('only shows the vehicle: no field changes, no save, and never a vehicle in process', async () => {
    const vehicle = await newDraftVehicle({ equipment: ['Bluetooth'] });
    await signInAs('asesor@vitrina.mx');
    const { client } = renderForm(`/inventory/${vehicle.id}/edit?step=details`);
    await screen.findByRole('heading', { level: 2, name: 'Detalles' });
    // The step reads the catalog year its VIN is checked against; leaving earlier would cancel it.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(
      screen.getByText('Solo puedes consultar este auto: no tienes permiso para modificarlo.'),
    ).toBeTruthy();
    expect(field(/^Kilometraje/).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    for (const next of ['Equipamiento', 'Fotos', 'Precio y publicación']) {
      await click(screen.getByRole('button', { name: 'Siguiente' }));
      await screen.findByRole('heading', { level: 2, name: next });
      if (next === 'Equipamiento')
        expect(screen.queryByRole('button', { name: 'Quitar Bluetooth' })).toBeNull();
      if (next === 'Fotos')
        expect(screen.getByText('No tienes permiso para cambiar las fotos.')).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Guardar y terminar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver detalle' }).getAttribute('href')).toBe(
      `/inventory/${vehicle.id}/details`,
    );
    expect(getCurrentVehicle()).toBe(false);
  });
});

describe('the published-vehicles limit', () => {
  it('warns in English about the VIN and a doubtful price on the last step, and saves the price once confirmed', async () => {
    const shaped = randomVin();
    const right = vinCheckDigit(shaped);
    const vin = `${shaped.slice(0, 8)}${right === '7' ? '8' : '7'}${shaped.slice(9)}`;
    const vehicle = await newDraftVehicle({ vin, price: 249_900 });
    setLocale('en');
    try {
      renderForm(`/inventory/${vehicle.id}/edit?step=price`);
      await screen.findByRole('heading', { level: 2, name: 'Price and publishing' });
      expect(screen.getByText('Before saving, check the VIN (you can save it as it is):')).toBeTruthy();
      expect(screen.getByText(/The VIN check digit \(position 9\) does not match/)).toBeTruthy();

      await type(/^Price$/, '2500');
      expect(
        await screen.findByText(`$2,500.00 is very little for a ${vehicle.year} car`, { exact: false }),
      ).toBeTruthy();
      await click(screen.getByRole('button', { name: 'Save and finish' }));
      const question = within(await screen.findByRole('dialog', { name: 'Confirm the price' }));
      expect(question.getByText(/Is the price \$2,500\.00\?/)).toBeTruthy();
      await click(question.getByRole('button', { name: 'Yes, save $2,500.00' }));
      await waitFor(async () =>
        expect((await resourceCalls(usedVehicleResource).one(vehicle.id)).price).toBe(2_500),
      );
    } finally {
      setLocale('es');
    }
  });

  it('says the refusal beside the publication switches, with the way to a larger package', async () => {
    await signInAs('superadmin@vitrina.mx');
    const agencies = await fetchOptions('activeAgencies');
    const agency = agencies.find((option) => option.label === 'Motormex Monterrey')!.value;
    const limits = resourceCalls(vehicleLimitResource);
    // The dealership may publish nothing more for a moment; its package's limit comes back after.
    await limits.save(agency, { used_vehicle_limit: 0 });
    try {
      const vehicle = await newDraftVehicle({ agency_id: agency, price: 249_900 });
      const { router } = renderForm(`/inventory/${vehicle.id}/edit?step=price`);
      await screen.findByRole('heading', { level: 2, name: 'Precio y publicación' });
      await click(field('Marketplace Vitrina'));
      await click(field('Ponerlo a la venta al terminar (Disponible)'));
      await click(screen.getByRole('button', { name: 'Guardar y terminar' }));

      const upgrade = await screen.findByRole('link', { name: 'Mejorar mi paquete' });
      expect(upgrade.getAttribute('href')).toBe('/cannot-access');
      const alert = upgrade.closest('[role="alert"]') as HTMLElement;
      expect(within(alert).getByText('Llegaste al límite de autos publicados')).toBeTruthy();
      expect(alert.textContent).toContain('el límite de su plan');
      // The edit was saved; the vehicle stays a draft, and the form where it was.
      expect(router.state.location.pathname).toBe(`/inventory/${vehicle.id}/edit`);
      expect(await resourceCalls(usedVehicleResource).one(vehicle.id)).toMatchObject({
        status: 'Borrador',
        published_marketplace: true,
      });
    } finally {
      await limits.save(agency, { used_vehicle_limit: null });
    }
  });
});
