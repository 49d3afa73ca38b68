import { Readable } from 'node:stream';
import { nameKey } from '@vitrina/shared';
import ExcelJS from 'exceljs';
import { inflate, notXlsx, readCentralDirectory, storedZip } from './catalog-zip';

/**
 * The uploaded workbook reduced to its data sheet, for exceljs: the ZIP is checked first
 * (catalog-zip.ts), then only the entries the sheet needs are inflated — each capped at its
 * declared size — and packed into a new, uncompressed ZIP. exceljs reads that one, so what it
 * unzips is exactly what was measured: a local header that lies about its size, or entries the
 * directory does not list, never reach it.
 */

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
export function extractDataSheet(zip: Buffer): Buffer {
  const entries = readCentralDirectory(zip);
  const workbookEntry = entries.get('xl/workbook.xml');
  const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
  if (!entries.has('[Content_Types].xml') || !workbookEntry || !relsEntry) throw notXlsx();
  const workbook = inflate(zip, workbookEntry);
  const rels = inflate(zip, relsEntry);

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

  return storedZip([
    ['xl/_rels/workbook.xml.rels', rels],
    ['xl/workbook.xml', workbook],
    // Without shared strings exceljs would park the sheet in a temporary file; an empty table avoids it.
    ['xl/sharedStrings.xml', stringsEntry ? inflate(zip, stringsEntry) : Buffer.from('<sst/>')],
    ['xl/worksheets/sheet1.xml', inflate(zip, sheetEntry)],
  ]);
}

/** 64 KB at a time, so the XML parser works in small steps and the thread can serve others in between. */
function* slices(zip: Buffer): Generator<Buffer> {
  for (let at = 0; at < zip.length; at += 65_536) yield zip.subarray(at, at + 65_536);
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
