/**
 * The catalog calls (brands → models → versions → years, bodies, pickers, images, bulk upload),
 * typed with the shared schemas, through the one API client. Answers are checked against the
 * same schemas the API declares, so a contract drift shows up as an error, not as a blank cell.
 */
import {
  body,
  bodyList,
  brand,
  brandList,
  type CatalogUploadAnswer,
  catalogUploadAnswer,
  catalogYear,
  model,
  modelList,
  version,
  versionList,
  yearList,
} from '@vitrina/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { deleteRecord, fetchList, fetchOne, saveRecord } from '../../lib/resource-api';

export type Body = z.infer<typeof body>;
export type Brand = z.infer<typeof brand>;
export type Model = z.infer<typeof model>;
export type Version = z.infer<typeof version>;
export type CatalogYear = z.infer<typeof catalogYear>;
export type ImageUrls = NonNullable<Brand['logo']>;
export interface Option {
  id: number;
  name: string;
}

const BASE = '/mi-vitrina/catalogs';

/** The API's list endpoints, by screen. */
export const catalogPaths = {
  bodies: `${BASE}/bodies`,
  brands: `${BASE}/brands`,
  models: `${BASE}/models`,
  versions: (modelId: number) => `${BASE}/models/${modelId}/versions`,
  years: (versionId: number) => `${BASE}/versions/${versionId}/years`,
  exportOf: (listPath: string) => `${listPath}/export`,
};

// Bodies ------------------------------------------------------------------------------------
export const fetchBodies = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Body>(catalogPaths.bodies, bodyList, params, signal);
export const fetchBody = (id: number, signal?: AbortSignal) =>
  fetchOne(`${catalogPaths.bodies}/${id}`, body, signal);
export const saveBody = (id: number | undefined, values: unknown) =>
  saveRecord(catalogPaths.bodies, id, values, body);
export const deleteBody = (id: number) => deleteRecord(catalogPaths.bodies, id);

// Brands ------------------------------------------------------------------------------------
export const fetchBrands = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Brand>(catalogPaths.brands, brandList, params, signal);
export const fetchBrand = (id: number, signal?: AbortSignal) =>
  fetchOne(`${catalogPaths.brands}/${id}`, brand, signal);
export const saveBrand = (id: number | undefined, values: unknown) =>
  saveRecord(catalogPaths.brands, id, values, brand);
export const deleteBrand = (id: number) => deleteRecord(catalogPaths.brands, id);

// Models ------------------------------------------------------------------------------------
export const fetchModels = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Model>(catalogPaths.models, modelList, params, signal);
export const fetchModel = (id: number, signal?: AbortSignal) =>
  fetchOne(`${catalogPaths.models}/${id}`, model, signal);
export const saveModel = (id: number | undefined, values: unknown) =>
  saveRecord(catalogPaths.models, id, values, model);
export const deleteModel = (id: number) => deleteRecord(catalogPaths.models, id);

// Versions (under a model) ------------------------------------------------------------------
export const fetchVersions = (modelId: number, params: ListParams, signal?: AbortSignal) =>
  fetchList<Version>(catalogPaths.versions(modelId), versionList, params, signal);
export const fetchVersion = (modelId: number, id: number, signal?: AbortSignal) =>
  fetchOne(`${catalogPaths.versions(modelId)}/${id}`, version, signal);
export const saveVersion = (modelId: number, id: number | undefined, values: unknown) =>
  saveRecord(catalogPaths.versions(modelId), id, values, version);
export const deleteVersion = (modelId: number, id: number) =>
  deleteRecord(catalogPaths.versions(modelId), id);

// Years (under a version) -------------------------------------------------------------------
export const fetchYears = (versionId: number, params: ListParams, signal?: AbortSignal) =>
  fetchList<CatalogYear>(catalogPaths.years(versionId), yearList, params, signal);
export const fetchYear = (versionId: number, id: number, signal?: AbortSignal) =>
  fetchOne(`${catalogPaths.years(versionId)}/${id}`, catalogYear, signal);
export const saveYear = (versionId: number, id: number | undefined, values: unknown) =>
  saveRecord(catalogPaths.years(versionId), id, values, catalogYear);
export const deleteYear = (versionId: number, id: number) => deleteRecord(catalogPaths.years(versionId), id);

// Pickers -----------------------------------------------------------------------------------
const options = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export type OptionResource = 'brands' | 'models' | 'versions' | 'years' | 'bodies';

/** Active entries for a select: `/catalogs/options/models?brand_id=4` and so on. */
export async function fetchOptions(
  resource: OptionResource,
  parent: Record<string, number> = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  const { data } = await api.get(`${BASE}/options/${resource}`, {
    params: parent,
    ...(signal ? { signal } : {}),
  });
  return options.parse(data).data;
}

// Images ------------------------------------------------------------------------------------
export type ImageTarget = { kind: 'brand-logo' | 'body-icon'; id: number };

function imagePath(target: ImageTarget): { path: string; field: 'logo' | 'icon' } {
  return target.kind === 'brand-logo'
    ? { path: `${catalogPaths.brands}/${target.id}/logo`, field: 'logo' }
    : { path: `${catalogPaths.bodies}/${target.id}/icon`, field: 'icon' };
}

/** Uploads a brand logo or a body icon; answers the stored variants' URLs. */
export async function uploadImage(
  target: ImageTarget,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ImageUrls | null> {
  const { path, field } = imagePath(target);
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<{ data: Record<string, ImageUrls | null> }>(path, form, {
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0) }
      : {}),
  });
  return data.data[field] ?? null;
}

export async function removeImage(target: ImageTarget): Promise<void> {
  await api.delete(imagePath(target).path);
}

// Bulk upload -------------------------------------------------------------------------------
export type UploadStep = 'preview' | 'apply';

/** Sends the workbook to preview or apply it; answers the plan (or the result) of the upload. */
export async function uploadCatalog(
  step: UploadStep,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CatalogUploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post(`${BASE}/upload/${step}`, form, {
    // A 20,000-row workbook takes a while to check; the upload has its own progress.
    timeout: 0,
    ...(signal ? { signal } : {}),
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress(event.total ? (event.loaded / event.total) * 100 : 0) }
      : {}),
  });
  return catalogUploadAnswer.parse(data);
}
