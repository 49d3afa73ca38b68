/**
 * What the used-inventory screens call besides each list, record and delete (those come from the
 * shared definitions through lib/resource-client.ts): a status change and the sold totals.
 * Answers are checked against the shared schemas, so a contract drift shows up as an error.
 */
import {
  type SoldTotals,
  type SoldVehicle,
  soldTotalsAnswer,
  soldVehicleResource,
  type UsedVehicle,
  type UsedVehicleDetail,
  usedVehicleDetail,
  usedVehicleResource,
  type VehicleStatus,
  type VehicleStatusChange,
} from '@vitrina/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { type ListParams, toQuery } from '../../lib/list-params';
import { keysOf } from '../../lib/query-keys';

export type { SoldTotals, SoldVehicle, UsedVehicle, UsedVehicleDetail, VehicleStatus };

/** `POST /inventory/:id/status` answers the vehicle as it is now, and what happened. */
const statusAnswer = z.object({ message: z.string(), data: usedVehicleDetail });

export async function changeVehicleStatus(
  id: number,
  change: VehicleStatusChange,
): Promise<{ message: string; vehicle: UsedVehicleDetail }> {
  const { data } = await api.post(`${usedVehicleResource.api}/${id}/status`, change);
  const answer = statusAnswer.parse(data);
  return { message: answer.message, vehicle: answer.data };
}

/** The sold list's filters and search as the totals take them (no page, size nor order). */
function totalsQuery(params: ListParams, agency: number): Record<string, string | number> {
  const { page: _page, limit: _limit, sort: _sort, ...query } = toQuery(params);
  return { ...query, agency };
}

/** Under the sold list's group, so whatever makes the sold lists stale makes these stale too. */
export const soldTotalsKey = (params: ListParams, agency: number) =>
  [...keysOf(soldVehicleResource).all, 'totals', totalsQuery(params, agency)] as const;

export async function fetchSoldTotals(
  params: ListParams,
  agency: number,
  signal?: AbortSignal,
): Promise<SoldTotals> {
  const { data } = await api.get(`${soldVehicleResource.api}/totals`, {
    params: totalsQuery(params, agency),
    ...(signal ? { signal } : {}),
  });
  return soldTotalsAnswer.parse(data).data;
}

/** "Nissan Versa Advance 2021": how a vehicle is named in titles, buttons and questions. */
export function vehicleName(vehicle: Pick<UsedVehicle, 'brand_name' | 'model_name' | 'year'>): string {
  return `${vehicle.brand_name} ${vehicle.model_name} ${vehicle.year}`;
}
