/**
 * The one place a lead is born: the screens' create, a forward's copy, the seed, and every later
 * source (the ingestion API, auctions, alerts, Facebook, Mercado Libre) call `createLead`. It
 * checks what the lead names (the channel's details, the contact, the vehicle, the advisor),
 * applies the dealership's lead automation (modules/lead-automation: automatic assignment,
 * duplicates, the first-response SLA), then inserts the lead with its derived columns and the
 * first entries of its timeline, inside the caller's transaction.
 */
import {
  type ErrorKey,
  LEAD_DETAILS,
  type LeadActivityKind,
  type LeadChannelKey,
  leadContact,
  leadDetailPath,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { insertJson } from '../../db/bulk-insert';
import type { Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { RequestValidationError } from '../../lib/validation';
import { type Automated, automateArrivals, recordActivities } from '../lead-automation/public';
import { type Notice, notify } from '../notifications/public';
import { assignableUsersById, leadSearchText, usedVehiclesById } from './leads.repository';

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
export const plausible = (instant: Date) =>
  instant.getUTCFullYear() >= 1900 && instant.getUTCFullYear() <= 9999;

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
    search_text: leadSearchText({ name, email, phone }),
    created_by: lead.created_by ?? null,
    forwarded_from: lead.forwarded_from ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  return { row, assignee };
}

/**
 * The first entries of the timeline: the arrival, the earlier lead it duplicates, the advisor it
 * went to (named by its source, or chosen by automatic assignment, then by the system), and the
 * note it came with.
 */
function arrivalEntries(id: number, lead: NewLead, stored: ReturnType<typeof checked>, automated: Automated) {
  const at = stored.row.created_at;
  const entry = (
    kind: LeadActivityKind,
    by: number | null,
    body: string,
    details: Record<string, unknown>,
  ) => ({
    lead_id: id,
    user_id: by,
    kind,
    body,
    details,
    created_at: at,
  });
  const by = lead.created_by ?? null;
  const { assignee, duplicate_of } = automated;
  const note = lead.note?.trim();
  return [
    entry('created', by, '', { source: lead.source }),
    ...(duplicate_of
      ? [entry('duplicate', null, '', { lead_id: duplicate_of.id, channel: duplicate_of.channel })]
      : []),
    ...(stored.assignee
      ? [entry('assignment', by, '', { from_user_name: null, to_user_name: stored.assignee.name })]
      : assignee
        ? [
            entry('assignment', null, '', {
              from_user_name: null,
              to_user_name: assignee.name,
              reason: assignee.reason,
            }),
          ]
        : []),
    ...(note ? [entry('note', by, note, {})] : []),
  ];
}

const LEAD_COLUMNS = {
  id: 'integer',
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
  duplicate_of: 'integer',
  sla_due_at: 'timestamptz',
  sla_warn_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/**
 * The advisor a lead arrives assigned to — named by its source (the screens' create, an import)
 * or chosen by automatic assignment — is told (issue 39), unless they created it themselves. A
 * forward that names its user tells them itself (forward.service.ts), as a forward; the seed's
 * back-dated history tells nobody.
 */
function arrivalAlert(
  row: { id: number; agency_id: number; channel: string; name: string; assigned_user_id: number | null },
  lead: NewLead,
  named: boolean,
): Notice[] {
  if (row.assigned_user_id === null || lead.source === 'seed') return [];
  if (lead.forwarded_from != null && named) return [];
  return [
    {
      type: 'lead_assigned',
      userIds: [row.assigned_user_id],
      agencyId: row.agency_id,
      params: { lead_id: row.id, lead_name: row.name },
      link: leadDetailPath(row.channel, row.id),
      key: `lead:${row.id}:arrival`,
      by: lead.created_by ?? null,
    },
  ];
}

/**
 * Ids for the batch's leads, in the batch's order, drawn before they are inserted: a duplicate
 * may point at a lead of its own batch.
 */
async function newLeadIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('leads', 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A created lead, with what lead automation decided for it. */
export interface CreatedLead {
  id: number;
  assigned_user_id: number | null;
  duplicate_of: number | null;
  /** The first-response deadline (ISO instant); null without an SLA. */
  sla_due_at: string | null;
}

/**
 * Creates leads in the caller's transaction, answering them in the batch's order: what they name
 * and what automation needs are read once for the batch, the leads are one insert and their first
 * timeline entries another, however many there are (the seed's thousands, an import's batch, the
 * screens' one). `lead_counts` follows by the table's trigger; the caller writes its own audit
 * entries. A batch with a problem creates nothing (422, naming the field; for a batch, the first
 * lead's problem).
 */
export async function createLeads(tx: Tx, batch: readonly NewLead[]): Promise<CreatedLead[]> {
  if (batch.length === 0) return [];
  // The transaction's time, as now() in every other write of it (a forward's entries, the audit).
  const [named, clock] = await Promise.all([
    namedBy(tx, batch),
    queryRow<{ now: Date }>(tx, sql`select now() as now`),
  ]);
  const stored = batch.map((lead) => checked(lead, named, new Date(clock!.now)));
  const ids = await newLeadIds(tx, batch.length);
  const automated = await automateArrivals(
    tx,
    stored.map(({ row }, i) => ({ id: ids[i]!, ...row })),
  );
  const rows = stored.map(({ row }, i) => {
    const { assignee, duplicate_of, sla } = automated[i]!;
    return {
      id: ids[i]!,
      ...row,
      assigned_user_id: row.assigned_user_id ?? assignee?.id ?? null,
      duplicate_of: duplicate_of?.id ?? null,
      sla_due_at: sla?.due ?? null,
      sla_warn_at: sla?.warn ?? null,
    };
  });
  const inserted = await insertJson<{ id: number }>(tx, 'leads', LEAD_COLUMNS, rows, 'id');
  // `leads` has no unique key but its id, drawn from its own sequence: nothing is skipped.
  if (inserted.length !== batch.length) throw new Error('createLeads: a lead was not inserted');
  await recordActivities(
    tx,
    batch.flatMap((lead, i) => arrivalEntries(ids[i]!, lead, stored[i]!, automated[i]!)),
  );
  await notify(
    tx,
    rows.flatMap((row, i) => arrivalAlert(row, batch[i]!, stored[i]!.assignee !== undefined)),
  );
  return rows.map(({ id, assigned_user_id, duplicate_of, sla_due_at }) => ({
    id,
    assigned_user_id,
    duplicate_of,
    sla_due_at,
  }));
}

/** Creates one lead: `createLeads` of one. */
export async function createLead(tx: Tx, lead: NewLead): Promise<CreatedLead> {
  const [created] = await createLeads(tx, [lead]);
  return created!;
}
