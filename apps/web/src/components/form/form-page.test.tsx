import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BrandFormPage from '../../features/catalogs/brand-form-page';
import { api } from '../../lib/api-client';
import { click, renderRoutes, setupScreenTests, unique } from '../../testing/screen';
import { SUCCESS_INDICATOR_MS } from './submit-button';

/** The brand form (a FormPage) inside the app's one navigation guard, as the router mounts it. */
function renderForm(url: string) {
  return renderRoutes(
    [
      { path: '/catalogs/brands', element: <p>Lista de marcas</p> },
      { path: '/catalogs/brands/create', element: <BrandFormPage /> },
      { path: '/catalogs/brands/:id/edit', element: <BrandFormPage /> },
    ],
    { url, guard: true },
  ).router;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('FormPage, against the real API', () => {
  it("puts the server's field errors under their fields (name and slug taken)", async () => {
    renderForm('/catalogs/brands/create');
    type(/^nombre/i, 'chevrolet');
    type(/^slug/i, 'toyota');
    await click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un registro con ese nombre.')).toBeTruthy();
    expect(screen.getByText('Ya existe una marca con ese slug.')).toBeTruthy();
    expect(field(/^nombre/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^slug/i).getAttribute('aria-invalid')).toBe('true');
    // Every error found its field: nothing is left for the message above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the shared schema before calling (slug format, required name)', async () => {
    renderForm('/catalogs/brands/create');
    type(/^slug/i, 'Con Espacios');
    await click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usa solo minúsculas, números y guiones.')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes: "Seguir editando" stays, "Salir" leaves', async () => {
    const router = renderForm('/catalogs/brands/create');
    type(/^nombre/i, 'Sin guardar');
    await click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Estás seguro de salir sin guardar los cambios?');
    await click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/catalogs/brands/create');
    expect(field(/^nombre/i).value).toBe('Sin guardar');

    await click(screen.getByRole('link', { name: 'Volver' }));
    await screen.findByRole('dialog');
    await click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Lista de marcas')).toBeTruthy();
  });

  it('leaves an untouched form without asking', async () => {
    renderForm('/catalogs/brands/create');
    await click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de marcas')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates, lands on the new record with the 2000 ms indicator, saves an edit, and leaves freely', async () => {
    const name = `Marca Prueba ${unique()}`;
    const router = renderForm('/catalogs/brands/create');
    type(/^nombre/i, name);
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalogs\/brands\/\d+\/edit$/));
    // The indicator shows for 2000 ms from the save: looked for first, before any other round trip.
    expect(await screen.findByRole('button', { name: /Guardado/ })).toBeTruthy();
    const id = Number(router.state.location.pathname.split('/')[3]);
    const { data } = await api.get(`/mi-vitrina/catalogs/brands/${id}`);
    expect(data.data).toMatchObject({ name, active: true });
    // The slug the server made from the name is what the edit form shows, once it has loaded the record.
    await waitFor(() => expect(field(/^slug/i).value).toBe(data.data.slug));
    expect(field(/^nombre/i).value).toBe(name);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy(), {
      timeout: SUCCESS_INDICATOR_MS + 1000,
    });

    type(/^nombre/i, `${name} editada`);
    await click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: /Guardado/ })).toBeTruthy();
    expect((await api.get(`/mi-vitrina/catalogs/brands/${id}`)).data.data.name).toBe(`${name} editada`);
    // Saved: nothing is pending, so leaving does not ask.
    await click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de marcas')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
