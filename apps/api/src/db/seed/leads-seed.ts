/**
 * The demo leads: about 3,000 across the demo dealerships, on the channels each one's package
 * opens, arrived over the last 120 days, from people with Mexican names, e-mail addresses and
 * +52 mobile numbers, about what each channel brings (the lot's own used vehicles for the
 * listings, real catalog brands and models for the searches). Most were assigned, answered within
 * minutes or hours and moved along the pipeline (the oldest mostly sold or lost, with a reason);
 * some still wait untouched.
 *
 * Every lead is born in the lead-creation service (`createLeads`, as every source of leads is),
 * which writes its arrival to the timeline and applies the dealership's lead automation: the
 * Premium dealership assigns in turns with a 30-minute first-response SLA (reassigning at the
 * deadline), the pre-owned one to the least busy with a 60-minute SLA; some customers write
 * again (duplicates, returning contacts). What happened afterwards — a Gerente's assignments, the
 * contacts, the notes and the status changes, with the row's status, advisor, first response and
 * version as the API's writes leave them — is written in bulk, one statement per table. A
 * deadline already past with nobody's answer is recorded as missed at its time, as the SLA job
 * would have marked it (the history is told without its reassignments); the job takes over the
 * deadlines still to come. The `leads` trigger keeps `lead_counts` exact throughout.
 *
 * Deterministic (leads-plan.ts: one seeded random source per dealership; dates count back from
 * today in Mexico City). Idempotent: a dealership that has any lead, even a deleted one, gets no
 * more.
 */
import { type AssignmentMode, DEFAULT_BUSINESS_HOURS, type SlaMinutes } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { recordActivities } from '../../modules/lead-automation/public';
import { createLeads } from '../../modules/leads/public';
import { insertJson } from '../bulk-insert';
import type { Tx } from '../client';
import { list, queryRows } from '../query';
import { type Clock, clockInMexico, iso, nowOf } from './inventory-calendar';
import { catalogEntries } from './inventory-seed';
import {
  appointmentAfter,
  type LeadAgency,
  type LotVehicle,
  type Member,
  outcomeOf,
  type PlannedEvent,
  type PlannedLead,
  planLeads,
} from './leads-plan';

export const DEMO_LEADS = 3_000;

/** How the leads are shared out: the Premium dealership gets most; a dealership on trial few. */
const LEAD_SHARE: Record<string, number> = {
  'Del Valle Polanco': 10,
  'Del Valle Satélite Seminuevos': 8,
  'Motormex Monterrey': 6,
  'Motormex Guadalajara': 1,
};

/** The demo dealerships' lead automation; the others assign by hand, without an SLA. */
const AUTOMATION: Record<
  string,
  { assignment_mode: AssignmentMode; sla_minutes: SlaMinutes; sla_reassign: boolean }
> = {
  'Del Valle Polanco': { assignment_mode: 'round_robin', sla_minutes: 30, sla_reassign: true },
  'Del Valle Satélite Seminuevos': { assignment_mode: 'least_busy', sla_minutes: 60, sla_reassign: false },
};

// What the seed reads ---------------------------------------------------------------------------

async function leadAgencies(tx: Tx, agencyIds: number[]): Promise<(LeadAgency & { has_leads: boolean })[]> {
  if (agencyIds.length === 0) return [];
  const agencies = await queryRows<Omit<LeadAgency, 'members'> & { has_leads: boolean }>(
    tx,
    sql`select a.id, a.name, coalesce(a.phone, '') as phone, f.name as family,
               coalesce((select array_agg(pp.permission) from package_permissions pp where pp.package_id = a.package_id),
                        '{}') as permissions,
               exists (select 1 from leads l where l.agency_id = a.id) as has_leads
          from agencies a left join dealership_families f on f.id = a.family_id
         where a.id in ${list(agencyIds)} and a.deleted_at is null
         order by a.id`,
  );
  // Whoever a lead may be assigned to (the service's rule): the active staff linked to it.
  const members = await queryRows<Member & { agency_id: number }>(
    tx,
    sql`select au.agency_id, u.id, u.name,
               exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
                        where rp.role_id = u.role_id and p.name = 'assign lead') as manager
          from agency_user au join users u on u.id = au.user_id
         where au.agency_id in ${list(agencyIds)} and u.status <> -1 and u.deleted_at is null
         order by au.agency_id, u.id`,
  );
  return agencies.map((agency) => ({
    ...agency,
    members: members
      .filter((m) => m.agency_id === agency.id)
      .map(({ id, name, manager }) => ({ id, name, manager })),
  }));
}

/** The dealerships' used vehicles, titled as a lead snapshots them ("Nissan Versa Advance 2021"). */
function lotVehicles(tx: Tx, agencyIds: number[]) {
  return queryRows<LotVehicle & { agency_id: number }>(
    tx,
    sql`select v.id, v.agency_id, concat_ws(' ', b.name, m.name, cv.name, v.year) as title, v.status,
               v.first_on_lot::text, v.sold_on::text, v.published_mercadolibre
          from vehicles v join catalog_brands b on b.id = v.brand_id join catalog_models m on m.id = v.model_id
          join catalog_versions cv on cv.id = v.version_id
         where v.agency_id in ${list(agencyIds)} and v.deleted_at is null
         order by v.id`,
  );
}

// Writing ---------------------------------------------------------------------------------------

/** A timeline entry as the API's writes record it (modules/leads). */
function activityOf(leadId: number, event: PlannedEvent) {
  const entry = { lead_id: leadId, user_id: event.user_id, kind: event.kind, created_at: iso(event.at) };
  switch (event.kind) {
    case 'assignment':
      return {
        ...entry,
        body: '',
        details: { from_user_name: event.from?.name ?? null, to_user_name: event.to.name },
      };
    case 'status':
      return {
        ...entry,
        body: event.lost_note,
        details: {
          from: event.from,
          to: event.to,
          lost_reason: event.lost_reason,
          ...(event.to === 'Cita agendada' ? { appointment_at: iso(appointmentAfter(event.at)) } : {}),
        },
      };
    default:
      return { ...entry, body: event.body, details: {} };
  }
}

/** The settings of the dealerships AUTOMATION names, unless they have their own already. */
async function writeAutomation(tx: Tx, agencies: readonly LeadAgency[]): Promise<void> {
  const rows = agencies.flatMap((agency) => {
    const automation = AUTOMATION[agency.name];
    return automation
      ? [{ agency_id: agency.id, ...automation, business_hours: DEFAULT_BUSINESS_HOURS }]
      : [];
  });
  await insertJson(
    tx,
    'agency_lead_settings',
    {
      agency_id: 'integer',
      assignment_mode: 'text',
      sla_minutes: 'integer',
      sla_reassign: 'boolean',
      business_hours: 'jsonb',
    },
    rows,
  );
}

/** A lead as the seed writes it: its planned story, and the advisor it arrived with. */
interface Seeded {
  id: number;
  planned: PlannedLead;
  assigned: number | null;
}

/**
 * The planned story of a lead that automatic assignment gave to `advisor` on arrival: a Gerente's
 * assignment to that same advisor never happened, and one to someone else moves it from them.
 */
function afterArrival(lead: PlannedLead, members: readonly Member[], advisor: number): PlannedLead {
  let holder = members.find((member) => member.id === advisor) ?? null;
  const events: PlannedEvent[] = [];
  for (const event of lead.events) {
    if (event.kind !== 'assignment') events.push(event);
    else if (event.to.id !== holder?.id) {
      events.push({ ...event, from: holder });
      holder = event.to;
    }
  }
  return { ...lead, events };
}

/** The rows after their events: one UPDATE for every lead that has any. */
async function writeOutcomes(tx: Tx, leads: Seeded[]): Promise<void> {
  const rows = leads
    .filter((lead) => lead.planned.events.length > 0)
    .map(({ id, planned, assigned }) => {
      const outcome = outcomeOf(planned, assigned);
      return {
        id,
        ...outcome,
        first_response_at: outcome.first_response_at === null ? null : iso(outcome.first_response_at),
        appointment_at: outcome.appointment_at === null ? null : iso(outcome.appointment_at),
        updated_at: iso(outcome.updated_at),
      };
    });
  if (rows.length === 0) return;
  await tx.execute(sql`
    update leads l
       set status = t.status, lost_reason = t.lost_reason, lost_note = t.lost_note,
           sold_vehicle_id = t.sold_vehicle_id, appointment_at = t.appointment_at, assigned_user_id = t.assigned_user_id,
           first_response_at = t.first_response_at, lock_version = t.lock_version, updated_at = t.updated_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as t(id integer, status text, lost_reason text, lost_note text, sold_vehicle_id integer,
                appointment_at timestamptz, assigned_user_id integer, first_response_at timestamptz, lock_version integer,
                updated_at timestamptz)
     where l.id = t.id`);
}

/**
 * The deadlines before `now` that nobody met, marked missed at their time with the timeline's
 * `sla_breach` entry naming the advisor and the dealership's Gerentes, as the SLA job writes it.
 */
async function closePastDeadlines(tx: Tx, leads: Seeded[], agencies: readonly LeadAgency[], now: number) {
  const managers = agencies.map((agency) => ({
    agency_id: agency.id,
    names: agency.members
      .filter((member) => member.manager)
      .map((member) => member.name)
      .sort((a, b) => a.localeCompare(b, 'es')),
  }));
  await tx.execute(sql`
    with late as (
      update leads set sla_breached_at = sla_due_at
       where id = any(${`{${leads.map((lead) => lead.id).join(',')}}`}::int[])
         and first_response_at is null and sla_due_at <= ${iso(now)}::timestamptz
      returning id, agency_id, assigned_user_id, sla_due_at)
    insert into lead_activities (lead_id, user_id, kind, body, details, created_at)
    select late.id, null, 'sla_breach', '',
           jsonb_build_object('user_name', (select name from users where id = late.assigned_user_id),
                              'manager_names', m.names),
           late.sla_due_at
      from late join jsonb_to_recordset(${JSON.stringify(managers)}::jsonb) as m(agency_id int, names jsonb)
        on m.agency_id = late.agency_id
     order by late.id`);
}

/**
 * Seeds the demo leads of the given dealerships (demo.ts passes its own, after the inventory).
 * See the top of this file for what, and why running it again changes nothing.
 */
export async function seedLeadsDemo(
  tx: Tx,
  agencyIds: number[],
  clock: Clock = clockInMexico(),
): Promise<void> {
  const agencies = await leadAgencies(tx, agencyIds);
  const fresh = agencies.filter((agency) => !agency.has_leads);
  if (fresh.length === 0) return;
  const catalog = await catalogEntries(tx);
  if (catalog.length === 0) return;
  const vehicles = await lotVehicles(
    tx,
    fresh.map((agency) => agency.id),
  );

  const shareOf = (agency: LeadAgency) => LEAD_SHARE[agency.name] ?? 1;
  const shares = agencies.reduce((sum, agency) => sum + shareOf(agency), 0);
  const planned = fresh.flatMap((agency) =>
    planLeads(
      agency,
      Math.round((DEMO_LEADS * shareOf(agency)) / shares),
      catalog,
      vehicles.filter((vehicle) => vehicle.agency_id === agency.id),
      clock,
    ).map((lead) => ({ agency, lead })),
  );
  // In order of arrival, so that ids follow time as they would have.
  planned.sort((a, b) => a.lead.arrival.created_at - b.lead.arrival.created_at);

  await writeAutomation(tx, fresh);
  const leads = await createLeads(
    tx,
    planned.map(({ agency, lead }) => {
      const { created_at, ...arrival } = lead.arrival;
      return { ...arrival, agency_id: agency.id, source: 'seed', created_at: new Date(created_at) };
    }),
  );
  const created = planned.map(({ agency, lead }, i): Seeded => {
    const { id, assigned_user_id: assigned } = leads[i]!;
    return {
      id,
      planned: assigned === null ? lead : afterArrival(lead, agency.members, assigned),
      assigned,
    };
  });
  await recordActivities(
    tx,
    created.flatMap(({ id, planned: lead }) => lead.events.map((event) => activityOf(id, event))),
  );
  await writeOutcomes(tx, created);
  await closePastDeadlines(tx, created, fresh, nowOf(clock));
}
