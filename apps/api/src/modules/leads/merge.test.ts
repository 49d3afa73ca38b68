import {
  type LeadChannelKey,
  type LeadDetail,
  type LeadMergeInput,
  leadResources,
  leadSlaState,
  ROLES,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
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
import { signIn } from '../../../test/kits/sessions';
import { queryRows } from '../../db/query';

let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let gerente: Client;
let gerenteName: string;
let ana: { id: number; name: string };
let beto: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  agencyA = await buildAgency(db(), { name: 'Fusión A' });
  agencyB = await buildAgency(db(), { name: 'Fusión B' });
  const session = await signIn(t, { role: ROLES.manager, agencies: [agencyA.id] });
  gerente = as(t, session);
  gerenteName = session.user.name;
  ana = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id], name: 'Ana Asesora' });
  beto = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id], name: 'Beto Asesor' });
});
afterAll(() => t.close());

const db = () => t.context.database.db;
const leadsOf = (channel: LeadChannelKey, client: Client = gerente) => client.on(leadResources[channel]);
const merge = (
  id: number,
  input: LeadMergeInput,
  client: Client = gerente,
  channel: LeadChannelKey = 'marketplace',
) => client.post<{ data: LeadDetail }>(leadsOf(channel, client).url(`${id}/merge`), input);
let n = 0;
/** A lead of A with a contact of its own (no two leads of these tests look like duplicates). */
const newLead = (overrides: Partial<Parameters<typeof buildLead>[1]> = {}) => {
  n += 1;
  return buildLead(t, {
    agencyId: agencyA.id,
    phone: `55 1000 ${String(n).padStart(4, '0')}`,
    email: `fusion-${n}@example.mx`,
    ...overrides,
  });
};
const note = (channel: LeadChannelKey, id: number, body: string) =>
  gerente.post(leadsOf(channel).url(`${id}/activities`), { kind: 'note', body });

/** Live leads per dealership, channel, status and advisor, counted and as the counters hold them. */
const countsOf = async (agencyId: number) => {
  const counted = await queryRows(
    db(),
    sql`select channel, status, coalesce(assigned_user_id, 0) as advisor, count(*)::int as n from leads
         where agency_id = ${agencyId} and deleted_at is null group by 1, 2, 3 order by 1, 2, 3`,
  );
  const kept = await queryRows(
    db(),
    sql`select channel, status, assigned_user_id as advisor, n from lead_counts
         where agency_id = ${agencyId} and n > 0 order by 1, 2, 3`,
  );
  return { counted, kept };
};

describe('merge', () => {
  it('keeps the chosen value of each field and both timelines, in order, with the merge entry', async () => {
    const vehicle = await buildUsedVehicle(t, { agencyId: agencyA.id });
    const other = await newLead({
      channel: 'service',
      name: 'María Fernanda López',
      phone: '81 2345 6789',
      vehicleId: vehicle.id,
      assignedUserId: beto.id,
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const survivor = await newLead({ name: 'Mafer', email: 'mafer@example.mx', assignedUserId: ana.id });
    await note('service', other.id, 'Pidió cita para el sábado');
    await note('marketplace', survivor.id, 'Pregunta por el precio');
    const before = (await leadsOf('marketplace').one(survivor.id)).body.data;

    const answer = await merge(survivor.id, {
      other_id: other.id,
      lock_version: before.lock_version,
      keep: { name: 'other', email: 'this', phone: 'other', vehicle: 'other', assigned_user: 'other' },
    });
    expect(answer.status, answer.raw.body).toBe(200);
    const merged = answer.body.data;
    expect(merged).toMatchObject({
      id: survivor.id,
      channel: 'marketplace',
      name: 'María Fernanda López',
      email: 'mafer@example.mx',
      phone: '+528123456789',
      vehicle_id: vehicle.id,
      vehicle_title: other.vehicle_title,
      assigned_user_id: beto.id,
      assigned_user_name: 'Beto Asesor',
      lock_version: before.lock_version + 1,
      created_at: before.created_at,
    });
    // Its own creation, its note, the other's creation, assignment and note, then the merge.
    expect(merged.activities.map((activity) => [activity.kind, activity.body])).toEqual([
      ['merge', ''],
      ['note', 'Pregunta por el precio'],
      ['note', 'Pidió cita para el sábado'],
      ...before.activities.filter((a) => a.kind !== 'note').map((a) => [a.kind, a.body]),
      ['assignment', ''],
      ['created', ''],
    ]);
    const times = merged.activities.map((activity) => activity.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(merged.activities.find((a) => a.body === 'Pidió cita para el sábado')?.user_name).toBe(
      gerenteName,
    );
    expect(merged.activities[0]).toMatchObject({
      kind: 'merge',
      user_name: gerenteName,
      details: {
        merged_lead_id: other.id,
        merged_channel: 'service',
        kept: { name: 'other', email: 'this', phone: 'other', vehicle: 'other', assigned_user: 'other' },
        values: {
          name: 'María Fernanda López',
          email: 'mafer@example.mx',
          phone: '+528123456789',
          vehicle_title: other.vehicle_title,
          assigned_user_name: 'Beto Asesor',
        },
      },
    });
    // The search finds the survivor by the name it took.
    const found = await leadsOf('marketplace').list({ agency: agencyA.id, search: 'fernanda lopez' });
    expect(found.body.data.map((row) => row.id)).toEqual([survivor.id]);
  });

  it('deletes the other lead: gone from its list and its page, the counters still exact', async () => {
    const survivor = await newLead({ assignedUserId: ana.id });
    const other = await newLead({ channel: 'parts', assignedUserId: beto.id, status: 'Contactado' });
    const answer = await merge(survivor.id, { other_id: other.id, lock_version: 1 });
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data).toMatchObject({ assigned_user_id: ana.id, name: survivor.name });

    expect((await leadsOf('parts').one(other.id)).status).toBe(404);
    const parts = await leadsOf('parts').list({ agency: agencyA.id, limit: 100 });
    expect(parts.body.data.map((row) => row.id)).not.toContain(other.id);
    expect(await leadRow(t, other.id)).toMatchObject({
      merged_into: survivor.id,
      deleted_at: expect.any(Date),
    });
    const { counted, kept } = await countsOf(agencyA.id);
    expect(kept).toEqual(counted);
    // It cannot be merged again.
    const again = await merge(survivor.id, { other_id: other.id, lock_version: 2 });
    expect(again.status).toBe(422);

    const audits = async (id: number) => (await auditOf(db(), 'lead', id)).map((entry) => entry.action);
    expect(await audits(survivor.id)).toEqual(['merge']);
    expect(await audits(other.id)).toEqual(['merged']);
  });

  it('keeps the survivor’s own first response and SLA, never one from before it arrived', async () => {
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
    const other = await newLead({ createdAt: twentyDaysAgo });
    const survivor = await newLead();
    await note('marketplace', other.id, 'Le llamé hace veinte días');
    await db().execute(
      sql`update leads set first_response_at = created_at + interval '5 minutes' where id = ${other.id}`,
    );
    await db().execute(
      sql`update leads set sla_due_at = now() + interval '1 hour', sla_warn_at = now() + interval '45 minutes'
           where id = ${survivor.id}`,
    );
    const answer = await merge(survivor.id, { other_id: other.id, lock_version: 1 });
    expect(answer.status, answer.raw.body).toBe(200);
    const merged = answer.body.data;
    expect(merged).toMatchObject({
      created_at: survivor.created_at.toISOString(),
      first_response_at: null,
      first_response_minutes: null,
      sla_due_at: expect.any(String),
    });
    expect(leadSlaState(merged)).toBe('pending');
    // The other lead's activity is still in the timeline.
    expect(merged.activities.map((activity) => activity.body)).toContain('Le llamé hace veinte días');
  });

  it('takes the other lead’s response when it came after the survivor arrived and before its own', async () => {
    const other = await newLead({ createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const survivor = await newLead({ createdAt: new Date(Date.now() - 2 * 3_600_000) });
    await db().execute(
      sql`update leads set first_response_at = now() - interval '90 minutes' where id = ${other.id}`,
    );
    await db().execute(
      sql`update leads set first_response_at = now() - interval '30 minutes' where id = ${survivor.id}`,
    );
    const answer = await merge(survivor.id, { other_id: other.id, lock_version: 1 });
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data.first_response_at).toBe(
      (await leadRow(t, other.id)).first_response_at!.toISOString(),
    );
    expect(answer.body.data.first_response_minutes).toBe(30);
  });

  it('moves the duplicates of the other to the survivor', async () => {
    const other = await newLead();
    const survivor = await newLead();
    const flagged = await newLead();
    await db().execute(
      sql`update leads set duplicate_of = ${other.id} where id in (${survivor.id}, ${flagged.id})`,
    );
    const answer = await merge(survivor.id, { other_id: other.id, lock_version: 1 });
    expect(answer.status, answer.raw.body).toBe(200);
    expect(answer.body.data.duplicate_of).toBeNull();
    expect((await leadRow(t, flagged.id)).duplicate_of).toBe(survivor.id);
  });

  it('refuses a lead of another dealership, the same lead, one that is not there and a merge without a contact', async () => {
    const lead = await newLead();
    const ofB = await buildLead(t, { agencyId: agencyB.id });
    const foreign = await merge(lead.id, { other_id: ofB.id, lock_version: 1 });
    expect(foreign.status).toBe(422);
    expect(foreign.problem.errors).toEqual({ other_id: ['Elige un lead vigente de la misma agencia.'] });
    const same = await merge(lead.id, { other_id: lead.id, lock_version: 1 }, gerente.en);
    expect(same.status).toBe(422);
    expect(same.problem.errors).toEqual({
      other_id: ['Choose another lead: a lead cannot be merged with itself.'],
    });
    expect((await merge(lead.id, { other_id: 987_654, lock_version: 1 })).status).toBe(422);

    const phoneOnly = await newLead({ email: '' });
    const emailOnly = await newLead({ phone: '' });
    const silent = await merge(phoneOnly.id, {
      other_id: emailOnly.id,
      lock_version: 1,
      keep: { email: 'this', phone: 'other' },
    });
    expect(silent.status).toBe(422);
    expect(silent.problem.errors).toEqual({
      keep: ['Conserva al menos un teléfono o un correo electrónico.'],
    });
    for (const id of [lead.id, ofB.id, phoneOnly.id, emailOnly.id]) {
      expect(await leadRow(t, id)).toMatchObject({ deleted_at: null, lock_version: 1 });
    }
  });

  it('refuses a merge made from an older version of the lead (409)', async () => {
    const survivor = await newLead();
    const other = await newLead();
    expect((await note('marketplace', survivor.id, 'Llamó')).status).toBe(201);
    const stale = await merge(survivor.id, { other_id: other.id, lock_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.problem.message).toMatch(/^Alguien más cambió este lead/);
    expect((await leadRow(t, other.id)).deleted_at).toBeNull();
  });

  it('is for those who may merge leads: an Asesor gets 403', async () => {
    const survivor = await newLead({ assignedUserId: ana.id });
    const other = await newLead({ assignedUserId: ana.id });
    const asesor = as(t, { role: ROLES.advisor, agencies: [agencyA.id] });
    expect((await merge(survivor.id, { other_id: other.id, lock_version: 1 }, asesor)).status).toBe(403);
    expect((await leadRow(t, other.id)).deleted_at).toBeNull();
  });

  it('lets one of two opposite merges of the same pair happen, without a deadlock', async () => {
    const first = await newLead();
    const second = await newLead({ channel: 'service' });
    const answers = await Promise.all([
      merge(first.id, { other_id: second.id, lock_version: 1 }),
      merge(second.id, { other_id: first.id, lock_version: 1 }, gerente, 'service'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const live = [await leadRow(t, first.id), await leadRow(t, second.id)].filter((row) => !row.deleted_at);
    expect(live).toHaveLength(1);
  });
});
