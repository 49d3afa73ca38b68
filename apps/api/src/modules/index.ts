import type { Module } from '../context';
import { authModule } from './auth/auth.routes';
import { catalogImagesModule } from './catalogs/catalog-images.routes';
import { catalogUploadModule } from './catalogs/catalog-upload.routes';
import { catalogsModule } from './catalogs/catalogs.routes';
import { healthModule } from './health/health.routes';
import { fbLeadNotificationsModule } from './notifications/fb-lead-notifications.routes';

/** The table of contents of the API: one line per module. */
export const modules: Module[] = [
  healthModule,
  authModule,
  fbLeadNotificationsModule,
  catalogsModule,
  catalogImagesModule,
  catalogUploadModule,
];
