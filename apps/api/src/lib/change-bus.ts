import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Change, ChangeListener } from '../db/changes';
import { guarded } from './guarded';

const CHANNEL = 'vitrina:changes';
/** Realtime events (realtime/): published in one process, delivered to the sockets of every one. */
const EVENTS = 'vitrina:realtime';

/** A realtime event for the sockets subscribed to `channel`, in whichever process holds them. */
export interface Broadcast {
  channel: string;
  event: string;
  data: unknown;
}

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
    /** Delivers the realtime events other processes broadcast. */
    onBroadcast?: (broadcast: Broadcast) => void,
  ) {
    // Every handler below runs on a Redis connection's event, which no request awaits: a failure
    // is logged, never thrown into the process (which would end it).
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
    this.#subscriber.on(
      'ready',
      guarded(log, 'database changes: subscribe failed', async () => {
        await this.#subscriber.subscribe(CHANNEL, EVENTS);
        trust(true);
      }),
    );
    const distrust = guarded(log, 'database changes: dropping the caches failed', () => trust(false));
    for (const event of ['close', 'reconnecting', 'end']) this.#subscriber.on(event, distrust);
    this.#subscriber.on('error', (error) => log.warn({ err: error }, 'database changes: Redis error'));
    this.#publisher.on('error', () => {});
    this.#subscriber.on(
      'message',
      guarded(log, 'database changes: a message failed', (channel: string, raw: string) => {
        if (channel === EVENTS) {
          const message = JSON.parse(raw) as { origin: string; broadcast: Broadcast };
          if (message.origin !== this.#origin) onBroadcast?.(message.broadcast);
          return;
        }
        const message = JSON.parse(raw) as Message;
        if (message.origin === this.#origin) return;
        for (const listener of listeners) listener.apply(message.changes);
      }),
    );
  }

  publish(changes: Change[]): void {
    const message: Message = { origin: this.#origin, changes };
    this.#send(CHANNEL, JSON.stringify(message));
  }

  /** Sends a realtime event to the other processes (this one delivers its own at once). */
  broadcast(broadcast: Broadcast): void {
    this.#send(EVENTS, JSON.stringify({ origin: this.#origin, broadcast }));
  }

  #send(channel: string, text: string): void {
    const sent = this.#publisher.publish(channel, text).catch((error) => {
      this.log.warn({ err: error, channel }, 'change bus: publish failed');
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
