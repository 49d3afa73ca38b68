import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Change, ChangeListener } from '../db/changes';

const CHANNEL = 'vitrina:changes';

interface Message {
  origin: string;
  changes: Change[];
}

/**
 * Carries database changes between the API processes that share one database: each publishes
 * what its own writes changed and its caches apply what the others publish. The caches are
 * trusted only while subscribed; when the connection drops they stop serving (every request reads
 * the database) until the subscription is back, and then start empty (what was missed is gone).
 *
 * A response waits for the publications of its own writes (`settled`), so by the time a client
 * has the answer of a write, every other process has the change in its socket.
 */
export class ChangeBus {
  readonly #origin = randomUUID();
  readonly #subscriber: Redis;
  readonly #publisher: Redis;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(
    url: string,
    listeners: readonly ChangeListener[],
    private readonly log: FastifyBaseLogger,
  ) {
    const trust = (trusted: boolean) => {
      for (const listener of listeners) listener.trust(trusted);
    };
    trust(false);
    // Resubscribing is done here, so that trust returns only once the subscription is back.
    this.#subscriber = new Redis(url, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      // Named, so an operator (and a test) can tell which process a connection serves.
      connectionName: `vitrina:changes:${process.pid}`,
    });
    // A publication Redis cannot take now fails at once rather than queueing behind a response.
    this.#publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.#subscriber.on('ready', () => {
      this.#subscriber.subscribe(CHANNEL).then(
        () => trust(true),
        (error) => log.warn({ err: error }, 'database changes: subscribe failed'),
      );
    });
    for (const event of ['close', 'reconnecting', 'end']) this.#subscriber.on(event, () => trust(false));
    this.#subscriber.on('error', (error) => log.warn({ err: error }, 'database changes: Redis error'));
    this.#publisher.on('error', () => {});
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as Message;
      if (message.origin === this.#origin) return;
      for (const listener of listeners) listener.apply(message.changes);
    });
  }

  publish(changes: Change[]): void {
    const message: Message = { origin: this.#origin, changes };
    const sent = this.#publisher.publish(CHANNEL, JSON.stringify(message)).catch((error) => {
      this.log.warn({ err: error }, 'database changes: publish failed');
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
