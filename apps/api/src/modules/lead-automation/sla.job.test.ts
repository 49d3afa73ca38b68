import { type LeadDetail, leadResources, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildAgency,
  buildLead,
  buildUser,
  disableUser,
  type LeadOverrides,
  type LeadSettingsOverrides,
  leadRow,
  markAbsent,
  setLeadSettings,
  timelineOf,
} from '../../../test/factories';
import { as } from '../../../test/kits/client';
import { queryRows } from '../../db/query';
import { sweepSla } from './sla.job';

/**
 * The first-response SLA job with a clock of the test's own: leads arrive back-dated, and each
 * sweep is told what time it is. The app's own timer is off here; its test builds its own app.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ LEAD_SLA_SWEEP_MS: '0' });
});
afterAll(() => t.close());
// The sweeps read every dealership's queue: each test answers what it leaves open.
afterEach(async () => {
  await db().execute(sql`update leads set first_response_at = now() where first_response_at is null`);
});

const db = () => t.context.database.db;
/** Mexico City time (UTC−6): Monday 2 March 2026 and the days around it. */
const mx = (local: string) => new Date(`${local.replace(' ', 'T')}-06:00`);
const sweep = (local: string) => sweepSla(db(), mx(local));

/** A dealership with its automation, `count` advisors in the round's order, and its Gerente. */
async function dealership(settings: LeadSettingsOverrides, count = 3) {
  const agency = await buildAgency(db());
  const advisors = [];
  for (let i = 1; i <= count; i++) {
    advisors.push(await buildUser(db(), { agencyIds: [agency.id], name: `Asesor ${i} ${agency.id}` }));
  }
  const gerente = await buildUser(db(), {
    role: ROLES.manager,
    agencyIds: [agency.id],
    name: `Gerente ${agency.id}`,
  });
  // The Gerente is told, but takes no turns here.
  await markAbsent(t, agency.id, gerente.id);
  await setLeadSettings(t, agency.id, { assignment_mode: 'round_robin', sla_minutes: 30, ...settings });
  return { agency, advisors, gerente };
}

const arrive = (agencyId: number, overrides: Omit<LeadOverrides, 'agencyId'>) =>
  buildLead(t, { agencyId, ...overrides });

const kinds = async (leadId: number) => (await timelineOf(t, leadId)).map((entry) => entry.kind);

describe('at the deadline', () => {
  it('reassigns an untouched lead to the next advisor, with a clock of their own, naming who is told', async () => {
    const { agency, advisors, gerente } = await dealership({ sla_reassign: true });
    const [a, b] = advisors;
    const lead = await arrive(agency.id, { assignedUserId: a!.id, createdAt: mx('2026-03-02 10:00') });
    expect(lead.sla_due_at).toEqual(mx('2026-03-02 10:30'));

    expect(await sweep('2026-03-02 10:29:59')).toEqual({ reassigned: 0, breached: 0 });
    expect((await leadRow(t, lead.id)).assigned_user_id).toBe(a!.id);

    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 1, breached: 0 });
    const after = await leadRow(t, lead.id);
    expect(after).toMatchObject({
      assigned_user_id: b!.id,
      sla_due_at: mx('2026-03-02 11:00'),
      sla_warn_at: mx('2026-03-02 10:52:30'),
      sla_breached_at: null,
      first_response_at: null,
      lock_version: lead.lock_version + 1,
    });
    const entry = (await timelineOf(t, lead.id)).at(-1);
    expect(entry).toEqual({
      kind: 'sla_reassignment',
      user_id: null,
      body: '',
      details: { from_user_name: a!.name, to_user_name: b!.name, manager_names: [gerente.name] },
      created_at: mx('2026-03-02 10:30').toISOString(),
    });

    // The same deadline again, and again later before the new one: nothing more.
    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 0, breached: 0 });
    expect(await sweep('2026-03-02 10:59')).toEqual({ reassigned: 0, breached: 0 });
    expect(await kinds(lead.id)).toEqual(['created', 'assignment', 'sla_reassignment']);
  });

  it('goes round the advisors once (A → B → C), then marks the deadline missed', async () => {
    const { agency, advisors, gerente } = await dealership({ sla_reassign: true });
    const [a, b, c] = advisors;
    const lead = await arrive(agency.id, { assignedUserId: a!.id, createdAt: mx('2026-03-02 10:00') });
    await sweep('2026-03-02 10:30');
    await sweep('2026-03-02 11:00');
    expect((await leadRow(t, lead.id)).assigned_user_id).toBe(c!.id);
    expect(await sweep('2026-03-02 11:30')).toEqual({ reassigned: 0, breached: 1 });
    const after = await leadRow(t, lead.id);
    expect(after).toMatchObject({
      assigned_user_id: c!.id,
      sla_due_at: mx('2026-03-02 11:30'),
      sla_breached_at: mx('2026-03-02 11:30'),
    });
    const entries = await timelineOf(t, lead.id);
    expect(entries.filter((entry) => entry.kind.startsWith('sla_')).map((entry) => entry.details)).toEqual([
      { from_user_name: a!.name, to_user_name: b!.name, manager_names: [gerente.name] },
      { from_user_name: b!.name, to_user_name: c!.name, manager_names: [gerente.name] },
      { user_name: c!.name, manager_names: [gerente.name] },
    ]);
    expect(await sweep('2026-03-09 12:00')).toEqual({ reassigned: 0, breached: 0 });
  });

  it('counts the new advisor’s clock in business hours: over the weekend, over the night', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true });
    const saturday = await arrive(agency.id, {
      assignedUserId: advisors[0]!.id,
      createdAt: mx('2026-02-28 13:20'),
    });
    const evening = await arrive(agency.id, {
      assignedUserId: advisors[0]!.id,
      createdAt: mx('2026-03-03 18:15'),
    });
    expect(await sweep('2026-02-28 13:50')).toEqual({ reassigned: 1, breached: 0 });
    // Ten minutes left on Saturday, Sunday closed, twenty on Monday.
    expect((await leadRow(t, saturday.id)).sla_due_at).toEqual(mx('2026-03-02 09:20'));
    await sweep('2026-03-03 18:45');
    expect((await leadRow(t, evening.id)).sla_due_at).toEqual(mx('2026-03-04 09:15'));
  });

  it('skips absent and disabled advisors when it reassigns', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true }, 4);
    const [a, absent, disabled, d] = advisors;
    const lead = await arrive(agency.id, { assignedUserId: a!.id, createdAt: mx('2026-03-02 10:00') });
    await markAbsent(t, agency.id, absent!.id);
    await disableUser(db(), disabled!.id);
    await sweep('2026-03-02 10:30');
    expect((await leadRow(t, lead.id)).assigned_user_id).toBe(d!.id);
  });

  it('marks the deadline missed without reassignment, without anyone else, or without an advisor', async () => {
    const keep = await dealership({ sla_reassign: false });
    const alone = await dealership({ sla_reassign: true }, 1);
    const nobody = await dealership({ sla_reassign: true });
    const leads = [
      await arrive(keep.agency.id, {
        assignedUserId: keep.advisors[0]!.id,
        createdAt: mx('2026-03-02 10:00'),
      }),
      await arrive(alone.agency.id, {
        assignedUserId: alone.advisors[0]!.id,
        createdAt: mx('2026-03-02 10:00'),
      }),
    ];
    await setLeadSettings(t, nobody.agency.id, {
      assignment_mode: 'manual',
      sla_minutes: 30,
      sla_reassign: true,
    });
    leads.push(await arrive(nobody.agency.id, { createdAt: mx('2026-03-02 10:00') }));
    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 0, breached: 3 });
    const names = [keep.advisors[0]!.name, alone.advisors[0]!.name, null];
    const gerentes = [keep.gerente.name, alone.gerente.name, nobody.gerente.name];
    for (const [i, lead] of leads.entries()) {
      const after = await leadRow(t, lead.id);
      expect(after.assigned_user_id).toBe(lead.assigned_user_id);
      expect(after.sla_breached_at).toEqual(mx('2026-03-02 10:30'));
      expect((await timelineOf(t, lead.id)).at(-1)).toMatchObject({
        kind: 'sla_breach',
        user_id: null,
        details: { user_name: names[i], manager_names: [gerentes[i]] },
      });
    }
  });

  it('marks a deadline missed once the dealership turned its SLA off', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true });
    const lead = await arrive(agency.id, {
      assignedUserId: advisors[0]!.id,
      createdAt: mx('2026-03-02 10:00'),
    });
    await setLeadSettings(t, agency.id, {
      assignment_mode: 'round_robin',
      sla_minutes: null,
      sla_reassign: true,
    });
    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 0, breached: 1 });
    expect((await leadRow(t, lead.id)).assigned_user_id).toBe(advisors[0]!.id);
  });
});

describe('the clock', () => {
  it('stops at the first staff action; an assignment by a Gerente does not stop it', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true });
    const [a, b, c] = advisors;
    const noted = await arrive(agency.id, { assignedUserId: a!.id, createdAt: mx('2026-03-02 10:00') });
    const moved = await arrive(agency.id, { assignedUserId: a!.id, createdAt: mx('2026-03-02 10:00') });
    const gerente = as(t, { role: ROLES.manager, agencies: [agency.id] });
    const path = (id: number, action: string) => `/api${leadResources.marketplace.api}/${id}/${action}`;

    const note = await gerente.post<{ data: LeadDetail }>(path(noted.id, 'activities'), {
      kind: 'call',
      body: 'Le marqué, agenda visita',
    });
    expect(note.status, note.raw.body).toBe(201);
    expect(note.body.data.first_response_at).not.toBeNull();
    const assign = await gerente.post<{ data: LeadDetail }>(path(moved.id, 'assign'), {
      user_id: b!.id,
      lock_version: moved.lock_version,
    });
    expect(assign.status, assign.raw.body).toBe(200);
    expect(assign.body.data.first_response_at).toBeNull();

    // The assignment kept the deadline: the lead moves on from b to the next, c.
    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 1, breached: 0 });
    expect((await leadRow(t, moved.id)).assigned_user_id).toBe(c!.id);
    expect(await kinds(noted.id)).not.toContain('sla_reassignment');
    expect((await leadRow(t, noted.id)).assigned_user_id).toBe(a!.id);
  });

  it('leaves closed and removed leads alone', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true });
    const sold = await arrive(agency.id, {
      assignedUserId: advisors[0]!.id,
      createdAt: mx('2026-03-02 10:00'),
      status: 'Vendido',
    });
    const removed = await arrive(agency.id, {
      assignedUserId: advisors[0]!.id,
      createdAt: mx('2026-03-02 10:00'),
    });
    await db().execute(sql`update leads set deleted_at = now() where id = ${removed.id}`);
    await db().execute(sql`update leads set first_response_at = null where id = ${sold.id}`);
    expect(await sweep('2026-03-02 10:30')).toEqual({ reassigned: 0, breached: 0 });
  });
});

describe('several sweeps at once', () => {
  it('handle each deadline once: one reassignment per lead', async () => {
    const { agency, advisors } = await dealership({ sla_reassign: true });
    const ids = [];
    for (let i = 0; i < 250; i++) ids.push(`(${agency.id}, ${advisors[0]!.id})`);
    // Straight rows, beyond one sweep's batch: the queue only needs their deadlines.
    const leads = await queryRows<{ id: number }>(
      db(),
      sql`insert into leads (agency_id, channel, name, phone, assigned_user_id, sla_due_at, sla_warn_at, created_at)
          select ${agency.id}, 'marketplace', 'Cliente ' || n, '+5255' || lpad(n::text, 8, '0'), ${advisors[0]!.id},
                 ${mx('2026-03-02 10:30').toISOString()}::timestamptz, ${mx('2026-03-02 10:22:30').toISOString()}::timestamptz,
                 ${mx('2026-03-02 10:00').toISOString()}::timestamptz
            from generate_series(1, 250) as n
          returning id`,
    );
    const results = await Promise.all([
      sweep('2026-03-02 10:30'),
      sweep('2026-03-02 10:30'),
      sweep('2026-03-02 10:30'),
    ]);
    expect(results.reduce((sum, result) => sum + result.reassigned, 0)).toBe(250);
    const entries = await queryRows<{ lead_id: number; n: number }>(
      db(),
      sql`select lead_id, count(*)::int as n from lead_activities
           where kind = 'sla_reassignment' and lead_id = any(${`{${leads.map((lead) => lead.id).join(',')}}`}::int[])
           group by lead_id`,
    );
    expect(entries.length).toBe(250);
    expect(entries.every((entry) => entry.n === 1)).toBe(true);
    const holders = await queryRows<{ assigned_user_id: number; n: number }>(
      db(),
      sql`select assigned_user_id, count(*)::int as n from leads where agency_id = ${agency.id} group by 1`,
    );
    expect(holders).toEqual([{ assigned_user_id: advisors[1]!.id, n: 250 }]);
  });
});

describe('the job', () => {
  it('runs by itself in the app, on its interval, and stops with it', async () => {
    const app = await buildTestApp({ LEAD_SLA_SWEEP_MS: '50' });
    try {
      const own = app.context.database.db;
      const agency = await buildAgency(own);
      const [a, b] = [
        await buildUser(own, { agencyIds: [agency.id] }),
        await buildUser(own, { agencyIds: [agency.id] }),
      ];
      // Open around the clock, so the deadline is 15 real minutes after the arrival.
      await setLeadSettings(own, agency.id, {
        assignment_mode: 'round_robin',
        sla_minutes: 15,
        sla_reassign: true,
        business_hours: [null, null, null, null, null, null, null],
      });
      const lead = await buildLead(own, {
        agencyId: agency.id,
        assignedUserId: a.id,
        createdAt: new Date(Date.now() - 20 * 60_000),
      });
      let holder = lead.assigned_user_id;
      for (let i = 0; i < 200 && holder === a.id; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        holder = (await leadRow(own, lead.id)).assigned_user_id;
      }
      expect(holder).toBe(b.id);
      expect(
        (await timelineOf(own, lead.id)).filter((entry) => entry.kind === 'sla_reassignment'),
      ).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
