/**
 * Lead automation (PRODUCT.md "Leads"): per dealership, how arriving leads are assigned (manual,
 * round-robin or least busy among its active advisors not marked absent; a returning contact goes
 * back to their advisor), the first-response SLA counted in its business hours (Mexico City), the
 * advisors' absences and loads. The API keys and the public ingestion API are lead ingestion's
 * (resources/lead-ingestion.ts).
 */
import { z } from 'zod';
import { agencyParam, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';

export const ASSIGNMENT_MODES = ['manual', 'round_robin', 'least_busy'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** Why an arrival went to its advisor (the `reason` of the timeline's automatic assignment). */
export const ASSIGNMENT_REASONS = ['round_robin', 'least_busy', 'returning_contact'] as const;
export type AssignmentReason = (typeof ASSIGNMENT_REASONS)[number];

/** The first-response targets a dealership may choose, in business minutes. */
export const SLA_MINUTES = [15, 30, 60, 120] as const;
export type SlaMinutes = (typeof SLA_MINUTES)[number];

/** Same phone or e-mail in the same dealership within this many days: a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** The lists warn from this fraction of the SLA's business minutes on (`sla_warn_at`). */
export const SLA_WARN_FRACTION = 0.75;

// Business hours -------------------------------------------------------------------------------

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'lead_automation.time_format');

/** One day's opening, Mexico City wall-clock time; `close` after `open` (no overnight shifts). */
export const businessDay = z
  .object({ open: clockTime, close: clockTime })
  .refine((day) => day.open < day.close, { message: 'lead_automation.hours_order', path: ['close'] })
  .nullable();
export type BusinessDay = z.infer<typeof businessDay>;

/** Seven days, Sunday first (as Date#getDay); null: closed that day. */
export const businessHours = z.array(businessDay).length(7);
export type BusinessHours = z.infer<typeof businessHours>;

/** Monday to Friday 9:00–19:00, Saturday 9:00–14:00, Sunday closed. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = [
  null,
  { open: '09:00', close: '19:00' },
  { open: '09:00', close: '19:00' },
  { open: '09:00', close: '19:00' },
  { open: '09:00', close: '19:00' },
  { open: '09:00', close: '19:00' },
  { open: '09:00', close: '14:00' },
];

// Settings -------------------------------------------------------------------------------------

/** An advisor of the dealership as the settings screen shows them, with their current load. */
export const leadSettingsAdvisor = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** False for a disabled user (status -1): never assigned automatically. */
  active: z.boolean(),
  /** Marked absent in this dealership: skipped by automatic assignment. */
  absent: z.boolean(),
  /** Open leads (Nuevo, Contactado, En seguimiento, Cita agendada) assigned now. */
  open_leads: z.number().int(),
  /** Of those, untouched past their SLA deadline. */
  late_leads: z.number().int(),
});
export type LeadSettingsAdvisor = z.infer<typeof leadSettingsAdvisor>;

export const leadSettings = z.object({
  agency_id: z.number().int(),
  agency_name: z.string(),
  assignment_mode: z.enum(ASSIGNMENT_MODES),
  /** Null: no SLA. */
  sla_minutes: z.union(SLA_MINUTES.map((minutes) => z.literal(minutes))).nullable(),
  /** Reassign a lead still untouched at its deadline to the next advisor. */
  sla_reassign: z.boolean(),
  business_hours: businessHours,
  advisors: z.array(leadSettingsAdvisor),
});
export type LeadSettings = z.infer<typeof leadSettings>;

export const leadSettingsInput = z.object({
  assignment_mode: z.enum(ASSIGNMENT_MODES),
  sla_minutes: z
    .number()
    .int()
    .refine((minutes) => (SLA_MINUTES as readonly number[]).includes(minutes), 'lead_automation.sla_invalid')
    .nullable(),
  sla_reassign: z.boolean().default(false),
  business_hours: businessHours.default(DEFAULT_BUSINESS_HOURS),
});
export type LeadSettingsInput = z.input<typeof leadSettingsInput>;

/** `PUT …/lead-settings/advisors/:user?agency=`: mark an advisor absent or back. */
export const advisorAbsenceInput = z.object({ absent: z.boolean() });
export type AdvisorAbsenceInput = z.infer<typeof advisorAbsenceInput>;

/** `?agency=` of the settings routes: one dealership (0 is refused with a message). */
export const leadSettingsQuery = z.object({ agency: agencyParam.default(0) });

/**
 * One per dealership, chosen with `?agency=`: read and replaced at the same path; the advisors'
 * absences at `…/advisors/:user`.
 */
export const leadSettingsResource = defineResource({
  name: 'lead-settings',
  api: '/mi-vitrina/lead-settings',
  screens: { edit: '/settings/leads' },
  owner: 'agency',
  permissions: { read: 'read lead settings', update: 'update lead settings' },
  sortable: ['agency_name'],
  search: [],
  schemas: { item: leadSettings, input: leadSettingsInput },
});

// Merge ----------------------------------------------------------------------------------------

/** The values a merge chooses between the two leads. */
export const LEAD_MERGE_FIELDS = ['name', 'email', 'phone', 'vehicle', 'assigned_user'] as const;
export type LeadMergeField = (typeof LEAD_MERGE_FIELDS)[number];
const side = z.enum(['this', 'other']).default('this');

/**
 * `POST …/leads/<channel>/:id/merge`: `other_id` (a lead of the same dealership, any channel) is
 * merged into this one, which keeps the values `keep` chooses; the other's timeline moves here, a
 * merge entry says so (`{ merged_lead_id, merged_channel, kept, values }`), and the other is
 * deleted (its `merged_into` names this one).
 */
export const leadMergeInput = z.object({
  other_id: recordIdSchema,
  lock_version: z.number().int().min(1),
  keep: z
    .object(
      Object.fromEntries(LEAD_MERGE_FIELDS.map((field) => [field, side])) as Record<
        LeadMergeField,
        typeof side
      >,
    )
    .default({ name: 'this', email: 'this', phone: 'this', vehicle: 'this', assigned_user: 'this' }),
});
export type LeadMergeInput = z.input<typeof leadMergeInput>;
