import { photoSetInput, photoSetResource } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { newVehiclePhotoSets } from '../../db/schema';
import { deleteRoute } from '../../lib/delete-route';
import { createdColumn, type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import { invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { galleryPaths, galleryRoutes, PHOTO_SET_GALLERY } from '../../lib/photo-gallery';
import { exportRoute, listRoute, oneRoute } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { removeQuietly } from '../../lib/stored-file';
import { deleteRow, insertRow, lockRow } from '../../lib/table-writes';
import { createRoute } from '../../lib/write-routes';
import { catalogColumns, findCatalogEntry, usableCatalogEntry } from '../catalogs/public';
import {
  findPhotoSetDetail,
  type PhotoSetRow,
  photoSetOfYear,
  photoSetSource,
  toPhotoSet,
} from './photo-sets.repository';

const yearInactive = () => invalid({ catalog_year_id: ['inventory.catalog_year_inactive'] });
const rules = {
  unique: { new_vehicle_photo_sets_year_key: ['catalog_year_id', 'new_inventory.photo_set_taken'] },
  // The catalog year was deleted between the check and the insert.
  foreignKey: yearInactive,
} as const;

const columns = (): ExportColumn<PhotoSetRow>[] => [
  idColumn(),
  { header: { es: 'Marca', en: 'Brand' }, value: (row) => row.brand_name, width: 20 },
  { header: { es: 'Modelo', en: 'Model' }, value: (row) => row.model_name, width: 20 },
  { header: { es: 'Versión', en: 'Version' }, value: (row) => row.version_name, width: 28 },
  { header: { es: 'Año', en: 'Year' }, value: (row) => row.year, width: 8 },
  { header: { es: 'Fotos', en: 'Photos' }, value: (row) => row.photos_count, width: 8 },
  { header: { es: 'Vehículos nuevos', en: 'New vehicles' }, value: (row) => row.vehicles_count, width: 16 },
  createdColumn(),
  updatedColumn(),
];

/**
 * The platform's stock photo sets (`/brand-new-vehicle/photos`): one per catalog year, shown by
 * every dealership's new vehicle of that year (joined, never copied). A set is created empty for
 * a catalog year, then filled through its gallery; deleting it deletes its photos and their files.
 */
export const photoSetsModule: Module = (app, { database: { db }, storage, config }) => {
  const kit = resourceKit(app, photoSetResource, { db, tag: 'new-inventory' });
  const toItem = (row: PhotoSetRow) => toPhotoSet(row, storage.publicBase);
  const find = (tx: Db | Tx, id: number) => findPhotoSetDetail(tx, id, storage.publicBase);
  const source = (filters: { brand_id?: number | undefined; model_id?: number | undefined }) =>
    photoSetSource(filters);

  listRoute(kit, { summary: 'Stock photo sets, paged, sorted and searched', source, toItem });
  exportRoute(kit, {
    summary: 'Stock photo sets as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'fotos-de-autos-nuevos', en: 'new-vehicle-photos' },
  });
  oneRoute(kit, { summary: 'One stock photo set with its photos in order', find: ({ id }) => find(db, id) });

  createRoute(kit, {
    summary: 'Create the (empty) photo set of a catalog year; one per catalog year',
    entity: 'new_vehicle_photo_set',
    body: photoSetInput,
    rules,
    insert: async (tx, input: z.output<typeof photoSetInput>) => {
      const entry = await findCatalogEntry(tx, input.catalog_year_id);
      // Only what the catalog pickers offer: an existing, active year.
      if (!usableCatalogEntry(entry)) throw yearInactive();
      if (await photoSetOfYear(tx, entry.catalog_year_id)) {
        throw invalid({ catalog_year_id: ['new_inventory.photo_set_taken'] });
      }
      return insertRow(tx, newVehiclePhotoSets, catalogColumns(entry));
    },
    find,
  });

  deleteRoute(kit, {
    summary: 'Delete a photo set with its photos; new vehicles of its year show none until another is made',
    entity: 'new_vehicle_photo_set',
    // The set and its photos' keys (the audit keeps them): the photo rows go with the set
    // (cascade), their files once that is committed.
    lock: async (tx, { id }) => {
      const row = await lockRow(tx, newVehiclePhotoSets, id);
      return row && { ...row, photo_paths: await galleryPaths(tx, PHOTO_SET_GALLERY, id) };
    },
    remove: (tx, before) => deleteRow(tx, newVehiclePhotoSets, before.id),
    afterCommit: async (before, request) => {
      for (const path of before.photo_paths) await removeQuietly(request, storage, path);
    },
    message: (locale) => translate(locale, 'new_inventory.photo_set_deleted'),
  });

  galleryRoutes(app, {
    kind: PHOTO_SET_GALLERY,
    url: routeUrl(photoSetResource, '/:id'),
    config: accessFor(kit, 'update'),
    tag: kit.tag,
    db,
    storage,
    limits: config.uploads,
  });
};
