import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { CATALOG_UPLOAD_COLUMNS } from '@vitrina/shared';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';

/** Files for the bulk-upload tests: workbooks, multipart bodies and hand-made (hostile) ZIPs. */

export const UPLOAD = '/api/mi-vitrina/catalogs/upload';
export const HEADERS = Object.values(CATALOG_UPLOAD_COLUMNS);

/** A multipart/form-data request carrying `file` in `field`. */
export function uploadRequest(
  url: string,
  file: Buffer,
  { filename = 'catalogo.xlsx', field = 'file', headers = {} as Record<string, string> } = {},
): InjectOptions {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  };
}

/** A workbook with a "Catalogo" sheet: `header` in row 1, then `rows`. */
export async function catalogWorkbook(rows: unknown[][], header: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogo');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ZipFile {
  name: string;
  data: Buffer;
  /** Deflate the data (default) or store it. */
  deflate?: boolean;
  /** Already-deflated bytes, when the data is too big to hold (zip bombs). */
  compressed?: Buffer;
  /** The uncompressed size the headers declare, when they should lie. */
  declaredSize?: number;
}

/** A ZIP written by hand, so a test can make its headers say whatever it wants. */
export function zipOf(files: ZipFile[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const deflate = file.deflate ?? true;
    const body = file.compressed ?? (deflate ? zlib.deflateRawSync(file.data) : file.data);
    const size = file.declaredSize ?? file.data.length;
    const crc = zlib.crc32(file.data);
    const header = (central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      const base = central ? 2 : 0;
      b.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      b.writeUInt16LE(20, 4);
      if (central) b.writeUInt16LE(20, 6);
      b.writeUInt16LE(deflate ? 8 : 0, 8 + base);
      b.writeUInt32LE(crc, 14 + base);
      b.writeUInt32LE(body.length, 18 + base);
      b.writeUInt32LE(size, 22 + base);
      b.writeUInt16LE(name.length, 26 + base);
      if (central) b.writeUInt32LE(offset, 42);
      return b;
    };
    directory.push(header(true), name);
    parts.push(header(false), name, body);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

/** The entries of a minimal workbook around one sheet entry (which the caller supplies). */
export function workbookEntries(sheet: ZipFile): ZipFile[] {
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Catalogo" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    sheet,
  ];
}

/**
 * A workbook whose data sheet has the header and then `blankRows` rows with nothing in them (one
 * empty, styled cell each, as Excel writes a row that was only formatted). The hardening probe's
 * hostile file is 900,000 of them: 4.3 MB to send, 38 MB of XML.
 */
export function blankRowsWorkbook(blankRows: number): Buffer {
  const last = blankRows + 1;
  const header = HEADERS.map(
    (text, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${text}</t></is></c>`,
  );
  const rows = [`<row r="1">${header.join('')}</row>`];
  for (let row = 2; row <= last; row++) rows.push(`<row r="${row}"><c r="A${row}" s="1"/></row>`);
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<dimension ref="A1:H${last}"/><sheetData>${rows.join('')}</sheetData></worksheet>`;
  return zipOf(workbookEntries({ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) }));
}

/** `megabytes` of zeros, deflated as a stream (never held whole). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) yield chunk;
    })(),
  );
  const out: Buffer[] = [];
  for await (const part of source.pipe(zlib.createDeflateRaw({ level: 9 }))) out.push(part as Buffer);
  return Buffer.concat(out);
}

/** A real PNG (1 × 1, transparent). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
