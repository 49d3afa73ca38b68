/** Used vehicles: a catalog entry to make them of, a valid VIN, and rows of every status. */
import {
  type Fuel,
  type Transmission,
  type UsedVehicleInput,
  type VehicleStatus,
  vehicleSearchText,
  vinCheckDigit,
} from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { vehicleStatusChanges, vehicles } from '../../src/db/schema';
import type { CatalogEntry } from '../../src/modules/catalogs/public';
import type { TestApp } from '../build-test-app';
import { buildBrand, buildCatalogYear, buildModel, buildVersion } from './catalogs';
import { unique } from './unique';

const dbOf = (target: Db | TestApp) => ('context' in target ? target.context.database.db : target);

/** A catalog year with the names a vehicle copies (brand → model → version → year), all new. */
export type VehicleCatalog = Omit<CatalogEntry, 'active'>;

export async function buildVehicleCatalog(
  target: Db | TestApp,
  overrides: { brand?: string; model?: string; version?: string; year?: number; active?: boolean } = {},
): Promise<VehicleCatalog> {
  const db = dbOf(target);
  const brand = await buildBrand(db, overrides.brand ? { name: overrides.brand } : {});
  const model = await buildModel(db, {
    brand_id: brand.id,
    ...(overrides.model ? { name: overrides.model } : {}),
  });
  const version = await buildVersion(db, {
    model_id: model.id,
    ...(overrides.version ? { name: overrides.version } : {}),
  });
  const year = await buildCatalogYear(db, {
    version_id: version.id,
    year: overrides.year ?? 2021,
    ...(overrides.active === undefined ? {} : { active: overrides.active }),
  });
  return {
    catalog_year_id: year.id,
    brand_id: brand.id,
    brand_name: brand.name,
    model_id: model.id,
    model_name: model.name,
    version_id: version.id,
    version_name: version.name,
    year: year.year,
  };
}

/**
 * Catalog entries of these years, made on the first call and the same ones after: a list
 * contract's rows are spread over them.
 */
export function catalogsOnce(...years: number[]) {
  let made: Promise<VehicleCatalog[]> | undefined;
  const make = async (target: Db | TestApp) => {
    const catalogs: VehicleCatalog[] = [];
    for (const year of years) catalogs.push(await buildVehicleCatalog(target, { year }));
    return catalogs;
  };
  return (target: Db | TestApp) => {
    made ??= make(target);
    return made;
  };
}

/** The first columns of every dealership vehicle export (used, sold, new), as the sheet heads them. */
export const VEHICLE_EXPORT_HEADERS = {
  es: ['ID', 'Agencia', 'Marca', 'Modelo', 'Versión', 'Año'],
  en: ['ID', 'Dealership', 'Brand', 'Model', 'Version', 'Year'],
} as const;

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A VIN of the right shape, with a valid check digit and the model-year character of `year`. */
export function validVin(year = 2021): string {
  const chars = Array.from(
    { length: 17 },
    () => VIN_CHARACTERS[Math.floor(Math.random() * VIN_CHARACTERS.length)]!,
  );
  chars[9] = YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
  chars[8] = '0';
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}

/** A calendar day `days` before today in Mexico City (`YYYY-MM-DD`). */
export function daysAgo(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export interface UsedVehicleOverrides {
  agencyId: number;
  /** Made of this entry; a new brand → model → version → year otherwise. */
  catalog?: VehicleCatalog;
  status?: VehicleStatus;
  vin?: string;
  stock_number?: string;
  mileage_km?: number;
  /** Pesos; null only for a Borrador. */
  price?: number | null;
  offer_price?: number | null;
  first_on_lot?: string;
  published_marketplace?: boolean;
  sold_on?: string;
  sale_price?: number;
  buyer_name?: string;
  transmission?: Transmission;
  fuel?: Fuel;
  createdBy?: number | null;
}

/**
 * A used vehicle inserted straight into the table (no HTTP, no audit), valid for its status:
 * Disponible with a price unless told; Apartado with its hold, Vendido with its sale. Its
 * first status is in the history, as a create records it.
 */
export async function buildUsedVehicle(target: Db | TestApp, overrides: UsedVehicleOverrides) {
  const db = dbOf(target);
  const catalog = overrides.catalog ?? (await buildVehicleCatalog(db));
  const status = overrides.status ?? 'Disponible';
  const vin = overrides.vin ?? validVin(catalog.year);
  const stockNumber = overrides.stock_number ?? `S-${unique()}`;
  const price = overrides.price === undefined ? 250_000 : overrides.price;
  const firstOnLot = overrides.first_on_lot ?? daysAgo(30);
  const sold = status === 'Vendido';
  const held = status === 'Apartado';
  const [row] = await db
    .insert(vehicles)
    .values({
      agency_id: overrides.agencyId,
      catalog_year_id: catalog.catalog_year_id,
      brand_id: catalog.brand_id,
      model_id: catalog.model_id,
      version_id: catalog.version_id,
      year: catalog.year,
      search_text: vehicleSearchText([
        catalog.brand_name,
        catalog.model_name,
        catalog.version_name,
        catalog.year,
        vin,
        stockNumber,
      ]),
      vin,
      stock_number: stockNumber,
      mileage_km: overrides.mileage_km ?? 45_000,
      transmission: overrides.transmission ?? 'automatic',
      fuel: overrides.fuel ?? 'gasoline',
      price_cents: price === null ? null : Math.round(price * 100),
      offer_price_cents:
        overrides.offer_price === undefined || overrides.offer_price === null
          ? null
          : Math.round(overrides.offer_price * 100),
      first_on_lot: firstOnLot,
      status,
      deposit_cents: held ? 500_000 : null,
      reserved_on: held ? daysAgo(1) : null,
      reserved_for: held ? 'Cliente en espera' : null,
      sold_on: sold ? (overrides.sold_on ?? daysAgo(0)) : null,
      sale_price_cents: sold ? Math.round((overrides.sale_price ?? price ?? 250_000) * 100) : null,
      buyer_name: sold ? (overrides.buyer_name ?? 'Comprador de prueba') : null,
      published_marketplace: sold ? false : (overrides.published_marketplace ?? false),
      created_by: overrides.createdBy ?? null,
    })
    .returning();
  await db.insert(vehicleStatusChanges).values({ vehicle_id: row!.id, from_status: null, to_status: status });
  return row!;
}

export async function vehicleRow(target: Db | TestApp, id: number) {
  const [row] = await dbOf(target).select().from(vehicles).where(eq(vehicles.id, id));
  return row!;
}

/** A valid create body for `POST /inventory` (pesos, a fresh VIN and stock number). */
export function usedVehiclePayload(
  agencyId: number,
  catalog: Pick<VehicleCatalog, 'catalog_year_id' | 'year'>,
  overrides: Partial<UsedVehicleInput> = {},
): UsedVehicleInput {
  return {
    agency_id: agencyId,
    catalog_year_id: catalog.catalog_year_id,
    vin: validVin(catalog.year),
    stock_number: `S-${unique()}`,
    mileage_km: 38_500,
    exterior_color: 'Blanco',
    interior_color: 'Negro',
    transmission: 'automatic',
    fuel: 'gasoline',
    drivetrain: 'fwd',
    doors: 4,
    passengers: 5,
    engine: '2.0 L',
    price: 289_900,
    offer_price: null,
    description: 'Único dueño, servicios de agencia.',
    equipment: ['Aire acondicionado', 'Cámara de reversa'],
    first_on_lot: daysAgo(10),
    published_marketplace: false,
    published_mercadolibre: false,
    published_meta: false,
    ...overrides,
  };
}
