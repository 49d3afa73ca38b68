import {
  type NewVehicle,
  type NewVehicleDetail,
  type NewVehicleStatus,
  newVehicleResource,
  type SortField,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { withThumbnail } from '../../lib/image-urls';
import type { ListSource } from '../../lib/list-query';
import { galleryPhotos, PHOTO_SET_GALLERY } from '../../lib/photo-gallery';
import { activeFilter, agencyIn, idFilter } from '../../lib/sql-fragments';
import { catalogNames, searchTextMatches } from '../catalogs/public';

/** A new vehicle as read: its thumbnail is its photo set's cover key until answered. */
export interface NewVehicleRow extends Omit<NewVehicle, 'thumbnail'> {
  cover_path: string | null;
}

export interface NewVehicleFilters {
  brand_id?: number | undefined;
  model_id?: number | undefined;
  status?: NewVehicleStatus | undefined;
  published?: boolean | undefined;
}

/**
 * Live new vehicles of the given dealerships. The photo set of the same catalog year is joined
 * (one per year, unique): its id and cover are the row's `photo_set_id` and thumbnail, nothing is
 * copied, so a set made or changed later shows at once.
 */
export function newVehicleSource(
  filters: NewVehicleFilters,
  agencyIds: number[] | null,
): ListSource<SortField<typeof newVehicleResource>> {
  return {
    select: sql`nv.id, nv.agency_id, (select name from agencies where id = nv.agency_id) as agency_name,
      ${catalogNames('nv')}, (nv.price_cents::float8 / 100) as price,
      (nv.promotional_price_cents::float8 / 100) as promotional_price, nv.colors, nv.stock_units,
      nv.status, nv.published, s.id as photo_set_id, s.cover_path, nv.lock_version,
      nv.updated_at`,
    from: sql`new_vehicles nv left join new_vehicle_photo_sets s on s.catalog_year_id = nv.catalog_year_id`,
    where: [
      sql`nv.deleted_at is null`,
      agencyIn(sql`nv.agency_id`, agencyIds),
      idFilter(sql`nv.brand_id`, filters.brand_id),
      idFilter(sql`nv.model_id`, filters.model_id),
      filters.status === undefined ? undefined : sql`nv.status = ${filters.status}`,
      activeFilter(sql`nv.published`, filters.published),
    ],
    sortable: {
      updated_at: sql`nv.updated_at`,
      price: sql`nv.price_cents`,
      year: sql`nv.year`,
      stock_units: sql`nv.stock_units`,
    },
    defaultSort: newVehicleResource.defaultSort,
    tiebreaker: sql`nv.id`,
    search: [searchTextMatches('nv')],
  };
}

/** One live new vehicle with its description and its photo set's photos in order. */
export async function findNewVehicle(
  db: Db | Tx,
  id: number,
  publicBase: string,
): Promise<NewVehicleDetail | undefined> {
  const source = newVehicleSource({}, null);
  const row = await queryRow<NewVehicleRow & { description: string; created_at: string }>(
    db,
    sql`select ${source.select}, nv.description, nv.created_at
        from ${source.from} where nv.id = ${id} and nv.deleted_at is null`,
  );
  if (!row) return undefined;
  const photos = row.photo_set_id
    ? await galleryPhotos(db, PHOTO_SET_GALLERY, row.photo_set_id, publicBase)
    : [];
  return { ...withThumbnail(row, publicBase), photos };
}

/** Another live vehicle of the dealership for the same catalog year (one row per year). */
export async function yearTaken(
  db: Db | Tx,
  agencyId: number,
  catalogYearId: number,
  exceptId = 0,
): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select 1 as taken from new_vehicles where agency_id = ${agencyId}
          and catalog_year_id = ${catalogYearId} and deleted_at is null and id <> ${exceptId}`,
  );
  return row !== undefined;
}
