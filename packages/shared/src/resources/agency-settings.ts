/**
 * Settings of one dealership that its own managers look after: the logo (`/update-logo`) and the
 * number of used vehicles it may publish (`/settings/vehicles-number`), which follows the
 * package's `used_vehicle_limit` unless a custom limit is set.
 */
import { z } from 'zod';
import { agencyParam, listAnswer, listQuery } from '../list-query';
import type { Permission } from '../permissions';
import { imageUrls } from './catalogs';

export const AGENCY_SETTINGS_BASE = '/mi-vitrina/agency-settings';

export const AGENCY_SETTINGS_PERMISSIONS = {
  logo: { read: 'read logo', update: 'update logo' },
  limits: { read: 'read used vehicles number', update: 'update used vehicles number' },
} as const satisfies Record<string, Record<string, Permission>>;

/** `?agency=` of these routes: a dealership id, 0 (Todas) where a list allows it. */
export const agencyQuery = z.object({ agency: agencyParam.default(0) });

// Logo ----------------------------------------------------------------------------------------
export const agencyLogo = z.object({
  agency_id: z.number().int(),
  name: z.string(),
  logo: imageUrls,
});
export type AgencyLogo = z.infer<typeof agencyLogo>;
export const agencyLogoAnswer = z.object({ data: agencyLogo });

// Vehicle limits ------------------------------------------------------------------------------
export const USED_VEHICLE_LIMIT_MAX = 100_000;

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
});
export type VehicleLimit = z.infer<typeof vehicleLimit>;

export const VEHICLE_LIMIT_SORTABLE = [
  'agency_name',
  'package_name',
  'package_limit',
  'custom_limit',
  'effective_limit',
] as const;
export const vehicleLimitListQuery = listQuery(VEHICLE_LIMIT_SORTABLE, { agency: agencyQuery.shape.agency });
export const vehicleLimitList = listAnswer(vehicleLimit);
export const vehicleLimitAnswer = z.object({ data: vehicleLimit });

/** null resets the agency to its package's limit. */
export const vehicleLimitInput = z.object({
  used_vehicle_limit: z
    .number()
    .int('agency_settings.limit_range')
    .min(0, 'agency_settings.limit_range')
    .max(USED_VEHICLE_LIMIT_MAX, 'agency_settings.limit_range')
    .nullable(),
});
export type VehicleLimitInput = z.infer<typeof vehicleLimitInput>;
