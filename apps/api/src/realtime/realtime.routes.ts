import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Module } from '../context';
import { forbidden } from '../lib/http-error';
import { channelAuth, SOCKET_ID, userOfChannel } from './protocol';

const authBody = z.object({
  socket_id: z.string().regex(SOCKET_ID),
  channel_name: z.string().min(1).max(200),
});

/**
 * `POST /broadcasting/auth`, as laravel-echo (through pusher-js) asks it: form-encoded
 * `socket_id` and `channel_name`, Bearer token. It signs only the user's own private channel.
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
        config: { access: { permission: null, scope: 'user' } },
        schema: {
          tags: ['realtime'],
          summary: "Authorise a socket's subscription to the user's own private channel",
          body: authBody,
          response: { 200: z.object({ auth: z.string() }) },
        },
      },
      async (request) => {
        const { socket_id, channel_name } = request.body;
        if (userOfChannel(channel_name) !== request.principal!.id) throw forbidden();
        const { key, secret } = realtime.options;
        return { auth: channelAuth(key, secret, socket_id, channel_name) };
      },
    );
  });
};
