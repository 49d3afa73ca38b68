import type { FastifySchemaCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/** A request that failed its schema; the error handler turns it into a translated 422. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('Request validation failed');
  }
}

/**
 * Like the type provider's compiler, but keeps each issue's input so the messages can tell
 * "missing" from "wrong" (the input never leaves the process).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
