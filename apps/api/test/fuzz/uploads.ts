/**
 * Bodies for the routes that declare no JSON body (the uploads read multipart, the others
 * nothing): none, a JSON object, or multipart from well-formed (a real PNG or workbook, hostile
 * file names) to malformed (truncated, no boundary, garbage headers, two files).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { BOUNDARY, multipartBody, scalarText, toJson } from './encode';
import { hostile } from './hostile';

/** Files an upload may carry, made once (a real PNG and workbook get past the type sniffing). */
export interface Files {
  png: Buffer;
  xlsx: Buffer;
}

interface UploadPart {
  name: string;
  filename?: string;
  type?: string;
  /** `png` and `xlsx` stand for the files. */
  content: string;
}

export interface Upload {
  kind: string;
  parts: UploadPart[];
}

const KINDS = ['none', 'json', 'file', 'file', 'fields', 'truncated', 'no-boundary', 'garbage', 'two-files'];

const part: fc.Arbitrary<UploadPart> = fc.record({
  name: fc.constantFrom('file', '__proto__', 'agency', 'x\u0000', ''),
  filename: fc.option(
    fc.constantFrom('logo.png', 'catalogo.xlsx', 'a\u0000.png', '../../x.png', '😀.png', 'x'.repeat(300)),
    { nil: undefined },
  ),
  type: fc.option(fc.constantFrom('image/png', 'application/octet-stream', 'text/plain', ''), {
    nil: undefined,
  }),
  content: fc.oneof(fc.constantFrom('png', 'xlsx', 'PK\u0003\u0004junk', ''), hostile.map(scalarText)),
});

export const uploadArbitrary: fc.Arbitrary<Upload> = fc.record({
  kind: fc.constantFrom(...KINDS),
  parts: fc.array(part, { minLength: 1, maxLength: 2 }),
});

/** Routes without a JSON body: nothing, a JSON object, or multipart from fine to malformed. */
export function uploadBody(
  upload: Upload,
  body: { name: string; value: unknown }[],
  files: Files,
): Partial<InjectOptions> {
  const parts = upload.parts.map((p) => ({
    ...p,
    content: p.content === 'png' ? files.png : p.content === 'xlsx' ? files.xlsx : p.content,
  }));
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (upload.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        payload: toJson(Object.fromEntries(body.map((b) => [b.name, b.value]))),
        headers: { 'content-type': 'application/json' },
      };
    case 'file':
      return {
        payload: multipartBody([{ ...parts[0]!, name: 'file', filename: parts[0]!.filename ?? 'x.png' }]),
        headers: { 'content-type': multipart },
      };
    case 'fields':
      return {
        payload: multipartBody(parts.map(({ name, content }) => ({ name, content }))),
        headers: { 'content-type': multipart },
      };
    case 'truncated':
      return {
        payload: multipartBody(parts, { close: false }).subarray(0, 60),
        headers: { 'content-type': multipart },
      };
    case 'no-boundary':
      return { payload: multipartBody(parts), headers: { 'content-type': 'multipart/form-data' } };
    case 'garbage':
      return {
        payload: `--${BOUNDARY}\r\nnot a header\r\n\r\n${scalarText(body[0]?.value ?? '')}`,
        headers: { 'content-type': multipart },
      };
    default:
      return {
        payload: multipartBody(
          [0, 1].map((i) => ({ ...parts[i % parts.length]!, name: 'file', filename: `f${i}.png` })),
        ),
        headers: { 'content-type': multipart },
      };
  }
}
