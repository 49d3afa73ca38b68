/**
 * A react-hook-form resolver for the shared zod schemas whose messages are in the interface's
 * language: the same texts the API answers in its 422 errors (validationMessage of
 * @vitrina/shared), including a schema's own message keys such as 'auth.password_confirmation'.
 */
import { toNestErrors } from '@hookform/resolvers';
import { type Locale, validationMessage } from '@vitrina/shared';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function localizedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  locale: () => Locale,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: validationMessage(issue, locale()) };
    }
    return { values: {}, errors: toNestErrors<Input>(errors, options) };
  };
}
