import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_MODULES } from '@vitrina/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { endSession } from '../../lib/session-store';
import { click, renderRoutes, setupScreenTests, signInAs } from '../../testing/screen';
import RolePermissionsPage from './role-permissions-page';
import type { RoleMatrix } from './roles.api';

function renderMatrix(roleId: number) {
  renderRoutes(
    [
      { path: '/roles/:id/permissions', element: <RolePermissionsPage /> },
      { path: '/roles', element: <p>Roles</p> },
    ],
    { url: `/roles/${roleId}/permissions` },
  );
}

// Modules and permissions are found by their display names, as people read them.
const card = (module: string) => within(screen.getByRole('region', { name: module }));
const selectAll = (module: string) =>
  screen.getByRole('checkbox', { name: `Seleccionar todos los permisos de ${module}` }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** What a box's small lines say (its identifier and description), as read after its name. */
const descriptionOf = (name: string) =>
  (box(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const grantedOf = async (roleId: number) => {
  const { data } = await api.get<{ data: RoleMatrix }>(`/mi-vitrina/roles/${roleId}/permissions`);
  return data.data.modules.flatMap((m) => m.permissions.filter((p) => p.granted).map((p) => p.name)).sort();
};

let roleId = 0;
// The hooks below run after the shared sign-in and before the shared sign-out (after-hooks run in reverse).
setupScreenTests({ signedInAs: 'superadmin@vitrina.mx' });

beforeEach(async () => {
  const { data } = await api.post<{ data: { id: number } }>('/mi-vitrina/roles', {
    name: `Matriz ${Math.random().toString(36).slice(2, 8)}`,
  });
  roleId = data.data.id;
});

afterEach(async () => {
  cleanup();
  await api.delete(`/mi-vitrina/roles/${roleId}`).catch(() => undefined);
});

describe('role permissions matrix, against the real API', () => {
  it("ticks a module's select-all, saves, and a reload shows the saved grants", async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'Roles' });
    expect(screen.getAllByRole('region').length).toBeGreaterThan(Object.keys(PERMISSION_MODULES).length - 1);
    expect(card('Roles').getByText('0 de 5')).toBeTruthy();
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();

    await click(selectAll('Roles'));
    expect(card('Roles').getByText('5 de 5')).toBeTruthy();
    expect(box('Asignar permisos').checked).toBe(true);
    expect(screen.getByText('5 cambios sin guardar')).toBeTruthy();

    // One box unticked leaves the module half chosen.
    await click(box('Eliminar roles'));
    expect(selectAll('Roles').getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText('4 cambios sin guardar')).toBeTruthy();
    await click(selectAll('Roles'));

    await click(screen.getByRole('button', { name: 'Guardar permisos' }));
    // "Guardado" shows for 2 s from the answer: waited for first, with a loaded machine's patience.
    expect((await screen.findAllByText('Guardado')).length).toBeGreaterThan(0);
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();
    expect(await grantedOf(roleId)).toEqual([...PERMISSION_MODULES.roles].sort());

    cleanup();
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'Roles' });
    expect(selectAll('Roles').checked).toBe(true);
    expect(card('Roles').getByText('5 de 5')).toBeTruthy();
    expect(selectAll('Usuarios').checked).toBe(false);
  });

  it('searches ignoring accents and case, and select-all covers only what the search shows', async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'Roles' });
    const search = screen.getByRole('searchbox', { name: 'Buscar permiso por nombre o descripción' });
    // The display name "Enviar campañas de WhatsApp", without its accent.
    fireEvent.change(search, { target: { value: 'ENVIAR CAMPANAS' } });
    await waitFor(() => expect(screen.getAllByRole('region', { name: /WhatsApp/ })).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Roles' })).toBeNull();
    expect(box('Enviar campañas de WhatsApp')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Ver campañas de WhatsApp' })).toBeNull();

    await click(selectAll('WhatsApp'));
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
    expect(card('WhatsApp').getByText('1 de 2')).toBeTruthy();

    // The identifiers are searched too.
    fireEvent.change(search, { target: { value: 'campañas whatsapp' } });
    await waitFor(() => expect(box('Ver campañas de WhatsApp')).toBeTruthy());

    fireEvent.change(search, { target: { value: 'nada parecido' } });
    expect(await screen.findByText('Ningún permiso coincide con «nada parecido».')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();
  });

  it('names modules and permissions in the language chosen, the identifier beneath', async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'Catálogo de marcas' });
    const brands = card('Catálogo de marcas');
    expect(brands.getByText('Ver catálogo de marcas')).toBeTruthy();
    const identifier = brands.getByText('read brand catalog', { exact: true });
    expect(identifier.className).toContain('MuiTypography-caption');
    expect(brands.getByText('brand catalog', { exact: true }).className).toContain('MuiTypography-caption');
    expect(descriptionOf('Ver catálogo de marcas')).toBe(
      'Consultar las marcas de autos del catálogo. | read brand catalog',
    );
    expect(selectAll('Catálogo de marcas')).toBeTruthy();

    await act(async () => setLocale('en'));
    await screen.findByRole('region', { name: 'Brand catalog' });
    expect(box('View brand catalog')).toBeTruthy();
    expect(descriptionOf('View brand catalog')).toBe(
      'See the car brands in the catalog. | read brand catalog',
    );
    expect(screen.getByRole('checkbox', { name: 'Select every permission of Brand catalog' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Catálogo de marcas' })).toBeNull();
  });

  it("shows the server's refusal and keeps the pending changes", async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'Roles' });
    await click(box('Ver roles'));
    await api.delete(`/mi-vitrina/roles/${roleId}`);
    await click(screen.getByRole('button', { name: 'Guardar permisos' }));
    expect(await screen.findByText('No encontramos lo que buscas.')).toBeTruthy();
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
  });

  it('is read-only for an admin looking at the Superadmin role', async () => {
    endSession();
    await signInAs('admin@vitrina.mx');
    const { data } = await api.get<{ data: { label: string; value: number }[] }>('/mi-vitrina/roles/options');
    const superadmin = data.data.find((option) => option.label === 'Superadmin')!;
    renderMatrix(superadmin.value);
    await screen.findByRole('region', { name: 'Roles' });
    expect(
      screen.getAllByText('No puedes modificar este rol: solo puedes consultar sus permisos.').length,
    ).toBe(1);
    expect(box('Ver roles').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Guardar permisos' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
