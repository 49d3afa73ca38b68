/**
 * Settings of one dealership that its own managers look after: the logo (`/update-logo`) and the
 * number of used vehicles it may publish (`/settings/vehicles-number`), which follows the
 * package's `used_vehicle_limit` unless a custom limit is set.
 */
import { z } from 'zod';
import { agencyParam } from '../list-query';
import { defineResource } from '../resource';
import { imageUrls } from './catalogs';

/** `?agency=` of these routes: a dealership id, 0 (Todas) where a list allows it. */
export const agencyQuery = z.object({ agency: agencyParam.default(0) });

// Logo ----------------------------------------------------------------------------------------
export const agencyLogo = z.object({
  agency_id: z.number().int(),
  name: z.string(),
  logo: imageUrls,
});
export type AgencyLogo = z.infer<typeof agencyLogo>;

/**
 * One per dealership, chosen with `?agency=`: read, uploaded (multipart) and removed at the same
 * path. It has no list; the shape's sort field is the dealership's name.
 */
export const agencyLogoResource = defineResource({
  name: 'agency-logo',
  api: '/mi-vitrina/agency-settings/logo',
  screens: { edit: '/update-logo' },
  owner: 'agency',
  permissions: { read: 'read logo', update: 'update logo' },
  sortable: ['name'],
  search: [],
  schemas: { item: agencyLogo },
});

// Vehicle limits ------------------------------------------------------------------------------
export const USED_VEHICLE_LIMIT_MAX = 100_000;
/** The aging threshold's range, in days in stock (the column's check: 1 to 3650). */
export const AGING_THRESHOLD_MIN = 1;
export const AGING_THRESHOLD_MAX = 3650;

export const vehicleLimit = z.object({
  /** The agency's id again: list rows are keyed by `id`. */
  id: z.number().int(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  package_name: z.string().nullable(),
  /** The package's `used_vehicle_limit`; null when the agency has no package. */
  package_limit: z.number().int().nullable(),
  /** The agency's own limit; null follows the package. */
  custom_limit: z.number().int().nullable(),
  /** What applies: the custom limit, else the package's, else 0. */
  effective_limit: z.number().int(),
  /** Days in stock past which a used vehicle's aging badge is highlighted (default 90). */
  aging_threshold_days: z.number().int(),
});
export type VehicleLimit = z.infer<typeof vehicleLimit>;

/** null resets the agency to its package's limit; the aging threshold is set on the same screen. */
export const vehicleLimitInput = z.object({
  used_vehicle_limit: z
    .number()
    .int('agency_settings.limit_range')
    .min(0, 'agency_settings.limit_range')
    .max(USED_VEHICLE_LIMIT_MAX, 'agency_settings.limit_range')
    .nullable(),
  /** Left out: the dealership keeps its threshold. */
  aging_threshold_days: z
    .number()
    .int('agency_settings.aging_range')
    .min(AGING_THRESHOLD_MIN, 'agency_settings.aging_range')
    .max(AGING_THRESHOLD_MAX, 'agency_settings.aging_range')
    .optional(),
});
export type VehicleLimitInput = z.infer<typeof vehicleLimitInput>;

/** A row per dealership (`?agency=`, 0 for every one the user sees); PUT `/:agency` sets its limit. */
export const vehicleLimitResource = defineResource({
  name: 'vehicle-limits',
  api: '/mi-vitrina/agency-settings/vehicle-limits',
  screens: { list: '/settings/vehicles-number' },
  owner: 'agency',
  permissions: { read: 'read used vehicles number', update: 'update used vehicles number' },
  sortable: ['agency_name', 'package_name', 'package_limit', 'custom_limit', 'effective_limit'],
  search: ['agency_name', 'package_name'],
  filters: { agency: agencyQuery.shape.agency },
  schemas: { item: vehicleLimit, input: vehicleLimitInput },
});
