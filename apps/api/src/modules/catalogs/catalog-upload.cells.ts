import {
  CATALOG_YEAR_MIN,
  catalogYearMax,
  type ErrorKey,
  FUEL_LABELS,
  nameKey,
  TRANSMISSION_LABELS,
} from '@vitrina/shared';

/** Cell values of an uploaded sheet as plain values, and the parsing of the coded and numeric columns. */

const PRICE_MAX = 100_000_000;

/** Codes by their accepted spellings: the Spanish label, the code itself, and common synonyms. */
function lookup<T extends string>(labels: Record<T, string>, synonyms: Partial<Record<T, string[]>>) {
  const map = new Map<string, T>();
  for (const code of Object.keys(labels) as T[]) {
    for (const spelling of [labels[code], code, ...(synonyms[code] ?? [])])
      map.set(choiceKey(spelling), code);
  }
  return map;
}
export const choiceKey = (value: string) => nameKey(value.replace(/[_-]/g, ' '));
export const TRANSMISSION_BY_KEY = lookup(TRANSMISSION_LABELS, {
  manual: ['estandar', 'std'],
  automatic: ['automatico'],
  dual_clutch: ['dual clutch', 'dct', 'dsg'],
});
export const FUEL_BY_KEY = lookup(FUEL_LABELS, {
  hybrid: ['hev'],
  plug_in_hybrid: ['phev', 'hibrido conectable'],
  electric: ['ev'],
});
export const TRANSMISSION_OPTIONS = Object.values(TRANSMISSION_LABELS).join(', ');
export const FUEL_OPTIONS = Object.values(FUEL_LABELS).join(', ');

export type Cell = { value: string | number | null } | { error: ErrorKey; params?: Record<string, string> };

/**
 * A cell as a plain value. Formulas are never evaluated: their cached result is used when the
 * file has one; a formula without it is an error.
 */
export function cell(value: unknown): Cell {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'number') return Number.isFinite(value) ? { value } : { value: String(value) };
  if (typeof value === 'string') return { value: value.trim() === '' ? null : value.trim() };
  if (typeof value === 'boolean') return { value: String(value) };
  if (value instanceof Date) return { value: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object) {
      return object.result === undefined || object.result === null
        ? { error: 'catalog_upload.formula' }
        : cell(object.result);
    }
    if ('error' in object)
      return { error: 'catalog_upload.cell_error', params: { value: String(object.error) } };
    if (Array.isArray(object.richText)) {
      return cell((object.richText as { text?: string }[]).map((run) => run.text ?? '').join(''));
    }
    if ('text' in object) return cell(object.text);
  }
  return { value: null };
}

/** A header's text (or '' when the cell is empty or unusable). */
export function cellText(value: unknown): string {
  const parsed = cell(value);
  return 'value' in parsed && parsed.value !== null ? String(parsed.value) : '';
}

export const shown = (value: string | number) => String(value).slice(0, 60);

export function parsePrice(value: string | number): number | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else {
    const text = value.replace(/[$\s]/g, '');
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) amount = Number(text.replace(/,/g, ''));
    else if (/^\d+(\.\d+)?$/.test(text)) amount = Number(text);
    else return null;
  }
  const cents = Math.round(amount * 100);
  if (!(amount >= 0) || amount > PRICE_MAX || Math.abs(amount * 100 - cents) > 1e-6) return null;
  return cents;
}

export function parseYear(value: string | number): number | null {
  const year = typeof value === 'number' ? value : /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(year) && year >= CATALOG_YEAR_MIN && year <= catalogYearMax() ? year : null;
}
