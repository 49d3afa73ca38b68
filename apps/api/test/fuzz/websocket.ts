/**
 * Frames for the realtime websocket (`/app/{key}`): what a careless or hostile client sends
 * instead of pusher-js's, and a socket that reads what the server answers. What must hold: every
 * frame is answered as the protocol says (an error code the server sends, a subscription, a
 * pong), the socket keeps serving unless a frame was over the size limit, and the process lives.
 */
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from '../../src/realtime/protocol';
import { toJson } from './encode';
import { hostile } from './hostile';

const EVENTS = [
  'pusher:subscribe',
  'pusher:unsubscribe',
  'pusher:ping',
  'pusher:pong',
  'pusher:signin',
  'pusher:connection_established',
  'pusher_internal:subscription_succeeded',
  'client-typing',
  'client-',
  'App\\Events\\Anything',
  '',
];

/** Names a socket may try: the ones the server signs, others, and no name at all. */
const channel = (userId: number) =>
  fc.oneof(
    fc.constantFrom(
      `private-App.Models.User.${userId}`,
      'private-App.Models.User.1',
      'private-auction.1',
      'private-auction.0',
      'private-auction.99999999999',
      'presence-room',
      'auction.1',
      'news',
      '',
      'x'.repeat(201),
    ),
    fc.string({ maxLength: 30 }),
  );

/** `data` as an object, as that object's JSON text, or anything at all. */
const dataFor = (userId: number) => {
  const subscription = fc.record(
    {
      channel: fc.oneof(channel(userId), hostile),
      auth: fc.oneof(fc.constantFrom('vitrina:abc', `vitrina:${'0'.repeat(64)}`), hostile),
      channel_data: hostile,
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    { arbitrary: subscription, weight: 3 },
    { arbitrary: subscription.map((value) => toJson(value)), weight: 1 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
};

export type Frame = string | Buffer;

/** One frame: a protocol message with hostile parts, JSON that is none, or no JSON at all. */
export const frameArbitrary = (userId: number): fc.Arbitrary<Frame> =>
  fc.oneof(
    {
      arbitrary: fc
        .record(
          {
            event: fc.oneof(fc.constantFrom(...EVENTS), hostile),
            data: dataFor(userId),
            channel: channel(userId),
          },
          { requiredKeys: [] },
        )
        .map((message) => toJson(message)),
      weight: 6,
    },
    { arbitrary: hostile.map((value) => toJson(value)), weight: 2 },
    { arbitrary: fc.json({ maxDepth: 4 }), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'null',
        '42',
        '[]',
        '',
        '{',
        `${'['.repeat(6000)}${']'.repeat(6000)}`,
        `{"event":"pusher:ping","data":"${'a'.repeat(MAX_FRAME_BYTES)}"}`,
      ),
      weight: 1,
    },
    { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  );

/** What the server may answer a frame with: error codes it sends, and the events it delivers. */
export const ERROR_CODES = new Set([4009, 4100, 4301, 4302]);
const ANSWERS = new Set([
  'pusher:error',
  'pusher:pong',
  'pusher_internal:subscription_succeeded',
  'pusher:connection_established',
  'pusher:ping',
  'UpdatedPermissions',
  'FacebookLeadNotifications',
]);

export interface FuzzSocket {
  socket: WebSocket;
  messages: { event?: unknown; data?: unknown; channel?: unknown }[];
  /** The close code, once closed. */
  closed: () => number | undefined;
  socketId: string;
}

export async function openSocket(url: string): Promise<FuzzSocket> {
  const socket = new WebSocket(url);
  const messages: FuzzSocket['messages'] = [];
  let code: number | undefined;
  socket.on('close', (closeCode) => {
    code = closeCode;
  });
  const established = new Promise<string>((resolve, reject) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as FuzzSocket['messages'][number];
      messages.push(message);
      if (message.event === 'pusher:connection_established') {
        resolve((JSON.parse(message.data as string) as { socket_id: string }).socket_id);
      }
    });
    socket.once('error', reject);
  });
  return { socket, messages, closed: () => code, socketId: await established };
}

/** Sends a ping and waits for its pong (every earlier frame has been answered by then). */
export function pingPong(fuzz: FuzzSocket, within = 5_000): Promise<boolean> {
  const before = fuzz.messages.length;
  fuzz.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      if (fuzz.messages.slice(before).some((m) => m.event === 'pusher:pong')) resolve(true);
      else if (fuzz.closed() !== undefined || Date.now() - started > within) resolve(false);
      else setTimeout(poll, 2);
    };
    poll();
  });
}

/** Waits for the socket's close (a frame over the size limit), up to `within` ms. */
export function closing(fuzz: FuzzSocket, within = 2_000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      if (fuzz.closed() !== undefined || Date.now() - started > within) resolve(fuzz.closed());
      else setTimeout(poll, 2);
    };
    poll();
  });
}

/** What in the server's answers breaks the protocol. */
export function answerProblems(messages: FuzzSocket['messages']): string[] {
  const problems: string[] = [];
  for (const message of messages) {
    if (typeof message.event !== 'string' || !ANSWERS.has(message.event)) {
      problems.push(`unexpected message ${JSON.stringify(message).slice(0, 200)}`);
    } else if (message.event === 'pusher:error') {
      const code = (message.data as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'number' || !ERROR_CODES.has(code)) problems.push(`error code ${String(code)}`);
    }
  }
  return problems;
}
