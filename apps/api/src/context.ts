import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { JobEngine } from './lib/jobs';
import type { CounterStore } from './lib/rate-limiter';
import type { LinkSigner } from './lib/signed-links';
import type { Storage } from './lib/storage';
import type { TokenService } from './lib/tokens';
import type { Realtime } from './realtime/realtime';

/** What every module receives at registration. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  counters: CounterStore;
  /** Uploaded files: DATA_DIR/uploads, or the S3-compatible bucket when configured. */
  storage: Storage;
  /** The websocket server and its events (realtime/): `publish(channel, event, data)`. */
  realtime: Realtime;
  /** Signs and checks the tokens of e-mailed links (password reset, e-mail verification). */
  links: LinkSigner;
  /**
   * The clock every business time rule reads (auctions' bids and closes, the SLA sweep, what is
   * published when, links' expiry): the system clock; a test replaces `now` to move time.
   */
  clock: Clock;
  /** Background work (lib/jobs): modules define their queues at registration and enqueue into them. */
  jobs: JobEngine;
}

export type { Clock };

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module registers its routes on the app; modules/index.ts lists them. */
export type Module = (app: App, context: AppContext) => void;
