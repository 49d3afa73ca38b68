import {
  BANNER_IMAGE_KINDS,
  BANNER_IMAGE_SIZES,
  type BannerImageKind,
  bannerImageProblem,
  imageUrls as imageUrlsSchema,
  recordIdSchema,
} from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { banners } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { readImageUpload, removeQuietly, storageFailure } from '../../lib/image-upload';
import { imageUrls } from '../../lib/image-urls';
import { type ImageLimits, inspectImage, renderVariants, storeImage } from '../../lib/images';

/**
 * A banner's desktop and mobile images (multipart field `file`), any placement's: checked against
 * their recommended size (BANNER_IMAGE_SIZES) before anything is stored, then through the image
 * pipeline (three WebP variants). Uploading replaces the previous image, whose variants are deleted
 * once the row points at the new ones.
 */
const URL = '/api/mi-vitrina/banners/:id/images/:kind';
const params = z.object({ id: z.coerce.number().pipe(recordIdSchema), kind: z.enum(BANNER_IMAGE_KINDS) });
const response = { 200: z.object({ data: z.object({ image: imageUrlsSchema }) }) };
const column = { desktop: 'desktop_path', mobile: 'mobile_path' } as const;

async function current(db: Db | Tx, id: number, kind: BannerImageKind, lock: boolean) {
  const query = db.select({ key: banners[column[kind]] }).from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.key : undefined;
}

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
  const limits: ImageLimits = config.uploads;
  const access = { permission: 'update banners' as const, scope: 'platform' as const };
  const tags = ['banners'];
  const answer = (key: string | null) => ({ data: { image: imageUrls(key, storage.publicBase) } });

  app.post(
    URL,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Upload a banner image (multipart field "file": JPEG, PNG or WebP of the recommended size)',
        consumes: ['multipart/form-data'],
        params,
        response,
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      if ((await current(db, id, kind, false)) === undefined) throw notFound();
      const bytes = await readImageUpload(request, limits);
      const { width, height } = await inspectImage(bytes, limits);
      checkBannerImage(kind, width, height);
      const variants = await renderVariants(bytes, limits);
      let key: string;
      try {
        key = await storeImage(storage, `banners/${kind}`, variants);
      } catch (error) {
        throw storageFailure(request, error);
      }
      let previous: string | null;
      try {
        previous = await db.transaction(async (tx) => {
          const before = await current(tx, id, kind, true);
          if (before === undefined) throw notFound();
          await tx
            .update(banners)
            .set({ [column[kind]]: key, updated_at: sql`now()` })
            .where(eq(banners.id, id));
          await audit(tx, request, {
            action: 'update',
            entity: 'banner',
            entityId: id,
            before: { [column[kind]]: before },
            after: { [column[kind]]: key },
          });
          return before;
        });
      } catch (error) {
        await removeQuietly(request, storage, key);
        throw error;
      }
      if (previous) await removeQuietly(request, storage, previous);
      return answer(key);
    },
  );

  app.delete(
    URL,
    { config: { access }, schema: { tags, summary: 'Remove a banner image', params, response } },
    async (request) => {
      const { id, kind } = request.params;
      const previous = await db.transaction(async (tx) => {
        const before = await current(tx, id, kind, true);
        if (before === undefined) throw notFound();
        if (before === null) return null;
        await tx
          .update(banners)
          .set({ [column[kind]]: null, updated_at: sql`now()` })
          .where(eq(banners.id, id));
        await audit(tx, request, {
          action: 'update',
          entity: 'banner',
          entityId: id,
          before: { [column[kind]]: before },
          after: { [column[kind]]: null },
        });
        return before;
      });
      if (previous) await removeQuietly(request, storage, previous);
      return answer(null);
    },
  );
};
