/**
 * SEPOMEX, the official postal-code catalogue of Correos de México: the lookup of spec §7
 * (`POST /api/sepomex/search-states-by-zip-code`) and the postal-code rule every form shares.
 */
import { z } from 'zod';
import { nameKey } from '../text';

/** Mexican postal codes are exactly five digits ("01000" keeps its leading zero). */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

export const postalCode = z.string().trim().regex(POSTAL_CODE_PATTERN, 'sepomex.postal_code_format');

/** The spec's path, under the API base `/api`. */
export const SEPOMEX_SEARCH_PATH = '/sepomex/search-states-by-zip-code';

export const sepomexSearchInput = z.object({ postal_code: postalCode });

/** One settlement (asentamiento) of a postal code, with where it is. */
export const sepomexSettlement = z.object({
  id: z.number().int(),
  settlement: z.string(),
  /** Settlement type: Colonia, Fraccionamiento, Barrio, Pueblo… */
  type: z.string(),
  municipality: z.string(),
  state: z.string(),
  /** Empty where Correos de México names no city. */
  city: z.string(),
  postal_code: z.string(),
});
export type SepomexSettlement = z.infer<typeof sepomexSettlement>;

/** `found` is false (and `data` empty) for a well-formed code the catalogue does not have. */
export const sepomexSearchAnswer = z.object({ found: z.boolean(), data: z.array(sepomexSettlement) });
export type SepomexSearchAnswer = z.infer<typeof sepomexSearchAnswer>;

/**
 * The 32 states by their SEPOMEX code (`c_estado`, the `state_code` of the catalogue's rows) and
 * name (`d_estado`), with the shorter name people use ("Estado de México", "Veracruz").
 */
export const MEXICAN_STATES = [
  { code: '01', name: 'Aguascalientes', label: 'Aguascalientes' },
  { code: '02', name: 'Baja California', label: 'Baja California' },
  { code: '03', name: 'Baja California Sur', label: 'Baja California Sur' },
  { code: '04', name: 'Campeche', label: 'Campeche' },
  { code: '05', name: 'Coahuila de Zaragoza', label: 'Coahuila' },
  { code: '06', name: 'Colima', label: 'Colima' },
  { code: '07', name: 'Chiapas', label: 'Chiapas' },
  { code: '08', name: 'Chihuahua', label: 'Chihuahua' },
  { code: '09', name: 'Ciudad de México', label: 'Ciudad de México' },
  { code: '10', name: 'Durango', label: 'Durango' },
  { code: '11', name: 'Guanajuato', label: 'Guanajuato' },
  { code: '12', name: 'Guerrero', label: 'Guerrero' },
  { code: '13', name: 'Hidalgo', label: 'Hidalgo' },
  { code: '14', name: 'Jalisco', label: 'Jalisco' },
  { code: '15', name: 'México', label: 'Estado de México' },
  { code: '16', name: 'Michoacán de Ocampo', label: 'Michoacán' },
  { code: '17', name: 'Morelos', label: 'Morelos' },
  { code: '18', name: 'Nayarit', label: 'Nayarit' },
  { code: '19', name: 'Nuevo León', label: 'Nuevo León' },
  { code: '20', name: 'Oaxaca', label: 'Oaxaca' },
  { code: '21', name: 'Puebla', label: 'Puebla' },
  { code: '22', name: 'Querétaro', label: 'Querétaro' },
  { code: '23', name: 'Quintana Roo', label: 'Quintana Roo' },
  { code: '24', name: 'San Luis Potosí', label: 'San Luis Potosí' },
  { code: '25', name: 'Sinaloa', label: 'Sinaloa' },
  { code: '26', name: 'Sonora', label: 'Sonora' },
  { code: '27', name: 'Tabasco', label: 'Tabasco' },
  { code: '28', name: 'Tamaulipas', label: 'Tamaulipas' },
  { code: '29', name: 'Tlaxcala', label: 'Tlaxcala' },
  { code: '30', name: 'Veracruz de Ignacio de la Llave', label: 'Veracruz' },
  { code: '31', name: 'Yucatán', label: 'Yucatán' },
  { code: '32', name: 'Zacatecas', label: 'Zacatecas' },
] as const;
export type MexicanStateCode = (typeof MEXICAN_STATES)[number]['code'];
export const MEXICAN_STATE_CODES = MEXICAN_STATES.map((state) => state.code) as [
  MexicanStateCode,
  ...MexicanStateCode[],
];

/** A state by its code ("9" or "09"), its SEPOMEX name or its usual name, accents and case aside. */
export function findMexicanState(text: string): (typeof MEXICAN_STATES)[number] | undefined {
  const wanted = nameKey(text);
  if (/^\d{1,2}$/.test(wanted)) return MEXICAN_STATES.find((state) => state.code === wanted.padStart(2, '0'));
  return MEXICAN_STATES.find((state) => nameKey(state.name) === wanted || nameKey(state.label) === wanted);
}

export const mexicanStateLabel = (code: string | null | undefined): string =>
  MEXICAN_STATES.find((state) => state.code === code)?.label ?? '';
