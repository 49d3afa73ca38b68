import {
  CATALOG_TEMPLATE_PATH,
  CATALOG_UPLOAD_LIMITS,
  catalogUploadAnswer,
  catalogUploadRefusal,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { type FileRules, readFileUpload } from '../../lib/multipart';
import { errorAnswer } from '../../lib/route-schemas';
import { PUBLIC_ACCESS } from '../../plugins/access';
import { catalogTemplate } from './catalog-template';
import { applyUpload, previewUpload } from './catalog-upload.service';

const BASE = '/api/mi-vitrina/catalogs/upload';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** Uploading creates brands and models: it needs both catalogs' create permissions. */
const uploadAccess = {
  permission: ['create model catalog', 'create brand catalog'],
  scope: 'platform',
} as const;
const uploadSchema = (summary: string) => ({
  tags: ['catalogs'],
  summary,
  consumes: ['multipart/form-data'],
  response: { 200: catalogUploadAnswer, 422: z.union([catalogUploadRefusal, errorAnswer]) },
});

/** The uploaded workbook (multipart field `file`), at most 5 MB, in memory: the ZIP checks need random access. */
const WORKBOOK_FILE: FileRules = {
  maxBytes: CATALOG_UPLOAD_LIMITS.fileBytes,
  required: 'catalog_upload.file_missing',
  tooLarge: () =>
    new HttpError(413, 'catalog_upload.file_too_large', { mb: CATALOG_UPLOAD_LIMITS.fileBytes / MB }),
};

/** The public template, and the preview and apply of a filled one (PRODUCT.md "Catalogs"). */
export const catalogUploadModule: Module = (app, { database }) => {
  app.get(
    CATALOG_TEMPLATE_PATH,
    {
      config: { access: PUBLIC_ACCESS },
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
      const { bytes } = await readFileUpload(request, WORKBOOK_FILE);
      return previewUpload(database.db, bytes, (key, params) => translate(request.locale, key, params));
    },
  );

  app.post(
    `${BASE}/apply`,
    {
      config: { access: uploadAccess },
      schema: uploadSchema('Bulk upload: apply a workbook in one transaction (all or nothing)'),
    },
    async (request, reply) => {
      const file = await readFileUpload(request, WORKBOOK_FILE);
      const outcome = await applyUpload(database.db, request, file, (key, params) =>
        translate(request.locale, key, params),
      );
      return outcome.applied ? outcome.answer : reply.code(422).send(outcome.answer);
    },
  );
};
