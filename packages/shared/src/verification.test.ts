import { describe, expect, it } from 'vitest';
import { formatPlate, normalizePlate } from './plates';
import { verificationInput, verificationResult } from './resources/verification';
import { decodeVin, normalizeVin, vinShapeProblem } from './vin';

const TODAY = new Date('2026-06-01T12:00:00Z');
const decode = (vin: string) => decodeVin(vin, TODAY);

describe('VIN decode (AutoCheck)', () => {
  it('accepts the reference vector and decodes a US Honda of 2003', () => {
    expect(vinShapeProblem('1HGCM82633A004352')).toBeNull();
    expect(decode('1HGCM82633A004352')).toMatchObject({
      wmi: '1HG',
      manufacturer: 'Honda',
      country: 'US',
      region: 'north_america',
      check_digit: '3',
      expected_check_digit: '3',
      check_digit_valid: true,
      check_digit_required: true,
      model_year: 2003,
      plant_code: 'A',
      serial: '004352',
    });
  });

  it('reads a check digit of 10 as X', () => {
    expect(decode('1M8GDM9AXKP042788')).toMatchObject({ check_digit_valid: true, expected_check_digit: 'X' });
  });

  it('flags a wrong check digit, required in North America only', () => {
    expect(decode('1HGCM82643A004352')).toMatchObject({
      check_digit_valid: false,
      check_digit_required: true,
      expected_check_digit: '3',
    });
    // A German VIN with the manufacturer's own position 9: not a warning.
    expect(decode('WVWZZZ1JZ3W386752')).toMatchObject({
      check_digit_valid: false,
      check_digit_required: false,
    });
  });

  it('refuses I, O and Q, a wrong length and other characters', () => {
    expect(vinShapeProblem('1HGCM82633A00435')).toBe('inventory.vin_length');
    expect(vinShapeProblem('1HGCM82633A0043521')).toBe('inventory.vin_length');
    expect(vinShapeProblem('1HGCM8263IA004352')).toBe('inventory.vin_ioq');
    expect(vinShapeProblem('1HGCM8263OA004352')).toBe('inventory.vin_ioq');
    expect(vinShapeProblem('QHGCM82633A004352')).toBe('inventory.vin_ioq');
    expect(vinShapeProblem('1HGCM8263ÑA004352')).toBe('inventory.vin_characters');
    expect(normalizeVin(' 1hgcm826-33a004352 ')).toBe('1HGCM82633A004352');
  });

  it.each([
    ['3N1AB7AP0KY123456', 'Nissan', 'MX', 2019],
    ['3VWFE21C04M000001', 'Volkswagen', 'MX', 2004],
    ['3MZBN1V74HM123456', 'Mazda', 'MX', 2017],
    ['KNADM4A34H6123456', 'Kia', 'KR', 2017],
    ['9BWAB45U2HT012345', 'Volkswagen', 'BR', 2017],
    ['JTDKB20U293123456', 'Toyota', 'JP', 2009],
    ['WVWZZZ1J93W386752', 'Volkswagen', 'DE', 2003],
  ])('decodes the WMI of %s', (vin, manufacturer, country, year) => {
    expect(decode(vin)).toMatchObject({ manufacturer, country, model_year: year });
  });

  it('keeps the region and country of a WMI the table does not list', () => {
    expect(decode('3ABAB7AP0KY123456')).toMatchObject({
      manufacturer: null,
      country: 'MX',
      region: 'north_america',
    });
  });
});

describe('Mexican plates', () => {
  it.each([
    ['abc 123 d', 'ABC-123-D'],
    ['ABC-12-34', 'ABC-12-34'],
    ['123abc', '123-ABC'],
    ['a12-bcd', 'A12-BCD'],
  ])('accepts %s as %s', (input, printed) => {
    expect(formatPlate(normalizePlate(input))).toBe(printed);
  });

  it.each(['AB-123', 'ABCD123', '1234567', 'ÑBC123D'])('refuses %s', (input) => {
    expect(formatPlate(normalizePlate(input))).toBeNull();
  });
});

describe('verification input and verdict', () => {
  it('normalises by kind and names the field of a bad value', () => {
    expect(verificationInput.parse({ agency_id: 1, kind: 'vin', value: '1hgcm82633a004352' }).value).toBe(
      '1HGCM82633A004352',
    );
    expect(verificationInput.parse({ agency_id: 1, kind: 'plate', value: 'abc123d' }).value).toBe(
      'ABC-123-D',
    );
    const bad = verificationInput.safeParse({ agency_id: 1, kind: 'plate', value: '1HGCM82633A004352' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['value'], message: 'verification.plate_format' });
  });

  it('puts an alert before a warning before an incomplete report', () => {
    const good = { check_digit_valid: true, check_digit_required: true };
    const bad = { check_digit_valid: false, check_digit_required: true };
    const stolen = { theft_status: 'reported', registry_status: 'registered' } as const;
    const fine = { theft_status: 'clear', registry_status: 'registered' } as const;
    expect(verificationResult(bad, 'ok', stolen)).toBe('alert');
    expect(verificationResult(bad, 'failed', null)).toBe('warning');
    expect(verificationResult(good, 'failed', null)).toBe('incomplete');
    expect(verificationResult(good, 'not_configured', null)).toBe('incomplete');
    expect(verificationResult(good, 'ok', fine)).toBe('clear');
    // No record in the registry: the vehicle may never have been registered in Mexico.
    expect(verificationResult(null, 'not_found', null)).toBe('warning');
  });
});
