/**
 * What the popups call besides their resource's list, record, save and delete (those come from
 * the shared definition): the image. The dashboard's read and dismissal are features/dashboard's.
 */
import { imageAnswer, type Popup, popupResource } from '@vitrina/shared';
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
