import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from './http-error';
import { IMAGE_VARIANTS, type ImageVariant, variantKey } from './image-urls';
import type { Storage } from './storage';

/**
 * The image pipeline: what an upload must be (JPEG, PNG or WebP by its bytes, at most
 * UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS) and what is stored (three WebP variants, turned
 * upright by their EXIF orientation, with every piece of metadata removed, under a new key).
 */

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

/** Each variant fits inside a square of this side; smaller images are never enlarged. */
export const VARIANT_SIZES: Record<ImageVariant, number> = { thumb: 160, card: 640, full: 1600 };
const QUALITY: Record<ImageVariant, number> = { thumb: 80, card: 80, full: 82 };

export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

export const imageTooLarge = (limits: ImageLimits) =>
  new HttpError(413, 'errors.image_too_large', { megabytes: formatMegabytes(limits.maxBytes) });
const notAnImage = () => new HttpError(422, 'errors.image_type', {}, { file: ['errors.image_type'] });
const unreadable = () =>
  new HttpError(422, 'errors.image_unreadable', {}, { file: ['errors.image_unreadable'] });
const tooManyPixels = (limits: ImageLimits) =>
  new HttpError(422, 'errors.image_too_many_pixels', {
    megapixels: Math.floor((limits.maxPixels / 1_000_000) * 10) / 10,
  });

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1);
}

/**
 * A first look at the signature bytes, so that no other decoder (SVG, PDF, TIFF, HEIF…) ever
 * sees the upload; sharp's own reading of the header then has the last word.
 */
export function sniffFormat(bytes: Buffer): AcceptedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface InspectedImage {
  format: AcceptedFormat;
  width: number;
  height: number;
}

/** Checks an upload without decoding its pixels; throws the 413/422 the client should get. */
export async function inspectImage(bytes: Buffer, limits: ImageLimits): Promise<InspectedImage> {
  if (bytes.length > limits.maxBytes) throw imageTooLarge(limits);
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw notAnImage();
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, with our own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sniffed) throw notAnImage();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > limits.maxPixels) throw tooManyPixels(limits);
  return { format: sniffed, width, height };
}

export type ImageVariants = Record<ImageVariant, Buffer>;

/** The three WebP variants of an accepted upload. */
export async function renderVariants(bytes: Buffer, limits: ImageLimits): Promise<ImageVariants> {
  await inspectImage(bytes, limits);
  // The limit again at decode time, in case a header lied; sharp writes no metadata unless asked.
  const base = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' }).autoOrient();
  try {
    const rendered = await Promise.all(
      IMAGE_VARIANTS.map((variant) =>
        base
          .clone()
          .resize({
            width: VARIANT_SIZES[variant],
            height: VARIANT_SIZES[variant],
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: QUALITY[variant] })
          .toBuffer(),
      ),
    );
    return Object.fromEntries(
      IMAGE_VARIANTS.map((variant, index) => [variant, rendered[index]]),
    ) as ImageVariants;
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(limits);
    throw unreadable();
  }
}

/** A fresh key under `prefix` (`catalogs/brands` → `catalogs/brands/<uuid>`). */
export function newImageKey(prefix: string): string {
  return `${prefix.replace(/\/+$/, '')}/${randomUUID()}`;
}

/**
 * Stores the variants under a new key and answers the key. If any write fails, the ones
 * already written are removed and the storage error is thrown.
 */
export async function storeImage(storage: Storage, prefix: string, variants: ImageVariants): Promise<string> {
  const key = newImageKey(prefix);
  const results = await Promise.allSettled(
    IMAGE_VARIANTS.map((variant) => storage.put(variantKey(key, variant), variants[variant], 'image/webp')),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await deleteImage(storage, key).catch(() => {});
    throw failure.reason;
  }
  return key;
}

/** Removes every variant of a stored image (missing ones are fine). */
export async function deleteImage(storage: Storage, key: string): Promise<void> {
  const results = await Promise.allSettled(
    IMAGE_VARIANTS.map((variant) => storage.delete(variantKey(key, variant))),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
