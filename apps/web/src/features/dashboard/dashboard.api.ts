/** What the dashboard calls: its popups and summary in one read, and the dismissal of a popup. */
import { DASHBOARD_API, type DashboardAnswer, dashboardAnswer } from '@vitrina/shared';
import { api } from '../../lib/api-client';

export async function fetchDashboard(
  agency: number,
  popup: number | undefined,
  signal?: AbortSignal,
): Promise<DashboardAnswer['data']> {
  const { data } = await api.get(DASHBOARD_API, {
    params: { agency, ...(popup ? { popup } : {}) },
    ...(signal ? { signal } : {}),
  });
  return dashboardAnswer.parse(data).data;
}

export async function dismissPopup(id: number): Promise<void> {
  await api.post(`${DASHBOARD_API}/popups/${id}/dismiss`);
}
