/**
 * Vehicle identification numbers (ISO 3779; North American rules of 49 CFR 565): 17 characters
 * of digits and capital letters except I, O and Q. Position 9 is a check digit and position 10
 * the model year. Mexican VINs do not always carry a valid check digit, so a failed check or a
 * model year that disagrees with the chosen catalog year is a warning, never a refusal.
 */

import { type VinRegion, vinCountry, vinRegion, WMI } from './wmi';

export const VIN_LENGTH = 17;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Position 10's characters in their 30-year cycle: A = 1980 / 2010 … Y = 2000 / 2030, 1 = 2001 / 2031 … */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Spaces and dashes are how people copy a VIN from a document; letters are capitals. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The refusal of a VIN that cannot be one: its message key, or null when the shape is right. */
export function vinShapeProblem(
  vin: string,
): 'inventory.vin_length' | 'inventory.vin_ioq' | 'inventory.vin_characters' | null {
  if (vin.length !== VIN_LENGTH) return 'inventory.vin_length';
  if (/[IOQ]/.test(vin)) return 'inventory.vin_ioq';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return 'inventory.vin_characters';
  return null;
}

/** The check digit position 9 should hold ('0'–'9' or 'X'), for a VIN of the right shape. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    const char = vin[index]!;
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The model years position 10 can mean (one per 30-year cycle), or [] for a character that is no year code. */
export function vinModelYears(vin: string): number[] {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return [];
  return [1980 + index, 2010 + index];
}

export type VinWarning = 'inventory.vin_check_digit' | 'inventory.vin_year_mismatch';

/** What is doubtful about a well-shaped VIN, given the catalog year chosen for the vehicle. */
export function vinWarnings(vin: string, catalogYear?: number | null): VinWarning[] {
  const warnings: VinWarning[] = [];
  if (vin[8] !== vinCheckDigit(vin)) warnings.push('inventory.vin_check_digit');
  if (catalogYear && !vinModelYears(vin).includes(catalogYear)) warnings.push('inventory.vin_year_mismatch');
  return warnings;
}

/** What a VIN says by itself, without asking anyone (AutoCheck's offline decode). */
export interface VinDecode {
  /** Positions 1–3: the world manufacturer identifier. */
  wmi: string;
  /** From the WMI table (wmi.ts); null for one it does not list. */
  manufacturer: string | null;
  /** ISO 3166-1 alpha-2 of the WMI's plant, or of the first two characters' range. */
  country: string | null;
  region: VinRegion | null;
  /** Position 9 as written and as computed. */
  check_digit: string;
  expected_check_digit: string;
  check_digit_valid: boolean;
  /**
   * North American VINs (first character 1–5: the United States, Canada and Mexico) must carry
   * the check digit (49 CFR 565), so a mismatch there is a warning about the VIN; elsewhere it
   * is not guaranteed and says nothing.
   */
  check_digit_required: boolean;
  /** The model year position 10 means, the 30-year cycle chosen as below; null for a bad code. */
  model_year: number | null;
  /** Position 11: the assembly plant, in the manufacturer's own code. */
  plant_code: string;
  /** Positions 12–17: the production sequence. */
  serial: string;
}

/**
 * The model year among the two cycles position 10 can mean. A North American passenger VIN says
 * the cycle in position 7 (a letter: 2010–2039; a digit: 1980–2009); elsewhere the later cycle
 * unless it lies past next year's models.
 */
export function vinModelYear(vin: string, today = new Date()): number | null {
  const years = vinModelYears(vin);
  if (years.length === 0) return null;
  const [older, newer] = years as [number, number];
  if (/[1-5]/.test(vin[0] ?? '')) return /[A-Z]/.test(vin[6] ?? '') ? newer : older;
  return newer <= today.getUTCFullYear() + 1 ? newer : older;
}

/** The offline decode of a VIN of the right shape (see `vinShapeProblem`). */
export function decodeVin(vin: string, today = new Date()): VinDecode {
  const wmi = vin.slice(0, 3);
  const expected = vinCheckDigit(vin);
  return {
    wmi,
    manufacturer: WMI[wmi]?.manufacturer ?? null,
    country: vinCountry(vin),
    region: vinRegion(vin),
    check_digit: vin[8] ?? '',
    expected_check_digit: expected,
    check_digit_valid: vin[8] === expected,
    check_digit_required: /[1-5]/.test(vin[0] ?? ''),
    model_year: vinModelYear(vin, today),
    plant_code: vin[10] ?? '',
    serial: vin.slice(11),
  };
}
