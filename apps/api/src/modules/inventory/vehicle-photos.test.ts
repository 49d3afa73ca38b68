import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type photoListAnswer, VEHICLE_PHOTOS_MAX } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildUsedVehicle } from '../../../test/factories';
import { unique } from '../../../test/factories/unique';
import {
  fileUpload,
  type multipart,
  photoWithExif,
  SVG_WITH_SCRIPT,
  smallGif,
  smallPng,
  smallWebp,
} from '../../../test/image-fixtures';
import { answerOf } from '../../../test/kits/client';
import { castAgency, headers, type Who } from '../../../test/kits/sessions';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { vehiclePhotos, vehicles } from '../../db/schema';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';

type Gallery = z.output<typeof photoListAnswer>;
const MB = 1024 * 1024;
const KEY = /^inventory\/vehicles\/[0-9a-f-]{36}$/;

const base = (id: number) => `/api/mi-vitrina/inventory/${id}/photos`;

/** Every file under a directory, as sorted relative paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const variantsOf = (keys: string[]) =>
  keys.flatMap((key) => IMAGE_VARIANTS.map((v) => variantKey(key, v))).sort();

describe('a used vehicle’s photos on local storage', () => {
  let t: TestApp;
  let dataDir: string;
  let agencyA: number;
  let png: Buffer;
  const db = () => t.context.database.db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-vehicle-photos-'));
    // A 1 MB limit keeps the "too big" file small.
    t = await buildTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MB) });
    agencyA = (await castAgency(t, 'A')).id;
    png = await smallPng(8, 6);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = () => filesUnder(path.join(dataDir, 'uploads'));
  const send = async (
    who: Who,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: ReturnType<typeof multipart>; json?: object; locale?: string } = {},
  ) => {
    const auth = await headers(t, who, options.locale ? { locale: options.locale } : {});
    const response = await t.app.inject({
      method,
      url,
      headers: { ...auth, ...(options.body?.headers ?? {}) },
      ...(options.body ? { payload: options.body.payload } : options.json ? { payload: options.json } : {}),
    });
    return answerOf<Gallery>(response);
  };
  const upload = (
    vehicleId: number,
    body: ReturnType<typeof multipart>,
    who: Who = 'gerenteA',
    locale?: string,
  ) => send(who, 'POST', base(vehicleId), { body, ...(locale ? { locale } : {}) });
  const uploadPng = (vehicleId: number) => upload(vehicleId, fileUpload(png, 'foto.png', 'image/png'));
  const order = (vehicleId: number, ids: unknown, who: Who = 'gerenteA') =>
    send(who, 'PUT', `${base(vehicleId)}/order`, { json: { ids } });
  const cover = (vehicleId: number, photoId: number, who: Who = 'gerenteA') =>
    send(who, 'PUT', `${base(vehicleId)}/${photoId}/cover`);
  const remove = (vehicleId: number, photoId: number, who: Who = 'gerenteA') =>
    send(who, 'DELETE', `${base(vehicleId)}/${photoId}`);

  const vehicleRow = async (id: number) =>
    (await db().select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
  const photoRows = (id: number) =>
    db()
      .select()
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicle_id, id))
      .orderBy(vehiclePhotos.position, vehiclePhotos.id);

  /** The vehicle keeps its cover (the photo at 0) and count in step with its photos, 0…n-1. */
  async function expectInStep(vehicleId: number, gallery: Gallery['data']) {
    const rows = await photoRows(vehicleId);
    expect(rows.map((row) => [row.id, row.position])).toEqual(gallery.map((photo, i) => [photo.id, i]));
    expect(gallery.map((photo) => photo.position)).toEqual(gallery.map((_, i) => i));
    const vehicle = await vehicleRow(vehicleId);
    expect(vehicle.photos_count).toBe(rows.length);
    expect(vehicle.cover_path).toBe(rows[0]?.path ?? null);
    // Photo calls never change the vehicle's version: an open edit form does not conflict with them.
    expect(vehicle.lock_version).toBe(1);
    return rows;
  }

  it('adds JPEG, PNG and WebP photos at the end, as WebP variants, and answers the whole gallery', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    const jpeg = await upload(vehicle.id, fileUpload(await photoWithExif(), 'frente.jpg'));
    expect(jpeg.status, jpeg.raw.body).toBe(201);
    const second = await upload(vehicle.id, fileUpload(png, 'lado.png', 'image/png'));
    const third = await upload(vehicle.id, fileUpload(await smallWebp(), 'interior.webp', 'image/webp'));
    expect([second.status, third.status]).toEqual([201, 201]);

    const gallery = third.body.data;
    expect(gallery).toHaveLength(3);
    const rows = await expectInStep(vehicle.id, gallery);
    expect(gallery[0]!.id).toBe(jpeg.body.data[0]!.id);
    for (const [i, row] of rows.entries()) {
      expect(row.path).toMatch(KEY);
      expect(gallery[i]!.image).toEqual({
        thumb: `/uploads/${row.path}-thumb.webp`,
        card: `/uploads/${row.path}-card.webp`,
        full: `/uploads/${row.path}-full.webp`,
      });
    }
    expect(stored()).toEqual(expect.arrayContaining(variantsOf(rows.map((row) => row.path))));
    const served = await t.app.inject({ method: 'GET', url: gallery[1]!.image.card });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const entries = await auditOf(db(), 'vehicle', vehicle.id);
    expect(entries.map((entry) => entry.action)).toEqual(['photo_upload', 'photo_upload', 'photo_upload']);
    expect(entries[2]).toMatchObject({
      agency_id: agencyA,
      before: { photos: rows.slice(0, 2).map((row) => row.id) },
      after: { photos: rows.map((row) => row.id), path: rows[2]!.path },
    });
  });

  it('refuses files that are not JPEG, PNG or WebP, and files over the size limit; nothing is stored', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    const before = stored();
    const refused = [
      [
        fileUpload(await smallGif(), 'foto.gif', 'image/gif'),
        422,
        'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      ],
      [
        fileUpload(SVG_WITH_SCRIPT, 'foto.png', 'image/png'),
        422,
        'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      ],
      [
        fileUpload('no es una foto', 'foto.jpg'),
        422,
        'El archivo no es una imagen admitida. Usa JPEG, PNG o WebP.',
      ],
      [
        fileUpload(Buffer.concat([png, Buffer.alloc(MB)]), 'enorme.png', 'image/png'),
        413,
        'La imagen pesa más de 1 MB, el máximo permitido.',
      ],
    ] as const;
    for (const [body, status, message] of refused) {
      const answer = await upload(vehicle.id, body);
      expect(answer.status, answer.raw.body).toBe(status);
      expect(answer.problem.message).toBe(message);
    }
    const english = await upload(
      vehicle.id,
      fileUpload(await smallGif(), 'foto.gif', 'image/gif'),
      'gerenteA',
      'en',
    );
    expect(english.problem.message).toBe('The file is not a supported image. Use JPEG, PNG or WebP.');
    expect(stored()).toEqual(before);
    expect(await photoRows(vehicle.id)).toEqual([]);
    expect(await vehicleRow(vehicle.id)).toMatchObject({ photos_count: 0, cover_path: null });
    expect(await auditOf(db(), 'vehicle', vehicle.id)).toEqual([]);
  });

  it('keeps the order the files were chosen in, whichever upload finishes first', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    const [first] = (await uploadPng(vehicle.id)).body.data;
    // Four files chosen together after the one photo there (places 1 to 4), finishing 2, 3, 1, 4.
    const at = (position: number) =>
      send('gerenteA', 'POST', `${base(vehicle.id)}?position=${position}`, {
        body: fileUpload(png, `foto-${position}.png`, 'image/png'),
      });
    const idOf = new Map<number, number>();
    for (const position of [2, 3, 1, 4]) {
      const answer = await at(position);
      expect(answer.status, answer.raw.body).toBe(201);
      const known = new Set([first!.id, ...idOf.values()]);
      idOf.set(position, answer.body.data.find((photo) => !known.has(photo.id))!.id);
    }
    // A later photo without a place goes last.
    const last = await uploadPng(vehicle.id);
    const gallery = last.body.data;
    expect(gallery.map((photo) => photo.id).slice(0, 5)).toEqual([
      first!.id,
      ...[1, 2, 3, 4].map((n) => idOf.get(n)),
    ]);
    expect(gallery).toHaveLength(6);
    await expectInStep(vehicle.id, gallery);

    expect((await at(VEHICLE_PHOTOS_MAX)).status).toBe(422);
  });

  it('one bad file among good ones: the good ones stay, in the order they came', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    const first = await uploadPng(vehicle.id);
    const bad = await upload(vehicle.id, fileUpload((await photoWithExif()).subarray(0, 600), 'rota.jpg'));
    const last = await upload(vehicle.id, fileUpload(await smallWebp(), 'b.webp', 'image/webp'));
    expect([first.status, bad.status, last.status]).toEqual([201, 422, 201]);
    expect(bad.problem.message).toBe('No pudimos leer la imagen; el archivo parece dañado.');
    const rows = await expectInStep(vehicle.id, last.body.data);
    expect(rows.map((row) => row.id)).toEqual([first.body.data[0]!.id, last.body.data[1]!.id]);
  });

  it(`keeps at most ${VEHICLE_PHOTOS_MAX} photos, also when uploads race, and stores nothing for a refused one`, async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    for (let i = 0; i < VEHICLE_PHOTOS_MAX - 2; i += 1)
      expect((await uploadPng(vehicle.id)).status).toBe(201);
    // Four at once for the last two places: the vehicle's row lock lets exactly two in.
    const raced = await Promise.all([0, 1, 2, 3].map(() => uploadPng(vehicle.id)));
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422]);

    // The last upload to commit answers the whole gallery.
    const whole = raced
      .map((answer) => (answer.status === 201 ? answer.body.data : []))
      .sort((x, y) => y.length - x.length)[0]!;
    const rows = await expectInStep(vehicle.id, whole);
    expect(rows).toHaveLength(VEHICLE_PHOTOS_MAX);
    const mine = stored().filter((file) => rows.some((row) => file.startsWith(row.path)));
    expect(mine).toEqual(variantsOf(rows.map((row) => row.path)));

    const files = stored();
    const full = await upload(vehicle.id, fileUpload(png, 'otra.png', 'image/png'));
    expect(full.status).toBe(422);
    expect(full.problem).toEqual({
      message: 'Ya hay 30 fotos, el máximo permitido. Elimina alguna para poder subir otra.',
      errors: { file: ['Se alcanzó el máximo de fotos.'] },
    });
    const english = await upload(vehicle.id, fileUpload(png, 'otra.png', 'image/png'), 'gerenteA', 'en');
    expect(english.problem.message).toBe(
      'There are already 30 photos, the most allowed. Delete one to upload another.',
    );
    expect(stored()).toEqual(files);
    // Every file of a refused upload was removed: what is stored is exactly the photos' variants.
    const total = stored().filter((file) => file.startsWith('inventory/vehicles/')).length;
    const kept = (await db().select().from(vehiclePhotos)).length;
    expect(total).toBe(kept * IMAGE_VARIANTS.length);
  });

  it('reorders the photos; the first becomes the cover; a wrong list of ids is refused', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    for (let i = 0; i < 3; i += 1) await uploadPng(vehicle.id);
    const ids = (await photoRows(vehicle.id)).map((row) => row.id);
    const reversed = [...ids].reverse();

    const answer = await order(vehicle.id, reversed);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data.map((photo) => photo.id)).toEqual(reversed);
    await expectInStep(vehicle.id, answer.body.data);
    const [last] = (await auditOf(db(), 'vehicle', vehicle.id)).slice(-1);
    expect(last).toMatchObject({
      action: 'photo_order',
      before: { photos: ids },
      after: { photos: reversed },
    });

    const other = await buildUsedVehicle(db(), { agencyId: agencyA });
    const foreign = (await uploadPng(other.id)).body.data[0]!.id;
    const wrong = [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [reversed[0], reversed[0], reversed[1]],
      [...reversed.slice(1), foreign],
    ];
    for (const ids of wrong) {
      const refused = await order(vehicle.id, ids);
      expect(refused.status, JSON.stringify(ids)).toBe(422);
      expect(refused.problem.errors).toEqual({
        ids: [
          'El orden debe incluir cada foto de la galería exactamente una vez. Recarga la página e inténtalo de nuevo.',
        ],
      });
    }
    expect((await photoRows(vehicle.id)).map((row) => row.id)).toEqual(reversed);
    expect((await order(vehicle.id, [])).status).toBe(422);
  });

  it('makes a photo the cover: it moves to the front, the others keep their order', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    for (let i = 0; i < 4; i += 1) await uploadPng(vehicle.id);
    const [a, b, c, d] = (await photoRows(vehicle.id)).map((row) => row.id);
    const answer = await cover(vehicle.id, c!);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data.map((photo) => photo.id)).toEqual([c, a, b, d]);
    const rows = await expectInStep(vehicle.id, answer.body.data);
    expect((await vehicleRow(vehicle.id)).cover_path).toBe(rows[0]!.path);
    expect((await auditOf(db(), 'vehicle', vehicle.id)).at(-1)).toMatchObject({ action: 'photo_cover' });
    // Already the cover: nothing changes, nothing more is audited.
    const entries = (await auditOf(db(), 'vehicle', vehicle.id)).length;
    expect((await cover(vehicle.id, c!)).body.data.map((photo) => photo.id)).toEqual([c, a, b, d]);
    expect(await auditOf(db(), 'vehicle', vehicle.id)).toHaveLength(entries);
  });

  it('deletes a photo and its files; deleting the cover makes the next one the cover', async () => {
    const vehicle = await buildUsedVehicle(db(), { agencyId: agencyA });
    for (let i = 0; i < 3; i += 1) await uploadPng(vehicle.id);
    const [a, b, c] = await photoRows(vehicle.id);
    const answer = await remove(vehicle.id, a!.id);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data.map((photo) => photo.id)).toEqual([b!.id, c!.id]);
    await expectInStep(vehicle.id, answer.body.data);
    expect(stored().filter((file) => file.startsWith(a!.path))).toEqual([]);
    expect(stored()).toEqual(expect.arrayContaining(variantsOf([b!.path, c!.path])));
    expect((await auditOf(db(), 'vehicle', vehicle.id)).at(-1)).toMatchObject({
      action: 'photo_delete',
      after: { photos: [b!.id, c!.id], path: a!.path },
    });

    await remove(vehicle.id, c!.id);
    const emptied = await remove(vehicle.id, b!.id);
    expect(emptied.body.data).toEqual([]);
    expect(await vehicleRow(vehicle.id)).toMatchObject({ photos_count: 0, cover_path: null });
    expect((await remove(vehicle.id, b!.id)).status).toBe(404);
  });

  it('answers 404 for another dealership’s vehicle, a deleted one, one that does not exist, and a photo of another vehicle', async () => {
    const agencyB = await buildAgency(db(), { name: `Agencia B ${unique()}` });
    const theirs = await buildUsedVehicle(db(), { agencyId: agencyB.id });
    const theirPhoto = (await upload(theirs.id, fileUpload(png, 'b.png', 'image/png'), 'admin')).body.data[0]!
      .id;
    const mine = await buildUsedVehicle(db(), { agencyId: agencyA });
    const myPhoto = (await uploadPng(mine.id)).body.data[0]!.id;
    const deleted = await buildUsedVehicle(db(), { agencyId: agencyA });
    await db().update(vehicles).set({ deleted_at: new Date() }).where(eq(vehicles.id, deleted.id));

    for (const id of [theirs.id, deleted.id, 987_654]) {
      const answers = [
        await uploadPng(id),
        await order(id, [theirPhoto]),
        await cover(id, theirPhoto),
        await remove(id, theirPhoto),
      ];
      for (const answer of answers) {
        expect(answer.status, `${id} ${answer.raw.body}`).toBe(404);
        expect(answer.problem.message).toBe('No encontramos lo que buscas.');
      }
    }
    // Their photo under my vehicle's path is not found, and stays where it was.
    expect((await cover(mine.id, theirPhoto)).status).toBe(404);
    expect((await remove(mine.id, theirPhoto)).status).toBe(404);
    expect((await photoRows(theirs.id)).map((row) => row.id)).toEqual([theirPhoto]);
    expect((await photoRows(mine.id)).map((row) => row.id)).toEqual([myPhoto]);
    // An asesor reads vehicles but does not change them.
    expect((await remove(mine.id, myPhoto, 'asesorA')).status).toBe(403);
  });
});

describe('a used vehicle’s photos on S3-compatible storage (local stand-in)', () => {
  let s3: S3StandIn;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await buildTestApp(s3.env({ S3_PUBLIC_URL: 'https://cdn.example.mx/vitrina' }));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('a bucket failing on one upload: 502, the photos already there stay, nothing of it is left in the bucket', async () => {
    const db = t.context.database.db;
    const vehicle = await buildUsedVehicle(db, { agencyId: (await castAgency(t, 'A')).id });
    const auth = await headers(t, 'gerenteA');
    const post = async () => {
      const body = fileUpload(await smallPng(), 'a.png', 'image/png');
      return t.app.inject({
        method: 'POST',
        url: base(vehicle.id),
        payload: body.payload,
        headers: { ...auth, ...body.headers },
      });
    };
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const objects = [...s3.objects.keys()].sort();
    expect(objects).toHaveLength(IMAGE_VARIANTS.length);
    expect(first.json<Gallery>().data[0]!.image.thumb).toMatch(
      /^https:\/\/cdn\.example\.mx\/vitrina\/inventory\/vehicles\//,
    );

    s3.fault = (method, key) =>
      method === 'PUT' && key.endsWith('-card.webp') ? { status: 503, code: 'SlowDown' } : undefined;
    try {
      const failed = await post();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe(
        'No pudimos guardar la imagen en este momento. Intenta de nuevo más tarde.',
      );
    } finally {
      s3.fault = undefined;
    }
    expect([...s3.objects.keys()].sort()).toEqual(objects);
    const rows = await db.select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicle_id, vehicle.id));
    expect(rows.map((row) => row.id)).toEqual([first.json<Gallery>().data[0]!.id]);
    expect((await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]).toMatchObject({
      photos_count: 1,
      cover_path: rows[0]!.path,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base(vehicle.id)}/${rows[0]!.id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect([...s3.objects.keys()]).toEqual([]);
  });
});
