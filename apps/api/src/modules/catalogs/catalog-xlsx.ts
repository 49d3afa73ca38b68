import { Readable } from 'node:stream';
import { setImmediate as breathe } from 'node:timers/promises';
import { CATALOG_UPLOAD_LIMITS, nameKey } from '@vitrina/shared';
import ExcelJS from 'exceljs';
import {
  type Entry,
  fileRefused,
  inflate,
  inflateChunks,
  notXlsx,
  readCentralDirectory,
  storedZip,
} from './catalog-zip';

/**
 * The uploaded workbook reduced to its data sheet, for exceljs: the ZIP is checked first
 * (catalog-zip.ts), then only the entries the sheet needs are inflated — each capped at its
 * declared size — and packed into a new, uncompressed ZIP. exceljs reads that one, so what it
 * unzips is exactly what was measured: a local header that lies about its size, or entries the
 * directory does not list, never reach it. A sheet with far too many rows is refused while it is
 * inflated; the rest is parsed a slice per turn of the event loop, so other requests are
 * answered while a workbook is read.
 */

export const tooManyRows = () =>
  fileRefused('catalog_upload.too_many_rows', { max: CATALOG_UPLOAD_LIMITS.rows.toLocaleString('es-MX') });

const tooManySheetRows = () =>
  fileRefused('catalog_upload.too_many_sheet_rows', { max: ROW_ELEMENTS_MAX.toLocaleString('es-MX') });

/**
 * Row elements a sheet may hold, blank ones included. Blank rows are not data rows, but Excel
 * writes one for every row that was only formatted or cleared: room for as many as the data rows.
 */
const ROW_ELEMENTS_MAX = 2 * CATALOG_UPLOAD_LIMITS.rows;
const ROW_TAG = Buffer.from('<row');
/** What follows `<row` in a row element (and not in `<rowBreaks>`): space, tab, CR, LF, `/`, `>`. */
const AFTER_ROW_TAG = new Set([0x20, 0x09, 0x0d, 0x0a, 0x2f, 0x3e]);

/**
 * The sheet's XML, its row elements counted as the chunks are inflated: past ROW_ELEMENTS_MAX
 * the sheet is refused, before the rest is inflated and before exceljs builds a single row. The
 * sheet's `<dimension>` is not used: it is optional, and says what the file claims, not what it holds.
 */
async function inflateSheet(zip: Buffer, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let rows = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of inflateChunks(zip, entry)) {
    chunks.push(chunk);
    // Searched with the last bytes before it, a `<row` split between two chunks is counted once.
    const text = Buffer.concat([tail, chunk]);
    let at = text.indexOf(ROW_TAG);
    while (at >= 0 && at + ROW_TAG.length < text.length) {
      if (AFTER_ROW_TAG.has(text[at + ROW_TAG.length]!) && ++rows > ROW_ELEMENTS_MAX)
        throw tooManySheetRows();
      at = text.indexOf(ROW_TAG, at + 1);
    }
    tail = text.subarray(-ROW_TAG.length);
  }
  return Buffer.concat(chunks);
}

const decodeXml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)) found[match[1]!] = decodeXml(match[2]!);
  return found;
}

/** `worksheets/sheet1.xml` (relative to xl/) or `/xl/worksheets/sheet1.xml` → the entry's name. */
const resolveTarget = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The workbook reduced to what the data sheet needs — the sheet named "Catalogo" (any case or
 * accents), else the first sheet — as an uncompressed ZIP in the order exceljs's streaming reader
 * wants (relationships, workbook and shared strings before the sheet, so nothing goes to disk).
 */
export async function extractDataSheet(zip: Buffer): Promise<Buffer> {
  const entries = readCentralDirectory(zip);
  const workbookEntry = entries.get('xl/workbook.xml');
  const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
  if (!entries.has('[Content_Types].xml') || !workbookEntry || !relsEntry) throw notXlsx();
  const workbook = await inflate(zip, workbookEntry);
  const rels = await inflate(zip, relsEntry);

  const targets = new Map<string, { target: string; type: string }>();
  for (const [tag] of rels.toString('utf8').matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const { Id, Target, Type } = attributes(tag);
    if (Id && Target) targets.set(Id, { target: resolveTarget(Target), type: Type ?? '' });
  }
  const sheets = [...workbook.toString('utf8').matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map(([tag]) => {
    const found = attributes(tag);
    const id = Object.entries(found).find(([key]) => /^\w+:id$/.test(key))?.[1];
    return { name: found.name ?? '', path: id ? targets.get(id)?.target : undefined };
  });
  const sheet = sheets.find((candidate) => nameKey(candidate.name) === 'catalogo') ?? sheets[0];
  const sheetEntry = sheet?.path ? entries.get(sheet.path) : undefined;
  if (!sheetEntry) throw notXlsx();
  const stringsPath = [...targets.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const stringsEntry = entries.get(stringsPath ?? 'xl/sharedStrings.xml');
  const sheetXml = await inflateSheet(zip, sheetEntry);

  return storedZip([
    ['xl/_rels/workbook.xml.rels', rels],
    ['xl/workbook.xml', workbook],
    // Without shared strings exceljs would park the sheet in a temporary file; an empty table avoids it.
    ['xl/sharedStrings.xml', stringsEntry ? await inflate(zip, stringsEntry) : Buffer.from('<sst/>')],
    ['xl/worksheets/sheet1.xml', sheetXml],
  ]);
}

/**
 * 16 KB at a time, each in its own turn of the event loop: exceljs parses one slice, and the rows
 * in it are checked (a hundred or so, a few milliseconds), between other requests.
 */
const SLICE = 16 * 1024;
async function* slices(zip: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < zip.length; at += SLICE) {
    yield zip.subarray(at, at + SLICE);
    await breathe();
  }
}

/** A non-blank row of the data sheet: its number and its cells' values by column (1-based). */
export interface SheetRow {
  number: number;
  values: unknown[];
}

/**
 * The rows of the data sheet, streamed: `zip` is the reduced workbook of `extractDataSheet`,
 * holding only that sheet; rows without any value are skipped.
 */
export async function* sheetRows(zip: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(zip)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      if (values.some((value) => value !== null && value !== undefined && value !== '')) {
        yield { number: row.number, values };
      }
    }
  }
}
