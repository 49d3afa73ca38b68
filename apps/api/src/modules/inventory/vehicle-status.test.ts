import {
  ROLES,
  soldVehicleResource,
  todayInMexico,
  usedVehicleResource,
  VEHICLE_STATUSES,
  type VehicleStatus,
  vehicleStatusChange,
} from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildLead,
  buildUsedVehicle,
  buildVehicleCatalog,
  daysAgo,
  type VehicleCatalog,
  vehicleRow,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { twoDealerships } from '../../../test/kits/dealerships';
import { agencies, leads, vehicles } from '../../db/schema';
import {
  isLive,
  requirementRefusal,
  statusColumns,
  statusDetails,
  transitionRefusal,
} from './vehicle-status';

describe('the rules (vehicle-status.ts)', () => {
  it('allows exactly the transitions of the table, Vendido → Disponible only to administrators', () => {
    const allowed = (admin: boolean) =>
      VEHICLE_STATUSES.flatMap((from) =>
        VEHICLE_STATUSES.filter((to) => transitionRefusal(from, to, admin) === null).map(
          (to) => `${from}→${to}`,
        ),
      );
    expect(allowed(true)).toEqual([
      'Borrador→Disponible',
      'Disponible→Borrador',
      'Disponible→Apartado',
      'Disponible→Vendido',
      'Apartado→Disponible',
      'Apartado→Vendido',
      'Vendido→Disponible',
    ]);
    expect(allowed(false)).toEqual(allowed(true).filter((pair) => pair !== 'Vendido→Disponible'));
    expect(transitionRefusal('Vendido', 'Disponible', false)).toEqual({
      key: 'inventory.transition_admin_only',
      params: { from: 'Vendido', to: 'Disponible' },
    });
    expect(transitionRefusal('Borrador', 'Vendido', true)?.key).toBe('inventory.transition_not_allowed');
    expect(transitionRefusal('Apartado', 'Apartado', true)).toEqual({
      key: 'inventory.status_same',
      params: { status: 'Apartado' },
    });
  });

  const vehicle = {
    status: 'Disponible' as VehicleStatus,
    price_cents: 10_000_00,
    first_on_lot: '2026-03-10',
  };
  const change = (body: object) => vehicleStatusChange.parse({ lock_version: 1, ...body });

  it('names what each target needs, the first as the message and every one on its field', () => {
    expect(
      requirementRefusal({ ...vehicle, price_cents: null }, change({ status: 'Apartado' }), '2026-04-01'),
    ).toEqual({
      key: 'inventory.status_needs_price',
      params: { to: 'Apartado' },
    });
    expect(
      requirementRefusal({ ...vehicle, price_cents: null }, change({ status: 'Borrador' }), '2026-04-01'),
    ).toBeNull();
    expect(
      requirementRefusal(
        vehicle,
        change({ status: 'Apartado', deposit: 0, reserved_for: ' ' }),
        '2026-04-01',
      ),
    ).toEqual({
      key: 'inventory.deposit_required',
      fields: {
        deposit: ['inventory.deposit_required'],
        reserved_on: ['inventory.reserved_on_required'],
        reserved_for: ['inventory.reserved_for_required'],
      },
    });
    const sale = { status: 'Vendido', sale_price: 99_000, buyer_name: 'Ana' };
    expect(
      requirementRefusal(vehicle, change({ ...sale, sold_on: '2026-04-02' }), '2026-04-01')?.fields,
    ).toEqual({
      sold_on: ['inventory.sold_on_future'],
    });
    expect(
      requirementRefusal(vehicle, change({ ...sale, sold_on: '2026-03-09' }), '2026-04-01')?.fields,
    ).toEqual({
      sold_on: ['inventory.sold_on_before_lot'],
    });
    expect(requirementRefusal(vehicle, change({ ...sale, sold_on: '2026-03-10' }), '2026-04-01')).toBeNull();
    expect(
      requirementRefusal(vehicle, change({ status: 'Vendido', sold_on: '2026-03-20' }), '2026-04-01')?.fields,
    ).toEqual({
      sale_price: ['inventory.sale_price_required'],
      buyer_name: ['inventory.buyer_name_required'],
    });
  });

  it('records what the target needs, clears what the vehicle leaves, and unpublishes a sale', () => {
    const hold = change({
      status: 'Apartado',
      deposit: 5_000.5,
      reserved_on: '2026-04-01',
      reserved_for: 'Luis',
    });
    expect(statusColumns(hold)).toEqual({
      status: 'Apartado',
      deposit_cents: 500_050,
      reserved_on: '2026-04-01',
      reserved_for: 'Luis',
      sold_on: null,
      sale_price_cents: null,
      buyer_name: null,
      lead_id: null,
    });
    expect(statusDetails(hold)).toEqual({
      deposit: 5_000.5,
      reserved_on: '2026-04-01',
      reserved_for: 'Luis',
    });
    const sale = change({
      status: 'Vendido',
      sold_on: '2026-04-02',
      sale_price: 180_000,
      buyer_name: 'Ana',
      deposit: 1,
    });
    expect(statusColumns(sale)).toMatchObject({
      deposit_cents: null,
      reserved_on: null,
      sale_price_cents: 18_000_000,
      lead_id: null,
      published_marketplace: false,
      published_mercadolibre: false,
      published_meta: false,
    });
    expect(statusColumns(change({ status: 'Disponible' }))).not.toHaveProperty('published_marketplace');
    expect(statusDetails(change({ status: 'Disponible' }))).toEqual({});
  });

  it('counts a vehicle as published only while Disponible or Apartado, and knows the day in Mexico City', () => {
    expect(isLive({ status: 'Disponible', published_marketplace: true })).toBe(true);
    expect(isLive({ status: 'Apartado', published_marketplace: true })).toBe(true);
    expect(isLive({ status: 'Borrador', published_marketplace: true })).toBe(false);
    expect(isLive({ status: 'Disponible', published_marketplace: false })).toBe(false);
    // 03:00 UTC is still the evening before in Mexico City (UTC−6).
    expect(todayInMexico(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(todayInMexico(new Date('2026-01-01T07:00:00Z'))).toBe('2026-01-01');
  });
});

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let catalog: VehicleCatalog;
let gerente: Client;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  ({ agencyA, agencyB, gerente, admin } = await twoDealerships(t, 'Estatus'));
  catalog = await buildVehicleCatalog(t, { year: 2020 });
});
afterAll(() => t.close());

type Detail = z.output<typeof usedVehicleResource.oneAnswer>['data'];
const statusAnswer = z.object({ message: z.string(), data: usedVehicleResource.schemas.detail });

async function move(id: number, body: object, client: Client = gerente) {
  const lock = (await vehicleRow(t, id)).lock_version;
  const answer = await client.post<typeof statusAnswer>(`/api/mi-vitrina/inventory/${id}/status`, {
    lock_version: lock,
    ...body,
  });
  if (answer.status === 200) statusAnswer.parse(answer.body);
  return answer;
}
const hold = { status: 'Apartado', deposit: 10_000, reserved_on: daysAgo(1), reserved_for: 'Laura Méndez' };
const sale = (overrides: object = {}) => ({
  status: 'Vendido',
  sold_on: daysAgo(0),
  sale_price: 245_000,
  buyer_name: 'Jorge Ramírez',
  ...overrides,
});

describe('POST /inventory/:id/status', () => {
  it('takes a vehicle through Disponible, Apartado and Vendido, recording each change', async () => {
    const vehicle = await buildUsedVehicle(t, {
      agencyId: agencyA.id,
      catalog,
      status: 'Borrador',
      first_on_lot: daysAgo(20),
    });
    const available = await move(vehicle.id, { status: 'Disponible' });
    expect(available.status, available.raw.body).toBe(200);
    expect(available.body.message).toBe('Estatus del vehículo actualizado.');
    expect(available.body.data).toMatchObject({ status: 'Disponible', lock_version: 2 });

    const held = await move(vehicle.id, hold);
    expect(held.body.data).toMatchObject({
      status: 'Apartado',
      deposit: 10_000,
      reserved_on: hold.reserved_on,
      reserved_for: 'Laura Méndez',
      lock_version: 3,
    });
    const lead = await buildLead(t, { agencyId: agencyA.id, vehicleId: vehicle.id });
    const sold = await move(vehicle.id, sale({ lead_id: lead.id }));
    expect(sold.status, sold.raw.body).toBe(200);
    const data: Detail = sold.body.data;
    expect(data).toMatchObject({
      status: 'Vendido',
      sold_on: daysAgo(0),
      sale_price: 245_000,
      buyer_name: 'Jorge Ramírez',
      lead_id: lead.id,
      // The hold is over; its record stays in the history.
      deposit: null,
      reserved_on: null,
      reserved_for: null,
      days_in_stock: 20,
      lock_version: 4,
    });
    expect(data.status_history.map((row) => [row.from_status, row.to_status])).toEqual([
      ['Apartado', 'Vendido'],
      ['Disponible', 'Apartado'],
      ['Borrador', 'Disponible'],
      [null, 'Borrador'],
    ]);
    expect(data.status_history[0]!.details).toEqual({
      sold_on: daysAgo(0),
      sale_price: 245_000,
      buyer_name: 'Jorge Ramírez',
      lead_id: lead.id,
    });
    expect(data.status_history[1]!.details).toEqual({
      deposit: 10_000,
      reserved_on: hold.reserved_on,
      reserved_for: 'Laura Méndez',
    });
    expect(data.status_history[0]!.user_name).toEqual(expect.any(String));

    const entries = await auditOf(t.context.database.db, 'vehicle', vehicle.id);
    expect(entries.map((entry) => entry.action)).toEqual(['status', 'status', 'status']);
    expect(entries[2]).toMatchObject({ agency_id: agencyA.id });
    expect(entries[2]!.before).toMatchObject({ status: 'Apartado' });
    expect(entries[2]!.after).toMatchObject({ status: 'Vendido', buyer_name: 'Jorge Ramírez' });

    const soldList = await gerente.on(soldVehicleResource).list({ search: vehicle.vin });
    expect(soldList.body.data).toMatchObject([{ id: vehicle.id, sale_price: 245_000, days_to_sell: 20 }]);
  });

  it('refuses a sale naming a lead of another dealership or none, for everyone, before the handler runs', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, first_on_lot: daysAgo(5) });
    const foreign = await buildLead(t, { agencyId: agencyB.id });
    const deleted = await buildLead(t, { agencyId: agencyA.id });
    await t.context.database.db.update(leads).set({ deleted_at: new Date() }).where(eq(leads.id, deleted.id));
    const both = as(t, { role: ROLES.manager, agencies: [agencyA.id, agencyB.id] });
    for (const [client, leadId] of [
      [gerente, foreign.id],
      [both, foreign.id],
      [admin, foreign.id],
      [gerente, deleted.id],
      [gerente, 2_000_000_000],
    ] as const) {
      const refused = await move(vehicle.id, sale({ lead_id: leadId }), client);
      expect(refused.status, refused.raw.body).toBe(422);
      expect(refused.problem.errors).toEqual({
        lead_id: ['No existe o no es de la agencia de este registro.'],
      });
    }
    const english = await move(vehicle.id, sale({ lead_id: foreign.id }), gerente.en);
    expect(english.problem.errors).toEqual({
      lead_id: ["It does not exist or does not belong to this record's dealership."],
    });
    expect(await vehicleRow(t, vehicle.id)).toMatchObject({
      status: 'Disponible',
      lead_id: null,
      lock_version: 1,
    });

    // Another dealership's vehicle stays out of sight whatever lead is named.
    const theirs = await buildUsedVehicle(t, { agencyId: agencyB.id, catalog });
    expect((await move(theirs.id, sale({ lead_id: foreign.id }))).status).toBe(404);

    const own = await buildLead(t, { agencyId: agencyA.id });
    const sold = await move(vehicle.id, sale({ lead_id: own.id }), both);
    expect(sold.status, sold.raw.body).toBe(200);
    expect(sold.body.data.lead_id).toBe(own.id);
  });

  it('keeps a sale’s lead in the database’s hands too: a removed lead leaves the sale without one', async () => {
    const db = t.context.database.db;
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog });
    const foreign = await buildLead(t, { agencyId: agencyB.id });
    await expect(
      db.update(vehicles).set({ lead_id: 2_000_000_000 }).where(eq(vehicles.id, vehicle.id)),
    ).rejects.toThrow();
    await db.update(vehicles).set({ lead_id: foreign.id }).where(eq(vehicles.id, vehicle.id));
    await db.delete(leads).where(eq(leads.id, foreign.id));
    expect((await vehicleRow(t, vehicle.id)).lead_id).toBeNull();
  });

  it('refuses transitions the table does not have, naming both statuses in the request language', async () => {
    const draft = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, status: 'Borrador' });
    const skip = await move(draft.id, sale());
    expect(skip.status).toBe(422);
    expect(skip.problem.message).toBe('Un vehículo en «Borrador» no puede pasar a «Vendido».');
    const english = await move(draft.id, hold, gerente.en);
    expect(english.problem.message).toBe('A vehicle that is "Draft" cannot become "On hold".');
    const same = await move(draft.id, { status: 'Borrador' });
    expect(same.problem.message).toBe('El vehículo ya está en «Borrador».');
    const sold = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, status: 'Vendido' });
    expect((await move(sold.id, hold)).problem.message).toBe(
      'Un vehículo en «Vendido» no puede pasar a «Apartado».',
    );
    expect((await vehicleRow(t, draft.id)).lock_version).toBe(1);
  });

  it('says what is missing: a price, the hold’s deposit, date and person, the sale’s date, price and buyer', async () => {
    const noPrice = await buildUsedVehicle(t, {
      agencyId: agencyA.id,
      catalog,
      status: 'Borrador',
      price: null,
    });
    const priceless = await move(noPrice.id, { status: 'Disponible' });
    expect(priceless.status).toBe(422);
    expect(priceless.problem.message).toBe(
      'Para pasar el vehículo a «Disponible» necesita un precio: edítalo y escribe el precio.',
    );

    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, first_on_lot: daysAgo(10) });
    const emptyHold = await move(vehicle.id, { status: 'Apartado', deposit: 0 });
    expect(emptyHold.problem).toEqual({
      message: 'Para apartar el vehículo escribe el anticipo, mayor que cero.',
      errors: {
        deposit: ['Para apartar el vehículo escribe el anticipo, mayor que cero.'],
        reserved_on: ['Para apartar el vehículo escribe la fecha del apartado.'],
        reserved_for: ['Para apartar el vehículo escribe para quién se aparta.'],
      },
    });
    const future = await move(vehicle.id, sale({ sold_on: daysAgo(-1) }));
    expect(future.problem.errors).toEqual({ sold_on: ['La fecha de venta no puede ser posterior a hoy.'] });
    const early = await move(vehicle.id, sale({ sold_on: daysAgo(11) }), gerente.en);
    expect(early.problem.message).toBe(
      'The sale date cannot be earlier than the date the vehicle arrived on the lot.',
    );
    const noBuyer = await move(vehicle.id, sale({ buyer_name: null, sale_price: 0 }));
    expect(noBuyer.problem.errors).toEqual({
      sale_price: ['Para registrar la venta escribe el precio de venta, mayor que cero.'],
      buyer_name: ['Para registrar la venta escribe el nombre del comprador.'],
    });
    const badDate = await move(vehicle.id, sale({ sold_on: '2026-13-01' }));
    expect(badDate.problem.errors).toEqual({
      sold_on: ['Escribe una fecha válida con la forma AAAA-MM-DD.'],
    });
    expect((await vehicleRow(t, vehicle.id)).status).toBe('Disponible');
  });

  it('clears the hold when a vehicle goes back to Disponible', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, status: 'Apartado' });
    const back = await move(vehicle.id, { status: 'Disponible' });
    expect(back.body.data).toMatchObject({
      status: 'Disponible',
      deposit: null,
      reserved_on: null,
      reserved_for: null,
    });
  });

  it('lets only an administrator revert a sale, which clears it and frees nothing else', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog });
    await move(vehicle.id, sale());
    const manager = await move(vehicle.id, { status: 'Disponible' });
    expect(manager.status).toBe(422);
    expect(manager.problem.message).toBe(
      'Solo un administrador puede regresar un vehículo de «Vendido» a «Disponible».',
    );
    const reverted = await move(vehicle.id, { status: 'Disponible' }, admin);
    expect(reverted.status, reverted.raw.body).toBe(200);
    expect(reverted.body.data).toMatchObject({
      status: 'Disponible',
      sold_on: null,
      sale_price: null,
      buyer_name: null,
      lead_id: null,
      published_marketplace: false,
    });
  });

  it('refuses to revert a sale whose VIN is live again in the dealership', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, status: 'Vendido' });
    await buildUsedVehicle(t, { agencyId: agencyA.id, catalog, vin: vehicle.vin });
    const refused = await move(vehicle.id, { status: 'Disponible' }, admin);
    expect(refused.status).toBe(422);
    expect(refused.problem).toEqual({
      message: 'Ya hay un vehículo con ese VIN en el inventario de esta agencia.',
      errors: { vin: ['Ya hay un vehículo con ese VIN en el inventario de esta agencia.'] },
    });
  });

  it('unpublishes a sold vehicle, and counts one that becomes Disponible against the limit', async () => {
    const limited = await buildAgency(t.context.database.db, { name: 'Estatus con límite' });
    await t.context.database.db
      .update(agencies)
      .set({ used_vehicle_limit: 1 })
      .where(eq(agencies.id, limited.id));
    const manager = as(t, { role: ROLES.manager, agencies: [limited.id] });
    const published = await buildUsedVehicle(t, {
      agencyId: limited.id,
      catalog,
      published_marketplace: true,
    });
    const draft = await buildUsedVehicle(t, {
      agencyId: limited.id,
      catalog,
      status: 'Borrador',
      published_marketplace: true,
    });
    const full = await move(draft.id, { status: 'Disponible' }, manager);
    expect(full.status).toBe(409);
    expect(full.problem.message).toContain('ya tiene publicados 1 seminuevos');
    expect((await vehicleRow(t, draft.id)).status).toBe('Borrador');

    const sold = await move(published.id, sale(), manager);
    expect(sold.body.data).toMatchObject({
      published_marketplace: false,
      published_mercadolibre: false,
      published_meta: false,
    });
    // The sale freed the place.
    const now = await move(draft.id, { status: 'Disponible' }, manager);
    expect(now.status, now.raw.body).toBe(200);
    expect(now.body.data).toMatchObject({ status: 'Disponible', published_marketplace: true });
  });

  it('refuses a change made from an older version (409) and a vehicle of another dealership (404)', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id, catalog });
    const stale = await gerente.post(`/api/mi-vitrina/inventory/${vehicle.id}/status`, {
      ...hold,
      lock_version: 7,
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.message).toContain('Alguien más guardó cambios en este vehículo');
    const ofB = await buildUsedVehicle(t, { agencyId: agencyB.id, catalog });
    const hidden = await gerente.post(`/api/mi-vitrina/inventory/${ofB.id}/status`, {
      status: 'Borrador',
      lock_version: 1,
    });
    expect(hidden.status).toBe(404);
    expect((await vehicleRow(t, ofB.id)).status).toBe('Disponible');
    const asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    expect(
      (
        await asesor.post(`/api/mi-vitrina/inventory/${vehicle.id}/status`, {
          status: 'Borrador',
          lock_version: 1,
        })
      ).status,
    ).toBe(403);
  });
});
