import {
  BUYER_ALERTS_INGESTION_PATH,
  type BuyerAlertInput,
  buyerAlertResource,
  leadResources,
  ROLES,
} from '@vitrina/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildBody,
  buildBuyerAlert,
  buildModel,
  buildNewVehicle,
  buildSettlement,
  buildUsedVehicle,
  buildVehicleCatalog,
  type VehicleCatalog,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { apiPath } from '../../../test/kits/resource-client';
import { agencies, leads, mailOutbox, vehicles } from '../../db/schema';

const KEY = 'marketplace-platform-key-for-the-tests-0001';
const FIND_CARS = apiPath(buyerAlertResource);

let t: TestApp;
const db = () => t.context.database.db;

beforeAll(async () => {
  t = await buildTestApp({ MARKETPLACE_API_KEY: KEY });
});
afterAll(() => t.close());

/** A dealership in Ciudad de México (state 09) with a Gerente. */
async function dealership(flags: { is_premium?: boolean; is_preowened?: boolean } = {}) {
  const agency = await buildAgency(db(), flags);
  const settlement = await buildSettlement(db(), { state_code: '09' });
  await db().update(agencies).set({ sepomex_id: settlement.id }).where(eq(agencies.id, agency.id));
  return { agency, manager: as(t, { role: ROLES.manager, agencies: [agency.id] }) };
}

type Page = typeof buyerAlertResource.listAnswer;
async function alertsOf(client: Client, agencyId: number, query: Record<string, unknown> = {}) {
  const answer = await client.get<Page>(FIND_CARS, { agency: agencyId, ...query });
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body;
}

const ingest = (payload: unknown, key = KEY, locale = 'es') =>
  t.app.inject({
    method: 'POST',
    url: BUYER_ALERTS_INGESTION_PATH,
    headers: { ...(key ? { 'x-api-key': key } : {}), 'accept-language': locale },
    payload: payload as object,
  });

describe('ingestion from the marketplace', () => {
  let catalog: VehicleCatalog;
  beforeAll(async () => {
    catalog = await buildVehicleCatalog(db(), { brand: 'Mazda Ingesta', model: 'CX-30 Ingesta' });
  });
  const alert = (changes: Partial<BuyerAlertInput> = {}): BuyerAlertInput => ({
    external_id: 'mk-1001',
    name: 'Laura Pérez',
    email: 'Laura@Example.com',
    phone: '55 1234 5678',
    brand_id: catalog.brand_id,
    model_id: catalog.model_id,
    year_from: 2019,
    year_to: 2022,
    price_to: 400_000,
    ...changes,
  });

  it('needs the platform key: none, another or a dealership key is 401', async () => {
    expect((await ingest(alert(), '')).statusCode).toBe(401);
    const wrong = await ingest(alert(), 'x'.repeat(KEY.length));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toContain('clave de API');
  });

  it('creates once and replaces by external_id (201, then 200 with the same alert)', async () => {
    const first = await ingest(alert({ external_id: 'mk-idem' }));
    expect(first.statusCode, first.body).toBe(201);
    const again = await ingest(alert({ external_id: 'mk-idem', price_to: 350_000, active: false }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ id: first.json().data.id, external_id: 'mk-idem', active: false });
  });

  it('names each bad field, in the request’s language', async () => {
    const ranges = await ingest(
      alert({ year_from: 2023, year_to: 2020, price_from: 500_000, price_to: 100 }),
    );
    expect(ranges.statusCode).toBe(422);
    expect(ranges.json().errors).toMatchObject({
      year_to: ['El año final debe ser igual o posterior al año inicial.'],
      price_to: ['El precio máximo debe ser igual o mayor que el precio mínimo.'],
    });
    const otherBrand = await buildModel(db());
    const catalogRows = await ingest(alert({ model_id: otherBrand.id, body_id: 2_000_000 }), KEY, 'en');
    expect(catalogRows.statusCode).toBe(422);
    expect(catalogRows.json().errors).toMatchObject({
      model_id: ['The model does not exist or is not of the given brand.'],
      body_id: ['The body type is not in the catalog.'],
    });
    const missing = await ingest({ external_id: 'mk-x', name: 'Sin correo', brand_id: catalog.brand_id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toContain('email');
  });
});

describe('matching', () => {
  it('lists the alerts the live inventory matches, each with its vehicles, and nothing else', async () => {
    const { agency, manager } = await dealership({ is_premium: false });
    const body = await buildBody(db());
    const versa = await buildVehicleCatalog(db(), {
      brand: 'Nissan Match',
      model: 'Versa Match',
      year: 2020,
    });
    const car = await buildUsedVehicle(db(), {
      agencyId: agency.id,
      catalog: versa,
      price: 250_000,
      offer_price: 240_000,
    });
    await db().update(vehicles).set({ body_id: body.id }).where(eq(vehicles.id, car.id));
    await buildUsedVehicle(db(), { agencyId: agency.id, catalog: versa, status: 'Vendido', price: 100_000 });
    const brand = versa.brand_id;
    const model = versa.model_id;
    const yes = {
      exact: await buildBuyerAlert(db(), {
        brand_id: brand,
        model_id: model,
        year_from: 2019,
        year_to: 2021,
        price_to: 245_000,
      }),
      anyModel: await buildBuyerAlert(db(), { brand_id: brand }),
      state: await buildBuyerAlert(db(), { brand_id: brand, state_code: '09' }),
      body: await buildBuyerAlert(db(), { brand_id: brand, body_id: body.id }),
    };
    const otherModel = await buildModel(db(), { brand_id: brand });
    const no = {
      years: await buildBuyerAlert(db(), { brand_id: brand, model_id: model, year_from: 2021 }),
      price: await buildBuyerAlert(db(), { brand_id: brand, price_to: 200_000 }),
      // The offer price is what the buyer pays: 240,000 is above 239,000.
      offerPrice: await buildBuyerAlert(db(), { brand_id: brand, price_from: 241_000 }),
      model: await buildBuyerAlert(db(), { brand_id: brand, model_id: otherModel.id }),
      state: await buildBuyerAlert(db(), { brand_id: brand, state_code: '19' }),
      closed: await buildBuyerAlert(db(), { brand_id: brand, active: false }),
      body: await buildBuyerAlert(db(), { brand_id: brand, body_id: (await buildBody(db())).id }),
    };
    const page = await alertsOf(manager, agency.id);
    expect(page.data.map((row) => row.id).sort()).toEqual(
      Object.values(yes)
        .map((row) => row.id)
        .sort(),
    );
    expect(page.meta).toMatchObject({ total: 4, total_capped: false });
    const exact = page.data.find((row) => row.id === yes.exact.id)!;
    expect(exact).toMatchObject({
      brand_name: 'Nissan Match',
      model_name: 'Versa Match',
      year_from: 2019,
      year_to: 2021,
      price_to: 245_000,
      vehicles_count: 1,
      offers_count: 0,
    });
    expect(exact.vehicles).toEqual([
      {
        kind: 'used',
        id: car.id,
        title: expect.stringContaining('Nissan Match Versa Match'),
        year: 2020,
        price: 240_000,
        offered: false,
      },
    ]);
    expect(page.data.map((row) => row.id)).not.toContain(no.years.id);
  });

  it('new vehicles count only for a dealership with is_premium; used ones only with is_preowened', async () => {
    const catalog = await buildVehicleCatalog(db(), { brand: 'Kia Nuevo', model: 'K3 Nuevo', year: 2026 });
    const alert = await buildBuyerAlert(db(), { brand_id: catalog.brand_id, year_from: 2025 });
    const premium = await dealership({ is_premium: true, is_preowened: false });
    const vehicle = await buildNewVehicle(db(), premium.agency.id, {
      catalog_year_id: catalog.catalog_year_id,
      promotional_price: 399_000,
    });
    const row = (await alertsOf(premium.manager, premium.agency.id)).data.find((one) => one.id === alert.id);
    expect(row?.vehicles).toEqual([expect.objectContaining({ kind: 'new', id: vehicle.id, price: 399_000 })]);
    const plain = await dealership({ is_premium: false });
    await buildNewVehicle(db(), plain.agency.id, { catalog_year_id: catalog.catalog_year_id });
    expect((await alertsOf(plain.manager, plain.agency.id)).data.map((one) => one.id)).not.toContain(
      alert.id,
    );
  });

  it('finds an old match behind thousands of newer alerts that match nothing (the per-key way)', async () => {
    const { agency, manager } = await dealership();
    const catalog = await buildVehicleCatalog(db(), { brand: 'Marca antigua' });
    await buildUsedVehicle(db(), { agencyId: agency.id, catalog });
    const old = await buildBuyerAlert(db(), { brand_id: catalog.brand_id });
    const other = await buildVehicleCatalog(db(), { brand: 'Marca sin lote' });
    await db().execute(
      sql`insert into buyer_alerts (external_id, name, email, brand_id)
          select 'newer-' || n, 'Comprador ' || n, 'c' || n || '@example.com', ${other.brand_id}
            from generate_series(1, 2100) as n`,
    );
    const page = await alertsOf(manager, agency.id);
    expect(page.data.map((row) => row.id)).toEqual([old.id]);
    expect(page.meta.total).toBe(1);
  });

  it('pages newest first, by keyset, and asks to choose a dealership for "Todas"', async () => {
    const { agency, manager } = await dealership();
    const catalog = await buildVehicleCatalog(db(), { brand: 'Paging Brand' });
    await buildUsedVehicle(db(), { agencyId: agency.id, catalog });
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await buildBuyerAlert(db(), { brand_id: catalog.brand_id })).id);
    const first = await alertsOf(manager, agency.id, { limit: 2 });
    expect(first.data.map((row) => row.id)).toEqual([made[4], made[3]]);
    expect(first.meta).toMatchObject({ total: 5, next_after: made[3] });
    const next = await alertsOf(manager, agency.id, { limit: 2, page: 2, after: made[3] });
    expect(next.data.map((row) => row.id)).toEqual([made[2], made[1]]);
    const byOffset = await alertsOf(manager, agency.id, { limit: 2, page: 3 });
    expect(byOffset.data.map((row) => row.id)).toEqual([made[0]]);
    const admin = as(t, 'admin');
    expect((await admin.get(FIND_CARS, { agency: 0 })).status).toBe(422);
  });
});

describe('offers', () => {
  it('an offer makes an autos buscados lead and e-mails the buyer; once per vehicle; others still see the alert', async () => {
    const a = await dealership();
    const b = await dealership();
    const catalog = await buildVehicleCatalog(db(), {
      brand: 'Toyota Oferta',
      model: 'Corolla Oferta',
      year: 2021,
    });
    const carA = await buildUsedVehicle(db(), { agencyId: a.agency.id, catalog, price: 320_000 });
    const carB = await buildUsedVehicle(db(), { agencyId: b.agency.id, catalog, price: 310_000 });
    const alert = await buildBuyerAlert(db(), {
      brand_id: catalog.brand_id,
      name: 'Ana Compradora',
      locale: 'en',
    });
    const url = `${FIND_CARS}/${alert.id}/offers?agency=${a.agency.id}`;

    const offered = await a.manager.post<{ message: string; data: { lead_id: number; channel: string } }>(
      url,
      {
        kind: 'used',
        vehicle_id: carA.id,
        message: 'Tiene garantía de 6 meses',
      },
    );
    expect(offered.status, offered.raw.body).toBe(201);
    expect(offered.body.data.channel).toBe('wanted-used');
    const [lead] = await db().select().from(leads).where(eq(leads.id, offered.body.data.lead_id));
    expect(lead).toMatchObject({
      agency_id: a.agency.id,
      channel: 'wanted-used',
      name: 'Ana Compradora',
      vehicle_id: carA.id,
      source: 'alert',
    });
    const leadList = await a.manager.get<(typeof leadResources)['wanted-used']['listAnswer']>(
      apiPath(leadResources['wanted-used']),
      { agency: a.agency.id },
    );
    expect(leadList.body.data.map((row) => row.id)).toContain(lead!.id);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, alert.email))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toContain(a.agency.name);
    expect(mail?.text).toContain('Toyota Oferta Corolla Oferta');
    expect(mail?.text).toContain('Tiene garantía de 6 meses');
    expect(mail?.text).toContain('$320,000.00');

    const twice = await a.manager.post(url, { kind: 'used', vehicle_id: carA.id });
    expect(twice.status).toBe(409);
    expect(twice.problem?.message).toBe('Ya ofreciste este vehículo a este comprador.');

    const seenByA = (await alertsOf(a.manager, a.agency.id)).data.find((row) => row.id === alert.id)!;
    expect(seenByA).toMatchObject({
      offers_count: 1,
      vehicles: [expect.objectContaining({ offered: true })],
    });
    const seenByB = (await alertsOf(b.manager, b.agency.id)).data.find((row) => row.id === alert.id)!;
    expect(seenByB).toMatchObject({
      offers_count: 0,
      vehicles: [expect.objectContaining({ id: carB.id, offered: false })],
    });
    // B cannot offer A's car, nor A B's: the vehicle must be the offering dealership's and match.
    const foreign = await b.manager.post(`${FIND_CARS}/${alert.id}/offers?agency=${b.agency.id}`, {
      kind: 'used',
      vehicle_id: carA.id,
    });
    expect(foreign.status).toBe(422);
    const fromB = await b.manager.post(`${FIND_CARS}/${alert.id}/offers?agency=${b.agency.id}`, {
      kind: 'used',
      vehicle_id: carB.id,
    });
    expect(fromB.status, fromB.raw.body).toBe(201);
    expect(
      (
        await a.manager.post(`${FIND_CARS}/${alert.id}/offers?agency=${b.agency.id}`, {
          kind: 'used',
          vehicle_id: carB.id,
        })
      ).status,
    ).toBe(403);
  });

  it('a new vehicle makes an autos buscados nuevos lead; a closed alert or a vehicle that does not match is refused', async () => {
    const { agency, manager } = await dealership({ is_premium: true });
    const catalog = await buildVehicleCatalog(db(), {
      brand: 'Honda Nueva',
      model: 'City Nueva',
      year: 2026,
    });
    const car = await buildNewVehicle(db(), agency.id, {
      catalog_year_id: catalog.catalog_year_id,
      price: 420_000,
    });
    const alert = await buildBuyerAlert(db(), { brand_id: catalog.brand_id, model_id: catalog.model_id });
    const offered = await manager.post<{ data: { lead_id: number; channel: string } }>(
      `${FIND_CARS}/${alert.id}/offers?agency=${agency.id}`,
      { kind: 'new', vehicle_id: car.id },
    );
    expect(offered.status, offered.raw.body).toBe(201);
    expect(offered.body.data.channel).toBe('wanted-new');
    const [lead] = await db().select().from(leads).where(eq(leads.id, offered.body.data.lead_id));
    expect(lead).toMatchObject({ channel: 'wanted-new', vehicle_id: null });
    expect(lead?.vehicle_title).toContain('Honda Nueva City Nueva');

    const cheap = await buildBuyerAlert(db(), { brand_id: catalog.brand_id, price_to: 100_000 });
    const unmatched = await manager.en.post(`${FIND_CARS}/${cheap.id}/offers?agency=${agency.id}`, {
      kind: 'new',
      vehicle_id: car.id,
    });
    expect(unmatched.status).toBe(422);
    expect(unmatched.problem?.errors?.vehicle_id?.[0]).toContain('does not match');
    const closed = await buildBuyerAlert(db(), { brand_id: catalog.brand_id, active: false });
    expect(
      (
        await manager.post(`${FIND_CARS}/${closed.id}/offers?agency=${agency.id}`, {
          kind: 'new',
          vehicle_id: car.id,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await manager.post(`${FIND_CARS}/2000000/offers?agency=${agency.id}`, {
          kind: 'new',
          vehicle_id: car.id,
        })
      ).status,
    ).toBe(404);
  });
});
