/**
 * Buyer alerts (`/find-cars`, "Alertas Marketplace"): the saved searches buyers keep in the
 * marketplace, sent here by the marketplace itself through the public API, and what a dealership
 * sees of them: the alerts its live inventory matches, each with its matching vehicles, and the
 * offer of one of them to the buyer (an `autos buscados` lead and an e-mail to the buyer).
 */
import { z } from 'zod';
import { LOCALES } from '../basics';
import { agencyParam, MAX_ID, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { pesos } from './catalogs';
import { leadContact } from './leads';
import { MEXICAN_STATE_CODES } from './sepomex';

/** The public ingestion path (the marketplace's platform credential in `X-Api-Key` or `Authorization: Bearer`). */
export const BUYER_ALERTS_INGESTION_PATH = '/api/public/v1/buyer-alerts';

export const ALERT_VEHICLE_KINDS = ['used', 'new'] as const;
export type AlertVehicleKind = (typeof ALERT_VEHICLE_KINDS)[number];

/** The matching vehicles shown under each alert of the screen (the count says how many more). */
export const ALERT_VEHICLES_SHOWN = 5;
/** An alert's matching vehicles are counted up to this many; the screen says "more than 100" above it. */
export const ALERT_VEHICLE_COUNT_CAP = 100;

const yearSchema = z.number().int().min(1900).max(3000);

/**
 * `POST /api/public/v1/buyer-alerts`: one saved search, created or replaced by its marketplace id
 * (`external_id`), so a retry or a change answers the same alert. An alert names at least the
 * brand (the matching is indexed by brand and model); every other criterion is optional. `active:
 * false` closes it (the buyer deleted the search or found a car).
 */
export const buyerAlertInput = leadContact
  .extend({
    external_id: z.string().trim().min(1).max(200),
    email: z
      .email()
      .max(160)
      .transform((value) => value.toLowerCase()),
    /** The language of the buyer's e-mails. */
    locale: z.enum(LOCALES).default('es'),
    brand_id: recordIdSchema,
    model_id: recordIdSchema.nullable().default(null),
    year_from: yearSchema.nullable().default(null),
    year_to: yearSchema.nullable().default(null),
    price_from: pesos.nullable().default(null),
    price_to: pesos.nullable().default(null),
    body_id: recordIdSchema.nullable().default(null),
    /** The buyer's state (SEPOMEX code): only dealerships there see the alert; null: anywhere. */
    state_code: z.enum(MEXICAN_STATE_CODES).nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((value) => value.year_from === null || value.year_to === null || value.year_from <= value.year_to, {
    message: 'alerts.year_range',
    path: ['year_to'],
  })
  .refine(
    (value) => value.price_from === null || value.price_to === null || value.price_from <= value.price_to,
    { message: 'alerts.price_range', path: ['price_to'] },
  );
export type BuyerAlertInput = z.input<typeof buyerAlertInput>;

/** What the ingestion answers: 201 for a new alert, 200 when the same `external_id` was known. */
export const buyerAlertIngestionAnswer = z.object({
  data: z.object({
    id: z.number().int(),
    external_id: z.string(),
    active: z.boolean(),
  }),
});

/** A vehicle of the dealership that matches an alert. */
export const alertVehicle = z.object({
  kind: z.enum(ALERT_VEHICLE_KINDS),
  id: z.number().int(),
  title: z.string(),
  year: z.number().int(),
  /** Pesos: the offer (or promotional) price when there is one. */
  price: z.number(),
  /** Offered to this alert by this dealership already (only once each). */
  offered: z.boolean(),
});
export type AlertVehicle = z.infer<typeof alertVehicle>;

/** One row of `/find-cars`: the buyer's search, who they are, and this dealership's matches. */
export const buyerAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  model_id: z.number().int().nullable(),
  model_name: z.string().nullable(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  body_id: z.number().int().nullable(),
  body_name: z.string().nullable(),
  state_code: z.string().nullable(),
  created_at: z.string(),
  /** Up to ALERT_VEHICLES_SHOWN matching vehicles, those not yet offered first. */
  vehicles: z.array(alertVehicle),
  /** How many of the dealership's vehicles match (up to ALERT_VEHICLE_COUNT_CAP + 1). */
  vehicles_count: z.number().int(),
  /** How many vehicles this dealership has offered to the alert. */
  offers_count: z.number().int(),
});
export type BuyerAlert = z.infer<typeof buyerAlert>;

export const buyerAlertResource = defineResource({
  name: 'buyer-alerts',
  api: '/mi-vitrina/find-cars',
  screens: { list: '/find-cars' },
  owner: 'agency',
  permissions: { list: 'read find-cars', read: 'read find-cars', offer: 'create find-cars offer' },
  packagePermission: 'view marketplace alerts',
  membership: true,
  // Newest first: a fresh search is the buyer most likely still looking.
  sortable: ['id'],
  defaultSort: { field: 'id', direction: 'desc' },
  search: [],
  filters: { agency: agencyParam.default(0) },
  schemas: { item: buyerAlert },
});

/** `POST /mi-vitrina/find-cars/:id/offers?agency=`: offer one of the dealership's vehicles to the buyer. */
export const alertOfferInput = z.object({
  kind: z.enum(ALERT_VEHICLE_KINDS),
  vehicle_id: z.number().int().positive().max(MAX_ID),
  /** A note for the buyer, in the e-mail and the lead's first timeline entry. */
  message: z.string().trim().max(1000).default(''),
});
export type AlertOfferInput = z.input<typeof alertOfferInput>;

export const alertOfferAnswer = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    alert_id: z.number().int(),
    lead_id: z.number().int(),
    channel: z.enum(['wanted-new', 'wanted-used']),
  }),
});
