/**
 * Writing fuzzed values onto the wire the way a careless or hostile client would: lone UTF-16
 * surrogates become the bytes a naive encoder emits (WTF-8), `__proto__` stays an own key, and
 * JSON numbers may be written as no JavaScript number prints (`-0`, `1e999`).
 */
import { RawJson } from './hostile';

/** UTF-8, except that a lone surrogate is encoded as if it were a character (WTF-8). */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Buffer.from(bytes);
}

/** What encodeURIComponent leaves as it is besides the unreserved characters. */
const SUB_DELIMS = /[!'()*]/g;

/** Percent-encoding of every byte but the unreserved ones; never throws on lone surrogates. */
export function encodeComponent(text: string): string {
  // As the platform encodes it, less its sub-delimiters (the same bytes out); byte by byte only
  // for a lone surrogate, which encodeURIComponent refuses.
  try {
    return encodeURIComponent(text).replace(
      SUB_DELIMS,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // URIError: a lone surrogate, written as WTF-8 below.
  }
  let out = '';
  for (const byte of wtf8(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a scalar reads in a URL: `null` and objects have no spelling of their own. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (value !== null && typeof value === 'object') return toJson(value);
  return String(value);
}

/** A query string: arrays repeat the key, objects become `key[sub]`, null a bare key. */
export function queryString(entries: [string, unknown][]): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null) pairs.push(encodeComponent(key));
    else if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (typeof value === 'object' && !(value instanceof RawJson)) {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else pairs.push(`${encodeComponent(key)}=${encodeComponent(scalarText(value))}`);
  };
  for (const [key, value] of entries) add(key, value);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'null';
    return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .map((key) => `${JSON.stringify(key)}:${toJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

export const BOUNDARY = '----vitrinafuzz';

/** A multipart/form-data body with a fixed boundary (reproducible), names and text in WTF-8. */
export function multipartBody(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      wtf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(typeof part.content === 'string' ? wtf8(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
