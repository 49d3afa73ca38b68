import { createHash } from 'node:crypto';
import { CATALOG_UPLOAD_LIMITS, type CatalogUploadAnswer, type ErrorKey } from '@vitrina/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/multipart';
import { isUniqueViolation } from '../../lib/write';
import { applyPlan } from './catalog-upload.apply';
import { type Plan, planCounts, planUpload } from './catalog-upload.plan';
import { type ReadUpload, readUpload } from './catalog-upload.read';

/**
 * The bulk upload, stateless: preview reads and plans a workbook; apply receives the same file,
 * reads and plans it again and writes the plan in one transaction (all or nothing, audited). A
 * file with any error is refused before anything is written.
 */

export type Translate = (key: ErrorKey, params?: Record<string, string | number>) => string;

export async function previewUpload(
  db: Db,
  file: Buffer,
  translate: Translate,
): Promise<CatalogUploadAnswer> {
  const read = await readUpload(file);
  return uploadAnswer(read, await planUpload(db, read), translate);
}

export type ApplyOutcome =
  | { applied: true; answer: CatalogUploadAnswer }
  | { applied: false; answer: CatalogUploadAnswer & { message: string } };

export async function applyUpload(
  db: Db,
  request: FastifyRequest,
  file: UploadedFile,
  translate: Translate,
): Promise<ApplyOutcome> {
  const read = await readUpload(file.bytes);
  if (read.errors.length > 0) {
    const answer = uploadAnswer(read, await planUpload(db, read), translate);
    const message = translate('catalog_upload.has_errors', { count: read.errors.length });
    return { applied: false, answer: { message, ...answer } };
  }
  try {
    const answer = await db.transaction(async (tx) => {
      // Planned again inside the transaction: what is written matches what is read.
      const plan = await planUpload(tx, read);
      await applyPlan(tx, plan);
      const answer = uploadAnswer(read, plan, translate);
      await audit(tx, request, {
        action: 'bulk_upload',
        entity: 'catalog',
        after: {
          file: file.filename,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          summary: answer.summary,
        },
      });
      return answer;
    });
    return { applied: true, answer };
  } catch (error) {
    // Another write took a name this plan was about to create: nothing was written; try again.
    if (isUniqueViolation(error)) throw conflict('catalog_upload.conflict');
    throw error;
  }
}

/** The answer of preview and apply, with messages in the request's language. */
export function uploadAnswer(read: ReadUpload, plan: Plan, translate: Translate): CatalogUploadAnswer {
  let unchanged = 0;
  for (const action of plan.actions.values()) if (action === 'unchanged') unchanged++;
  return {
    summary: { rows: read.rows.length, ...planCounts(plan), unchanged, errors: read.errors.length },
    errors: read.errors.slice(0, CATALOG_UPLOAD_LIMITS.answerErrors).map((error) => ({
      row: error.row,
      column: error.column,
      message: translate(error.key, error.params),
    })),
    rows: read.rows.slice(0, CATALOG_UPLOAD_LIMITS.answerRows).map((row) => ({
      row: row.row,
      brand: row.brand,
      model: row.model,
      body: row.body,
      version: row.version,
      transmission: row.transmission,
      fuel: row.fuel,
      year: row.year,
      list_price: row.priceCents === null ? null : row.priceCents / 100,
      action: plan.actions.get(row.row) ?? 'error',
    })),
  };
}
