import { type LeadDetail, leadResources, ROLES } from '@vitrina/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildLead,
  buildUsedVehicle,
  buildUser,
  disableUser,
  leadRow,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { signIn } from '../../../test/kits/sessions';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let gerente: Client;
let gerenteName: string;
let advisor: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Acciones A' });
  agencyB = await buildAgency(db(), { name: 'Acciones B' });
  const session = await signIn(t, { role: ROLES.manager, agencies: [agencyA.id] });
  gerente = as(t, session);
  gerenteName = session.user.name;
  advisor = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id], name: 'Rosa Asesora' });
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const leadsOf = (client: Client = gerente) => client.on(leadResources.marketplace);
const post = (id: number, verb: string, body: object, client: Client = gerente) =>
  client.post<{ data: LeadDetail }>(leadsOf(client).url(`${id}/${verb}`), body);
const status = (id: number, body: object, client?: Client) => post(id, 'status', body, client);
const assign = (id: number, body: object, client?: Client) => post(id, 'assign', body, client);
const newLead = (overrides: Partial<Parameters<typeof buildLead>[1]> = {}) =>
  buildLead(t, { agencyId: agencyA.id, ...overrides });

describe('status', () => {
  it('moves a lead along the pipeline, records each step and stops the response clock once', async () => {
    const lead = await newLead();
    const contacted = await status(lead.id, { status: 'Contactado', lock_version: 1 });
    expect(contacted.status, contacted.raw.body).toBe(200);
    const first = contacted.body.data;
    expect(first).toMatchObject({ status: 'Contactado', lock_version: 2, first_response_minutes: 0 });
    expect(first.first_response_at).not.toBeNull();
    expect(first.activities[0]).toMatchObject({
      kind: 'status',
      user_name: gerenteName,
      details: { from: 'Nuevo', to: 'Contactado', lost_reason: null },
    });
    const following = await status(lead.id, { status: 'En seguimiento', lock_version: 2 });
    expect(following.body.data.first_response_at).toBe(first.first_response_at);
    const [entry] = (await auditOf(db(), 'lead', lead.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'status', agency_id: agencyA.id });
  });

  it('refuses a step outside the pipeline and the status it already has, naming them', async () => {
    const lead = await newLead({ status: 'Contactado' });
    const back = await status(lead.id, { status: 'Nuevo', lock_version: 1 });
    expect(back.status).toBe(422);
    expect(back.problem.message).toBe('Un lead en «Contactado» no puede pasar a «Nuevo».');
    const same = await status(lead.id, { status: 'Contactado', lock_version: 1 }, gerente.en);
    expect(same.problem.message).toBe('The lead is already «Contacted».');
    expect((await leadRow(t, lead.id)).lock_version).toBe(1);
  });

  it('needs a reason for Perdido, and reopening clears it', async () => {
    const lead = await newLead();
    const refused = await status(lead.id, { status: 'Perdido', lock_version: 1 });
    expect(refused.status).toBe(422);
    expect(refused.problem.errors).toEqual({ lost_reason: ['Elige por qué se perdió el lead.'] });
    const lost = await status(lead.id, {
      status: 'Perdido',
      lock_version: 1,
      lost_reason: 'bought_elsewhere',
      lost_note: 'Compró un Jetta',
    });
    expect(lost.status, lost.raw.body).toBe(200);
    expect(lost.body.data).toMatchObject({
      status: 'Perdido',
      lost_reason: 'bought_elsewhere',
      lost_note: 'Compró un Jetta',
    });
    expect(lost.body.data.activities[0]).toMatchObject({
      body: 'Compró un Jetta',
      details: { from: 'Nuevo', to: 'Perdido', lost_reason: 'bought_elsewhere' },
    });
    const reopened = await status(lead.id, { status: 'En seguimiento', lock_version: 2 });
    expect(reopened.body.data).toMatchObject({ status: 'En seguimiento', lost_reason: null, lost_note: '' });
  });

  it('asks Cita agendada for the appointment’s date and time, and shows it in the detail and the timeline', async () => {
    const lead = await newLead({ status: 'Contactado' });
    const missing = await status(lead.id, { status: 'Cita agendada', lock_version: 1 });
    expect(missing.status).toBe(422);
    expect(missing.problem.errors).toEqual({ appointment_at: ['Escribe la fecha y hora de la cita.'] });
    const english = await status(lead.id, { status: 'Cita agendada', lock_version: 1 }, gerente.en);
    expect(english.problem.errors).toEqual({
      appointment_at: ['Enter the date and time of the appointment.'],
    });
    const junk = await status(lead.id, {
      status: 'Cita agendada',
      lock_version: 1,
      appointment_at: 'mañana',
    });
    expect(Object.keys(junk.problem.errors ?? {})).toEqual(['appointment_at']);
    expect(await leadRow(t, lead.id)).toMatchObject({ status: 'Contactado', appointment_at: null });

    const at = '2026-12-12T17:30:00.000Z';
    const set = await status(lead.id, {
      status: 'Cita agendada',
      lock_version: 1,
      appointment_at: '2026-12-12T11:30:00-06:00',
    });
    expect(set.status, set.raw.body).toBe(200);
    expect(set.body.data).toMatchObject({ status: 'Cita agendada', appointment_at: at });
    expect(set.body.data.activities[0]).toMatchObject({
      kind: 'status',
      details: { from: 'Contactado', to: 'Cita agendada', appointment_at: at },
    });
    expect((await leadsOf().one(lead.id)).body.data.appointment_at).toBe(at);

    // Leaving the status leaves the appointment in the timeline only.
    const back = await status(lead.id, { status: 'En seguimiento', lock_version: 2 });
    expect(back.body.data).toMatchObject({ status: 'En seguimiento', appointment_at: null });
    expect(back.body.data.activities[1]).toMatchObject({ details: { appointment_at: at } });
  });

  it('links the used vehicle sold, of the lead’s dealership only; Vendido is final', async () => {
    const lead = await newLead({ status: 'Cita agendada' });
    const vehicleB = await buildUsedVehicle(t, { agencyId: agencyB.id });
    const foreign = await status(lead.id, {
      status: 'Vendido',
      lock_version: 1,
      sold_vehicle_id: vehicleB.id,
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.problem.errors ?? {})).toEqual(['sold_vehicle_id']);
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id });
    const sold = await status(lead.id, { status: 'Vendido', lock_version: 1, sold_vehicle_id: vehicle.id });
    expect(sold.status, sold.raw.body).toBe(200);
    expect(sold.body.data).toMatchObject({ status: 'Vendido', sold_vehicle_id: vehicle.id });
    expect((await status(lead.id, { status: 'Perdido', lock_version: 2, lost_reason: 'price' })).status).toBe(
      422,
    );
  });

  it('refuses a change made from an older version (409), in both languages', async () => {
    const lead = await newLead();
    expect((await status(lead.id, { status: 'Contactado', lock_version: 1 })).status).toBe(200);
    const stale = await status(lead.id, { status: 'En seguimiento', lock_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.problem.message).toBe(
      'Alguien más cambió este lead mientras lo veías. Recarga para ver su versión actual; tu cambio no se guardó.',
    );
    const english = await status(lead.id, { status: 'En seguimiento', lock_version: 1 }, gerente.en);
    expect(english.problem.message).toMatch(/^Someone else changed this lead/);
  });
});

describe('assignment', () => {
  it('assigns to an active user of the dealership and back to nobody, recording who and to whom', async () => {
    const lead = await newLead();
    const assigned = await assign(lead.id, { user_id: advisor.id, lock_version: 1 });
    expect(assigned.status, assigned.raw.body).toBe(200);
    expect(assigned.body.data).toMatchObject({
      assigned_user_id: advisor.id,
      assigned_user_name: 'Rosa Asesora',
      lock_version: 2,
      first_response_at: null,
    });
    expect(assigned.body.data.activities[0]).toMatchObject({
      kind: 'assignment',
      user_name: gerenteName,
      details: { from_user_name: null, to_user_name: 'Rosa Asesora' },
    });
    const cleared = await assign(lead.id, { user_id: null, lock_version: 2 });
    expect(cleared.body.data.assigned_user_id).toBeNull();
    expect(cleared.body.data.activities[0]!.details).toEqual({
      from_user_name: 'Rosa Asesora',
      to_user_name: null,
    });
    expect((await auditOf(db(), 'lead', lead.id)).map((entry) => entry.action)).toEqual(['assign', 'assign']);
  });

  it('refuses a user of another dealership, a disabled one, and an Asesor assigning', async () => {
    const lead = await newLead();
    const userB = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyB.id] });
    const other = await assign(lead.id, { user_id: userB.id, lock_version: 1 });
    expect(other.status).toBe(422);
    expect(other.problem.errors).toEqual({ user_id: ['Elige un usuario activo de la agencia del lead.'] });
    const disabled = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id] });
    await disableUser(db(), disabled.id);
    expect((await assign(lead.id, { user_id: disabled.id, lock_version: 1 })).status).toBe(422);
    const asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    expect((await assign(lead.id, { user_id: advisor.id, lock_version: 1 }, asesor)).status).toBe(403);
    expect((await leadRow(t, lead.id)).lock_version).toBe(1);
  });
});

describe('activities', () => {
  it('records notes and contacts (201); the first one sets the first response, once', async () => {
    const lead = await newLead({ createdAt: new Date(Date.now() - 90 * 60_000) });
    const note = await post(lead.id, 'activities', { kind: 'note', body: 'Prefiere WhatsApp' });
    expect(note.status, note.raw.body).toBe(201);
    expect(note.body.data.first_response_minutes).toBe(90);
    expect(note.body.data.activities[0]).toMatchObject({
      kind: 'note',
      body: 'Prefiere WhatsApp',
      user_name: gerenteName,
    });
    const whatsapp = await post(lead.id, 'activities', {
      kind: 'whatsapp',
      body: 'Hola, ¿sigue interesado?',
    });
    expect(whatsapp.body.data.first_response_at).toBe(note.body.data.first_response_at);
    expect(whatsapp.body.data.lock_version).toBe(3);
    expect(whatsapp.body.data.activities.map((activity) => activity.kind)).toEqual([
      'whatsapp',
      'note',
      'created',
    ]);
    const refused = await post(lead.id, 'activities', { kind: 'status' });
    expect(refused.status).toBe(422);
  });
});

describe('two people at once', () => {
  it('lets exactly one of two simultaneous assignments win; the other gets a clear 409', async () => {
    const lead = await newLead();
    const other = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id] });
    const answers = await Promise.all([
      assign(lead.id, { user_id: advisor.id, lock_version: 1 }),
      assign(lead.id, { user_id: other.id, lock_version: 1 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await leadRow(t, lead.id);
    expect(stored).toMatchObject({ assigned_user_id: winner.body.data.assigned_user_id, lock_version: 2 });
  });

  it('lets exactly one of two simultaneous status changes win', async () => {
    const lead = await newLead();
    const answers = await Promise.all([
      status(lead.id, { status: 'Contactado', lock_version: 1 }),
      status(lead.id, { status: 'Perdido', lock_version: 1, lost_reason: 'no_answer' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await leadRow(t, lead.id)).status).toBe(winner.body.data.status);
    const timeline = (await leadsOf().one(lead.id)).body.data.activities;
    expect(timeline.filter((activity) => activity.kind === 'status')).toHaveLength(1);
  });
});
