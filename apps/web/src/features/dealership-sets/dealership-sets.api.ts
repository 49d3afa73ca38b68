/**
 * The group and family calls, one set for both kinds (the shared definition names the paths),
 * and the member-agency picker, through the one API client and checked against the shared schemas.
 */
import {
  DEALERSHIP_SETS,
  type DealershipSet,
  type DealershipSetDetail,
  type DealershipSetKind,
  dealershipSetDeleted,
  dealershipSetDetail,
  dealershipSetList,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { fetchList, fetchOne, saveRecord } from '../../lib/resource-api';

export type { DealershipSet, DealershipSetDetail, DealershipSetKind };

export const setPath = (kind: DealershipSetKind) => DEALERSHIP_SETS[kind].paths.api;
export const setExportPath = (kind: DealershipSetKind) => `${setPath(kind)}/export`;

export const fetchSets = (kind: DealershipSetKind, params: ListParams, signal?: AbortSignal) =>
  fetchList<DealershipSet>(setPath(kind), dealershipSetList, params, signal);
export const fetchSet = (kind: DealershipSetKind, id: number, signal?: AbortSignal) =>
  fetchOne(`${setPath(kind)}/${id}`, dealershipSetDetail, signal);
export const saveSet = (kind: DealershipSetKind, id: number | undefined, values: unknown) =>
  saveRecord(setPath(kind), id, values, dealershipSetDetail);

/** Deletes the set; answers the server's message ("3 agencias quedaron sin grupo"). */
export async function deleteSet(kind: DealershipSetKind, id: number) {
  const { data } = await api.delete(`${setPath(kind)}/${id}`);
  return dealershipSetDeleted.parse(data);
}
