/** Request and answer schemas every module's routes share: ids, the error answer, the export format. */
import { EXPORT_FORMATS, MAX_ID } from '@vitrina/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** Ids are int4: a larger number is a validation error, never a database error. */
export const recordId = z.coerce.number().int().positive().max(MAX_ID);
/** A parent id the query string must carry (`?brand_id=4`); missing, it is "required". */
export const requiredId = z
  .string()
  .trim()
  .min(1)
  .pipe(z.coerce.number<string>().int().positive().max(MAX_ID));
export const idParams = z.object({ id: recordId });

export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const errorAnswers = { 404: errorAnswer, 409: errorAnswer, 422: errorAnswer } as const;

/** `?format=xlsx|csv` of the export routes, added to the list's filters. */
export const exportFormat = { format: z.enum(EXPORT_FORMATS).default('xlsx') };

/**
 * A schema built from a definition at run time. Fastify checks and documents it as usual; the
 * handler reads the request through the definition's own types (the builders in read-routes.ts
 * and write-routes.ts), since a generic definition's schema cannot type the request statically.
 */
export const routeSchema = (schema: FastifySchema & { tags: string[]; summary: string }): FastifySchema =>
  schema;
