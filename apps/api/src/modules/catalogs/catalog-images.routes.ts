import { imageUrls as imageUrlsSchema, type Permission } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { catalogBodies, catalogBrands } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { readImageUpload, removeQuietly, storageFailure } from '../../lib/image-upload';
import { imageUrls } from '../../lib/image-urls';
import { type ImageLimits, renderVariants, storeImage } from '../../lib/images';
import { idParams } from '../../lib/route-schemas';
import { isSafeKey } from '../../lib/storage';

/**
 * Brand logos and body icons (multipart field `file`), through the image pipeline and the
 * storage adapter; and GET /uploads/*, which serves what local storage holds. Uploading
 * replaces the previous image: the new variants are stored, the row points at them (with its
 * audit entry, in one transaction), then the old variants are deleted.
 */

interface ImageTarget {
  url: string;
  permission: Permission;
  /** Answer field: `{ data: { logo } }`. */
  field: 'logo' | 'icon';
  /** Storage prefix of the generated keys. */
  prefix: string;
  entity: string;
  column: 'logo_path' | 'icon_path';
  /** The row's current image key; `undefined` when there is no such row. */
  current(db: Db | Tx, id: number, lock: boolean): Promise<string | null | undefined>;
  save(tx: Tx, id: number, key: string | null): Promise<void>;
}

const TARGETS: ImageTarget[] = [
  {
    url: '/api/mi-vitrina/catalogs/brands/:id/logo',
    permission: 'update brand catalog',
    field: 'logo',
    prefix: 'catalogs/brands',
    entity: 'catalog_brand',
    column: 'logo_path',
    async current(db, id, lock) {
      const query = db
        .select({ key: catalogBrands.logo_path })
        .from(catalogBrands)
        .where(eq(catalogBrands.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? row.key : undefined;
    },
    async save(tx, id, key) {
      await tx
        .update(catalogBrands)
        .set({ logo_path: key, updated_at: sql`now()` })
        .where(eq(catalogBrands.id, id));
    },
  },
  {
    url: '/api/mi-vitrina/catalogs/bodies/:id/icon',
    permission: 'update bodies',
    field: 'icon',
    prefix: 'catalogs/bodies',
    entity: 'catalog_body',
    column: 'icon_path',
    async current(db, id, lock) {
      const query = db
        .select({ key: catalogBodies.icon_path })
        .from(catalogBodies)
        .where(eq(catalogBodies.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? row.key : undefined;
    },
    async save(tx, id, key) {
      await tx
        .update(catalogBodies)
        .set({ icon_path: key, updated_at: sql`now()` })
        .where(eq(catalogBodies.id, id));
    },
  },
];

export const catalogImagesModule: Module = (app, { database, storage, config }) => {
  const db = database.db;
  const limits: ImageLimits = config.uploads;

  const answer = (target: ImageTarget, key: string | null) =>
    ({ data: { [target.field]: imageUrls(key, storage.publicBase) } }) as Record<
      'data',
      Record<string, ReturnType<typeof imageUrls>>
    >;

  for (const target of TARGETS) {
    const access = { permission: target.permission, scope: 'platform' as const };
    const response = { 200: z.object({ data: z.object({ [target.field]: imageUrlsSchema }) }) };
    const tags = ['catalogs'];

    app.post(
      target.url,
      {
        config: { access },
        schema: {
          tags,
          summary: `Upload the ${target.field} (multipart field "file": JPEG, PNG or WebP)`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response,
        },
      },
      async (request) => {
        const { id } = request.params;
        if ((await target.current(db, id, false)) === undefined) throw notFound();

        const variants = await renderVariants(await readImageUpload(request, limits), limits);
        let key: string;
        try {
          key = await storeImage(storage, target.prefix, variants);
        } catch (error) {
          throw storageFailure(request, error);
        }

        let previous: string | null;
        try {
          previous = await db.transaction(async (tx) => {
            const before = await target.current(tx, id, true);
            if (before === undefined) throw notFound();
            await target.save(tx, id, key);
            await audit(tx, request, {
              action: 'update',
              entity: target.entity,
              entityId: id,
              before: { [target.column]: before },
              after: { [target.column]: key },
            });
            return before;
          });
        } catch (error) {
          await removeQuietly(request, storage, key);
          throw error;
        }
        if (previous) await removeQuietly(request, storage, previous);
        return answer(target, key);
      },
    );

    app.delete(
      target.url,
      {
        config: { access },
        schema: { tags, summary: `Remove the ${target.field}`, params: idParams, response },
      },
      async (request) => {
        const { id } = request.params;
        const previous = await db.transaction(async (tx) => {
          const before = await target.current(tx, id, true);
          if (before === undefined) throw notFound();
          if (before === null) return null;
          await target.save(tx, id, null);
          await audit(tx, request, {
            action: 'update',
            entity: target.entity,
            entityId: id,
            before: { [target.column]: before },
            after: { [target.column]: null },
          });
          return before;
        });
        if (previous) await removeQuietly(request, storage, previous);
        return answer(target, null);
      },
    );
  }

  /**
   * What local storage holds, by key. Keys are validated before any path is built, so
   * `..`, encoded slashes and the like never reach the file system. With S3 the bucket
   * serves the files and this route answers 404.
   */
  app.get(
    '/uploads/*',
    {
      // No params schema: a key that is not a safe file name (NUL included) is simply not found.
      config: { access: { public: true } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = storage.kind === 'local' && isSafeKey(key) ? await storage.get(key) : null;
      if (!object) throw notFound();
      reply
        .type(object.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
};
