/**
 * The one way a stored file changes: store the new file, swap it into its row in one transaction
 * with the audit entry, then remove the file it replaced; if the transaction fails, the new file is
 * removed instead. Every upload route goes through `swapStoredFile` (the file columns of
 * `stored-file-routes.ts`, the photo galleries), and what a kind of file is (`FileKind`) says how
 * it is read from the request, stored and removed.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { deleteImage, type ImageLimits, imageTooLarge, renderVariants, storeImage } from './images';
import { readFileUpload } from './multipart';
import { type Storage, StorageError } from './storage';

export interface FileKind<Upload> {
  /** What the log calls it when storing or removing fails: `image`, `video`. */
  noun: string;
  /** The request's `file` part, checked: the client's 413, 415 or 422 before anything is stored. */
  read(request: FastifyRequest): Promise<Upload>;
  /** Stores the upload under a new key below `prefix` and answers the key; leaves nothing behind on failure. */
  store(storage: Storage, prefix: string, upload: Upload): Promise<string>;
  /** Removes what `store` wrote under a key; a part already missing is fine. */
  remove(storage: Storage, key: string): Promise<void>;
}

/** The bytes of the `file` part, at most `limits.maxBytes` of them. */
export async function readImageUpload(request: FastifyRequest, limits: ImageLimits): Promise<Buffer> {
  const { bytes } = await readFileUpload(request, {
    maxBytes: limits.maxBytes,
    required: 'errors.image_required',
    tooLarge: () => imageTooLarge(limits),
  });
  return bytes;
}

/** An image through the image pipeline: JPEG, PNG or WebP in, three WebP variants under one key. */
export function imageFile(limits: ImageLimits): FileKind<Buffer> {
  return {
    noun: 'image',
    read: (request) => readImageUpload(request, limits),
    store: async (storage, prefix, bytes) => storeImage(storage, prefix, await renderVariants(bytes, limits)),
    remove: deleteImage,
  };
}

/** The kind of every image column and gallery: removing variants needs no limits. */
const IMAGE_REMOVAL: Pick<FileKind<unknown>, 'noun' | 'remove'> = { noun: 'image', remove: deleteImage };

/** The storage could not take the file: logged, and a 502 to the client; any other error goes on as it is. */
export function storageFailure(request: FastifyRequest, error: unknown, noun = 'image'): unknown {
  if (!(error instanceof StorageError)) return error;
  request.log.error({ err: error, reqId: request.id }, `${noun} storage failed`);
  return new HttpError(502, 'errors.storage_unavailable');
}

/** An old or orphaned file (an image's variants by default): a failure to remove it is logged, never the request's. */
export async function removeQuietly(
  request: FastifyRequest,
  storage: Storage,
  key: string,
  kind: Pick<FileKind<unknown>, 'noun' | 'remove'> = IMAGE_REMOVAL,
): Promise<void> {
  try {
    await kind.remove(storage, key);
  } catch (error) {
    request.log.warn({ err: error, key }, `could not delete a stored ${kind.noun}`);
  }
}

/** What `swap` answers: the key the row held before (removed after the commit) and the route's result. */
export interface Swapped<T> {
  previous: string | null;
  result: T;
}

/**
 * Store → swap → clean up. The new file (none for a removal) is stored before the transaction, so
 * no slow work happens under the row lock; `swap` runs the transaction that points the row at its
 * key (null for a removal) with the audit entry. After the commit the file it replaced is removed;
 * if the transaction fails, the new file is, and the error goes on.
 */
export async function swapStoredFile<Upload, T>(
  request: FastifyRequest,
  storage: Storage,
  kind: FileKind<Upload>,
  incoming: { prefix: string; upload: Upload } | null,
  swap: (key: string | null) => Promise<Swapped<T>>,
): Promise<T> {
  let key: string | null = null;
  if (incoming) {
    try {
      key = await kind.store(storage, incoming.prefix, incoming.upload);
    } catch (error) {
      throw storageFailure(request, error, kind.noun);
    }
  }
  let swapped: Swapped<T>;
  try {
    swapped = await swap(key);
  } catch (error) {
    if (key) await removeQuietly(request, storage, key, kind);
    throw error;
  }
  if (swapped.previous) await removeQuietly(request, storage, swapped.previous, kind);
  return swapped.result;
}
