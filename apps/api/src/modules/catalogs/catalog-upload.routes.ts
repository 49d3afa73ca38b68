import {
  CATALOG_TEMPLATE_PATH,
  CATALOG_UPLOAD_LIMITS,
  catalogUploadAnswer,
  catalogUploadRefusal,
  hasPermission,
} from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../context';
import { forbidden, HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { catalogTemplate } from './catalog-template';
import { applyUpload, previewUpload } from './catalog-upload.service';

const BASE = '/api/mi-vitrina/catalogs/upload';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * Uploading touches brands and models: the route declares the model catalog's permission, the
 * handler also requires the brand catalog's.
 */
const uploadAccess = { permission: 'create model catalog', scope: 'platform' } as const;
const uploadSchema = (summary: string) => ({
  tags: ['catalogs'],
  summary,
  consumes: ['multipart/form-data'],
  response: { 200: catalogUploadAnswer, 422: z.union([catalogUploadRefusal, errorAnswer]) },
});

function assertMayUpload(request: FastifyRequest): void {
  if (!hasPermission(request.principal!, 'create brand catalog')) throw forbidden();
}

/** The uploaded workbook (multipart field `file`), at most 5 MB, in memory: the ZIP checks need random access. */
async function receiveFile(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const missing = (status: number) => new HttpError(status, 'catalog_upload.file_missing');
  if (!request.isMultipart()) throw missing(415);
  const part = await request.file({ limits: { fileSize: CATALOG_UPLOAD_LIMITS.fileBytes, files: 1 } });
  if (!part) throw missing(422);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw missing(422);
  }
  const tooLarge = () =>
    new HttpError(413, 'catalog_upload.file_too_large', { mb: CATALOG_UPLOAD_LIMITS.fileBytes / MB });
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // toBuffer() misses the limit when it is reached on the last chunk: busboy marks the stream after.
  if (part.file.truncated) throw tooLarge();
  return { name: part.filename, data };
}

/** The public template, and the preview and apply of a filled one (PRODUCT.md "Catalogs"). */
export const catalogUploadModule: Module = (app, { database }) => {
  app.get(
    CATALOG_TEMPLATE_PATH,
    {
      config: { access: { public: true } },
      schema: { tags: ['catalogs'], summary: 'Bulk upload template (XLSX workbook)', produces: [XLSX] },
    },
    async (_request, reply) => {
      const file = await catalogTemplate();
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${CATALOG_TEMPLATE_PATH.slice(1)}"`)
        .header('cache-control', 'no-cache')
        .send(file);
    },
  );

  app.post(
    `${BASE}/preview`,
    { config: { access: uploadAccess }, schema: uploadSchema('Bulk upload: what a workbook would change') },
    async (request) => {
      assertMayUpload(request);
      const { data } = await receiveFile(request);
      return previewUpload(database.db, data, (key, params) => translate(request.locale, key, params));
    },
  );

  app.post(
    `${BASE}/apply`,
    {
      config: { access: uploadAccess },
      schema: uploadSchema('Bulk upload: apply a workbook in one transaction (all or nothing)'),
    },
    async (request, reply) => {
      assertMayUpload(request);
      const file = await receiveFile(request);
      const outcome = await applyUpload(database.db, request, file, (key, params) =>
        translate(request.locale, key, params),
      );
      return outcome.applied ? outcome.answer : reply.code(422).send(outcome.answer);
    },
  );
};
