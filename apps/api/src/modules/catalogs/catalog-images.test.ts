import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { buildUser, tokenFor } from '../../../test/factories';
import {
  exifHasGps,
  fileUpload,
  multipart,
  photoWithExif,
  pngBomb,
  SVG_WITH_SCRIPT,
  smallGif,
  smallPng,
  smallWebp,
} from '../../../test/image-fixtures';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { auditLog, catalogBodies, catalogBrands } from '../../db/schema';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';

const BRANDS = '/api/mi-vitrina/catalogs/brands';
const BODIES = '/api/mi-vitrina/catalogs/bodies';
const logoUrl = (id: number) => `${BRANDS}/${id}/logo`;
const iconUrl = (id: number) => `${BODIES}/${id}/icon`;
const KEY = /^catalogs\/brands\/[0-9a-f-]{36}$/;
const MB = 1024 * 1024;

type Urls = { thumb: string; card: string; full: string } | null;

let sequence = 0;
async function createBrand(t: TestApp, logo_path: string | null = null) {
  sequence += 1;
  const [row] = await t.context.database.db
    .insert(catalogBrands)
    .values({ name: `Marca ${sequence}`, slug: `marca-${sequence}`, logo_path })
    .returning();
  return row!;
}

async function createBody(t: TestApp) {
  sequence += 1;
  const [row] = await t.context.database.db
    .insert(catalogBodies)
    .values({ name: `Carrocería ${sequence}` })
    .returning();
  return row!;
}

async function brandKey(t: TestApp, id: number) {
  const [row] = await t.context.database.db
    .select({ key: catalogBrands.logo_path })
    .from(catalogBrands)
    .where(eq(catalogBrands.id, id));
  return row?.key;
}

async function auditCount(t: TestApp, entity: string, id: number) {
  const rows = await t.context.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))));
  return rows.length;
}

/** Every file under a directory, as sorted relative paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-images-'));
}

describe('catalog images on local storage', () => {
  let t: TestApp;
  let dataDir: string;
  let uploads: string;
  let auth: Record<string, string>;

  const send = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...auth, ...options.headers } });
  const upload = (url: string, body: ReturnType<typeof multipart>, headers: Record<string, string> = {}) =>
    send({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });

  beforeAll(async () => {
    dataDir = tempDir();
    uploads = path.join(dataDir, 'uploads');
    t = await buildTestApp({ DATA_DIR: dataDir });
    const admin = await buildUser(t.context.database.db, { role: ROLES.superadmin });
    auth = bearer(await tokenFor(t.context, admin.id));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a photo as three upright WebP variants without any of its metadata', async () => {
    const brand = await createBrand(t);
    const photo = await photoWithExif();
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 2400, height: 1600, orientation: 6 });
    expect(exifHasGps(original.exif)).toBe(true);

    const response = await upload(logoUrl(brand.id), fileUpload(photo, 'foto.jpg'));
    expect(response.statusCode, response.body).toBe(200);
    const logo = json<{ data: { logo: Urls } }>(response).data.logo!;
    const key = await brandKey(t, brand.id);
    expect(key).toMatch(KEY);
    expect(logo).toEqual({
      thumb: `/uploads/${key}-thumb.webp`,
      card: `/uploads/${key}-card.webp`,
      full: `/uploads/${key}-full.webp`,
    });
    expect(filesUnder(uploads)).toEqual(IMAGE_VARIANTS.map((v) => variantKey(key!, v)).sort());

    // Upright 1600 × 2400, fitted inside 160/640/1600 squares.
    const expected = { thumb: [107, 160], card: [427, 640], full: [1067, 1600] } as const;
    for (const variant of IMAGE_VARIANTS) {
      const bytes = fs.readFileSync(path.join(uploads, variantKey(key!, variant)));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(expected[variant]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('VitrinaCam'))).toBe(false);
      // The blue corner of the sideways shot is now top-right: the pixels were turned, not just tagged.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [r, , b] = pixel(info.width - 2, 1);
      expect(b).toBeGreaterThan(r!);
    }

    const [entry] = await t.context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalog_brand'), eq(auditLog.entity_id, String(brand.id))));
    expect(entry).toMatchObject({ action: 'update', before: { logo_path: null }, after: { logo_path: key } });

    // Served back as stored, with long-lived caching and no sniffing.
    const served = await t.app.inject({ method: 'GET', url: logo.card });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(fs.readFileSync(path.join(uploads, variantKey(key!, 'card'))))).toBe(
      true,
    );
  });

  it('replaces the previous image on re-upload and deletes its files', async () => {
    const brand = await createBrand(t);
    const first = await upload(logoUrl(brand.id), fileUpload(await smallPng(), 'a.png', 'image/png'));
    expect(first.statusCode, first.body).toBe(200);
    const oldKey = (await brandKey(t, brand.id))!;
    const second = await upload(logoUrl(brand.id), fileUpload(await photoWithExif()));
    expect(second.statusCode, second.body).toBe(200);
    const newKey = (await brandKey(t, brand.id))!;
    expect(newKey).not.toBe(oldKey);
    const brandFiles = filesUnder(uploads).filter(
      (file) => file.startsWith(oldKey) || file.startsWith(newKey),
    );
    expect(brandFiles).toEqual(IMAGE_VARIANTS.map((v) => variantKey(newKey, v)).sort());
    const gone = await t.app.inject({ method: 'GET', url: `/uploads/${variantKey(oldKey, 'thumb')}` });
    expect(gone.statusCode).toBe(404);
    const [last] = await t.context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(brand.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ before: { logo_path: oldKey }, after: { logo_path: newKey } });
  });

  it('never enlarges a small image and keeps its transparency', async () => {
    const brand = await createBrand(t);
    const response = await upload(
      logoUrl(brand.id),
      fileUpload(await smallPng(64, 48), 'logo.png', 'image/png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const key = (await brandKey(t, brand.id))!;
    for (const variant of IMAGE_VARIANTS) {
      const meta = await sharp(fs.readFileSync(path.join(uploads, variantKey(key, variant)))).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([64, 48, true]);
    }
  });

  it('uploads, replaces and removes a body icon (WebP in)', async () => {
    const body = await createBody(t);
    const response = await upload(
      iconUrl(body.id),
      fileUpload(await smallWebp(), 'sedan.webp', 'image/webp'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const icon = json<{ data: { icon: Urls } }>(response).data.icon!;
    expect(icon.thumb).toMatch(/^\/uploads\/catalogs\/bodies\/[0-9a-f-]{36}-thumb\.webp$/);
    const [row] = await t.context.database.db
      .select()
      .from(catalogBodies)
      .where(eq(catalogBodies.id, body.id));
    const key = row!.icon_path!;
    expect(filesUnder(uploads).filter((f) => f.startsWith(key))).toHaveLength(3);
    expect(await auditCount(t, 'catalog_body', body.id)).toBe(1);

    const removed = await send({ method: 'DELETE', url: iconUrl(body.id) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ data: { icon: null } });
    expect(filesUnder(uploads).filter((f) => f.startsWith(key))).toEqual([]);
    const [after] = await t.context.database.db
      .select()
      .from(catalogBodies)
      .where(eq(catalogBodies.id, body.id));
    expect(after!.icon_path).toBeNull();
    expect(await auditCount(t, 'catalog_body', body.id)).toBe(2);
  });

  it('removes a brand logo; removing it again changes nothing', async () => {
    const brand = await createBrand(t);
    await upload(logoUrl(brand.id), fileUpload(await smallPng(), 'a.png', 'image/png'));
    const key = (await brandKey(t, brand.id))!;
    const removed = await send({ method: 'DELETE', url: logoUrl(brand.id) });
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ data: { logo: null } });
    expect(await brandKey(t, brand.id)).toBeNull();
    expect(filesUnder(uploads).filter((f) => f.startsWith(key))).toEqual([]);
    const again = await send({ method: 'DELETE', url: logoUrl(brand.id) });
    expect(again.statusCode).toBe(200);
    expect(await auditCount(t, 'catalog_brand', brand.id)).toBe(2);
  });

  describe('refuses, with a clear message, and writes nothing', () => {
    const cases: {
      title: string;
      body: () => Promise<ReturnType<typeof multipart>> | ReturnType<typeof multipart>;
      headers?: Record<string, string>;
      status: number;
      message: string | RegExp;
      errors?: Record<string, string[]>;
    }[] = [
      {
        title: 'a text file named .png',
        body: () => fileUpload('esto no es una imagen, solo texto', 'logo.png', 'image/png'),
        status: 422,
        message: 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
        errors: { file: ['El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.'] },
      },
      {
        title: 'the same in English',
        body: () => fileUpload('just text', 'logo.png', 'image/png'),
        headers: { 'accept-language': 'en-US,en;q=0.9' },
        status: 422,
        message: 'The file is not a supported image. Use JPEG, PNG or WebP.',
      },
      {
        title: 'an SVG with a script, even labelled as PNG',
        body: () => fileUpload(SVG_WITH_SCRIPT, 'logo.png', 'image/png'),
        status: 422,
        message: 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      },
      {
        title: 'an SVG with a script, labelled as SVG',
        body: () => fileUpload(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'),
        status: 422,
        message: 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      },
      {
        title: 'a GIF',
        body: async () => fileUpload(await smallGif(), 'logo.gif', 'image/gif'),
        status: 422,
        message: 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      },
      {
        title: 'a GIF renamed .jpg',
        body: async () => fileUpload(await smallGif(), 'logo.jpg', 'image/jpeg'),
        status: 422,
        message: 'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      },
      {
        title: 'a 50,000 × 50,000 PNG (decompression bomb)',
        body: () => fileUpload(pngBomb(), 'bomba.png', 'image/png'),
        status: 422,
        message: 'La imagen tiene demasiados píxeles: el máximo es 40 megapíxeles.',
      },
      {
        title: 'a JPEG cut short after its header',
        body: async () => fileUpload((await photoWithExif()).subarray(0, 600), 'roto.jpg'),
        status: 422,
        message: 'No pudimos leer la imagen; el archivo parece dañado.',
      },
      {
        title: 'a file one byte over the limit (read up to the limit)',
        body: async () => fileUpload(Buffer.concat([await smallPng(), Buffer.alloc(8 * MB + 1)]), 'a.png'),
        status: 413,
        message: 'La imagen pesa más de 8 MB, el máximo permitido.',
      },
      {
        title: 'a file far over the limit (refused from its Content-Length)',
        body: () => fileUpload(Buffer.alloc(20 * MB, 0xff), 'a.jpg'),
        status: 413,
        message: 'La imagen pesa más de 8 MB, el máximo permitido.',
      },
      {
        title: 'no file at all',
        body: () => multipart([{ field: 'name', content: 'sin archivo' }]),
        status: 422,
        message: 'Los datos proporcionados no son válidos.',
        errors: { file: ['Adjunta una imagen en el campo «file».'] },
      },
      {
        title: 'a file in another field',
        body: async () => multipart([{ field: 'logo', filename: 'a.png', content: await smallPng() }]),
        status: 422,
        message: 'Los datos proporcionados no son válidos.',
        errors: { file: ['Adjunta una imagen en el campo «file».'] },
      },
      {
        title: 'an empty file',
        body: () => fileUpload(Buffer.alloc(0), 'a.png', 'image/png'),
        status: 422,
        message: 'Los datos proporcionados no son válidos.',
      },
      {
        title: 'a JSON body instead of multipart',
        body: () => {
          const payload = Buffer.from(JSON.stringify({ file: 'data:image/png;base64,AAAA' }));
          return { payload, headers: { 'content-type': 'application/json' } };
        },
        status: 415,
        message: 'Tipo de contenido no soportado.',
      },
    ];

    it.each(cases)('$title → $status', async ({ body, headers, status, message, errors }) => {
      const brand = await createBrand(t, 'catalogs/brands/00000000-0000-4000-8000-000000000000');
      const before = filesUnder(uploads);
      const response = await upload(logoUrl(brand.id), await body(), headers);
      expect(response.statusCode, response.body).toBe(status);
      const answer = json<{ message: string; errors?: Record<string, string[]> }>(response);
      if (typeof message === 'string') expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
      if (errors) expect(answer.errors).toEqual(errors);
      expect(await brandKey(t, brand.id)).toBe('catalogs/brands/00000000-0000-4000-8000-000000000000');
      expect(await auditCount(t, 'catalog_brand', brand.id)).toBe(0);
      expect(filesUnder(uploads)).toEqual(before);
    });

    it('a missing brand or body → 404, before anything is read or stored', async () => {
      const before = filesUnder(uploads);
      for (const url of [logoUrl(987654), iconUrl(987654)]) {
        const response = await upload(url, fileUpload(await smallPng(), 'a.png', 'image/png'));
        expect(response.statusCode).toBe(404);
        expect(json(response).message).toBe('No encontramos lo que buscas.');
        expect((await send({ method: 'DELETE', url })).statusCode).toBe(404);
      }
      expect((await send({ method: 'DELETE', url: `${BRANDS}/abc/logo` })).statusCode).toBe(422);
      expect(filesUnder(uploads)).toEqual(before);
    });

    it('a user without the permission → 403; no token → 401; nothing stored', async () => {
      const brand = await createBrand(t);
      const manager = await buildUser(t.context.database.db, { role: ROLES.manager });
      const before = filesUnder(uploads);
      const image = fileUpload(await smallPng(), 'a.png', 'image/png');
      const refused = await t.app.inject({
        method: 'POST',
        url: logoUrl(brand.id),
        payload: image.payload,
        headers: { ...image.headers, ...bearer(await tokenFor(t.context, manager.id)) },
      });
      expect(refused.statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: logoUrl(brand.id),
        payload: image.payload,
        headers: image.headers,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await brandKey(t, brand.id)).toBeNull();
      expect(filesUnder(uploads)).toEqual(before);
    });
  });

  describe('GET /uploads/*', () => {
    let base: string;
    beforeAll(async () => {
      fs.mkdirSync(uploads, { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'root:x:0:0:secret');
      fs.symlinkSync('/etc/passwd', path.join(uploads, 'enlace.webp'));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    /** A raw request: the path goes out exactly as written (no client-side normalisation). */
    const raw = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${base}/`, { path: rawPath, method: 'GET' }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });

    it.each([
      '/uploads/../../etc/passwd',
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/%252e%252e%252fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/..\\secret.txt',
      '/uploads/catalogs/../../secret.txt',
      '/uploads/%2fetc%2fpasswd',
      '/uploads//etc/passwd',
      '/uploads/.%00./secret.txt',
      '/uploads/secret.txt%00.webp',
      '/uploads/enlace.webp',
      '/uploads/catalogs',
      '/uploads/',
      '/uploads/no-existe.webp',
    ])('%s → 404', async (attempt) => {
      const response = await raw(attempt);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('root:');
    });
  });
});

describe('catalog images on S3-compatible storage (local stand-in)', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let dataDir: string;
  let auth: Record<string, string>;
  const PUBLIC = 'https://cdn.example.mx/vitrina';

  beforeAll(async () => {
    s3 = await startS3StandIn();
    dataDir = tempDir();
    t = await buildTestApp({ DATA_DIR: dataDir, ...s3.env({ S3_PUBLIC_URL: PUBLIC }) });
    const admin = await buildUser(t.context.database.db, { role: ROLES.admin });
    auth = bearer(await tokenFor(t.context, admin.id));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (app: TestApp, url: string, body: ReturnType<typeof multipart>) =>
    app.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...auth, ...body.headers } });

  it('stores signed objects in the bucket and answers its public URLs', async () => {
    const brand = await createBrand(t);
    s3.requests.length = 0;
    const response = await upload(t, logoUrl(brand.id), fileUpload(await photoWithExif()));
    expect(response.statusCode, response.body).toBe(200);
    const key = (await brandKey(t, brand.id))!;
    expect(key).toMatch(KEY);
    expect(json(response)).toEqual({
      data: {
        logo: {
          thumb: `${PUBLIC}/${key}-thumb.webp`,
          card: `${PUBLIC}/${key}-card.webp`,
          full: `${PUBLIC}/${key}-full.webp`,
        },
      },
    });
    // Three signed PUTs, each verified by the stand-in.
    expect(s3.requests.map((r) => [r.method, r.status])).toEqual([
      ['PUT', 200],
      ['PUT', 200],
      ['PUT', 200],
    ]);
    for (const variant of IMAGE_VARIANTS) {
      const object = s3.objects.get(variantKey(key, variant))!;
      expect(object.contentType).toBe('image/webp');
      const meta = await sharp(object.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    // Read back through the adapter (signed GET).
    const stored = await t.context.storage.get(variantKey(key, 'thumb'));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(s3.objects.get(variantKey(key, 'thumb'))!.body)).toBe(true);
    // Nothing on local disk, and /uploads/* does not serve from the bucket.
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    const local = await t.app.inject({ method: 'GET', url: `/uploads/${variantKey(key, 'thumb')}` });
    expect(local.statusCode).toBe(404);
  });

  it('re-upload deletes the old objects; removal deletes the current ones', async () => {
    const brand = await createBrand(t);
    await upload(t, logoUrl(brand.id), fileUpload(await smallPng(), 'a.png', 'image/png'));
    const oldKey = (await brandKey(t, brand.id))!;
    await upload(t, logoUrl(brand.id), fileUpload(await smallWebp(), 'b.webp', 'image/webp'));
    const newKey = (await brandKey(t, brand.id))!;
    const keys = () =>
      [...s3.objects.keys()].filter((k) => k.startsWith(oldKey) || k.startsWith(newKey)).sort();
    expect(keys()).toEqual(IMAGE_VARIANTS.map((v) => variantKey(newKey, v)).sort());
    const removed = await t.app.inject({ method: 'DELETE', url: logoUrl(brand.id), headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(keys()).toEqual([]);
  });

  it('a wrong secret: the bucket refuses the signature, the upload fails with 502 and nothing is half-written', async () => {
    const other = await buildTestApp({
      DATA_DIR: dataDir,
      ...s3.env({ S3_SECRET_ACCESS_KEY: 'not-the-right-secret-0123456789' }),
    });
    try {
      const admin = await buildUser(other.context.database.db, { role: ROLES.superadmin });
      const headers = bearer(await tokenFor(other.context, admin.id));
      const brand = await createBrand(other, 'catalogs/brands/11111111-1111-4111-8111-111111111111');
      const objectsBefore = [...s3.objects.keys()].sort();
      s3.requests.length = 0;
      const body = fileUpload(await smallPng(), 'a.png', 'image/png');
      const response = await other.app.inject({
        method: 'POST',
        url: logoUrl(brand.id),
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      expect(response.statusCode).toBe(502);
      expect(json(response).message).toBe(
        'No pudimos guardar la imagen en este momento. Intenta de nuevo más tarde.',
      );
      expect(s3.requests.some((r) => r.status === 403 && r.code === 'SignatureDoesNotMatch')).toBe(true);
      expect([...s3.objects.keys()].sort()).toEqual(objectsBefore);
      expect(await brandKey(other, brand.id)).toBe('catalogs/brands/11111111-1111-4111-8111-111111111111');
      expect(await auditCount(other, 'catalog_brand', brand.id)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a bucket failing part-way: the variants already stored are removed, the row is unchanged', async () => {
    const brand = await createBrand(t);
    const objectsBefore = [...s3.objects.keys()].sort();
    s3.fault = (method, key) =>
      method === 'PUT' && key.endsWith('-full.webp') ? { status: 503, code: 'SlowDown' } : undefined;
    try {
      const response = await upload(t, logoUrl(brand.id), fileUpload(await photoWithExif()));
      expect(response.statusCode).toBe(502);
    } finally {
      s3.fault = undefined;
    }
    expect([...s3.objects.keys()].sort()).toEqual(objectsBefore);
    expect(await brandKey(t, brand.id)).toBeNull();
    expect(await auditCount(t, 'catalog_brand', brand.id)).toBe(0);
  });

  it('an unreachable bucket → 502, row unchanged', async () => {
    const closed = await startS3StandIn();
    const endpoint = closed.endpoint;
    await closed.close();
    const other = await buildTestApp({ DATA_DIR: dataDir, ...s3.env({ S3_ENDPOINT: endpoint }) });
    try {
      const admin = await buildUser(other.context.database.db, { role: ROLES.superadmin });
      const brand = await createBrand(other);
      const body = fileUpload(await smallPng(), 'a.png', 'image/png');
      const response = await other.app.inject({
        method: 'POST',
        url: logoUrl(brand.id),
        payload: body.payload,
        headers: { ...bearer(await tokenFor(other.context, admin.id)), ...body.headers },
      });
      expect(response.statusCode).toBe(502);
      expect(await brandKey(other, brand.id)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
