/**
 * The upload side of the image pipeline, for every image route (catalog logos and icons,
 * dealership logos): the `file` part through the one multipart reader, at most UPLOAD_MAX_BYTES;
 * storage failures answer 502, and old variants are removed without failing the request.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { deleteImage, type ImageLimits, imageTooLarge } from './images';
import { readFileUpload } from './multipart';
import { type Storage, StorageError } from './storage';

/** The bytes of the `file` part, at most `limits.maxBytes` of them. */
export async function readImageUpload(request: FastifyRequest, limits: ImageLimits): Promise<Buffer> {
  const { bytes } = await readFileUpload(request, {
    maxBytes: limits.maxBytes,
    required: 'errors.image_required',
    tooLarge: () => imageTooLarge(limits),
  });
  return bytes;
}

export function storageFailure(request: FastifyRequest, error: unknown): unknown {
  if (!(error instanceof StorageError)) return error;
  request.log.error({ err: error, reqId: request.id }, 'image storage failed');
  return new HttpError(502, 'errors.storage_unavailable');
}

/** Old or orphaned variants: a failure to delete them is logged, never the request's failure. */
export async function removeQuietly(request: FastifyRequest, storage: Storage, key: string): Promise<void> {
  try {
    await deleteImage(storage, key);
  } catch (error) {
    request.log.warn({ err: error, key }, 'could not delete image variants');
  }
}
