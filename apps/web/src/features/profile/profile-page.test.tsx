import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Profile, ProfileAgency } from '@vitrina/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../../components/dialogs/dialog-service';
import { setLocale } from '../../lib/i18n';
import { endSession, getSession, switchDealership, updateUser } from '../../lib/session-store';
import { fakeApi, type Route, restoreApi } from '../auth/testing/fake-adapter';
import ProfilePage from './profile-page';

const agency = (
  id: number,
  name: string,
  membership_status: ProfileAgency['membership_status'],
): ProfileAgency => ({
  id,
  name,
  group: id === 1 ? 'Grupo Norte' : null,
  membership_status,
  is_premium: true,
  is_preowened: true,
  permissions_for_package: [],
  waba_id: null,
});

const PROFILE: Profile = {
  id: 2,
  name: 'Gabriela Gerente',
  email: 'gerente@vitrina.mx',
  role: 'Gerente',
  permissions: ['read profile'],
  status: 1,
  is_premium: true,
  is_preowened: true,
  locale: 'es',
  email_verified_at: null,
  agencies: [agency(1, 'Autos del Norte', 'Activo'), agency(2, 'Seminuevos Centro', 'Suspendido')],
  fb_lead_notifications: [],
};

function renderProfile(route: Route) {
  const log = fakeApi(route);
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return log;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const change = (element: HTMLInputElement, value: string) => fireEvent.change(element, { target: { value } });
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  setLocale('es');
  localStorage.setItem('token', 'old-token');
  updateUser(PROFILE);
  switchDealership(2, '/profile');
});

afterEach(() => {
  cleanup();
  restoreApi();
  endSession();
});

describe('Profile page', () => {
  it('shows the role, the agencies with their membership, and the notices', () => {
    renderProfile(() => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    expect(input(/^rol$/i).value).toBe('Gerente');
    expect(input(/^rol$/i).readOnly).toBe(true);
    expect(screen.getByText('Autos del Norte')).toBeTruthy();
    expect(screen.getByText('Grupo: Grupo Norte')).toBeTruthy();
    expect(screen.getByText('Grupo: Sin grupo')).toBeTruthy();
    expect(screen.getByText('Suspendido')).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText(/membresía de tu agencia está suspendida/)).toBeTruthy();
    expect(screen.getByText('Tu correo electrónico aún no está verificado.')).toBeTruthy();
  });

  it('saves name and e-mail, re-reads the profile and confirms with the spec text', async () => {
    const updated = { ...PROFILE, name: 'Gabriela Pérez' };
    const log = renderProfile((request) => {
      if (request.method === 'PUT')
        return { status: 200, data: { message: '¡Tu información ha sido actualizada!' } };
      if (request.url.endsWith('/auth/profile')) return { status: 200, data: { data: updated } };
      return undefined;
    });
    change(input(/^nombre/i), 'Gabriela Pérez');
    await click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¡Tu información ha sido actualizada!');
    expect(log.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /mi-vitrina/auth/profile',
      'GET /mi-vitrina/auth/profile',
    ]);
    expect(log[0]?.body).toEqual({ name: 'Gabriela Pérez', email: 'gerente@vitrina.mx' });
    expect(getSession().user?.name).toBe('Gabriela Pérez');
    expect(screen.getAllByText('Guardado').length).toBeGreaterThan(0);
  });

  it('shows a server field error under its field', async () => {
    renderProfile(() => ({
      status: 422,
      data: { message: 'x', errors: { email: ['Este correo electrónico ya está registrado.'] } },
    }));
    change(input(/correo electrónico/i), 'otro@vitrina.mx');
    await click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Este correo electrónico ya está registrado.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password: new token, confirmation, fields emptied', async () => {
    const log = renderProfile(() => ({
      status: 200,
      data: { message: '¡Tu contraseña ha sido actualizada!', data: 'new-token', expires_in: 3600 },
    }));
    const card = within(screen.getByRole('region', { name: 'Contraseña' }));
    change(card.getByLabelText(/contraseña actual/i, { selector: 'input' }), 'Vitrina2026!');
    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¡Tu contraseña ha sido actualizada!');
    expect(log[0]).toMatchObject({
      method: 'PUT',
      url: '/mi-vitrina/auth/password',
      body: {
        current_password: 'Vitrina2026!',
        password: 'OtraClave2026!',
        password_confirmation: 'OtraClave2026!',
      },
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(getSession().token).toBe('new-token');
    await waitFor(() =>
      expect(
        (card.getByLabelText(/contraseña actual/i, { selector: 'input' }) as HTMLInputElement).value,
      ).toBe(''),
    );
  });

  it('checks the password rules before calling, and shows a wrong current password under its field', async () => {
    const log = renderProfile(() => ({
      status: 422,
      data: { message: 'x', errors: { current_password: ['La contraseña actual no es correcta.'] } },
    }));
    const card = within(screen.getByRole('region', { name: 'Contraseña' }));
    change(card.getByLabelText(/contraseña actual/i, { selector: 'input' }), 'mala');
    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'corta');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'otra');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await card.findByText('Debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(card.getByText('La confirmación de la contraseña no coincide.')).toBeTruthy();
    expect(log).toHaveLength(0);

    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await card.findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(log).toHaveLength(1);
  });
});
