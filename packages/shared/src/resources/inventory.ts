/**
 * Inventory: a dealership's used vehicles (with their photos, price and status history, and the
 * sold list), its new vehicles, and the platform's stock photo sets for new vehicles. Money
 * crosses the API in pesos with at most two decimals and is stored in centavos; dates are
 * `YYYY-MM-DD` (calendar days in America/Mexico_City).
 */
import { z } from 'zod';
import { booleanFilter, idFilter, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { nameKey } from '../text';
import { normalizeVin, vinShapeProblem } from '../vin';
import { FUELS, imageUrls, pesos, TRANSMISSIONS } from './catalogs';

// Vocabularies --------------------------------------------------------------------------------

/** Spec-facing Spanish words are the stored values; the screens translate them. */
export const VEHICLE_STATUSES = ['Borrador', 'Disponible', 'Apartado', 'Vendido'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/**
 * Allowed status changes. Vendido is final: only an administrator reverts it (to Disponible).
 * Moving to Apartado records the deposit, date and for whom; to Vendido the date, price and buyer.
 */
export const VEHICLE_TRANSITIONS: Record<VehicleStatus, readonly VehicleStatus[]> = {
  Borrador: ['Disponible'],
  Disponible: ['Borrador', 'Apartado', 'Vendido'],
  Apartado: ['Disponible', 'Vendido'],
  Vendido: ['Disponible'],
};
/** Transitions only administrators make. */
export const ADMIN_ONLY_TRANSITIONS: readonly (readonly [VehicleStatus, VehicleStatus])[] = [
  ['Vendido', 'Disponible'],
];

export const DRIVETRAINS = ['fwd', 'rwd', 'awd', '4x4'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const NEW_VEHICLE_STATUSES = ['Borrador', 'Disponible', 'Agotado'] as const;
export type NewVehicleStatus = (typeof NEW_VEHICLE_STATUSES)[number];

export const VEHICLE_PHOTOS_MAX = 30;
export const EQUIPMENT_MAX = 80;

/**
 * What a list's search matches, stored in `search_text` on every write: the same key as
 * vitrina_unaccent(lower(…)), so a search pattern built that way finds it through the trigram index.
 */
export function vehicleSearchText(parts: readonly (string | number | null | undefined)[]): string {
  return nameKey(parts.filter((part) => part !== null && part !== undefined && part !== '').join(' '));
}

// Field rules ---------------------------------------------------------------------------------

/** A day that exists (2026-02-30 does not) from 1900 on: anything else would reach the database as an error. */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors.date_format', abort: true })
  .refine(isCalendarDay, 'errors.date_format');
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');

export const vinSchema = z
  .string()
  .transform(normalizeVin)
  .superRefine((vin, context) => {
    const problem = vinShapeProblem(vin);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const stockNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[\p{L}\p{N}\-_/.]+$/u, 'inventory.stock_number_format')
  .transform((value) => value.toUpperCase());

// Price sanity --------------------------------------------------------------------------------

/**
 * The least a used vehicle of each age (years since its model year) plausibly sells for, in
 * pesos; older ones PRICE_FLOOR_OLDEST. Loose on purpose: they catch a price typed a hundred
 * times too low ("$2,399" for a 2022 car), not a bargain.
 */
export const PRICE_FLOORS: readonly (readonly [maxAge: number, floor: number])[] = [
  [3, 100_000],
  [7, 50_000],
  [15, 20_000],
];
export const PRICE_FLOOR_OLDEST = 10_000;
/** Above this no vehicle is plausible, whatever its year. */
export const PRICE_CEILING = 30_000_000;
/** A dealership's median price counts once it has this many priced vehicles besides this one. */
export const PRICE_MEDIAN_MIN_VEHICLES = 5;

/** Why a price asks for confirmation: low for its year, low for its dealership, or beyond any car. */
export type PriceDoubt = 'year' | 'dealership' | 'ceiling';

/**
 * Whether a used vehicle's price (or offer price) asks for confirmation before it is kept: below
 * the floor of its age, below a tenth of its dealership's median price (when known), or above
 * PRICE_CEILING. The form asks before saving, naming the amount; the API refuses it unless the
 * request says `price_confirmed` (the median is only known there). Asked when the amount changes.
 */
export function priceDoubt(
  price: number,
  vehicle: { year: number; thisYear: number; medianPrice?: number | null },
): PriceDoubt | null {
  if (price > PRICE_CEILING) return 'ceiling';
  const age = Math.max(0, vehicle.thisYear - vehicle.year);
  const floor = PRICE_FLOORS.find(([maxAge]) => age <= maxAge)?.[1] ?? PRICE_FLOOR_OLDEST;
  if (price < floor) return 'year';
  if (vehicle.medianPrice && price < vehicle.medianPrice / 10) return 'dealership';
  return null;
}

// Used vehicles -------------------------------------------------------------------------------

/** What the step form sends: create and update (update also sends `lock_version`). */
export const usedVehicleInput = z.object({
  agency_id: recordIdSchema,
  /** The catalog year row: it names the brand, model, version and year. */
  catalog_year_id: recordIdSchema,
  body_id: recordIdSchema.nullable().default(null),
  vin: vinSchema,
  stock_number: stockNumberSchema,
  mileage_km: z.number().int().min(0).max(2_000_000),
  exterior_color: optionalText(40),
  interior_color: optionalText(40),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  drivetrain: z.enum(DRIVETRAINS).nullable().default(null),
  doors: z.number().int().min(2).max(6).nullable().default(null),
  passengers: z.number().int().min(1).max(20).nullable().default(null),
  engine: optionalText(60),
  /** Null only while a draft (Borrador): publishing and every other status need a price. */
  price: pesos.nullable().default(null),
  /** Lower than the price when set. */
  offer_price: pesos.nullable().default(null),
  description: optionalText(5000),
  equipment: z.array(text(80).min(1)).max(EQUIPMENT_MAX).default([]),
  first_on_lot: isoDate,
  published_marketplace: z.boolean().default(false),
  published_mercadolibre: z.boolean().default(false),
  published_meta: z.boolean().default(false),
  /** The person confirmed a price or offer price that `priceDoubt` questions. */
  price_confirmed: z.boolean().default(false),
});
export type UsedVehicleInput = z.input<typeof usedVehicleInput>;
export type UsedVehicleValues = z.output<typeof usedVehicleInput>;

/** The version an edit started from: a save over someone else's newer one is a 409. */
const editedVersion = z.number().int().min(1);

/** An update names the version it edited. */
export const usedVehicleUpdate = usedVehicleInput.extend({ lock_version: editedVersion });

/** A status change (`POST /inventory/:id/status`); the fields its target status needs. */
export const vehicleStatusChange = z.object({
  status: z.enum(VEHICLE_STATUSES),
  lock_version: editedVersion,
  /** Apartado: the deposit, the day, and for whom. */
  deposit: pesos.nullable().optional(),
  reserved_on: isoDate.nullable().optional(),
  reserved_for: text(120).nullable().optional(),
  /** Vendido: the day, the price and the buyer, and optionally the lead the sale came from. */
  sold_on: isoDate.nullable().optional(),
  sale_price: pesos.nullable().optional(),
  buyer_name: text(120).nullable().optional(),
  lead_id: recordIdSchema.nullable().optional(),
});
export type VehicleStatusChange = z.input<typeof vehicleStatusChange>;

const catalogNames = {
  brand_id: z.number().int(),
  brand_name: z.string(),
  model_id: z.number().int(),
  model_name: z.string(),
  version_id: z.number().int(),
  version_name: z.string(),
  catalog_year_id: z.number().int(),
  year: z.number().int(),
};

/** What every dealership vehicle's row starts with (used, sold, new): itself, its dealership, its catalog entry. */
const dealershipVehicleFields = {
  id: z.number().int(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  ...catalogNames,
};

/** A row of `/inventory`. */
export const usedVehicle = z.object({
  ...dealershipVehicleFields,
  vin: z.string(),
  stock_number: z.string(),
  mileage_km: z.number().int(),
  price: z.number().nullable(),
  offer_price: z.number().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  first_on_lot: z.string(),
  /** Days from first on lot to today (or to the sale). */
  days_in_stock: z.number().int(),
  /** The dealership's aging threshold: the badge is highlighted past it. */
  aging_threshold: z.number().int(),
  published_marketplace: z.boolean(),
  published_mercadolibre: z.boolean(),
  published_meta: z.boolean(),
  thumbnail: imageUrls,
  photos_count: z.number().int(),
  lock_version: z.number().int(),
  updated_at: z.string(),
});
export type UsedVehicle = z.infer<typeof usedVehicle>;

export const vehiclePhoto = z.object({
  id: z.number().int(),
  position: z.number().int(),
  image: imageUrls.unwrap(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhoto>;

/**
 * A gallery's photo calls (a used vehicle's, a stock photo set's) all answer the whole gallery
 * in order, so the screen never guesses: upload one file (multipart `file`), reorder, choose the
 * cover (position 0), delete. Photo calls never change the vehicle's `lock_version`.
 */
export const photoListAnswer = z.object({ data: z.array(vehiclePhoto) });
export const photoOrderInput = z.object({ ids: z.array(recordIdSchema).min(1).max(VEHICLE_PHOTOS_MAX) });
/**
 * An upload's place in the gallery (`?position=`): where the person's choice puts it, the files
 * of one choice numbered on from the photos already there and those still being sent. Uploads
 * finish in any order; each takes its own place among the others, so the order is the chosen
 * one. Without it, a photo goes last.
 */
export const photoUploadQuery = z.object({
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(VEHICLE_PHOTOS_MAX - 1)
    .optional(),
});
/** The gallery's paths under a vehicle's or a set's API path (`/inventory/12/photos`). */
export const PHOTO_PATHS = {
  upload: '/photos',
  order: '/photos/order',
  cover: '/photos/:photo_id/cover',
  remove: '/photos/:photo_id',
} as const;

export const priceChange = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  old_price: z.number().nullable(),
  new_price: z.number().nullable(),
  old_offer_price: z.number().nullable(),
  new_offer_price: z.number().nullable(),
  created_at: z.string(),
});
export type PriceChange = z.infer<typeof priceChange>;

export const statusChange = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  from_status: z.enum(VEHICLE_STATUSES).nullable(),
  to_status: z.enum(VEHICLE_STATUSES),
  /** What the change recorded (deposit, buyer, sale price…), as sent. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

/** `/inventory/:id`: everything, with photos and histories. */
export const usedVehicleDetail = usedVehicle.extend({
  body_id: z.number().int().nullable(),
  body_name: z.string().nullable(),
  exterior_color: z.string(),
  interior_color: z.string(),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  drivetrain: z.enum(DRIVETRAINS).nullable(),
  doors: z.number().int().nullable(),
  passengers: z.number().int().nullable(),
  engine: z.string(),
  description: z.string(),
  equipment: z.array(z.string()),
  deposit: z.number().nullable(),
  reserved_on: z.string().nullable(),
  reserved_for: z.string().nullable(),
  sold_on: z.string().nullable(),
  sale_price: z.number().nullable(),
  buyer_name: z.string().nullable(),
  lead_id: z.number().int().nullable(),
  /** Warnings about the VIN (check digit, model year): shown, never blocking. */
  vin_warnings: z.array(z.string()),
  photos: z.array(vehiclePhoto),
  price_history: z.array(priceChange),
  status_history: z.array(statusChange),
  created_at: z.string(),
});
export type UsedVehicleDetail = z.infer<typeof usedVehicleDetail>;

const numberFilter = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const moneyFilter = z.coerce.number().min(0).max(100_000_000).optional();

export const usedVehicleResource = defineResource({
  name: 'used-vehicles',
  api: '/mi-vitrina/inventory',
  screens: {
    list: '/inventory',
    create: '/inventory/create',
    edit: '/inventory/:id/edit',
    details: '/inventory/:id/details',
  },
  owner: 'agency',
  permissions: {
    list: 'list inventory',
    read: 'show inventory',
    create: 'create inventory',
    update: 'update inventory',
    delete: 'delete inventory',
  },
  packagePermission: 'view used vehicles',
  sortable: ['updated_at', 'price', 'year', 'mileage_km', 'first_on_lot', 'stock_number'],
  defaultSort: { field: 'updated_at', direction: 'desc' },
  search: ['vin', 'stock_number', 'brand', 'model'],
  filters: {
    brand_id: idFilter,
    model_id: idFilter,
    year_from: numberFilter(3000),
    year_to: numberFilter(3000),
    price_from: moneyFilter,
    price_to: moneyFilter,
    mileage_from: numberFilter(2_000_000),
    mileage_to: numberFilter(2_000_000),
    status: z.enum(VEHICLE_STATUSES).optional(),
    /** At least this many days in stock (aging). */
    min_days: numberFilter(36_500),
    /** Published on the marketplace or not. */
    published: booleanFilter,
  },
  schemas: {
    item: usedVehicle,
    detail: usedVehicleDetail,
    input: usedVehicleInput,
    update: usedVehicleUpdate,
  },
});

// Sold used vehicles --------------------------------------------------------------------------

export const soldVehicle = z.object({
  ...dealershipVehicleFields,
  vin: z.string(),
  stock_number: z.string(),
  thumbnail: imageUrls,
  price: z.number().nullable(),
  sale_price: z.number(),
  sold_on: z.string(),
  buyer_name: z.string(),
  days_to_sell: z.number().int(),
});
export type SoldVehicle = z.infer<typeof soldVehicle>;

export const soldVehicleResource = defineResource({
  name: 'sold-vehicles',
  api: '/mi-vitrina/sold-inventory',
  screens: { list: '/sold-inventory', details: '/inventory/:id/details' },
  owner: 'agency',
  permissions: { list: 'read inventory sold', read: 'read inventory sold' },
  packagePermission: 'view used vehicles',
  sortable: ['sold_on', 'sale_price', 'days_to_sell'],
  defaultSort: { field: 'sold_on', direction: 'desc' },
  search: ['vin', 'stock_number', 'brand', 'model', 'buyer_name'],
  filters: {
    brand_id: idFilter,
    model_id: idFilter,
    sold_from: isoDate.optional(),
    sold_to: isoDate.optional(),
  },
  schemas: { item: soldVehicle },
});

/** `/mi-vitrina/sold-inventory/totals`, for the same filters as the list. */
export const soldTotals = z.object({
  units: z.number().int(),
  revenue: z.number(),
  average_days_to_sell: z.number().nullable(),
});
export const soldTotalsAnswer = z.object({ data: soldTotals });
export type SoldTotals = z.infer<typeof soldTotals>;

// New-vehicle stock photo sets ----------------------------------------------------------------

export const photoSetInput = z.object({ catalog_year_id: recordIdSchema });
export const photoSet = z.object({
  id: z.number().int(),
  ...catalogNames,
  cover: imageUrls,
  photos_count: z.number().int(),
  /** Dealerships' new vehicles showing this set. */
  vehicles_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const photoSetDetail = photoSet.extend({ photos: z.array(vehiclePhoto) });
export type PhotoSet = z.infer<typeof photoSet>;
export type PhotoSetDetail = z.infer<typeof photoSetDetail>;

export const photoSetResource = defineResource({
  name: 'new-vehicle-photo-sets',
  api: '/mi-vitrina/brand-new-vehicle/photos',
  screens: {
    list: '/brand-new-vehicle/photos',
    create: '/brand-new-vehicle/photos/create',
    edit: '/brand-new-vehicle/photos/:id/edit',
  },
  owner: 'platform',
  permissions: {
    read: 'read new vehicles photo',
    create: 'create new vehicles photo',
    update: 'update new vehicles photo',
    delete: 'delete new vehicles photo',
  },
  sortable: ['updated_at', 'year', 'photos_count'],
  defaultSort: { field: 'updated_at', direction: 'desc' },
  search: ['brand', 'model', 'version'],
  filters: { brand_id: idFilter, model_id: idFilter },
  schemas: { item: photoSet, detail: photoSetDetail, input: photoSetInput },
});

// New vehicles --------------------------------------------------------------------------------

export const newVehicleInput = z.object({
  agency_id: recordIdSchema,
  catalog_year_id: recordIdSchema,
  price: pesos,
  /** Lower than the price when set. */
  promotional_price: pesos.nullable().default(null),
  colors: z.array(text(40).min(1)).max(30).default([]),
  stock_units: z.number().int().min(0).max(100_000),
  status: z.enum(NEW_VEHICLE_STATUSES).default('Disponible'),
  published: z.boolean().default(false),
  description: optionalText(5000),
});
export type NewVehicleInput = z.input<typeof newVehicleInput>;
export const newVehicleUpdate = newVehicleInput.extend({ lock_version: editedVersion });

export const newVehicle = z.object({
  ...dealershipVehicleFields,
  price: z.number(),
  promotional_price: z.number().nullable(),
  colors: z.array(z.string()),
  stock_units: z.number().int(),
  status: z.enum(NEW_VEHICLE_STATUSES),
  published: z.boolean(),
  /** The stock photo set of its version and year, if the platform has one. */
  photo_set_id: z.number().int().nullable(),
  thumbnail: imageUrls,
  lock_version: z.number().int(),
  updated_at: z.string(),
});
export const newVehicleDetail = newVehicle.extend({
  description: z.string(),
  photos: z.array(vehiclePhoto),
  created_at: z.string(),
});
export type NewVehicle = z.infer<typeof newVehicle>;
export type NewVehicleDetail = z.infer<typeof newVehicleDetail>;

export const newVehicleResource = defineResource({
  name: 'new-vehicles',
  api: '/mi-vitrina/brand-new-inventory',
  screens: {
    list: '/brand-new-inventory',
    create: '/brand-new-inventory/create',
    details: '/brand-new-inventory/:id/details',
  },
  owner: 'agency',
  permissions: {
    read: 'brand-new inventory',
    create: 'create brand-new inventory',
    update: 'update brand-new inventory',
    delete: 'delete brand-new inventory',
  },
  packagePermission: 'view new vehicles',
  sortable: ['updated_at', 'price', 'year', 'stock_units'],
  defaultSort: { field: 'updated_at', direction: 'desc' },
  search: ['brand', 'model', 'version'],
  filters: {
    brand_id: idFilter,
    model_id: idFilter,
    status: z.enum(NEW_VEHICLE_STATUSES).optional(),
    published: booleanFilter,
  },
  schemas: { item: newVehicle, detail: newVehicleDetail, input: newVehicleInput, update: newVehicleUpdate },
});

/**
 * The stock photo set a new vehicle of a catalog year shows, asked before the vehicle exists (the
 * create screen says whether there is one, with its cover): `GET {STOCK_PHOTO_SET_API}?agency=
 * &catalog_year_id=`, for whoever may create new vehicles in that dealership. `data` is null when
 * the platform has no set for that year.
 */
export const STOCK_PHOTO_SET_API = '/mi-vitrina/brand-new-inventory/stock-photos';
export const stockPhotoSetQuery = z.object({ catalog_year_id: z.coerce.number().int().positive() });
export const stockPhotoSetAnswer = z.object({ data: photoSet.nullable() });
