/**
 * What the dealership settings screens call besides the vehicle limits' list (that comes from
 * the shared definition through lib/resource-client.ts): one dealership's logo, which lives at
 * `?agency=` rather than `/:id`, and a dealership's limit. Answers are checked against the
 * definitions' schemas.
 */
import {
  type AgencyLogo,
  agencyLogoResource,
  type VehicleLimit,
  vehicleLimitResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import { resourceCalls } from '../../lib/resource-client';
import { uploadFile } from '../../lib/upload';

export type { AgencyLogo, VehicleLimit };
export type LogoUrls = NonNullable<AgencyLogo['logo']>;

const LOGO = agencyLogoResource.api;
const logoOf = (answer: unknown) => agencyLogoResource.oneAnswer.parse(answer).data;

export async function fetchAgencyLogo(agencyId: number, signal?: AbortSignal): Promise<AgencyLogo> {
  const { data } = await api.get(LOGO, { params: { agency: agencyId }, ...(signal ? { signal } : {}) });
  return logoOf(data);
}

/** Uploads a new logo (JPEG, PNG or WebP); answers the dealership with its stored variants. */
export async function uploadAgencyLogo(
  agencyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<AgencyLogo> {
  const { data } = await uploadFile(LOGO, file, agencyLogoResource.oneAnswer, {
    params: { agency: agencyId },
    onProgress,
  });
  return data;
}

export async function removeAgencyLogo(agencyId: number): Promise<AgencyLogo> {
  const { data } = await api.delete(LOGO, { params: { agency: agencyId } });
  return logoOf(data);
}

/**
 * A dealership's own limit (`PUT …/vehicle-limits/:agency`); null follows the package's again. The
 * aging threshold is sent only when given (left out, the dealership keeps its own).
 */
export const saveVehicleLimit = (
  agencyId: number,
  limit: number | null,
  agingDays?: number,
): Promise<VehicleLimit> =>
  resourceCalls(vehicleLimitResource).save(agencyId, {
    used_vehicle_limit: limit,
    ...(agingDays === undefined ? {} : { aging_threshold_days: agingDays }),
  });
