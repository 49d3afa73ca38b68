/** Vehicle catalogs: body types, and brands → models → versions → years. */
import type { Fuel, Transmission } from '@vitrina/shared';
import type { Db } from '../../src/db/client';
import {
  catalogBodies,
  catalogBrands,
  catalogModels,
  catalogVersions,
  catalogYears,
} from '../../src/db/schema';
import { unique } from './unique';

export async function buildBody(db: Db, overrides: { name?: string; active?: boolean } = {}) {
  const [row] = await db
    .insert(catalogBodies)
    .values({ name: overrides.name ?? `Carrocería ${unique()}`, active: overrides.active ?? true })
    .returning();
  return row!;
}

export async function buildBrand(db: Db, overrides: { name?: string; slug?: string; active?: boolean } = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(catalogBrands)
    .values({
      name: overrides.name ?? `Marca ${suffix}`,
      slug: overrides.slug ?? `marca-${suffix}`,
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}

export interface ModelOverrides {
  brand_id?: number;
  name?: string;
  body_id?: number | null;
  active?: boolean;
}

/** A model of the given brand, or of a new one. */
export async function buildModel(db: Db, overrides: ModelOverrides = {}) {
  const brandId = overrides.brand_id ?? (await buildBrand(db)).id;
  const [row] = await db
    .insert(catalogModels)
    .values({
      brand_id: brandId,
      name: overrides.name ?? `Modelo ${unique()}`,
      body_id: overrides.body_id ?? null,
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}

export interface VersionOverrides {
  model_id?: number;
  name?: string;
  transmission?: Transmission;
  fuel?: Fuel;
  active?: boolean;
}

/** A version of the given model, or of a new one. */
export async function buildVersion(db: Db, overrides: VersionOverrides = {}) {
  const modelId = overrides.model_id ?? (await buildModel(db)).id;
  const [row] = await db
    .insert(catalogVersions)
    .values({
      model_id: modelId,
      name: overrides.name ?? `Versión ${unique()}`,
      transmission: overrides.transmission ?? 'automatic',
      fuel: overrides.fuel ?? 'gasoline',
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}

export interface YearOverrides {
  version_id?: number;
  year?: number;
  list_price_cents?: number;
  active?: boolean;
}

/** A model year of the given version, or of a new one. */
export async function buildCatalogYear(db: Db, overrides: YearOverrides = {}) {
  const versionId = overrides.version_id ?? (await buildVersion(db)).id;
  const [row] = await db
    .insert(catalogYears)
    .values({
      version_id: versionId,
      year: overrides.year ?? 2024,
      list_price_cents: overrides.list_price_cents ?? 35_000_000,
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}
