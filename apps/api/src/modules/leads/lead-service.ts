/**
 * The one place a lead is born: the screens' create, a forward's copy, the seed, and every later
 * source (the ingestion API, auctions, alerts, Facebook, Mercado Libre) call `createLead`. It
 * checks what the lead names (the channel's details, the contact, the vehicle, the advisor), then
 * inserts the lead with its derived columns and the first entries of its timeline, inside the
 * caller's transaction.
 */
import {
  type ErrorKey,
  LEAD_DETAILS,
  type LeadChannelKey,
  leadContact,
  vehicleSearchText,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { insertJson } from '../../db/bulk-insert';
import type { Tx } from '../../db/client';
import { queryRow } from '../../db/query';
import { RequestValidationError } from '../../lib/validation';
import { assignableUsersById, usedVehiclesById } from './leads.repository';

export interface NewLead {
  agency_id: number;
  channel: LeadChannelKey;
  name: string;
  email?: string;
  phone?: string;
  /** A used vehicle of the same dealership; its title is snapshotted into vehicle_title. */
  vehicle_id?: number | null;
  /** When there is no vehicle_id (e.g. an auction's vehicle). */
  vehicle_title?: string;
  /** Validated with LEAD_DETAILS[channel]; a refusal is a 422 naming `details.<field>`. */
  details: Record<string, unknown>;
  assigned_user_id?: number | null;
  /** 'manual' | 'seed' | 'api' | 'forward' | … */
  source: string;
  created_by?: number | null;
  /** Only the seed back-dates arrivals. */
  created_at?: Date;
  /** An initial note in the timeline, by created_by. */
  note?: string;
  /** A forwarded copy: the lead it copies (forward.routes.ts). */
  forwarded_from?: number | null;
}

type Issue = z.core.$ZodIssue;

const issue = (path: PropertyKey[], message: ErrorKey): Issue =>
  ({ code: 'custom', path, message, input: undefined }) as unknown as Issue;

/** The details' instant that is also the lead's agenda time (service and appointment leads). */
const SCHEDULED_FIELD: Partial<Record<LeadChannelKey, string>> = {
  service: 'preferred_at',
  appointments: 'appointment_at',
};

/** An instant the database can store and a person could mean (the ISO format alone allows year 0). */
const plausible = (instant: Date) => instant.getUTCFullYear() >= 1900 && instant.getUTCFullYear() <= 9999;

/** The used vehicles and the assignable users the leads of a batch name, each read once for the batch. */
interface Named {
  vehicles: Map<number, { id: number; agency_id: number; title: string }>;
  /** By `<user id>:<dealership id>`: a user who may take that dealership's leads. */
  assignees: Map<string, { id: number; name: string }>;
}

async function namedBy(tx: Tx, batch: readonly NewLead[]): Promise<Named> {
  const vehicleIds = [...new Set(batch.flatMap((lead) => lead.vehicle_id ?? []))];
  const userIds = [...new Set(batch.flatMap((lead) => lead.assigned_user_id ?? []))];
  const [vehicles, assignees] = await Promise.all([
    usedVehiclesById(tx, vehicleIds),
    assignableUsersById(tx, userIds),
  ]);
  return {
    vehicles: new Map(vehicles.map((vehicle) => [vehicle.id, vehicle])),
    assignees: new Map(assignees.map((user) => [`${user.id}:${user.agency_id}`, user])),
  };
}

/**
 * The lead as it will be stored, once everything it names is checked; every problem is reported
 * at once, on its field (`details.service_type`, `phone`, `vehicle_id`, `assigned_user_id`).
 */
function checked(lead: NewLead, named: Named, now: Date) {
  const issues: Issue[] = [];
  const contact = leadContact.safeParse(
    { name: lead.name, email: lead.email ?? '', phone: lead.phone ?? '' },
    { reportInput: true },
  );
  if (!contact.success) issues.push(...contact.error.issues);
  const details = LEAD_DETAILS[lead.channel].safeParse(lead.details, { reportInput: true });
  if (!details.success) {
    issues.push(...details.error.issues.map((found) => ({ ...found, path: ['details', ...found.path] })));
  }
  const scheduledField = SCHEDULED_FIELD[lead.channel];
  const scheduledText =
    details.success && scheduledField ? (details.data as Record<string, unknown>)[scheduledField] : null;
  const scheduledAt = typeof scheduledText === 'string' ? new Date(scheduledText) : null;
  if (scheduledAt && !plausible(scheduledAt))
    issues.push(issue(['details', scheduledField!], 'leads.date_out_of_range'));
  const found = lead.vehicle_id == null ? undefined : named.vehicles.get(lead.vehicle_id);
  const vehicle = found?.agency_id === lead.agency_id ? found : undefined;
  if (lead.vehicle_id != null && !vehicle) issues.push(issue(['vehicle_id'], 'leads.vehicle_invalid'));
  const assignee =
    lead.assigned_user_id == null
      ? undefined
      : named.assignees.get(`${lead.assigned_user_id}:${lead.agency_id}`);
  if (lead.assigned_user_id != null && !assignee) {
    issues.push(issue(['assigned_user_id'], 'leads.assignee_invalid'));
  }
  if (issues.length > 0 || !contact.success || !details.success)
    throw new RequestValidationError(issues, 'body');

  const { name, email, phone } = contact.data;
  const createdAt = (lead.created_at ?? now).toISOString();
  const row = {
    agency_id: lead.agency_id,
    channel: lead.channel,
    name,
    email,
    phone,
    vehicle_id: vehicle?.id ?? null,
    vehicle_title: vehicle?.title ?? lead.vehicle_title?.trim() ?? '',
    details: details.data,
    scheduled_at: scheduledAt?.toISOString() ?? null,
    assigned_user_id: assignee?.id ?? null,
    source: lead.source,
    search_text: vehicleSearchText([name, email, phone.replace(/\D/g, '')]),
    created_by: lead.created_by ?? null,
    forwarded_from: lead.forwarded_from ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  return { row, assignee };
}

/** The first entries of the timeline: the arrival, the advisor it went to, and the note it came with. */
function arrivalEntries(id: number, lead: NewLead, stored: ReturnType<typeof checked>) {
  const by = lead.created_by ?? null;
  const at = stored.row.created_at;
  const entry = (kind: string, body: string, details: Record<string, unknown>) => ({
    lead_id: id,
    user_id: by,
    kind,
    body,
    details,
    created_at: at,
  });
  const note = lead.note?.trim();
  return [
    entry('created', '', { source: lead.source }),
    ...(stored.assignee
      ? [entry('assignment', '', { from_user_name: null, to_user_name: stored.assignee.name })]
      : []),
    ...(note ? [entry('note', note, {})] : []),
  ];
}

const LEAD_COLUMNS = {
  agency_id: 'integer',
  channel: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  vehicle_id: 'integer',
  vehicle_title: 'text',
  details: 'jsonb',
  scheduled_at: 'timestamptz',
  assigned_user_id: 'integer',
  source: 'text',
  search_text: 'text',
  created_by: 'integer',
  forwarded_from: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const ACTIVITY_COLUMNS = {
  lead_id: 'integer',
  user_id: 'integer',
  kind: 'text',
  body: 'text',
  details: 'jsonb',
  created_at: 'timestamptz',
};

/**
 * Creates leads in the caller's transaction, answering their ids in the batch's order: what they
 * name is read once for the batch, the leads are one insert and their first timeline entries
 * another, however many there are (the seed's thousands, an import's batch, the screens' one).
 * `lead_counts` follows by the table's trigger; the caller writes its own audit entries. A batch
 * with a problem creates nothing (422, naming the field; for a batch, the first lead's problem).
 */
export async function createLeads(tx: Tx, batch: readonly NewLead[]): Promise<{ id: number }[]> {
  if (batch.length === 0) return [];
  // The transaction's time, as now() in every other write of it (a forward's entries, the audit).
  const [named, clock] = await Promise.all([
    namedBy(tx, batch),
    queryRow<{ now: Date }>(tx, sql`select now() as now`),
  ]);
  const stored = batch.map((lead) => checked(lead, named, new Date(clock!.now)));
  // Lead automation (the next issue) plugs in here, between the checked leads and their insert:
  // automatic assignment when `row.assigned_user_id` is null (round-robin or least busy among the
  // dealership's active advisors; a returning contact goes back to their advisor), duplicate
  // detection (same phone or e-mail in the dealership within 30 days, `leads_agency_phone` and
  // `leads_agency_email`) and the first-response SLA deadline. Whatever it decides is written by
  // the inserts below, so every source gets it.
  const inserted = await insertJson<{ id: number }>(
    tx,
    'leads',
    LEAD_COLUMNS,
    stored.map((lead) => lead.row),
    'id',
  );
  // `leads` has no unique key but its serial id, so no row is skipped as a conflict; the ids of one
  // statement are drawn in the order its rows are inserted, which is the batch's.
  if (inserted.length !== batch.length) throw new Error('createLeads: a lead was not inserted');
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  await insertJson(
    tx,
    'lead_activities',
    ACTIVITY_COLUMNS,
    batch.flatMap((lead, i) => arrivalEntries(ids[i]!, lead, stored[i]!)),
  );
  return ids.map((id) => ({ id }));
}

/** Creates one lead: `createLeads` of one. */
export async function createLead(tx: Tx, lead: NewLead): Promise<{ id: number }> {
  const [created] = await createLeads(tx, [lead]);
  return created!;
}
