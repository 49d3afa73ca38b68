/**
 * What the catalogs call besides each resource's list, record, save and delete (those come from
 * the shared definitions through lib/resource-client.ts): the pickers, the brand logo and body
 * icon, and the bulk upload. Answers are checked against the shared schemas.
 */
import {
  type body,
  bodyResource,
  type brand,
  brandResource,
  type CatalogUploadAnswer,
  catalogUploadAnswer,
  type catalogYear,
  imageAnswer,
  type model,
  type version,
} from '@vitrina/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export type Body = z.infer<typeof body>;
export type Brand = z.infer<typeof brand>;
export type Model = z.infer<typeof model>;
export type Version = z.infer<typeof version>;
export type CatalogYear = z.infer<typeof catalogYear>;
export type ImageUrls = NonNullable<Brand['logo']>;

const BASE = '/mi-vitrina/catalogs';

// Images ------------------------------------------------------------------------------------
export type ImageTarget = { kind: 'brand-logo' | 'body-icon'; id: number };

function imagePath(target: ImageTarget): { path: string; field: 'logo' | 'icon' } {
  return target.kind === 'brand-logo'
    ? { path: `${brandResource.api}/${target.id}/logo`, field: 'logo' }
    : { path: `${bodyResource.api}/${target.id}/icon`, field: 'icon' };
}

/** Uploads a brand logo or a body icon; answers the stored variants' URLs. */
export async function uploadImage(
  target: ImageTarget,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ImageUrls | null> {
  const { path, field } = imagePath(target);
  const { data } = await uploadFile(path, file, imageAnswer(field), { onProgress });
  return data[field];
}

export async function removeImage(target: ImageTarget): Promise<void> {
  await api.delete(imagePath(target).path);
}

/** An image's two calls, as the image card takes them. */
export const imageCalls = (target: ImageTarget) => ({
  upload: (file: File, onProgress: (percent: number) => void) => uploadImage(target, file, onProgress),
  remove: () => removeImage(target),
});

// Bulk upload -------------------------------------------------------------------------------
export type UploadStep = 'preview' | 'apply';

/** Sends the workbook to preview or apply it; answers the plan (or the result) of the upload. */
export async function uploadCatalog(
  step: UploadStep,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CatalogUploadAnswer> {
  // A 20,000-row workbook takes a while to check.
  return uploadFile(`${BASE}/upload/${step}`, file, catalogUploadAnswer, { onProgress, signal, slow: true });
}
