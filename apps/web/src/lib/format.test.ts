import { describe, expect, it } from 'vitest';
import { dayAndTime, formatCurrency, formatNumber } from './format';

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
});
