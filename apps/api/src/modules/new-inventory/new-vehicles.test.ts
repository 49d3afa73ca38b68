import {
  NEW_VEHICLE_STATUSES,
  newVehicleResource,
  type photoListAnswer,
  ROLES,
  stockPhotoSetAnswer,
} from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildCatalogYear,
  buildNewVehicle,
  buildPhotoSet,
  buildUser,
  buildVehicleCatalog,
  newVehiclePayload,
  tokenFor,
  VEHICLE_EXPORT_HEADERS,
} from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { answerOf, as } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { castAgency, headers } from '../../../test/kits/sessions';
import { catalogYears, newVehicles } from '../../db/schema';

type Gallery = z.output<typeof photoListAnswer>;

let t: TestApp;
let agencyA: number;
beforeAll(async () => {
  t = await buildTestApp();
  agencyA = (await castAgency(t, 'A')).id;
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const admin = () => as(t).on(newVehicleResource);
const manager = () => as(t, 'gerenteA').on(newVehicleResource);
const storedRow = async (id: number) =>
  (await db().select().from(newVehicles).where(eq(newVehicles.id, id)))[0]!;

listContract(newVehicleResource, {
  app: () => t,
  who: 'gerenteA',
  create: async (t, { i, text }) => {
    const database = t.context.database.db;
    const catalog = await buildVehicleCatalog(database, { brand: text, year: 2022 + (i % 3) });
    await buildNewVehicle(database, (await castAgency(t, 'A')).id, {
      catalog_year_id: catalog.catalog_year_id,
      price: 300_000 + ((i * 37_000) % 200_000),
      stock_units: i % 4,
      status: NEW_VEHICLE_STATUSES[i % 3],
      published: i % 2 === 0,
    });
  },
  exported: {
    file: { es: 'autos-nuevos', en: 'new-vehicles' },
    headers: {
      es: [
        ...VEHICLE_EXPORT_HEADERS.es,
        'Precio',
        'Precio promocional',
        'Colores',
        'Unidades',
        'Estatus',
        'Publicado',
        'Actualizado',
      ],
      en: [
        ...VEHICLE_EXPORT_HEADERS.en,
        'Price',
        'Promotional price',
        'Colours',
        'Units',
        'Status',
        'Published',
        'Updated',
      ],
    },
    dated: true,
  },
});

describe('create, read, update, delete', () => {
  it('creates a new vehicle from a catalog year, in pesos, and audits it in its dealership', async () => {
    const { catalog_year_id } = await buildVehicleCatalog(db(), {
      brand: 'Mazda',
      model: 'CX-30',
      version: 'i Grand Touring',
      year: 2026,
    });
    const answer = await manager().create(newVehiclePayload(agencyA, catalog_year_id, { price: 539_900.5 }));
    expect(answer.status, answer.raw.body).toBe(201);
    const created = answer.body.data;
    expect(created).toMatchObject({
      agency_id: agencyA,
      agency_name: 'Agencia A',
      brand_name: 'Mazda',
      model_name: 'CX-30',
      version_name: 'i Grand Touring',
      catalog_year_id,
      year: 2026,
      price: 539_900.5,
      promotional_price: 469_900,
      colors: ['Blanco perla', 'Rojo'],
      stock_units: 4,
      status: 'Disponible',
      published: true,
      description: 'Garantía de agencia por 3 años.',
      photo_set_id: null,
      thumbnail: null,
      photos: [],
      lock_version: 1,
    });
    expect(await storedRow(created.id)).toMatchObject({
      price_cents: 53_990_050,
      promotional_price_cents: 46_990_000,
      search_text: 'mazda cx-30 i grand touring 2026',
    });
    const [entry] = await auditOf(db(), 'new_vehicle', created.id);
    expect(entry).toMatchObject({ action: 'create', agency_id: agencyA, before: null });
  });

  it('shows the photos of its catalog year’s stock set, joined (a set made later shows at once)', async () => {
    const year = await buildCatalogYear(db());
    const vehicle = await buildNewVehicle(db(), agencyA, { catalog_year_id: year.id });
    expect((await manager().one(vehicle.id)).body.data).toMatchObject({ photo_set_id: null, photos: [] });

    const set = await buildPhotoSet(db(), { catalog_year_id: year.id });
    const uploaded: Gallery['data'][] = [];
    for (const size of [10, 20]) {
      const body = fileUpload(await smallPng(size, size), 'foto.png', 'image/png');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/mi-vitrina/brand-new-vehicle/photos/${set.id}/photos`,
        payload: body.payload,
        headers: { ...(await headers(t, 'admin')), ...body.headers },
      });
      uploaded.push(answerOf<Gallery>(response).body.data);
    }
    const gallery = uploaded.at(-1)!;
    const one = (await manager().one(vehicle.id)).body.data;
    expect(one).toMatchObject({ photo_set_id: set.id, thumbnail: gallery[0]!.image, photos: gallery });
    const listed = (await manager().list({ search: one.brand_name })).body.data;
    expect(listed.find((row) => row.id === vehicle.id)).toMatchObject({
      photo_set_id: set.id,
      thumbnail: gallery[0]!.image,
    });
  });

  it('tells the create screen which stock photo set a catalog year would show', async () => {
    const year = await buildCatalogYear(db());
    const url = '/api/mi-vitrina/brand-new-inventory/stock-photos';
    const ask = (who: 'gerenteA' | 'asesorA', query: Record<string, number>) =>
      as(t, who).get<typeof stockPhotoSetAnswer>(url, query);
    expect((await ask('gerenteA', { agency: agencyA, catalog_year_id: year.id })).body).toEqual({
      data: null,
    });

    const set = await buildPhotoSet(db(), { catalog_year_id: year.id });
    const answer = await ask('gerenteA', { agency: agencyA, catalog_year_id: year.id });
    expect(answer.status, answer.raw.body).toBe(200);
    expect(stockPhotoSetAnswer.parse(answer.body).data).toMatchObject({
      id: set.id,
      catalog_year_id: year.id,
      cover: null,
    });
    expect((await ask('gerenteA', { agency: agencyA, catalog_year_id: 99_999_999_999 })).body).toEqual({
      data: null,
    });
    // For whoever may create new vehicles there.
    expect((await ask('asesorA', { agency: agencyA, catalog_year_id: year.id })).status).toBe(403);
    const other = await buildAgency(db());
    expect((await ask('gerenteA', { agency: other.id, catalog_year_id: year.id })).status).toBe(403);
  });

  it('edits with the stored lock_version; an older one is a conflict and nothing is overwritten', async () => {
    const year = await buildCatalogYear(db());
    const vehicle = await buildNewVehicle(db(), agencyA, { price: 400_000 });
    const edit = (changes: object) =>
      manager().update(vehicle.id, { ...newVehiclePayload(agencyA, vehicle.catalog_year_id), ...changes });

    const first = await edit({ price: 410_000, promotional_price: null, stock_units: 0, lock_version: 1 });
    expect(first.status, first.raw.body).toBe(200);
    // A stock of 0 does not make it Agotado by itself: the dealership says so.
    expect(first.body.data).toMatchObject({
      price: 410_000,
      promotional_price: null,
      stock_units: 0,
      status: 'Disponible',
      lock_version: 2,
    });

    const stale = await edit({ price: 999_000, lock_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.problem.message).toBe(
      'Alguien más guardó cambios en este vehículo mientras lo editabas. Recarga la página para ver la versión actual; tus cambios no se guardaron.',
    );
    const english = await as(t, 'gerenteA')
      .en.on(newVehicleResource)
      .update(vehicle.id, {
        ...newVehiclePayload(agencyA, vehicle.catalog_year_id),
        lock_version: 1,
      });
    expect(english.problem.message).toBe(
      'Someone else saved changes to this vehicle while you were editing it. Reload the page to see the current version; your changes were not saved.',
    );
    expect(await storedRow(vehicle.id)).toMatchObject({ price_cents: 41_000_000, lock_version: 2 });

    const moved = await edit({ catalog_year_id: year.id, status: 'Agotado', lock_version: 2 });
    expect(moved.status, moved.raw.body).toBe(200);
    expect(moved.body.data).toMatchObject({ catalog_year_id: year.id, status: 'Agotado', lock_version: 3 });
    const entries = await auditOf(db(), 'new_vehicle', vehicle.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(entries[0]).toMatchObject({
      agency_id: agencyA,
      before: { lock_version: 1 },
      after: { lock_version: 2 },
    });

    expect(
      (await manager().update(987_654, { ...newVehiclePayload(agencyA, year.id), lock_version: 1 })).status,
    ).toBe(404);
  });

  it('soft-deletes: gone from the list and by id, kept for the audit, and its year may be added again', async () => {
    const vehicle = await buildNewVehicle(db(), agencyA);
    const answer = await manager().remove(vehicle.id);
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body).toEqual({ message: 'Vehículo eliminado.' });
    expect((await storedRow(vehicle.id)).deleted_at).not.toBeNull();
    expect((await manager().one(vehicle.id)).status).toBe(404);
    expect((await manager().remove(vehicle.id)).status).toBe(404);
    expect((await auditOf(db(), 'new_vehicle', vehicle.id)).at(-1)).toMatchObject({
      action: 'delete',
      agency_id: agencyA,
    });
    const again = await manager().create(newVehiclePayload(agencyA, vehicle.catalog_year_id));
    expect(again.status, again.raw.body).toBe(201);
  });
});

describe('validation', () => {
  it('answers the field errors at once, in Spanish and English', async () => {
    const answer = await manager().create({ agency_id: agencyA, price: -1, colors: [''], status: 'Vendido' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.problem.errors ?? {}).sort()).toEqual(
      ['catalog_year_id', 'colors.0', 'price', 'status', 'stock_units'].sort(),
    );
    const english = await as(t, 'gerenteA').en.on(newVehicleResource).create({ agency_id: agencyA });
    expect(english.problem.errors?.catalog_year_id).toEqual(['This field is required.']);
  });

  it('needs a promotional price lower than the price and an existing catalog year', async () => {
    const year = await buildCatalogYear(db());
    const answer = await manager().create(
      newVehiclePayload(agencyA, 987_654, { price: 400_000, promotional_price: 400_000 }),
    );
    expect(answer.status).toBe(422);
    expect(answer.problem.errors).toEqual({
      catalog_year_id: [
        'Ese año del catálogo no existe o está desactivado. Elige la marca, el modelo, la versión y el año de nuevo.',
      ],
      promotional_price: ['El precio promocional debe ser menor que el precio.'],
    });
    const higher = await manager().create(
      newVehiclePayload(agencyA, year.id, { price: 1, promotional_price: 2 }),
    );
    expect(higher.problem.errors).toEqual({
      promotional_price: ['El precio promocional debe ser menor que el precio.'],
    });
    const decimals = await manager().create(newVehiclePayload(agencyA, year.id, { price: 100.123 }));
    expect(decimals.problem.errors).toEqual({ price: ['Usa como máximo dos decimales.'] });
  });

  it('offers only active catalog years for a new row; a vehicle keeps a year deactivated later', async () => {
    const inactive = await buildCatalogYear(db(), { active: false });
    const refused = await manager().create(newVehiclePayload(agencyA, inactive.id));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.problem.errors ?? {})).toEqual(['catalog_year_id']);

    const vehicle = await buildNewVehicle(db(), agencyA);
    await db()
      .update(catalogYears)
      .set({ active: false })
      .where(eq(catalogYears.id, vehicle.catalog_year_id));
    const kept = await manager().update(vehicle.id, {
      ...newVehiclePayload(agencyA, vehicle.catalog_year_id, { stock_units: 9 }),
      lock_version: 1,
    });
    expect(kept.status, kept.raw.body).toBe(200);
    expect(kept.body.data.stock_units).toBe(9);
  });

  it('keeps one row per dealership and catalog year; another dealership may have the same year', async () => {
    const year = await buildCatalogYear(db());
    expect((await manager().create(newVehiclePayload(agencyA, year.id))).status).toBe(201);
    const again = await manager().create(newVehiclePayload(agencyA, year.id));
    expect(again.status).toBe(422);
    expect(again.problem.errors).toEqual({
      catalog_year_id: [
        'Esta agencia ya tiene esta versión y año en su inventario de nuevos; edita ese vehículo en lugar de crear otro.',
      ],
    });
    const other = await buildAgency(db());
    expect((await admin().create(newVehiclePayload(other.id, year.id))).status).toBe(201);

    // An edit onto a year the dealership already has is refused the same way.
    const second = await buildNewVehicle(db(), agencyA);
    const onto = await manager().update(second.id, {
      ...newVehiclePayload(agencyA, year.id),
      lock_version: 1,
    });
    expect(onto.status).toBe(422);
    expect(Object.keys(onto.problem.errors ?? {})).toEqual(['catalog_year_id']);
  });

  it('does not move a vehicle to another dealership', async () => {
    const vehicle = await buildNewVehicle(db(), agencyA);
    const other = await buildAgency(db());
    const answer = await admin().update(vehicle.id, {
      ...newVehiclePayload(other.id, vehicle.catalog_year_id),
      lock_version: 1,
    });
    expect(answer.status).toBe(422);
    expect(answer.problem.errors).toEqual({
      agency_id: ['Un vehículo no cambia de agencia. Para ofrecerlo en otra agencia, créalo en esa agencia.'],
    });
  });
});

describe('dealership scope and the package rule', () => {
  it('a manager sees and changes only their dealership’s vehicles; another’s answer 404', async () => {
    const other = await buildAgency(db());
    const theirs = await buildNewVehicle(db(), other.id);
    const mine = await buildNewVehicle(db(), agencyA);
    const listed = (await manager().list({ limit: 100 })).body.data;
    expect(listed.every((row) => row.agency_id === agencyA)).toBe(true);
    expect(listed.some((row) => row.id === mine.id)).toBe(true);
    expect((await manager().list({ agency: other.id })).status).toBe(403);

    expect((await manager().one(theirs.id)).status).toBe(404);
    expect(
      (
        await manager().update(theirs.id, {
          ...newVehiclePayload(other.id, theirs.catalog_year_id),
          lock_version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await manager().remove(theirs.id)).status).toBe(404);
    const create = await manager().create(newVehiclePayload(other.id, (await buildCatalogYear(db())).id));
    expect(create.status).toBe(403);
    expect(create.problem.message).toBe('No tienes acceso a esta agencia.');
    expect((await storedRow(theirs.id)).deleted_at).toBeNull();

    // Administrators reach every dealership, one or all at once.
    expect((await admin().one(theirs.id)).status).toBe(200);
    const all = (await admin().list({ agency: 0, limit: 100 })).body.meta.total;
    expect(all).toBeGreaterThanOrEqual(2);
  });

  it('needs is_premium on both the user and the dealership (view new vehicles)', async () => {
    const vehicle = await buildNewVehicle(db(), agencyA);
    const asUser = async (overrides: { is_premium: boolean }, agencyId: number) => {
      const user = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyId], ...overrides });
      return as(t, { headers: bearer(await tokenFor(t.context, user.id)) }).on(newVehicleResource);
    };
    const notPremium = await asUser({ is_premium: false }, agencyA);
    const refused = await notPremium.list();
    expect(refused.status).toBe(403);
    expect(refused.problem.message).toBe('El paquete de la agencia no incluye este módulo.');
    expect((await notPremium.one(vehicle.id)).status).toBe(403);
    expect(
      (await notPremium.create(newVehiclePayload(agencyA, (await buildCatalogYear(db())).id))).status,
    ).toBe(403);

    const plain = await buildAgency(db(), { is_premium: false });
    const inPlain = await buildNewVehicle(db(), plain.id);
    const premiumUser = await asUser({ is_premium: true }, plain.id);
    expect((await premiumUser.list()).status).toBe(403);
    expect((await premiumUser.one(inPlain.id)).status).toBe(403);

    expect((await (await asUser({ is_premium: true }, agencyA)).one(vehicle.id)).status).toBe(200);
    // An administrator is not bound by the flags.
    expect((await admin().one(inPlain.id)).status).toBe(200);
  });

  it('an asesor reads new vehicles but does not change them', async () => {
    const vehicle = await buildNewVehicle(db(), agencyA);
    const asesor = as(t, 'asesorA').on(newVehicleResource);
    expect((await asesor.one(vehicle.id)).status).toBe(200);
    expect((await asesor.remove(vehicle.id)).status).toBe(403);
    expect((await asesor.create(newVehiclePayload(agencyA, (await buildCatalogYear(db())).id))).status).toBe(
      403,
    );
  });
});
