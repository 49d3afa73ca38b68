/**
 * The multipart side of the image pipeline, for every image route (catalog logos and icons,
 * dealership logos): the `file` part only, at most UPLOAD_MAX_BYTES, a file truncated at the limit is too large, storage
 * failures answer 502, and old variants are removed without failing the request.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { deleteImage, type ImageLimits, imageTooLarge } from './images';
import { type Storage, StorageError } from './storage';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

const imageRequired = () => new HttpError(422, 'errors.validation', {}, { file: ['errors.image_required'] });

function uploadError(error: unknown, limits: ImageLimits): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge(limits);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'errors.unsupported_media_type');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'errors.payload_too_large');
  }
  // Malformed multipart (busboy) and other client-side parse errors: there is no usable file.
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return imageRequired();
  return error;
}

/** The bytes of the `file` part, at most `limits.maxBytes` of them. */
export async function readImageUpload(request: FastifyRequest, limits: ImageLimits): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes + MULTIPART_OVERHEAD)
    throw imageTooLarge(limits);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  } catch (error) {
    throw uploadError(error, limits);
  }
  if (!file) throw imageRequired();
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw imageRequired();
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw uploadError(error, limits);
  }
  // toBuffer() misses the limit when it is reached on the last chunk; busboy marks the stream.
  if (file.file.truncated) throw imageTooLarge(limits);
  if (bytes.length === 0) throw imageRequired();
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
