import { type LeadDetail, leadForwardResource, leadResources, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildLead,
  buildUser,
  leadDetails,
  markAbsent,
  setLeadSettings,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { signIn } from '../../../test/kits/sessions';
import { queryRows } from '../../db/query';
import { sweepSla, warnSla } from '../lead-automation/public';
import { createLead } from './leads.service';

/**
 * Issue 39: who learns of a lead's assignment and forward. Each event alerts exactly its intended
 * users: another advisor of the dealership, the one who acted and every user of another
 * dealership hear nothing.
 */
let t: TestApp;
let agencyA: { id: number };
let agencyB: { id: number };
let gerenteA: Client;
let gerenteAId: number;
let advisorA1: { id: number };
let advisorA2: { id: number };
let advisorB: { id: number };
let gerenteB: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ LEAD_SLA_SWEEP_MS: '0' });
  agencyA = await buildAgency(db(), { name: 'Avisos A' });
  agencyB = await buildAgency(db(), { name: 'Avisos B' });
  const session = await signIn(t, { role: ROLES.manager, agencies: [agencyA.id] });
  gerenteA = as(t, session);
  gerenteAId = session.user.id;
  advisorA1 = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id], name: 'Rosa Uno' });
  advisorA2 = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyA.id], name: 'Raúl Dos' });
  advisorB = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agencyB.id], name: 'Berta Tres' });
  gerenteB = await buildUser(db(), { role: ROLES.manager, agencyIds: [agencyB.id], name: 'Germán B' });
});
afterAll(() => t.close());

const db = () => t.context.database.db;

interface Told {
  user_id: number;
  type: string;
  params: Record<string, unknown>;
  link: string;
}

/** Every alert about the lead, in order. */
const toldAbout = (leadId: number) =>
  queryRows<Told>(
    db(),
    sql`select user_id, type, params, link from notifications
         where (params ->> 'lead_id')::int = ${leadId} order by id`,
  );

const assign = (id: number, body: object, client: Client = gerenteA) =>
  client.post<{ data: LeadDetail }>(client.on(leadResources.marketplace).url(`${id}/assign`), body);

describe('a lead assigned by hand', () => {
  it('alerts the new advisor alone, once per assignment, with a link to the lead', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id, name: 'Ana Cliente' });
    expect(await toldAbout(lead.id)).toEqual([]);
    const first = await assign(lead.id, { user_id: advisorA1.id, lock_version: 1 });
    expect(first.status, first.raw.body).toBe(200);
    expect(await toldAbout(lead.id)).toEqual([
      {
        user_id: advisorA1.id,
        type: 'lead_assigned',
        params: { lead_id: lead.id, lead_name: 'Ana Cliente' },
        link: `/leads/marketplace/${lead.id}`,
      },
    ]);
    // Reassigned: the new advisor is told; the previous one, the Gerente and dealership B are not.
    await assign(lead.id, { user_id: advisorA2.id, lock_version: 2 });
    // Back to the first: a new assignment, a new alert.
    await assign(lead.id, { user_id: advisorA1.id, lock_version: 3 });
    expect((await toldAbout(lead.id)).map((n) => n.user_id)).toEqual([
      advisorA1.id,
      advisorA2.id,
      advisorA1.id,
    ]);
  });

  it('alerts nobody when the assignment is refused (rolled back), or when the Gerente takes it', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id });
    const stale = await assign(lead.id, { user_id: advisorA1.id, lock_version: 7 });
    expect(stale.status).toBe(409);
    const foreign = await assign(lead.id, { user_id: advisorB.id, lock_version: 1 });
    expect(foreign.status).toBe(422);
    const self = await assign(lead.id, { user_id: gerenteAId, lock_version: 1 });
    expect(self.status, self.raw.body).toBe(200);
    expect(await toldAbout(lead.id)).toEqual([]);
  });
});

describe('a lead assigned on arrival', () => {
  it('alerts the advisor whom round-robin chose, and nobody else', async () => {
    const agency = await buildAgency(db(), { name: 'Turnos' });
    const one = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const two = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const gerente = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    await markAbsent(t, agency.id, gerente.id);
    await setLeadSettings(t, agency.id, { assignment_mode: 'round_robin' });
    const arrive = (phone: string) =>
      db().transaction((tx) =>
        createLead(tx, {
          agency_id: agency.id,
          channel: 'marketplace',
          name: 'Llega Sola',
          phone,
          details: leadDetails('marketplace'),
          source: 'api',
        }),
      );
    const first = await arrive('5512345678');
    const second = await arrive('5587654321');
    expect([first.assigned_user_id, second.assigned_user_id].sort()).toEqual([one.id, two.id].sort());
    expect((await toldAbout(first.id)).map((n) => [n.user_id, n.type])).toEqual([
      [first.assigned_user_id, 'lead_assigned'],
    ]);
    expect((await toldAbout(second.id)).map((n) => n.user_id)).toEqual([second.assigned_user_id]);
  });

  it('alerts nobody for the seed’s back-dated leads', async () => {
    const lead = await buildLead(t, { agencyId: agencyA.id, assignedUserId: advisorA1.id });
    expect(await toldAbout(lead.id)).toEqual([]);
  });
});

describe('a lead reassigned at its first-response deadline', () => {
  it('alerts the next advisor alone', async () => {
    const agency = await buildAgency(db(), { name: 'Plazos' });
    const a = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const b = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    await setLeadSettings(t, agency.id, { assignment_mode: 'manual', sla_minutes: 30, sla_reassign: true });
    const at = new Date('2026-03-02T10:00:00-06:00');
    const lead = await buildLead(t, { agencyId: agency.id, assignedUserId: a.id, createdAt: at });
    const result = await sweepSla(db(), new Date(at.getTime() + 30 * 60_000));
    expect(result.reassigned).toBe(1);
    expect((await toldAbout(lead.id)).map((n) => [n.user_id, n.type])).toEqual([[b.id, 'lead_assigned']]);
    // The same deadline swept again tells nobody twice.
    await sweepSla(db(), new Date(at.getTime() + 31 * 60_000));
    expect(await toldAbout(lead.id)).toHaveLength(1);
    await db().execute(sql`update leads set first_response_at = now() where id = ${lead.id}`);
  });
});

describe('a first-response deadline', () => {
  it('warns the advisor alone five minutes before, once', async () => {
    const agency = await buildAgency(db(), { name: 'Aviso previo' });
    const a = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    await setLeadSettings(t, agency.id, { assignment_mode: 'manual', sla_minutes: 30 });
    const at = new Date('2026-03-02T10:00:00-06:00');
    const lead = await buildLead(t, { agencyId: agency.id, assignedUserId: a.id, createdAt: at });
    const minute = (n: number) => new Date(at.getTime() + n * 60_000);
    await warnSla(db(), minute(24));
    expect(await toldAbout(lead.id)).toEqual([]);
    await warnSla(db(), minute(25));
    await warnSla(db(), minute(27));
    expect((await toldAbout(lead.id)).map((n) => [n.user_id, n.type])).toEqual([[a.id, 'sla_warning']]);
    await db().execute(sql`update leads set first_response_at = now() where id = ${lead.id}`);
  });

  it('missed alerts its advisor and the dealership’s Gerentes, nobody else', async () => {
    const agency = await buildAgency(db(), { name: 'Plazo vencido' });
    const a = await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    await buildUser(db(), { role: ROLES.advisor, agencyIds: [agency.id] });
    const gerente = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    await setLeadSettings(t, agency.id, { assignment_mode: 'manual', sla_minutes: 30, sla_reassign: false });
    const at = new Date('2026-03-03T10:00:00-06:00');
    const lead = await buildLead(t, { agencyId: agency.id, assignedUserId: a.id, createdAt: at });
    const result = await sweepSla(db(), new Date(at.getTime() + 30 * 60_000));
    expect(result.breached).toBeGreaterThanOrEqual(1);
    const told = await toldAbout(lead.id);
    expect(told.every((n) => n.type === 'sla_missed')).toBe(true);
    expect(told.map((n) => n.user_id).sort()).toEqual([a.id, gerente.id].sort());
  });
});

describe('a lead forwarded to another dealership', () => {
  const forward = (id: number, body: object) =>
    as(t, 'admin').post<{ data: LeadDetail }>(
      as(t, 'admin').on(leadForwardResource).url(`${id}/forward`),
      body,
    );

  it('alerts the target’s Gerentes when it names nobody, and no one of the origin', async () => {
    const original = await buildLead(t, {
      agencyId: agencyA.id,
      name: 'Viaja Lejos',
      assignedUserId: advisorA1.id,
    });
    const answer = await forward(original.id, { agency_id: agencyB.id, user_id: null, reason: 'Más cerca' });
    expect(answer.status, answer.raw.body).toBe(201);
    const copy = answer.body.data.id;
    expect(await toldAbout(copy)).toEqual([
      {
        user_id: gerenteB.id,
        type: 'lead_forwarded',
        params: {
          lead_id: copy,
          lead_name: 'Viaja Lejos',
          agency_name: 'Avisos B',
          from_agency_name: 'Avisos A',
        },
        link: `/leads/marketplace/${copy}`,
      },
    ]);
  });

  it('alerts the named user alone, once, as a forward', async () => {
    const original = await buildLead(t, { agencyId: agencyA.id, name: 'Con Nombre' });
    const answer = await forward(original.id, {
      agency_id: agencyB.id,
      user_id: advisorB.id,
      reason: 'Su cliente',
    });
    expect(answer.status, answer.raw.body).toBe(201);
    expect((await toldAbout(answer.body.data.id)).map((n) => [n.user_id, n.type])).toEqual([
      [advisorB.id, 'lead_forwarded'],
    ]);
  });
});
