import {
  BANNER_IMAGE_KINDS,
  BANNER_IMAGE_SIZES,
  type BannerImageKind,
  bannerImageProblem,
  bannerResource,
  imageAnswer,
  recordIdSchema,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { banners } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { imageUrls } from '../../lib/image-urls';
import { inspectImage } from '../../lib/images';
import { imageFile } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';

/**
 * A banner's desktop and mobile images (multipart field `file`), any placement's: checked against
 * their recommended size (BANNER_IMAGE_SIZES) before anything is stored, then through the image
 * pipeline (three WebP variants) and the stored file routes. Uploading replaces the previous image;
 * removing an absent one changes nothing.
 */
const params = z.object({ id: z.coerce.number().pipe(recordIdSchema), kind: z.enum(BANNER_IMAGE_KINDS) });
const column = { desktop: 'desktop_path', mobile: 'mobile_path' } as const;

/** The clear message of a banner image of the wrong size, with the sizes it needs. */
export function checkBannerImage(kind: BannerImageKind, width: number, height: number): void {
  const problem = bannerImageProblem(kind, width, height);
  if (!problem) return;
  const size = BANNER_IMAGE_SIZES[kind];
  throw new HttpError(422, problem, {
    width,
    height,
    recommended: `${size.width} × ${size.height}`,
    minimum: `${size.minWidth} × ${size.minHeight}`,
  });
}

export const bannerImagesModule: Module = (app, { database: { db }, storage, config }) => {
  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/banners/:id/images/:kind',
    config: { access: { permission: bannerResource.permissions.update, scope: 'platform' } },
    tags: ['banners'],
    summary: {
      upload: 'Upload a banner image (multipart field "file": JPEG, PNG or WebP of the recommended size)',
      remove: 'Remove a banner image',
    },
    names: { params },
    response: { 200: imageAnswer('image') },
    kind: imageFile(config.uploads),
    check: async ({ kind }, bytes) => {
      const { width, height } = await inspectImage(bytes, config.uploads);
      checkBannerImage(kind, width, height);
    },
    table: banners,
    entity: 'banner',
    slot: ({ id, kind }) => ({ id, column: column[kind], prefix: `banners/${kind}` }),
    answer: (row, { kind }) => ({ data: { image: imageUrls(row[column[kind]], storage.publicBase) } }),
  });
};
