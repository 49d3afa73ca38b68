import { describe, expect, it } from 'vitest';
import {
  dayAndTime,
  formatCentavos,
  formatCurrency,
  formatCurrencyInput,
  formatNumber,
  parseCurrencyInput,
} from './format';

describe('currency input (spec §5)', () => {
  it('reads the digits as the amount in the smallest unit, precision 2 by default', () => {
    expect(parseCurrencyInput('12345')).toBe(123.45);
    expect(parseCurrencyInput('1,234.56')).toBe(1234.56);
    expect(parseCurrencyInput('$ 1,234.567')).toBe(12345.67);
    expect(parseCurrencyInput('0.05')).toBe(0.05);
  });

  it('answers null for text without digits', () => {
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('$ ,.')).toBeNull();
  });

  it('honours another precision', () => {
    expect(parseCurrencyInput('12345', { precision: 0 })).toBe(12345);
    expect(parseCurrencyInput('12345', { precision: 3 })).toBe(12.345);
  });

  it('clamps to min and max', () => {
    expect(parseCurrencyInput('999999', { max: 5000 })).toBe(5000);
    expect(parseCurrencyInput('1', { min: 100 })).toBe(100);
    expect(parseCurrencyInput('50000', { min: 100, max: 1000 })).toBe(500);
  });

  it('keeps a minus sign only when negative amounts are allowed', () => {
    expect(parseCurrencyInput('-1,000.00')).toBe(-1000);
    expect(parseCurrencyInput('-1,000.00', { min: -500 })).toBe(-500);
    expect(parseCurrencyInput('-1,000.00', { min: 0 })).toBe(1000);
  });

  it("formats with ',' for thousands and '.' for decimals", () => {
    expect(formatCurrencyInput(1234567.5)).toBe('1,234,567.50');
    expect(formatCurrencyInput(0)).toBe('0.00');
    expect(formatCurrencyInput(999.999)).toBe('1,000.00');
    expect(formatCurrencyInput(-1234.5)).toBe('-1,234.50');
    expect(formatCurrencyInput(1234.5, { precision: 0 })).toBe('1,235');
    expect(formatCurrencyInput(1234.5, { thousands: '.', decimal: ',' })).toBe('1.234,50');
  });

  it('formats an empty value as empty text', () => {
    expect(formatCurrencyInput(null)).toBe('');
    expect(formatCurrencyInput(Number.NaN)).toBe('');
  });

  it('round-trips what it formats', () => {
    for (const value of [0.01, 1, 12.3, 1234.56, 987654321.09]) {
      expect(parseCurrencyInput(formatCurrencyInput(value))).toBe(value);
    }
  });
});

describe('es-MX formats (spec §1)', () => {
  it('shows Mexican pesos and es-MX numbers', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCentavos(123450)).toBe('$1,234.50');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
  });
});

describe('instants', () => {
  it('split into their day and time in Mexico City, for a narrow column', () => {
    expect(dayAndTime('2026-11-30T16:30:00.000Z')).toEqual(['30 nov 2026', '10:30 a.m.']);
  });
});
