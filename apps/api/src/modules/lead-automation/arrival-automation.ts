/**
 * What lead automation decides for arriving leads, whatever their source (leads.service.ts calls
 * it for every batch, between the checks and the insert):
 *
 * - **Duplicates.** The same phone or e-mail in the same dealership within DUPLICATE_WINDOW_DAYS
 *   before the arrival: the new lead points at the *first* live lead of that contact in the
 *   window, so every repeat of one contact points at the same lead (the one a Gerente merges the
 *   others into), not at a chain. Never dropped; another dealership's leads never count.
 * - **Assignment**, for an arrival without an advisor in a dealership that assigns automatically:
 *   a returning contact goes back to the advisor of their latest lead while that advisor is still
 *   a candidate (lead-advisors.repository.ts); otherwise round-robin (the next candidate by user
 *   id after the last turn, wrapping around) or least busy (fewest open leads, ties to the lower
 *   id). A returning contact does not use up a turn.
 * - **The first-response SLA**: the deadline and the warning point, in the dealership's business
 *   hours, counted from the arrival.
 *
 * A batch is taken in its order, as if its leads had arrived one after the other: an earlier lead
 * of the batch is a duplicate's original or a returning contact's advisor like a stored one, and
 * least busy counts what the batch assigned before. What it needs is read once per batch (the
 * contacts' leads once per dealership of the batch), never per lead. The settings row of each
 * dealership that assigns is locked first (in dealership order), so concurrent arrivals take
 * consecutive turns and see each other's loads.
 */
import { type AssignmentReason, DUPLICATE_WINDOW_DAYS, type LeadChannelKey, slaTimes } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Candidate, candidatesOf, openLeadLoads } from './lead-advisors.repository';
import { contactLeads } from './lead-contacts.repository';
import { type AgencyLeadSettings, leadSettingsOf, lockLeadSettings } from './lead-settings.repository';

const WINDOW_MS = DUPLICATE_WINDOW_DAYS * 86_400_000;

/** An arriving lead as leads.service.ts has checked it, with the id it will be stored with. */
export interface Arrival {
  id: number;
  agency_id: number;
  channel: LeadChannelKey;
  phone: string;
  email: string;
  created_at: string;
  /** The advisor the source named; automatic assignment leaves such a lead alone. */
  assigned_user_id: number | null;
}

export interface Automated {
  /** The advisor automatic assignment chose, and why; null when it chose none. */
  assignee: (Candidate & { reason: AssignmentReason }) | null;
  /** The lead this one duplicates. */
  duplicate_of: { id: number; channel: LeadChannelKey } | null;
  /** The first-response deadline and warning point; null without an SLA. */
  sla: { due: string; warn: string } | null;
}

/** A lead of a contact, stored or earlier in the batch: when it arrived, and who holds it. */
interface Known {
  id: number;
  channel: LeadChannelKey;
  at: number;
  advisor: number | null;
}

/** The first of two leads in time (then by id); `later`, the last. */
const earlier = (a: Known | null, b: Known) => (!a || b.at < a.at || (b.at === a.at && b.id < a.id) ? b : a);
const later = (a: Known | null, b: Known) => (!a || b.at > a.at || (b.at === a.at && b.id > a.id) ? b : a);

/** The round's next candidate after `last` (by user id), wrapping around. */
export function nextInTurn(pool: readonly Candidate[], last: number | null): Candidate | undefined {
  return pool.find((candidate) => last !== null && candidate.id > last) ?? pool[0];
}

/** The candidate with the fewest open leads, the lower id on a tie. */
function leastBusy(pool: readonly Candidate[], loads: Map<number, number>): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of pool) {
    if (!best || (loads.get(candidate.id) ?? 0) < (loads.get(best.id) ?? 0)) best = candidate;
  }
  return best;
}

const assigns = (settings: AgencyLeadSettings) => settings.assignment_mode !== 'manual';

/** The settings of the batch's dealerships; those that assign some arrival, locked and read again. */
async function settingsFor(tx: Tx, arrivals: readonly Arrival[]) {
  const settings = await leadSettingsOf(
    tx,
    arrivals.map((arrival) => arrival.agency_id),
  );
  const assigning = [...settings.values()]
    .filter(
      (agency) =>
        assigns(agency) &&
        arrivals.some(
          (arrival) => arrival.agency_id === agency.agency_id && arrival.assigned_user_id === null,
        ),
    )
    .map((agency) => agency.agency_id)
    .sort((a, b) => a - b);
  for (const agencyId of assigning) settings.set(agencyId, await lockLeadSettings(tx, agencyId));
  return { settings, assigning: assigning.filter((agencyId) => assigns(settings.get(agencyId)!)) };
}

/** Where a contact's leads are kept: by dealership and phone, and by dealership and e-mail. */
const contactKeys = (lead: { agency_id: number; phone: string; email: string }) => [
  ...(lead.phone ? [`${lead.agency_id} phone ${lead.phone}`] : []),
  ...(lead.email ? [`${lead.agency_id} email ${lead.email}`] : []),
];

/** Each arrival's automation, in the batch's order; saves the round-robin turns it took. */
export async function automateArrivals(tx: Tx, arrivals: readonly Arrival[]): Promise<Automated[]> {
  if (arrivals.length === 0) return [];
  const { settings, assigning } = await settingsFor(tx, arrivals);
  // One query after the other: they share the transaction's connection.
  const pools = await candidatesOf(tx, assigning);
  const loads = await openLeadLoads(
    tx,
    assigning.filter((agencyId) => settings.get(agencyId)!.assignment_mode === 'least_busy'),
  );
  const known = new Map<string, Known[]>();
  const remember = (keys: string[], lead: Known) => {
    for (const key of keys) {
      const leads = known.get(key);
      if (leads) leads.push(lead);
      else known.set(key, [lead]);
    }
  };
  for (const lead of await contactLeads(tx, arrivals)) {
    remember(contactKeys(lead), {
      id: lead.id,
      channel: lead.channel,
      at: lead.at,
      advisor: lead.assigned_user_id,
    });
  }
  const turns = new Map(assigning.map((agencyId) => [agencyId, settings.get(agencyId)!.round_robin_user_id]));

  const automated = arrivals.map((arrival): Automated => {
    const agency = settings.get(arrival.agency_id)!;
    const at = Date.parse(arrival.created_at);
    const keys = contactKeys(arrival);
    // The contact's leads up to this arrival: stored ones, and the batch's earlier ones.
    const before = [...new Set(keys.flatMap((key) => known.get(key) ?? []))].filter((lead) => lead.at <= at);

    let original: Known | null = null;
    for (const lead of before) if (lead.at >= at - WINDOW_MS) original = earlier(original, lead);

    const pool = arrival.assigned_user_id === null ? (pools.get(arrival.agency_id) ?? []) : [];
    let assignee: Automated['assignee'] = null;
    if (pool.length > 0) {
      const inPool = (userId: number | null) => pool.find((candidate) => candidate.id === userId);
      let returning: Known | null = null;
      for (const lead of before) if (inPool(lead.advisor)) returning = later(returning, lead);
      if (returning) assignee = { ...inPool(returning.advisor)!, reason: 'returning_contact' };
      else if (agency.assignment_mode === 'round_robin') {
        const next = nextInTurn(pool, turns.get(arrival.agency_id) ?? null)!;
        turns.set(arrival.agency_id, next.id);
        assignee = { ...next, reason: 'round_robin' };
      } else {
        assignee = { ...leastBusy(pool, loads.get(arrival.agency_id)!)!, reason: 'least_busy' };
      }
    }

    const advisor = assignee?.id ?? arrival.assigned_user_id;
    const counts = loads.get(arrival.agency_id);
    if (counts && advisor !== null) counts.set(advisor, (counts.get(advisor) ?? 0) + 1);
    remember(keys, { id: arrival.id, channel: arrival.channel, at, advisor });

    const sla =
      agency.sla_minutes === null ? null : slaTimes(new Date(at), agency.sla_minutes, agency.business_hours);
    return {
      assignee: assignee && { id: assignee.id, name: assignee.name, reason: assignee.reason },
      duplicate_of: original && { id: original.id, channel: original.channel },
      sla: sla && { due: sla.due.toISOString(), warn: sla.warn.toISOString() },
    };
  });

  for (const [agencyId, last] of turns) {
    if (last !== settings.get(agencyId)!.round_robin_user_id) {
      await tx.execute(
        sql`update agency_lead_settings set round_robin_user_id = ${last} where agency_id = ${agencyId}`,
      );
    }
  }
  return automated;
}
