/** Leads: born in the lead-creation service (as every lead is), then moved along the pipeline. */
import type { LeadChannelKey, LeadInput, LeadLostReason, LeadStatus } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { leads } from '../../src/db/schema';
import { createLead } from '../../src/modules/leads/lead-service';
import type { TestApp } from '../build-test-app';
import { unique } from './unique';

const dbOf = (target: Db | TestApp) => ('context' in target ? target.context.database.db : target);

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
      phone: overrides.phone ?? '5512345678',
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
    phone: '55 1234 5678',
    vehicle_id: null,
    details: leadDetails(channel),
    assigned_user_id: null,
    note: '',
    ...overrides,
  };
}
