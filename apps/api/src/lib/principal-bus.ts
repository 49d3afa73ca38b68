import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { PrincipalChange } from '../db/principal-changes';
import type { PrincipalCache } from '../modules/auth/principal-cache';

const CHANNEL = 'vitrina:principal-changes';

interface Message {
  origin: string;
  changes: PrincipalChange[];
}

/**
 * Carries principal changes between the API processes that share one database: each publishes
 * what its own writes changed and applies what the others publish. A process trusts its cache
 * only while it is subscribed; when the connection drops it reads the database on every request
 * until it is subscribed again, and then starts from an empty cache (what it missed is gone).
 *
 * A response waits for the publications of its own writes (`settled`), so by the time a client
 * has the answer of a write, every other process has the change in its socket.
 */
export class PrincipalBus {
  readonly #origin = randomUUID();
  readonly #subscriber: Redis;
  readonly #publisher: Redis;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(
    url: string,
    cache: PrincipalCache,
    private readonly log: FastifyBaseLogger,
  ) {
    // Resubscribing is done here, so that trust returns only once the subscription is back.
    this.#subscriber = new Redis(url, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      // Named, so an operator (and a test) can tell which process a connection serves.
      connectionName: `vitrina:principals:${process.pid}`,
    });
    // A publication Redis cannot take now fails at once rather than queueing behind a response.
    this.#publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.#subscriber.on('ready', () => {
      this.#subscriber.subscribe(CHANNEL).then(
        () => cache.trust(true),
        (error) => log.warn({ err: error }, 'principal changes: subscribe failed'),
      );
    });
    for (const event of ['close', 'reconnecting', 'end']) {
      this.#subscriber.on(event, () => cache.trust(false));
    }
    this.#subscriber.on('error', (error) => log.warn({ err: error }, 'principal changes: Redis error'));
    this.#publisher.on('error', () => {});
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as Message;
      if (message.origin !== this.#origin) cache.apply(message.changes);
    });
  }

  publish(changes: PrincipalChange[]): void {
    const message: Message = { origin: this.#origin, changes };
    const sent = this.#publisher.publish(CHANNEL, JSON.stringify(message)).catch((error) => {
      this.log.warn({ err: error }, 'principal changes: publish failed');
    });
    this.#inFlight.add(sent);
    void sent.finally(() => this.#inFlight.delete(sent));
  }

  /** Resolves once every publication made so far has reached Redis (or failed). */
  settled(): Promise<unknown> | undefined {
    return this.#inFlight.size === 0 ? undefined : Promise.all(this.#inFlight);
  }

  async close(): Promise<void> {
    await this.settled();
    this.#subscriber.disconnect();
    this.#publisher.disconnect();
  }
}
