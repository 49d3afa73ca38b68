import { type PhotoSet, photoSetResource, type SortField } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { imageUrls } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { galleryPhotos, PHOTO_SET_GALLERY } from '../../lib/photo-gallery';
import { idFilter } from '../../lib/sql-fragments';
import { catalogNames, searchTextMatches } from '../catalogs/public';

/** A stock photo set as read: its cover is a storage key until answered. */
export interface PhotoSetRow extends Omit<PhotoSet, 'cover'> {
  cover_path: string | null;
}

/**
 * Dealerships' live new vehicles of the set's catalog year: the vehicles that show this set.
 * Counted for the rows of one page only (the total never reads it).
 */
const vehiclesCount = sql`(select count(*)::int from new_vehicles nv
  where nv.catalog_year_id = s.catalog_year_id and nv.deleted_at is null)`;

export function photoSetSource(
  filters: { brand_id?: number | undefined; model_id?: number | undefined } = {},
): ListSource<SortField<typeof photoSetResource>> {
  return {
    select: sql`s.id, ${catalogNames('s')}, s.cover_path, s.photos_count::int as photos_count,
      ${vehiclesCount} as vehicles_count,
      s.created_at, s.updated_at`,
    from: sql`new_vehicle_photo_sets s`,
    where: [idFilter(sql`s.brand_id`, filters.brand_id), idFilter(sql`s.model_id`, filters.model_id)],
    sortable: {
      updated_at: sql`s.updated_at`,
      year: sql`s.year`,
      photos_count: sql`s.photos_count`,
    },
    defaultSort: photoSetResource.defaultSort,
    tiebreaker: sql`s.id`,
    search: [searchTextMatches('s')],
  };
}

export function toPhotoSet(row: PhotoSetRow, publicBase: string): PhotoSet {
  const { cover_path, ...rest } = row;
  return { ...rest, cover: imageUrls(cover_path, publicBase) };
}

export function findPhotoSet(db: Db | Tx, id: number): Promise<PhotoSetRow | undefined> {
  const source = photoSetSource();
  return queryRow<PhotoSetRow>(db, sql`select ${source.select} from ${source.from} where s.id = ${id}`);
}

/** One set with its photos in order (`/brand-new-vehicle/photos/:id`). */
export async function findPhotoSetDetail(db: Db | Tx, id: number, publicBase: string) {
  const row = await findPhotoSet(db, id);
  if (!row) return undefined;
  return {
    ...toPhotoSet(row, publicBase),
    photos: await galleryPhotos(db, PHOTO_SET_GALLERY, id, publicBase),
  };
}

/** The set of a catalog year, if the platform has one (an id past int4 has none). */
export function findPhotoSetOfYear(db: Db | Tx, catalogYearId: number): Promise<PhotoSetRow | undefined> {
  const source = photoSetSource();
  return queryRow<PhotoSetRow>(
    db,
    sql`select ${source.select} from ${source.from} where s.catalog_year_id = ${catalogYearId}::bigint`,
  );
}

/** Whether the catalog year already has its set (one per catalog year). */
export async function photoSetOfYear(db: Db | Tx, catalogYearId: number): Promise<number | undefined> {
  const row = await queryRow<{ id: number }>(
    db,
    sql`select id from new_vehicle_photo_sets where catalog_year_id = ${catalogYearId}`,
  );
  return row?.id;
}
