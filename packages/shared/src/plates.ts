/**
 * Mexican licence plates, as AutoCheck accepts them. Plates are issued by each state under
 * NOM-001-SCT-2-2016; the series below are the private-car ones in use (dashes and spaces are how
 * they are printed and are ignored):
 * - `AAA-000-A`: three letters, three digits, a letter (the 2016 standard's private cars);
 * - `AAA-00-00`: three letters and four digits (the series before it, still on the road);
 * - `000-AAA` and `A00-AAA`: Mexico City's private-car series.
 * Motorcycle, trailer, federal-service and diplomatic plates are not accepted.
 */
export const PLATE_FORMATS = ['AAA-000-A', 'AAA-00-00', '000-AAA', 'A00-AAA'] as const;

const PATTERNS: readonly [RegExp, (plate: string) => string][] = [
  [/^[A-Z]{3}\d{3}[A-Z]$/, (p) => `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`],
  [/^[A-Z]{3}\d{4}$/, (p) => `${p.slice(0, 3)}-${p.slice(3, 5)}-${p.slice(5)}`],
  [/^\d{3}[A-Z]{3}$/, (p) => `${p.slice(0, 3)}-${p.slice(3)}`],
  [/^[A-Z]\d{2}[A-Z]{3}$/, (p) => `${p.slice(0, 3)}-${p.slice(3)}`],
];

/** Letters and digits only, in capitals: how a plate is compared and sent to the provider. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A normalised plate as printed (`ABC-123-D`), or null when it is none of PLATE_FORMATS. */
export function formatPlate(plate: string): string | null {
  for (const [pattern, format] of PATTERNS) if (pattern.test(plate)) return format(plate);
  return null;
}
