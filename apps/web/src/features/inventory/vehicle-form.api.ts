/**
 * The step form's calls: create (the vehicle starts as a draft, Borrador) and update with the
 * `lock_version` the form was loaded with, so a save over someone else's newer one is refused
 * (409) instead of overwriting it. Both answer the whole vehicle.
 */
import { type UsedVehicleDetail, type UsedVehicleValues, usedVehicleResource } from '@vitrina/shared';
import { resourceCalls } from '../../lib/resource-client';

export async function saveVehicle(
  values: UsedVehicleValues,
  saved?: Pick<UsedVehicleDetail, 'id' | 'lock_version'>,
): Promise<UsedVehicleDetail> {
  if (saved) {
    return resourceCalls(usedVehicleResource).save(saved.id, { ...values, lock_version: saved.lock_version });
  }
  // A new vehicle names its dealership in the body, which is the request's dealership scope.
  return resourceCalls(usedVehicleResource).save(undefined, values);
}

export const fetchVehicle = (id: number) => resourceCalls(usedVehicleResource).one(id);
