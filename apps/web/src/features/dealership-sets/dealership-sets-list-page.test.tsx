import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { click, renderRoutes, setupScreenTests, unique } from '../../testing/screen';
import { DealershipSetsListPage } from './dealership-sets-list-page';

function renderPage(kind: 'groups' | 'families') {
  renderRoutes([{ path: '/sets', element: <DealershipSetsListPage kind={kind} disableVirtualization /> }], {
    url: '/sets',
    guard: true,
  });
}

const nameField = () =>
  within(screen.getByRole('dialog')).getByLabelText(/^nombre/i, { selector: 'input' }) as HTMLInputElement;

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('Grupos, against the real API', () => {
  it('lists the demo groups with their member agencies', async () => {
    renderPage('groups');
    const row = (await screen.findByText('Grupo Del Valle Automotriz')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Del Valle Polanco, Del Valle Satélite Seminuevos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Grupos' })).toBeTruthy();
  });

  it('creates a group: a taken name shows under the field, then saving keeps the dialog on the new group', async () => {
    renderPage('groups');
    await screen.findByText('Grupo Motormex');
    await click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(nameField(), { target: { value: 'grupo motormex' } });
    await click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un grupo con ese nombre.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');

    const name = `Grupo Prueba ${unique()}`;
    fireEvent.change(nameField(), { target: { value: name } });
    await click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Guardado')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText('Editar grupo')).toBeTruthy());
    expect(await screen.findByText(name, { selector: 'button' })).toBeTruthy();

    const { data } = await api.get<{ data: { label: string; value: number }[] }>(
      '/mi-vitrina/dealership/group',
    );
    expect(data.data.map((option) => option.label)).toContain(name);
  });

  it('asks before closing with unsaved changes, and says how many agencies a delete releases', async () => {
    renderPage('groups');
    await screen.findByText('Grupo Motormex');
    await click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    fireEvent.change(nameField(), { target: { value: 'Sin guardar' } });
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('¿Estás seguro de salir sin guardar los cambios?')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(nameField().value).toBe('Sin guardar');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await click(screen.getByRole('button', { name: 'Eliminar Grupo Motormex' }));
    expect(
      await screen.findByText(
        'Se eliminará «Grupo Motormex». Sus 2 agencias quedarán sin grupo; las agencias no se eliminan.',
      ),
    ).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Regresar' }));
    expect(screen.getByText('Grupo Motormex')).toBeTruthy();
  });
});
