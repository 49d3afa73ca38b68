/**
 * What the popups call besides their resource's list, record, save and delete (those come from
 * the shared definition): the image, and the dashboard's read and dismissal.
 */
import {
  DASHBOARD_API,
  type DashboardAnswer,
  dashboardAnswer,
  imageAnswer,
  type Popup,
  popupResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

type ImageUrls = NonNullable<Popup['image']>;

const imagePath = (id: number) => `${popupResource.api}/${id}/image`;

/** The image card's two calls for one popup. */
export const popupImageCalls = (id: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<ImageUrls | null> =>
    (await uploadFile(imagePath(id), file, imageAnswer('image'), { onProgress })).data.image,
  remove: () => api.delete(imagePath(id)),
});

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
