/** Buyer alerts as the marketplace sends them. */
import type { Db } from '../../src/db/client';
import { buyerAlerts } from '../../src/db/schema';
import { unique } from './unique';

export interface BuyerAlertOverrides {
  brand_id: number;
  model_id?: number | null;
  year_from?: number | null;
  year_to?: number | null;
  /** Pesos. */
  price_from?: number | null;
  price_to?: number | null;
  body_id?: number | null;
  state_code?: string | null;
  active?: boolean;
  name?: string;
  email?: string;
  locale?: 'es' | 'en';
}

const cents = (pesos: number | null | undefined) => (pesos == null ? null : Math.round(pesos * 100));

export async function buildBuyerAlert(db: Db, overrides: BuyerAlertOverrides) {
  const key = unique();
  const [row] = await db
    .insert(buyerAlerts)
    .values({
      external_id: `mk-${key}`,
      name: overrides.name ?? `Comprador ${key}`,
      email: overrides.email ?? `comprador${key}@example.com`,
      phone: '+525512345678',
      locale: overrides.locale ?? 'es',
      brand_id: overrides.brand_id,
      model_id: overrides.model_id ?? null,
      year_from: overrides.year_from ?? null,
      year_to: overrides.year_to ?? null,
      price_from_cents: cents(overrides.price_from),
      price_to_cents: cents(overrides.price_to),
      body_id: overrides.body_id ?? null,
      state_code: overrides.state_code ?? null,
      active: overrides.active ?? true,
    })
    .returning();
  return row!;
}
