/**
 * Packages (what a dealership contracts: price, vehicle limits, the package permissions that
 * become its `permissions_for_package`) and promotions (discounts on new or used vehicles for a
 * period, for some agencies or for all). Money crosses the API in pesos with at most two
 * decimals and percentages with at most two decimals; both are stored as integers (×100).
 */
import { z } from 'zod';
import { booleanFilter, optionsAnswer, recordIdSchema } from '../list-query';
import { isPackagePermission, PACKAGE_PERMISSIONS } from '../permissions';
import { defineResource } from '../resource';
import { nameField } from '../text';

/** Integers in the database are int4: ×100 must stay below 2^31. */
export const PACKAGE_PRICE_MAX = 1_000_000;
export const VEHICLE_LIMIT_MAX = 100_000;
export const PROMOTION_AMOUNT_MAX = 1_000_000;
export const PROMOTION_PERCENT_MAX = 100;
const MAX_AGENCIES = 5000;

/** At most two decimals, read the way a person typed them (0.1 + 0.2 is still two decimals). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const name = nameField(120);
const timestamps = { created_at: z.string(), updated_at: z.string() };

// Packages -----------------------------------------------------------------------------------
const vehicleLimit = z.number().int().min(0).max(VEHICLE_LIMIT_MAX);

export const packageInput = z.object({
  name,
  description: z.string().trim().max(1000).default(''),
  /** Pesos, two decimals at most; stored as centavos (packages.monthly_price_cents). */
  monthly_price: z.number().min(0).max(PACKAGE_PRICE_MAX).refine(twoDecimals, 'errors.money_decimals'),
  used_vehicle_limit: vehicleLimit,
  new_vehicle_limit: vehicleLimit,
  /** Names from PACKAGE_PERMISSIONS; the order does not matter and repeats collapse. */
  permissions: z
    .array(z.string())
    .max(PACKAGE_PERMISSIONS.length)
    .refine((names) => names.every(isPackagePermission), 'packages.permission_unknown')
    .default([])
    .transform((names) => [...new Set(names)].sort()),
});
export type PackageInput = z.input<typeof packageInput>;

export const packageRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monthly_price: z.number(),
  used_vehicle_limit: z.number().int(),
  new_vehicle_limit: z.number().int(),
  permissions: z.array(z.string()),
  agencies_count: z.number().int(),
  ...timestamps,
});
export type PackageRecord = z.infer<typeof packageRecord>;

export const packageResource = defineResource({
  name: 'packages',
  api: '/mi-vitrina/packages',
  screens: { list: '/packages', create: '/packages/create', edit: '/packages/:id/edit' },
  owner: 'platform',
  permissions: {
    read: 'read promotions',
    create: 'create packages',
    update: 'update packages',
    delete: 'delete packages',
  },
  sortable: [
    'name',
    'monthly_price',
    'used_vehicle_limit',
    'new_vehicle_limit',
    'agencies_count',
    'created_at',
  ],
  search: ['name', 'description'],
  schemas: { item: packageRecord, input: packageInput },
});
export const packageOptions = optionsAnswer;

// Promotions ---------------------------------------------------------------------------------
export const PROMOTION_TYPES = ['new', 'used'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export function isPromotionType(value: string): value is PromotionType {
  return (PROMOTION_TYPES as readonly string[]).includes(value);
}

/** A calendar day, YYYY-MM-DD (promotions run whole days, in Mexico City time). */
const day = z
  .string()
  .trim()
  .min(1)
  .refine((value) => {
    // An empty field is "required" (min), not also "invalid".
    if (value === '') return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'promotions.date_format');

export const promotionInput = z
  .object({
    name,
    type: z.enum(PROMOTION_TYPES, { error: 'promotions.type_invalid' }),
    discount_kind: z.enum(DISCOUNT_KINDS),
    /** A percentage (0 < p ≤ 100) or an amount in pesos, by `discount_kind`; two decimals at most. */
    // A positive number below one centavo (or 0.01 %) passes twoDecimals' tolerance but stores a zero.
    discount: z
      .number()
      .positive()
      .max(PROMOTION_AMOUNT_MAX)
      .refine(
        (value) => value <= 0 || (twoDecimals(value) && Math.round(value * 100) > 0),
        'errors.money_decimals',
      ),
    starts_on: day,
    ends_on: day,
    active: z.boolean().default(true),
    /** The agencies it applies to; empty means every agency. */
    agency_ids: z
      .array(recordIdSchema)
      .max(MAX_AGENCIES)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((value, context) => {
    if (value.discount_kind === 'percent' && value.discount > PROMOTION_PERCENT_MAX) {
      context.addIssue({ code: 'custom', path: ['discount'], message: 'promotions.percent_max' });
    }
    if (value.ends_on < value.starts_on) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: 'promotions.ends_before_starts' });
    }
  });
export type PromotionInput = z.input<typeof promotionInput>;

const promotionFields = {
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROMOTION_TYPES),
  discount_kind: z.enum(DISCOUNT_KINDS),
  discount: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
};

export const promotion = z.object({
  ...promotionFields,
  active: z.boolean(),
  /** Active and today (Mexico City) within its dates. */
  in_force: z.boolean(),
  /** 0 means every agency. */
  agencies_count: z.number().int(),
  /** The first few agency names in a list; every name, matching `agency_ids`, in a detail. */
  agencies: z.array(z.string()),
  ...timestamps,
});
export type Promotion = z.infer<typeof promotion>;
export const promotionDetail = promotion.extend({ agency_ids: z.array(z.number().int()) });
export type PromotionDetail = z.infer<typeof promotionDetail>;

/**
 * The CRUD lives under `/promotions`, but its paged list at `/promotions/list`: the spec §7
 * `GET promotions` (the picker) keeps the bare path. Newest first by default.
 */
export const promotionResource = defineResource({
  name: 'promotions',
  api: '/mi-vitrina/promotions',
  screens: { list: '/promotions' },
  owner: 'platform',
  permissions: {
    read: 'read promotions',
    create: 'create promotions',
    update: 'update promotions',
    delete: 'delete promotions',
  },
  sortable: ['name', 'type', 'starts_on', 'ends_on', 'created_at'],
  defaultSort: { field: 'starts_on', direction: 'desc' },
  search: ['name'],
  filters: {
    type: z.enum(PROMOTION_TYPES, { error: 'promotions.type_invalid' }).optional(),
    active: booleanFilter,
  },
  schemas: { item: promotion, detail: promotionDetail, input: promotionInput },
});

/** What dealership screens receive: the promotion without its administration (no agency list). */
export const promotionInForce = z.object(promotionFields);
export const promotionsInForce = z.object({ data: z.array(promotionInForce) });

/** Spec §7 `GET mi-vitrina/promotions`: a bare array of `{ id, name }`. */
export const promotionPicker = z.array(z.object({ id: z.number().int(), name: z.string() }));
