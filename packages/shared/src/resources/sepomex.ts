/**
 * SEPOMEX, the official postal-code catalogue of Correos de México: the lookup of spec §7
 * (`POST /api/sepomex/search-states-by-zip-code`) and the postal-code rule every form shares.
 */
import { z } from 'zod';

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
