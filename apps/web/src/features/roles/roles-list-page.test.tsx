import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accept, click, renderRoutes, rowOf, setupScreenTests } from '../../testing/screen';
import RolesListPage from './roles-list-page';

function renderRoles() {
  renderRoutes([{ path: '/roles', element: <RolesListPage disableVirtualization /> }], { url: '/roles' });
}

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('roles list, against the real API', () => {
  it('marks built-in roles, which can be edited but not deleted; creates, refuses a taken name, and deletes', async () => {
    renderRoles();
    await screen.findByText('Gerente', { exact: true });
    const gerente = rowOf('Gerente');
    expect(gerente.getByText('Del sistema')).toBeTruthy();
    // Two ways to its permissions: the count (read with the number it shows) and the actions icon.
    expect(gerente.getByRole('link', { name: /^\d+, Permisos de Gerente$/ })).toBeTruthy();
    expect(gerente.getByRole('link', { name: 'Permisos de Gerente' })).toBeTruthy();
    expect(gerente.getByRole('button', { name: 'Editar Gerente' })).toBeTruthy();
    expect(gerente.queryByRole('button', { name: 'Eliminar Gerente' })).toBeNull();

    await click(gerente.getByRole('button', { name: 'Editar Gerente' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Editar rol' }));
    expect(
      (edit.getByLabelText(/^Nombre/, { selector: 'textarea, input' }) as HTMLInputElement).readOnly,
    ).toBe(true);
    expect(
      edit.getByText('Los roles del sistema conservan su nombre: las reglas de acceso lo comparan.'),
    ).toBeTruthy();
    await click(edit.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const name = `Cotizador ${Math.random().toString(36).slice(2, 7)}`;
    await click(screen.getByRole('button', { name: 'Nuevo rol' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo rol' }));
    fireEvent.change(dialog.getByLabelText(/^Nombre/, { selector: 'input' }), {
      target: { value: 'asesor' },
    });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(
      await dialog.findByText('Ya existe un rol con ese nombre (sin importar mayúsculas ni acentos).'),
    ).toBeTruthy();

    fireEvent.change(dialog.getByLabelText(/^Nombre/, { selector: 'input' }), { target: { value: name } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(name, { exact: true });

    await click(rowOf(name).getByRole('button', { name: `Eliminar ${name}` }));
    await accept('Eliminar');
    await waitFor(() => expect(screen.queryByText(name, { exact: true })).toBeNull());
  });
});
