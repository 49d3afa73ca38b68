/**
 * Calendar days (`YYYY-MM-DD`) as the product counts them: in Mexico City, whatever the zone of
 * the server or the browser (PRODUCT.md: dates are shown in America/Mexico_City). Promotions in
 * force, a vehicle's days in stock, a sale "not in the future" and form defaults all ask it.
 */
export const PRODUCT_TIME_ZONE = 'America/Mexico_City';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Mexico City as `YYYY-MM-DD` (the en-CA format is that shape). */
export function todayInMexico(now: Date = new Date()): string {
  return dayFormat.format(now);
}
