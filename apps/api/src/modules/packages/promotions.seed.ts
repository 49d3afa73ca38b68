import { todayInMexico } from '@vitrina/shared';
/**
 * Demo promotions (and a family) so the promotions, families and agency screens have something
 * to show. Idempotent: a promotion or family that exists by name is left as it is. Dates are
 * relative to the day the seed runs, so "in force" keeps meaning something on a fresh install.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, dealershipFamilies, promotionAgencies, promotions } from '../../db/schema';

function shift(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const FAMILY = {
  name: 'Red Seminuevos Certificados',
  description: 'Agencias con programa de seminuevos certificados',
};
const FAMILY_AGENCIES = ['Del Valle Satélite Seminuevos', 'Motormex Guadalajara'];

/** name, type, kind, value ×100, start and end relative to today, agencies (none: all). */
const PROMOTIONS = [
  ['Buen Fin Seminuevos', 'used', 'percent', 1_000, -7, 60, []],
  ['Bono de enganche nuevos', 'new', 'amount', 1_500_000, -3, 30, ['Del Valle Polanco']],
  [
    'Liquidación de inventario',
    'used',
    'amount',
    2_000_000,
    -2,
    45,
    ['Del Valle Satélite Seminuevos', 'Motormex Guadalajara'],
  ],
  ['Venta de verano', 'new', 'percent', 750, 20, 80, []],
  ['Hot Sale', 'used', 'percent', 1_250, -60, -30, []],
] as const;

export async function seedDemoPromotions(tx: Tx): Promise<void> {
  const today = todayInMexico();
  const agencyIds = new Map(
    (await tx.select({ id: agencies.id, name: agencies.name }).from(agencies)).map((a) => [a.name, a.id]),
  );

  const [family] = await tx.insert(dealershipFamilies).values(FAMILY).onConflictDoNothing().returning();
  if (family) {
    const members = FAMILY_AGENCIES.map((name) => agencyIds.get(name)).filter((id) => id !== undefined);
    if (members.length > 0) {
      await tx
        .update(agencies)
        .set({ family_id: family.id })
        .where(and(inArray(agencies.id, members), isNull(agencies.family_id)));
    }
  }

  const existing = new Set(
    (
      await tx
        .select({ name: promotions.name })
        .from(promotions)
        .where(
          inArray(
            promotions.name,
            PROMOTIONS.map(([name]) => name),
          ),
        )
    ).map((row) => row.name),
  );
  for (const [name, type, discount_kind, discount_value, start, end, names] of PROMOTIONS) {
    if (existing.has(name)) continue;
    const [created] = await tx
      .insert(promotions)
      .values({
        name,
        type,
        discount_kind,
        discount_value,
        starts_on: shift(today, start),
        ends_on: shift(today, end),
      })
      .returning({ id: promotions.id });
    const links = names
      .map((agency) => agencyIds.get(agency))
      .filter((id) => id !== undefined)
      .map((agency_id) => ({ promotion_id: created!.id, agency_id }));
    if (links.length > 0) await tx.insert(promotionAgencies).values(links);
  }
}
