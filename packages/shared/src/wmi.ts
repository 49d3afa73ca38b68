/**
 * World manufacturer identifiers (VIN positions 1–3) of the vehicles sold in Mexico, as data.
 *
 * Source: the WMI assignments registered with SAE International for NHTSA (49 CFR 565; the
 * manufacturers' filings are published in NHTSA's vPIC "Manufacturer" and "WMI" lookups,
 * https://vpic.nhtsa.dot.gov/api/), cross-checked against the VINs of the models these brands
 * build in or bring to Mexico. Only identifiers we are sure of are listed: a VIN whose WMI is
 * not here still decodes its check digit, model year and region; its manufacturer is unknown.
 */
export interface WmiEntry {
  manufacturer: string;
  /** Where the plant that registered it stands, as an ISO 3166-1 alpha-2 code. */
  country: string;
}

const mx = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'MX' });
const us = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'US' });
const ca = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'CA' });
const jp = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'JP' });
const kr = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'KR' });
const de = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'DE' });
const br = (manufacturer: string): WmiEntry => ({ manufacturer, country: 'BR' });

export const WMI: Readonly<Record<string, WmiEntry>> = {
  // Assembled in Mexico
  '3N1': mx('Nissan'),
  '3N6': mx('Nissan'),
  '3VW': mx('Volkswagen'),
  '3VV': mx('Volkswagen'),
  '3G1': mx('Chevrolet'),
  '3GN': mx('Chevrolet'),
  '3GC': mx('Chevrolet'),
  '3GK': mx('GMC'),
  '3GT': mx('GMC'),
  '3FA': mx('Ford'),
  '3FM': mx('Ford'),
  '3FT': mx('Ford'),
  '3LN': mx('Lincoln'),
  '3HG': mx('Honda'),
  '3CZ': mx('Honda'),
  '3MZ': mx('Mazda'),
  '3MD': mx('Mazda'),
  '3MV': mx('Mazda'),
  '3KP': mx('Kia'),
  '3TM': mx('Toyota'),
  '3C4': mx('Chrysler / Jeep / Dodge'),
  '3C6': mx('Ram'),
  '3MW': mx('BMW'),
  '3AK': mx('Freightliner'),
  // United States and Canada
  '1G1': us('Chevrolet'),
  '1GC': us('Chevrolet'),
  '1GN': us('Chevrolet'),
  '1GK': us('GMC'),
  '1GT': us('GMC'),
  '1GY': us('Cadillac'),
  '2G1': ca('Chevrolet'),
  '1FA': us('Ford'),
  '1FM': us('Ford'),
  '1FT': us('Ford'),
  '1ZV': us('Ford'),
  '2FM': ca('Ford'),
  '1HG': us('Honda'),
  '19X': us('Honda'),
  '5FN': us('Honda'),
  '5J6': us('Honda'),
  '2HG': ca('Honda'),
  '2HK': ca('Honda'),
  '1N4': us('Nissan'),
  '1N6': us('Nissan'),
  '5N1': us('Nissan'),
  '4T1': us('Toyota'),
  '5TD': us('Toyota'),
  '5TF': us('Toyota'),
  '2T1': ca('Toyota'),
  '2T3': ca('Toyota'),
  '1C4': us('Chrysler / Jeep / Dodge'),
  '1C6': us('Ram'),
  '1J4': us('Jeep'),
  '2C3': ca('Chrysler / Dodge'),
  '2C4': ca('Chrysler'),
  '5NP': us('Hyundai'),
  '5NM': us('Hyundai'),
  '5XY': us('Kia'),
  '5UX': us('BMW'),
  '4JG': us('Mercedes-Benz'),
  '4S3': us('Subaru'),
  '4S4': us('Subaru'),
  '5YJ': us('Tesla'),
  '7SA': us('Tesla'),
  // Asia
  JTD: jp('Toyota'),
  JTE: jp('Toyota'),
  JTM: jp('Toyota'),
  JHM: jp('Honda'),
  JN1: jp('Nissan'),
  JN8: jp('Nissan'),
  JM1: jp('Mazda'),
  JM3: jp('Mazda'),
  JS2: jp('Suzuki'),
  JS3: jp('Suzuki'),
  JF1: jp('Subaru'),
  JF2: jp('Subaru'),
  JA3: jp('Mitsubishi'),
  JA4: jp('Mitsubishi'),
  KMH: kr('Hyundai'),
  KM8: kr('Hyundai'),
  KNA: kr('Kia'),
  KND: kr('Kia'),
  KL1: kr('Chevrolet (GM Korea)'),
  KL7: kr('Chevrolet (GM Korea)'),
  MA3: { manufacturer: 'Suzuki (Maruti)', country: 'IN' },
  MAL: { manufacturer: 'Hyundai', country: 'IN' },
  MAJ: { manufacturer: 'Ford', country: 'IN' },
  MR0: { manufacturer: 'Toyota', country: 'TH' },
  MR2: { manufacturer: 'Toyota', country: 'TH' },
  ML3: { manufacturer: 'Mitsubishi', country: 'TH' },
  LSJ: { manufacturer: 'MG (SAIC)', country: 'CN' },
  LVV: { manufacturer: 'Chery', country: 'CN' },
  LGX: { manufacturer: 'BYD', country: 'CN' },
  // Europe
  WVW: de('Volkswagen'),
  WVG: de('Volkswagen'),
  WV1: de('Volkswagen'),
  WV2: de('Volkswagen'),
  WAU: de('Audi'),
  WA1: de('Audi'),
  TRU: { manufacturer: 'Audi', country: 'HU' },
  WBA: de('BMW'),
  WBS: de('BMW M'),
  WBX: de('BMW'),
  WDD: de('Mercedes-Benz'),
  WDC: de('Mercedes-Benz'),
  W1K: de('Mercedes-Benz'),
  W1N: de('Mercedes-Benz'),
  WP0: de('Porsche'),
  WP1: de('Porsche'),
  VSS: { manufacturer: 'SEAT', country: 'ES' },
  ZFA: { manufacturer: 'Fiat', country: 'IT' },
  ZAR: { manufacturer: 'Alfa Romeo', country: 'IT' },
  VF1: { manufacturer: 'Renault', country: 'FR' },
  VF3: { manufacturer: 'Peugeot', country: 'FR' },
  VF7: { manufacturer: 'Citroën', country: 'FR' },
  SAL: { manufacturer: 'Land Rover', country: 'GB' },
  SAJ: { manufacturer: 'Jaguar', country: 'GB' },
  YV1: { manufacturer: 'Volvo', country: 'SE' },
  YV4: { manufacturer: 'Volvo', country: 'SE' },
  NM0: { manufacturer: 'Ford', country: 'TR' },
  // South America
  '9BW': br('Volkswagen'),
  '9BG': br('Chevrolet'),
  '9BD': br('Fiat'),
  '9BR': br('Toyota'),
  '988': br('Jeep'),
  '8AJ': { manufacturer: 'Toyota', country: 'AR' },
};

/**
 * The country or region of a VIN's first two characters (ISO 3779), for a WMI not in the table.
 * Only the ranges every list agrees on; the rest fall back to the continent of the first one.
 */
const COUNTRY_RANGES: readonly [first: string, seconds: string, country: string][] = [
  ['1', '', 'US'],
  ['4', '', 'US'],
  ['5', '', 'US'],
  ['2', '', 'CA'],
  ['3', 'ABCDEFGHJKLMNPRSTUVW', 'MX'],
  ['J', '', 'JP'],
  ['K', 'LMNPR', 'KR'],
  ['L', '', 'CN'],
  ['W', '', 'DE'],
  ['Z', 'ABCDEFGHJKLMNPR', 'IT'],
  ['9', 'ABCDE3456789', 'BR'],
  ['8', 'ABCDE', 'AR'],
];

export type VinRegion = 'africa' | 'asia' | 'europe' | 'north_america' | 'oceania' | 'south_america';

/** The continent of the first character (ISO 3779). */
export function vinRegion(vin: string): VinRegion | null {
  const first = vin[0] ?? '';
  if (/[A-H]/.test(first)) return 'africa';
  if (/[J-R]/.test(first)) return 'asia';
  if (/[S-Z]/.test(first)) return 'europe';
  if (/[1-5]/.test(first)) return 'north_america';
  if (/[6-7]/.test(first)) return 'oceania';
  if (/[89]/.test(first)) return 'south_america';
  return null;
}

/** The country the first two characters were assigned to, when the ranges above know it. */
export function vinCountry(vin: string): string | null {
  const known = WMI[vin.slice(0, 3)];
  if (known) return known.country;
  for (const [first, seconds, country] of COUNTRY_RANGES) {
    if (vin[0] === first && (seconds === '' || seconds.includes(vin[1] ?? ''))) return country;
  }
  return null;
}
