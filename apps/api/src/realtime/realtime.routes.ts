import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Module } from '../context';
import { channelAuth, MAX_CHANNEL_NAME, SOCKET_ID } from './protocol';

const authBody = z.object({
  socket_id: z.string().regex(SOCKET_ID),
  channel_name: z.string().min(1).max(MAX_CHANNEL_NAME),
});

/**
 * `POST /broadcasting/auth`, as laravel-echo (through pusher-js) asks it: form-encoded
 * `socket_id` and `channel_name`, Bearer token. It signs a private channel for whom that kind of
 * channel's declaration admits (`realtime.channels`, the route's rule `realtime.declared-channel`):
 * the user's own channel, an auction's for those who may read the auction. Any other name is
 * signed for nobody.
 */
export const realtimeModule: Module = (app, { realtime }) => {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // Only here: the rest of the API takes JSON alone.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/broadcasting/auth',
      {
        config: { access: { permission: null, scope: 'user', rules: [realtime.channels.declaredChannel] } },
        schema: {
          tags: ['realtime'],
          summary: "Authorise a socket's subscription to a private channel: the user's own, or an auction's",
          body: authBody,
          response: { 200: z.object({ auth: z.string() }) },
        },
      },
      async (request) => {
        const { socket_id, channel_name } = request.body;
        const { key, secret } = realtime.options;
        return { auth: channelAuth(key, secret, socket_id, channel_name) };
      },
    );
  });
};
