import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { click, renderRoutes, rowOf, setupScreenTests, unique } from '../../testing/screen';
import PermissionsListPage from './permissions-list-page';

function renderPermissions(url: string) {
  renderRoutes([{ path: '/permissions', element: <PermissionsListPage disableVirtualization /> }], { url });
}

const field = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

/** The identifier beneath a display name: the smaller, secondary line. */
const expectSecondary = (element: HTMLElement) =>
  expect(element.className).toContain('MuiTypography-caption');

setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

describe('permissions list, against the real API', () => {
  it('shows display names and descriptions in the language chosen, the identifiers beneath', async () => {
    renderPermissions('/permissions?module=brand%20catalog');
    await screen.findByText('Ver catálogo de marcas', { exact: true });
    const row = rowOf('Ver catálogo de marcas');
    expectSecondary(row.getByText('read brand catalog', { exact: true }));
    expect(row.getByText('Consultar las marcas de autos del catálogo.')).toBeTruthy();
    expect(row.getByText('Catálogo de marcas', { exact: true })).toBeTruthy();
    expectSecondary(row.getByText('brand catalog', { exact: true }));
    expect(row.getByRole('button', { name: 'Editar Ver catálogo de marcas' })).toBeTruthy();
    expect(screen.getByText('Crear marcas', { exact: true })).toBeTruthy();
    expect(screen.queryByText('Ver roles', { exact: true })).toBeNull();
    // The module filter lists modules by their display names.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Módulo/ }).textContent).toBe('Catálogo de marcas (4)'),
    );

    await act(async () => setLocale('en'));
    await screen.findByText('View brand catalog', { exact: true });
    const english = rowOf('View brand catalog');
    expectSecondary(english.getByText('read brand catalog', { exact: true }));
    expect(english.getByText('See the car brands in the catalog.')).toBeTruthy();
    expect(english.getByText('Brand catalog', { exact: true })).toBeTruthy();
    expect(screen.queryByText('Ver catálogo de marcas', { exact: true })).toBeNull();
  });

  it('shows a permission created later by its identifier and stored description, never blank', async () => {
    const suffix = unique();
    const name = `leer cotizaciones ${suffix}`;
    const module = `cotizaciones ${suffix}`;
    await api.post('/mi-vitrina/permissions', { name, module, description: 'Consultar las cotizaciones' });
    renderPermissions(`/permissions?module=${encodeURIComponent(module)}`);
    await screen.findByText(name, { exact: true });
    const row = rowOf(name);
    expect(row.getByText('Consultar las cotizaciones')).toBeTruthy();
    expect(row.getByText(module, { exact: true })).toBeTruthy();
    expect(row.getByRole('button', { name: `Editar ${name}` })).toBeTruthy();
    // No second line repeating the identifier.
    expect(row.getAllByText(name, { exact: true })).toHaveLength(1);
  });

  it("filters by module and edits a system permission's description, its name staying fixed", async () => {
    renderPermissions('/permissions?module=logo');
    await screen.findByText('Cambiar logo', { exact: true });
    expect(screen.queryByText('Ver roles', { exact: true })).toBeNull();
    expect(screen.getByText('Consultar el logo de la agencia.')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Editar Ver logo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar permiso' }));
    expect(field(dialog, /^Nombre/).readOnly).toBe(true);
    expect(field(dialog, /^Nombre/).value).toBe('read logo');
    expect(
      dialog.getByText(
        'El sistema compara este nombre en sus rutas y pantallas, así que no se puede cambiar.',
      ),
    ).toBeTruthy();
    expect(field(dialog, /^Módulo/).value).toBe('logo');
    expect(
      dialog.getByText('Si la dejas vacía se muestra la predeterminada: «Consultar el logo de la agencia.»'),
    ).toBeTruthy();
    fireEvent.change(field(dialog, /^Descripción/), { target: { value: 'Ver el logo de la agencia' } });
    await click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What the administrator wrote replaces the default description.
    expect(await screen.findByText('Ver el logo de la agencia')).toBeTruthy();
    expect(screen.queryByText('Consultar el logo de la agencia.')).toBeNull();

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
