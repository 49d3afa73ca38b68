import zlib from 'node:zlib';
import { CATALOG_UPLOAD_LIMITS, type ErrorKey } from '@vitrina/shared';
import { HttpError } from '../../lib/http-error';

/**
 * The ZIP checks of an uploaded workbook, made on the raw bytes before anything unzips it: the
 * central directory is read here, its declared sizes summed and the compression ratios checked
 * (zip bombs refused); an entry is inflated only up to its declared size and must match its CRC.
 * Writing a plain ZIP back (`storedZip`) lets catalog-xlsx.ts hand exceljs only measured bytes.
 */

const MB = 1024 * 1024;
/** Inflated 64 KB at a time (zlib's default is 16 KB): a quarter of the callbacks for the same work. */
const INFLATE = { chunkSize: 64 * 1024 };
const MAX_ENTRIES = 1_000;
/** Real workbooks compress 5–30 : 1; runs of zeros compress 1000 : 1. */
const MAX_RATIO = 200;
/** Entries smaller than this are not judged by their ratio (a tiny file of spaces is harmless). */
const RATIO_FLOOR = MB;

/** Refusals of the whole file: a 422 whose message says why. */
export const fileRefused = (key: ErrorKey, params: Record<string, string | number> = {}) =>
  new HttpError(422, key, params);
export const notXlsx = () => fileRefused('catalog_upload.not_xlsx');
const zipBomb = () => fileRefused('catalog_upload.zip_bomb');
const tooLarge = () =>
  fileRefused('catalog_upload.uncompressed_too_large', { mb: CATALOG_UPLOAD_LIMITS.uncompressedBytes / MB });

export interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  dataOffset: number;
}

/** Reads the central directory (no ZIP64: a workbook under 5 MB never needs it). */
export function readCentralDirectory(zip: Buffer): Map<string, Entry> {
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const count = zip.readUInt16LE(eocd + 10);
  const directorySize = zip.readUInt32LE(eocd + 12);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (zip.readUInt16LE(eocd + 4) !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw notXlsx();
  if (count === 0 || count > MAX_ENTRIES || directoryOffset + directorySize > eocd) throw notXlsx();

  const entries = new Map<string, Entry>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    // Encrypted entries, methods other than stored/deflate, ZIP64 sizes: not a workbook we read.
    if (flags & 1 || (method !== 0 && method !== 8) || size === 0xffffffff || compressedSize === 0xffffffff) {
      throw notXlsx();
    }
    total += size;
    if (total > CATALOG_UPLOAD_LIMITS.uncompressedBytes) throw tooLarge();
    if (size > RATIO_FLOOR && size / Math.max(compressedSize, 1) > MAX_RATIO) throw zipBomb();

    if (localOffset + 30 > directoryOffset || zip.readUInt32LE(localOffset) !== 0x04034b50) throw notXlsx();
    const dataOffset =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > directoryOffset) throw notXlsx();
    entries.set(name, { name, method, crc, compressedSize, size, dataOffset });
  }
  if (total > MAX_RATIO * zip.length && total > RATIO_FLOOR) throw zipBomb();
  return entries;
}

/**
 * One entry's bytes as zlib inflates them, chunk by chunk in its thread pool (so tens of
 * megabytes never hold up the event loop), stopped once they pass the declared size; the size
 * and CRC are checked after the last chunk.
 */
export async function* inflateChunks(zip: Buffer, entry: Entry): AsyncGenerator<Buffer> {
  const raw = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const chunks = entry.method === 0 ? [raw] : zlib.createInflateRaw(INFLATE).end(raw);
  let size = 0;
  let crc = 0;
  try {
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      size += chunk.length;
      // More output than declared: the header lied about the size.
      if (size > entry.size) throw zipBomb();
      crc = zlib.crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notXlsx();
  }
  if (size !== entry.size || crc !== entry.crc) throw notXlsx();
}

/** One entry's bytes, whole. */
export async function inflate(zip: Buffer, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflateChunks(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A ZIP of stored (uncompressed) entries. */
export function storedZip(files: [string, Buffer][]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
