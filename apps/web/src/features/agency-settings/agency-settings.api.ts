/**
 * The calls of the dealership settings screens: one dealership's logo and the used-vehicle
 * limits. The agency form's logo card uses the same logo calls for any dealership.
 */
import {
  AGENCY_SETTINGS_BASE,
  type AgencyLogo,
  agencyLogoAnswer,
  type VehicleLimit,
  vehicleLimitAnswer,
  vehicleLimitList,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { fetchList } from '../../lib/resource-api';

export type { AgencyLogo, VehicleLimit };
export type LogoUrls = NonNullable<AgencyLogo['logo']>;

const LOGO = `${AGENCY_SETTINGS_BASE}/logo`;
const LIMITS = `${AGENCY_SETTINGS_BASE}/vehicle-limits`;

export async function fetchAgencyLogo(agencyId: number, signal?: AbortSignal): Promise<AgencyLogo> {
  const { data } = await api.get(LOGO, { params: { agency: agencyId }, ...(signal ? { signal } : {}) });
  return agencyLogoAnswer.parse(data).data;
}

/** Uploads a new logo (JPEG, PNG or WebP); answers the dealership with its stored variants. */
export async function uploadAgencyLogo(
  agencyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<AgencyLogo> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post(LOGO, form, {
    params: { agency: agencyId },
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0) }
      : {}),
  });
  return agencyLogoAnswer.parse(data).data;
}

export async function removeAgencyLogo(agencyId: number): Promise<AgencyLogo> {
  const { data } = await api.delete(LOGO, { params: { agency: agencyId } });
  return agencyLogoAnswer.parse(data).data;
}

/** `agencyId` 0 (Todas) lists every dealership the user may see. */
export const fetchVehicleLimits = (agencyId: number, params: ListParams, signal?: AbortSignal) =>
  fetchList<VehicleLimit>(
    LIMITS,
    vehicleLimitList,
    { ...params, filters: { ...params.filters, agency: String(agencyId) } },
    signal,
  );

export const vehicleLimitsExportUrl = (agencyId: number) => `${LIMITS}/export?agency=${agencyId}`;

/** null follows the package's limit again. */
export async function saveVehicleLimit(agencyId: number, limit: number | null): Promise<VehicleLimit> {
  const { data } = await api.put(`${LIMITS}/${agencyId}`, { used_vehicle_limit: limit });
  return vehicleLimitAnswer.parse(data).data;
}
