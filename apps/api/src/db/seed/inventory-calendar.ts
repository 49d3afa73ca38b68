/**
 * The demo data's calendar (the inventory's and the leads'): dates count back from today in
 * Mexico City, and nothing is dated in the future; the inventory's moments fall in business hours.
 */
import { PRODUCT_TIME_ZONE, todayInMexico } from '@vitrina/shared';
import type { Random } from './inventory-data';

/** Today in Mexico City and the minute of the day it is now: nothing is dated in the future. */
export interface Clock {
  today: string;
  minute: number;
}

export function clockInMexico(now = new Date()): Clock {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return { today: todayInMexico(now), minute: hour! * 60 + minute! };
}

export const DAY = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);
/** A moment of that day in Mexico City (UTC-6 all year since 2022), `minutes` after midnight. */
export const at = (date: string, minutes: number) => Date.parse(`${date}T00:00:00-06:00`) + minutes * 60_000;
export const iso = (moment: number) => new Date(moment).toISOString();
/** The clock's present, as a moment. */
export const nowOf = (clock: Clock) => at(clock.today, clock.minute);
/** The Mexico City day and minute of the day of a moment. */
export function dayAndMinute(moment: number): { date: string; minute: number } {
  const local = moment - 6 * 60 * 60_000;
  return {
    date: new Date(local).toISOString().slice(0, 10),
    minute: Math.floor((((local % DAY) + DAY) % DAY) / 60_000),
  };
}
/**
 * A moment of `date` during business hours (9:00 to 19:00); today, in the few hours before now.
 */
export function moment(clock: Clock, random: Random, date: string): number {
  if (date < clock.today) return at(date, random.int(9 * 60, 19 * 60));
  return at(date, random.int(Math.max(0, clock.minute - 180), Math.max(0, clock.minute - 10)));
}
