/**
 * Reads the official SEPOMEX catalogue of Correos de México ("CPdescarga.txt"): ISO-8859-1
 * text, CRLF line ends, a notice on line 1, the column header on line 2, then one settlement per
 * line with 15 pipe-separated fields. It is read as a stream of lines, never as one string
 * (the full file is ~157,000 lines and ~17 MB).
 */
import { StringDecoder } from 'node:string_decoder';
import { singleSpaced } from '@vitrina/shared';

/** The start of line 1 of every edition of the file. */
export const SEPOMEX_NOTICE = 'El Catálogo Nacional de Códigos Postales';

export const SEPOMEX_HEADER = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;

type Column = (typeof SEPOMEX_HEADER)[number];
const at = Object.fromEntries(SEPOMEX_HEADER.map((name, index) => [name, index])) as Record<Column, number>;

/** One settlement as the `sepomex` table stores it. */
export interface SepomexRow {
  postal_code: string;
  settlement: string;
  settlement_type: string;
  municipality: string;
  state: string;
  city: string;
  zone: string;
  state_code: string;
  municipality_code: string;
  settlement_code: string;
}

/** The notice or the header is not the official one: nothing in the file can be trusted. */
export class SepomexFileError extends Error {}

/** The file's bytes as they come: a read stream, or chunks in memory (tests). */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export type SepomexLine = { line: number; row: SepomexRow } | { line: number; problem: string };

/** The fields that identify a settlement, and the digits each must have. */
const CODES: [Column, keyof SepomexRow, number][] = [
  ['d_codigo', 'postal_code', 5],
  ['c_estado', 'state_code', 2],
  ['c_mnpio', 'municipality_code', 3],
  ['id_asenta_cpcons', 'settlement_code', 4],
];
const NAMES: [Column, keyof SepomexRow][] = [
  ['d_asenta', 'settlement'],
  ['d_tipo_asenta', 'settlement_type'],
  ['D_mnpio', 'municipality'],
  ['d_estado', 'state'],
];

/** A data line as a row, or what is wrong with it (in words an operator can act on). */
export function parseSepomexLine(text: string): SepomexRow | string {
  const fields = text.split('|').map(singleSpaced);
  if (fields.length !== SEPOMEX_HEADER.length) {
    return `expected ${SEPOMEX_HEADER.length} fields separated by "|", found ${fields.length}`;
  }
  const field = (column: Column) => fields[at[column]]!;
  for (const [column, , digits] of CODES) {
    if (!new RegExp(`^\\d{${digits}}$`).test(field(column))) {
      return `${column} must be ${digits} digits, found "${field(column)}"`;
    }
  }
  for (const [column] of NAMES) {
    if (!field(column)) return `${column} is empty`;
  }
  return {
    postal_code: field('d_codigo'),
    settlement: field('d_asenta'),
    settlement_type: field('d_tipo_asenta'),
    municipality: field('D_mnpio'),
    state: field('d_estado'),
    city: field('d_ciudad'),
    zone: field('d_zona'),
    state_code: field('c_estado'),
    municipality_code: field('c_mnpio'),
    settlement_code: field('id_asenta_cpcons'),
  };
}

/**
 * The official file is Latin-1. A copy re-saved as UTF-8 (a spreadsheet does that) is read as
 * UTF-8, so that "Álvaro Obregón" never turns into "Ã\u0081lvaro ObregÃ³n": the notice's "á"
 * is not valid UTF-8 in Latin-1, and is in UTF-8.
 */
function encodingOf(firstChunk: Buffer): 'latin1' | 'utf8' {
  const end = firstChunk.indexOf(0x0a);
  const firstLine = firstChunk.subarray(0, end === -1 ? firstChunk.length : end);
  if (!firstLine.some((byte) => byte >= 0x80)) return 'latin1';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(firstLine);
    return 'utf8';
  } catch {
    return 'latin1';
  }
}

/** The text lines of a byte stream (CRLF or LF), decoded as the file's encoding. */
async function* textLines(input: ByteSource): AsyncGenerator<string> {
  let decoder: StringDecoder | undefined;
  let pending = '';
  for await (const chunk of input) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    decoder ??= new StringDecoder(encodingOf(bytes));
    pending += decoder.write(bytes);
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  pending += decoder?.end() ?? '';
  if (pending) yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
}

/**
 * Every data line of the file, numbered as a text editor numbers them (the header is line 2),
 * as a row or as the reason it was refused. Blank lines are ignored. Throws SepomexFileError
 * when the first two lines are not the official notice and header.
 */
export async function* readSepomexFile(input: ByteSource): AsyncGenerator<SepomexLine> {
  let line = 0;
  for await (const text of textLines(input)) {
    line++;
    if (line === 1) {
      if (
        !text
          .replace(/^\uFEFF/, '')
          .trim()
          .startsWith(SEPOMEX_NOTICE)
      ) {
        throw new SepomexFileError(
          `Line 1 is not the notice of the Correos de México catalogue (it should start with "${SEPOMEX_NOTICE}"). Is this the CPdescarga.txt file, in its text (.txt) format?`,
        );
      }
      continue;
    }
    if (line === 2) {
      const header = text.split('|').map((name) => name.trim());
      const wrong = SEPOMEX_HEADER.findIndex((name, index) => header[index] !== name);
      if (wrong !== -1 || header.length !== SEPOMEX_HEADER.length) {
        throw new SepomexFileError(
          `Line 2 is not the catalogue's header: expected ${SEPOMEX_HEADER.join('|')}` +
            (wrong === -1
              ? `, found ${header.length} columns.`
              : `; column ${wrong + 1} is "${header[wrong] ?? ''}" instead of "${SEPOMEX_HEADER[wrong]}".`),
        );
      }
      continue;
    }
    if (!text.trim()) continue;
    const parsed = parseSepomexLine(text);
    yield typeof parsed === 'string' ? { line, problem: parsed } : { line, row: parsed };
  }
  if (line < 2) {
    throw new SepomexFileError(
      line === 0 ? 'The file is empty.' : 'The file ends after line 1: the header line is missing.',
    );
  }
}
