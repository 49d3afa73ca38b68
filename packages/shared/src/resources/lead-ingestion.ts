/**
 * Lead ingestion: the public ingestion API (`POST /api/public/v1/leads`, JSON or ADF XML) and the
 * dealerships' API keys it takes, managed on the lead automation screen (resources/lead-automation.ts).
 */
import { z } from 'zod';
import { recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { leadSettingsQuery } from './lead-automation';
import { LEAD_CHANNEL_KEYS, leadContact } from './leads';

// API keys -------------------------------------------------------------------------------------

/** Every key starts so, then its random part; `prefix` is the first characters people see. */
export const LEAD_API_KEY_PREFIX = 'vtr_';

export const leadApiKey = z.object({
  id: z.number().int(),
  agency_id: z.number().int(),
  name: z.string(),
  /** "vtr_AbC1…": enough to tell keys apart, useless to call with. */
  prefix: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Revoked keys stay listed (with when) and are refused with 401. */
  revoked_at: z.string().nullable(),
});
export type LeadApiKey = z.infer<typeof leadApiKey>;

export const leadApiKeyInput = z.object({ name: z.string().trim().min(1).max(80) });
export type LeadApiKeyInput = z.input<typeof leadApiKeyInput>;

/** The create's answer: the only time the whole key is shown. */
export const leadApiKeyCreated = z.object({ data: leadApiKey.extend({ key: z.string() }) });

/** A dealership's keys (`?agency=`); POST creates one, DELETE `/:id` revokes it. */
export const leadApiKeyResource = defineResource({
  name: 'lead-api-keys',
  api: '/mi-vitrina/lead-settings/api-keys',
  screens: {},
  owner: 'agency',
  permissions: { list: 'read lead settings', create: 'update lead settings', delete: 'update lead settings' },
  sortable: ['created_at', 'name'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  search: ['name'],
  filters: { agency: leadSettingsQuery.shape.agency },
  schemas: { item: leadApiKey, input: leadApiKeyInput },
});

// Ingestion ------------------------------------------------------------------------------------

/** The public ingestion API's path (API key in `Authorization: Bearer …` or `X-Api-Key`). */
export const LEAD_INGESTION_PATH = '/api/public/v1/leads';

/**
 * `POST /api/public/v1/leads` as JSON. The dealership is the key's; `agency_id`, when sent, must
 * be it. `external_id` (the source's own id) makes retries safe like an `Idempotency-Key` header.
 */
export const leadIngestionInput = leadContact
  .extend({
    channel: z.enum(LEAD_CHANNEL_KEYS),
    external_id: z.string().trim().min(1).max(200).optional(),
    agency_id: recordIdSchema.optional(),
    vehicle_id: recordIdSchema.nullable().default(null),
    vehicle_title: z.string().trim().max(160).default(''),
    details: z.record(z.string(), z.unknown()).default({}),
    note: z.string().trim().max(2000).default(''),
  })
  .refine((value) => value.email !== '' || value.phone !== '', {
    message: 'leads.contact_required',
    path: ['phone'],
  });
export type LeadIngestionInput = z.input<typeof leadIngestionInput>;

/** What an ingestion answers: 201 for a new lead, 200 for a retry of one already created. */
export const leadIngestionAnswer = z.object({
  data: z.object({
    id: z.number().int(),
    agency_id: z.number().int(),
    channel: z.enum(LEAD_CHANNEL_KEYS),
    status: z.string(),
    assigned_user_id: z.number().int().nullable(),
    duplicate_of: z.number().int().nullable(),
    sla_due_at: z.string().nullable(),
  }),
});
export type LeadIngestionAnswer = z.infer<typeof leadIngestionAnswer>;

/** What an ADF file answers: one lead per `prospect`, in the file's order (201 when any is new). */
export const leadIngestionBatchAnswer = z.object({ data: z.array(leadIngestionAnswer.shape.data) });
export type LeadIngestionBatchAnswer = z.infer<typeof leadIngestionBatchAnswer>;
