/**
 * Mi perfil → Notificaciones (issue 39) against the real API: the demo's Asesor turns the e-mail
 * of assignments off and it is saved for them; put back after.
 */
import { screen } from '@testing-library/react';
import type { NotificationPreference } from '@vitrina/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { click, renderWithClient, setupScreenTests } from '../../testing/screen';
import { NotificationsCard } from './notifications-card';

setupScreenTests({ signedInAs: 'asesor@vitrina.mx' });

const stored = async () =>
  (await api.get<{ data: NotificationPreference[] }>('/mi-vitrina/notifications/preferences')).data.data;

afterEach(async () => {
  await api.put('/mi-vitrina/notifications/preferences', {
    preferences: [{ type: 'lead_assigned', in_app: true, email: true }],
  });
});

describe('the notifications card', () => {
  it('shows each type with its channels and saves a change', async () => {
    renderWithClient(<NotificationsCard />);
    const email = await screen.findByRole('checkbox', { name: 'Te asignan un lead: Por correo' });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Reenvían un lead a tu agencia: En la aplicación',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await click(email);
    await click(screen.getByRole('button', { name: 'Guardar notificaciones' }));
    await screen.findByText('Preferencias de notificaciones guardadas.');
    expect((await stored()).find((p) => p.type === 'lead_assigned')).toEqual({
      type: 'lead_assigned',
      in_app: true,
      email: false,
    });
  });
});
