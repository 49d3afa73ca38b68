/**
 * What the new-inventory screens share: the row and record types of the two resources, how a
 * vehicle is named (brand, model, version and year from the catalog), the screens' addresses,
 * and the stock photo set a catalog year would show.
 */
import {
  href,
  type NewVehicle,
  type NewVehicleDetail,
  newVehicleResource,
  type PhotoSet,
  type PhotoSetDetail,
  photoSetResource,
  STOCK_PHOTO_SET_API,
  stockPhotoSetAnswer,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';

export type { NewVehicle, NewVehicleDetail, PhotoSet, PhotoSetDetail };

/** The catalog names a vehicle or a photo set carries. */
export interface CatalogNames {
  brand_name: string;
  model_name: string;
  version_name: string;
  year: number;
}

/** "Nissan Versa Advance 2025": how a person names a catalog year. */
export function vehicleName(row: CatalogNames): string {
  return `${row.brand_name} ${row.model_name} ${row.version_name} ${row.year}`;
}

/** The gallery's base path under /api for a set (`PHOTO_PATHS` are appended by the gallery). */
export function photoSetGalleryPath(id: number): string {
  return `${photoSetResource.api}/${id}`;
}

/** A new vehicle's details screen; `edit` opens it in edit mode (the list's edit button). */
export function detailsPath(row: { id: number }, edit = false): string {
  return href(newVehicleResource.screens.details, { id: row.id }, edit ? { edit: 1 } : {});
}

/** A stock photo set's gallery screen. */
export function photoSetEditPath(set: { id: number }): string {
  return href(photoSetResource.screens.edit, { id: set.id });
}

/** The stock photo set of a catalog year (null when the platform has none), for the create screen. */
export async function fetchStockSet(agency: number, catalogYearId: number, signal?: AbortSignal) {
  const { data } = await api.get(STOCK_PHOTO_SET_API, {
    params: { agency, catalog_year_id: catalogYearId },
    ...(signal ? { signal } : {}),
  });
  return stockPhotoSetAnswer.parse(data).data;
}
