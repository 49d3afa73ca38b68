import { type LeadDetail, leadForwardResource, leadResources, ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildLead,
  buildUsedVehicle,
  buildUser,
  leadRow,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Origen' });
  agencyB = await buildAgency(db(), { name: 'Destino' });
  admin = as(t, 'admin');
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const forwarding = (client: Client = admin) => client.on(leadForwardResource);
const forward = (id: number, body: object, client: Client = admin) =>
  client.post<{ data: LeadDetail }>(forwarding(client).url(`${id}/forward`), body);

describe('forwarding a lead to another dealership', () => {
  it('copies it as Nuevo into the target, with the history on both sides', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id });
    const advisorA = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id] });
    const original = await buildLead(t, {
      agencyId: agencyA.id,
      channel: 'service',
      name: 'Jorge Ramírez',
      vehicleId: vehicle.id,
      assignedUserId: advisorA.id,
      status: 'Contactado',
    });
    const advisorB = await buildUser(db(), {
      role: ROLES.advisor,
      agencyIds: [agencyB.id],
      name: 'Luis Destino',
    });
    const answer = await forward(original.id, {
      agency_id: agencyB.id,
      user_id: advisorB.id,
      reason: 'Vive cerca de la otra sucursal',
    });
    expect(answer.status, answer.raw.body).toBe(201);
    const copy = answer.body.data;
    expect(copy).toMatchObject({
      agency_id: agencyB.id,
      agency_name: 'Destino',
      channel: 'service',
      status: 'Nuevo',
      name: 'Jorge Ramírez',
      phone: original.phone,
      email: original.email,
      details: original.details,
      scheduled_at: expect.any(String),
      vehicle_id: null,
      vehicle_title: original.vehicle_title,
      assigned_user_id: advisorB.id,
      forwarded_from: original.id,
      forwarded_from_agency_name: 'Origen',
      first_response_at: null,
      first_response_minutes: null,
    });
    expect(copy.activities[0]).toMatchObject({
      kind: 'forward',
      body: 'Vive cerca de la otra sucursal',
      details: { from_agency_name: 'Origen', lead_id: original.id },
    });
    expect(copy.activities.map((activity) => activity.kind)).toEqual(['forward', 'assignment', 'created']);

    const before = (await forwarding().one(original.id)).body.data;
    expect(before).toMatchObject({ status: 'Contactado', agency_id: agencyA.id, lock_version: 2 });
    expect(before.activities[0]).toMatchObject({
      kind: 'forward',
      body: 'Vive cerca de la otra sucursal',
      details: { to_agency_name: 'Destino', lead_id: copy.id },
    });
    const [entry] = await auditOf(db(), 'lead', copy.id);
    expect(entry).toMatchObject({ action: 'forward', agency_id: agencyB.id });

    // The target's users see it as new, in their own list and by id.
    const gerenteB = as(t, { role: ROLES.manager, agencies: [agencyB.id] });
    const listed = await gerenteB.on(leadResources.service).list({ agency: agencyB.id, status: 'Nuevo' });
    expect(listed.body.data.map((row) => row.id)).toEqual([copy.id]);
    expect(listed.body.meta.total).toBe(1);
    expect((await gerenteB.on(leadResources.service).one(original.id)).status).toBe(404);
    const copies = await forwarding().list({ agency: agencyB.id, forwarded: 'true' });
    expect(copies.body.data.map((row) => row.id)).toEqual([copy.id]);
  });

  it('forwards without an advisor, and refuses the same dealership, a missing one and a foreign user', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id });
    const same = await forward(lead.id, { agency_id: agencyA.id, user_id: null, reason: 'Prueba' });
    expect(same.status).toBe(422);
    expect(same.problem.errors).toEqual({ agency_id: ['El lead ya es de esa agencia: elige otra.'] });
    expect((await forward(lead.id, { agency_id: 987_654, user_id: null, reason: 'Prueba' })).status).toBe(
      422,
    );
    const advisorA = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id] });
    const foreign = await forward(lead.id, { agency_id: agencyB.id, user_id: advisorA.id, reason: 'Prueba' });
    expect(foreign.problem.errors).toEqual({ user_id: ['Elige un usuario activo de la agencia del lead.'] });
    expect((await forward(lead.id, { agency_id: agencyB.id, reason: '' })).status).toBe(422);
    const plain = await forward(lead.id, { agency_id: agencyB.id, reason: 'Sin asesor' });
    expect(plain.status, plain.raw.body).toBe(201);
    expect(plain.body.data).toMatchObject({ assigned_user_id: null, status: 'Nuevo' });
    expect((await leadRow(t, lead.id)).lock_version).toBe(2);
  });

  it('refuses a dealership whose membership is suspended, saying so, and lists it as such', async () => {
    const suspended = await buildAgency(db(), {
      name: 'Agencia Suspendida',
      membership_status: 'Suspendido',
    });
    const cancelled = await buildAgency(db(), { name: 'Agencia Cancelada', membership_status: 'Cancelado' });
    const lead = await buildLead(t, { agencyId: agencyA.id });
    const refused = await forward(lead.id, { agency_id: suspended.id, reason: 'Prueba' });
    expect(refused.status).toBe(422);
    const spanish =
      'La membresía de Agencia Suspendida está suspendida: no puede recibir leads hasta que se reactive.';
    expect(refused.problem).toEqual({ message: spanish, errors: { agency_id: [spanish] } });
    const english = await forward(lead.id, { agency_id: suspended.id, reason: 'Prueba' }, admin.en);
    expect(english.problem.errors).toEqual({
      agency_id: [
        'The membership of Agencia Suspendida is suspended: it cannot receive leads until it is reactivated.',
      ],
    });
    expect(await forwarding().list({ agency: suspended.id })).toMatchObject({ body: { meta: { total: 0 } } });
    expect((await leadRow(t, lead.id)).lock_version).toBe(1);

    const targets = await admin.get<{ data: { label: string; value: number; suspended: boolean }[] }>(
      forwarding().url('forward-targets'),
    );
    expect(targets.status, targets.raw.body).toBe(200);
    expect(targets.body.data).toContainEqual({
      label: 'Agencia Suspendida',
      value: suspended.id,
      suspended: true,
    });
    expect(targets.body.data).toContainEqual({ label: 'Destino', value: agencyB.id, suspended: false });
    expect(targets.body.data.map((target) => target.value)).not.toContain(cancelled.id);
    const gerente = as(t, { role: ROLES.manager, agencies: [agencyA.id] });
    expect((await gerente.get(forwarding(gerente).url('forward-targets'))).status).toBe(403);
  });

  it('is for administrators only', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id });
    const gerente = as(t, { role: ROLES.manager, agencies: [agencyA.id, agencyB.id] });
    expect((await forward(lead.id, { agency_id: agencyB.id, reason: 'Prueba' }, gerente)).status).toBe(403);
    expect((await forwarding(gerente).list()).status).toBe(403);
    expect((await forward(987_654, { agency_id: agencyB.id, reason: 'Prueba' })).status).toBe(404);
  });

  it('lists every channel, filtered by channel', async () => {
    const agency = await buildAgency(db(), { name: 'Canales' });
    const service = await buildLead(t, { agencyId: agency.id, channel: 'service' });
    const parts = await buildLead(t, { agencyId: agency.id, channel: 'parts' });
    const all = await forwarding().list({ agency: agency.id });
    expect(all.body.data.map((row) => row.id)).toEqual([parts.id, service.id]);
    expect(all.body.meta.total).toBe(2);
    const narrowed = await forwarding().list({ agency: agency.id, channel: 'parts' });
    expect(narrowed.body.data.map((row) => row.id)).toEqual([parts.id]);
    expect(narrowed.body.meta.total).toBe(1);
  });
});
