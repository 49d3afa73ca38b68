import { describe, expect, it } from 'vitest';
import { nameField, nameKey, singleSpaced } from './text';

describe('singleSpaced', () => {
  it('makes every run of spaces, tabs and line breaks one space and trims the ends', () => {
    expect(singleSpaced('  Grupo \t Norte\r\n  Sur ')).toBe('Grupo Norte Sur');
    expect(singleSpaced(' \n\t ')).toBe('');
  });
});

describe('nameField', () => {
  const field = nameField(12);

  it('stores a name single-spaced, its limit counting what is stored', () => {
    expect(field.parse('  Grupo   Norte ')).toBe('Grupo Norte');
    expect(field.parse('Grupo \t\n  Norte1')).toBe('Grupo Norte1');
  });

  it('refuses a blank name and one longer than its limit', () => {
    expect(field.safeParse('   ').success).toBe(false);
    expect(field.safeParse('Grupo Noroeste').success).toBe(false);
    expect(field.safeParse('Grupo Norte1').success).toBe(true);
  });
});

describe('nameKey', () => {
  it('is one key for names that differ in case, accents and spacing', () => {
    expect(nameKey('  Peugeot   2008 ')).toBe(nameKey('peugeot 2008'));
    expect(nameKey('Íbiza Ñandú')).toBe('ibiza nandu');
  });
});
