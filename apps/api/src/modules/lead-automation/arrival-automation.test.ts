import { type LeadDetail, leadResources, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildLead,
  buildRole,
  buildUser,
  disableUser,
  type LeadOverrides,
  type LeadSettingsOverrides,
  leadDetails,
  leadRow,
  markAbsent,
  setLeadSettings,
  setUserRole,
  softDeleteUser,
  timelineOf,
} from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { queryRow } from '../../db/query';
import { createLead, createLeads, type NewLead } from '../leads/public';

/**
 * Lead automation on arrival, through the lead-creation service every source uses: automatic
 * assignment (round-robin, least busy, returning contacts), duplicates and the SLA deadline.
 */
let t: TestApp;

beforeAll(async () => {
  // The SLA job stays off: nothing here waits for it.
  t = await buildTestApp({ LEAD_SLA_SWEEP_MS: '0' });
});
afterAll(() => t.close());

const db = () => t.context.database.db;

/** A dealership with its automation and `count` advisors (Asesores), in the round's order (by id). */
async function dealership(settings: LeadSettingsOverrides, count = 3) {
  const agency = await buildAgency(db());
  const advisors = [];
  for (let i = 1; i <= count; i++) {
    advisors.push(await buildUser(db(), { agencyIds: [agency.id], name: `Asesor ${i} ${agency.id}` }));
  }
  await setLeadSettings(t, agency.id, settings);
  return { agency, advisors };
}

const arrive = (agencyId: number, overrides: Omit<LeadOverrides, 'agencyId'> = {}) =>
  buildLead(t, { agencyId, ...overrides });

const arrival = (agencyId: number, overrides: Partial<NewLead> = {}): NewLead => ({
  agency_id: agencyId,
  channel: 'marketplace',
  name: 'Cliente de lote',
  phone: `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  details: leadDetails('marketplace'),
  source: 'api',
  ...overrides,
});

const turnOf = async (agencyId: number) =>
  (
    await queryRow<{ round_robin_user_id: number | null }>(
      db(),
      sql`select round_robin_user_id from agency_lead_settings where agency_id = ${agencyId}`,
    )
  )?.round_robin_user_id;

/** Mexico City time (UTC−6). */
const mx = (local: string) => new Date(`${local.replace(' ', 'T')}-06:00`);

describe('round-robin', () => {
  it('takes turns by user id, wrapping around, and says who and why in the timeline', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const [a, b, c] = advisors.map((advisor) => advisor.id);
    const assigned = [];
    for (let i = 0; i < 5; i++) assigned.push((await arrive(agency.id)).assigned_user_id);
    expect(assigned).toEqual([a, b, c, a, b]);
    expect(await turnOf(agency.id)).toBe(b);

    const lead = await arrive(agency.id);
    expect(lead.assigned_user_id).toBe(c);
    const entries = await timelineOf(t, lead.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['created', 'assignment']);
    expect(entries[1]).toMatchObject({
      user_id: null,
      details: { from_user_name: null, to_user_name: advisors[2]!.name, reason: 'round_robin' },
    });
  });

  it('skips the disabled, the deleted, the absent, those who do not work leads and other dealerships’ staff', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' }, 6);
    const [a, disabled, absent, deleted, noLeads, f] = advisors.map((advisor) => advisor.id);
    await disableUser(db(), disabled!);
    await markAbsent(t, agency.id, absent!);
    await softDeleteUser(db(), deleted!);
    await setUserRole(db(), noLeads!, (await buildRole(db(), ['list marketplace leads'])).id);
    const elsewhere = await buildAgency(db());
    await buildUser(db(), { agencyIds: [elsewhere.id] });
    // Absent in another dealership only: still a candidate here.
    await markAbsent(t, elsewhere.id, a!);

    const assigned = [];
    for (let i = 0; i < 4; i++) assigned.push((await arrive(agency.id)).assigned_user_id);
    expect(assigned).toEqual([a, f, a, f]);
  });

  it('counts a Gerente who works leads among the candidates', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' }, 1);
    const gerente = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const assigned = [];
    for (let i = 0; i < 3; i++) assigned.push((await arrive(agency.id)).assigned_user_id);
    expect(assigned).toEqual([advisors[0]!.id, gerente.id, advisors[0]!.id]);
  });

  it('keeps the advisor a source names, without using up a turn', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const [a, b] = advisors;
    const named = await arrive(agency.id, { assignedUserId: b!.id });
    expect(named.assigned_user_id).toBe(b!.id);
    const entries = await timelineOf(t, named.id);
    expect(entries[1]!.details).toEqual({ from_user_name: null, to_user_name: b!.name });
    expect((await arrive(agency.id)).assigned_user_id).toBe(a!.id);
  });

  it('leaves the lead unassigned when nobody can take it', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' }, 2);
    for (const advisor of advisors) await markAbsent(t, agency.id, advisor.id);
    const lead = await arrive(agency.id);
    expect(lead.assigned_user_id).toBeNull();
    expect((await timelineOf(t, lead.id)).map((entry) => entry.kind)).toEqual(['created']);
  });

  it('gives concurrent arrivals consecutive turns: each advisor gets the same share', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const created = await Promise.all(
      Array.from({ length: 9 }, () => db().transaction((tx) => createLead(tx, arrival(agency.id)))),
    );
    const shares = new Map<number | null, number>();
    for (const lead of created)
      shares.set(lead.assigned_user_id, (shares.get(lead.assigned_user_id) ?? 0) + 1);
    expect(Object.fromEntries(shares)).toEqual(
      Object.fromEntries(advisors.map((advisor) => [advisor.id, 3])),
    );
  });
});

describe('least busy', () => {
  it('gives each lead to whoever holds the fewest open leads, counting what the batch gave before', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'least_busy' });
    const [a, b, c] = advisors.map((advisor) => advisor.id);
    await arrive(agency.id, { assignedUserId: a });
    await arrive(agency.id, { assignedUserId: a });
    await arrive(agency.id, { assignedUserId: c });
    // Closed leads and another dealership's leads are no load here.
    await arrive(agency.id, { assignedUserId: b, status: 'Vendido' });
    await arrive(agency.id, { assignedUserId: b, status: 'Perdido' });
    const elsewhere = await buildAgency(db());
    await db().execute(sql`insert into agency_user (agency_id, user_id) values (${elsewhere.id}, ${b!})`);
    await arrive(elsewhere.id, { assignedUserId: b });

    const batch = await db().transaction((tx) =>
      createLeads(
        tx,
        Array.from({ length: 4 }, () => arrival(agency.id)),
      ),
    );
    // Loads 2, 0, 1: b; then b and c tie at 1 (the lower id); then c; then all hold 2 (a).
    expect(batch.map((lead) => lead.assigned_user_id)).toEqual([b, b, c, a]);
    const entries = await timelineOf(t, batch[0]!.id);
    expect(entries[1]!.details).toMatchObject({ reason: 'least_busy' });
  });
});

describe('returning contacts', () => {
  it('go back to the advisor of their latest lead, by phone however written or by e-mail in any case', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const [a, b, c] = advisors.map((advisor) => advisor.id);
    const first = await arrive(agency.id, {
      phone: '33 1111 2222',
      email: 'regresa@correo.mx',
      assignedUserId: c,
      createdAt: new Date(Date.now() - 200 * 86_400_000),
      status: 'Perdido',
    });
    expect((await arrive(agency.id)).assigned_user_id).toBe(a);
    const back = await arrive(agency.id, { phone: '+52 1 33 1111 2222', email: 'otro@correo.mx' });
    expect(back.assigned_user_id).toBe(c);
    // 200 days ago is no duplicate, but still the same customer.
    expect(back.duplicate_of).toBeNull();
    const [, assignment] = await timelineOf(t, back.id);
    expect(assignment).toMatchObject({
      kind: 'assignment',
      user_id: null,
      details: { to_user_name: advisors[2]!.name, reason: 'returning_contact' },
    });
    // No turn was used: the round goes on after a.
    expect((await arrive(agency.id)).assigned_user_id).toBe(b);
    const byEmail = await arrive(agency.id, { phone: '', email: 'Regresa@Correo.MX' });
    expect(byEmail.assigned_user_id).toBe(c);
    expect(first.id).toBeLessThan(byEmail.id);
  });

  it('take a turn when their advisor can no longer take leads', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const [a, , c] = advisors.map((advisor) => advisor.id);
    await arrive(agency.id, { phone: '33 2222 3333', assignedUserId: c });
    await markAbsent(t, agency.id, c!);
    expect((await arrive(agency.id, { phone: '33 2222 3333' })).assigned_user_id).toBe(a);
  });

  it('are not sent to an advisor by another dealership’s leads', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const other = await buildAgency(db());
    await db().execute(
      sql`insert into agency_user (agency_id, user_id) values (${other.id}, ${advisors[2]!.id})`,
    );
    await arrive(other.id, { phone: '33 3333 4444', assignedUserId: advisors[2]!.id });
    expect((await arrive(agency.id, { phone: '33 3333 4444' })).assigned_user_id).toBe(advisors[0]!.id);
  });

  it('count within a batch, in its order', async () => {
    const { agency, advisors } = await dealership({ assignment_mode: 'round_robin' });
    const [a, b, c] = advisors.map((advisor) => advisor.id);
    const batch = await db().transaction((tx) =>
      createLeads(tx, [
        arrival(agency.id, { phone: '33 4444 5555' }),
        arrival(agency.id),
        arrival(agency.id),
        arrival(agency.id, { phone: '3344445555' }),
        arrival(agency.id),
      ]),
    );
    expect(batch.map((lead) => lead.assigned_user_id)).toEqual([a, b, c, a, a]);
    expect(batch[3]!.duplicate_of).toBe(batch[0]!.id);
  });
});

describe('a dealership that assigns by hand', () => {
  it('leaves arrivals unassigned and its turn untouched', async () => {
    const { agency } = await dealership({ assignment_mode: 'manual' });
    const lead = await arrive(agency.id);
    expect(lead.assigned_user_id).toBeNull();
    expect((await timelineOf(t, lead.id)).map((entry) => entry.kind)).toEqual(['created']);
    expect(await turnOf(agency.id)).toBeNull();
  });

  it('is what a dealership without settings does', async () => {
    const agency = await buildAgency(db());
    await buildUser(db(), { agencyIds: [agency.id] });
    expect((await arrive(agency.id)).assigned_user_id).toBeNull();
  });
});

describe('duplicates', () => {
  it.each([
    '55 4321 8765',
    '+52 1 55 4321 8765',
    '0052 55 4321 8765',
    '0052 1 55 4321 8765',
    '044 55 4321 8765',
    '(55) 4321-8765',
  ])('link %s to the earlier lead of 5543218765, flagged and never dropped', async (written) => {
    const { agency } = await dealership({});
    const original = await arrive(agency.id, { channel: 'facebook', phone: '5543218765' });
    const lead = await arrive(agency.id, { phone: written });
    expect(lead).toMatchObject({ duplicate_of: original.id, status: 'Nuevo', deleted_at: null });
    const entries = await timelineOf(t, lead.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['created', 'duplicate']);
    expect(entries[1]).toMatchObject({
      user_id: null,
      details: { lead_id: original.id, channel: 'facebook' },
    });
  });

  it('match the e-mail in any case', async () => {
    const { agency } = await dealership({});
    const original = await arrive(agency.id, { email: 'ana.perez@correo.mx' });
    expect((await arrive(agency.id, { email: 'Ana.Perez@Correo.MX' })).duplicate_of).toBe(original.id);
  });

  it('reach back 30 days exactly, not a second more, and only to earlier leads', async () => {
    const { agency } = await dealership({});
    const arrived = new Date('2026-10-01T18:00:00Z');
    const later = (ms: number) => new Date(arrived.getTime() + ms);
    const days30 = 30 * 86_400_000;
    const first = await arrive(agency.id, { phone: '81 1000 0001', createdAt: arrived });
    const second = await arrive(agency.id, { phone: '81 1000 0002', createdAt: arrived });
    expect((await arrive(agency.id, { phone: '81 1000 0001', createdAt: later(days30) })).duplicate_of).toBe(
      first.id,
    );
    expect(
      (await arrive(agency.id, { phone: '81 1000 0002', createdAt: later(days30 + 1000) })).duplicate_of,
    ).toBeNull();
    // A lead back-dated before the one stored is not its duplicate.
    expect(
      (await arrive(agency.id, { phone: '81 1000 0002', createdAt: later(-86_400_000) })).duplicate_of,
    ).toBeNull();
    expect(second.duplicate_of).toBeNull();
  });

  it('point at the first lead of the contact within the window, not at a chain', async () => {
    const { agency } = await dealership({});
    const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n, 18));
    const a = await arrive(agency.id, { phone: '81 2000 0000', createdAt: day(0) });
    const b = await arrive(agency.id, { phone: '81 2000 0000', createdAt: day(10) });
    const c = await arrive(agency.id, { phone: '81 2000 0000', createdAt: day(20) });
    const d = await arrive(agency.id, { phone: '81 2000 0000', createdAt: day(35) });
    expect([b.duplicate_of, c.duplicate_of, d.duplicate_of]).toEqual([a.id, a.id, b.id]);
  });

  it('are never another dealership’s, nor a removed lead’s', async () => {
    const { agency } = await dealership({});
    const other = await buildAgency(db());
    await arrive(other.id, { phone: '81 3000 0000', email: 'compartido@correo.mx' });
    const removed = await arrive(agency.id, { phone: '81 3000 0000' });
    await db().execute(sql`update leads set deleted_at = now() where id = ${removed.id}`);
    const lead = await arrive(agency.id, { phone: '81 3000 0000', email: 'compartido@correo.mx' });
    expect(lead.duplicate_of).toBeNull();
  });

  it('count within a batch: by phone or by e-mail, the first one', async () => {
    const { agency } = await dealership({});
    const batch = await db().transaction((tx) =>
      createLeads(tx, [
        arrival(agency.id, { phone: '81 4000 0000', email: 'lote@correo.mx' }),
        arrival(agency.id, { phone: '', email: 'LOTE@correo.mx' }),
        arrival(agency.id, { phone: '+52 81 4000 0000', email: '' }),
        arrival(agency.id, { phone: '81 4000 0001', email: '' }),
      ]),
    );
    expect(batch.map((lead) => lead.duplicate_of)).toEqual([null, batch[0]!.id, batch[0]!.id, null]);
    const entries = await timelineOf(t, batch[2]!.id);
    expect(entries[1]).toMatchObject({
      kind: 'duplicate',
      details: { lead_id: batch[0]!.id, channel: 'marketplace' },
    });
  });

  it('show on the lead a Gerente opens, linked to the earlier one', async () => {
    const { agency } = await dealership({});
    const original = await arrive(agency.id, { channel: 'service', phone: '81 5000 0000' });
    const gerente = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const created = await gerente.on(leadResources.marketplace).create({
      agency_id: agency.id,
      name: 'Ana Pérez',
      email: '',
      phone: '81-5000-0000',
      details: leadDetails('marketplace'),
    });
    expect(created.status, created.raw.body).toBe(201);
    const lead: LeadDetail = created.body.data;
    expect(lead).toMatchObject({ duplicate_of: original.id, duplicate_of_channel: 'service' });
    expect(lead.activities.map((activity) => activity.kind)).toContain('duplicate');
  });
});

describe('the first-response deadline', () => {
  it('is counted from the arrival in the dealership’s business hours, with its warning point', async () => {
    const { agency } = await dealership({ sla_minutes: 30 });
    // Monday 2 March 2026, 10:00 in Mexico City.
    const monday = await arrive(agency.id, { createdAt: mx('2026-03-02 10:00') });
    expect(monday.sla_due_at).toEqual(mx('2026-03-02 10:30'));
    expect(monday.sla_warn_at).toEqual(mx('2026-03-02 10:22:30'));
    // Saturday closes at 14:00 and Sunday is closed: 15 minutes on Saturday, 15 on Monday.
    const saturday = await arrive(agency.id, { createdAt: mx('2026-03-07 13:45') });
    expect(saturday.sla_due_at).toEqual(mx('2026-03-09 09:15'));
    expect(saturday.sla_warn_at).toEqual(mx('2026-03-09 09:07:30'));
    // A Sunday night arrival waits for Monday's opening.
    const sunday = await arrive(agency.id, { createdAt: mx('2026-03-08 22:10') });
    expect(sunday.sla_due_at).toEqual(mx('2026-03-09 09:30'));
  });

  it('follows the dealership’s own hours', async () => {
    const { agency } = await dealership({
      sla_minutes: 60,
      business_hours: [
        { open: '10:00', close: '14:00' },
        null,
        { open: '08:00', close: '20:00' },
        { open: '08:00', close: '20:00' },
        { open: '08:00', close: '20:00' },
        { open: '08:00', close: '20:00' },
        { open: '08:00', close: '20:00' },
      ],
    });
    // Saturday 19:30, then Sunday 10:00–10:30.
    const lead = await arrive(agency.id, { createdAt: mx('2026-03-07 19:30') });
    expect(lead.sla_due_at).toEqual(mx('2026-03-08 10:30'));
  });

  it('is not set without an SLA', async () => {
    const { agency } = await dealership({});
    const lead = await arrive(agency.id);
    expect(lead.sla_due_at).toBeNull();
    expect(lead.sla_warn_at).toBeNull();
  });

  it('is the same for a lead typed in by staff', async () => {
    const { agency } = await dealership({ assignment_mode: 'round_robin', sla_minutes: 15 });
    const gerente = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const created = await gerente.on(leadResources.marketplace).create({
      agency_id: agency.id,
      name: 'Cliente de piso',
      phone: '81 6000 0000',
      details: leadDetails('marketplace'),
    });
    expect(created.status, created.raw.body).toBe(201);
    const stored = await leadRow(t, created.body.data.id);
    expect(stored.sla_due_at).not.toBeNull();
    expect(created.body.data.sla_due_at).toBe(stored.sla_due_at!.toISOString());
    expect(created.body.data.assigned_user_id).not.toBeNull();
  });
});
