import { usedVehicleResource } from '@vitrina/shared';
import type { Module } from '../../context';
import { vehicles } from '../../db/schema';
import { liveRowAgency } from '../../lib/dealership-rows';
import { galleryRoutes, USED_VEHICLE_GALLERY } from '../../lib/photo-gallery';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';

/**
 * A used vehicle's photos (`/inventory/:id/photos…`): upload, reorder, cover, delete, under the
 * vehicle's update permission and its dealership's object scope (another dealership's vehicle
 * answers 404 before any handler runs). Reading them comes with the vehicle's detail. Photo
 * calls never change the vehicle's `lock_version`: they do not conflict with an open form.
 */
export const vehiclePhotosModule: Module = (app, { database: { db }, storage, config }) => {
  const kit = resourceKit(app, usedVehicleResource, {
    db,
    tag: 'inventory',
    scope: { update: { agency: 'object', load: liveRowAgency(db, vehicles) } },
  });
  galleryRoutes(app, {
    kind: USED_VEHICLE_GALLERY,
    url: routeUrl(usedVehicleResource, '/:id'),
    config: accessFor(kit, 'update'),
    tag: kit.tag,
    db,
    storage,
    limits: config.uploads,
  });
};
