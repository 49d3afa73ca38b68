import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../../components/dialogs/dialog-service';
import { api } from '../../lib/api-client';
import { setLocale } from '../../lib/i18n';
import { endSession, getSession, signIn } from '../../lib/session-store';
import { useRealApi } from '../../testing/real-api';
import ProfilePage from './profile-page';

/** This file's own demo account: a manager of the suspended dealership. */
const EMAIL = 'suspendido@vitrina.mx';
let password = 'Vitrina2026!';

function renderProfile() {
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const change = (element: HTMLInputElement, value: string) => fireEvent.change(element, { target: { value } });
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

let apiUrl = '';
beforeAll(() => {
  apiUrl = useRealApi();
});

beforeEach(async () => {
  setLocale('es');
  await signIn({ email: EMAIL, password, remember: false });
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('Profile page, against the real API', () => {
  it('shows the role, the agency with its suspended membership, and the notice', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    expect(input(/^rol$/i).value).toBe('Gerente');
    expect(input(/^rol$/i).readOnly).toBe(true);
    expect(screen.getByText('Motormex Monterrey')).toBeTruthy();
    expect(screen.getByText('Grupo: Grupo Motormex')).toBeTruthy();
    expect(screen.getByText('Suspendido')).toBeTruthy();
    expect(screen.getByText(/membresía de tu agencia está suspendida/)).toBeTruthy();
    expect(screen.queryByText('Tu correo electrónico aún no está verificado.')).toBeNull();
  });

  it('saves the name, re-reads the profile and confirms with the spec text', async () => {
    renderProfile();
    change(input(/^nombre/i), 'Jorge Martínez Ruiz');
    await click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¡Tu información ha sido actualizada!');
    expect(getSession().user?.name).toBe('Jorge Martínez Ruiz');
    expect(screen.getAllByText('Guardado').length).toBeGreaterThan(0);
    const { data } = await api.get('/mi-vitrina/auth/profile');
    expect(data.data.name).toBe('Jorge Martínez Ruiz');
  });

  it('asks for the current password once the e-mail changes, and the server insists on it', async () => {
    renderProfile();
    const card = within(screen.getByRole('region', { name: 'Información' }));
    expect(card.queryByLabelText(/contraseña actual/i, { selector: 'input' })).toBeNull();
    change(input(/correo electrónico/i), 'nuevo-suspendido@vitrina.mx');
    expect(card.getByText('Para cambiar tu correo electrónico, escribe tu contraseña actual.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await card.findByText('Escribe tu contraseña actual para cambiar el correo electrónico.'),
    ).toBeTruthy();
    expect(getSession().user?.email).toBe(EMAIL);
  });

  it("shows the server's e-mail-taken error under the e-mail field", async () => {
    renderProfile();
    const card = within(screen.getByRole('region', { name: 'Información' }));
    change(input(/correo electrónico/i), 'gerente@vitrina.mx');
    change(card.getByLabelText(/contraseña actual/i, { selector: 'input' }), password);
    await click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Este correo electrónico ya está registrado.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the password rules before calling, then shows a wrong current password under its field', async () => {
    renderProfile();
    const card = within(screen.getByRole('region', { name: 'Contraseña' }));
    change(card.getByLabelText(/contraseña actual/i, { selector: 'input' }), 'mala');
    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'corta');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'otra');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await card.findByText('Debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(card.getByText('La confirmación de la contraseña no coincide.')).toBeTruthy();

    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await card.findByText('La contraseña actual no es correcta.')).toBeTruthy();
  });

  it('changes the password: confirmation, a new working token, the old one refused, fields emptied', async () => {
    renderProfile();
    const before = getSession().token;
    const card = within(screen.getByRole('region', { name: 'Contraseña' }));
    change(card.getByLabelText(/contraseña actual/i, { selector: 'input' }), password);
    change(card.getByLabelText(/^nueva contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    change(card.getByLabelText(/confirmar contraseña/i, { selector: 'input' }), 'OtraClave2026!');
    await click(card.getByRole('button', { name: 'Actualizar contraseña' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¡Tu contraseña ha sido actualizada!');
    password = 'OtraClave2026!';

    const after = getSession().token;
    expect(after).not.toBe(before);
    expect(localStorage.getItem('token')).toBe(after);
    expect((await api.get('/mi-vitrina/auth/profile')).status).toBe(200);
    // Outside the client, which always sends the current token.
    const old = await fetch(`${apiUrl}/api/mi-vitrina/auth/profile`, {
      headers: { Authorization: `Bearer ${before}` },
    });
    expect(old.status).toBe(401);
    await waitFor(() =>
      expect(
        (card.getByLabelText(/contraseña actual/i, { selector: 'input' }) as HTMLInputElement).value,
      ).toBe(''),
    );
  });
});
