/** What every write of a used vehicle shares: the meaning of the database's refusals, and its audit entry. */
import type { Locale, VehicleStatus } from '@vitrina/shared';
import { invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { Stored } from '../../lib/write-routes';
import type { StoredVehicle } from './vehicles.repository';

/** Pesos on the wire, centavos in the table. */

/** The database's refusals, as the checks before them answer (two requests raced past a check). */
export const vehicleRules = {
  unique: {
    vehicles_stock_number_key: ['stock_number', 'inventory.stock_number_taken'],
    vehicles_live_vin_key: ['vin', 'inventory.vin_taken'],
  },
  // A dealership, catalog entry, body type or sale's lead deleted between the checks and the write.
  foreignKey: (constraint: string | undefined) =>
    constraint?.includes('agency')
      ? notFound()
      : constraint?.includes('bod')
        ? invalid({ body_id: ['inventory.body_inactive'] })
        : constraint?.includes('lead')
          ? invalid({ lead_id: ['errors.reference_not_found'] })
          : invalid({ catalog_year_id: ['inventory.catalog_year_inactive'] }),
} as const;

/** The status's name in the request's language (statuses are identifiers, never labels). */
export const statusName = (locale: Locale, status: VehicleStatus) =>
  translate(locale, `inventory.status.${status}`);

/** What the audit keeps of a vehicle: the stored row without the search columns derived from it. */
export const audited = ({ search_text: _, search_keys: __, ...row }: Stored) => row;

/** The dealership of a vehicle's audit entries. */
export const agencyOf = (row: { id: number }) => (row as StoredVehicle).agency_id;
