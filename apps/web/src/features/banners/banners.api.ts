/**
 * What the banner screens call besides each resource's list, record, save and delete: the
 * national banner of a placement, the new order, and the desktop and mobile images.
 */
import {
  type Banner,
  type BannerImageKind,
  type BannerPlacement,
  bannerResource,
  type CatalogBanner,
  imageAnswer,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { resourceCalls } from '../../lib/resource-client';
import { uploadFile } from '../../lib/upload';

export type { Banner, CatalogBanner };
export type ImageUrls = NonNullable<Banner['desktop']>;

/** The lists are short (a placement's banners); one page of the most holds them all. */
export const WHOLE_LIST = { page: 1, limit: 100, sort: 'position|asc' } as const;

export async function fetchNationalBanner(placement: BannerPlacement, signal?: AbortSignal): Promise<Banner> {
  const { data } = await api.get(`${bannerResource.api}/national`, {
    params: { placement },
    ...(signal ? { signal } : {}),
  });
  return bannerResource.oneAnswer.parse(data).data;
}

export async function saveOrder(apiPath: string, ids: readonly number[]): Promise<void> {
  await api.put(`${apiPath}/order`, { ids });
}

const imagePath = (id: number, kind: BannerImageKind) => `${bannerResource.api}/${id}/images/${kind}`;

/** An image's two calls, as the image card takes them. */
export const bannerImageCalls = (id: number, kind: BannerImageKind) => ({
  upload: async (file: File, onProgress: (percent: number) => void): Promise<ImageUrls | null> =>
    (await uploadFile(imagePath(id, kind), file, imageAnswer('image'), { onProgress })).data.image,
  remove: () => api.delete(imagePath(id, kind)),
});

export const stateBannerCalls = resourceCalls(bannerResource);
