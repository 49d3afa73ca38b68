/**
 * A dealership's business hours as a clock: the first-response SLA counts only the minutes the
 * dealership is open (PRODUCT.md "Leads"). The hours are Mexico City wall-clock times; the
 * offset of each instant comes from Intl, never from a fixed UTC−6, so an instant of the years
 * Mexico still kept summer time is counted as people then read their clocks.
 *
 * A week with no open day would never reach a deadline: it is counted as open all the time, as
 * if the dealership had not restricted its hours at all.
 */
import { PRODUCT_TIME_ZONE } from './calendar';
import { type BusinessHours, SLA_WARN_FRACTION } from './resources/lead-automation';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

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

/**
 * The offset at an instant, read once per UTC hour: Mexico City's clocks only ever changed on the
 * hour, and reading them costs more than the rest of the arithmetic (the seed dates thousands).
 */
const offsets = new Map<number, number>();
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = readOffset(hour * HOUR);
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The Mexico City wall-clock time of an instant, written as if it were UTC (milliseconds). */
const wallClock = (instant: number) => instant + offsetAt(instant);

/** The instant Mexico City's clocks show as `wall`; twice, since the offset may differ there. */
function instantAt(wall: number): number {
  return wall - offsetAt(wall - offsetAt(wall));
}

/** "09:30" as milliseconds after midnight. */
function timeOfDay(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours! * 60 + minutes!) * MINUTE;
}

/**
 * The instant `minutes` business minutes after `start`: an arrival outside the hours starts
 * counting at the next opening, and what a day's hours cannot hold goes on at the next opening.
 * A deadline that falls exactly on a closing time stays there (19:00, not the next morning).
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  if (!(minutes >= 0)) throw new RangeError(`addBusinessMinutes: ${minutes} minutes`);
  if (hours.every((day) => day === null)) return new Date(start.getTime() + minutes * MINUTE);
  let remaining = minutes * MINUTE;
  let wall = wallClock(start.getTime());
  for (;;) {
    const midnight = wall - (((wall % DAY) + DAY) % DAY);
    const day = hours[new Date(midnight).getUTCDay()];
    if (day) {
      const from = Math.max(wall, midnight + timeOfDay(day.open));
      const close = midnight + timeOfDay(day.close);
      if (from < close) {
        if (close - from >= remaining) return new Date(instantAt(from + remaining));
        remaining -= close - from;
      }
    }
    wall = midnight + DAY;
  }
}

/**
 * A lead's first-response deadline from its arrival (or from a reassignment), and the point the
 * lists start warning at: SLA_WARN_FRACTION of the same business minutes.
 */
export function slaTimes(arrival: Date, slaMinutes: number, hours: BusinessHours): { due: Date; warn: Date } {
  return {
    due: addBusinessMinutes(arrival, slaMinutes, hours),
    warn: addBusinessMinutes(arrival, slaMinutes * SLA_WARN_FRACTION, hours),
  };
}
