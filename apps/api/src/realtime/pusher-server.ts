import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type Clock, systemClock } from '../lib/clock';
import { type FailureLog, guarded } from '../lib/guarded';
import {
  clientFrame,
  ERRORS,
  encode,
  encodeError,
  isValidAuth,
  MAX_CHANNELS,
  MAX_FRAME_BYTES,
  newSocketId,
  PROTOCOL_VERSION,
  type ProtocolError,
} from './protocol';

export interface PusherServerOptions {
  key: string;
  secret: string;
  /** Seconds of silence after which a client pings (announced) and the server pings too. */
  activityTimeout: number;
  /** Seconds the server waits for a pong before closing with 4201. */
  pongTimeout: number;
  /** Where a failure in a socket's event or the idle timer is logged; it never ends the process. */
  log: FailureLog;
  /**
   * When messages and pongs came: the world's time, as the sweep's timer runs on it (not the app's
   * `context.clock`, which a test may move). The system clock by default.
   */
  clock?: Clock;
  /** A connection subscribed to `channel` (each time, after the success message). */
  onJoin?(channel: string): void;
  /** The last connection of this process left `channel`. */
  onEmpty?(channel: string): void;
}

interface Connection {
  socket: WebSocket;
  id: string;
  channels: Set<string>;
  /** Epoch milliseconds of the last message from the client. */
  lastSeen: number;
  /** When the server's ping went out, if it waits for the pong. */
  pingSentAt: number | undefined;
}

const PATH = /^\/app\/([^/?]+)(?:\?|$)/;

/**
 * A Pusher Channels (protocol 7) server on `ws`, at `/app/{key}`: public and private channels,
 * ping/pong, idle connections closed as the protocol says. What it delivers comes from
 * `deliver`; who may join a private channel is decided by the signature `/broadcasting/auth` gave.
 */
export class PusherServer {
  readonly #wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    clientTracking: false,
  });
  readonly #connections = new Set<Connection>();
  readonly #channels = new Map<string, Set<Connection>>();
  readonly #sweep: NodeJS.Timeout;
  #closing = false;
  readonly #clock: Clock;

  constructor(private readonly options: PusherServerOptions) {
    this.#clock = options.clock ?? systemClock();
    // One timer for every connection, rather than one each: a few thousand sockets cost one loop.
    const every = Math.max(250, Math.min(options.activityTimeout, options.pongTimeout) * 250);
    this.#sweep = setInterval(
      this.#guard('realtime: the idle check failed', () => this.#checkIdle()),
      every,
    );
    this.#sweep.unref();
  }

  /** Takes over the websocket upgrades of `/app/…` on the HTTP server; others are refused. */
  attach(server: Server): void {
    const opened = this.#guard(
      'realtime: opening a socket failed',
      (ws: WebSocket, request: IncomingMessage) => this.#open(ws, request),
    );
    server.on(
      'upgrade',
      this.#guard('realtime: an upgrade failed', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!PATH.test(request.url ?? '') || this.#closing) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        this.#wss.handleUpgrade(request, socket, head, opened);
      }),
    );
  }

  /** Sends an event to every connection of this process subscribed to `channel`. */
  deliver(channel: string, event: string, data: unknown): number {
    const subscribers = this.#channels.get(channel);
    if (!subscribers || subscribers.size === 0) return 0;
    // Encoded once, sent as the same bytes to every subscriber.
    const frame = Buffer.from(encode(event, data, channel));
    for (const connection of subscribers) connection.socket.send(frame, { binary: false });
    return subscribers.size;
  }

  /** The channels that have subscribers in this process. */
  channels(): IterableIterator<string> {
    return this.#channels.keys();
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Tells every client the server is closing (4200: they reconnect at once, to another process). */
  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#sweep);
    const closed = [...this.#connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          connection.socket.once('close', () => resolve());
          this.#fail(connection, ERRORS.serverClosing);
          // A peer that never answers the close handshake is cut.
          setTimeout(
            this.#guard('realtime: cutting a socket failed', () => {
              resolve();
              connection.socket.terminate();
            }),
            1_000,
          ).unref();
        }),
    );
    await Promise.all(closed);
    this.#wss.close();
  }

  /** Every callback of a socket's event or a timer: a failure is logged, and the process serves on. */
  #guard<A extends unknown[]>(failure: string, callback: (...args: A) => unknown): (...args: A) => void {
    const safe = guarded(this.options.log, failure, callback);
    return (...args) => void safe(...args);
  }

  #open(socket: WebSocket, request: IncomingMessage): void {
    const key = appKey(request.url ?? '');
    const protocol = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol'));
    const refused =
      key !== this.options.key
        ? ERRORS.unknownApp
        : protocol !== PROTOCOL_VERSION
          ? ERRORS.unsupportedProtocol
          : undefined;
    if (refused) {
      this.#refuse(socket, refused);
      return;
    }

    const connection: Connection = {
      socket,
      id: newSocketId(),
      channels: new Set(),
      lastSeen: this.#clock.now().getTime(),
      pingSentAt: undefined,
    };
    this.#connections.add(connection);
    socket.on(
      'message',
      this.#guard('realtime: a message failed', (raw: RawData, isBinary: boolean) =>
        // A binary frame is not a protocol message: an empty text is refused like any other.
        this.#receive(connection, isBinary ? '' : raw.toString()),
      ),
    );
    socket.on(
      'close',
      this.#guard('realtime: closing a socket failed', () => this.#drop(connection)),
    );
    socket.on('error', () => socket.terminate());
    socket.send(
      encode('pusher:connection_established', {
        socket_id: connection.id,
        activity_timeout: this.options.activityTimeout,
      }),
    );
  }

  #refuse(socket: WebSocket, error: ProtocolError): void {
    socket.on('error', () => socket.terminate());
    socket.send(encodeError(error));
    socket.close(error.code, error.message);
  }

  #fail(connection: Connection, error: ProtocolError): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(encodeError(error));
    connection.socket.close(error.code, error.message);
  }

  #receive(connection: Connection, raw: string): void {
    connection.lastSeen = this.#clock.now().getTime();
    connection.pingSentAt = undefined;
    const parsed = clientFrame.safeParse(raw);
    if (!parsed.success) {
      connection.socket.send(encodeError(ERRORS.badMessage));
      return;
    }
    const message = parsed.data;
    switch (message.event) {
      case 'pusher:ping':
        connection.socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.#subscribe(connection, message.data.channel, message.data.auth);
        return;
      case 'pusher:unsubscribe':
        this.#leave(connection, message.data.channel);
        return;
      default:
        connection.socket.send(encodeError(ERRORS.clientEventsDisabled));
    }
  }

  #subscribe(connection: Connection, channel: string, auth: string | undefined): void {
    // Private channels need the signature of this socket; presence channels are not served.
    const open = !channel.startsWith('private-') && !channel.startsWith('presence-');
    const allowed =
      open ||
      (channel.startsWith('private-') &&
        isValidAuth(this.options.key, this.options.secret, connection.id, channel, auth));
    if (!allowed) {
      connection.socket.send(encodeError(ERRORS.notAuthorized));
      return;
    }
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_CHANNELS) {
      connection.socket.send(encodeError(ERRORS.overCapacity));
      return;
    }
    if (!connection.channels.has(channel)) {
      connection.channels.add(channel);
      let subscribers = this.#channels.get(channel);
      if (!subscribers) {
        subscribers = new Set();
        this.#channels.set(channel, subscribers);
      }
      subscribers.add(connection);
    }
    connection.socket.send(
      JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
    );
    this.options.onJoin?.(channel);
  }

  #leave(connection: Connection, channel: string): void {
    if (!connection.channels.delete(channel)) return;
    const subscribers = this.#channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) {
      this.#channels.delete(channel);
      this.options.onEmpty?.(channel);
    }
  }

  #drop(connection: Connection): void {
    if (!this.#connections.delete(connection)) return;
    for (const channel of [...connection.channels]) this.#leave(connection, channel);
  }

  /** Pings a silent connection once, and closes it (4201) when the pong does not come. */
  #checkIdle(): void {
    const now = this.#clock.now().getTime();
    const idleAfter = this.options.activityTimeout * 1000;
    const pongWithin = this.options.pongTimeout * 1000;
    for (const connection of this.#connections) {
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt > pongWithin) this.#fail(connection, ERRORS.pongNotReceived);
      } else if (now - connection.lastSeen > idleAfter) {
        connection.pingSentAt = now;
        connection.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      }
    }
  }
}

/** The app key of `/app/{key}`; a key that does not decode is no app's. */
function appKey(url: string): string {
  try {
    return decodeURIComponent(PATH.exec(url)?.[1] ?? '');
  } catch {
    return '';
  }
}
