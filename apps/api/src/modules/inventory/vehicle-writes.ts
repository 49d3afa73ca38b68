/** What every write of a used vehicle shares: the meaning of the database's refusals, and its audit entry. */
import { type Locale, priceDoubt, toCents, todayInMexico, type VehicleStatus } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { Stored } from '../../lib/write-routes';
import type { Refusal } from './vehicle-status';
import { medianPrice, type StoredVehicle } from './vehicles.repository';

/** Pesos on the wire, centavos in the table. */

/** The database's refusals, as the checks before them answer (two requests raced past a check). */
export const vehicleRules = {
  unique: {
    vehicles_stock_number_key: ['stock_number', 'inventory.stock_number_taken'],
    vehicles_live_vin_key: ['vin', 'inventory.vin_taken'],
  },
  // A dealership, catalog entry, body type or sale's lead deleted between the checks and the write.
  foreignKey: (constraint: string | undefined) =>
    constraint?.includes('agency')
      ? notFound()
      : constraint?.includes('bod')
        ? invalid({ body_id: ['inventory.body_inactive'] })
        : constraint?.includes('lead')
          ? invalid({ lead_id: ['errors.reference_not_found'] })
          : invalid({ catalog_year_id: ['inventory.catalog_year_inactive'] }),
} as const;

/** The status's name in the request's language (statuses are identifiers, never labels). */
export const statusName = (locale: Locale, status: VehicleStatus) =>
  translate(locale, `inventory.status.${status}`);

/** What the audit keeps of a vehicle: the stored row without the search columns derived from it. */
export const audited = ({ search_text: _, search_keys: __, ...row }: Stored) => row;

/** The dealership of a vehicle's audit entries. */
export const agencyOf = (row: { id: number }) => (row as StoredVehicle).agency_id;

const pesosText = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/**
 * A price or offer price that `priceDoubt` questions (shared with the form) is kept only once the
 * person confirmed it: otherwise 422 on `price_confirmed`, its message naming the amount, so the
 * form asks and sends it again confirmed. An amount that did not change is not asked about again.
 */
export async function assertPlausiblePrices(
  tx: Tx,
  input: { agency_id: number; price: number | null; offer_price: number | null; price_confirmed: boolean },
  year: number,
  before?: { id: number; price_cents: number | null; offer_price_cents: number | null },
): Promise<void> {
  if (input.price_confirmed) return;
  const thisYear = Number(todayInMexico().slice(0, 4));
  let median: number | null | undefined;
  const amounts = [
    [input.price, before?.price_cents],
    [input.offer_price, before?.offer_price_cents],
  ] as const;
  for (const [amount, stored] of amounts) {
    if (amount === null || toCents(amount) === stored) continue;
    let doubt = priceDoubt(amount, { year, thisYear });
    if (!doubt) {
      if (median === undefined) median = await medianPrice(tx, input.agency_id, before?.id);
      doubt = priceDoubt(amount, { year, thisYear, medianPrice: median });
    }
    if (doubt) {
      throw new HttpError(
        422,
        'inventory.price_unconfirmed',
        { amount: pesosText.format(amount), year },
        { price_confirmed: ['inventory.price_unconfirmed'] },
      );
    }
  }
}

/** A refusal as a 422 whose message names the reason, the statuses in the request's language. */
export function refused(refusal: Refusal, locale: Locale): HttpError {
  const params = Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([name, status]) => [name, statusName(locale, status)]),
  );
  return new HttpError(422, refusal.key, params, refusal.fields);
}
