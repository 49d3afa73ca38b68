import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config, S3Config } from '../config';
import { EMPTY_SHA256, sha256Hex, sign, uriEncode } from './s3-signer';

/**
 * Where uploaded files live: DATA_DIR/uploads by default (served by GET /uploads/*), or an
 * S3-compatible bucket when S3_ENDPOINT is set (browsers fetch from its public URL). Keys are
 * relative paths of plain segments (`catalogs/brands/<uuid>-thumb.webp`); anything else is refused.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Base URL the stored keys are fetched from (`/uploads`, or the bucket's public URL). */
  readonly publicBase: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key (or the key is not a valid key). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/** The storage could not do what was asked (network, permissions, disk): a 502 to the client. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * A key is 1+ segments of letters, digits, `.`, `_`, `-` joined by `/`; no segment is empty,
 * `.` or `..` or starts with a dot, so no key can name a parent, hidden or absolute path.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  // Tutorial videos (modules/tutorials).
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    root: string,
    readonly publicBase = '/uploads',
  ) {
    this.root = path.resolve(root);
  }

  /** The file of a key, or null when the key is unsafe or would land outside the root. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(this.root, ...key.split('/'));
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    assertSafeKey(key);
    const file = this.pathOf(key);
    if (!file) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    // Written beside and renamed into place: a reader never sees half a file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(temporary, body, { flag: 'wx' });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw new StorageError(`Local storage could not write ${key}`, undefined, undefined, { cause: error });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    if (!file) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ELOOP') return null;
      throw new StorageError(`Local storage could not read ${key}`, undefined, undefined, { cause: error });
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(),
      contentType: contentTypeOf(key),
      size: stat.size,
    };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (!file) return;
    try {
      await fs.promises.unlink(file);
    } catch (error) {
      if (isMissing(error)) return;
      throw new StorageError(`Local storage could not delete ${key}`, undefined, undefined, { cause: error });
    }
  }
}

/** S3 answers errors as `<Error><Code>…</Code><Message>…</Message></Error>`. */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];
}

/**
 * An S3-compatible bucket reached with plain HTTP and Signature V4, path-style
 * (`${endpoint}/${bucket}/${key}`), so MinIO, R2, Spaces and the test stand-in all work.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly publicBase: string;

  constructor(
    private readonly s3: S3Config,
    private readonly timeoutMs = 30_000,
  ) {
    this.publicBase = s3.publicUrl;
  }

  private url(key: string): URL {
    const encodedKey = key.split('/').map(uriEncode).join('/');
    return new URL(`${this.s3.endpoint}/${uriEncode(this.s3.bucket)}/${encodedKey}`);
  }

  private async request(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.url(key);
    const signed = sign({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: this.s3.region,
      service: 's3',
      credentials: { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey },
    });
    try {
      return await fetch(url, {
        method,
        headers: signed.headers,
        ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new StorageError(
        `S3 ${method} ${key} failed: ${(error as Error).message}`,
        undefined,
        undefined,
        {
          cause: error,
        },
      );
    }
  }

  private async fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = errorCode(text);
    throw new StorageError(
      `S3 ${method} ${key} answered ${response.status}${code ? ` ${code}` : ''}`,
      response.status,
      code,
    );
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.request('PUT', key, body, { 'content-type': contentType });
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const response = await this.request('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) return this.fail('GET', key, response);
    const length = response.headers.get('content-length');
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      contentType: response.headers.get('content-type') ?? contentTypeOf(key),
      size: length ? Number(length) : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    const response = await this.request('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible services answer 404.
    if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
    await response.body?.cancel();
  }
}

export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
