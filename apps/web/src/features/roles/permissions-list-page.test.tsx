import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { click, renderRoutes, setupScreenTests } from '../../testing/screen';
import PermissionsListPage from './permissions-list-page';

function renderPermissions(url: string) {
  renderRoutes([{ path: '/permissions', element: <PermissionsListPage disableVirtualization /> }], { url });
}

const field = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('permissions list, against the real API', () => {
  it("filters by module and edits a system permission's description, its name staying fixed", async () => {
    renderPermissions('/permissions?module=logo');
    await screen.findByText('update logo', { exact: true });
    expect(screen.queryByText('read role', { exact: true })).toBeNull();

    await click(screen.getByRole('button', { name: 'Editar read logo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar permiso' }));
    expect(field(dialog, /^Nombre/).readOnly).toBe(true);
    expect(
      dialog.getByText(
        'El sistema compara este nombre en sus rutas y pantallas, así que no se puede cambiar.',
      ),
    ).toBeTruthy();
    expect(field(dialog, /^Módulo/).value).toBe('logo');
    fireEvent.change(field(dialog, /^Descripción/), { target: { value: 'Ver el logo de la agencia' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Ver el logo de la agencia')).toBeTruthy();

    const { data } = await api.get('/mi-vitrina/permissions', { params: { search: 'read logo' } });
    expect(data.data[0]).toMatchObject({
      name: 'read logo',
      module: 'logo',
      description: 'Ver el logo de la agencia',
    });
  });

  it('checks a new permission name before sending it', async () => {
    renderPermissions('/permissions');
    await click(await screen.findByRole('button', { name: 'Nuevo permiso' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo permiso' }));
    fireEvent.change(field(dialog, /^Nombre/), { target: { value: 'leer_todo' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(
      await dialog.findByText(
        'Usa palabras en minúsculas separadas por un espacio o un guion (letras, números, ñ y acentos).',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('Este campo es obligatorio.')).toBeTruthy();
  });
});
