import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { Profile, ProfileAgency } from '@vitrina/shared';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../components/dialogs/dialog-service';
import './i18n';
import {
  clearCurrentVehicle,
  getCurrentVehicle,
  setCurrentVehicle,
  useCurrentVehicle,
} from './current-vehicle';
import { allDealershipsFor } from './session-rules';
import { endSession, switchDealership, updateUser } from './session-store';
import { shouldGuard, UnsavedChangesGuard } from './unsaved-changes';

const agency = (id: number, is_preowened: boolean): ProfileAgency => ({
  id,
  name: `Agencia ${id}`,
  group: null,
  membership_status: 'Activo',
  is_premium: false,
  is_preowened,
  permissions_for_package: [],
  waba_id: null,
});

const user = (role: string, is_preowened: boolean, agencies: ProfileAgency[] = []): Profile => ({
  id: 1,
  name: 'Usuario',
  email: 'u@vitrina.mx',
  role,
  permissions: [],
  status: 1,
  is_premium: false,
  is_preowened,
  locale: 'es',
  email_verified_at: null,
  agencies,
  fb_lead_notifications: [],
});

function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        path: '/inventory/7/edit',
        element: (
          <>
            <UnsavedChangesGuard />
            <p>Editando auto</p>
            <Link to="/inventory">Inventario</Link>
          </>
        ),
      },
      { path: '/inventory', element: <p>Lista de autos</p> },
    ],
    { initialEntries: ['/inventory/7/edit'] },
  );
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return router;
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

afterEach(() => {
  cleanup();
  clearCurrentVehicle();
  endSession();
});

describe('current vehicle in process (spec §3)', () => {
  it('is false by default, set and cleared, and read by components', () => {
    const { result } = renderHook(() => useCurrentVehicle());
    expect(result.current).toBe(false);
    act(() => setCurrentVehicle({ id: 7 }));
    expect(result.current).toEqual({ id: 7 });
    act(() => clearCurrentVehicle());
    expect(result.current).toBe(false);
    expect(getCurrentVehicle()).toBe(false);
  });
});

describe('shouldGuard (spec §4)', () => {
  it('guards only while a vehicle is in process and the user may view used vehicles', () => {
    const gerente = user('Gerente', true, [agency(1, true)]);
    const dealership = { ...agency(1, true) };
    expect(shouldGuard(false, gerente, dealership)).toBe(false);
    expect(shouldGuard(true, gerente, dealership)).toBe(true);
    expect(shouldGuard({ id: 7 }, gerente, dealership)).toBe(true);
    expect(shouldGuard(true, gerente, { ...agency(1, false) })).toBe(false);
    expect(shouldGuard(true, user('Gerente', false), dealership)).toBe(false);
    expect(shouldGuard(true, user('Superadmin', false), null)).toBe(true);
    expect(shouldGuard(true, null, dealership)).toBe(false);
    expect(shouldGuard(true, gerente, allDealershipsFor(gerente))).toBe(true);
  });
});

describe('UnsavedChangesGuard', () => {
  it('lets navigation through when no vehicle is in process', async () => {
    updateUser(user('Superadmin', true));
    renderEditor();
    await click(screen.getByRole('link', { name: 'Inventario' }));
    expect(screen.getByText('Lista de autos')).toBeTruthy();
  });

  it('asks before leaving; "Seguir editando" stays, "Salir" clears the vehicle and leaves', async () => {
    updateUser(user('Superadmin', true));
    setCurrentVehicle({ id: 7 });
    renderEditor();
    await click(screen.getByRole('link', { name: 'Inventario' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Estás seguro de salir sin guardar los cambios?');
    await click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByText('Editando auto')).toBeTruthy();
    expect(getCurrentVehicle()).toEqual({ id: 7 });

    await click(screen.getByRole('link', { name: 'Inventario' }));
    await screen.findByRole('dialog');
    await click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Lista de autos')).toBeTruthy();
    expect(getCurrentVehicle()).toBe(false);
  });

  it('does not ask a user who may not view used vehicles', async () => {
    updateUser(user('Gerente', true, [agency(3, false)]));
    switchDealership(3, '/inventory/7/edit');
    setCurrentVehicle(true);
    renderEditor();
    await click(screen.getByRole('link', { name: 'Inventario' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Lista de autos')).toBeTruthy();
  });

  it('warns on closing or reloading the tab while a vehicle is in process', () => {
    updateUser(user('Superadmin', true));
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => setCurrentVehicle({ id: 7 }));
    expect(unload()).toBe(true);
    act(() => clearCurrentVehicle());
    expect(unload()).toBe(false);
  });
});
