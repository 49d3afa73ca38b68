/**
 * Package and promotion calls through the one API client, checked against the shared schemas.
 * The promotions screen pages through `promotions/list`: `GET promotions` is the spec §7 picker.
 */
import {
  type PackageRecord,
  type Promotion,
  type PromotionDetail,
  packageList,
  packageRecord,
  promotionDetail,
  promotionList,
} from '@vitrina/shared';
import type { ListParams } from '../../lib/list-params';
import { deleteRecord, fetchList, fetchOne, saveRecord } from '../../lib/resource-api';

export type { PackageRecord, Promotion, PromotionDetail };

const PACKAGES = '/mi-vitrina/packages';
const PROMOTIONS = '/mi-vitrina/promotions';

export const packagePaths = { list: PACKAGES, export: `${PACKAGES}/export` };
export const promotionPaths = { list: `${PROMOTIONS}/list`, export: `${PROMOTIONS}/export` };

/** The screens of this feature. */
export const packageScreens = {
  packages: '/packages',
  packageCreate: '/packages/create',
  packageEdit: (id: number) => `/packages/${id}/edit`,
};

export const fetchPackages = (params: ListParams, signal?: AbortSignal) =>
  fetchList<PackageRecord>(PACKAGES, packageList, params, signal);
export const fetchPackage = (id: number, signal?: AbortSignal) =>
  fetchOne(`${PACKAGES}/${id}`, packageRecord, signal);
export const savePackage = (id: number | undefined, values: unknown) =>
  saveRecord(PACKAGES, id, values, packageRecord);
export const deletePackage = (id: number) => deleteRecord(PACKAGES, id);

export const fetchPromotions = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Promotion>(promotionPaths.list, promotionList, params, signal);
export const fetchPromotion = (id: number, signal?: AbortSignal) =>
  fetchOne(`${PROMOTIONS}/${id}`, promotionDetail, signal);
export const savePromotion = (id: number | undefined, values: unknown) =>
  saveRecord(PROMOTIONS, id, values, promotionDetail);
export const deletePromotion = (id: number) => deleteRecord(PROMOTIONS, id);
