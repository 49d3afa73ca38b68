/**
 * Leads: one model for the eleven channels of spec §2 (LEAD_CHANNELS). A lead belongs to a
 * dealership and a channel; it has a contact, an optional vehicle of interest (a used vehicle of
 * the inventory), the channel's own details, a status in the pipeline, an assigned advisor, the
 * time of the first staff response, and a timeline of activities. Each channel is its own
 * resource (its list permission and package permission open its list and its leads); writes
 * (status, assignment, notes and contacts) share the `update lead` / `assign lead` permissions.
 * Statuses and lost reasons are stored as written here; the screens translate them.
 */
import { z } from 'zod';
import { LEAD_CHANNELS, LEADS_FORWARD, type LeadChannel } from '../lead-channels';
import { booleanFilter, idFilter, recordIdSchema, selectOption } from '../list-query';
import { defineResource } from '../resource';
import { imageUrls, pesos } from './catalogs';

// Vocabularies --------------------------------------------------------------------------------

export type LeadChannelKey = (typeof LEAD_CHANNELS)[number]['key'];
export const LEAD_CHANNEL_KEYS = LEAD_CHANNELS.map((channel) => channel.key) as [
  LeadChannelKey,
  ...LeadChannelKey[],
];

/** The pipeline, in order. Vendido and Perdido close a lead. */
export const LEAD_STATUSES = [
  'Nuevo',
  'Contactado',
  'En seguimiento',
  'Cita agendada',
  'Vendido',
  'Perdido',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const OPEN_LEAD_STATUSES = ['Nuevo', 'Contactado', 'En seguimiento', 'Cita agendada'] as const;

/**
 * Allowed status changes: forward along the pipeline, back to En seguimiento from a later open
 * step, and a lost lead reopened to En seguimiento. Vendido is final.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  Nuevo: ['Contactado', 'En seguimiento', 'Cita agendada', 'Vendido', 'Perdido'],
  Contactado: ['En seguimiento', 'Cita agendada', 'Vendido', 'Perdido'],
  'En seguimiento': ['Contactado', 'Cita agendada', 'Vendido', 'Perdido'],
  'Cita agendada': ['En seguimiento', 'Vendido', 'Perdido'],
  Vendido: [],
  Perdido: ['En seguimiento'],
};

/** Why a lead was lost: required when the status becomes Perdido. */
export const LEAD_LOST_REASONS = [
  'no_answer',
  'bought_elsewhere',
  'price',
  'financing_denied',
  'not_interested',
  'no_stock',
  'duplicate',
  'other',
] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

/** What the timeline records. The first four are the staff's own; the rest are written by the system. */
export const LEAD_CONTACT_KINDS = ['note', 'call', 'whatsapp', 'email'] as const;
export type LeadContactKind = (typeof LEAD_CONTACT_KINDS)[number];
export const LEAD_ACTIVITY_KINDS = [
  ...LEAD_CONTACT_KINDS,
  'created',
  'status',
  'assignment',
  'forward',
  // Lead automation: flagged as a duplicate on arrival, merged, reassigned or late at the SLA deadline.
  'duplicate',
  'merge',
  'sla_reassignment',
  'sla_breach',
] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export const SERVICE_TYPES = [
  'maintenance',
  'oil_change',
  'brakes',
  'tires',
  'diagnosis',
  'warranty',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

// Channel details ------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
/** An instant with its offset (`2026-11-24T17:30:00.000Z`). */
const instant = z.iso.datetime({ offset: true });

/** A question about a listing: marketplace, Mercado Libre, Soloautos. */
const listingDetails = z.object({
  listing_title: text(160).default(''),
  listing_url: z.union([z.url().max(500), z.literal('')]).default(''),
  message: text(2000).default(''),
});
/** A buyer looking for a car (autos buscados nuevos / usados). */
const wantedDetails = z.object({
  brand_name: text(80).default(''),
  model_name: text(80).default(''),
  year_from: z.number().int().min(1900).max(3000).nullable().default(null),
  year_to: z.number().int().min(1900).max(3000).nullable().default(null),
  budget: pesos.nullable().default(null),
  message: text(2000).default(''),
});
/** A winning auction bid (subastas). */
const auctionDetails = z.object({
  auction_id: z.number().int().nullable().default(null),
  vehicle_title: text(160).default(''),
  bid_amount: pesos.nullable().default(null),
});
const serviceDetails = z.object({
  service_type: z.enum(SERVICE_TYPES),
  /** The day the customer would like; also the lead's `scheduled_at`. */
  preferred_at: instant.nullable().default(null),
  vehicle_description: text(160).default(''),
  message: text(2000).default(''),
});
/** Hojalatería y pintura: the damage and its photos (storage keys of the image pipeline). */
const bodyDetails = z.object({
  damage_description: text(2000).min(1),
  vehicle_description: text(160).default(''),
  photos: z.array(z.string().max(300)).max(10).default([]),
});
const partsDetails = z.object({
  part_name: text(160).min(1),
  part_number: text(60).default(''),
  vehicle_description: text(160).default(''),
  message: text(2000).default(''),
});
const appointmentDetails = z.object({
  /** Date and time of the appointment; also the lead's `scheduled_at`. */
  appointment_at: instant,
  reason: text(500).default(''),
});
/** A Facebook Lead Ads form's answers, as mapped. */
const facebookDetails = z.object({
  form_name: text(160).default(''),
  campaign_name: text(160).default(''),
  answers: z
    .array(z.object({ question: text(300), answer: text(2000) }))
    .max(50)
    .default([]),
});

/** Each channel's details schema (stored in `leads.details`, jsonb). */
export const LEAD_DETAILS = {
  marketplace: listingDetails,
  'wanted-new': wantedDetails,
  'wanted-used': wantedDetails,
  auctions: auctionDetails,
  mercadolibre: listingDetails,
  soloautos: listingDetails,
  service: serviceDetails,
  body: bodyDetails,
  parts: partsDetails,
  appointments: appointmentDetails,
  facebook: facebookDetails,
} as const satisfies Record<LeadChannelKey, z.ZodObject>;
export type LeadDetails<C extends LeadChannelKey = LeadChannelKey> = z.output<(typeof LEAD_DETAILS)[C]>;

/** The channels whose lead has an agenda time (`scheduled_at`): sortable and filterable by it. */
export const SCHEDULED_CHANNELS = ['service', 'appointments'] as const satisfies readonly LeadChannelKey[];

// Rows ---------------------------------------------------------------------------------------

/**
 * A phone as stored, so that one person's number is always the same text (duplicates and returning
 * contacts compare it): Mexican numbers as +52 and 10 digits, whatever way they were written
 * ("55 1234 5678", "+52 1 55 1234 5678" with the old mobile 1, "0052…", the old 044/045/01 long
 * distance prefixes); other numbers as + and their digits.
 */
export function normalizeLeadPhone(value: string): string {
  const written = value.trim();
  const digits = written.replace(/\D/g, '');
  const international = written.startsWith('+') || digits.startsWith('00');
  const number = digits.replace(/^00/, '');
  if (!international) {
    const local = number.replace(/^(044|045|01)(\d{10})$/, '$2');
    if (/^\d{10}$/.test(local)) return `+52${local}`;
  }
  const mexican = number.match(/^521?(\d{10})$/);
  if (mexican) return `+52${mexican[1]}`;
  return `+${number}`;
}

/**
 * A phone as a list search knows it, the same on both sides: the digits `search_text` holds of a
 * lead's phone, and those a search term written like a phone is looked for by. Both go through
 * normalizeLeadPhone, so "+52 55 1250 6633", "55-1250-6633" and "5512506633" are one number.
 */
export function phoneSearchDigits(phone: string): string {
  return normalizeLeadPhone(phone).replace(/\D/g, '');
}

/**
 * What a search term written like a phone (digits with spaces, dashes, dots, brackets or a +) is
 * looked for as; undefined for any other term, searched as typed. A whole Mexican number is looked
 * for by its 10 digits, without the country code: stored with it ("525512506633"), they are part
 * of it, and a number stored without it is found too.
 */
export function phoneSearchTerm(term: string): string | undefined {
  if (!/\d/.test(term) || !/^\+?[\d\s\-().]+$/.test(term.trim())) return undefined;
  const digits = phoneSearchDigits(term).replace(/^52(?=\d{10}$)/, '');
  return digits === '' ? undefined : digits;
}

/** A phone as stored (normalizeLeadPhone); input may carry spaces, dashes, dots or brackets. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => /^\+?[\d\s\-().]+$/.test(value), 'leads.phone_format')
  .transform(normalizeLeadPhone)
  .refine((value) => /^\+\d{8,15}$/.test(value), 'leads.phone_format');

/** The contact of a lead: a name and at least one way to reach them. */
export const leadContact = z.object({
  name: text(120).min(1),
  /** Stored in lower case: duplicates compare it. */
  email: z
    .union([z.email().max(160), z.literal('')])
    .default('')
    .transform((value) => value.toLowerCase()),
  phone: z.union([phoneSchema, z.literal('')]).default(''),
});

/** The vehicle of interest, as the list and the detail show it (linked to the used inventory). */
export const leadVehicle = z.object({
  id: z.number().int(),
  title: z.string(),
  stock_number: z.string(),
  price: z.number().nullable(),
  status: z.string(),
  thumbnail: imageUrls,
});

/** A row of a channel's list. */
export const lead = z.object({
  id: z.number().int(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  channel: z.enum(LEAD_CHANNEL_KEYS),
  status: z.enum(LEAD_STATUSES),
  lost_reason: z.enum(LEAD_LOST_REASONS).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The used vehicle of interest, when the lead names one. */
  vehicle_id: z.number().int().nullable(),
  /** "Nissan Versa Advance 2021": a snapshot of what the lead was about, kept if the vehicle goes. */
  vehicle_title: z.string(),
  /** The channel's own details (LEAD_DETAILS[channel]). */
  details: z.record(z.string(), z.unknown()),
  /** Service and appointment leads: when (ISO instant). */
  scheduled_at: z.string().nullable(),
  assigned_user_id: z.number().int().nullable(),
  assigned_user_name: z.string().nullable(),
  /** When a staff member first acted on the lead; null while untouched. */
  first_response_at: z.string().nullable(),
  /** Minutes from arrival to the first response. */
  first_response_minutes: z.number().int().nullable(),
  /** The lead this one is a forwarded copy of, and its dealership. */
  forwarded_from: z.number().int().nullable(),
  forwarded_from_agency_name: z.string().nullable(),
  /** First-response SLA: the deadline, and the point from which the lists warn (null: no SLA). */
  sla_due_at: z.string().nullable(),
  sla_warn_at: z.string().nullable(),
  /** The earlier lead of the same contact within 30 days, and its channel (to link to it). */
  duplicate_of: z.number().int().nullable(),
  duplicate_of_channel: z.enum(LEAD_CHANNEL_KEYS).nullable(),
  lock_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const leadActivity = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  /** Who: null for the system (arrival, automatic assignment). */
  user_name: z.string().nullable(),
  /** A note's text, a call's summary, the message sent; a forward's reason. */
  body: z.string(),
  /**
   * What a system entry recorded: status `{ from, to, lost_reason?, appointment_at? }`, assignment
   * `{ from_user_name, to_user_name, reason? }` (`reason`, one of ASSIGNMENT_REASONS, when
   * automatic), forward `{ to_agency_name | from_agency_name, lead_id }`, duplicate
   * `{ lead_id, channel }` (the earlier lead), sla_reassignment `{ from_user_name, to_user_name,
   * manager_names }`, sla_breach `{ user_name, manager_names }` (who was told).
   */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type LeadActivity = z.infer<typeof leadActivity>;

/** `GET …/leads/<channel>/:id`: the row, the vehicle of interest, the timeline (newest first). */
export const leadDetail = lead.extend({
  vehicle: leadVehicle.nullable(),
  /** Cita agendada: when the appointment is (ISO instant); null in any other status. */
  appointment_at: z.string().nullable(),
  sold_vehicle_id: z.number().int().nullable(),
  lost_note: z.string(),
  activities: z.array(leadActivity),
});
export type LeadDetail = z.infer<typeof leadDetail>;

// Inputs -------------------------------------------------------------------------------------

/** A lead typed in by staff (walk-in, phone call) through the one lead-creation service. */
export const leadInput = leadContact
  .extend({
    agency_id: recordIdSchema,
    vehicle_id: recordIdSchema.nullable().default(null),
    /** Validated against LEAD_DETAILS[channel] by the route (the channel is the path's). */
    details: z.record(z.string(), z.unknown()).default({}),
    assigned_user_id: recordIdSchema.nullable().default(null),
    note: text(2000).default(''),
  })
  .refine((value) => value.email !== '' || value.phone !== '', {
    message: 'leads.contact_required',
    path: ['phone'],
  });
export type LeadInput = z.input<typeof leadInput>;

/** The version a change started from: a change over someone else's newer one is a 409. */
const editedVersion = z.number().int().min(1);

/** `POST …/:id/status`. */
export const leadStatusChange = z.object({
  status: z.enum(LEAD_STATUSES),
  lock_version: editedVersion,
  /** Required for Perdido. */
  lost_reason: z.enum(LEAD_LOST_REASONS).nullable().optional(),
  lost_note: text(500).optional(),
  /** Vendido: the used vehicle sold (of the lead's dealership). */
  sold_vehicle_id: recordIdSchema.nullable().optional(),
  /** Required for Cita agendada: when the appointment is (an instant with its offset). */
  appointment_at: instant.nullable().optional(),
});
export type LeadStatusChange = z.input<typeof leadStatusChange>;

/** `POST …/:id/assign`: an active advisor of the lead's dealership, or null to unassign. */
export const leadAssignment = z.object({
  user_id: recordIdSchema.nullable(),
  lock_version: editedVersion,
});
export type LeadAssignment = z.input<typeof leadAssignment>;

/** `POST …/:id/activities`: a note, or a contact made (call, WhatsApp, e-mail). */
export const leadActivityInput = z.object({
  kind: z.enum(LEAD_CONTACT_KINDS),
  body: text(2000).default(''),
});
export type LeadActivityInput = z.input<typeof leadActivityInput>;

/** `POST /leads/admin/:id/forward`: to another dealership, optionally to one of its advisors. */
export const leadForward = z.object({
  agency_id: recordIdSchema,
  user_id: recordIdSchema.nullable().default(null),
  reason: text(500).min(1),
});
export type LeadForwardInput = z.input<typeof leadForward>;

/**
 * `GET /leads/admin/forward-targets`: the dealerships the user may forward a lead to (not
 * cancelled), by name; a suspended one is listed as such, and a forward to it is refused.
 */
export const leadForwardTarget = selectOption.extend({ suspended: z.boolean() });
export const leadForwardTargetsAnswer = z.object({ data: z.array(leadForwardTarget) });
export type LeadForwardTarget = z.infer<typeof leadForwardTarget>;

/** One answer for every lead write: the lead as the detail shows it. */
export const leadAnswer = z.object({ data: leadDetail });

/** `GET …/leads/<channel>/advisors?agency=`: who a lead of that dealership may be assigned to. */
export const leadAdvisor = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  /** Open leads assigned now. */
  open_leads: z.number().int(),
});
export const leadAdvisorsAnswer = z.object({ data: z.array(leadAdvisor) });
export type LeadAdvisor = z.infer<typeof leadAdvisor>;

// Resources ----------------------------------------------------------------------------------

const dateFilter = z.iso.date().optional();

export const LEAD_SLA_FILTERS = ['late', 'near'] as const;
export type LeadSlaFilter = (typeof LEAD_SLA_FILTERS)[number];

/**
 * Where a lead stands against its first-response SLA at `now`: `late` and `near` while untouched
 * (past the deadline, past the warning point), `met` / `missed` once answered, null without SLA.
 */
export function leadSlaState(
  lead: Pick<Lead, 'sla_due_at' | 'sla_warn_at' | 'first_response_at'>,
  now: Date = new Date(),
): 'late' | 'near' | 'pending' | 'met' | 'missed' | null {
  if (!lead.sla_due_at) return null;
  const due = Date.parse(lead.sla_due_at);
  if (lead.first_response_at) return Date.parse(lead.first_response_at) <= due ? 'met' : 'missed';
  if (now.getTime() >= due) return 'late';
  if (lead.sla_warn_at && now.getTime() >= Date.parse(lead.sla_warn_at)) return 'near';
  return 'pending';
}

/** Every lead list's filters: date range (arrival, Mexico City days), status, advisor, vehicle brand/model. */
const leadFilters = {
  status: z.enum(LEAD_STATUSES).optional(),
  /** An advisor's id; 0 for leads nobody is assigned to. */
  assigned_user_id: z.coerce.number().int().min(0).optional(),
  created_from: dateFilter,
  created_to: dateFilter,
  vehicle_id: idFilter,
  /** Service and appointment leads: the agenda's days. */
  scheduled_from: dateFilter,
  scheduled_to: dateFilter,
  /** Service leads: the service type. */
  service_type: z.enum(SERVICE_TYPES).optional(),
  /** Untouched leads past their SLA deadline (`late`) or close to it (`near`). */
  sla: z.enum(LEAD_SLA_FILTERS).optional(),
  /** Only leads flagged as duplicates of an earlier one. */
  duplicates: booleanFilter,
};

const leadPaths = (channel: LeadChannel) => ({
  list: channel.path,
  details: `${channel.path}/:id`,
});

function channelResource<const C extends (typeof LEAD_CHANNELS)[number]>(channel: C) {
  return defineResource({
    name: `leads-${channel.key}` as `leads-${C['key']}`,
    api: `/mi-vitrina/leads/${channel.key}` as `/mi-vitrina/leads/${C['key']}`,
    screens: leadPaths(channel),
    owner: 'agency',
    permissions: {
      list: channel.permission,
      read: channel.permission,
      create: 'create lead',
      update: 'update lead',
      assign: 'assign lead',
      delete: 'delete lead',
      merge: 'merge leads',
    },
    ...('packagePermission' in channel ? { packagePermission: channel.packagePermission } : {}),
    sortable: ['created_at', 'status', 'name', 'scheduled_at', 'first_response_at'],
    defaultSort: { field: 'created_at', direction: 'desc' },
    search: ['name', 'email', 'phone'],
    filters: leadFilters,
    schemas: { item: lead, detail: leadDetail, input: leadInput },
  });
}

/** One resource per channel, by channel key. */
export const leadResources = Object.fromEntries(
  LEAD_CHANNELS.map((channel) => [channel.key, channelResource(channel)]),
) as { [C in (typeof LEAD_CHANNELS)[number] as C['key']]: ReturnType<typeof channelResource<C>> };
export type LeadResource = (typeof leadResources)[LeadChannelKey];

/**
 * `/leads/admin` (Reenvío): administrators see every channel's leads of every dealership and
 * forward one to another dealership. Filter by channel besides the lists' filters.
 */
export const leadForwardResource = defineResource({
  name: 'leads-admin',
  api: '/mi-vitrina/leads/admin',
  screens: { list: LEADS_FORWARD.path, details: `${LEADS_FORWARD.path}/:id` },
  owner: 'agency',
  permissions: { list: LEADS_FORWARD.permission, read: LEADS_FORWARD.permission, forward: 'forward leads' },
  sortable: ['created_at', 'status', 'name', 'scheduled_at', 'first_response_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  search: ['name', 'email', 'phone'],
  filters: { ...leadFilters, channel: z.enum(LEAD_CHANNEL_KEYS).optional(), forwarded: booleanFilter },
  schemas: { item: lead, detail: leadDetail },
});

/**
 * The contact links of a lead's actions. WhatsApp's wa.me needs the number's digits only; the
 * preset message names the vehicle when there is one.
 */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
export const phoneLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const emailLink = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;
