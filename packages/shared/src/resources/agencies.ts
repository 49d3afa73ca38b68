/**
 * Dealerships (agencias): the form and request schema, the list and detail answers, the pickers,
 * and the Mexican field rules (RFC, ten-digit phones, five-digit postal codes). Written once for
 * the form and the route, so the browser and the API's 422 answers say the same thing.
 */
import { z } from 'zod';
import { booleanFilter, idFilter, optionsAnswer, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { MEMBERSHIP_STATUSES } from '../rules';
import { nameField } from '../text';
import { imageUrls } from './catalogs';

export const AGENCY_NAME_MAX = 120;

/**
 * RFC (Registro Federal de Contribuyentes): three letters for a company or four for a person, the
 * date of incorporation or birth as YYMMDD, and a three-character homoclave.
 */
const RFC_PATTERN = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z\d]{3}$/;

/** Spaces and dashes are how people copy an RFC from a document ("GAV-180312-AB1"). */
export function normalizeRfc(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidRfc(value: string): boolean {
  const match = RFC_PATTERN.exec(value);
  if (!match) return false;
  const [yy, mm, dd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // YY does not say the century; 29 February is valid when either century makes a leap year.
  return [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + yy, mm - 1, dd));
    return date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

/** "55 1234-5678", "(55) 1234 5678" and "+52 55 1234 5678" are all the ten digits 5512345678. */
export function normalizePhone(value: string): string {
  return value
    .trim()
    .replace(/^\+52/, '')
    .replace(/[\s().-]/g, '');
}

/** A website typed without its scheme ("agencia.mx") is an https address. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Optional text: normalized, blank means null. Absent stays undefined: a create gets the default,
 * an update keeps the stored value (so a client may send only what it changes).
 */
function blankable<T extends z.ZodType<unknown, string>>(
  inner: T,
  normalize = (text: string) => text.trim(),
) {
  return z
    .string()
    .nullish()
    .transform((value) => {
      if (value === undefined) return undefined;
      const text = value === null ? '' : normalize(value);
      return text === '' ? null : text;
    })
    .pipe(inner.nullish());
}

/** Text stored as '' when blank (never null). */
const plainText = (max: number) =>
  blankable(z.string().max(max)).transform((value) => (value === null ? '' : value));

/** An optional reference: null clears it, absent keeps it. */
const reference = recordIdSchema.nullish();

export const agencyInput = z.object({
  name: nameField(AGENCY_NAME_MAX),
  legal_name: plainText(200),
  rfc: blankable(z.string().refine(isValidRfc, 'agencies.rfc_invalid'), normalizeRfc),
  group_id: reference,
  family_id: reference,
  package_id: reference,
  address: plainText(300),
  postal_code: blankable(z.string().regex(/^\d{5}$/, 'agencies.postal_code_invalid')),
  sepomex_id: reference,
  phone: blankable(z.string().regex(/^\d{10}$/, 'agencies.phone_invalid'), normalizePhone),
  whatsapp: blankable(z.string().regex(/^\d{10}$/, 'agencies.phone_invalid'), normalizePhone),
  email: blankable(z.string().max(254).pipe(z.email()), (text) => text.trim().toLowerCase()),
  website: blankable(
    z
      .string()
      .max(300)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain })),
    (text) => (text.trim() === '' ? '' : normalizeWebsite(text)),
  ),
  is_premium: z.boolean().optional(),
  is_preowened: z.boolean().optional(),
  membership_status: z.enum(MEMBERSHIP_STATUSES).optional(),
  waba_id: blankable(z.string().regex(/^\d{5,30}$/, 'agencies.waba_invalid'), (text) =>
    text.replace(/\s/g, ''),
  ),
});
export type AgencyInput = z.input<typeof agencyInput>;
/** What a request sends, parsed: undefined fields were not sent. */
export type AgencyChanges = z.output<typeof agencyInput>;
/** Every field of an agency's stored record the form edits. */
export type AgencyValues = { [K in keyof AgencyChanges]-?: Exclude<AgencyChanges[K], undefined> };

/**
 * What a dealership is entitled to, and so what only platform administrators change: its package
 * and membership, whether it sells new and used cars, and its WhatsApp Business account (which
 * unlocks WhatsApp campaigns). The server refuses anyone else; the form shows them read-only.
 */
export const AGENCY_ADMIN_ONLY_FIELDS = [
  'package_id',
  'membership_status',
  'is_premium',
  'is_preowened',
  'waba_id',
] as const satisfies readonly (keyof AgencyValues)[];

/** A new agency's values where the request is silent (the database's defaults). */
export const AGENCY_DEFAULTS: Omit<AgencyValues, 'name'> = {
  legal_name: '',
  rfc: null,
  group_id: null,
  family_id: null,
  package_id: null,
  address: '',
  postal_code: null,
  sepomex_id: null,
  phone: null,
  whatsapp: null,
  email: null,
  website: null,
  is_premium: false,
  is_preowened: true,
  membership_status: 'Activo',
  waba_id: null,
};

/** The stored values with the sent changes applied (absent fields keep theirs). */
export function applyAgencyChanges(base: Omit<AgencyValues, 'name'>, changes: AgencyChanges): AgencyValues {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...base, ...sent } as AgencyValues;
}

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A row of the agencies list. */
export const agency = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string(),
  rfc: z.string().nullable(),
  group: named,
  family: named,
  package: named,
  membership_status: z.enum(MEMBERSHIP_STATUSES),
  is_premium: z.boolean(),
  is_preowened: z.boolean(),
  waba_id: z.string().nullable(),
  logo: imageUrls,
  /** From the chosen SEPOMEX settlement (its city, or its municipality where it has no city). */
  city: z.string().nullable(),
  state: z.string().nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Agency = z.infer<typeof agency>;

export const agencySettlement = z.object({
  id: z.number().int(),
  location: z.string(),
  type: z.string(),
  municipality: z.string(),
  city: z.string(),
  state: z.string(),
});
export type AgencySettlement = z.infer<typeof agencySettlement>;

export const agencyMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.number().int(),
});
export type AgencyMember = z.infer<typeof agencyMember>;

/** One agency (spec §7 `agencies/{id}`): every field, its postal code's settlements, its people. */
export const agencyDetail = agency.extend({
  group_id: z.number().int().nullable(),
  family_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  address: z.string(),
  postal_code: z.string().nullable(),
  sepomex_id: z.number().int().nullable(),
  sepomex: z.array(agencySettlement),
  full_address: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  advisors: z.array(agencyMember),
  managers: z.array(agencyMember),
  permissions_for_package: z.array(z.string()),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;

/**
 * Dealerships. One agency is its own dealership: a user reaches the agencies they are linked to
 * (administrators, every one). Reading one needs the list's permission.
 */
export const agencyResource = defineResource({
  name: 'agencies',
  api: '/mi-vitrina/agencies',
  screens: { list: '/agencies', create: '/agencies/form', edit: '/agencies/form/:id' },
  owner: 'agency',
  permissions: {
    read: 'list agencies',
    create: 'create agency',
    update: 'update agency',
    delete: 'delete agency',
  },
  sortable: ['name', 'membership_status', 'group_name', 'package_name', 'created_at'],
  search: ['name'],
  filters: {
    group_id: idFilter,
    family_id: idFilter,
    package_id: idFilter,
    membership_status: z.enum(MEMBERSHIP_STATUSES).optional(),
    is_premium: booleanFilter,
    is_preowened: booleanFilter,
  },
  schemas: { item: agency, detail: agencyDetail, input: agencyInput },
});

/** The pickers of spec §7 (`all-agencies-actives`, `all-active-bodies`): `{ label, value }`. */
export const agencyOptionList = optionsAnswer;

/** Spec §3: an address reads "address, CP postal_code, location, state"; missing parts are left out. */
export function fullAddress(parts: {
  address?: string | null;
  postal_code?: string | null;
  location?: string | null;
  state?: string | null;
}): string {
  return [
    parts.address?.trim(),
    parts.postal_code ? `CP ${parts.postal_code}` : '',
    parts.location?.trim(),
    parts.state?.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}
