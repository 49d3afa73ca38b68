/**
 * Leads: born in the lead-creation service (as every lead is), then moved along the pipeline; a
 * dealership's lead automation and its advisors' absences.
 */
import {
  type AssignmentMode,
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  type LeadChannelKey,
  type LeadInput,
  type LeadLostReason,
  type LeadStatus,
} from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { leads } from '../../src/db/schema';
import { createLead } from '../../src/modules/leads/leads.service';
import type { TestApp } from '../build-test-app';
import { unique } from './unique';

const dbOf = (target: Db | TestApp) => ('context' in target ? target.context.database.db : target);

/**
 * A mobile number of its own (55 and 8 random digits), so that leads built for different people
 * are not flagged as duplicates of one another; tests of duplicates name their phone.
 */
export const uniquePhone = () => `55${String(Number.parseInt(unique(), 16) % 100_000_000).padStart(8, '0')}`;

/** An instant `days` from now (negative: in the past), as the details carry it. */
export const instantIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Valid details of each channel: the required fields filled in. */
export function leadDetails(channel: LeadChannelKey, days = 3): Record<string, unknown> {
  switch (channel) {
    case 'service':
      return {
        service_type: 'maintenance',
        preferred_at: instantIn(days),
        vehicle_description: 'Versa 2019',
      };
    case 'appointments':
      return { appointment_at: instantIn(days), reason: 'Prueba de manejo' };
    case 'body':
      return { damage_description: 'Golpe en la puerta trasera', photos: [] };
    case 'parts':
      return { part_name: 'Balatas delanteras', part_number: 'BD-100' };
    case 'wanted-new':
    case 'wanted-used':
      return { brand_name: 'Mazda', model_name: 'CX-30', year_from: 2020, year_to: 2023, budget: 450_000 };
    case 'auctions':
      return { vehicle_title: 'Nissan Versa 2019', bid_amount: 150_000 };
    case 'facebook':
      return { form_name: 'Prueba de manejo', answers: [{ question: '¿Cuándo?', answer: 'Mañana' }] };
    default:
      return { listing_title: 'Mazda CX-30 2021', message: '¿Sigue disponible?' };
  }
}

export interface LeadOverrides {
  agencyId: number;
  channel?: LeadChannelKey;
  name?: string;
  email?: string;
  phone?: string;
  details?: Record<string, unknown>;
  vehicleId?: number | null;
  assignedUserId?: number | null;
  createdBy?: number | null;
  createdAt?: Date;
  forwardedFrom?: number | null;
  /** Moved straight to this status after it is born (Perdido with a reason), answered when not Nuevo. */
  status?: LeadStatus;
  lostReason?: LeadLostReason;
}

/** A lead created by the lead-creation service (no HTTP, no audit), then set to `status`. */
export async function buildLead(target: Db | TestApp, overrides: LeadOverrides) {
  const db = dbOf(target);
  const channel = overrides.channel ?? 'marketplace';
  const n = unique();
  const { id } = await db.transaction((tx) =>
    createLead(tx, {
      agency_id: overrides.agencyId,
      channel,
      name: overrides.name ?? `Cliente ${n}`,
      email: overrides.email ?? `cliente-${n}@example.mx`,
      phone: overrides.phone ?? uniquePhone(),
      vehicle_id: overrides.vehicleId ?? null,
      details: overrides.details ?? leadDetails(channel),
      assigned_user_id: overrides.assignedUserId ?? null,
      source: 'seed',
      created_by: overrides.createdBy ?? null,
      ...(overrides.createdAt ? { created_at: overrides.createdAt } : {}),
      forwarded_from: overrides.forwardedFrom ?? null,
    }),
  );
  const status = overrides.status ?? 'Nuevo';
  if (status !== 'Nuevo') {
    await db
      .update(leads)
      .set({
        status,
        lost_reason: status === 'Perdido' ? (overrides.lostReason ?? 'price') : null,
        first_response_at: new Date(),
      })
      .where(eq(leads.id, id));
  }
  return leadRow(db, id);
}

export async function leadRow(target: Db | TestApp, id: number) {
  const [row] = await dbOf(target).select().from(leads).where(eq(leads.id, id));
  return row!;
}

/** A valid create body for `POST /leads/<channel>`. */
export function leadPayload(
  agencyId: number,
  channel: LeadChannelKey = 'marketplace',
  overrides: Partial<LeadInput> = {},
): LeadInput {
  return {
    agency_id: agencyId,
    name: `Cliente ${unique()}`,
    email: `cliente-${unique()}@example.mx`,
    phone: uniquePhone().replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3'),
    vehicle_id: null,
    details: leadDetails(channel),
    assigned_user_id: null,
    note: '',
    ...overrides,
  };
}

export interface LeadSettingsOverrides {
  assignment_mode?: AssignmentMode;
  sla_minutes?: number | null;
  sla_reassign?: boolean;
  business_hours?: BusinessHours;
}

/** A dealership's lead automation as the settings screen saves it (manual, no SLA unless said). */
export async function setLeadSettings(
  target: Db | TestApp,
  agencyId: number,
  settings: LeadSettingsOverrides,
) {
  const mode = settings.assignment_mode ?? 'manual';
  const minutes = settings.sla_minutes ?? null;
  const reassign = settings.sla_reassign ?? false;
  const hours = JSON.stringify(settings.business_hours ?? DEFAULT_BUSINESS_HOURS);
  await dbOf(target).execute(
    sql`insert into agency_lead_settings (agency_id, assignment_mode, sla_minutes, sla_reassign, business_hours)
        values (${agencyId}, ${mode}, ${minutes}, ${reassign}, ${hours}::jsonb)
        on conflict (agency_id) do update
          set assignment_mode = excluded.assignment_mode, sla_minutes = excluded.sla_minutes,
              sla_reassign = excluded.sla_reassign, business_hours = excluded.business_hours`,
  );
}

/** An advisor marked absent in a dealership: automatic assignment skips them there. */
export async function markAbsent(target: Db | TestApp, agencyId: number, userId: number) {
  await dbOf(target).execute(
    sql`insert into lead_advisor_absences (agency_id, user_id) values (${agencyId}, ${userId})`,
  );
}

export interface TimelineEntry {
  kind: string;
  user_id: number | null;
  body: string;
  details: Record<string, unknown>;
  created_at: string;
}

/** A lead's timeline, oldest first, as stored. */
export function timelineOf(target: Db | TestApp, leadId: number): Promise<TimelineEntry[]> {
  return queryRows<TimelineEntry>(
    dbOf(target),
    sql`select kind, user_id, body, details, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
          from lead_activities where lead_id = ${leadId} order by created_at, id`,
  );
}
