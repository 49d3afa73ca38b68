/**
 * The marketplace's banners (spec §2, PRODUCT "Marketing content"). Home, nuevos and seminuevos
 * each have one national banner and banners per Mexican state; catalog banners belong to a brand
 * or a body type. Every banner has a desktop and a mobile image, a link, its place in the order,
 * optional start and end dates (Mexico City calendar days, both included) and an active flag.
 */
import { z } from 'zod';
import { booleanFilter, idFilter, MAX_ID, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { imageUrls } from './catalogs';
import { MEXICAN_STATE_CODES } from './sepomex';

/** The state placements: each has a national banner and banners per state. */
export const BANNER_PLACEMENTS = ['home', 'nuevos', 'seminuevos'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
/** The catalog pages' placement (banners per brand or body type). */
export const CATALOG_BANNER_PLACEMENT = 'catalog';

/** Where each state placement's screens live (the national and per-banner edit screens are under it). */
export const BANNER_SCREENS: Record<BannerPlacement, string> = {
  home: '/marketplace-banners',
  nuevos: '/marketplace-banners/nuevos',
  seminuevos: '/marketplace-banners/seminuevos',
};
export const CATALOG_BANNER_SCREEN = '/marketplace-banners/catalogos';

export const BANNER_IMAGE_KINDS = ['desktop', 'mobile'] as const;
export type BannerImageKind = (typeof BANNER_IMAGE_KINDS)[number];

/**
 * Each image's recommended size, and what an upload must be: at least the minimum size, with the
 * recommended proportion within RATIO_TOLERANCE (the marketplace crops nothing, so a banner of
 * another shape would be letterboxed or squashed).
 */
export const BANNER_IMAGE_SIZES: Record<
  BannerImageKind,
  { width: number; height: number; minWidth: number; minHeight: number }
> = {
  desktop: { width: 1920, height: 480, minWidth: 1280, minHeight: 320 },
  mobile: { width: 800, height: 800, minWidth: 600, minHeight: 600 },
};
export const BANNER_RATIO_TOLERANCE = 0.05;

/** Why an image of this size is refused (a message key), or null when it fits. */
export function bannerImageProblem(
  kind: BannerImageKind,
  width: number,
  height: number,
): `banners.${BannerImageKind}_${'too_small' | 'ratio'}` | null {
  const size = BANNER_IMAGE_SIZES[kind];
  if (width < size.minWidth || height < size.minHeight) return `banners.${kind}_too_small`;
  const ratio = width / height;
  const expected = size.width / size.height;
  if (Math.abs(ratio - expected) / expected > BANNER_RATIO_TOLERANCE) return `banners.${kind}_ratio`;
  return null;
}

const isCalendarDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors.date_format', abort: true })
  .refine(isCalendarDay, 'errors.date_format');
/** An empty field is "no date": from now on, or with no end. */
const optionalDay = z.preprocess((value) => (value === '' ? null : value), day.nullable().default(null));

/**
 * Where a banner leads: a path of the marketplace ("/seminuevos?marca=nissan") or an http(s)
 * address. Empty is no link.
 */
const link = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (text) =>
        (text.startsWith('/') && !text.startsWith('//')) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text),
      'banners.link_format',
    )
    .nullable()
    .default(null),
);

export const stateCode = z.enum(MEXICAN_STATE_CODES, { message: 'banners.state_invalid' });

const fields = {
  title: z.string().trim().min(1).max(120),
  link,
  starts_on: optionalDay,
  ends_on: optionalDay,
  active: z.boolean().default(true),
};

/** The end is on or after the start. */
const datesInOrder = (value: { starts_on: string | null; ends_on: string | null }) =>
  !value.starts_on || !value.ends_on || value.ends_on >= value.starts_on;
const datesMessage = { message: 'banners.dates_order', path: ['ends_on'] };

/** A state banner is created in its placement and state; the national ones always exist. */
export const bannerInput = z
  .object({ placement: z.enum(BANNER_PLACEMENTS), state_code: stateCode, ...fields })
  .refine(datesInOrder, datesMessage);
/** The national banner keeps no state (`state_code` is ignored for it). */
export const bannerUpdate = z
  .object({ state_code: stateCode.optional(), ...fields })
  .refine(datesInOrder, datesMessage);

const timestamps = { created_at: z.string(), updated_at: z.string() };
const common = {
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  desktop: imageUrls,
  mobile: imageUrls,
  position: z.number().int(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  active: z.boolean(),
  ...timestamps,
};

export const banner = z.object({
  ...common,
  placement: z.enum(BANNER_PLACEMENTS),
  /** Null for the national banner. */
  state_code: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const bannerResource = defineResource({
  name: 'banners',
  api: '/mi-vitrina/banners',
  screens: { list: BANNER_SCREENS.home, edit: `${BANNER_SCREENS.home}/:id/edit` },
  owner: 'platform',
  // The screens need 'banners' (spec §2); the menu shows them to whoever reads home banners.
  permissions: {
    read: 'banners',
    create: 'create banners',
    update: 'update banners',
    delete: 'delete banners',
  },
  sortable: ['position', 'title', 'state_code', 'starts_on', 'ends_on', 'created_at', 'updated_at'],
  search: ['title'],
  filters: {
    placement: z.enum(BANNER_PLACEMENTS).optional(),
    state_code: stateCode.optional(),
    active: booleanFilter,
  },
  schemas: { item: banner, input: bannerInput, update: bannerUpdate },
});

/** The national banner of a placement (`/marketplace-banners/national/edit`). */
export const nationalBannerQuery = z.object({ placement: z.enum(BANNER_PLACEMENTS) });

/** The new order of some banners of one placement: they take the places they held, in this order. */
export const bannerOrderInput = z.object({
  ids: z.array(recordIdSchema).min(1).max(500),
});

// Catalog banners ------------------------------------------------------------------------------
const catalogFields = {
  brand_id: recordIdSchema.nullable().default(null),
  body_id: recordIdSchema.nullable().default(null),
  ...fields,
};
/** Exactly one of a brand and a body type. */
const oneTarget = (value: { brand_id: number | null; body_id: number | null }) =>
  (value.brand_id === null) !== (value.body_id === null);
const targetMessage = { message: 'banners.catalog_target', path: ['brand_id'] };

export const catalogBannerInput = z
  .object(catalogFields)
  .refine(oneTarget, targetMessage)
  .refine(datesInOrder, datesMessage);

export const catalogBanner = z.object({
  ...common,
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  body_id: z.number().int().nullable(),
  body_name: z.string().nullable(),
});
export type CatalogBanner = z.infer<typeof catalogBanner>;

export const catalogBannerResource = defineResource({
  name: 'catalog-banners',
  api: '/mi-vitrina/catalog-banners',
  screens: { list: CATALOG_BANNER_SCREEN },
  owner: 'platform',
  permissions: {
    read: 'read banners catalog',
    create: 'create banners',
    update: 'update banners',
    delete: 'delete banners',
  },
  sortable: [
    'position',
    'title',
    'brand_name',
    'body_name',
    'starts_on',
    'ends_on',
    'created_at',
    'updated_at',
  ],
  search: ['title'],
  filters: { brand_id: idFilter, body_id: idFilter, active: booleanFilter },
  schemas: { item: catalogBanner, input: catalogBannerInput },
});

// Status ---------------------------------------------------------------------------------------
export const BANNER_STATUSES = ['live', 'scheduled', 'ended', 'inactive', 'incomplete'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/**
 * What the marketplace does with a banner on `today` (a Mexico City calendar day, YYYY-MM-DD):
 * shows it (live) only when it is active, has both images and `today` is within its dates.
 */
export function bannerStatus(
  value: Pick<Banner, 'active' | 'desktop' | 'mobile' | 'starts_on' | 'ends_on'>,
  today: string,
): BannerStatus {
  if (!value.active) return 'inactive';
  if (!value.desktop || !value.mobile) return 'incomplete';
  if (value.starts_on && value.starts_on > today) return 'scheduled';
  if (value.ends_on && value.ends_on < today) return 'ended';
  return 'live';
}

const mexicoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day in Mexico City at an instant (YYYY-MM-DD): banner dates are Mexico's days. */
export const mexicoCityDay = (at: Date): string => mexicoDay.format(at);

// Public read API ------------------------------------------------------------------------------
export const PUBLIC_BANNERS_PATH = '/public/v1/banners';

export const publicBannersQuery = z
  .object({
    placement: z.enum([...BANNER_PLACEMENTS, CATALOG_BANNER_PLACEMENT]),
    /** A state's SEPOMEX code ("14") or name ("Jalisco"); without it, the national banner. */
    state: z.string().trim().min(1).max(80).optional(),
    /** The catalog placement: a brand's slug or id, or a body type's id. */
    brand: z.string().trim().min(1).max(80).optional(),
    body: z.coerce.number().int().positive().max(MAX_ID).optional(),
  })
  .refine((query) => query.placement !== CATALOG_BANNER_PLACEMENT || !query.brand !== !query.body, {
    message: 'banners.catalog_target',
    path: ['brand'],
  });

const variants = z.object({ thumb: z.string(), card: z.string(), full: z.string() });
export const publicBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  desktop: variants,
  mobile: variants,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export const publicBannersAnswer = z.object({
  data: z.array(publicBanner),
  meta: z.object({
    placement: z.string(),
    /** The state answered for; null for the national banner or a catalog placement. */
    state_code: z.string().nullable(),
    /** True when the state had no live banner and the national one is answered instead. */
    fallback: z.boolean(),
  }),
});
export type PublicBannersAnswer = z.infer<typeof publicBannersAnswer>;
