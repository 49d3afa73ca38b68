import {
  LEAD_CHANNEL_KEYS,
  LEAD_DETAILS,
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  type LeadChannelKey,
  type LeadStatus,
  leadAnswer,
  leadContact,
  leadResources,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { queryRow, queryRows } from '../query';
import { seed } from '.';
import { DEMO_PASSWORD } from './demo';
import { catalogEntries } from './inventory-seed';
import { LEAD_DAYS, type LeadAgency, outcomeOf, planLeads } from './leads-plan';
import { DEMO_LEADS } from './leads-seed';

interface Row {
  id: number;
  agency_id: number;
  agency: string;
  channel: LeadChannelKey;
  status: LeadStatus;
  lost_reason: string | null;
  name: string;
  email: string;
  phone: string;
  vehicle_id: number | null;
  vehicle_agency_id: number | null;
  vehicle_title: string;
  details: Record<string, unknown>;
  assigned_user_id: number | null;
  days_ago: number;
  response_minutes: number | null;
}

interface Activity {
  lead_id: number;
  kind: string;
  user_id: number | null;
  body: string;
  details: Record<string, unknown>;
  /** Minutes after the lead's arrival. */
  after: number;
  future: boolean;
}

describe('demo leads (as npm start seeds them)', () => {
  let t: TestApp;
  let rows: Row[];
  let activities: Map<number, Activity[]>;
  const signIn = async (email: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return { authorization: `Bearer ${json<{ data: string }>(login).data}` };
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const polanco = () => rows.find((row) => row.agency === 'Del Valle Polanco')!.agency_id;

  let seededAt: Date;

  beforeAll(async () => {
    // The SLA job stays off: the fingerprints below must not move under it.
    t = await buildTestApp({ LEAD_SLA_SWEEP_MS: '0' });
    const db = t.context.database.db;
    seededAt = new Date();
    await seed(db, { seedDemo: true, admin: undefined });
    rows = await queryRows<Row>(
      db,
      sql`select l.id, l.agency_id, a.name as agency, l.channel, l.status, l.lost_reason, l.name, l.email, l.phone,
                 l.vehicle_id, v.agency_id as vehicle_agency_id, l.vehicle_title, l.details, l.assigned_user_id,
                 extract(epoch from now() - l.created_at)::float8 / 86400 as days_ago,
                 extract(epoch from l.first_response_at - l.created_at)::float8 / 60 as response_minutes
            from leads l join agencies a on a.id = l.agency_id left join vehicles v on v.id = l.vehicle_id
           order by l.id`,
    );
    activities = new Map();
    for (const activity of await queryRows<Activity>(
      db,
      sql`select a.lead_id, a.kind, a.user_id, a.body, a.details,
                 extract(epoch from a.created_at - l.created_at)::float8 / 60 as after, a.created_at > now() as future
            from lead_activities a join leads l on l.id = a.lead_id
           order by a.lead_id, a.created_at, a.id`,
    )) {
      const list = activities.get(activity.lead_id) ?? [];
      list.push(activity);
      activities.set(activity.lead_id, list);
    }
  }, 180_000);
  afterAll(() => t.close());

  it('brings about 3,000 leads over the last 120 days, in every status, most answered and some untouched', () => {
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_LEADS - 5);
    expect(rows.length).toBeLessThanOrEqual(DEMO_LEADS + 5);
    expect(Math.max(...rows.map((row) => row.days_ago))).toBeLessThan(LEAD_DAYS);
    expect(Math.min(...rows.map((row) => row.days_ago))).toBeGreaterThanOrEqual(0);
    // Arrivals reach across the whole period, not a few days of it.
    expect(new Set(rows.map((row) => Math.floor(row.days_ago / 10))).size).toBe(LEAD_DAYS / 10);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(LEAD_STATUSES));
    const answered = rows.filter((row) => row.response_minutes !== null).length;
    expect(answered / rows.length).toBeGreaterThan(0.8);
    const untouched = rows.filter((row) => row.status === 'Nuevo' && row.response_minutes === null);
    expect(untouched.length).toBeGreaterThan(50);
    for (const row of rows.filter((r) => r.status === 'Perdido')) {
      expect(LEAD_LOST_REASONS).toContain(row.lost_reason);
    }
    expect(new Set(rows.map((row) => row.lost_reason))).toEqual(new Set([null, ...LEAD_LOST_REASONS]));
  });

  it('fills every channel of the Gerente’s dealership, with totals that are real counts', async () => {
    const db = t.context.database.db;
    const gerente = await signIn('gerente@vitrina.mx');
    for (const channel of LEAD_CHANNEL_KEYS) {
      const answer = await get(`/api${leadResources[channel].api}?agency=${polanco()}&limit=25`, gerente);
      expect(answer.statusCode, answer.body).toBe(200);
      const { data, meta } = json<{ data: { agency_id: number }[]; meta: { total: number } }>(answer);
      const counted = rows.filter((row) => row.agency_id === polanco() && row.channel === channel).length;
      expect(meta.total, channel).toBe(counted);
      expect(counted, channel).toBeGreaterThan(0);
      expect(data.length).toBe(Math.min(25, counted));
    }
    const drift = await queryRows(
      db,
      sql`select coalesce(c.agency_id, r.agency_id) as agency_id, coalesce(c.channel, r.channel) as channel,
                 coalesce(c.status, r.status) as status, c.n as kept, r.n as real
            from (select * from lead_counts where n <> 0) c
            full join (select agency_id, channel, status, coalesce(assigned_user_id, 0) as assigned_user_id,
                              count(*)::int as n
                         from leads where deleted_at is null group by 1, 2, 3, 4) r
              on (r.agency_id, r.channel, r.status, r.assigned_user_id) = (c.agency_id, c.channel, c.status, c.assigned_user_id)
           where c.n is distinct from r.n`,
    );
    expect(drift).toEqual([]);
  });

  it('gives every lead a Mexican contact: a name, a valid e-mail, a +52 ten-digit mobile', () => {
    for (const row of rows) {
      expect(leadContact.safeParse(row).success, row.name).toBe(true);
      expect(row.name.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(row.email !== '' || row.phone !== '').toBe(true);
      if (row.phone !== '') expect(row.phone).toMatch(/^\+52\d{10}$/);
    }
    expect(rows.filter((row) => row.phone !== '').length / rows.length).toBeGreaterThan(0.9);
    expect(new Set(rows.map((row) => row.phone)).size).toBeGreaterThan(rows.length * 0.9);
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(rows.length * 0.6);
  });

  it('writes each channel’s details as its schema has them, about real vehicles and catalog models', async () => {
    const catalog = await t.context.database.db.transaction((tx) => catalogEntries(tx));
    const models = new Set(catalog.map((entry) => `${entry.brand} ${entry.model}`));
    for (const row of rows) {
      const parsed = LEAD_DETAILS[row.channel].safeParse(row.details);
      expect(parsed.success, `${row.channel} ${JSON.stringify(row.details)}`).toBe(true);
      // Stored complete: nothing left for the schema's defaults to fill in.
      expect(parsed.data).toEqual(row.details);
      if (row.vehicle_id !== null) expect(row.vehicle_agency_id).toBe(row.agency_id);
      if (row.channel === 'marketplace') {
        expect(row.vehicle_id).not.toBeNull();
        expect(row.details.listing_title).toBe(row.vehicle_title);
      }
      if (row.channel === 'wanted-new' || row.channel === 'wanted-used') {
        expect(models).toContain(`${row.details.brand_name} ${row.details.model_name}`);
      }
    }
  });

  it('tells each lead’s story after its arrival and before now, along the pipeline, as its row ends up', async () => {
    const names = new Map(
      (
        await queryRows<{ id: number; name: string }>(t.context.database.db, sql`select id, name from users`)
      ).map((user) => [user.id, user.name]),
    );
    const byId = new Map(
      (
        await queryRows<{
          id: number;
          lock_version: number;
          lost_note: string;
          sold_vehicle_id: number | null;
          appointment_at: string | null;
        }>(
          t.context.database.db,
          sql`select id, lock_version, lost_note, sold_vehicle_id, appointment_at from leads`,
        )
      ).map((lead) => [lead.id, lead]),
    );
    const responses: number[] = [];
    for (const row of rows) {
      const timeline = activities.get(row.id)!;
      const [created, ...later] = timeline;
      expect(created).toMatchObject({ kind: 'created', user_id: null, after: 0 });
      // On arrival, the system's entries: the earlier lead it duplicates, its automatic assignment.
      const onArrival = later.filter((a) => a.after === 0);
      expect(onArrival.every((a) => a.user_id === null && ['duplicate', 'assignment'].includes(a.kind))).toBe(
        true,
      );
      // Later, what staff did, and the system's word on a deadline nobody met.
      const byStaff = later.filter((a) => a.after > 0 && a.kind !== 'sla_breach');
      expect(later.every((a) => !a.future)).toBe(true);
      expect(byStaff.every((a) => a.user_id !== null)).toBe(true);
      // The first staff action that is not an assignment stopped the clock.
      const first = byStaff.find((a) => a.kind !== 'assignment');
      expect(row.response_minutes === null ? undefined : row.response_minutes).toBe(first?.after);
      if (row.response_minutes !== null) responses.push(row.response_minutes);

      let status: LeadStatus = 'Nuevo';
      let assigned: string | null = null;
      for (const activity of later) {
        if (activity.kind === 'status') {
          const { from, to, lost_reason } = activity.details as {
            from: LeadStatus;
            to: LeadStatus;
            lost_reason: string | null;
          };
          expect(from).toBe(status);
          expect(LEAD_TRANSITIONS[from]).toContain(to);
          expect(lost_reason === null).toBe(to !== 'Perdido');
          status = to;
        }
        if (activity.kind === 'assignment') {
          expect(activity.details.from_user_name).toBe(assigned);
          assigned = activity.details.to_user_name as string;
        }
      }
      expect(status).toBe(row.status);
      expect(row.assigned_user_id === null ? null : names.get(row.assigned_user_id)).toBe(assigned);
      // Every write raised the version once: the arrival, then each staff entry.
      expect(byId.get(row.id)!.lock_version).toBe(1 + byStaff.length);
      if (row.status === 'Perdido') expect(byStaff.at(-1)!.body).toBe(byId.get(row.id)!.lost_note);
    }
    responses.sort((a, b) => a - b);
    // Minutes to hours: half within an hour and a half (after-hours leads wait for the morning), all within two days.
    expect(responses[Math.floor(responses.length / 2)]!).toBeLessThan(90);
    expect(responses.at(-1)!).toBeLessThan(2 * 24 * 60);
    // A sold listing names the vehicle sold, of the same dealership.
    const sold = rows.filter((row) => byId.get(row.id)!.sold_vehicle_id !== null);
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((row) => byId.get(row.id)!.sold_vehicle_id === row.vehicle_id)).toBe(true);
    // An appointment set has its date and time, and only then.
    const appointed = rows.filter((row) => row.status === 'Cita agendada');
    expect(appointed.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(byId.get(row.id)!.appointment_at !== null, `${row.id} ${row.status}`).toBe(
        row.status === 'Cita agendada',
      );
    }
  });

  it('applies the demo dealerships’ automation: turns, the least busy, SLA deadlines, duplicates', async () => {
    const db = t.context.database.db;
    const settings = await queryRows<{ name: string; assignment_mode: string; sla_minutes: number }>(
      db,
      sql`select a.name, s.assignment_mode, s.sla_minutes, s.sla_reassign from agency_lead_settings s
            join agencies a on a.id = s.agency_id order by a.name`,
    );
    expect(settings).toEqual([
      { name: 'Del Valle Polanco', assignment_mode: 'round_robin', sla_minutes: 30, sla_reassign: true },
      {
        name: 'Del Valle Satélite Seminuevos',
        assignment_mode: 'least_busy',
        sla_minutes: 60,
        sla_reassign: false,
      },
    ]);
    const automated = new Set(settings.map((row) => row.name));
    // The seed's clock counts whole minutes.
    const pastMinute = new Date(seededAt.getTime() - 60_000);
    const deadlines = await queryRows<{ agency: string; id: number; due: boolean; open: boolean }>(
      db,
      sql`select a.name as agency, l.id, l.sla_due_at is not null as due,
                 l.first_response_at is null and l.sla_breached_at is null and l.sla_due_at <= ${pastMinute.toISOString()}::timestamptz as open
            from leads l join agencies a on a.id = l.agency_id`,
    );
    for (const lead of deadlines) expect(lead.due, lead.agency).toBe(automated.has(lead.agency));
    // Every deadline already past when the seed ran is closed: the job finds nothing of the past.
    expect(deadlines.filter((lead) => lead.open)).toEqual([]);

    const reasons = new Map<string, number>();
    for (const timeline of activities.values()) {
      for (const entry of timeline) {
        const reason = entry.details.reason as string | undefined;
        if (entry.kind === 'assignment' && reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        if (entry.kind === 'sla_breach') expect(entry.user_id).toBeNull();
      }
    }
    expect([...reasons.keys()].sort()).toEqual(['least_busy', 'returning_contact', 'round_robin']);
    // The disabled Asesor of Polanco is never given a lead.
    const [disabled] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from leads l join users u on u.id = l.assigned_user_id
           where u.email = 'inactivo@vitrina.mx'`,
    );
    expect(disabled!.n).toBe(0);

    const duplicates = await queryRows<{ same_agency: boolean; days: number }>(
      db,
      sql`select d.agency_id = o.agency_id as same_agency,
                 extract(epoch from d.created_at - o.created_at)::float8 / 86400 as days
            from leads d join leads o on o.id = d.duplicate_of`,
    );
    expect(duplicates.length).toBeGreaterThan(10);
    expect(duplicates.every((pair) => pair.same_agency && pair.days >= 0 && pair.days <= 30)).toBe(true);
  });

  it('shows the Asesor only their own leads, and a lead’s timeline newest first', async () => {
    const asesor = await signIn('asesor@vitrina.mx');
    const [me] = await queryRows<{ id: number }>(
      t.context.database.db,
      sql`select id from users where email = 'asesor@vitrina.mx'`,
    );
    const own = rows.filter((row) => row.assigned_user_id === me!.id && row.channel === 'marketplace');
    expect(own.length).toBeGreaterThan(0);
    const list = await get(`/api/mi-vitrina/leads/marketplace?agency=0&limit=100`, asesor);
    expect(list.statusCode, list.body).toBe(200);
    const page = json<{ data: { id: number }[]; meta: { total: number } }>(list);
    expect(page.meta.total).toBe(own.length);

    const longest = own.reduce((a, b) =>
      activities.get(b.id)!.length > activities.get(a.id)!.length ? b : a,
    );
    const detail = await get(`/api/mi-vitrina/leads/marketplace/${longest.id}`, asesor);
    expect(detail.statusCode, detail.body).toBe(200);
    const { data } = leadAnswer.parse(json(detail));
    expect(data.activities.map((a) => a.kind)).toEqual(
      activities
        .get(longest.id)!
        .map((a) => a.kind)
        .reverse(),
    );
    expect(data.vehicle?.id).toBe(longest.vehicle_id);
  });

  it('adds nothing when run again', async () => {
    const db = t.context.database.db;
    const fingerprint = () =>
      queryRow(
        db,
        sql`select (select md5(string_agg(t::text, ',' order by t.id)) from leads t) as leads,
                   (select md5(string_agg(t::text, ',' order by t.id)) from lead_activities t) as activities`,
      );
    const before = await fingerprint();
    await seed(db, { seedDemo: true, admin: undefined });
    expect(await fingerprint()).toEqual(before);
  });
});

describe('the demo leads’ plan', () => {
  const clock = { today: '2026-03-15', minute: 11 * 60 };
  const agency: LeadAgency = {
    id: 1,
    name: 'Agencia de Prueba',
    phone: '3336145000',
    permissions: ['view used vehicles leads', 'view facebook leads', 'view vehicle service leads'],
    family: null,
    members: [
      { id: 7, name: 'Rosa Gerente', manager: true },
      { id: 8, name: 'Pedro Asesor', manager: false },
    ],
  };
  const catalog = [
    {
      catalog_year_id: 1,
      year: 2024,
      list_price_cents: 35_000_000,
      brand_id: 1,
      brand: 'Nissan',
      model_id: 1,
      model: 'Versa',
      version_id: 1,
      version: 'Advance',
      body_id: null,
      body: 'Sedán',
      transmission: 'manual',
      fuel: 'gasoline',
    },
  ];
  const vehicles = [
    {
      id: 11,
      title: 'Nissan Versa Advance 2024',
      status: 'Disponible',
      first_on_lot: '2025-10-01',
      sold_on: null,
      published_mercadolibre: false,
    },
  ];

  it('is the same every time, on the channels the package opens, from the dealership’s area code', () => {
    const plan = () => planLeads(agency, 200, catalog, vehicles, clock);
    expect(plan()).toEqual(plan());
    expect(new Set(plan().map((lead) => lead.arrival.channel))).toEqual(
      new Set(['marketplace', 'facebook', 'service', 'soloautos']),
    );
    const phones = plan()
      .map((lead) => lead.arrival.phone)
      .filter(Boolean);
    expect(phones.filter((phone) => phone.startsWith('+5233')).length / phones.length).toBeGreaterThan(0.8);
  });

  it('never dates anything after now, and leaves a dealership without staff untouched', () => {
    const now = Date.parse(`${clock.today}T00:00:00-06:00`) + clock.minute * 60_000;
    for (const lead of planLeads(agency, 300, catalog, vehicles, clock)) {
      expect(lead.arrival.created_at).toBeLessThan(now);
      expect(lead.events.every((event) => event.at > lead.arrival.created_at && event.at < now)).toBe(true);
    }
    const alone = planLeads({ ...agency, members: [] }, 50, catalog, vehicles, clock);
    expect(alone.every((lead) => lead.events.length === 0 && outcomeOf(lead).status === 'Nuevo')).toBe(true);
  });
});
