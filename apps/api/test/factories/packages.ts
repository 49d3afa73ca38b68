/** Packages (what a dealership pays for) and promotions. */
import type { Db } from '../../src/db/client';
import { packagePermissions, packages, promotionAgencies, promotions } from '../../src/db/schema';
import { unique } from './unique';

export interface PackageOverrides {
  name?: string;
  monthly_price_cents?: number;
  permissions?: string[];
}

export async function buildPackage(db: Db, overrides: PackageOverrides = {}) {
  const [row] = await db
    .insert(packages)
    .values({
      name: overrides.name ?? `Paquete ${unique()}`,
      monthly_price_cents: overrides.monthly_price_cents ?? 100_000,
      used_vehicle_limit: 10,
      new_vehicle_limit: 5,
    })
    .returning();
  const names = overrides.permissions ?? [];
  if (names.length > 0) {
    await db
      .insert(packagePermissions)
      .values(names.map((permission) => ({ package_id: row!.id, permission })));
  }
  return row!;
}

export interface PromotionOverrides {
  name?: string;
  type?: 'new' | 'used';
  discount_kind?: 'percent' | 'amount';
  discount_value?: number;
  starts_on?: string;
  ends_on?: string;
  active?: boolean;
  agencyIds?: number[];
}

/** A day relative to today in Mexico City, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A promotion in force today unless told otherwise. */
export async function buildPromotion(db: Db, overrides: PromotionOverrides = {}) {
  const [row] = await db
    .insert(promotions)
    .values({
      name: overrides.name ?? `Promoción ${unique()}`,
      type: overrides.type ?? 'used',
      discount_kind: overrides.discount_kind ?? 'percent',
      discount_value: overrides.discount_value ?? 1000,
      starts_on: overrides.starts_on ?? dayFromToday(-1),
      ends_on: overrides.ends_on ?? dayFromToday(30),
      active: overrides.active ?? true,
    })
    .returning();
  const links = (overrides.agencyIds ?? []).map((agency_id) => ({ promotion_id: row!.id, agency_id }));
  if (links.length > 0) await db.insert(promotionAgencies).values(links);
  return row!;
}
