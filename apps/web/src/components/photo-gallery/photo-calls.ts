/**
 * A gallery's calls under its owner's API path (`/mi-vitrina/inventory/12`, `/mi-vitrina/brand-new-vehicle/photos/3`):
 * upload one file, reorder, choose the cover, delete. Each answers the whole gallery in order
 * (`photoListAnswer`), checked against the shared schema. `reload` reads the owner itself, whose
 * answer carries the same photos (`{ data: { photos } }`).
 */
import { href, PHOTO_PATHS, photoListAnswer, type VehiclePhoto, vehiclePhoto } from '@vitrina/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

const ownerAnswer = z.object({ data: z.object({ photos: z.array(vehiclePhoto) }) });

export interface PhotoCalls {
  /** One file, at `position` when given (its place in the person's choice), else last. */
  upload: (file: File, onProgress: (percent: number) => void, position?: number) => Promise<VehiclePhoto[]>;
  order: (ids: number[]) => Promise<VehiclePhoto[]>;
  cover: (photoId: number) => Promise<VehiclePhoto[]>;
  remove: (photoId: number) => Promise<VehiclePhoto[]>;
  reload: () => Promise<VehiclePhoto[]>;
}

export function photoCalls(basePath: string): PhotoCalls {
  const photos = (answer: unknown) => photoListAnswer.parse(answer).data;
  return {
    upload: async (file, onProgress, position) =>
      (
        await uploadFile(`${basePath}${PHOTO_PATHS.upload}`, file, photoListAnswer, {
          ...(position === undefined ? {} : { params: { position } }),
          onProgress,
          // A large photo on a slow connection takes longer than the usual call.
          slow: true,
        })
      ).data,
    order: async (ids) => photos((await api.put(`${basePath}${PHOTO_PATHS.order}`, { ids })).data),
    cover: async (photoId) =>
      photos((await api.put(`${basePath}${href(PHOTO_PATHS.cover, { photo_id: photoId })}`)).data),
    remove: async (photoId) =>
      photos((await api.delete(`${basePath}${href(PHOTO_PATHS.remove, { photo_id: photoId })}`)).data),
    reload: async () => ownerAnswer.parse((await api.get(basePath)).data).data.photos,
  };
}
