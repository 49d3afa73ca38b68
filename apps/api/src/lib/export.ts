/**
 * Streams any list to XLSX or CSV with the list's own filters, search and sort (PRODUCT.md
 * "Conventions": every list exports, streamed, for 1,000,000 rows). Rows are read in keyset
 * chunks that yield to the event loop, and nothing is read faster than the client downloads,
 * so memory stays flat however many rows match.
 */

import { PassThrough, Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ExportFormat, type Locale, mexicoCityOffset } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/query';
import { systemClock } from './clock';
import {
  type Keyed,
  keysetRuns,
  type ListSource,
  orderClause,
  ROW_KEY,
  SORT_KEY,
  sortOf,
  whereClause,
} from './list-query';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  header: Record<Locale, string>;
  value: (row: Row) => CellValue;
  /** Column width in the workbook, in characters. */
  width?: number;
}

/**
 * Headers many exports share, written once. Spanish agrees with the row's noun: a role is
 * "Creado", a dealership or an auction "Creada".
 */
export const EXPORT_HEADERS = {
  id: { es: 'ID', en: 'ID' },
  agency: { es: 'Agencia', en: 'Dealership' },
  created: { es: 'Creado', en: 'Created' },
  createdFeminine: { es: 'Creada', en: 'Created' },
  updated: { es: 'Actualizado', en: 'Updated' },
  updatedFeminine: { es: 'Actualizada', en: 'Updated' },
  date: { es: 'Fecha', en: 'Date' },
} as const satisfies Record<string, Record<Locale, string>>;

type Header = Record<Locale, string>;
type Timestamp = string | Date;

/** The row's id, first in every export. */
export const idColumn = <Row extends { id: number }>(): ExportColumn<Row> => ({
  header: EXPORT_HEADERS.id,
  value: (row) => row.id,
  width: 8,
});

/** The dealership's name. */
export const agencyColumn = <Row extends { agency_name: string | null }>(width = 28): ExportColumn<Row> => ({
  header: EXPORT_HEADERS.agency,
  value: (row) => row.agency_name,
  width,
});

/** When the row was created, as a date cell. */
export const createdColumn = <Row extends { created_at: Timestamp }>(
  header: Header = EXPORT_HEADERS.created,
): ExportColumn<Row> => ({ header, value: (row) => new Date(row.created_at), width: 20 });

/** When the row was last updated, as a date cell. */
export const updatedColumn = <Row extends { updated_at: Timestamp }>(
  header: Header = EXPORT_HEADERS.updated,
): ExportColumn<Row> => ({ header, value: (row) => new Date(row.updated_at), width: 20 });

export interface ExportSpec<Row> {
  source: ListSource;
  sort?: string | undefined;
  search?: string | undefined;
  columns: ExportColumn<Row>[];
  format: ExportFormat;
  /** File name before the date, per language ("marcas" → marcas-2026-11-21.xlsx). */
  filename: Record<Locale, string>;
}

export const EXPORT_CHUNK_ROWS = 1000;
/** Uncompressed sheet data allowed to wait for the compressor before reading stops (see `backpressure`). */
const MAX_PENDING_BYTES = 1024 * 1024;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
const YES_NO: Record<Locale, [string, string]> = { es: ['Sí', 'No'], en: ['Yes', 'No'] };

/** Every row of the list, in chunks, by keyset: each chunk costs the same however deep it is. */
export async function* exportRows<Row>(
  db: Db | Tx,
  source: ListSource,
  params: { sort?: string | undefined; search?: string | undefined },
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<Row[]> {
  const { expression, descending } = sortOf(source, params.sort);
  const order = orderClause(source, params.sort);
  const groupBy = source.groupBy ? sql`group by ${source.groupBy}` : sql``;
  for (const run of keysetRuns(expression, source.tiebreaker, descending)) {
    let last: Keyed | undefined;
    for (;;) {
      const conditions = [run.filter, last ? run.after(last) : undefined];
      // A grouped list may sort by an aggregate, which only HAVING can compare.
      const where = whereClause(
        source.groupBy ? source : { ...source, where: [...(source.where ?? []), ...conditions] },
        params.search,
      );
      const having = source.groupBy
        ? sql`having ${sql.join(
            conditions.filter((condition) => condition !== undefined),
            sql` and `,
          )}`
        : sql``;
      const rows = await queryRows<Row & Keyed>(
        db,
        sql`select ${source.select}, (${expression})::text as ${sql.identifier(SORT_KEY)},
              (${source.tiebreaker})::text as ${sql.identifier(ROW_KEY)}
            from ${source.from} ${where} ${groupBy} ${having} ${order}
            limit ${chunkRows}`,
      );
      if (rows.length > 0) {
        await source.decorate?.(db, rows);
        yield rows;
      }
      if (rows.length < chunkRows) break;
      last = rows[rows.length - 1];
      await nextTurn();
    }
  }
}

/** A text cell that a spreadsheet would run as a formula gets an apostrophe in front (CSV injection). */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Spreadsheet dates carry no zone: the cell holds Mexico City's wall time, where the product shows dates. */
function wallTimeDate(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + mexicoCityOffset(date.getTime()));
}

/** "2026-11-21 08:30:00" in Mexico City. */
export function wallTime(date: Date): string {
  return wallTimeDate(date).toISOString().slice(0, 19).replace('T', ' ');
}

type Cell = string | number | Date | null;

function cellOf(value: CellValue, locale: Locale): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'string') return neutralise(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return Number.isNaN(value.getTime()) ? null : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = cell instanceof Date ? wallTime(cell) : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** CSV in UTF-8 with a byte-order mark, so Excel reads the accents right. Read only as fast as consumed. */
export function csvStream<Row>(
  chunks: AsyncIterable<Row[]>,
  columns: ExportColumn<Row>[],
  locale: Locale,
): Readable {
  async function* lines() {
    yield Buffer.from(`\uFEFF${csvLine(columns.map((column) => column.header[locale]))}`, 'utf8');
    for await (const rows of chunks) {
      const text = rows.map((row) => csvLine(columns.map((column) => cellOf(column.value(row), locale))));
      yield Buffer.from(text.join(''), 'utf8');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * exceljs's streaming writer never says "wait": its sheet stream accepts every row and pipes it
 * into the zip's compressor ignoring the compressor's answer, so rows written faster than they are
 * compressed and downloaded pile up there (1M rows peaked at 720 MB). The writer therefore waits
 * while the download is full, and while more than MAX_PENDING_BYTES queue in front of the
 * compressor. exceljs pipes into an older readable-stream, whose state is only on `_writableState`;
 * should that change, the download's own backpressure still holds.
 */
type OldWritable = Writable & { _writableState?: { length?: number; needDrain?: boolean } };

function compressorQueue(sheet: ExcelJS.Worksheet): { bytes: number; compressor: Writable | undefined } {
  const pipes = (sheet as unknown as { stream?: { pipes?: OldWritable[] } }).stream?.pipes ?? [];
  const queued = (pipe: OldWritable) => pipe.writableLength ?? pipe._writableState?.length ?? 0;
  return { bytes: pipes.reduce((sum, pipe) => sum + queued(pipe), 0), compressor: pipes[0] };
}

/** Resolves when `stream` drains, or the download ends (client gone), or after a short while. */
function drained(stream: Writable, output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off('drain', done);
      output.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, 50);
    stream.once('drain', done);
    output.once('close', done);
  });
}

async function backpressure(output: PassThrough, sheet: ExcelJS.Worksheet): Promise<void> {
  while (!output.destroyed) {
    if (output.writableNeedDrain) {
      await drained(output, output);
      continue;
    }
    const queue = compressorQueue(sheet);
    if (queue.bytes <= MAX_PENDING_BYTES) return;
    await drained(queue.compressor ?? output, output);
  }
}

export function xlsxStream<Row>(
  chunks: AsyncIterable<Row[]>,
  columns: ExportColumn<Row>[],
  locale: Locale,
  sheetName: string,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header[locale], width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const rows of chunks) {
      if (output.destroyed) return;
      for (const row of rows) {
        const cells = columns.map((column) => {
          const cell = cellOf(column.value(row), locale);
          return cell instanceof Date ? wallTimeDate(cell) : cell;
        });
        const written = sheet.addRow(cells);
        cells.forEach((cell, index) => {
          if (cell instanceof Date) written.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
        });
        written.commit();
      }
      await backpressure(output, sheet);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/**
 * "marcas-2026-11-21.xlsx": the name the download gets, dated in Mexico City. The route kit holds
 * no app context, so the date is the system clock's unless the caller gives one.
 */
export function exportFilename(base: string, format: ExportFormat, now = systemClock().now()): string {
  return `${base}-${wallTime(now).slice(0, 10)}.${format}`;
}

const sheetTitle = (base: string) => `${base.charAt(0).toUpperCase()}${base.slice(1)}`;

function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Answers a list as a download. The first chunk is read before the headers go out, so a query
 * that fails answers a proper error instead of a truncated file.
 */
export async function sendExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  spec: ExportSpec<Row>,
): Promise<FastifyReply> {
  const locale = request.locale;
  const rows = exportRows<Row>(db, spec.source, spec);
  const first = await rows.next();
  async function* chunks(): AsyncGenerator<Row[]> {
    try {
      if (first.done) return;
      yield first.value;
      yield* rows;
    } finally {
      await rows.return(undefined);
    }
  }
  const filename = exportFilename(spec.filename[locale], spec.format);
  const stream =
    spec.format === 'csv'
      ? csvStream(chunks(), spec.columns, locale)
      : xlsxStream(chunks(), spec.columns, locale, sheetTitle(spec.filename[locale]));
  return reply
    .header('content-type', CONTENT_TYPES[spec.format])
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(stream);
}
