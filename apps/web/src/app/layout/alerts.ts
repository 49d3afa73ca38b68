/**
 * Issue 39: the signed-in user's alerts (a lead assigned to them, a lead forwarded to their
 * dealership), beside the spec's Facebook lead notifications in the bell. One query the bells and
 * the toast share; an alert that arrives live on the user's channel is put at its head.
 */

import { useQuery } from '@tanstack/react-query';
import type { NotificationItem, notificationListAnswer, notificationReadAnswer } from '@vitrina/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';

const BASE = '/mi-vitrina/notifications';
/** As many as the panel lists. */
export const ALERTS_SHOWN = 20;

type AlertPage = z.output<typeof notificationListAnswer>;
type ReadAnswer = z.output<typeof notificationReadAnswer>;

export function useAlerts(): { alerts: NotificationItem[]; unread: number } {
  const { user, token } = useSession();
  const query = useQuery({
    queryKey: [...queryKeys.notifications, user?.id ?? 0],
    queryFn: async () => (await api.get<AlertPage>(BASE, { params: { limit: ALERTS_SHOWN } })).data,
    enabled: Boolean(user && token),
  });
  return { alerts: query.data?.data ?? [], unread: query.data?.meta.unread ?? 0 };
}

function update(userId: number, change: (page: AlertPage) => AlertPage): void {
  queryClient.setQueryData<AlertPage>([...queryKeys.notifications, userId], (page) =>
    page ? change(page) : page,
  );
}

/** An alert arrived live: it heads the list, with the server's unread count. */
export function alertArrived(userId: number, notification: NotificationItem, unread: number): void {
  update(userId, (page) => ({
    data: [notification, ...page.data.filter((n) => n.id !== notification.id)].slice(0, ALERTS_SHOWN),
    meta: { unread },
  }));
}

export async function readAlert(userId: number, id: number): Promise<void> {
  const { data } = await api.post<ReadAnswer>(`${BASE}/${id}/read`);
  const at = new Date().toISOString();
  update(userId, (page) => ({
    data: page.data.map((n) => (n.id === id ? { ...n, read_at: n.read_at ?? at } : n)),
    meta: { unread: data.data.unread },
  }));
}

export async function readAllAlerts(userId: number): Promise<void> {
  await api.post<ReadAnswer>(`${BASE}/read-all`);
  const at = new Date().toISOString();
  update(userId, (page) => ({
    data: page.data.map((n) => ({ ...n, read_at: n.read_at ?? at })),
    meta: { unread: 0 },
  }));
}
