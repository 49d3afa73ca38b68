/**
 * The price sanity check of the step form, with the shared rule the API applies (`priceDoubt`): a
 * price or offer price far from what a car of its year plausibly costs shows a warning under the
 * prices, and saving asks to confirm it, naming the amount. The API knows the dealership's median
 * price too; when it asks (422 on `price_confirmed`, its message naming the amount) the form asks
 * the same way, and a confirmed save says so (`price_confirmed: true`).
 */
import { type PriceDoubt, priceDoubt, todayInMexico, type UsedVehicleDetail } from '@vitrina/shared';

export interface DoubtfulPrice {
  field: 'price' | 'offer_price';
  amount: number;
  doubt: PriceDoubt;
}

/**
 * The prices the form holds that the rule questions for a car of `year`, skipping those the saved
 * vehicle already has (confirmed when they were saved).
 */
export function doubtfulPrices(
  values: { price: number | null; offer_price: number | null },
  year: number | undefined,
  saved?: Pick<UsedVehicleDetail, 'price' | 'offer_price'>,
): DoubtfulPrice[] {
  if (year === undefined) return [];
  const thisYear = Number(todayInMexico().slice(0, 4));
  const found: DoubtfulPrice[] = [];
  for (const field of ['price', 'offer_price'] as const) {
    const amount = values[field];
    if (amount === null || amount === undefined || amount === saved?.[field]) continue;
    const doubt = priceDoubt(amount, { year, thisYear });
    if (doubt) found.push({ field, amount, doubt });
  }
  return found;
}

/** The API's question about a price (the message naming the amount), when that is what it answered. */
export const PRICE_CONFIRMATION_FIELD = 'price_confirmed';
