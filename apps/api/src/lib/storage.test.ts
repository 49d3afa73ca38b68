import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in';
import { loadConfig } from '../config';
import { sha256Hex, sign } from './s3-signer';
import { createStorage, isSafeKey, LocalStorage, S3Storage, StorageError } from './storage';

async function text(storage: { get: LocalStorage['get'] }, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('storage keys', () => {
  it.each([
    'catalogs/brands/0b6f2c1e-2d5e-4c2b-9d38-6a1f0b8f4a11-thumb.webp',
    'a',
    'a/b/c.png',
    'under_score/x-y.z',
  ])('accepts %s', (key) => expect(isSafeKey(key)).toBe(true));

  it.each([
    '',
    '/etc/passwd',
    '../secret',
    'a/../../b',
    'a/./b',
    'a//b',
    'a/',
    '.hidden',
    'a/.git/config',
    'a\\..\\b',
    'a%2f..',
    'a\0b',
    'espacio en blanco',
    'ñandú.webp',
    'x'.repeat(513),
  ])('refuses %j', (key) => expect(isSafeKey(key)).toBe(false));
});

describe('local storage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-storage-'));
    storage = new LocalStorage(path.join(root, 'uploads'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes, creating folders and leaving no temporary files', async () => {
    await storage.put('a/b/c.webp', Buffer.from('hola'), 'image/webp');
    expect(fs.readdirSync(path.join(root, 'uploads/a/b'))).toEqual(['c.webp']);
    const object = await storage.get('a/b/c.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 4 });
    object?.body.destroy();
    expect(await text(storage, 'a/b/c.webp')).toBe('hola');
    await storage.put('a/b/c.webp', Buffer.from('adiós'), 'image/webp');
    expect(await text(storage, 'a/b/c.webp')).toBe('adiós');
    await storage.delete('a/b/c.webp');
    await storage.delete('a/b/c.webp');
    expect(await storage.get('a/b/c.webp')).toBeNull();
    expect(storage.publicBase).toBe('/uploads');
  });

  it('never leaves its root', async () => {
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secreto');
    await expect(storage.put('../secret.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secreto');
    expect(await storage.get('../secret.txt')).toBeNull();
    await storage.delete('../secret.txt');
    expect(fs.existsSync(path.join(root, 'secret.txt'))).toBe(true);
    expect(storage.pathOf('a/../../secret.txt')).toBeNull();
    expect(await storage.get('a')).toBeNull(); // a folder is not an object
  });

  it('does not follow a symbolic link planted in the root', async () => {
    fs.mkdirSync(path.join(root, 'uploads'), { recursive: true });
    fs.symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'uploads/link.webp'));
    expect(await storage.get('link.webp')).toBeNull();
  });
});

describe('S3 storage against the stand-in', () => {
  let s3: S3StandIn;
  const config = (overrides: Record<string, string> = {}) => loadConfig(s3.env(overrides));
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes signed objects, path-style', async () => {
    const storage = createStorage(config());
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicBase).toBe(`${s3.endpoint}/${s3.bucket}`);
    await storage.put('catalogs/x/y-thumb.webp', Buffer.from('bytes'), 'image/webp');
    expect(s3.objects.get('catalogs/x/y-thumb.webp')).toEqual({
      body: Buffer.from('bytes'),
      contentType: 'image/webp',
    });
    expect(s3.requests.at(-1)).toEqual({
      method: 'PUT',
      path: `/${s3.bucket}/catalogs/x/y-thumb.webp`,
      status: 200,
    });
    const object = await storage.get('catalogs/x/y-thumb.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 5 });
    object?.body.destroy();
    expect(await text(storage, 'catalogs/x/y-thumb.webp')).toBe('bytes');
    expect(await storage.get('catalogs/x/none.webp')).toBeNull();
    await storage.delete('catalogs/x/y-thumb.webp');
    expect(s3.objects.has('catalogs/x/y-thumb.webp')).toBe(false);
    await storage.delete('catalogs/x/y-thumb.webp');
  });

  it('uses S3_PUBLIC_URL for the public base when set', () => {
    expect(createStorage(config({ S3_PUBLIC_URL: 'https://cdn.example.mx/img/' })).publicBase).toBe(
      'https://cdn.example.mx/img',
    );
  });

  it('a wrong secret or key id is refused by the service, as S3 does', async () => {
    const wrongSecret = createStorage(config({ S3_SECRET_ACCESS_KEY: 'otro-secreto' }));
    const error = await wrongSecret.put('a.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const wrongKey = createStorage(config({ S3_ACCESS_KEY_ID: 'AKIAOTRA' }));
    await expect(wrongKey.get('a.webp')).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(s3.objects.has('a.webp')).toBe(false);
  });

  it('the stand-in checks what was signed: a changed body or path is refused', async () => {
    const credentials = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
    const url = new URL(`${s3.endpoint}/${s3.bucket}/firmado.webp`);
    const signed = sign({
      method: 'PUT',
      url,
      headers: {},
      payloadHash: sha256Hex('original'),
      region: s3.region,
      service: 's3',
      credentials,
    });
    const tamperedBody = await fetch(url, { method: 'PUT', headers: signed.headers, body: 'cambiado' });
    expect(tamperedBody.status).toBe(400);
    expect(await tamperedBody.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    const otherPath = await fetch(`${s3.endpoint}/${s3.bucket}/otro.webp`, {
      method: 'PUT',
      headers: signed.headers,
      body: 'original',
    });
    expect(otherPath.status).toBe(403);
    expect(await otherPath.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const unsigned = await fetch(url, { method: 'PUT', body: 'original' });
    expect(unsigned.status).toBe(400);
    expect(s3.objects.has('firmado.webp') || s3.objects.has('otro.webp')).toBe(false);
    const honest = await fetch(url, { method: 'PUT', headers: signed.headers, body: 'original' });
    expect(honest.status).toBe(200);
  });

  it('an unreachable endpoint is a StorageError', async () => {
    const closed = await startS3StandIn();
    await closed.close();
    const storage = createStorage(loadConfig(closed.env()));
    await expect(storage.put('a.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageError);
  });
});

describe('storage configuration', () => {
  it('defaults to DATA_DIR/uploads, 8 MB and 40 megapixels', () => {
    const config = loadConfig({ DATA_DIR: '/srv/vitrina' });
    expect(config.s3).toBeUndefined();
    expect(config.uploads).toEqual({ maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000 });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe(path.resolve('/srv/vitrina/uploads'));
  });

  it('reads the S3 variables, with us-east-1 as the default region', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'https://s3.example.mx/',
      S3_BUCKET: 'fotos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_MAX_PIXELS: '1000000',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.mx',
      bucket: 'fotos',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.example.mx/fotos',
    });
    expect(config.uploads).toEqual({ maxBytes: 1_048_576, maxPixels: 1_000_000 });
  });

  it('explains an incomplete or invalid S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.mx' })).toThrow(
      /S3_BUCKET.*\n.*S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://s3.example.mx' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'mucho' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
