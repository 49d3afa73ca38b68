/**
 * An ordered gallery of photos owned by a parent row: a used vehicle's (`vehicle_photos` of
 * `vehicles`) and a stock photo set's (`new_vehicle_photos` of `new_vehicle_photo_sets`). One
 * mechanism for both: upload one file through the image pipeline, reorder, choose the cover,
 * delete — each call answers the whole gallery in order (`photoListAnswer`).
 *
 * The parent keeps `cover_path` (the photo at position 0) and `photos_count` in step, in the same
 * transaction as the photos, with its row locked: concurrent uploads queue on that lock, so they
 * can neither pass VEHICLE_PHOTOS_MAX nor share a position. An upload stores its variants before
 * the transaction (no slow work under the lock) and removes them if the transaction fails;
 * deleted photos' variants are removed after the commit. Each file is its own request, so a
 * refused file never touches the photos already there.
 */
import {
  PHOTO_PATHS,
  photoListAnswer,
  photoOrderInput,
  photoUploadQuery,
  VEHICLE_PHOTOS_MAX,
  type VehiclePhoto,
} from '@vitrina/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../context';
import type { Db, Tx } from '../db/client';
import { queryRow, queryRows } from '../db/query';
import type { Access } from '../plugins/access';
import { audit } from './audit';
import { HttpError, invalid, notFound } from './http-error';
import { imageUrls } from './image-urls';
import type { ImageLimits } from './images';
import { errorAnswers, recordId } from './route-schemas';
import type { Storage } from './storage';
import { imageFile, swapStoredFile } from './stored-file';

/** Where a gallery lives: its parent's table and its photos' table. */
export interface GalleryKind {
  parent: 'vehicles' | 'new_vehicle_photo_sets' | 'auctions';
  photos: 'vehicle_photos' | 'new_vehicle_photos' | 'auction_photos';
  /** The photos' column naming their parent. */
  owner: 'vehicle_id' | 'set_id' | 'auction_id';
  /** The parent is soft-deleted (`deleted_at`): a deleted one has no gallery. */
  softDeleted: boolean;
  /** The parent belongs to a dealership (`agency_id`), recorded with the audit entry. */
  agencyOwned: boolean;
  /** Storage prefix of the photos' keys. */
  prefix: string;
  /** The audit entry's entity: the parent's. */
  entity: string;
}

export const USED_VEHICLE_GALLERY: GalleryKind = {
  parent: 'vehicles',
  photos: 'vehicle_photos',
  owner: 'vehicle_id',
  softDeleted: true,
  agencyOwned: true,
  prefix: 'inventory/vehicles',
  entity: 'vehicle',
};

export const PHOTO_SET_GALLERY: GalleryKind = {
  parent: 'new_vehicle_photo_sets',
  photos: 'new_vehicle_photos',
  owner: 'set_id',
  softDeleted: false,
  agencyOwned: false,
  prefix: 'inventory/photo-sets',
  entity: 'new_vehicle_photo_set',
};

export const AUCTION_GALLERY: GalleryKind = {
  parent: 'auctions',
  photos: 'auction_photos',
  owner: 'auction_id',
  softDeleted: false,
  agencyOwned: false,
  prefix: 'auctions',
  entity: 'auction',
};

interface StoredPhoto {
  id: number;
  path: string;
  position: number;
}

interface Parent {
  id: number;
  agency_id: number | null;
  photos_count: number;
}

const id = (name: string) => sql.identifier(name);

function parentQuery(kind: GalleryKind, parentId: number, lock: boolean): SQL {
  const agency = kind.agencyOwned ? sql`agency_id` : sql`null::int`;
  const live = kind.softDeleted ? sql` and deleted_at is null` : sql``;
  return sql`select id, ${agency} as agency_id, photos_count from ${id(kind.parent)}
    where id = ${parentId}${live}${lock ? sql` for update` : sql``}`;
}

function storedPhotos(db: Db | Tx, kind: GalleryKind, parentId: number): Promise<StoredPhoto[]> {
  return queryRows<StoredPhoto>(
    db,
    sql`select id, path, position from ${id(kind.photos)}
        where ${id(kind.owner)} = ${parentId} order by position, id`,
  );
}

const toPhoto =
  (publicBase: string) =>
  (photo: StoredPhoto, position: number): VehiclePhoto => ({
    id: photo.id,
    position,
    image: imageUrls(photo.path, publicBase)!,
  });

/** The gallery in order, as answered (a record's `photos`). */
export async function galleryPhotos(
  db: Db | Tx,
  kind: GalleryKind,
  parentId: number,
  publicBase: string,
): Promise<VehiclePhoto[]> {
  return (await storedPhotos(db, kind, parentId)).map(toPhoto(publicBase));
}

/** The storage keys of a parent's photos: read before the parent is deleted, removed after the commit. */
export async function galleryPaths(db: Db | Tx, kind: GalleryKind, parentId: number): Promise<string[]> {
  return (await storedPhotos(db, kind, parentId)).map((photo) => photo.path);
}

/**
 * Positions 0…n-1 in the gallery's order (a photo moved to -1 becomes the cover), then the
 * parent's cover and count from them. Answers the photos in order. An upload keeps the positions
 * as they are (`compact` false): the other files of its choice still on their way hold the places
 * between them, and a later write closes any gap a refused file left.
 */
async function settle(tx: Tx, kind: GalleryKind, parentId: number, compact: boolean): Promise<StoredPhoto[]> {
  const photos = id(kind.photos);
  const owner = id(kind.owner);
  if (compact) {
    await tx.execute(
      sql`update ${photos} p set position = o.n
          from (select id, (row_number() over (order by position, id) - 1)::smallint as n
                  from ${photos} where ${owner} = ${parentId}) o
          where p.id = o.id and p.position <> o.n`,
    );
  }
  const settled = await storedPhotos(tx, kind, parentId);
  await tx.execute(
    sql`update ${id(kind.parent)} set cover_path = ${settled[0]?.path ?? null},
          photos_count = ${settled.length}, updated_at = now()
        where id = ${parentId}`,
  );
  return settled;
}

const galleryFull = () =>
  new HttpError(422, 'photos.limit_reached', { max: VEHICLE_PHOTOS_MAX }, { file: ['photos.limit_field'] });

/** What every audit entry of a gallery keeps: the photo ids in order, before and after. */
const order = (photos: StoredPhoto[]) => ({ photos: photos.map((photo) => photo.id) });

interface GalleryWrite {
  action: 'photo_upload' | 'photo_order' | 'photo_cover' | 'photo_delete';
  /** Changes the locked gallery; answers the photo it added or removed, if any. */
  change: (tx: Tx, photos: StoredPhoto[]) => Promise<{ path?: string } | 'unchanged'>;
}

/**
 * One gallery write: the parent locked (404 when it is not there), the change, the positions
 * and the parent's cover and count settled, the audit entry — one transaction.
 */
async function writeGallery(
  db: Db,
  request: FastifyRequest,
  kind: GalleryKind,
  parentId: number,
  write: GalleryWrite,
): Promise<{ photos: StoredPhoto[]; path?: string }> {
  return db.transaction(async (tx) => {
    const parent = await queryRow<Parent>(tx, parentQuery(kind, parentId, true));
    if (!parent) throw notFound();
    const before = await storedPhotos(tx, kind, parentId);
    const changed = await write.change(tx, before);
    if (changed === 'unchanged') return { photos: before };
    const after = await settle(tx, kind, parentId, write.action !== 'photo_upload');
    await audit(tx, request, {
      action: write.action,
      entity: kind.entity,
      entityId: parentId,
      agencyId: parent.agency_id,
      before: order(before),
      after: { ...order(after), ...(changed.path ? { path: changed.path } : {}) },
    });
    return { photos: after, ...changed };
  });
}

export interface GalleryRoutes {
  kind: GalleryKind;
  /** The parent's URL, `:id` naming it: `/api/mi-vitrina/inventory/:id`. */
  url: string;
  /** The routes' access declaration (`accessFor(kit, 'update')`). */
  config: { access: Access };
  tag: string;
  db: Db;
  storage: Storage;
  limits: ImageLimits;
}

const parentParams = z.object({ id: recordId });
const photoParams = z.object({ id: recordId, photo_id: recordId });

/** The four calls of a gallery under its parent's URL (PHOTO_PATHS), each answering the whole gallery. */
export function galleryRoutes(app: App, options: GalleryRoutes): void {
  const { kind, url, config, db, storage, limits } = options;
  const image = imageFile(limits);
  const tags = [options.tag];
  const answer = (photos: StoredPhoto[]) => ({ data: photos.map(toPhoto(storage.publicBase)) });
  const response = { 200: photoListAnswer, ...errorAnswers };

  /** The photo of this gallery named by the path: a photo of another parent is not found. */
  const named = (photos: StoredPhoto[], photoId: number) => {
    const photo = photos.find((candidate) => candidate.id === photoId);
    if (!photo) throw notFound();
    return photo;
  };

  app.post(
    `${url}${PHOTO_PATHS.upload}`,
    {
      config,
      schema: {
        tags,
        summary: `Add a photo at \`position\`, else at the end (multipart field "file": JPEG, PNG or WebP; at most ${VEHICLE_PHOTOS_MAX})`,
        consumes: ['multipart/form-data'],
        params: parentParams,
        querystring: photoUploadQuery,
        response: { 201: photoListAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const parentId = request.params.id;
      // Refused before the file is read: a full gallery, or none at all.
      const parent = await queryRow<Parent>(db, parentQuery(kind, parentId, false));
      if (!parent) throw notFound();
      if (parent.photos_count >= VEHICLE_PHOTOS_MAX) throw galleryFull();

      const upload = await image.read(request);
      // The one store → swap → clean-up step: an upload replaces no file, so nothing is removed after it.
      const photos = await swapStoredFile(
        request,
        storage,
        image,
        { prefix: kind.prefix, upload },
        async (key) => {
          const written = await writeGallery(db, request, kind, parentId, {
            action: 'photo_upload',
            change: async (tx, before) => {
              // Checked again under the lock: another upload may have filled the gallery meanwhile.
              if (before.length >= VEHICLE_PHOTOS_MAX) throw galleryFull();
              // After the last photo unless the request names its place (photoUploadQuery).
              const last = before.at(-1)?.position ?? -1;
              const position = request.query.position ?? last + 1;
              await tx.execute(
                sql`insert into ${id(kind.photos)} (${id(kind.owner)}, path, position)
                    values (${parentId}, ${key}, ${position})`,
              );
              return { path: key! };
            },
          });
          return { previous: null, result: written.photos };
        },
      );
      return reply.code(201).send(answer(photos));
    },
  );

  app.put(
    `${url}${PHOTO_PATHS.order}`,
    {
      config,
      schema: {
        tags,
        summary: 'Reorder the photos: `ids` is every photo of the gallery once, the cover first',
        params: parentParams,
        body: photoOrderInput,
        response,
      },
    },
    async (request) => {
      const { ids } = request.body;
      const { photos } = await writeGallery(db, request, kind, request.params.id, {
        action: 'photo_order',
        change: async (tx, before) => {
          const known = new Set(before.map((photo) => photo.id));
          const exact =
            ids.length === before.length &&
            new Set(ids).size === ids.length &&
            ids.every((i) => known.has(i));
          if (!exact) throw invalid({ ids: ['photos.order_mismatch'] });
          if (ids.every((photoId, index) => before[index]!.id === photoId)) return 'unchanged';
          const positions = sql.join(
            ids.map((photoId, index) => sql`(${photoId}::int, ${index}::smallint)`),
            sql`, `,
          );
          await tx.execute(
            sql`update ${id(kind.photos)} p set position = v.position
                from (values ${positions}) as v(id, position) where p.id = v.id`,
          );
          return {};
        },
      });
      return answer(photos);
    },
  );

  app.put(
    `${url}${PHOTO_PATHS.cover}`,
    {
      config,
      schema: { tags, summary: 'Make a photo the cover (position 0)', params: photoParams, response },
    },
    async (request) => {
      const { id: parentId, photo_id } = request.params;
      const { photos } = await writeGallery(db, request, kind, parentId, {
        action: 'photo_cover',
        change: async (tx, before) => {
          const photo = named(before, photo_id);
          if (photo.id === before[0]!.id) return 'unchanged';
          // Ahead of every other photo; settling numbers them 0…n-1 again.
          await tx.execute(sql`update ${id(kind.photos)} set position = -1 where id = ${photo.id}`);
          return {};
        },
      });
      return answer(photos);
    },
  );

  app.delete(
    `${url}${PHOTO_PATHS.remove}`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a photo; the next one becomes the cover',
        params: photoParams,
        response,
      },
    },
    async (request) => {
      const { id: parentId, photo_id } = request.params;
      // The photo's variants are removed after the commit, through the same step as every stored file.
      const photos = await swapStoredFile(request, storage, image, null, async () => {
        const { photos: after, path } = await writeGallery(db, request, kind, parentId, {
          action: 'photo_delete',
          change: async (tx, before) => {
            const photo = named(before, photo_id);
            await tx.execute(sql`delete from ${id(kind.photos)} where id = ${photo.id}`);
            return { path: photo.path };
          },
        });
        return { previous: path ?? null, result: after };
      });
      return answer(photos);
    },
  );
}
