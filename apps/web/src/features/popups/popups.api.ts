/**
 * What the popups call besides their resource's list, record, save and delete (those come from
 * the shared definition): the image. The dashboard's read and dismissal are features/dashboard's.
 */
import { type Popup, popupResource } from '@vitrina/shared';
import { api } from '../../lib/api-client';

type ImageUrls = NonNullable<Popup['image']>;

const imagePath = (id: number) => `${popupResource.api}/${id}/image`;

/** The image card's two calls for one popup. */
export const popupImageCalls = (id: number) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<ImageUrls | null> => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await api.post<{ data: { image: ImageUrls | null } }>(imagePath(id), form, {
      onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0),
    });
    return data.data.image;
  },
  remove: () => api.delete(imagePath(id)),
});
