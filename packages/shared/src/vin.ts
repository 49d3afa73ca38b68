/**
 * Vehicle identification numbers (ISO 3779; North American rules of 49 CFR 565): 17 characters
 * of digits and capital letters except I, O and Q. Position 9 is a check digit and position 10
 * the model year. Mexican VINs do not always carry a valid check digit, so a failed check or a
 * model year that disagrees with the chosen catalog year is a warning, never a refusal.
 */

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
