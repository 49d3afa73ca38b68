import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { accept, click, renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import AgenciesListPage from './agencies-list-page';
import AgencyFormPage from './agency-form-page';

/** The agency screens as the router mounts them, against the real API and its demo data. */
function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/agencies', element: <AgenciesListPage disableVirtualization /> },
      { path: '/agencies/form', element: <AgencyFormPage /> },
      { path: '/agencies/form/:id', element: <AgencyFormPage /> },
    ],
    { url, guard: true },
  ).router;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('Agencias, against the real API', () => {
  it('lists the demo agencies with group, package, membership chip, flags and city', async () => {
    renderAt('/agencies');
    expect(await screen.findByText('Motormex Monterrey')).toBeTruthy();
    const monterrey = rowOf('Motormex Monterrey');
    expect(monterrey.getByText('Suspendido')).toBeTruthy();
    expect(monterrey.getByText('Grupo Motormex')).toBeTruthy();
    expect(monterrey.getByText('Profesional')).toBeTruthy();
    expect(monterrey.getByText('Monterrey')).toBeTruthy();
    expect(monterrey.getByText('Nuevo León')).toBeTruthy();
    expect(monterrey.getByText('Red Chevrolet')).toBeTruthy();
    const satelite = rowOf('Del Valle Satélite Seminuevos');
    expect(satelite.getByText('Seminuevos')).toBeTruthy();
    expect(satelite.queryByText('Nuevos')).toBeNull();
    expect(screen.getByRole('link', { name: 'Nueva agencia' })).toBeTruthy();
  });

  it('shows the server’s reason when a delete is refused, and deletes an agency without users', async () => {
    const name = `Agencia efímera ${unique()}`;
    await api.post('/mi-vitrina/agencies', { name });
    renderAt('/agencies');
    await screen.findByText('Del Valle Polanco');

    await click(rowOf('Del Valle Polanco').getByRole('button', { name: 'Eliminar Del Valle Polanco' }));
    await accept('Eliminar');
    const refusal = await screen.findByText(
      /^No se puede eliminar la agencia porque tiene \d+ usuarios? activos?\.$/,
    );
    expect(refusal).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), {
      target: { value: name },
    });
    await screen.findByText(name);
    await click(rowOf(name).getByRole('button', { name: `Eliminar ${name}` }));
    await accept('Eliminar');
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    expect(await screen.findByText('Prueba con otra búsqueda o quita los filtros.')).toBeTruthy();
  });

  it('creates an agency: server errors on their fields, postal code lookup, full address, then its page', async () => {
    const router = renderAt('/agencies/form');
    type(/^nombre comercial/i, 'del valle POLANCO');
    type(/^rfc/i, 'XYZ991340AB1');
    await click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/^El RFC no es válido/)).toBeTruthy();

    type(/^rfc/i, 'xyz-991231-ab1');
    type(/^calle y número/i, 'Circuito Centro Comercial 100');
    type(/^código postal/i, '53100');
    // The only settlement of 53100 is chosen, and the address reads as spec §3 shows it.
    await waitFor(() =>
      expect(screen.getByTestId('agency-full-address').textContent).toBe(
        'Circuito Centro Comercial 100, CP 53100, Ciudad Satélite, México',
      ),
    );
    await click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una agencia con ese nombre.')).toBeTruthy();
    expect(field(/^nombre comercial/i).getAttribute('aria-invalid')).toBe('true');

    const name = `Satélite Norte ${unique()}`;
    type(/^nombre comercial/i, name);
    await click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/agencies\/form\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').pop());
    const { data } = await api.get(`/mi-vitrina/agencies/${id}`);
    expect(data.data).toMatchObject({
      name,
      rfc: 'XYZ991231AB1',
      postal_code: '53100',
      full_address: 'Circuito Centro Comercial 100, CP 53100, Ciudad Satélite, México',
    });
    expect(await screen.findByDisplayValue(name)).toBeTruthy();
    expect(screen.getByText('Asesores (0)')).toBeTruthy();
    expect(screen.getByText('Esta agencia todavía no tiene asesores.')).toBeTruthy();
    await api.delete(`/mi-vitrina/agencies/${id}`);
  });
});
