import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_MODULES } from '@vitrina/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
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

const card = (module: string) => within(screen.getByRole('region', { name: module }));
const selectAll = (module: string) =>
  screen.getByRole('checkbox', { name: `Seleccionar todos los permisos de ${module}` }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
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
    await screen.findByRole('region', { name: 'roles' });
    expect(screen.getAllByRole('region').length).toBeGreaterThan(Object.keys(PERMISSION_MODULES).length - 1);
    expect(card('roles').getByText('0 de 5')).toBeTruthy();
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();

    await click(selectAll('roles'));
    expect(card('roles').getByText('5 de 5')).toBeTruthy();
    expect(box('assign permissions').checked).toBe(true);
    expect(screen.getByText('5 cambios sin guardar')).toBeTruthy();

    // One box unticked leaves the module half chosen.
    await click(box('delete role'));
    expect(selectAll('roles').getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText('4 cambios sin guardar')).toBeTruthy();
    await click(selectAll('roles'));

    await click(screen.getByRole('button', { name: 'Guardar permisos' }));
    await waitFor(() => expect(screen.getByText('Sin cambios pendientes')).toBeTruthy());
    expect(screen.getAllByText('Guardado').length).toBeGreaterThan(0);
    expect(await grantedOf(roleId)).toEqual([...PERMISSION_MODULES.roles].sort());

    cleanup();
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'roles' });
    expect(selectAll('roles').checked).toBe(true);
    expect(card('roles').getByText('5 de 5')).toBeTruthy();
    expect(selectAll('users').checked).toBe(false);
  });

  it('searches ignoring accents and case, and select-all covers only what the search shows', async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'roles' });
    const search = screen.getByRole('searchbox', { name: 'Buscar permiso por nombre o descripción' });
    fireEvent.change(search, { target: { value: 'CAMPANAS' } });
    await waitFor(() => expect(screen.getAllByRole('region', { name: /whatsapp/ })).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'roles' })).toBeNull();
    expect(box('campañas whatsapp')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'send whatsapp campaigns' })).toBeNull();

    await click(selectAll('whatsapp'));
    expect(screen.getByText('1 cambio sin guardar')).toBeTruthy();
    expect(card('whatsapp').getByText('1 de 2')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nada parecido' } });
    expect(await screen.findByText('Ningún permiso coincide con «nada parecido».')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the pending changes", async () => {
    renderMatrix(roleId);
    await screen.findByRole('region', { name: 'roles' });
    await click(box('read role'));
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
    await screen.findByRole('region', { name: 'roles' });
    expect(
      screen.getAllByText('No puedes modificar este rol: solo puedes consultar sus permisos.').length,
    ).toBe(1);
    expect(box('read role').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Guardar permisos' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
