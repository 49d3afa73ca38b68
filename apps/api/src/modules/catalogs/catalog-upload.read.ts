import { CATALOG_UPLOAD_COLUMNS, CATALOG_UPLOAD_LIMITS, type ErrorKey, nameKey } from '@vitrina/shared';
import { HttpError } from '../../lib/http-error';
import {
  type Header,
  parseRow,
  type RowError,
  readHeader,
  type UploadRow,
} from './catalog-upload.validation';
import { extractDataSheet, sheetRows, tooManyRows } from './catalog-xlsx';
import { fileRefused } from './catalog-zip';

/**
 * Reading an upload: the ZIP checks, then the data sheet streamed row by row, each row checked
 * on its own and against the rows before it (one row per year of a version, one body per model,
 * one transmission and fuel per version).
 */

export interface ReadUpload {
  rows: UploadRow[];
  errors: RowError[];
}

/** Paths identify an entry under its parents: brand key, model key, version key, year. */
export const SEP = '\u0000';

/** Reads and checks an uploaded workbook; file-level problems are thrown as 422s. */
export async function readUpload(file: Buffer): Promise<ReadUpload> {
  const sheet = await extractDataSheet(file);
  const rows: UploadRow[] = [];
  const errors: RowError[] = [];
  const years = new Map<string, number>();
  const models = new Map<string, { body: string; row: number }>();
  const versions = new Map<string, { transmission: string; fuel: string; row: number }>();
  let header: Header | undefined;
  try {
    for await (const { number, values } of sheetRows(sheet)) {
      if (!header) {
        const read = readHeader(values, number);
        header = read.header;
        errors.push(...read.errors);
        continue;
      }
      const result = parseRow(values, number, header);
      if (!result) continue;
      if (rows.length >= CATALOG_UPLOAD_LIMITS.rows) {
        throw tooManyRows();
      }
      const { parsed } = result;
      errors.push(...result.errors);
      rows.push(parsed);
      if (!parsed.valid) continue;

      // Across rows: one row per year of a version, one body per model, one transmission and fuel per version.
      const problems: RowError[] = [];
      const model = nameKey(parsed.brand) + SEP + nameKey(parsed.model);
      const version = model + SEP + nameKey(parsed.version);
      const year = version + SEP + parsed.year;
      const first = years.get(year);
      if (first !== undefined) {
        problems.push({
          row: number,
          column: null,
          key: 'catalog_upload.duplicate_row',
          params: { row: first },
        });
      } else years.set(year, number);
      const seenModel = models.get(model);
      if (!seenModel) models.set(model, { body: parsed.body, row: number });
      else if (nameKey(seenModel.body) !== nameKey(parsed.body)) {
        problems.push(
          mismatch(number, 'body', 'catalog_upload.body_mismatch', seenModel.row, seenModel.body),
        );
      }
      const seenVersion = versions.get(version);
      if (!seenVersion) {
        versions.set(version, { transmission: parsed.transmission!, fuel: parsed.fuel!, row: number });
      } else if (seenVersion.transmission !== parsed.transmission || seenVersion.fuel !== parsed.fuel) {
        const column = seenVersion.transmission !== parsed.transmission ? 'transmission' : 'fuel';
        problems.push(mismatch(number, column, 'catalog_upload.version_mismatch', seenVersion.row, ''));
      }
      if (problems.length > 0) {
        parsed.valid = false;
        errors.push(...problems);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileRefused('catalog_upload.unreadable');
  }
  if (!header) errors.push({ row: 1, column: null, key: 'catalog_upload.no_header' });
  else if (rows.length === 0)
    errors.push({ row: header.row + 1, column: null, key: 'catalog_upload.no_rows' });
  return { rows, errors };
}

function mismatch(
  row: number,
  field: 'body' | 'transmission' | 'fuel',
  key: ErrorKey,
  first: number,
  value: string,
) {
  return { row, column: CATALOG_UPLOAD_COLUMNS[field], key, params: { row: first, value } };
}
