/** New inventory: the platform's stock photo sets and dealerships' new vehicles. */
import type { NewVehicleStatus } from '@vitrina/shared';
import type { Db } from '../../src/db/client';
import { newVehiclePhotoSets, newVehicles } from '../../src/db/schema';
import { catalogColumns, findCatalogEntry } from '../../src/modules/catalogs/public';
import { buildCatalogYear } from './catalogs';

/** The catalog year's copied columns (ids, year, search text), of the given year or a new one. */
async function catalogOf(db: Db, catalogYearId: number | undefined) {
  const id = catalogYearId ?? (await buildCatalogYear(db)).id;
  const entry = await findCatalogEntry(db, id);
  if (!entry) throw new Error(`No catalog year ${id}`);
  return catalogColumns(entry);
}

/** An empty stock photo set of the given catalog year, or of a new one. */
export async function buildPhotoSet(db: Db, overrides: { catalog_year_id?: number } = {}) {
  const [row] = await db
    .insert(newVehiclePhotoSets)
    .values(await catalogOf(db, overrides.catalog_year_id))
    .returning();
  return row!;
}

export interface NewVehicleOverrides {
  catalog_year_id?: number;
  /** Pesos. */
  price?: number;
  promotional_price?: number | null;
  colors?: string[];
  stock_units?: number;
  status?: NewVehicleStatus;
  published?: boolean;
  description?: string;
}

/** A dealership's new vehicle of the given catalog year, or of a new one. */
export async function buildNewVehicle(db: Db, agencyId: number, overrides: NewVehicleOverrides = {}) {
  const promotional = overrides.promotional_price ?? null;
  const [row] = await db
    .insert(newVehicles)
    .values({
      agency_id: agencyId,
      ...(await catalogOf(db, overrides.catalog_year_id)),
      price_cents: Math.round((overrides.price ?? 450_000) * 100),
      promotional_price_cents: promotional === null ? null : Math.round(promotional * 100),
      colors: overrides.colors ?? ['Blanco', 'Gris'],
      stock_units: overrides.stock_units ?? 3,
      status: overrides.status ?? 'Disponible',
      published: overrides.published ?? false,
      description: overrides.description ?? '',
    })
    .returning();
  return row!;
}

/** A valid create body for `/brand-new-inventory`. */
export function newVehiclePayload(
  agencyId: number,
  catalogYearId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    agency_id: agencyId,
    catalog_year_id: catalogYearId,
    price: 489_900,
    promotional_price: 469_900,
    colors: ['Blanco perla', 'Rojo'],
    stock_units: 4,
    status: 'Disponible',
    published: true,
    description: 'Garantía de agencia por 3 años.',
    ...overrides,
  };
}
