import {
  LEAD_CHANNEL_KEYS,
  LEAD_DETAILS,
  LEAD_LOST_REASONS,
  LEAD_STATUSES,
  type LeadChannelKey,
  leadContact,
  ROLES,
  vehicleSearchText,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { createLead } from '../../modules/leads/public';
import type { Database } from '../client';
import { queryRow, queryRows } from '../query';
import { LEAD_DAYS } from './leads-plan';
import { SCALE_LEAD_SOURCE } from './scale-leads';
import { type ScaleProgress, scaleAgencyIds, seedScale } from './scale-seed';

const AGENCIES = 4;
/** 50 leads for every dealership and channel. */
const LEADS = AGENCIES * LEAD_CHANNEL_KEYS.length * 50;

/** Counters that differ from the live leads they count (none when exact). */
const drift = (database: Database) =>
  queryRows(
    database.db,
    sql`select coalesce(c.agency_id, r.agency_id) as agency_id, coalesce(c.channel, r.channel) as channel,
               coalesce(c.status, r.status) as status, c.n as kept, r.n as real
          from (select * from lead_counts where n <> 0) c
          full join (select agency_id, channel, status, coalesce(assigned_user_id, 0) as assigned_user_id,
                            count(*)::int as n
                       from leads where deleted_at is null group by 1, 2, 3, 4) r
            on (r.agency_id, r.channel, r.status, r.assigned_user_id) = (c.agency_id, c.channel, c.status, c.assigned_user_id)
         where c.n is distinct from r.n`,
  );

const triggerEnabled = async (database: Database) =>
  (
    await queryRow<{ enabled: boolean }>(
      database.db,
      sql`select tgenabled = 'O' as enabled from pg_trigger
           where tgrelid = 'leads'::regclass and tgname = 'leads_counts_insert'`,
    )
  )?.enabled;

describe('scale seed: leads', () => {
  let database: Database;
  const progress: ScaleProgress[] = [];
  let summary: Awaited<ReturnType<typeof seedScale>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    summary = await seedScale(database.db, {
      vehicles: 0,
      leads: LEADS,
      agencies: AGENCIES,
      batch: 1_000,
      onProgress: (p) => progress.push(p),
    });
  }, 120_000);
  afterAll(() => database.close());

  it('spreads the leads evenly over the dealerships and channels, and counts them exactly', async () => {
    expect(summary).toMatchObject({
      agenciesCreated: AGENCIES,
      vehiclesInserted: 0,
      leadsInserted: LEADS,
      leads: LEADS,
    });
    const cells = await queryRows<{ agency_id: number; channel: LeadChannelKey; n: number }>(
      database.db,
      sql`select agency_id, channel, count(*)::int as n from leads group by 1, 2`,
    );
    expect(cells).toHaveLength(AGENCIES * LEAD_CHANNEL_KEYS.length);
    expect(cells.every((cell) => cell.n === 50)).toBe(true);
    expect(new Set(cells.map((cell) => cell.agency_id))).toEqual(new Set(await scaleAgencyIds(database.db)));
    expect(await drift(database)).toEqual([]);
    expect(await triggerEnabled(database)).toBe(true);
  });

  it('gives each dealership two advisors, who hold most of its leads', async () => {
    const advisors = await queryRows<{ agency_id: number; id: number; role: string; leads: number }>(
      database.db,
      sql`select au.agency_id, u.id, r.name as role,
                 (select count(*)::int from leads l where l.assigned_user_id = u.id and l.agency_id = au.agency_id) as leads
            from agency_user au join users u on u.id = au.user_id join roles r on r.id = u.role_id
           where u.status = 1`,
    );
    expect(advisors).toHaveLength(AGENCIES * 2);
    expect(advisors.every((a) => a.role === ROLES.advisor && a.leads > 0)).toBe(true);
    const assigned = advisors.reduce((sum, a) => sum + a.leads, 0);
    expect(assigned / LEADS).toBeGreaterThan(0.5);
    expect(assigned / LEADS).toBeLessThan(0.9);
    const stray = await queryRows(
      database.db,
      sql`select l.id from leads l where l.assigned_user_id is not null
            and not exists (select 1 from agency_user au where au.user_id = l.assigned_user_id and au.agency_id = l.agency_id)`,
    );
    expect(stray).toEqual([]);
  });

  it('writes the rows the lead-creation service would: contact, details, search text, statuses, times', async () => {
    const rows = await queryRows<{
      id: number;
      channel: LeadChannelKey;
      status: string;
      lost_reason: string | null;
      name: string;
      email: string;
      phone: string;
      details: Record<string, unknown>;
      search_text: string;
      scheduled: string | null;
      days_ago: number;
      answered_after: number | null;
      source: string;
    }>(
      database.db,
      sql`select id, channel, status, lost_reason, name, email, phone, details, search_text, source,
                 to_char(scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as scheduled,
                 extract(epoch from now() - created_at)::float8 / 86400 as days_ago,
                 extract(epoch from first_response_at - created_at)::float8 / 60 as answered_after
            from leads order by id`,
    );
    for (const row of rows) {
      const label = `${row.id} ${row.channel}`;
      expect(row.source).toBe(SCALE_LEAD_SOURCE);
      expect(leadContact.safeParse(row).success, label).toBe(true);
      expect(row.phone).toMatch(/^\+52\d{10}$/);
      expect(row.search_text).toBe(vehicleSearchText([row.name, row.email, row.phone.replace(/\D/g, '')]));
      const details = LEAD_DETAILS[row.channel].safeParse(row.details);
      expect(details.success, `${label} ${JSON.stringify(row.details)}`).toBe(true);
      expect(details.data).toEqual(row.details);
      if (row.channel === 'service') expect(row.details.preferred_at).toBe(row.scheduled);
      if (row.channel === 'appointments') expect(row.details.appointment_at).toBe(row.scheduled);
      expect(row.lost_reason === null).toBe(row.status !== 'Perdido');
      expect(row.days_ago).toBeGreaterThan(0);
      expect(row.days_ago).toBeLessThan(LEAD_DAYS + 1);
      expect(row.answered_after === null).toBe(row.status === 'Nuevo');
      if (row.answered_after !== null) expect(row.answered_after).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(LEAD_STATUSES));
    expect(new Set(rows.map((row) => row.lost_reason))).toEqual(new Set([null, ...LEAD_LOST_REASONS]));
    expect(new Set(rows.map((row) => row.phone)).size).toBe(rows.length);
  });

  it('reports its progress batch by batch', () => {
    const leads = progress.filter((p) => p.table === 'leads');
    expect(leads.map((p) => p.done)).toEqual([1_000, 2_000, LEADS]);
    expect(leads.every((p) => p.total === LEADS && p.rowsPerSecond > 0)).toBe(true);
    expect(progress.filter((p) => p.table === 'vehicles')).toEqual([]);
  });

  it('adds only what is missing when run again, and the counters keep counting afterwards', async () => {
    const again = await seedScale(database.db, { vehicles: 0, leads: LEADS, agencies: AGENCIES });
    expect(again).toMatchObject({ agenciesCreated: 0, advisorsCreated: 0, leadsInserted: 0, leads: LEADS });
    const more = await seedScale(database.db, { vehicles: 0, leads: LEADS + 300, agencies: AGENCIES });
    expect(more).toMatchObject({ leadsInserted: 300, leads: LEADS + 300 });
    expect(await drift(database)).toEqual([]);

    const [agencyId] = await scaleAgencyIds(database.db);
    await database.db.transaction((tx) =>
      createLead(tx, {
        agency_id: agencyId!,
        channel: 'parts',
        name: 'Lucía Campos',
        phone: '5512345678',
        details: { part_name: 'Filtro de aire' },
        source: 'manual',
      }),
    );
    expect(await drift(database)).toEqual([]);
  });

  it('rebuilds the counters when a run stopped half-way left them off', async () => {
    await database.db.execute(sql`alter table leads disable trigger leads_counts_insert`);
    const [agencyId] = await scaleAgencyIds(database.db);
    // A lead that arrived meanwhile, uncounted.
    await database.db.transaction((tx) =>
      createLead(tx, {
        agency_id: agencyId!,
        channel: 'parts',
        name: 'Tomás Ríos',
        phone: '5512345679',
        details: { part_name: 'Balatas' },
        source: 'manual',
      }),
    );
    expect(await drift(database)).not.toEqual([]);
    await seedScale(database.db, { vehicles: 0, leads: LEADS + 300, agencies: AGENCIES });
    expect(await triggerEnabled(database)).toBe(true);
    expect(await drift(database)).toEqual([]);
  });
});
