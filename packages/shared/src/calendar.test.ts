import { describe, expect, it } from 'vitest';
import { mexicoCityOffset, todayInMexico } from './calendar';

const HOUR = 3_600_000;

describe('Mexico City on the calendar', () => {
  it('reads the offset the clocks kept at the instant: summer time until 2022, UTC−6 since', () => {
    expect(mexicoCityOffset(Date.parse('2020-07-15T12:00:00Z'))).toBe(-5 * HOUR);
    expect(mexicoCityOffset(Date.parse('2020-01-15T12:00:00Z'))).toBe(-6 * HOUR);
    expect(mexicoCityOffset(Date.parse('2026-07-15T12:34:56.789Z'))).toBe(-6 * HOUR);
  });

  it('changes on the hour the clocks changed (2022-10-30, 02:00 summer time)', () => {
    expect(mexicoCityOffset(Date.parse('2022-10-30T06:59:59Z'))).toBe(-5 * HOUR);
    expect(mexicoCityOffset(Date.parse('2022-10-30T07:00:00Z'))).toBe(-6 * HOUR);
  });

  it('counts a day from Mexico City’s midnight, not UTC’s', () => {
    expect(todayInMexico(new Date('2026-12-08T05:59:00Z'))).toBe('2026-12-07');
    expect(todayInMexico(new Date('2026-12-08T06:00:00Z'))).toBe('2026-12-08');
  });
});
