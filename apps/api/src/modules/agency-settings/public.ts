/**
 * The agency settings module's public entry: what other modules and the bench may use of it
 * (scripts/boundaries.ts). The inventory refuses to publish past a dealership's limit.
 */
export { usedVehicleLimit } from './agency-settings.repository';
