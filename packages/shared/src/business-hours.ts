/**
 * A dealership's business hours as a clock: the first-response SLA counts only the minutes the
 * dealership is open (PRODUCT.md "Leads"). The hours are Mexico City wall-clock times; the
 * offset of each instant comes from Intl, never from a fixed UTC−6, so an instant of the years
 * Mexico still kept summer time is counted as people then read their clocks.
 *
 * A week with no open day would never reach a deadline: it is counted as open all the time, as
 * if the dealership had not restricted its hours at all.
 */
import { mexicoCityOffset } from './calendar';
import { type BusinessHours, SLA_WARN_FRACTION } from './resources/lead-automation';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The Mexico City wall-clock time of an instant, written as if it were UTC (milliseconds). */
const wallClock = (instant: number) => instant + mexicoCityOffset(instant);

/** The instant Mexico City's clocks show as `wall`; twice, since the offset may differ there. */
function instantAt(wall: number): number {
  return wall - mexicoCityOffset(wall - mexicoCityOffset(wall));
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
