import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accept, click, renderRoutes, rowOf, setupScreenTests, signInAs } from '../../testing/screen';
import type { UserScreen } from './users.api';
import { UsersScreen } from './users-list-page';

function renderScreen(screenName: UserScreen) {
  const path = `/${screenName}`;
  renderRoutes([{ path, element: <UsersScreen screen={screenName} disableVirtualization /> }], { url: path });
}

const input = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

setupScreenTests();

describe('users screen, against the real API', () => {
  it('a Gerente sees their dealerships’ accounts, creates an Asesor, deactivates, reactivates and sends a reset e-mail', async () => {
    await signInAs('gerente@vitrina.mx');
    renderScreen('users');
    await screen.findByText('Carlos Hernández', { exact: true });
    expect(rowOf('Carlos Hernández').getByText('Asesor')).toBeTruthy();
    expect(rowOf('Laura Gómez').getByText('Inactivo')).toBeTruthy();
    // Platform staff and other dealerships' accounts are not theirs to see.
    expect(screen.queryByText('Sofía Ramírez')).toBeNull();
    expect(screen.queryByText('Jorge Martínez')).toBeNull();

    await click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const form = within(await screen.findByRole('dialog', { name: /Nuevo usuario/ }));
    // A Gerente may only give Asesor, so it comes chosen.
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Rol/ }).textContent).toBe('Asesor'));
    fireEvent.change(input(form, /^Nombre/), { target: { value: 'Valeria Prueba' } });
    fireEvent.change(input(form, /^Correo electrónico/), { target: { value: 'asesor@vitrina.mx' } });
    fireEvent.mouseDown(input(form, /^Agencias/));
    await click(await screen.findByRole('option', { name: 'Del Valle Polanco' }));
    await click(form.getByRole('button', { name: 'Guardar' }));
    expect(await form.findByText('Este correo electrónico ya está registrado.')).toBeTruthy();

    const email = `valeria.${Math.random().toString(36).slice(2, 8)}@vitrina.mx`;
    fireEvent.change(input(form, /^Correo electrónico/), { target: { value: email } });
    await click(form.getByRole('button', { name: 'Guardar' }));
    // Saved: the dialog now edits the new account.
    await screen.findByRole('dialog', { name: /Editar usuario/ });
    await click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const name = 'Valeria Prueba';
    await screen.findByText(name, { exact: true });
    expect(rowOf(name).getByText('Del Valle Polanco')).toBeTruthy();

    await click(rowOf(name).getByRole('button', { name: `Desactivar a ${name}` }));
    const question = await accept('Desactivar', `¿Desactivar a ${name}?`);
    expect(question.getByText(/sus sesiones abiertas terminarán en este momento/)).toBeTruthy();
    expect(
      await screen.findByText('Usuario desactivado. Sus sesiones se cerraron en este momento.'),
    ).toBeTruthy();
    await waitFor(() => expect(rowOf(name).getByText('Inactivo')).toBeTruthy());

    await click(rowOf(name).getByRole('button', { name: `Reactivar a ${name}` }));
    await accept('Reactivar', `¿Reactivar a ${name}?`);
    await waitFor(() => expect(rowOf(name).getByText('Activo')).toBeTruthy());

    await click(
      rowOf(name).getByRole('button', { name: `Enviar a ${name} un correo para restablecer su contraseña` }),
    );
    await accept('Enviar', '¿Enviar correo para restablecer la contraseña?');
    const done = within(await screen.findByRole('dialog', { name: '¡Éxito!' }));
    expect(done.getByText(`Enviamos a ${email} un correo para restablecer la contraseña.`)).toBeTruthy();
  });

  it('Gerentes: the same screen fixed to the role, without a role filter', async () => {
    await signInAs('superadmin@vitrina.mx');
    renderScreen('managers');
    await screen.findByText('Mariana López', { exact: true });
    expect(screen.getByRole('heading', { name: 'Gerentes' })).toBeTruthy();
    expect(screen.queryByText('Carlos Hernández')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rol' })).toBeNull();

    // An administrator links any active dealership; the form has no role field.
    await click(screen.getByRole('button', { name: 'Nuevo gerente' }));
    const form = within(await screen.findByRole('dialog', { name: /Nuevo gerente/ }));
    expect(form.queryByRole('combobox', { name: /^Rol/ })).toBeNull();
    fireEvent.mouseDown(input(form, /^Agencias/));
    expect(await screen.findByRole('option', { name: 'Motormex Guadalajara' })).toBeTruthy();
  });
});
