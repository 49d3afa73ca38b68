import { isUnsafeText, UNSAFE_TEXT_ISSUE } from '@vitrina/shared';
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

/** Deeper than any request of ours nests; past it a value is refused rather than walked. */
const MAX_DEPTH = 32;
/** The issue code of a value nested past MAX_DEPTH (the generic "invalid" message). */
const TOO_DEEP = 'too_deep';

/**
 * An issue for every string (value or key) holding NUL or a lone surrogate, in any part of a
 * request, and for every value nested too deep to walk. Checked here, before each route's schema, so a field
 * cannot reach the database with them whichever schema it has (a 500 from PostgreSQL otherwise).
 */
export function requestTextIssues(
  value: unknown,
  path: PropertyKey[] = [],
  found: { path: PropertyKey[]; code: string }[] = [],
) {
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push({ path, code: UNSAFE_TEXT_ISSUE });
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_DEPTH) found.push({ path, code: TOO_DEEP });
    else
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) found.push({ path, code: UNSAFE_TEXT_ISSUE });
        else requestTextIssues(item, [...path, Array.isArray(value) ? Number(key) : key], found);
      }
  }
  return found;
}

const textIssue = ({ path, code }: { path: PropertyKey[]; code: string }) =>
  ({ code, path, message: code }) as unknown as z.core.$ZodIssue;

/**
 * Like the type provider's compiler, but keeps each issue's input so the messages can tell
 * "missing" from "wrong" (the input never leaves the process), and refuses unsafe text first.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
    const unsafe = requestTextIssues(data);
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe.map(textIssue), part) };
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    // Parsed again for the inputs only when refused: asking for them on every parse tripled its
    // time (3.3 µs against 1.2 for a list query), and most requests pass.
    const refused = z.safeParse(schema, data, { reportInput: true });
    return {
      error: new RequestValidationError(refused.success ? result.error.issues : refused.error.issues, part),
    };
  };
