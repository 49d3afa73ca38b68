import crypto from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Broadcast, ChangeBus } from '../lib/change-bus';
import { PrivateChannels } from './private-channels';
import { userOfChannel } from './protocol';
import { PusherServer } from './pusher-server';
import { UserChannels } from './user-channels';

export interface RealtimeOptions {
  /** The public app key browsers connect with (`/app/{key}`). */
  key: string;
  /** Signs private-channel subscriptions; every process of a deployment shares it. */
  secret: string;
  activityTimeout: number;
  pongTimeout: number;
}

/**
 * The realtime service: the Pusher-protocol server on the API's own HTTP server, the users'
 * private channels kept up to date from database changes, and `publish` for any other event.
 * With several processes, `publish` reaches the sockets of the others through the change bus's
 * Redis (`useBus`); without REDIS_URL there is one process and nothing else to reach.
 */
export class Realtime {
  readonly server: PusherServer;
  readonly users: UserChannels;
  /** Who may subscribe to each kind of private channel (`/broadcasting/auth`). */
  readonly channels = new PrivateChannels();
  #bus: ChangeBus | undefined;

  constructor(
    db: Db,
    readonly options: RealtimeOptions,
    log: FastifyBaseLogger,
  ) {
    this.users = new UserChannels(
      db,
      (channel, event, data) => this.server.deliver(channel, event, data),
      (error) => log.warn({ err: error }, 'realtime: reading a user channel failed'),
    );
    this.server = new PusherServer({
      ...options,
      log,
      onJoin: (channel) => {
        const userId = userOfChannel(channel);
        if (userId !== undefined) this.users.joined(userId);
      },
      onEmpty: (channel) => {
        const userId = userOfChannel(channel);
        if (userId !== undefined) this.users.left(userId);
      },
    });
  }

  attach(server: Server): void {
    this.server.attach(server);
  }

  useBus(bus: ChangeBus | undefined): void {
    this.#bus = bus;
  }

  /** Sends `event` to every socket subscribed to `channel`, in this process and the others. */
  publish(channel: string, event: string, data: unknown): void {
    this.server.deliver(channel, event, data);
    this.#bus?.broadcast({ channel, event, data });
  }

  /** An event another process published. */
  receive(broadcast: Broadcast): void {
    this.server.deliver(broadcast.channel, broadcast.event, broadcast.data);
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.users.idle();
  }
}

/** Without PUSHER_APP_SECRET, one derived from the token secret, which every process shares. */
export function realtimeSecret(configured: string | undefined, jwtSecret: string): string {
  return configured ?? crypto.createHmac('sha256', jwtSecret).update('vitrina realtime').digest('hex');
}
