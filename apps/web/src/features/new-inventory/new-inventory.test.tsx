/**
 * The new-inventory screens against the real API: a platform administrator creates a stock photo
 * set for a catalog year and fills its gallery (a second set for that year is refused under Año);
 * a dealership's manager creates a new vehicle of that year, seeing the set before saving and its
 * photos on the details; an edit over someone else's newer save shows the conflict and loads the
 * current version; deleting a set names the vehicles that show it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  brandResource,
  modelResource,
  newVehicleResource,
  photoSetResource,
  versionResource,
  yearResource,
} from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { resourceCalls } from '../../lib/resource-client';
import { getSession } from '../../lib/session-store';
import { accept, click, renderRoutes, rowOf, setupScreenTests, signInAs, unique } from '../../testing/screen';
import NewVehicleDetailsPage from './new-vehicle-details-page';
import NewVehicleFormPage from './new-vehicle-form-page';
import NewVehiclesListPage from './new-vehicles-list-page';
import PhotoSetFormPage from './photo-set-form-page';
import PhotoSetsListPage from './photo-sets-list-page';

/** A 4 × 4 PNG, enough for the image pipeline. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4oGAARwzEcQDDQxEBSzoJPgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

setupScreenTests();

/** A catalog year nobody has used yet (made by the superadmin, who stays signed in). */
async function freshYear() {
  await signInAs('superadmin@vitrina.mx');
  const brand = await resourceCalls(brandResource).save(undefined, { name: `Nuevos ${unique()}` });
  const model = await resourceCalls(modelResource).save(undefined, {
    brand_id: brand.id,
    name: 'Sentra',
    body_id: null,
  });
  const version = await resourceCalls(versionResource, { params: { model_id: model.id } }).save(undefined, {
    name: 'Advance',
    transmission: 'cvt',
    fuel: 'gasoline',
  });
  const year = await resourceCalls(yearResource, { params: { version_id: version.id } }).save(undefined, {
    year: 2025,
    list_price: 459_900,
  });
  return { brand, year, vehicle: `${brand.name} Sentra Advance`, name: `${brand.name} Sentra Advance 2025` };
}

/** A stock photo set of that year with one photo, made through the API. */
async function setWithPhoto(catalogYearId: number) {
  const set = await resourceCalls(photoSetResource).save(undefined, { catalog_year_id: catalogYearId });
  const form = new FormData();
  form.append('file', new File([PNG], 'frente.png', { type: 'image/png' }));
  await api.post(`${photoSetResource.api}/${set.id}/photos`, form);
  return set;
}

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** Opens a select and picks an option once it is offered. */
async function choose(label: string, option: string) {
  await waitFor(() => expect(combobox(label).getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(combobox(label));
  const listbox = await screen.findByRole('listbox');
  await click(await within(listbox).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function chooseYear(brand: string) {
  await choose('Marca', brand);
  await choose('Modelo', 'Sentra');
  await choose('Versión', 'Advance');
  await choose('Año', '2025');
}

describe('stock photo sets, against the real API', () => {
  it('creates a set for a catalog year, then fills its gallery', async () => {
    const { brand, year, name } = await freshYear();
    renderRoutes(
      [
        { path: photoSetResource.screens.create, element: <PhotoSetFormPage /> },
        { path: photoSetResource.screens.edit, element: <PhotoSetFormPage /> },
      ],
      { url: photoSetResource.screens.create },
    );
    await chooseYear(brand.name);
    await click(screen.getByRole('button', { name: 'Crear y agregar fotos' }));
    await screen.findByRole('heading', { level: 1, name });
    expect(screen.getByText('Ningún auto nuevo usa este set todavía.')).toBeTruthy();

    const input = screen.getByLabelText('Elegir fotos', { selector: 'input' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([PNG], 'frente.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(screen.getByText('1 de 30 fotos')).toBeTruthy());
    const sets = await resourceCalls(photoSetResource).list({
      page: 1,
      limit: 25,
      search: brand.name,
      filters: {},
    });
    expect(sets.data).toMatchObject([{ catalog_year_id: year.id, photos_count: 1, vehicles_count: 0 }]);
  });

  it('refuses a second set for the same year under Año', async () => {
    const { brand, year } = await freshYear();
    await setWithPhoto(year.id);
    renderRoutes([{ path: photoSetResource.screens.create, element: <PhotoSetFormPage /> }], {
      url: photoSetResource.screens.create,
    });
    await chooseYear(brand.name);
    await click(screen.getByRole('button', { name: 'Crear y agregar fotos' }));
    await screen.findByText('Ya existe un set de fotos para esta versión y año.');
  });

  it('lists a set with its photos and the vehicles using it, and names them when deleting', async () => {
    const { brand, year, vehicle, name } = await freshYear();
    await setWithPhoto(year.id);
    await signInAs('gerente@vitrina.mx');
    const agency = getSession().dealership!.id;
    await resourceCalls(newVehicleResource).save(undefined, {
      agency_id: agency,
      catalog_year_id: year.id,
      price: 459_900,
      stock_units: 3,
    });
    await signInAs('superadmin@vitrina.mx');
    renderRoutes(
      [{ path: photoSetResource.screens.list, element: <PhotoSetsListPage disableVirtualization /> }],
      {
        url: `${photoSetResource.screens.list}?search=${encodeURIComponent(brand.name)}`,
      },
    );
    await screen.findByText(vehicle, { exact: true });
    const row = rowOf(vehicle);
    expect(row.getByRole('img', { name: `Portada de ${name}` }).getAttribute('src')).toMatch(/-thumb\.webp$/);
    expect(row.getAllByText('1')).toHaveLength(2);
    await click(row.getByRole('button', { name: `Eliminar ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Eliminar set de fotos?' }));
    expect(
      dialog.getByText(
        `Se eliminará el set de fotos de «${name}». 1 auto nuevo de las agencias lo usa y se quedará sin fotos de stock.`,
      ),
    ).toBeTruthy();
    await accept('Eliminar set');
    await waitFor(() => expect(screen.queryByText(vehicle, { exact: true })).toBeNull());
  });
});

describe('new vehicles, against the real API', () => {
  it('creates a new vehicle of a year with stock photos and shows them on its details', async () => {
    const { brand, year, name } = await freshYear();
    await setWithPhoto(year.id);
    await signInAs('gerente@vitrina.mx');
    renderRoutes(
      [
        { path: newVehicleResource.screens.create, element: <NewVehicleFormPage /> },
        { path: newVehicleResource.screens.details, element: <NewVehicleDetailsPage /> },
      ],
      { url: newVehicleResource.screens.create },
    );
    await chooseYear(brand.name);

    fireEvent.change(screen.getByRole('textbox', { name: 'Precio' }), { target: { value: '459900' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Precio promocional/ }), {
      target: { value: '439900' },
    });
    const colors = screen.getByRole('combobox', { name: /^Colores disponibles/ });
    fireEvent.change(colors, { target: { value: 'Blanco perla,' } });
    fireEvent.change(colors, { target: { value: 'Gris oxford,' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Unidades en existencia/ }), {
      target: { value: '4' },
    });
    await click(screen.getByRole('switch', { name: 'Publicar en el marketplace' }));
    await click(screen.getByRole('button', { name: 'Crear auto' }));

    await screen.findByRole('heading', { level: 1, name });
    const photo = await screen.findByRole('img', { name: `${name}, foto 1` });
    expect(photo.getAttribute('src')).toMatch(/-card\.webp$/);
    expect(screen.getByText('$459,900.00')).toBeTruthy();
    expect(screen.getByText('$439,900.00')).toBeTruthy();
    expect(screen.getByText('Blanco perla')).toBeTruthy();
    expect(screen.getByText('Gris oxford')).toBeTruthy();
    expect(screen.getAllByText('Publicado').length).toBeGreaterThan(0);

    // The full-size view shows the `full` variant.
    await click(screen.getByRole('button', { name: 'Ver la foto 1 de 1 en tamaño completo' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Foto 1 de 1' }));
    expect(viewer.getByRole('img', { name: `${name}, foto 1` }).getAttribute('src')).toMatch(/-full\.webp$/);
  });

  it("shows the year's stock photo set before saving, or says there is none", async () => {
    const withSet = await freshYear();
    await setWithPhoto(withSet.year.id);
    const without = await freshYear();
    await signInAs('gerente@vitrina.mx');
    renderRoutes([{ path: newVehicleResource.screens.create, element: <NewVehicleFormPage /> }], {
      url: newVehicleResource.screens.create,
    });
    expect(
      screen.getByText(/Elige la versión y el año para ver si la plataforma tiene fotos de stock/),
    ).toBeTruthy();
    await chooseYear(withSet.brand.name);
    await screen.findByText(/Hay un set de fotos de stock con 1 foto para este año/);
    expect(
      screen.getByRole('img', { name: 'Portada del set de fotos de stock' }).getAttribute('src'),
    ).toMatch(/-thumb\.webp$/);
    await chooseYear(without.brand.name);
    await screen.findByText(/La plataforma aún no tiene fotos de stock para esta versión y año/, {});
  });

  it('marks a vehicle whose year has no stock photos in the list, with its status and links', async () => {
    const { year, vehicle, name } = await freshYear();
    await signInAs('gerente@vitrina.mx');
    const created = await resourceCalls(newVehicleResource).save(undefined, {
      agency_id: getSession().dealership!.id,
      catalog_year_id: year.id,
      price: 300_000,
      stock_units: 0,
      status: 'Agotado',
    });
    renderRoutes(
      [{ path: newVehicleResource.screens.list, element: <NewVehiclesListPage disableVirtualization /> }],
      {
        url: `${newVehicleResource.screens.list}?status=Agotado&search=${encodeURIComponent(vehicle)}`,
      },
    );
    await screen.findByText(vehicle, { exact: true });
    const row = rowOf(vehicle);
    expect(row.getAllByText('Sin fotos de stock').length).toBeGreaterThan(0);
    expect(row.getByText('Agotado')).toBeTruthy();
    expect(row.getByText('$300,000.00')).toBeTruthy();
    expect(row.getByRole('link', { name: vehicle }).getAttribute('href')).toBe(
      `/brand-new-inventory/${created.id}/details`,
    );
    expect(row.getByRole('link', { name: `Editar ${name}` }).getAttribute('href')).toBe(
      `/brand-new-inventory/${created.id}/details?edit=1`,
    );
  });

  it('refuses an edit over a newer save, then loads the current version', async () => {
    const { year, name } = await freshYear();
    await signInAs('gerente@vitrina.mx');
    const calls = resourceCalls(newVehicleResource);
    const created = await calls.save(undefined, {
      agency_id: getSession().dealership!.id,
      catalog_year_id: year.id,
      price: 400_000,
      stock_units: 2,
    });
    renderRoutes([{ path: newVehicleResource.screens.details, element: <NewVehicleDetailsPage /> }], {
      url: `/brand-new-inventory/${created.id}/details?edit=1`,
      guard: true,
    });
    await screen.findByRole('heading', { level: 1, name });
    const price = await screen.findByRole('textbox', { name: 'Precio' });
    fireEvent.change(price, { target: { value: '410000' } });

    // Someone else saves first.
    await calls.save(created.id, {
      agency_id: created.agency_id,
      catalog_year_id: created.catalog_year_id,
      price: 405_000,
      stock_units: 5,
      lock_version: created.lock_version,
    });
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText(/Alguien más guardó cambios en este vehículo/);
    expect((await calls.one(created.id)).price).toBe(405_000);

    await click(screen.getByRole('button', { name: 'Cargar la versión actual' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement).value).toBe('405,000.00'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Precio' }), { target: { value: '410000' } });
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardado' });
    expect(await calls.one(created.id)).toMatchObject({ price: 410_000, stock_units: 5 });
  });
});
