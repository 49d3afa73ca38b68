import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@vitrina/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { endSession, getSession } from '../../lib/session-store';
import LoginPage from './login-page';
import { type FakeAnswer, fakeApi, restoreApi } from './testing/fake-adapter';

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
  email_verified_at: '2026-01-01T00:00:00.000Z',
  agencies: [],
  fb_lead_notifications: [],
};

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/leads/marketplace', element: <p>Leads Marketplace</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /iniciar sesión|sign in/i });

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function answerLogin(answer: FakeAnswer) {
  return fakeApi((request) => (request.url.endsWith('/auth/login') ? answer : undefined));
}

async function signInWith(email: string, password: string) {
  type(field(/correo electrónico/i), email);
  type(field(/^contraseña/i), password);
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

describe('Login page', () => {
  beforeEach(() => setLocale('es'));
  afterEach(() => {
    cleanup();
    restoreApi();
    endSession();
    setLocale('es');
  });

  it('checks the fields with the shared schema, in Spanish, without calling the server', async () => {
    const log = answerLogin({ status: 200, data: { data: 't', expires_in: 60 } });
    renderLogin();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(await screen.findByText('Dirección de correo electrónico inválida')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(field(/correo electrónico/i).getAttribute('aria-invalid')).toBe('true');
    expect(log).toHaveLength(0);
  });

  it('shows the messages in English after switching language', async () => {
    answerLogin({ status: 200, data: {} });
    renderLogin();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await screen.findByText('Dirección de correo electrónico inválida');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a 422 field error from the server under the e-mail field, and no alert', async () => {
    const message = 'Estas credenciales no coinciden con nuestros registros.';
    const log = answerLogin({ status: 422, data: { message, errors: { email: [message] } } });
    renderLogin();
    await signInWith('gerente@vitrina.mx', 'equivocada');
    const email = field(/correo electrónico/i);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(message);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log[0]).toMatchObject({
      method: 'POST',
      url: '/mi-vitrina/auth/login',
      body: { email: 'gerente@vitrina.mx', password: 'equivocada', remember: false },
    });
    expect(log[0]?.headers['Accept-Language']).toBe('es');
  });

  it('shows the 429 message in the alert above the form', async () => {
    const message = 'Demasiados intentos. Intenta de nuevo en 60 segundos.';
    answerLogin({ status: 429, data: { message }, headers: { 'retry-after': '60' } });
    renderLogin();
    await signInWith('gerente@vitrina.mx', 'otra');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(field(/correo electrónico/i).getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the 403 disabled-account message in the alert', async () => {
    answerLogin({
      status: 403,
      data: { message: 'Tu cuenta está desactivada. Contacta a tu administrador.' },
    });
    renderLogin();
    await signInWith('inactivo@vitrina.mx', 'Vitrina2026!');
    expect((await screen.findByRole('alert')).textContent).toContain('Tu cuenta está desactivada.');
  });

  it('signs in with "Recordarme" and goes to Leads Marketplace, replacing the login entry', async () => {
    const log = fakeApi((request) => {
      if (request.url.endsWith('/auth/login'))
        return { status: 200, data: { data: 'token-1', expires_in: 3600 } };
      if (request.url.endsWith('/auth/profile')) return { status: 200, data: { data: PROFILE } };
      return undefined;
    });
    const router = renderLogin();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await signInWith('Gerente@Vitrina.mx', 'Vitrina2026!');
    expect(await screen.findByText('Leads Marketplace')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(log[0]?.body).toEqual({ email: 'gerente@vitrina.mx', password: 'Vitrina2026!', remember: true });
    expect(getSession().user?.name).toBe('Gabriela Gerente');
  });

  it('shows and hides the password with a labelled toggle', () => {
    renderLogin();
    const password = field(/^contraseña/i);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.type).toBe('password');
  });

  it('links to the account screens', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe('/register');
  });
});
