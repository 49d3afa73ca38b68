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

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Mexico City's offset from UTC at an instant, in milliseconds, as Intl reads it. */
function readOffset(instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of wallClockParts.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const HOUR = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Mexico City's offset from UTC at an instant (milliseconds), never a fixed UTC−6, so an instant
 * of the years Mexico still kept summer time is read as people then read their clocks. Read once
 * per UTC hour: the zone's clocks only ever changed on the hour, and Intl costs ~8 µs a call (the
 * seed dates thousands, an export a million rows). The business hours, the exports' wall times
 * and the forms' `datetime-local` fields all ask it.
 */
export function mexicoCityOffset(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = readOffset(hour * HOUR);
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}
