/**
 * POST and DELETE of one image column of a platform row (`/…/:id/cover`, multipart field
 * `file`): through the image pipeline and the storage adapter, the row updated with its audit
 * entry in one transaction, the old variants removed after the commit.
 */
import type { Permission } from '@vitrina/shared';
import { imageUrls as imageUrlsSchema } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { App, AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { audit } from './audit';
import { notFound } from './http-error';
import { readImageUpload, removeQuietly, storageFailure } from './image-upload';
import { imageUrls } from './image-urls';
import { renderVariants, storeImage } from './images';
import { errorAnswers, idParams } from './route-schemas';

export interface ImageField {
  url: string;
  permission: Permission;
  tag: string;
  /** Answer field: `{ data: { cover } }`. */
  field: string;
  /** Storage prefix of the generated keys. */
  prefix: string;
  entity: string;
  table: PgTable & { id: PgColumn; updated_at: PgColumn };
  column: PgColumn;
}

export function imageFieldRoutes(
  app: App,
  { database: { db }, storage, config }: AppContext,
  target: ImageField,
) {
  const current = async (from: Db | Tx, id: number, lock: boolean): Promise<string | null | undefined> => {
    const query = from.select({ key: target.column }).from(target.table).where(eq(target.table.id, id));
    const [row] = (lock ? await query.for('update') : await query) as { key: string | null }[];
    return row ? row.key : undefined;
  };
  const save = async (tx: Tx, request: Parameters<typeof audit>[1], id: number, key: string | null) => {
    const before = await current(tx, id, true);
    if (before === undefined) throw notFound();
    await tx
      .update(target.table)
      .set({ [target.column.name]: key, updated_at: sql`now()` } as never)
      .where(eq(target.table.id, id));
    await audit(tx, request, {
      action: 'update',
      entity: target.entity,
      entityId: id,
      before: { [target.column.name]: before },
      after: { [target.column.name]: key },
    });
    return before;
  };
  const answer = (key: string | null) => ({ data: { [target.field]: imageUrls(key, storage.publicBase) } });
  const schema = (summary: string) => ({
    tags: [target.tag],
    summary,
    params: idParams,
    response: { 200: z.object({ data: z.object({ [target.field]: imageUrlsSchema }) }), ...errorAnswers },
  });
  const access = { permission: target.permission, scope: 'platform' as const };

  app.post(
    target.url,
    {
      config: { access },
      schema: {
        ...schema(`Upload the ${target.field} (multipart field "file": JPEG, PNG or WebP)`),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await current(db, id, false)) === undefined) throw notFound();
      const variants = await renderVariants(await readImageUpload(request, config.uploads), config.uploads);
      let key: string;
      try {
        key = await storeImage(storage, target.prefix, variants);
      } catch (error) {
        throw storageFailure(request, error);
      }
      let previous: string | null;
      try {
        previous = await db.transaction((tx) => save(tx, request, id, key));
      } catch (error) {
        await removeQuietly(request, storage, key);
        throw error;
      }
      if (previous) await removeQuietly(request, storage, previous);
      return answer(key);
    },
  );

  app.delete(
    target.url,
    { config: { access }, schema: schema(`Remove the ${target.field}`) },
    async (request) => {
      const previous = await db.transaction((tx) => save(tx, request, request.params.id, null));
      if (previous) await removeQuietly(request, storage, previous);
      return answer(null);
    },
  );
}
