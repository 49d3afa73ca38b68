import crypto from 'node:crypto';

/**
 * The Pusher Channels protocol, version 7, as the real pusher-js and laravel-echo clients speak it
 * (../shared/REFERENCES.md): the error codes we send, the private-channel signature and the one
 * channel per user that Vitrina serves.
 */
export const PROTOCOL_VERSION = 7;

/**
 * pusher-js acts on the close code's range: 4001–4099 never reconnect, 4100–4199 back off,
 * 4200–4299 reconnect at once.
 */
export const ERRORS = {
  unknownApp: { code: 4001, message: 'Application does not exist' },
  unsupportedProtocol: { code: 4007, message: 'Unsupported protocol version' },
  notAuthorized: { code: 4009, message: 'Connection not authorized.' },
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
  if (!channel.startsWith(USER_CHANNEL_PREFIX)) return undefined;
  const id = channel.slice(USER_CHANNEL_PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
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
