/**
 * AutoCheck (`/verification`): a dealership checks a VIN or a Mexican plate before taking a
 * vehicle. A VIN is decoded offline (shape, check digit, model year, manufacturer and country
 * from the WMI table); both go to the configured report provider (REPUVE-style theft and
 * registry status). Every verification is kept per dealership: who, when, what, the decode, the
 * provider's status and report; a failed report can be asked again.
 */
import { z } from 'zod';
import { idFilter, recordIdSchema } from '../list-query';
import { formatPlate, normalizePlate } from '../plates';
import { defineResource } from '../resource';
import { normalizeVin, vinShapeProblem } from '../vin';

export const VERIFICATION_KINDS = ['vin', 'plate'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** The overall verdict: a theft or cancelled registry is an alert; a doubtful VIN a warning. */
export const VERIFICATION_RESULTS = ['clear', 'warning', 'alert', 'incomplete'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** What came of asking the provider. */
export const PROVIDER_STATUSES = ['ok', 'not_found', 'failed', 'not_configured'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
/** Why a report failed, each with its own message on the screen. */
export const PROVIDER_ERRORS = ['timeout', 'unavailable', 'bad_answer', 'rejected'] as const;
export type ProviderError = (typeof PROVIDER_ERRORS)[number];

export const THEFT_STATUSES = ['clear', 'reported', 'recovered'] as const;
export const REGISTRY_STATUSES = ['registered', 'not_registered', 'cancelled'] as const;

/**
 * The provider's report, as its API answers it (documented in the verification module's README.md,
 * apps/api/src/modules/verification) and as it is kept: the adapter refuses any other shape as a
 * bad answer.
 */
export const providerReport = z.object({
  reference: z.string().min(1).max(100),
  theft_status: z.enum(THEFT_STATUSES),
  registry_status: z.enum(REGISTRY_STATUSES),
  vin: z.string().max(17).nullable(),
  plate: z.string().max(10).nullable(),
  state: z.string().max(60).nullable(),
  brand: z.string().max(80).nullable(),
  model: z.string().max(80).nullable(),
  year: z.number().int().min(1900).max(2100).nullable(),
  checked_at: z.string().max(40),
});
export type ProviderReport = z.infer<typeof providerReport>;

export const vinDecode = z.object({
  wmi: z.string(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  check_digit: z.string(),
  expected_check_digit: z.string(),
  check_digit_valid: z.boolean(),
  check_digit_required: z.boolean(),
  model_year: z.number().int().nullable(),
  plant_code: z.string(),
  serial: z.string(),
});

/** A VIN or a plate; checked by its kind, and answered normalised (`ABC-123-D`, capitals). */
export const verificationInput = z
  .object({
    agency_id: recordIdSchema,
    kind: z.enum(VERIFICATION_KINDS),
    value: z.string().trim().min(1, 'verification.value_required').max(30),
  })
  .transform((input, context) => {
    if (input.kind === 'vin') {
      const vin = normalizeVin(input.value);
      const problem = vinShapeProblem(vin);
      if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
      return { ...input, value: vin };
    }
    const plate = formatPlate(normalizePlate(input.value));
    if (!plate) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'verification.plate_format' });
      return input;
    }
    return { ...input, value: plate };
  });
export type VerificationInput = z.input<typeof verificationInput>;

export const verification = z.object({
  id: z.number().int(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  /** The VIN, or the plate as printed. */
  query: z.string(),
  decode: vinDecode.nullable(),
  provider_status: z.enum(PROVIDER_STATUSES),
  provider_error: z.enum(PROVIDER_ERRORS).nullable(),
  report: providerReport.nullable(),
  result: z.enum(VERIFICATION_RESULTS),
  /** How many times the provider was asked (the first time and each retry). */
  attempts: z.number().int(),
  /** Who verified; null once that user is deleted (the name stays). */
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  created_at: z.string(),
  checked_at: z.string(),
});
export type Verification = z.infer<typeof verification>;

/** Whether the dealership's screen can ask for reports (the provider is configured). */
export const verificationProviderAnswer = z.object({ data: z.object({ configured: z.boolean() }) });

export const verificationResource = defineResource({
  name: 'verifications',
  api: '/mi-vitrina/verifications',
  screens: { list: '/verification' },
  owner: 'agency',
  membership: true,
  permissions: { read: 'read verification', create: 'create verification', retry: 'create verification' },
  sortable: ['created_at', 'result', 'kind', 'user_name'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  search: ['query'],
  filters: {
    result: z.enum(VERIFICATION_RESULTS).optional(),
    kind: z.enum(VERIFICATION_KINDS).optional(),
    user_id: idFilter,
  },
  schemas: { item: verification, input: verificationInput },
});

/**
 * The verdict of a verification: the report's theft or registry alert first, then a VIN whose
 * North American check digit fails or that the registry does not know, then a report that could
 * not be had; otherwise clear.
 */
export function verificationResult(
  decode: { check_digit_valid: boolean; check_digit_required: boolean } | null,
  status: ProviderStatus,
  report: Pick<ProviderReport, 'theft_status' | 'registry_status'> | null,
): VerificationResult {
  if (report && (report.theft_status === 'reported' || report.registry_status === 'cancelled')) {
    return 'alert';
  }
  if (decode?.check_digit_required && !decode.check_digit_valid) return 'warning';
  if (status === 'not_found' || report?.registry_status === 'not_registered') return 'warning';
  if (status === 'failed' || status === 'not_configured') return 'incomplete';
  return 'clear';
}
