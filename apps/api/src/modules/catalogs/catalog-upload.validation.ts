import {
  CATALOG_UPLOAD_COLUMNS,
  CATALOG_YEAR_MIN,
  type CatalogUploadField,
  catalogYearMax,
  type ErrorKey,
  type Fuel,
  nameKey,
  singleSpaced,
  type Transmission,
} from '@vitrina/shared';
import {
  cell,
  cellText,
  choiceKey,
  FUEL_BY_KEY,
  FUEL_OPTIONS,
  parsePrice,
  parseYear,
  shown,
  TRANSMISSION_BY_KEY,
  TRANSMISSION_OPTIONS,
} from './catalog-upload.cells';

/** The header and the cells of an uploaded sheet, checked one row at a time. */

export interface RowError {
  row: number;
  /** The column's header, null when the problem is the whole row. */
  column: string | null;
  key: ErrorKey;
  params?: Record<string, string | number>;
}

/** A data row as read: the text of each name, the codes and numbers that parsed (null if not). */
export interface UploadRow {
  row: number;
  brand: string;
  model: string;
  body: string;
  version: string;
  transmission: Transmission | null;
  fuel: Fuel | null;
  year: number | null;
  priceCents: number | null;
  /** No error on this row: it takes part in the plan. */
  valid: boolean;
}

const FIELDS = Object.keys(CATALOG_UPLOAD_COLUMNS) as CatalogUploadField[];
const COLUMN_LIST = Object.values(CATALOG_UPLOAD_COLUMNS).join(', ');
const NAME_MAX = 80;

/** Header spellings accepted for each column, as name keys (case, accents and spaces ignored). */
const HEADER_KEYS = new Map<string, CatalogUploadField>();
const HEADER_ALIASES: Record<CatalogUploadField, string[]> = {
  brand: [],
  model: [],
  body: ['tipo de carroceria'],
  version: [],
  transmission: [],
  fuel: [],
  year: ['anio', 'ano modelo'],
  list_price: ['precio de lista', 'precio', 'precio (mxn)'],
};
for (const field of FIELDS) {
  for (const spelling of [CATALOG_UPLOAD_COLUMNS[field], ...HEADER_ALIASES[field]]) {
    HEADER_KEYS.set(nameKey(spelling), field);
  }
}

export interface Header {
  row: number;
  columns: Partial<Record<CatalogUploadField, number>>;
  /** Every required column is there. */
  complete: boolean;
}

/** Maps the header row's columns to fields; unknown, repeated and missing columns are errors. */
export function readHeader(values: unknown[], row: number): { header: Header; errors: RowError[] } {
  const columns: Header['columns'] = {};
  const errors: RowError[] = [];
  values.forEach((value, index) => {
    const text = cellText(value);
    if (!text) return;
    const field = HEADER_KEYS.get(nameKey(text));
    if (!field) {
      errors.push({
        row,
        column: text,
        key: 'catalog_upload.unknown_column',
        params: { column: text, columns: COLUMN_LIST },
      });
    } else if (columns[field] !== undefined) {
      errors.push({ row, column: text, key: 'catalog_upload.duplicate_column', params: { column: text } });
    } else columns[field] = index;
  });
  const missing = FIELDS.filter((field) => columns[field] === undefined);
  for (const field of missing) {
    const column = CATALOG_UPLOAD_COLUMNS[field];
    errors.push({ row, column, key: 'catalog_upload.missing_column', params: { column } });
  }
  return { header: { row, columns, complete: missing.length === 0 }, errors };
}

/**
 * One data row: its values and its errors (in column order), or null when the row has no value
 * at all. Fields whose column is missing are not reported per row (the header error says it once).
 */
export function parseRow(
  values: unknown[],
  row: number,
  header: Header,
): { parsed: UploadRow; errors: RowError[] } | null {
  const blank = values.every((value) => {
    const found = cell(value);
    return 'value' in found && found.value === null;
  });
  if (blank) return null;

  const errors: RowError[] = [];
  const fail = (field: CatalogUploadField, key: ErrorKey, params: Record<string, string | number> = {}) => {
    errors.push({ row, column: CATALOG_UPLOAD_COLUMNS[field], key, params });
    return null;
  };
  const value = (field: CatalogUploadField): string | number | null => {
    const index = header.columns[field];
    if (index === undefined) return null;
    const found = cell(values[index]);
    if (!('value' in found)) return fail(field, found.error, found.params);
    if (found.value === null)
      return fail(field, 'catalog_upload.required', { column: CATALOG_UPLOAD_COLUMNS[field] });
    return found.value;
  };
  const name = (field: 'brand' | 'model' | 'body' | 'version'): string => {
    const found = value(field);
    if (found === null) return '';
    const text = singleSpaced(String(found));
    if (text.length > NAME_MAX) fail(field, 'catalog_upload.name_length');
    return text;
  };
  const choice = <T>(field: 'transmission' | 'fuel', map: Map<string, T>, key: ErrorKey, options: string) => {
    const found = value(field);
    if (found === null) return null;
    return map.get(choiceKey(String(found))) ?? fail(field, key, { value: shown(found), options });
  };
  const year = () => {
    const found = value('year');
    if (found === null) return null;
    const max = catalogYearMax();
    return (
      parseYear(found) ??
      fail('year', 'catalog_upload.year', { value: shown(found), min: CATALOG_YEAR_MIN, max })
    );
  };
  const price = () => {
    const found = value('list_price');
    if (found === null) return null;
    return parsePrice(found) ?? fail('list_price', 'catalog_upload.price', { value: shown(found) });
  };

  // Object literals evaluate in order, so the errors come out in the template's column order.
  const parsed: UploadRow = {
    row,
    brand: name('brand'),
    model: name('model'),
    body: name('body'),
    version: name('version'),
    transmission: choice(
      'transmission',
      TRANSMISSION_BY_KEY,
      'catalog_upload.transmission',
      TRANSMISSION_OPTIONS,
    ),
    fuel: choice('fuel', FUEL_BY_KEY, 'catalog_upload.fuel', FUEL_OPTIONS),
    year: year(),
    priceCents: price(),
    valid: false,
  };
  parsed.valid = errors.length === 0 && header.complete;
  return { parsed, errors };
}
