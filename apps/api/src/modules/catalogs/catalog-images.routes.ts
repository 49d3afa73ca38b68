import { imageAnswer, type Permission } from '@vitrina/shared';
import type { Module } from '../../context';
import { catalogBodies, catalogBrands } from '../../db/schema';
import { imageUrls } from '../../lib/image-urls';
import { idParams } from '../../lib/route-schemas';
import { imageFile } from '../../lib/stored-file';
import { storedFileRoutes } from '../../lib/stored-file-routes';

/**
 * Brand logos and body icons (multipart field `file`), through the image pipeline and the stored
 * file routes: uploading replaces the previous image, removing an absent one changes nothing.
 */
const access = (permission: Permission) => ({ access: { permission, scope: 'platform' as const } });
const tags = ['catalogs'];
const summary = (field: string) => ({
  upload: `Upload the ${field} (multipart field "file": JPEG, PNG or WebP)`,
  remove: `Remove the ${field}`,
});

export const catalogImagesModule: Module = (app, { database: { db }, storage, config }) => {
  const kind = imageFile(config.uploads);

  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/catalogs/brands/:id/logo',
    config: access('update brand catalog'),
    tags,
    summary: summary('logo'),
    names: { params: idParams },
    response: { 200: imageAnswer('logo') },
    kind,
    table: catalogBrands,
    entity: 'catalog_brand',
    slot: ({ id }) => ({ id, column: 'logo_path', prefix: 'catalogs/brands' }),
    answer: (row) => ({ data: { logo: imageUrls(row.logo_path, storage.publicBase) } }),
  });

  storedFileRoutes(app, db, storage, {
    url: '/api/mi-vitrina/catalogs/bodies/:id/icon',
    config: access('update bodies'),
    tags,
    summary: summary('icon'),
    names: { params: idParams },
    response: { 200: imageAnswer('icon') },
    kind,
    table: catalogBodies,
    entity: 'catalog_body',
    slot: ({ id }) => ({ id, column: 'icon_path', prefix: 'catalogs/bodies' }),
    answer: (row) => ({ data: { icon: imageUrls(row.icon_path, storage.publicBase) } }),
  });
};
