/**
 * Issue 39: the bell's alerts beside the Facebook lead notifications, against the real API. A
 * Gerente of the demo creates a lead assigned to the demo's Asesor; the Asesor's bell counts it,
 * lists it with its text, and the live toast's "Abrir lead" marks it read and opens the lead.
 */

import { act, screen, within } from '@testing-library/react';
import type { NotificationItem, NotificationListAnswer } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { receiveNotification } from '../../lib/realtime';
import { endSession, getSession } from '../../lib/session-store';
import { click, renderRoutes, setupScreenTests, signInAs, unique } from '../../testing/screen';
import { AlertToast } from './alert-toast';
import { NotificationBell } from './notification-bell';

setupScreenTests();

/** As the demo's Gerente: a new marketplace lead of Del Valle Polanco assigned to the Asesor. */
async function leadForTheAdvisor(name: string): Promise<void> {
  await signInAs('asesor@vitrina.mx');
  const advisor = getSession().user!;
  const agencyId = advisor.agencies[0]!.id;
  endSession();
  await signInAs('gerente@vitrina.mx');
  await api.post('/mi-vitrina/leads/marketplace', {
    agency_id: agencyId,
    name,
    email: `${unique()}@example.mx`,
    phone: '',
    details: { listing_title: 'Mazda CX-30 2021', message: '¿Sigue disponible?' },
    assigned_user_id: advisor.id,
  });
  endSession();
}

describe('the bell’s alerts', () => {
  it('counts and lists a new assignment; the live toast opens the lead and marks it read', async () => {
    const name = `Cliente ${unique()}`;
    await leadForTheAdvisor(name);
    await signInAs('asesor@vitrina.mx');
    const { router } = renderRoutes([
      {
        path: '/',
        element: (
          <>
            <NotificationBell />
            <AlertToast />
          </>
        ),
      },
      { path: '/leads/marketplace/:id', element: <p>Detalle del lead</p> },
    ]);
    const bell = await screen.findByRole('button', { name: /^Notificaciones, [1-9]\d* nuevas?$/ });
    await click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const alerts = within(panel).getByRole('list', { name: 'Avisos' });
    const item = within(alerts).getByRole('button', { name: new RegExp(`Te asignaron el lead de ${name}`) });
    expect(item.textContent).toContain('Sin leer');
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeTruthy();

    // The same alert as the user's channel delivers it.
    const page = (await api.get<NotificationListAnswer>('/mi-vitrina/notifications')).data;
    const notification = page.data.find((n) => n.params.lead_name === name) as NotificationItem;
    act(() => receiveNotification({ notification, unread: page.meta.unread }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(`Te asignaron el lead de ${name}`);
    await click(within(toast).getByRole('button', { name: 'Abrir lead' }));
    await screen.findByText('Detalle del lead');
    expect(router.state.location.pathname).toBe(notification.link);
    const after = (await api.get<NotificationListAnswer>('/mi-vitrina/notifications')).data;
    expect(after.data.find((n) => n.id === notification.id)?.read_at).not.toBeNull();
    expect(after.meta.unread).toBe(page.meta.unread - 1);
  });
});
