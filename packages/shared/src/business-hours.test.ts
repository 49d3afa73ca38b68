import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, slaTimes } from './business-hours';
import { type BusinessHours, DEFAULT_BUSINESS_HOURS } from './resources/lead-automation';

/** A Mexico City wall-clock time of November 2026 (UTC−6 all year): "2026-11-23 10:00". */
const mx = (local: string, offset = '-06:00') => new Date(`${local.replace(' ', 'T')}${offset}`);
const add = (local: string, minutes: number, hours: BusinessHours = DEFAULT_BUSINESS_HOURS) =>
  addBusinessMinutes(mx(local), minutes, hours).toISOString();
const at = (local: string, offset?: string) => mx(local, offset).toISOString();

// Monday 23 November 2026 to Monday 30 November; the default week is Monday to Friday 9:00–19:00,
// Saturday 9:00–14:00, Sunday closed.
describe('addBusinessMinutes', () => {
  it('counts on the clock inside the hours', () => {
    expect(add('2026-11-23 10:00', 30)).toBe(at('2026-11-23 10:30'));
    expect(add('2026-11-25 13:07', 120)).toBe(at('2026-11-25 15:07'));
  });

  it('starts counting at the opening for an arrival before it', () => {
    expect(add('2026-11-23 07:15', 30)).toBe(at('2026-11-23 09:30'));
    expect(add('2026-11-23 00:00', 15)).toBe(at('2026-11-23 09:15'));
  });

  it('counts from the opening minute itself', () => {
    expect(add('2026-11-23 09:00', 15)).toBe(at('2026-11-23 09:15'));
  });

  it('keeps a deadline that falls exactly on the closing time on that day', () => {
    expect(add('2026-11-23 18:30', 30)).toBe(at('2026-11-23 19:00'));
  });

  it('counts an arrival at the closing time from the next opening', () => {
    expect(add('2026-11-23 19:00', 30)).toBe(at('2026-11-24 09:30'));
  });

  it('carries what is left at closing over the night', () => {
    expect(add('2026-11-23 18:50', 30)).toBe(at('2026-11-24 09:20'));
    expect(add('2026-11-23 23:30', 60)).toBe(at('2026-11-24 10:00'));
  });

  it('goes from Saturday’s short day over the closed Sunday to Monday', () => {
    expect(add('2026-11-28 13:45', 60)).toBe(at('2026-11-30 09:45'));
    expect(add('2026-11-28 14:00', 15)).toBe(at('2026-11-30 09:15'));
    expect(add('2026-11-27 18:30', 120)).toBe(at('2026-11-28 10:30'));
  });

  it('counts nothing on a closed Sunday', () => {
    expect(add('2026-11-29 11:00', 120)).toBe(at('2026-11-30 11:00'));
  });

  it('spreads an interval longer than a day’s hours over several days', () => {
    const hourADay: BusinessHours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '10:00' }));
    expect(add('2026-11-23 09:30', 120, hourADay)).toBe(at('2026-11-25 09:30'));
    const wednesdays: BusinessHours = [null, null, null, { open: '10:00', close: '12:00' }, null, null, null];
    expect(add('2026-11-26 10:00', 30, wednesdays)).toBe(at('2026-12-02 10:30'));
  });

  it('crosses months and years as any other night', () => {
    expect(add('2026-12-31 18:45', 30)).toBe(at('2027-01-01 09:15'));
  });

  it('answers the instant itself for no minutes inside the hours, else the next opening', () => {
    expect(add('2026-11-23 12:34', 0)).toBe(at('2026-11-23 12:34'));
    expect(add('2026-11-23 20:00', 0)).toBe(at('2026-11-24 09:00'));
  });

  it('keeps the seconds of the arrival', () => {
    expect(
      addBusinessMinutes(new Date('2026-11-23T16:00:30.500Z'), 15, DEFAULT_BUSINESS_HOURS).toISOString(),
    ).toBe('2026-11-23T16:15:30.500Z');
  });

  it('treats a week with no open day as always open', () => {
    const closed: BusinessHours = [null, null, null, null, null, null, null];
    expect(add('2026-11-29 03:00', 30, closed)).toBe(at('2026-11-29 03:30'));
  });

  it('reads the clocks of the years Mexico City kept summer time (UTC−5 until October 2022)', () => {
    // Monday 4 April 2022, summer time: the evening carries over to Tuesday morning, still UTC−5.
    expect(
      addBusinessMinutes(mx('2022-04-04 18:50', '-05:00'), 30, DEFAULT_BUSINESS_HOURS).toISOString(),
    ).toBe(at('2022-04-05 09:20', '-05:00'));
    // Saturday 29 October 2022 (UTC−5) to Monday 31 October, after the clocks went back (UTC−6).
    expect(
      addBusinessMinutes(mx('2022-10-29 13:50', '-05:00'), 30, DEFAULT_BUSINESS_HOURS).toISOString(),
    ).toBe(at('2022-10-31 09:20', '-06:00'));
  });

  it('refuses negative minutes', () => {
    expect(() => addBusinessMinutes(mx('2026-11-23 10:00'), -1, DEFAULT_BUSINESS_HOURS)).toThrow(RangeError);
  });
});

describe('slaTimes', () => {
  it('warns at three quarters of the business minutes, both counted across the night', () => {
    const { due, warn } = slaTimes(mx('2026-11-23 18:40'), 30, DEFAULT_BUSINESS_HOURS);
    expect(warn.toISOString()).toBe(at('2026-11-24 09:02:30'));
    expect(due.toISOString()).toBe(at('2026-11-24 09:10'));
  });

  it('gives a 15-minute target its warning at 11¼ minutes', () => {
    const { due, warn } = slaTimes(mx('2026-11-23 10:00'), 15, DEFAULT_BUSINESS_HOURS);
    expect(warn.toISOString()).toBe(at('2026-11-23 10:11:15'));
    expect(due.toISOString()).toBe(at('2026-11-23 10:15'));
  });
});
