import { z } from 'zod';
import type { Module } from '../../context';
import { translate } from '../../lib/i18n';
import { PUBLIC_ACCESS } from '../../plugins/access';

export const VERSION = '2.0.0';

/** Liveness (the process answers) and readiness (the database and Redis answer). */
export const healthModule: Module = (app, { database, counters }) => {
  app.get(
    '/api/health',
    {
      config: { access: PUBLIC_ACCESS },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: VERSION }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: PUBLIC_ACCESS },
      schema: {
        tags: ['health'],
        response: {
          // Which engine runs is nobody's business outside: the answer says ready, nothing more.
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await Promise.all([database.ping(), counters.peek('ready')]);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready');
        return reply.code(503).send({ message: translate(request.locale, 'errors.not_ready') });
      }
    },
  );
};
