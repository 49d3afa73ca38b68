import type { ApiError, ErrorKey, IssueLike, Locale } from '@vitrina/shared';
import { validationMessage } from '@vitrina/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { isErrorKey, localeFromHeader, translate } from '../lib/i18n';
import { RequestValidationError } from '../lib/validation';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Fastify's own client errors, by code, and what we answer for them. */
const FASTIFY_ERRORS: Record<string, [number, ErrorKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.bad_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.bad_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.bad_request'],
};

/**
 * One error format for the whole API: `{ message, errors? }`, translated from Accept-Language,
 * never a stack trace. Every 5xx is logged with the request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'es');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? localeFromHeader(request.headers['accept-language']);

    if (error instanceof HttpError) {
      const message = isErrorKey(error.key) ? translate(locale, error.key, error.params) : error.key;
      const body: ApiError = { message };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [
            field,
            keys.map((key) => translate(locale, key, error.params)),
          ]),
        );
      }
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }

    if (error instanceof RequestValidationError) {
      // No prototype: a field may be called `constructor` or `__proto__`.
      const errors: Record<string, string[]> = Object.create(null);
      for (const issue of error.issues) {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : error.part;
        errors[field] ??= [];
        errors[field].push(validationMessage(issue as IssueLike, locale));
      }
      return reply
        .code(422)
        .send({ message: translate(locale, 'errors.validation'), errors } satisfies ApiError);
    }

    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: translate(locale, known[1]) } satisfies ApiError);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: translate(locale, 'errors.bad_request') });
    }

    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({ message: translate(locale, 'errors.internal') } satisfies ApiError);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? localeFromHeader(request.headers['accept-language']);
    const url = request.url.split('?')[0] ?? request.url;
    return reply
      .code(404)
      .send({ message: translate(locale, 'errors.route_not_found', { method: request.method, url }) });
  });
});
