import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dayAndTime, formatCurrency, formatDateTime, formatDay, formatLocale, formatNumber } from './format';
import { chooseLocale } from './locale';

/** Spec §9: dates, numbers and amounts read in the chosen language, Spanish (es-MX) or English (en-US). */
describe('formats follow the chosen language', () => {
  afterEach(() => chooseLocale('es'));

  it('in Spanish, as es-MX', () => {
    chooseLocale('es');
    expect(formatLocale()).toBe('es-MX');
    expect(formatDateTime('2026-12-07T13:43:00.000Z')).toBe('7 dic 2026, 7:43 a.m.');
    expect(dayAndTime('2026-12-07T13:43:00.000Z')).toEqual(['7 dic 2026', '7:43 a.m.']);
    expect(formatDay('2026-01-01')).toBe('1 ene 2026');
    expect(formatDay('2026-12-31', 'long')).toBe('31 de diciembre de 2026');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('in English, as en-US, and back to Spanish when chosen again', () => {
    chooseLocale('en');
    expect(formatLocale()).toBe('en-US');
    expect(formatDateTime('2026-12-07T13:43:00.000Z')).toBe('Dec 7, 2026, 7:43 AM');
    expect(dayAndTime('2026-12-07T13:43:00.000Z')).toEqual(['Dec 7, 2026', '7:43 AM']);
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31', 'long')).toBe('December 31, 2026');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    // Pesos are the only currency: the same "$" in both languages, not "MX$".
    expect(formatCurrency(1234.5)).toBe('$1,234.50');

    chooseLocale('es');
    expect(formatDateTime('2026-12-07T13:43:00.000Z')).toBe('7 dic 2026, 7:43 a.m.');
  });

  it('leaves text that is not a calendar day as it is', () => {
    expect(formatDay('pronto')).toBe('pronto');
  });
});

/** What people read is formatted here, in their language: no screen fixes Spanish itself. */
it('is the only place a language is given to an Intl format', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join('lib', 'format.ts'),
  );
  const spanish = files.filter((file) =>
    /Intl\.\w+\(\s*\[?'es(-MX)?'/.test(fs.readFileSync(path.join(src, file), 'utf8')),
  );
  expect(spanish).toEqual([]);
});
