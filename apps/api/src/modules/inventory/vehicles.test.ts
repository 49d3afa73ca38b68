import { ROLES, usedVehicleResource, vehicleSearchText } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import {
  auditOf,
  buildAgency,
  buildBody,
  buildUsedVehicle,
  buildUser,
  buildVehicleCatalog,
  catalogsOnce,
  daysAgo,
  tokenFor,
  usedVehiclePayload,
  VEHICLE_EXPORT_HEADERS,
  type VehicleCatalog,
  validVin,
  vehicleRow,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { twoDealerships } from '../../../test/kits/dealerships';
import { listContract } from '../../../test/kits/list-contract';
import { agencies, catalogBrands, catalogYears, vehiclePriceChanges, vehicles } from '../../db/schema';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let catalog: VehicleCatalog;
/** A Gerente of A (one user for the whole file), an administrator, an Asesor of A. */
let gerente: Client;
let admin: Client;
let asesor: Client;

beforeAll(async () => {
  t = await buildTestApp();
  ({ agencyA, agencyB, gerente, admin } = await twoDealerships(t, 'Seminuevos'));
  catalog = await buildVehicleCatalog(t, {
    brand: 'Mazdá Prueba',
    model: 'CX-30',
    version: 'i Grand Touring',
    year: 2021,
  });
  asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const inventory = (client: Client = gerente) => client.on(usedVehicleResource);
const payload = (overrides: Parameters<typeof usedVehiclePayload>[2] = {}) =>
  usedVehiclePayload(agencyA.id, catalog, overrides);
const create = async (overrides: Parameters<typeof usedVehiclePayload>[2] = {}) => {
  const answer = await inventory().create(payload(overrides));
  expect(answer.status, answer.raw.body).toBe(201);
  return answer.body.data;
};
const update = (id: number, body: object, client: Client = gerente) => inventory(client).update(id, body);
/** The detail as an edit form holds it: the input fields and the lock version. */
const formOf = (detail: Awaited<ReturnType<typeof create>>) => ({
  ...payload(),
  catalog_year_id: detail.catalog_year_id,
  vin: detail.vin,
  stock_number: detail.stock_number,
  price: detail.price,
  offer_price: detail.offer_price,
  first_on_lot: detail.first_on_lot,
  mileage_km: detail.mileage_km,
  lock_version: detail.lock_version,
});

describe('create, read, update, delete', () => {
  it('creates a vehicle as Borrador from its catalog year, with its first status, price and audit entry', async () => {
    const vin = validVin(2021);
    const created = await create({
      vin: `${vin.slice(0, 8)}-${vin.slice(8)}`.toLowerCase(),
      stock_number: ' a-101/b ',
    });
    expect(created).toMatchObject({
      agency_id: agencyA.id,
      agency_name: 'Seminuevos A',
      brand_id: catalog.brand_id,
      brand_name: 'Mazdá Prueba',
      model_name: 'CX-30',
      version_name: 'i Grand Touring',
      year: 2021,
      vin,
      stock_number: 'A-101/B',
      status: 'Borrador',
      price: 289_900,
      offer_price: null,
      days_in_stock: 10,
      aging_threshold: 90,
      thumbnail: null,
      photos: [],
      photos_count: 0,
      vin_warnings: [],
      lock_version: 1,
      equipment: ['Aire acondicionado', 'Cámara de reversa'],
      deposit: null,
      sold_on: null,
    });
    expect(created.status_history).toMatchObject([{ from_status: null, to_status: 'Borrador', details: {} }]);
    expect(created.status_history[0]!.user_name).toEqual(expect.any(String));
    expect(created.price_history).toMatchObject([
      { old_price: null, new_price: 289_900, new_offer_price: null },
    ]);

    const stored = await vehicleRow(t, created.id);
    expect(stored.search_text).toBe(
      vehicleSearchText(['Mazdá Prueba', 'CX-30', 'i Grand Touring', 2021, vin, 'A-101/B']),
    );
    expect(stored.price_cents).toBe(28_990_000);
    const [entry] = await auditOf(db(), 'vehicle', created.id);
    expect(entry).toMatchObject({ action: 'create', agency_id: agencyA.id, before: null });
    expect(entry!.after).toMatchObject({ vin, status: 'Borrador', price_cents: 28_990_000 });
    expect(entry!.after).not.toHaveProperty('search_text');
    expect(entry!.after).not.toHaveProperty('search_keys');
  });

  it('reads one vehicle, and answers 404 for one that does not exist or was deleted', async () => {
    const created = await create();
    const one = await inventory().one(created.id);
    expect(one.status, one.raw.body).toBe(200);
    expect(one.body.data).toEqual(created);
    expect((await inventory().one(987_654)).status).toBe(404);
    expect((await inventory().one('99999999999')).status).toBe(422);
  });

  it('edits a vehicle, increments its lock version and records each price change with who made it', async () => {
    const created = await create({ price: 300_000 });
    const first = await update(created.id, {
      ...formOf(created),
      price: 295_000,
      offer_price: 289_000,
      mileage_km: 40_000,
    });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.data).toMatchObject({
      price: 295_000,
      offer_price: 289_000,
      mileage_km: 40_000,
      lock_version: 2,
    });
    // A save that changes no price adds no history row.
    const second = await update(created.id, { ...formOf(first.body.data), description: 'Nueva descripción' });
    expect(second.body.data).toMatchObject({ lock_version: 3, description: 'Nueva descripción' });
    const history = second.body.data.price_history;
    expect(
      history.map((row) => [row.old_price, row.new_price, row.old_offer_price, row.new_offer_price]),
    ).toEqual([
      [300_000, 295_000, null, 289_000],
      [null, 300_000, null, null],
    ]);
    expect(history[0]!.user_name).toBe(history[1]!.user_name);
    const rows = await db()
      .select()
      .from(vehiclePriceChanges)
      .where(eq(vehiclePriceChanges.vehicle_id, created.id));
    expect(rows.every((row) => row.user_id !== null)).toBe(true);
    const audits = await auditOf(db(), 'vehicle', created.id);
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(audits[1]!.before).toMatchObject({ price_cents: 30_000_000, lock_version: 1 });
    expect(audits[1]!.after).toMatchObject({ price_cents: 29_500_000, lock_version: 2 });
  });

  it('refuses the second of two saves made from the same version, and overwrites nothing', async () => {
    const created = await create();
    const form = formOf(created);
    const [one, two] = await Promise.all([
      update(created.id, { ...form, mileage_km: 50_000 }),
      update(created.id, { ...form, mileage_km: 60_000 }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [saved, refused] = one.status === 200 ? [one, two] : [two, one];
    expect(refused.problem.message).toBe(
      'Alguien más guardó cambios en este vehículo mientras lo editabas. Recarga la página para ver la versión actual; tus cambios no se guardaron.',
    );
    const stored = await vehicleRow(t, created.id);
    expect(stored.mileage_km).toBe(saved.body.data.mileage_km);
    expect(stored.lock_version).toBe(2);
    const english = await update(created.id, { ...form, mileage_km: 70_000 }, gerente.en);
    expect(english.status).toBe(409);
    expect(english.problem.message).toBe(
      'Someone else saved changes to this vehicle while you were editing it. Reload the page to see the current version; your changes were not saved.',
    );
    expect((await vehicleRow(t, created.id)).mileage_km).toBe(saved.body.data.mileage_km);
  });

  it('keeps a vehicle in its dealership', async () => {
    const created = await create();
    const moved = await update(created.id, { ...formOf(created), agency_id: agencyB.id }, admin);
    expect(moved.status).toBe(422);
    expect(moved.problem.errors).toEqual({
      agency_id: ['Un vehículo no cambia de agencia. Para ofrecerlo en otra agencia, créalo en esa agencia.'],
    });
  });

  it('deletes softly: gone from reads, audited, and its VIN and stock number free again', async () => {
    const created = await create();
    const removed = await inventory(gerente.en).remove(created.id);
    expect(removed.status, removed.raw.body).toBe(200);
    expect(removed.body).toEqual({ message: 'Vehicle deleted.' });
    expect((await inventory().one(created.id)).status).toBe(404);
    expect((await inventory().remove(created.id)).status).toBe(404);
    expect((await vehicleRow(t, created.id)).deleted_at).not.toBeNull();
    const entries = await auditOf(db(), 'vehicle', created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', agency_id: agencyA.id });
    await create({ vin: created.vin, stock_number: created.stock_number });
  });
});

describe('validation', () => {
  const refused = async (body: object, client: Client = gerente) => {
    const answer = await inventory(client).create(body);
    expect(answer.status, answer.raw.body).toBe(422);
    return answer.problem.errors;
  };

  it('refuses VINs of the wrong length, with I, O or Q, or with other characters, in both languages', async () => {
    expect(await refused(payload({ vin: validVin().slice(0, 16) }))).toEqual({
      vin: ['El VIN debe tener exactamente 17 caracteres.'],
    });
    expect(await refused(payload({ vin: `${validVin().slice(0, 16)}O` }))).toEqual({
      vin: [
        'El VIN no puede llevar las letras I, O ni Q: nunca se usan en un VIN, para no confundirlas con 1 y 0.',
      ],
    });
    expect(await refused(payload({ vin: `${validVin().slice(0, 16)}Ñ` }))).toEqual({
      vin: ['El VIN solo puede tener letras sin acentos y números.'],
    });
    expect(await refused(payload({ vin: `${validVin().slice(0, 16)}q` }), gerente.en)).toEqual({
      vin: [
        'The VIN cannot contain the letters I, O or Q: they are never used in a VIN, so they are not mistaken for 1 and 0.',
      ],
    });
  });

  it('warns about a VIN whose check digit or model year does not match, without refusing it', async () => {
    const vin = validVin(2021);
    const wrongDigit = `${vin.slice(0, 8)}${vin[8] === 'X' ? '1' : 'X'}${vin.slice(9)}`;
    const digit = await create({ vin: wrongDigit });
    expect(digit.vin_warnings).toEqual(['inventory.vin_check_digit']);
    // Position 10 says 2015 (F) for a 2021 catalog year; the check digit is made right for it.
    const year2015 = validVin(2015);
    const year = await create({ vin: year2015 });
    expect(year.vin_warnings).toEqual(['inventory.vin_year_mismatch']);
    expect((await inventory().one(year.id)).body.data.vin_warnings).toEqual(['inventory.vin_year_mismatch']);
  });

  it('keeps stock numbers well formed and unique in each dealership', async () => {
    expect(await refused(payload({ stock_number: 'A 12' }))).toEqual({
      stock_number: ['Usa solo letras, números y los signos - _ / .'],
    });
    const first = await create({ stock_number: 'inv-777' });
    expect(first.stock_number).toBe('INV-777');
    expect(await refused(payload({ stock_number: 'INV-777' }))).toEqual({
      stock_number: ['Ya existe un vehículo con ese número de inventario en esta agencia.'],
    });
    const elsewhere = await inventory(admin).create(
      usedVehiclePayload(agencyB.id, catalog, { stock_number: 'INV-777' }),
    );
    expect(elsewhere.status, elsewhere.raw.body).toBe(201);
    // Renaming another vehicle onto it is refused too.
    const second = await create();
    const renamed = await update(second.id, { ...formOf(second), stock_number: 'inv-777' });
    expect(renamed.problem.errors).toEqual({
      stock_number: ['Ya existe un vehículo con ese número de inventario en esta agencia.'],
    });
  });

  it('refuses a VIN live twice in a dealership, also when the requests race, but not a sold one again', async () => {
    const vin = validVin();
    await create({ vin });
    expect(await refused(payload({ vin }))).toEqual({
      vin: ['Ya hay un vehículo con ese VIN en el inventario de esta agencia.'],
    });
    const raced = validVin();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => inventory().create(payload({ vin: raced }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.problem.errors).toEqual({
        vin: ['Ya hay un vehículo con ese VIN en el inventario de esta agencia.'],
      });
    }
    const soldVin = validVin();
    await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, vin: soldVin, status: 'Vendido' });
    await create({ vin: soldVin });
    const stockRace = await Promise.all(
      Array.from({ length: 3 }, () => inventory().create(payload({ stock_number: 'RACE-1' }))),
    );
    expect(stockRace.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
  });

  it('needs an active catalog year and an active body type when they are chosen', async () => {
    const inactive = await buildVehicleCatalog(t, { active: false });
    const message = [
      'Ese año del catálogo no existe o está desactivado. Elige la marca, el modelo, la versión y el año de nuevo.',
    ];
    expect(await refused(usedVehiclePayload(agencyA.id, inactive))).toEqual({ catalog_year_id: message });
    expect(await refused(payload({ catalog_year_id: 987_654 }))).toEqual({ catalog_year_id: message });
    const body = await buildBody(db(), { active: false });
    expect(await refused(payload({ body_id: body.id }))).toEqual({
      body_id: ['Ese tipo de carrocería no existe o está desactivado.'],
    });

    // A vehicle keeps the year it was made of, once the catalog deactivates it.
    const own = await buildVehicleCatalog(t);
    const created = await inventory().create(usedVehiclePayload(agencyA.id, own));
    await db().update(catalogYears).set({ active: false }).where(eq(catalogYears.id, own.catalog_year_id));
    const edited = await update(created.body.data.id, { ...formOf(created.body.data), mileage_km: 1 });
    expect(edited.status, edited.raw.body).toBe(200);
  });

  it('checks prices: the offer is lower, a price is needed to publish, at most two decimals', async () => {
    expect(await refused(payload({ price: 200_000, offer_price: 200_000 }))).toEqual({
      offer_price: ['El precio de oferta debe ser menor que el precio.'],
    });
    expect(await refused(payload({ price: null, offer_price: 100_000 }))).toEqual({
      offer_price: ['Escribe el precio antes del precio de oferta.'],
    });
    expect(await refused(payload({ price: null, published_meta: true }))).toEqual({
      price: ['Escribe el precio: lo necesitan la publicación y cualquier estatus distinto de Borrador.'],
    });
    expect(await refused(payload({ price: 100.555 }))).toEqual({ price: ['Usa como máximo dos decimales.'] });
    const draft = await create({ price: null });
    expect(draft).toMatchObject({ price: null, price_history: [] });
    const offered = await create({ price: 199_999.99, offer_price: 189_999.5 });
    expect(offered).toMatchObject({ price: 199_999.99, offer_price: 189_999.5 });
  });

  it('asks to confirm a price far from what the car plausibly costs, naming it, and keeps it once confirmed', async () => {
    const asked =
      'Confirma el precio: $2,399.00 está muy lejos de lo que suele costar un auto 2021 o de los precios de esta agencia. Si es correcto, confírmalo para guardarlo.';
    // A 2021 car at $2,399: $239,900 typed a hundred times too low.
    const low = await inventory().create(payload({ price: 2_399 }));
    expect(low.status, low.raw.body).toBe(422);
    expect(low.problem).toEqual({ message: asked, errors: { price_confirmed: [asked] } });
    const english = await inventory(gerente.en).create(payload({ price: 2_399 }));
    expect(english.problem.message).toBe(
      "Confirm the price: $2,399.00 is far from what a 2021 car usually costs or from this dealership's prices. If it is right, confirm it to save it.",
    );
    expect((await inventory().create(payload({ price: 40_000_000 }))).status).toBe(422);
    expect(
      (await inventory().create(payload({ price: 239_900, offer_price: 2_299 }))).problem.errors,
    ).toEqual({ price_confirmed: [expect.stringContaining('$2,299.00')] });

    const kept = await create({ price: 2_399, price_confirmed: true });
    expect(kept.price).toBe(2_399);
    // An edit that keeps the confirmed amount is not asked again; a new doubtful amount is.
    const edited = await update(kept.id, { ...formOf(kept), mileage_km: 40_000 });
    expect(edited.status, edited.raw.body).toBe(200);
    const lower = await update(kept.id, { ...formOf(edited.body.data), price: 2_000 });
    expect(lower.status).toBe(422);
    expect(lower.problem.errors).toEqual({ price_confirmed: [expect.stringContaining('$2,000.00')] });
    const fixed = await update(kept.id, { ...formOf(edited.body.data), price: 239_900 });
    expect(fixed.body.data.price).toBe(239_900);

    // Above the year's floor but under a tenth of what the dealership's cars cost.
    const luxury = await buildAgency(db(), { name: 'Seminuevos de lujo' });
    for (let n = 0; n < 5; n += 1) {
      await buildUsedVehicle(t, { agencyId: luxury.id, catalog, price: 2_000_000 + n * 100_000 });
    }
    const manager = as(t, { role: ROLES.manager, agencies: [luxury.id] });
    const cheap = usedVehiclePayload(luxury.id, catalog, { price: 150_000 });
    const doubted = await inventory(manager).create(cheap);
    expect(doubted.status, doubted.raw.body).toBe(422);
    expect(doubted.problem.message).toContain('$150,000.00');
    expect((await inventory(manager).create({ ...cheap, price_confirmed: true })).status).toBe(201);
    expect(
      (await inventory(manager).create(usedVehiclePayload(luxury.id, catalog, { price: 250_000 }))).status,
    ).toBe(201);
  });

  it('refuses dates that do not exist and a first day on the lot after today', async () => {
    expect(await refused(payload({ first_on_lot: '2025-02-30' }))).toEqual({
      first_on_lot: ['Escribe una fecha válida con la forma AAAA-MM-DD.'],
    });
    expect(await refused(payload({ first_on_lot: '30/01/2025' }), gerente.en)).toEqual({
      first_on_lot: ['Enter a valid date as YYYY-MM-DD.'],
    });
    expect(await refused(payload({ first_on_lot: daysAgo(-1) }))).toEqual({
      first_on_lot: ['La fecha de ingreso no puede ser posterior a hoy.'],
    });
  });

  it('reports every problem of a form at once', async () => {
    const vin = validVin();
    await create({ vin, stock_number: 'ALL-1' });
    const errors = await refused(
      payload({ vin, stock_number: 'ALL-1', price: 10, offer_price: 20, first_on_lot: daysAgo(-3) }),
    );
    expect(Object.keys(errors ?? {}).sort()).toEqual(['first_on_lot', 'offer_price', 'stock_number', 'vin']);
  });
});

describe('publication and the dealership’s limit', () => {
  let limited: { id: number };
  let manager: Client;
  beforeAll(async () => {
    limited = await buildAgency(db(), { name: 'Límite dos', packageName: 'Básico' });
    await db().update(agencies).set({ used_vehicle_limit: 2 }).where(eq(agencies.id, limited.id));
    manager = as(t, { role: ROLES.manager, agencies: [limited.id] });
    for (let i = 0; i < 2; i += 1) {
      await buildUsedVehicle(t, { agencyId: limited.id, catalog, published_marketplace: true });
    }
  });

  it('refuses to publish past the limit, with the limit in the message, and takes nothing else for it', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: limited.id, catalog });
    const detail = (await inventory(manager).one(vehicle.id)).body.data;
    const body = { ...formOf(detail), agency_id: limited.id, published_marketplace: true };
    const refused = await update(vehicle.id, body, manager);
    expect(refused.status).toBe(409);
    expect(refused.problem.message).toBe(
      'La agencia ya tiene publicados 2 seminuevos, el límite de su plan. Despublica otro vehículo o mejora el plan para publicar más.',
    );
    // The switch that asked for it carries the same message, so the form shows it there.
    expect(refused.problem.errors?.published_marketplace).toEqual([refused.problem.message]);
    const english = await update(vehicle.id, body, manager.en);
    expect(english.problem.message).toContain('already has 2 used vehicles published');
    expect((await vehicleRow(t, vehicle.id)).published_marketplace).toBe(false);

    // Mercado Libre and Meta do not count; a draft may be prepared with its publication.
    const others = await update(
      vehicle.id,
      { ...body, published_marketplace: false, published_meta: true },
      manager,
    );
    expect(others.status, others.raw.body).toBe(200);
    const draft = await inventory(manager).create({
      ...usedVehiclePayload(limited.id, catalog),
      published_marketplace: true,
    });
    expect(draft.status, draft.raw.body).toBe(201);
    // Editing one already published is no new publication.
    const published = (await inventory(manager).list({ published: 'true' })).body.data[0]!;
    const full = (await inventory(manager).one(published.id)).body.data;
    const kept = await update(
      published.id,
      { ...formOf(full), agency_id: limited.id, published_marketplace: true, mileage_km: 9 },
      manager,
    );
    expect(kept.status, kept.raw.body).toBe(200);
  });

  it('lets only one of two concurrent publications take the last place', async () => {
    const roomy = await buildAgency(db(), { name: 'Último lugar' });
    await db().update(agencies).set({ used_vehicle_limit: 1 }).where(eq(agencies.id, roomy.id));
    const forms = [];
    for (let i = 0; i < 2; i += 1) {
      const vehicle = await buildUsedVehicle(t, { agencyId: roomy.id, catalog });
      const detail = (await inventory(admin).one(vehicle.id)).body.data;
      forms.push({
        id: vehicle.id,
        body: { ...formOf(detail), agency_id: roomy.id, published_marketplace: true },
      });
    }
    const answers = await Promise.all(forms.map(({ id, body }) => update(id, body, admin)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const listed = await inventory(admin).list({ agency: roomy.id, published: 'true' });
    expect(listed.body.meta.total).toBe(1);
  });

  it('refuses to publish a sold vehicle', async () => {
    const sold = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, status: 'Vendido' });
    const detail = (await inventory().one(sold.id)).body.data;
    const answer = await update(sold.id, { ...formOf(detail), published_mercadolibre: true });
    expect(answer.status).toBe(422);
    expect(answer.problem.errors).toEqual({
      published_mercadolibre: ['Un vehículo vendido no se puede publicar.'],
    });
  });
});

describe('dealership scope and access', () => {
  it("answers 404 to A's manager on every route of a vehicle of B, and leaves it untouched", async () => {
    const ofB = await buildUsedVehicle(t, { agencyId: agencyB.id, catalog });
    const before = await vehicleRow(t, ofB.id);
    const url = inventory().url(ofB.id);
    const answers = {
      one: await gerente.get(url),
      update: await gerente.put(url, { ...payload(), agency_id: agencyB.id, lock_version: 1 }),
      status: await gerente.post(`${url}/status`, { status: 'Borrador', lock_version: 1 }),
      remove: await gerente.delete(url),
      order: await gerente.put(`${url}/photos/order`, { ids: [1] }),
      cover: await gerente.put(`${url}/photos/1/cover`),
      photo: await gerente.delete(`${url}/photos/1`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name} ${answer.raw.body}`).toBe(404);
      expect(answer.problem.message).toBe('No encontramos lo que buscas.');
    }
    expect(await vehicleRow(t, ofB.id)).toEqual(before);
    expect((await inventory(admin).one(ofB.id)).status).toBe(200);
  });

  it("never lists another dealership's vehicles, and creates only in the user's own", async () => {
    const ofB = await buildUsedVehicle(t, { agencyId: agencyB.id, catalog });
    const mine = await inventory().list({ agency: 0, limit: 100 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.every((row) => row.agency_id === agencyA.id)).toBe(true);
    expect((await inventory().list({ search: ofB.vin })).body.meta.total).toBe(0);
    expect((await inventory().list({ agency: agencyB.id })).status).toBe(403);
    const exported = await exportRows((await inventory().export({ format: 'csv', agency: 0 })).raw);
    expect(exported.slice(1).map((row) => Number(row[0]))).not.toContain(ofB.id);

    const elsewhere = await inventory().create(usedVehiclePayload(agencyB.id, catalog));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.problem.message).toBe('No tienes acceso a esta agencia.');
    expect((await inventory(admin).list({ agency: agencyB.id, search: ofB.vin })).body.meta.total).toBe(1);
  });

  it('lets an Asesor read the inventory but not change it', async () => {
    const created = await create();
    expect((await inventory(asesor).list()).status).toBe(200);
    expect((await inventory(asesor).one(created.id)).status).toBe(200);
    expect((await inventory(asesor).create(payload())).status).toBe(403);
    expect((await update(created.id, formOf(created), asesor)).status).toBe(403);
    expect((await inventory(asesor).remove(created.id)).status).toBe(403);
  });

  it('refuses users and dealerships without used vehicles (is_preowened), on the server', async () => {
    const created = await create();
    const user = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyA.id], is_preowened: false });
    const noFlag = as(t, { headers: bearer(await tokenFor(t.context, user.id)) });
    for (const answer of [await inventory(noFlag).list(), await inventory(noFlag).one(created.id)]) {
      expect(answer.status).toBe(403);
      expect(answer.problem.message).toBe('El paquete de la agencia no incluye este módulo.');
    }
    expect((await inventory(noFlag).create(payload())).status).toBe(403);

    const plain = await buildAgency(db(), { name: 'Sin seminuevos', is_preowened: false });
    const manager = as(t, { role: ROLES.manager, agencies: [plain.id] });
    expect((await inventory(manager).list({ agency: plain.id })).status).toBe(403);
    expect((await inventory(manager).create(usedVehiclePayload(plain.id, catalog))).status).toBe(403);
    // Administrators are not bound by the flags.
    expect((await inventory(admin).create(usedVehiclePayload(plain.id, catalog))).status).toBe(201);
  });
});

describe('the list', () => {
  let agency: { id: number };
  let manager: Client;
  let old: VehicleCatalog;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    agency = await buildAgency(db(), { name: 'Lista de seminuevos' });
    await db().update(agencies).set({ aging_threshold_days: 45 }).where(eq(agencies.id, agency.id));
    manager = as(t, { role: ROLES.manager, agencies: [agency.id] });
    old = await buildVehicleCatalog(t, { brand: 'Volkswagen Ü', model: 'Jetta Clásico', year: 2014 });
    const build = (name: string, overrides: Partial<Parameters<typeof buildUsedVehicle>[1]>) =>
      buildUsedVehicle(t, { agencyId: agency.id, catalog, ...overrides }).then((row) => {
        ids[name] = row.id;
      });
    await build('cheap', { price: 120_000, mileage_km: 150_000, first_on_lot: daysAgo(120), catalog: old });
    await build('mid', {
      price: 250_000,
      mileage_km: 60_000,
      first_on_lot: daysAgo(45),
      published_marketplace: true,
    });
    await build('dear', { price: 480_000, mileage_km: 5_000, first_on_lot: daysAgo(2), status: 'Apartado' });
    await build('draft', {
      price: null,
      status: 'Borrador',
      first_on_lot: daysAgo(200),
      published_marketplace: true,
    });
    await build('sold', { status: 'Vendido', first_on_lot: daysAgo(90), sold_on: daysAgo(30) });
    await db()
      .update(vehicles)
      .set({ cover_path: `inventory/vehicles/${ids.mid}/cover`, photos_count: 3 })
      .where(eq(vehicles.id, ids.mid!));
  });
  const listed = async (query: Record<string, string | number> = {}) => {
    const answer = await inventory(manager).list({ limit: 100, ...query });
    expect(answer.status, answer.raw.body).toBe(200);
    return answer.body.data;
  };
  const names = async (query: Record<string, string | number>) => {
    const rows = await listed(query);
    return Object.keys(ids)
      .filter((name) => rows.some((row) => row.id === ids[name]))
      .sort();
  };

  it('answers days in stock (to the sale for a sold one), the aging threshold and the cover thumbnail', async () => {
    const rows = await listed();
    const byId = (name: string) => rows.find((row) => row.id === ids[name])!;
    expect(byId('cheap')).toMatchObject({
      days_in_stock: 120,
      aging_threshold: 45,
      brand_name: 'Volkswagen Ü',
      year: 2014,
    });
    expect(byId('sold').days_in_stock).toBe(60);
    expect(byId('mid').thumbnail?.thumb).toMatch(
      new RegExp(`inventory/vehicles/${ids.mid}/cover-thumb\\.webp$`),
    );
    expect(byId('mid').photos_count).toBe(3);
    expect(byId('cheap').thumbnail).toBeNull();
  });

  it('shows a renamed brand and a new aging threshold in the very next page (names are looked up per page)', async () => {
    const cheap = async () => (await listed()).find((row) => row.id === ids.cheap)!;
    expect(await cheap()).toMatchObject({ brand_name: 'Volkswagen Ü', aging_threshold: 45 });
    await db()
      .update(catalogBrands)
      .set({ name: 'Volkswagen Renombrada' })
      .where(eq(catalogBrands.id, old.brand_id));
    await db().update(agencies).set({ aging_threshold_days: 30 }).where(eq(agencies.id, agency.id));
    expect(await cheap()).toMatchObject({ brand_name: 'Volkswagen Renombrada', aging_threshold: 30 });
    await db().update(catalogBrands).set({ name: 'Volkswagen Ü' }).where(eq(catalogBrands.id, old.brand_id));
    await db().update(agencies).set({ aging_threshold_days: 45 }).where(eq(agencies.id, agency.id));
    expect(await cheap()).toMatchObject({ brand_name: 'Volkswagen Ü', aging_threshold: 45 });
  });

  it('filters by year, price (pesos), mileage, status, days in stock, publication, brand and model', async () => {
    expect(await names({ year_to: 2015 })).toEqual(['cheap']);
    expect(await names({ year_from: 2015 })).toEqual(['dear', 'draft', 'mid', 'sold']);
    expect(await names({ price_from: 200_000, price_to: 300_000 })).toEqual(['mid', 'sold']);
    expect(await names({ price_from: 480_000 })).toEqual(['dear']);
    expect(await names({ mileage_from: 50_000, mileage_to: 100_000 })).toEqual(['mid']);
    expect(await names({ mileage_to: 10_000 })).toEqual(['dear']);
    expect(await names({ status: 'Apartado' })).toEqual(['dear']);
    expect(await names({ min_days: 45 })).toEqual(['cheap', 'draft', 'mid', 'sold']);
    expect(await names({ min_days: 100 })).toEqual(['cheap', 'draft']);
    // Published: on the marketplace now (a draft's flag waits for it to be Disponible).
    expect(await names({ published: 'true' })).toEqual(['mid']);
    expect(await names({ published: 'false' })).toEqual(['cheap', 'dear', 'draft', 'sold']);
    expect(await names({ brand_id: old.brand_id })).toEqual(['cheap']);
    expect(await names({ model_id: catalog.model_id })).toEqual(['dear', 'draft', 'mid', 'sold']);
    const refused = await inventory(manager).list({ status: 'Perdido', price_from: -1 });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.problem.errors ?? {}).sort()).toEqual(['price_from', 'status']);
  });

  it('searches VIN, stock number, brand and model, ignoring case and accents', async () => {
    const cheap = await vehicleRow(t, ids.cheap!);
    expect(await names({ search: cheap.vin.slice(3, 12).toLowerCase() })).toEqual(['cheap']);
    expect(await names({ search: cheap.stock_number.toLowerCase() })).toEqual(['cheap']);
    expect(await names({ search: 'volkswagen u' })).toEqual(['cheap']);
    expect(await names({ search: 'JETTA clasico' })).toEqual(['cheap']);
    expect(await names({ search: 'mazda prueba cx-30' })).toEqual(['dear', 'draft', 'mid', 'sold']);
    // Accents and other characters typed inside a word, words too short for a trigram (with a dash,
    // which no VIN or stock number holds: a bare two letters can be in the random VIN), and the
    // administrator's search across every dealership, which reads the table's own index.
    expect(await names({ search: 'Clásico' })).toEqual(['cheap']);
    expect(await names({ search: 'JeTTa CLÁSICO' })).toEqual(['cheap']);
    // Typed with two spaces, or a tab, between the words: the stored text has one space there.
    expect(await names({ search: ' JeTTa  CLÁSICO ' })).toEqual(['cheap']);
    expect(await names({ search: 'jetta\tclasico' })).toEqual(['cheap']);
    expect(await names({ search: 'X-3' })).toEqual(['dear', 'draft', 'mid', 'sold']);
    expect(await names({ search: 'mazda prueba cx-31' })).toEqual([]);
    const everywhere = await inventory(admin).list({ agency: 0, search: 'Jetta Clásico' });
    expect(everywhere.body.data.map((row) => row.id)).toEqual([ids.cheap]);
    const ofBoth = as(t, { role: ROLES.manager, agencies: [agencyA.id, agency.id] });
    const both = await inventory(ofBoth).list({ agency: 0, search: 'jetta clasico' });
    expect(both.body.data.map((row) => row.id)).toEqual([ids.cheap]);
  });

  it('sorts by price with drafts without a price last, and exports what it lists', async () => {
    const rows = await listed({ sort: 'price|asc' });
    expect(rows.map((row) => row.id)).toEqual([ids.cheap, ids.mid, ids.sold, ids.dear, ids.draft]);
    const answer = await inventory(manager).export({ format: 'xlsx', sort: 'price|asc' });
    const sheet = await exportRows(answer.raw);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.id));
    expect(sheet[1]!.slice(11, 14)).toEqual(['Disponible', rows[0]!.first_on_lot, 120]);
    const english = await exportRows(
      (await inventory(manager.en).export({ format: 'csv', status: 'Apartado' })).raw,
    );
    expect(english[1]![11]).toBe('On hold');
  });
});

// Paging, sizes, the sort whitelist, search taken literally, the filters and the export.
const contractCatalogs = catalogsOnce(2016, 2022);
listContract(usedVehicleResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const catalogs = await contractCatalogs(app);
    await buildUsedVehicle(app, {
      agencyId: agencyA.id,
      catalog: catalogs[i % 2]!,
      // The contract's text goes into the first search field, as the test kit reads it back.
      vin: text,
      price: i === 3 ? null : 100_000 + ((i * 37_000) % 190_000),
      status: i === 3 ? 'Borrador' : i === 5 ? 'Apartado' : 'Disponible',
      mileage_km: (i * 13_000) % 70_000,
      first_on_lot: daysAgo(i * 11),
      published_marketplace: i % 3 === 0,
    });
  },
  exported: {
    file: { es: 'inventario-seminuevos', en: 'used-inventory' },
    headers: {
      es: [
        ...VEHICLE_EXPORT_HEADERS.es,
        'VIN',
        'Número de inventario',
        'Kilometraje',
        'Precio',
        'Precio de oferta',
        'Estatus',
        'En piso desde',
        'Días en inventario',
        'Marketplace',
        'Mercado Libre',
        'Meta',
        'Fotos',
        'Actualizado',
      ],
      en: [
        ...VEHICLE_EXPORT_HEADERS.en,
        'VIN',
        'Stock number',
        'Mileage (km)',
        'Price',
        'Offer price',
        'Status',
        'On the lot since',
        'Days in stock',
        'Marketplace',
        'Mercado Libre',
        'Meta',
        'Photos',
        'Updated',
      ],
    },
  },
});
