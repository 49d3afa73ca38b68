import { describe, expect, it } from 'vitest';
import { dayAndTime, formatCurrency, formatNumber, mexicoCityInput, mexicoCityInstant } from './format';

describe('es-MX formats (spec §1)', () => {
  it('shows Mexican pesos and es-MX numbers', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
  });
});

describe('instants', () => {
  it('split into their day and time in Mexico City, for a narrow column', () => {
    expect(dayAndTime('2026-11-30T16:30:00.000Z')).toEqual(['30 nov 2026', '10:30 a.m.']);
  });

  it('takes a date and time typed on Mexico City’s clock as the instant it is', () => {
    expect(mexicoCityInstant('2026-11-30T10:30')).toBe('2026-11-30T16:30:00.000Z');
    expect(mexicoCityInstant('2026-07-01T23:15')).toBe('2026-07-02T05:15:00.000Z');
    expect(mexicoCityInstant('')).toBeNull();
    expect(mexicoCityInstant('mañana')).toBeNull();
  });

  it('show as a `datetime-local` value on Mexico City’s clock, and read back as the same instant', () => {
    expect(mexicoCityInput('2026-11-27T15:00:00.000Z')).toBe('2026-11-27T09:00');
    expect(mexicoCityInput(null)).toBe('');
    expect(mexicoCityInstant(mexicoCityInput('2026-07-02T05:15:00.000Z'))).toBe('2026-07-02T05:15:00.000Z');
  });
});
