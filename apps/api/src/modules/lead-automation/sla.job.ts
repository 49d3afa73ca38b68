/**
 * The first-response SLA job. Every API process sweeps the leads whose deadline has come while
 * they are untouched (`leads_sla_queue`), and handles each deadline exactly once:
 *
 * - With the dealership's `sla_reassign` on, a lead still with its advisor goes to the next
 *   candidate after them in the round's order (by user id, wrapping around; the absent and the
 *   disabled are not candidates), with a new deadline counted from now in business hours — the
 *   new advisor's own clock. The previous advisor and the dealership's Gerentes are named in the
 *   `sla_reassignment` entry of the timeline. A lead makes one round at most: once every other
 *   candidate has had it, its next deadline is marked missed instead.
 * - Otherwise (no reassignment, nobody else to take it, no advisor at all, the SLA since turned
 *   off) the deadline is marked missed (`sla_breached_at`), with an `sla_breach` entry naming the
 *   advisor and the Gerentes. The lead stays late in the lists until someone acts on it.
 *
 * Everything it needs is in the database, so a restart loses nothing: the next sweep finds what
 * came due meanwhile. The sweep is a repeating job of the job engine (lib/jobs), so one process
 * at a time runs it; each batch is still locked with `FOR UPDATE SKIP LOCKED`, and each write names
 * the deadline it read, so a deadline handled by one sweep (or by a staff action in between, or by
 * a sweep whose process was thought lost) is never handled again.
 */
import { leadDetailPath, OPEN_LEAD_STATUSES, slaTimes } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { intArray, list, queryRows } from '../../db/query';
import type { Clock } from '../../lib/clock';
import type { JobEngine } from '../../lib/jobs';
import { notify } from '../notifications/public';
import { nextInTurn } from './arrival-automation';
import { recordActivities } from './lead-activities.repository';
import { candidatesOf, leadManagerIdsOf, managerNamesOf } from './lead-advisors.repository';
import { leadSettingsOf } from './lead-settings.repository';

/** Leads handled per transaction. */
const BATCH = 100;

interface DueLead {
  id: number;
  agency_id: number;
  channel: string;
  name: string;
  assigned_user_id: number | null;
  /** The deadline as the database wrote it, so the write can name exactly the one it read. */
  due: string;
}

interface Handled {
  id: number;
  agency_id: number;
  /** The advisor who had it when the deadline came. */
  advisor: number | null;
  channel: string;
  name: string;
  due: string;
  /** The next advisor, for a reassignment; null marks the deadline missed. */
  to: { id: number; name: string; due: string; warn: string } | null;
  from_name: string | null;
  manager_names: string[];
}

export interface SweepResult {
  reassigned: number;
  breached: number;
}

/** How many times each lead was already reassigned for its SLA. */
async function reassignmentsOf(tx: Tx, leadIds: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ lead_id: number; n: number }>(
    tx,
    sql`select lead_id, count(*)::int as n from lead_activities
         where lead_id = any(${intArray(leadIds)}) and kind = 'sla_reassignment' group by lead_id`,
  );
  return new Map(rows.map((row) => [row.lead_id, row.n]));
}

async function userNames(tx: Tx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from users where id = any(${intArray(userIds)})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What to do with each lead of the batch. */
async function decide(tx: Tx, leads: DueLead[], now: Date): Promise<Handled[]> {
  const agencyIds = [...new Set(leads.map((lead) => lead.agency_id))];
  const advisorIds = [...new Set(leads.flatMap((lead) => lead.assigned_user_id ?? []))];
  // One query after the other: they share the transaction's connection.
  const settings = await leadSettingsOf(tx, agencyIds);
  const pools = await candidatesOf(tx, agencyIds);
  const managers = await managerNamesOf(tx, agencyIds);
  const rounds = await reassignmentsOf(
    tx,
    leads.map((lead) => lead.id),
  );
  const names = await userNames(tx, advisorIds);
  return leads.map((lead) => {
    const agency = settings.get(lead.agency_id)!;
    const current = lead.assigned_user_id;
    const others = pools.get(lead.agency_id)!.filter((candidate) => candidate.id !== current);
    const handled = {
      id: lead.id,
      agency_id: lead.agency_id,
      advisor: current,
      channel: lead.channel,
      name: lead.name,
      due: lead.due,
      from_name: current === null ? null : (names.get(current) ?? null),
      manager_names: managers.get(lead.agency_id)!,
    };
    const next = nextInTurn(others, current);
    const reassign =
      agency.sla_reassign &&
      agency.sla_minutes !== null &&
      current !== null &&
      next !== undefined &&
      (rounds.get(lead.id) ?? 0) < others.length;
    if (!reassign) return { ...handled, to: null };
    const clock = slaTimes(now, agency.sla_minutes!, agency.business_hours);
    return {
      ...handled,
      to: { id: next.id, name: next.name, due: clock.due.toISOString(), warn: clock.warn.toISOString() },
    };
  });
}

/** One batch in one transaction: the leads handled. */
async function sweepBatch(tx: Tx, now: Date): Promise<{ picked: number; handled: Handled[] }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await queryRows<DueLead>(
    tx,
    sql`select id, agency_id, channel, name, assigned_user_id, sla_due_at::text as due from leads
         where sla_due_at <= ${at} and first_response_at is null and sla_breached_at is null
           and deleted_at is null and sla_due_at is not null and status in ${list(OPEN_LEAD_STATUSES)}
         order by sla_due_at, id
         limit ${BATCH}
         for update skip locked`,
  );
  if (due.length === 0) return { picked: 0, handled: [] };
  const decided = await decide(tx, due, now);
  const written = await queryRows<{ id: number }>(
    tx,
    sql`update leads l
           set assigned_user_id = coalesce(t.to_user, l.assigned_user_id),
               sla_due_at = coalesce(t.new_due, l.sla_due_at),
               sla_warn_at = coalesce(t.new_warn, l.sla_warn_at),
               sla_breached_at = case when t.to_user is null then ${at} end,
               lock_version = l.lock_version + (t.to_user is not null)::int,
               updated_at = case when t.to_user is null then l.updated_at else ${at} end
          from jsonb_to_recordset(${JSON.stringify(
            decided.map((lead) => ({
              id: lead.id,
              due: lead.due,
              to_user: lead.to?.id ?? null,
              new_due: lead.to?.due ?? null,
              new_warn: lead.to?.warn ?? null,
            })),
          )}::jsonb) as t(id int, due timestamptz, to_user int, new_due timestamptz, new_warn timestamptz)
         where l.id = t.id and l.sla_due_at = t.due and l.first_response_at is null
           and l.sla_breached_at is null and l.deleted_at is null
        returning l.id`,
  );
  const done = new Set(written.map((row) => row.id));
  const handled = decided.filter((lead) => done.has(lead.id));
  await recordActivities(
    tx,
    handled.map((lead) => ({
      lead_id: lead.id,
      user_id: null,
      kind: lead.to ? 'sla_reassignment' : 'sla_breach',
      body: '',
      details: lead.to
        ? { from_user_name: lead.from_name, to_user_name: lead.to.name, manager_names: lead.manager_names }
        : { user_name: lead.from_name, manager_names: lead.manager_names },
      created_at: now.toISOString(),
    })),
  );
  // Issue 39, in the same transaction: the advisor a lead is reassigned to learns it; a deadline
  // marked missed alerts its advisor and the dealership's Gerentes.
  const missed = handled.filter((lead) => !lead.to);
  const managers = new Map<number, number[]>();
  for (const agencyId of new Set(missed.map((lead) => lead.agency_id))) {
    managers.set(agencyId, await leadManagerIdsOf(tx, agencyId));
  }
  await notify(
    tx,
    handled.map((lead) => ({
      type: lead.to ? ('lead_assigned' as const) : ('sla_missed' as const),
      userIds: lead.to
        ? [lead.to.id]
        : [...(lead.advisor === null ? [] : [lead.advisor]), ...managers.get(lead.agency_id)!],
      agencyId: lead.agency_id,
      params: { lead_id: lead.id, lead_name: lead.name },
      link: leadDetailPath(lead.channel, lead.id),
      // The deadline it missed names this round of the lead.
      key: `lead:${lead.id}:sla:${lead.due}`,
      by: null,
    })),
  );
  return { picked: due.length, handled };
}

/** Handles every deadline come by `now` (the job passes the time; tests pass their own clock). */
export async function sweepSla(db: Db, now: Date): Promise<SweepResult> {
  const result: SweepResult = { reassigned: 0, breached: 0 };
  for (;;) {
    const { picked, handled } = await db.transaction((tx) => sweepBatch(tx, now));
    for (const lead of handled) {
      if (lead.to) result.reassigned += 1;
      else result.breached += 1;
    }
    if (picked < BATCH || handled.length === 0) return result;
  }
}

/** How long before a first-response deadline its advisor is warned (issue 39). */
export const SLA_WARNING_MINUTES = 5;

/**
 * Warns the advisor of every open, untouched, assigned lead whose first-response deadline is at
 * most SLA_WARNING_MINUTES away at `now` (not yet come: that is the sweep's). Each deadline warns
 * once (the alert's key names it); answers how many advisors were warned this time.
 */
export async function warnSla(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const near = await queryRows<{
      id: number;
      agency_id: number;
      channel: string;
      name: string;
      assigned_user_id: number;
      due: string;
    }>(
      tx,
      sql`select id, agency_id, channel, name, assigned_user_id, sla_due_at::text as due from leads
           where sla_due_at > ${at} and sla_due_at <= ${at} + make_interval(mins => ${SLA_WARNING_MINUTES})
             and first_response_at is null and sla_breached_at is null and deleted_at is null
             and assigned_user_id is not null and status in ${list(OPEN_LEAD_STATUSES)}
           order by sla_due_at, id
           limit 1000`,
    );
    return notify(
      tx,
      near.map((lead) => ({
        type: 'sla_warning' as const,
        userIds: [lead.assigned_user_id],
        agencyId: lead.agency_id,
        params: { lead_id: lead.id, lead_name: lead.name },
        link: leadDetailPath(lead.channel, lead.id),
        key: `lead:${lead.id}:due:${lead.due}`,
        by: null,
      })),
    );
  });
}

/**
 * The sweep every `everyMs` milliseconds, one process at a time, on the job engine (0: never —
 * tests that drive `sweepSla` themselves).
 */
export function defineSlaJob(
  jobs: JobEngine,
  db: Db,
  everyMs: number,
  clock: Clock,
  log: FastifyBaseLogger,
): void {
  if (everyMs <= 0) return;
  jobs.define({
    name: 'leads.sla-sweep',
    every: everyMs,
    expireSeconds: 120,
    async run() {
      const now = clock.now();
      const result = await sweepSla(db, now);
      if (result.reassigned + result.breached > 0) log.info(result, 'first-response SLA deadlines handled');
      await warnSla(db, now);
    },
  });
}
