import { ROLES, soldTotalsAnswer, soldVehicleResource, usedVehicleResource } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { exportRows } from '../../../test/export-readers';
import {
  buildUsedVehicle,
  buildVehicleCatalog,
  catalogsOnce,
  daysAgo,
  usedVehiclePayload,
  VEHICLE_EXPORT_HEADERS,
  type VehicleCatalog,
} from '../../../test/factories';
import { as, type Client, type Query } from '../../../test/kits/client';
import { twoDealerships } from '../../../test/kits/dealerships';
import { listContract } from '../../../test/kits/list-contract';

const TOTALS = '/api/mi-vitrina/sold-inventory/totals';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let versa: VehicleCatalog;
let aveo: VehicleCatalog;
let gerente: Client;
let admin: Client;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ agencyA, agencyB, gerente, admin } = await twoDealerships(t, 'Ventas'));
  versa = await buildVehicleCatalog(t, { brand: 'Nissan Vendido', model: 'Versa', year: 2019 });
  aveo = await buildVehicleCatalog(t, { brand: 'Chevrolet Vendido', model: 'Aveo', year: 2018 });
  const sold = (name: string, overrides: Omit<Parameters<typeof buildUsedVehicle>[1], 'status'>) =>
    buildUsedVehicle(t, { ...overrides, status: 'Vendido' }).then((row) => {
      ids[name] = row.id;
    });
  await sold('versa1', {
    agencyId: agencyA.id,
    catalog: versa,
    first_on_lot: daysAgo(40),
    sold_on: daysAgo(10),
    sale_price: 200_000,
    buyer_name: 'Ana Núñez',
  });
  await sold('versa2', {
    agencyId: agencyA.id,
    catalog: versa,
    first_on_lot: daysAgo(100),
    sold_on: daysAgo(50),
    sale_price: 180_000.5,
    buyer_name: 'Beto Ruiz',
  });
  await sold('aveo', {
    agencyId: agencyA.id,
    catalog: aveo,
    first_on_lot: daysAgo(30),
    sold_on: daysAgo(1),
    sale_price: 150_000,
    buyer_name: 'Carla Díaz',
  });
  await sold('ofB', {
    agencyId: agencyB.id,
    catalog: versa,
    first_on_lot: daysAgo(20),
    sold_on: daysAgo(5),
    sale_price: 999_000,
    buyer_name: 'Otra agencia',
  });
  // Not sold: never in this list.
  await buildUsedVehicle(t, { agencyId: agencyA.id, catalog: versa });
  await buildUsedVehicle(t, { agencyId: agencyA.id, catalog: versa, status: 'Apartado' });
});
afterAll(() => t.close());

const sold = (client: Client = gerente) => client.on(soldVehicleResource);
const names = async (query: Query = {}, client: Client = gerente) => {
  const answer = await sold(client).list({ limit: 100, ...query });
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body.data.map((row) => Object.keys(ids).find((name) => ids[name] === row.id) ?? row.id);
};
const totals = async (query: Query = {}, client: Client = gerente) => {
  const answer = await client.get<typeof soldTotalsAnswer>(TOTALS, query);
  expect(answer.status, answer.raw.body).toBe(200);
  return soldTotalsAnswer.parse(answer.body).data;
};

describe('sold inventory', () => {
  it("lists the dealership's sold vehicles, newest sale first, with days to sell", async () => {
    expect(await names()).toEqual(['aveo', 'versa1', 'versa2']);
    const [row] = (await sold().list({ search: 'ana nunez' })).body.data;
    expect(row).toMatchObject({
      id: ids.versa1,
      agency_name: 'Ventas A',
      brand_name: 'Nissan Vendido',
      model_name: 'Versa',
      year: 2019,
      price: 250_000,
      sale_price: 200_000,
      sold_on: daysAgo(10),
      buyer_name: 'Ana Núñez',
      days_to_sell: 30,
      thumbnail: null,
    });
    expect(await names({ sort: 'days_to_sell|desc' })).toEqual(['versa2', 'versa1', 'aveo']);
    expect(await names({ sort: 'sale_price|asc' })).toEqual(['aveo', 'versa2', 'versa1']);
  });

  it('filters by brand, model and sale dates, and searches the buyer as well as the vehicle', async () => {
    expect(await names({ brand_id: aveo.brand_id })).toEqual(['aveo']);
    expect(await names({ model_id: versa.model_id })).toEqual(['versa1', 'versa2']);
    expect(await names({ sold_from: daysAgo(10) })).toEqual(['aveo', 'versa1']);
    expect(await names({ sold_to: daysAgo(10) })).toEqual(['versa1', 'versa2']);
    expect(await names({ sold_from: daysAgo(20), sold_to: daysAgo(5) })).toEqual(['versa1']);
    expect(await names({ search: 'carla' })).toEqual(['aveo']);
    expect(await names({ search: 'chevrolet' })).toEqual(['aveo']);
    const refused = await sold().list({ sold_from: '2026-02-30' });
    expect(refused.status).toBe(422);
    expect(refused.problem.errors).toEqual({
      sold_from: ['Escribe una fecha válida con la forma AAAA-MM-DD.'],
    });
  });

  it('totals units, revenue in pesos and average days to sell for the same filters and scope', async () => {
    expect(await totals()).toEqual({ units: 3, revenue: 530_000.5, average_days_to_sell: 36.3 });
    expect(await totals({ model_id: versa.model_id })).toEqual({
      units: 2,
      revenue: 380_000.5,
      average_days_to_sell: 40,
    });
    expect(await totals({ search: 'carla', sold_from: daysAgo(3) })).toEqual({
      units: 1,
      revenue: 150_000,
      average_days_to_sell: 29,
    });
    expect(await totals({ sold_from: daysAgo(0), sold_to: daysAgo(0) })).toEqual({
      units: 0,
      revenue: 0,
      average_days_to_sell: null,
    });
    // An administrator's "Todas" counts every dealership; one dealership, only its own.
    const everyone = await totals({ agency: 0, model_id: versa.model_id }, admin);
    expect(everyone.units).toBeGreaterThanOrEqual(3);
    expect(await totals({ agency: agencyB.id, model_id: versa.model_id }, admin)).toEqual({
      units: 1,
      revenue: 999_000,
      average_days_to_sell: 15,
    });
    expect((await gerente.get(TOTALS, { agency: agencyB.id })).status).toBe(403);
    expect((await gerente.get(TOTALS, { sold_to: 'ayer' })).status).toBe(422);
  });

  it('follows a sale made through the API, and keeps the totals in step', async () => {
    const before = await totals();
    const created = await gerente
      .on(usedVehicleResource)
      .create(usedVehiclePayload(agencyA.id, aveo, { first_on_lot: daysAgo(8), price: 160_000 }));
    const id = created.body.data.id;
    await gerente.post(`/api/mi-vitrina/inventory/${id}/status`, { status: 'Disponible', lock_version: 1 });
    const answer = await gerente.post(`/api/mi-vitrina/inventory/${id}/status`, {
      status: 'Vendido',
      lock_version: 2,
      sold_on: daysAgo(0),
      sale_price: 155_000,
      buyer_name: 'Diego Torres',
    });
    expect(answer.status, answer.raw.body).toBe(200);
    expect((await names())[0]).toBe(id);
    const after = await totals();
    expect(after.units).toBe(before.units + 1);
    expect(after.revenue).toBe(before.revenue + 155_000);
  });

  it("never shows another dealership's sales, and is only for those who read sold inventory", async () => {
    expect(await names({}, gerente)).not.toContain('ofB');
    expect((await sold().list({ agency: agencyB.id })).status).toBe(403);
    const exported = await exportRows((await sold().export({ format: 'csv' })).raw);
    expect(exported.slice(1).map((row) => Number(row[0]))).not.toContain(ids.ofB);
    const asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    expect((await sold(asesor).list()).status).toBe(403);
    expect((await asesor.get(TOTALS)).status).toBe(403);
    expect(await names({ agency: agencyB.id }, admin)).toEqual(['ofB']);
  });
});

// Paging, sizes, the sort whitelist, search taken literally, the filters and the export.
const contractCatalogs = catalogsOnce(2017, 2023);
listContract(soldVehicleResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const catalogs = await contractCatalogs(app);
    await buildUsedVehicle(app, {
      agencyId: agencyA.id,
      catalog: catalogs[i % 2]!,
      // The contract's text goes into the first search field (the VIN).
      vin: text,
      status: 'Vendido',
      first_on_lot: daysAgo(60 + i * 7),
      sold_on: daysAgo((i * 5) % 30),
      sale_price: 90_000 + ((i * 41_000) % 200_000),
    });
  },
  exported: {
    file: { es: 'seminuevos-vendidos', en: 'used-sold' },
    headers: {
      es: [
        ...VEHICLE_EXPORT_HEADERS.es,
        'VIN',
        'Número de inventario',
        'Precio',
        'Precio de venta',
        'Fecha de venta',
        'Comprador',
        'Días para vender',
      ],
      en: [
        ...VEHICLE_EXPORT_HEADERS.en,
        'VIN',
        'Stock number',
        'Price',
        'Sale price',
        'Sale date',
        'Buyer',
        'Days to sell',
      ],
    },
  },
});
