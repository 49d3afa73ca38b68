import { describe, expect, it } from 'vitest';
import { caretAfter, formatCurrencyInput, parseCurrencyInput, readCurrencyText } from './currency-text';

describe('currency input text (spec §5)', () => {
  it('reads typed digits as pesos and the decimal point as the start of the centavos', () => {
    expect(parseCurrencyInput('239900')).toBe(239_900);
    expect(parseCurrencyInput('2399.5')).toBe(2399.5);
    expect(parseCurrencyInput('0.05')).toBe(0.05);
    expect(parseCurrencyInput('.5')).toBe(0.5);
    expect(parseCurrencyInput('1,234.567')).toBe(1234.56);
  });

  it('keeps the value of a pasted formatted amount', () => {
    expect(parseCurrencyInput('$239,900')).toBe(239_900);
    expect(parseCurrencyInput('$ 239,900.00 MXN')).toBe(239_900);
    expect(parseCurrencyInput('1,234.56')).toBe(1234.56);
  });

  it('shows the text being typed with its whole part grouped and its centavos as typed', () => {
    expect(readCurrencyText('239900')).toEqual({ text: '239,900', value: 239_900 });
    expect(readCurrencyText('2399.')).toEqual({ text: '2,399.', value: 2399 });
    expect(readCurrencyText('2,399.5')).toEqual({ text: '2,399.5', value: 2399.5 });
    expect(readCurrencyText('0012')).toEqual({ text: '12', value: 12 });
    expect(readCurrencyText('.')).toEqual({ text: '0.', value: 0 });
    expect(readCurrencyText('450.5', { precision: 0 })).toEqual({ text: '450', value: 450 });
  });

  it('answers null for text without digits', () => {
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('$ ,')).toBeNull();
  });

  it('honours another precision', () => {
    expect(parseCurrencyInput('12345', { precision: 0 })).toBe(12345);
    expect(parseCurrencyInput('12.3456', { precision: 3 })).toBe(12.345);
  });

  it('clamps to min and max', () => {
    expect(parseCurrencyInput('999999', { max: 5000 })).toBe(5000);
    expect(parseCurrencyInput('1', { min: 100 })).toBe(100);
    expect(parseCurrencyInput('500', { min: 100, max: 1000 })).toBe(500);
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
    expect(parseCurrencyInput('1.234,50', { thousands: '.', decimal: ',' })).toBe(1234.5);
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

  it('keeps the caret after the digits it followed when the grouping moves', () => {
    // "2399|" + "0" typed: "23990|" shows "23,990|".
    expect(caretAfter('23990', 5, '23,990')).toBe(6);
    // A digit typed in the middle: "2,3|99" → "2,39|99" shows "23,9|99".
    expect(caretAfter('2,3999', 4, '23,999')).toBe(4);
    expect(caretAfter('0012', 4, '12')).toBe(2);
  });
});
