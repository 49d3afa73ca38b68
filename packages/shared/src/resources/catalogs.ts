/**
 * Vehicle catalogs: brands → models → versions → years, and body types. Schemas for the forms,
 * the requests and the answers, and each resource's plain definition (what lists sort, search
 * and filter by). Money crosses the API in pesos with at most two decimals; it is stored in
 * centavos.
 */
import { z } from 'zod';
import { booleanFilter, idFilter } from '../list-query';
import { defineResource } from '../resource';
import { nameField, nameKey } from '../text';

export const TRANSMISSIONS = ['manual', 'automatic', 'cvt', 'dual_clutch'] as const;
export const FUELS = ['gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Fuel = (typeof FUELS)[number];

export const CATALOG_YEAR_MIN = 1950;
/** Next year's models are sold from the middle of this one. */
export const catalogYearMax = () => new Date().getUTCFullYear() + 2;

/** Inner runs of spaces collapse, so "Aveo  LS" and "Aveo LS" are one name to the unique index too. */
const name = nameField(80);
const active = z.boolean().default(true);
const timestamps = { created_at: z.string(), updated_at: z.string() };

/** Slugs: lowercase letters, digits and single hyphens ("mercedes-benz"). */
export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'errors.slug_format');

export const pesos = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'errors.money_decimals',
  );

/** Pesos as they cross the API, in the centavos they are stored as. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);

/** Images are answered as their variants' URLs (see the image pipeline). */
export const imageUrls = z.object({ thumb: z.string(), card: z.string(), full: z.string() }).nullable();
/** The answer of an image upload or removal: `{ data: { cover: { thumb, card, full } | null } }`. */
export const imageAnswer = <Field extends string>(field: Field) =>
  z.object({ data: z.object({ [field]: imageUrls } as Record<Field, typeof imageUrls>) });

// Bodies --------------------------------------------------------------------------------------
export const bodyInput = z.object({ name, active });
export const body = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  icon: imageUrls,
  models_count: z.number().int(),
  ...timestamps,
});
export const bodyResource = defineResource({
  name: 'bodies',
  api: '/mi-vitrina/catalogs/bodies',
  screens: { list: '/bodies', create: '/bodies/create', edit: '/bodies/:id/edit' },
  owner: 'platform',
  permissions: {
    read: 'read bodies',
    create: 'create bodies',
    update: 'update bodies',
    delete: 'delete bodies',
  },
  sortable: ['name', 'models_count', 'created_at', 'updated_at'],
  search: ['name'],
  filters: { active: booleanFilter },
  schemas: { item: body, input: bodyInput },
});

// Brands --------------------------------------------------------------------------------------
export const brandInput = z.object({ name, slug: slug.optional(), active });
export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  logo: imageUrls,
  models_count: z.number().int(),
  ...timestamps,
});
export const brandResource = defineResource({
  name: 'brands',
  api: '/mi-vitrina/catalogs/brands',
  screens: { list: '/catalogs/brands', create: '/catalogs/brands/create', edit: '/catalogs/brands/:id/edit' },
  owner: 'platform',
  permissions: {
    read: 'read brand catalog',
    create: 'create brand catalog',
    update: 'update brand catalog',
    delete: 'delete brand catalog',
  },
  sortable: ['name', 'slug', 'models_count', 'created_at', 'updated_at'],
  search: ['name', 'slug'],
  filters: { active: booleanFilter },
  schemas: { item: brand, input: brandInput },
});

// Models --------------------------------------------------------------------------------------
export const modelInput = z.object({
  // A parent id past int4 is "not found" on its field, like any other missing parent.
  brand_id: z.number().int().positive(),
  name,
  body_id: z.number().int().positive().nullable(),
  active,
});
export const model = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  name: z.string(),
  body_id: z.number().int().nullable(),
  body_name: z.string().nullable(),
  active: z.boolean(),
  versions_count: z.number().int(),
  ...timestamps,
});
/** Versions and years share the model catalog's permissions. */
const modelCatalog = {
  read: 'read model catalog',
  create: 'create model catalog',
  update: 'update model catalog',
  delete: 'delete model catalog',
} as const;

export const modelResource = defineResource({
  name: 'models',
  api: '/mi-vitrina/catalogs/models',
  screens: { list: '/catalogs/models', create: '/models/create', edit: '/models/:id/edit' },
  owner: 'platform',
  permissions: modelCatalog,
  sortable: ['name', 'brand_name', 'body_name', 'versions_count', 'created_at', 'updated_at'],
  search: ['name', 'brand_name'],
  filters: { brand_id: idFilter, body_id: idFilter, active: booleanFilter },
  schemas: { item: model, input: modelInput },
});

// Versions ------------------------------------------------------------------------------------
export const versionInput = z.object({
  name,
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  active,
});
export const version = z.object({
  id: z.number().int(),
  model_id: z.number().int(),
  name: z.string(),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  active: z.boolean(),
  years_count: z.number().int(),
  ...timestamps,
});
export const versionResource = defineResource({
  name: 'versions',
  api: '/mi-vitrina/catalogs/models/:model_id/versions',
  screens: {
    list: '/models/:model_id/versions',
    create: '/models/:model_id/versions/create',
    edit: '/models/:model_id/versions/:id/edit',
  },
  owner: 'platform',
  permissions: modelCatalog,
  sortable: ['name', 'transmission', 'fuel', 'years_count', 'created_at', 'updated_at'],
  search: ['name'],
  filters: { active: booleanFilter },
  schemas: { item: version, input: versionInput },
});

// Years ---------------------------------------------------------------------------------------
export const yearInput = z.object({
  year: z
    .number()
    .int()
    .min(CATALOG_YEAR_MIN)
    .refine((value) => value <= catalogYearMax(), 'errors.year_range'),
  list_price: pesos,
  active,
});
export const catalogYear = z.object({
  id: z.number().int(),
  version_id: z.number().int(),
  year: z.number().int(),
  list_price: z.number(),
  active: z.boolean(),
  ...timestamps,
});
export const yearResource = defineResource({
  name: 'years',
  api: '/mi-vitrina/catalogs/versions/:version_id/years',
  screens: {
    list: '/models/:model_id/versions/:version_id/years',
    create: '/models/:model_id/versions/:version_id/years/create',
    edit: '/models/:model_id/versions/:version_id/years/:year_id/edit',
  },
  owner: 'platform',
  permissions: modelCatalog,
  sortable: ['year', 'list_price', 'created_at', 'updated_at'],
  search: [],
  defaultSort: { field: 'year', direction: 'desc' },
  filters: { active: booleanFilter },
  schemas: { item: catalogYear, input: yearInput },
});

/** A URL slug from a name ("Mercedes-Benz" → "mercedes-benz", "Citroën" → "citroen"). */
export function slugify(value: string): string {
  return nameKey(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
