import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  newVehicleResource,
  type photoListAnswer,
  photoSetResource,
  vehicleSearchText,
} from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildCatalogYear,
  buildNewVehicle,
  buildPhotoSet,
  buildVehicleCatalog,
} from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { answerOf, as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { headers } from '../../../test/kits/sessions';
import { newVehiclePhotoSets, newVehiclePhotos, newVehicles } from '../../db/schema';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';

type Gallery = z.output<typeof photoListAnswer>;

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-photo-sets-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.context.database.db;
const sets = () => as(t).on(photoSetResource);
const galleryUrl = (id: number) => `/api/mi-vitrina/brand-new-vehicle/photos/${id}/photos`;

async function uploadTo(setId: number) {
  const body = fileUpload(await smallPng(12, 9), 'foto.png', 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: galleryUrl(setId),
    payload: body.payload,
    headers: { ...(await headers(t, 'admin')), ...body.headers },
  });
  return answerOf<Gallery>(response);
}

listContract(photoSetResource, {
  app: () => t,
  create: async (t, { i, text }) => {
    const { catalog_year_id } = await buildVehicleCatalog(t, {
      brand: text,
      model: `Modelo ${i}`,
      version: `Versión ${i}`,
      year: 2020 + (i % 4),
    });
    const set = await buildPhotoSet(t.context.database.db, { catalog_year_id });
    await t.context.database.db
      .update(newVehiclePhotoSets)
      .set({ photos_count: i % 3 })
      .where(eq(newVehiclePhotoSets.id, set.id));
  },
  exported: {
    file: { es: 'fotos-de-autos-nuevos', en: 'new-vehicle-photos' },
    headers: {
      es: ['ID', 'Marca', 'Modelo', 'Versión', 'Año', 'Fotos', 'Vehículos nuevos', 'Creado', 'Actualizado'],
      en: ['ID', 'Brand', 'Model', 'Version', 'Year', 'Photos', 'New vehicles', 'Created', 'Updated'],
    },
  },
});

describe('create, read, delete', () => {
  it('creates the empty set of a catalog year, with its catalog names and search text, and audits it', async () => {
    const { catalog_year_id } = await buildVehicleCatalog(t, {
      brand: 'Škoda',
      model: 'Octavia',
      version: 'Ambition 1.4 TSI',
      year: 2025,
    });
    const answer = await sets().create({ catalog_year_id });
    expect(answer.status, answer.raw.body).toBe(201);
    const created = answer.body.data;
    expect(created).toMatchObject({
      catalog_year_id,
      brand_name: 'Škoda',
      model_name: 'Octavia',
      version_name: 'Ambition 1.4 TSI',
      year: 2025,
      cover: null,
      photos_count: 0,
      vehicles_count: 0,
      photos: [],
    });
    const [row] = await db().select().from(newVehiclePhotoSets).where(eq(newVehiclePhotoSets.id, created.id));
    expect(row!.search_text).toBe(vehicleSearchText(['Škoda', 'Octavia', 'Ambition 1.4 TSI', 2025]));
    expect(row!.search_text).toBe('skoda octavia ambition 1.4 tsi 2025');
    const [entry] = await auditOf(db(), 'new_vehicle_photo_set', created.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(
      ((await sets().list({ search: 'SKODA octavia' })).body.data as { id: number }[]).map((s) => s.id),
    ).toEqual([created.id]);
  });

  it('refuses a missing, unknown or deactivated catalog year, and a second set of the same year, on the field', async () => {
    const missing = await sets().create({});
    expect(missing.status).toBe(422);
    expect(missing.problem.errors).toEqual({ catalog_year_id: ['Este campo es obligatorio.'] });
    const inactive = await buildCatalogYear(db(), { active: false });
    for (const catalog_year_id of [987_654, inactive.id]) {
      const refused = await sets().create({ catalog_year_id });
      expect(refused.status).toBe(422);
      expect(refused.problem.errors).toEqual({
        catalog_year_id: [
          'Ese año del catálogo no existe o está desactivado. Elige la marca, el modelo, la versión y el año de nuevo.',
        ],
      });
    }

    const year = await buildCatalogYear(db());
    expect((await sets().create({ catalog_year_id: year.id })).status).toBe(201);
    const again = await sets().create({ catalog_year_id: year.id });
    expect(again.status).toBe(422);
    expect(again.problem.errors).toEqual({
      catalog_year_id: ['Ya existe un set de fotos para esta versión y año.'],
    });
    const english = await as(t).en.on(photoSetResource).create({ catalog_year_id: year.id });
    expect(english.problem.errors).toEqual({
      catalog_year_id: ['A photo set for this version and year already exists.'],
    });
  });

  it('counts the live new vehicles of its year across dealerships', async () => {
    const set = await buildPhotoSet(db());
    const [a, b] = [await buildAgency(db()), await buildAgency(db())];
    await buildNewVehicle(db(), a.id, { catalog_year_id: set.catalog_year_id });
    await buildNewVehicle(db(), b.id, { catalog_year_id: set.catalog_year_id });
    const gone = await buildNewVehicle(db(), b.id, { catalog_year_id: (await buildCatalogYear(db())).id });
    await db().update(newVehicles).set({ deleted_at: new Date() }).where(eq(newVehicles.id, gone.id));
    const removed = await buildNewVehicle(db(), await buildAgency(db()).then((x) => x.id), {
      catalog_year_id: set.catalog_year_id,
    });
    await db().update(newVehicles).set({ deleted_at: new Date() }).where(eq(newVehicles.id, removed.id));
    expect((await sets().one(set.id)).body.data.vehicles_count).toBe(2);
  });

  it('fills its gallery: the set answers its photos in order and its cover', async () => {
    const set = await buildPhotoSet(db());
    const first = await uploadTo(set.id);
    const second = await uploadTo(set.id);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = second.body.data;
    const covered = await as(t).put<Gallery>(`${galleryUrl(set.id)}/${b!.id}/cover`);
    expect(covered.body.data.map((photo) => photo.id)).toEqual([b!.id, a!.id]);

    const one = (await sets().one(set.id)).body.data;
    expect(one.photos).toEqual(covered.body.data);
    expect(one).toMatchObject({ photos_count: 2, cover: b!.image });
    const reordered = await as(t).put<Gallery>(`${galleryUrl(set.id)}/order`, { ids: [a!.id, b!.id] });
    expect(reordered.body.data.map((photo) => photo.id)).toEqual([a!.id, b!.id]);
    expect((await sets().one(set.id)).body.data.cover).toEqual(a!.image);
    const entries = await auditOf(db(), 'new_vehicle_photo_set', set.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'photo_upload',
      'photo_upload',
      'photo_cover',
      'photo_order',
    ]);
    expect((await as(t).delete(`${galleryUrl(987_654)}/${a!.id}`)).status).toBe(404);
    expect((await as(t).put(`${galleryUrl(set.id)}/987654/cover`)).status).toBe(404);
  });

  it('deletes a set with its photos and their files; new vehicles of its year then show none', async () => {
    const set = await buildPhotoSet(db());
    await uploadTo(set.id);
    const keys = (await db().select().from(newVehiclePhotos).where(eq(newVehiclePhotos.set_id, set.id))).map(
      (photo) => photo.path,
    );
    const files = keys.flatMap((key) =>
      IMAGE_VARIANTS.map((v) => path.join(dataDir, 'uploads', variantKey(key, v))),
    );
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    const agency = await buildAgency(db());
    const vehicle = await buildNewVehicle(db(), agency.id, { catalog_year_id: set.catalog_year_id });
    expect((await as(t).on(newVehicleResource).one(vehicle.id)).body.data.photos).toHaveLength(1);

    const answer = await sets().remove(set.id);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body).toEqual({ message: 'Set de fotos eliminado.' });
    expect(await db().select().from(newVehiclePhotos).where(eq(newVehiclePhotos.set_id, set.id))).toEqual([]);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    const [entry] = (await auditOf(db(), 'new_vehicle_photo_set', set.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'delete', before: { photo_paths: keys } });
    expect((await sets().one(set.id)).status).toBe(404);
    expect((await sets().remove(set.id)).status).toBe(404);

    const shown = (await as(t).on(newVehicleResource).one(vehicle.id)).body.data;
    expect(shown).toMatchObject({ photo_set_id: null, thumbnail: null, photos: [] });
  });

  it('is platform staff’s: a dealership’s manager neither reads nor changes sets', async () => {
    const set = await buildPhotoSet(db());
    const manager = as(t, 'gerenteA');
    expect((await manager.on(photoSetResource).list()).status).toBe(403);
    expect((await manager.on(photoSetResource).one(set.id)).status).toBe(403);
    expect((await manager.put(`${galleryUrl(set.id)}/order`, { ids: [1] })).status).toBe(403);
  });
});
