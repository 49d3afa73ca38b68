import { describe, expect, it } from 'vitest';
import { leadContact, normalizeLeadPhone, phoneSchema, phoneSearchDigits, phoneSearchTerm } from './leads';

/** One person's mobile, as people and sources write it: always stored as +52 and its 10 digits. */
const SAME_NUMBER = [
  '5512345678',
  '55 1234 5678',
  '55-1234-5678',
  '55.1234.5678',
  '(55) 1234-5678',
  ' 55 1234 5678 ',
  '+52 55 1234 5678',
  '+52 (55) 1234-5678',
  '+525512345678',
  // The mobile "1" Mexico dropped in 2019, still in many address books.
  '+52 1 55 1234 5678',
  '+5215512345678',
  '52 55 1234 5678',
  '521 55 1234 5678',
  // 00 is the international prefix dialled from Mexico.
  '0052 55 1234 5678',
  '0052 1 55 1234 5678',
  '00 52 55 1234 5678',
  // The old long-distance and mobile prefixes before the 10-digit plan.
  '044 55 1234 5678',
  '045 55 1234 5678',
  '01 55 1234 5678',
];

describe('normalizeLeadPhone', () => {
  it.each(SAME_NUMBER)('stores %j as +525512345678', (written) => {
    expect(normalizeLeadPhone(written)).toBe('+525512345678');
    expect(phoneSchema.parse(written)).toBe('+525512345678');
  });

  it('keeps a local number whose area code starts with 52 as it is, not as a country code', () => {
    expect(normalizeLeadPhone('5212345678')).toBe('+525212345678');
  });

  it('keeps other countries as + and their digits', () => {
    expect(normalizeLeadPhone('+1 (512) 555-0100')).toBe('+15125550100');
    expect(normalizeLeadPhone('001 512 555 0100')).toBe('+15125550100');
    expect(normalizeLeadPhone('+34 612 34 56 78')).toBe('+34612345678');
  });

  it('refuses what cannot be a phone, naming the format', () => {
    for (const written of ['55 1234', 'llámame', '55 1234 5678 ext. 2', '+52 55 1234 5678 9012 3456']) {
      const parsed = phoneSchema.safeParse(written);
      expect(parsed.success, written).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('leads.phone_format');
    }
  });
});

describe('a lead’s contact', () => {
  it('stores the e-mail in lower case, so duplicates compare it', () => {
    const contact = leadContact.parse({ name: 'Ana', email: 'Ana.Perez@Correo.MX', phone: '' });
    expect(contact.email).toBe('ana.perez@correo.mx');
  });
});

describe('a phone in a list search', () => {
  it.each(SAME_NUMBER)('looks for %j by the number’s 10 digits, part of what is stored', (written) => {
    expect(phoneSearchTerm(written)).toBe('5512345678');
    expect(phoneSearchDigits('+525512345678')).toContain(phoneSearchTerm(written));
  });

  it('looks for part of a number by its digits, and for other countries’ with their code', () => {
    expect(phoneSearchTerm('1234 5678')).toBe('12345678');
    expect(phoneSearchTerm('+52 55 12')).toBe('525512');
    expect(phoneSearchTerm('+1 (512) 555-0100')).toBe('15125550100');
  });

  it('leaves any other term as typed', () => {
    for (const term of ['Ramírez', 'ana@correo.mx', 'Versa 2021', '-', '00']) {
      expect(phoneSearchTerm(term), term).toBeUndefined();
    }
  });
});
