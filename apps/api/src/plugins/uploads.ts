import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';
import { isSafeKey, type Storage } from '../lib/storage';
import { PUBLIC_ACCESS } from './access';

/**
 * GET /uploads/*: what local storage holds, by key. Keys are validated before any path is built,
 * so `..`, encoded slashes and the like never reach the file system. With S3 the bucket serves the
 * files and this route answers 404. A key names a new file each time one is stored, so what is
 * served never changes and is cached for a year.
 */
export const uploadsPlugin = fp<{ storage: Storage }>(async (app: FastifyInstance, { storage }) => {
  app.get(
    '/uploads/*',
    {
      // No params schema: a key that is not a safe file name (NUL included) is simply not found.
      config: { access: PUBLIC_ACCESS },
      schema: { hide: true },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = storage.kind === 'local' && isSafeKey(key) ? await storage.get(key) : null;
      if (!object) throw notFound();
      reply
        .type(object.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
});
