import type { ErrorKey, TokenMessage } from '@vitrina/shared';

/**
 * An error the API answers on purpose. The message is a key translated at the edge (or one of
 * the untranslated token messages); field errors are keys too.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey | TokenMessage,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, ErrorKey[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const unauthenticated = (message: TokenMessage) => new HttpError(401, message);
export const forbidden = (key: ErrorKey = 'errors.forbidden') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'errors.not_found');
export const conflict = (key: ErrorKey = 'errors.conflict', fieldErrors?: Record<string, ErrorKey[]>) =>
  new HttpError(409, key, {}, fieldErrors);
export const invalid = (fieldErrors: Record<string, ErrorKey[]>, key: ErrorKey = 'errors.validation') =>
  new HttpError(422, key, {}, fieldErrors);
