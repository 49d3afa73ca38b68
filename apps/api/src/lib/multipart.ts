import { type ErrorKey, withoutUnsafeText } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The one multipart reader of the upload routes (images, catalog workbooks): the part named
 * `file`, held in memory, at most `maxBytes` of it. Every way a request can fail here is the
 * client's: a body that is not multipart is 415, a file over the limit or too many parts 413, a
 * malformed body 400, no file 422 on the `file` field.
 */

export interface FileRules {
  maxBytes: number;
  /** The route's own "attach it in the `file` field" message. */
  required: ErrorKey;
  /** The route's own 413, which names its limit. */
  tooLarge: () => HttpError;
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

export async function readFileUpload(request: FastifyRequest, rules: FileRules): Promise<UploadedFile> {
  const missing = (status: number, key: ErrorKey) =>
    new HttpError(status, key, {}, { file: [rules.required] });
  if (!request.isMultipart()) throw missing(415, 'errors.unsupported_media_type');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + MULTIPART_OVERHEAD) throw rules.tooLarge();

  let file: UploadedFile | undefined;
  try {
    // Read to the end of the body, not just to the file: a body cut short after it is malformed too.
    // The number of fields is capped where the plugin is registered (app.ts).
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // toBuffer() misses the limit when it is reached on the last chunk; busboy marks the stream.
      if (part.file.truncated) throw rules.tooLarge();
      file = { filename: safeFilename(part.filename), bytes };
    }
  } catch (error) {
    throw readError(error, rules);
  }
  if (!file || file.bytes.length === 0) throw missing(422, 'errors.validation');
  return file;
}

/**
 * The name the browser sent is only a label (stored with an import, shown in its history): control
 * characters (NUL among them, which PostgreSQL refuses) and lone surrogates are dropped, and it
 * is cut to 255 characters.
 */
function safeFilename(name: string): string {
  return withoutUnsafeText(name)
    .replace(/\p{Cc}/gu, '')
    .slice(0, 255);
}

function readError(error: unknown, rules: FileRules): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return rules.tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'errors.payload_too_large');
    default:
      // Whatever else busboy or the plugin raises is about the body: no boundary, a body cut
      // short, a field named __proto__, a request closed mid-way.
      return new HttpError(400, 'errors.bad_request');
  }
}
