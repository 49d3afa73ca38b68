import crypto from 'node:crypto';
import { MAX_ID } from '@vitrina/shared';
import { z } from 'zod';

/**
 * The Pusher Channels protocol, version 7, as the real pusher-js and laravel-echo clients speak it
 * (../shared/REFERENCES.md): the error codes we send, the private-channel signature and the one
 * channel per user that Vitrina serves.
 */
export const PROTOCOL_VERSION = 7;

/**
 * pusher-js acts on the close code's range: 4001–4099 never reconnect, 4100–4199 back off,
 * 4200–4299 reconnect at once. 4100, 4009, 4301 and 4302 are sent without closing: the socket
 * keeps its other channels.
 */
export const ERRORS = {
  unknownApp: { code: 4001, message: 'Application does not exist' },
  unsupportedProtocol: { code: 4007, message: 'Unsupported protocol version' },
  notAuthorized: { code: 4009, message: 'Connection not authorized.' },
  /**
   * One subscription more than a connection may hold (MAX_CHANNELS). Pusher's code for a limit
   * reached is 4100, "over capacity"; 4302 would say the message was not understood. The socket is
   * not closed: a close in 4100–4199 makes pusher-js back off, reconnect and subscribe to the same
   * channels again, into the same refusal.
   */
  overCapacity: { code: 4100, message: 'Over capacity' },
  serverClosing: { code: 4200, message: 'Server closing' },
  pongNotReceived: { code: 4201, message: 'Pong reply not received' },
  clientEventsDisabled: { code: 4301, message: 'Client events are not enabled for this app' },
  badMessage: { code: 4302, message: 'Message not understood' },
} as const;

export type ProtocolError = (typeof ERRORS)[keyof typeof ERRORS];

/** The private channel of one user; laravel-echo's `private('App.Models.User.{id}')` names it. */
export const USER_CHANNEL_PREFIX = 'private-App.Models.User.';

export function userChannel(userId: number): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}

/** The user a private user channel belongs to, or undefined for any other name. */
export function userOfChannel(channel: string): number | undefined {
  return idOfChannel(USER_CHANNEL_PREFIX, channel);
}

/** The record id after `prefix` (`private-auction.12` → 12), or undefined when it is not one. */
export function idOfChannel(prefix: string, channel: string): number | undefined {
  if (!channel.startsWith(prefix)) return undefined;
  const id = channel.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : undefined;
}

/** The longest channel name a socket may name (Pusher's own limit is 164 characters). */
export const MAX_CHANNEL_NAME = 200;
/**
 * The channels one connection may hold. The browser holds the user's own, one auction's page, and
 * each card of the live auctions (up to 100, one page): twice that leaves room and still stops a
 * socket from holding thousands.
 */
export const MAX_CHANNELS = 200;
/** The largest frame a client may send (ws closes a larger one with 1009): subscriptions and pings are small. */
export const MAX_FRAME_BYTES = 16 * 1024;

const channelName = z.string().min(1).max(MAX_CHANNEL_NAME);
/** `data` as pusher-js sends it, an object, or as some clients do, that object as a JSON string. */
const dataOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? parseJson(value) : value), schema);
const noData = dataOf(z.object({})).optional();

/**
 * Every frame a client sends, read once: a JSON object whose `event` is one the protocol knows,
 * with the `data` that event carries. Client events (`client-…`) are known, to be refused as such
 * (4301); anything else is not understood (4302), never an exception.
 */
export const clientFrame = z
  .string()
  .max(MAX_FRAME_BYTES)
  .transform((text, context) => {
    const value = parseJson(text);
    if (value === undefined) {
      context.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
    return value;
  })
  .pipe(
    z.union([
      z.object({ event: z.literal('pusher:ping'), data: noData }),
      z.object({ event: z.literal('pusher:pong'), data: noData }),
      z.object({
        event: z.literal('pusher:subscribe'),
        data: dataOf(
          z.object({
            channel: channelName,
            auth: z.string().max(500).optional(),
            channel_data: z.string().max(MAX_FRAME_BYTES).optional(),
          }),
        ),
      }),
      z.object({ event: z.literal('pusher:unsubscribe'), data: dataOf(z.object({ channel: channelName })) }),
      z.object({ event: z.templateLiteral(['client-', z.string()]) }),
    ]),
  );
export type ClientFrame = z.output<typeof clientFrame>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `hex(HMAC-SHA256(secret, socket_id:channel_name))`, the private-channel signature. */
export function channelSignature(secret: string, socketId: string, channel: string): string {
  return crypto.createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

/** What `/broadcasting/auth` answers and `pusher:subscribe` carries: `key:signature`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${channelSignature(secret, socketId, channel)}`;
}

/** Compares in constant time, so a wrong signature tells nothing of the right one. */
export function isValidAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Pusher's socket ids: two decimal numbers; `/broadcasting/auth` refuses anything else. */
export const SOCKET_ID = /^\d{1,16}\.\d{1,16}$/;

export function newSocketId(): string {
  return `${crypto.randomInt(1, 2 ** 47)}.${crypto.randomInt(1, 2 ** 47)}`;
}

/** A server message; `data` travels as a JSON string, as Pusher sends it. */
export function encode(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined
      ? { event, data: JSON.stringify(data) }
      : { event, channel, data: JSON.stringify(data) },
  );
}

/** `pusher:error` carries its data as an object, not a string. */
export function encodeError(error: ProtocolError): string {
  return JSON.stringify({ event: 'pusher:error', data: { code: error.code, message: error.message } });
}
