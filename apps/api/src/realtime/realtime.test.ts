import { AUCTION_EVENTS, auctionChannel, ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildAgency } from '../../test/factories/agencies';
import { buildAuction } from '../../test/factories/auctions';
import { buildFbNotification } from '../../test/factories/notifications';
import { buildPackage } from '../../test/factories/packages';
import { buildRole, setUserRole } from '../../test/factories/roles';
import { grantUserPermission } from '../../test/factories/users';
import { signIn } from '../../test/kits/sessions';
import { buildApp } from '../app';
import { agencies } from '../db/schema';
import { channelAuth, MAX_CHANNELS, userChannel } from './protocol';

/**
 * The Pusher protocol as the real pusher-js client speaks it, against the real server: connect,
 * authorise, subscribe, receive, ping/pong, refusals, and a restart the client survives.
 * Every wait is for what the client sees, with a generous limit, never a fixed time.
 */
const WAIT = 20_000;

let t: TestApp;
let port: number;
const clients: Pusher[] = [];

beforeAll(async () => {
  // A short activity timeout, so the client's pings and the server's idle check happen in the test.
  t = await buildTestApp({ REALTIME_ACTIVITY_TIMEOUT: '1', REALTIME_PONG_TIMEOUT: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function until<T>(what: string, check: (resolve: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`waited ${WAIT} ms for ${what}`)), WAIT);
    check((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** pusher-js as the browser configures it, authorising through the real /broadcasting/auth. */
function client(token: string, key = t.config.realtime.key): Pusher {
  const pusher = new Pusher(key, {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  clients.push(pusher);
  return pusher;
}

function connected(pusher: Pusher): Promise<void> {
  return until('the connection', (resolve) => {
    if (pusher.connection.state === 'connected') resolve();
    pusher.connection.bind('connected', () => resolve());
  });
}

/** Every event of a channel as it arrives, and a wait for the next one matching. */
function events(pusher: Pusher, channel: string) {
  const seen: { event: string; data: Record<string, unknown> }[] = [];
  const waiting: {
    match: (e: (typeof seen)[number]) => boolean;
    resolve: (e: (typeof seen)[number]) => void;
  }[] = [];
  const subscription = pusher.subscribe(channel);
  subscription.bind_global((event: string, data: Record<string, unknown>) => {
    const entry = { event, data };
    seen.push(entry);
    for (const waiter of [...waiting]) {
      if (waiter.match(entry)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
    }
  });
  return {
    subscription,
    next(what: string, match: (e: (typeof seen)[number]) => boolean, from = 0) {
      return until<(typeof seen)[number]>(what, (resolve) => {
        const found = seen.slice(from).find(match);
        if (found) resolve(found);
        else waiting.push({ match, resolve });
      });
    },
    get count() {
      return seen.length;
    },
  };
}

function raw(
  path: string,
): Promise<{ socket: WebSocket; messages: Record<string, unknown>[]; closed: Promise<number> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const messages: Record<string, unknown>[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

async function nextMessage(messages: Record<string, unknown>[], event: string) {
  return until<Record<string, unknown>>(event, (resolve) => {
    const poll = () => {
      const found = messages.find((message) => message.event === event);
      if (found) resolve(found);
      else setTimeout(poll, 20);
    };
    poll();
  });
}

describe('signature', () => {
  it("matches Pusher's reference vector", () => {
    expect(channelAuth('278d425bdf160c739803', '7ad3773142a6692b25b8', '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });
});

describe('/broadcasting/auth', () => {
  const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
  const post = (payload: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it("signs the user's own private channel, form-encoded as laravel-echo sends it", async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const channel = userChannel(me.user.id);
    const response = await post(form({ socket_id: '123.456', channel_name: channel }), me.headers);
    expect(response.statusCode).toBe(200);
    const { key, secret } = t.context.realtime.options;
    expect(response.json()).toEqual({ auth: channelAuth(key, secret, '123.456', channel) });
  });

  it("refuses another user's channel and any other channel (403), and a request without a token (401)", async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const other = await signIn(t, { role: ROLES.advisor });
    for (const channel of [userChannel(other.user.id), 'private-anything', `${userChannel(me.user.id)}0`]) {
      expect((await post(form({ socket_id: '1.2', channel_name: channel }), me.headers)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await post(form({ socket_id: '1.2', channel_name: userChannel(me.user.id) }), {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a socket id that is not one', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const response = await post(form({ socket_id: 'x', channel_name: userChannel(me.user.id) }), me.headers);
    expect(response.statusCode).toBe(422);
  });
});

describe('the protocol with pusher-js', () => {
  it('connects with a socket id, subscribes to the own channel and receives UpdatedPermissions', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const pusher = client(me.token);
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const channel = events(pusher, userChannel(me.user.id));
    await channel.next('subscription', (e) => e.event === 'pusher:subscription_succeeded');
    // On subscribing, the channel says where the user stands.
    const first = await channel.next('the current permissions', (e) => e.event === 'UpdatedPermissions');
    expect(first.data.permissions).not.toContain('read role');

    const from = channel.count;
    await grantUserPermission(t.context.database.db, me.user.id, 'read role');
    const updated = await channel.next('the new permission', (e) => e.event === 'UpdatedPermissions', from);
    expect(updated.data.permissions).toContain('read role');
  });

  it("tells every signed-in user of a role when the role's permissions change, and a user whose role changes", async () => {
    const db = t.context.database.db;
    const role = await buildRole(db, ['read role']);
    const first = await signIn(t, { role: ROLES.advisor });
    const second = await signIn(t, { role: ROLES.advisor });
    await setUserRole(db, first.user.id, role.id);
    await setUserRole(db, second.user.id, role.id);
    const channels = await Promise.all(
      [first, second].map(async (who) => {
        const channel = events(client(who.token), userChannel(who.user.id));
        await channel.next('the current permissions', (e) => e.event === 'UpdatedPermissions');
        return channel;
      }),
    );
    const admin = await signIn(t, 'admin');
    const marks = channels.map((channel) => channel.count);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/mi-vitrina/roles/${role.id}/permissions`,
      headers: admin.headers,
      payload: { permissions: [] },
    });
    expect(saved.statusCode).toBe(200);
    for (const [index, channel] of channels.entries()) {
      const event = await channel.next(
        'the role without its permission',
        (e) => e.event === 'UpdatedPermissions' && !(e.data.permissions as string[]).includes('read role'),
        marks[index],
      );
      expect(event.data.permissions).toEqual([]);
    }
  });

  it("tells a user whose role changes the new role's permissions", async () => {
    const db = t.context.database.db;
    const me = await signIn(t, { role: ROLES.advisor });
    const channel = events(client(me.token), userChannel(me.user.id));
    const first = await channel.next('the current permissions', (e) => e.event === 'UpdatedPermissions');
    expect(first.data.permissions).not.toContain('read role');
    const from = channel.count;
    const role = await buildRole(db, ['read role']);
    await setUserRole(db, me.user.id, role.id);
    const updated = await channel.next('the new role', (e) => e.event === 'UpdatedPermissions', from);
    expect(updated.data.permissions).toEqual(['read role']);
  });

  it("tells a dealership's users when its package changes (the agencies' package permissions)", async () => {
    const db = t.context.database.db;
    const agency = await buildAgency(db, { packageName: null });
    const me = await signIn(t, { role: ROLES.manager, agencies: [agency.id] });
    const channel = events(client(me.token), userChannel(me.user.id));
    const first = await channel.next('the current state', (e) => e.event === 'UpdatedPermissions');
    expect(first.data.agencies).toMatchObject([{ id: agency.id, permissions_for_package: [] }]);
    const from = channel.count;
    const pkg = await buildPackage(db, { permissions: ['view auctions'] });
    await db.update(agencies).set({ package_id: pkg.id }).where(eq(agencies.id, agency.id));
    const updated = await channel.next('the new package', (e) => e.event === 'UpdatedPermissions', from);
    expect(updated.data.agencies).toMatchObject([
      { id: agency.id, permissions_for_package: ['view auctions'] },
    ]);
  });

  it('shows a new Facebook lead notification live, and drops it once read', async () => {
    const db = t.context.database.db;
    const agency = await buildAgency(db);
    const me = await signIn(t, { role: ROLES.manager, agencies: [agency.id] });
    const channel = events(client(me.token), userChannel(me.user.id));
    const first = await channel.next('the bell', (e) => e.event === 'FacebookLeadNotifications');
    expect(first.data.fb_lead_notifications).toEqual([]);
    let from = channel.count;
    const notification = await buildFbNotification(db, me.user.id, agency.id);
    const arrived = await channel.next(
      'the new notification',
      (e) => e.event === 'FacebookLeadNotifications',
      from,
    );
    expect((arrived.data.fb_lead_notifications as { id: number }[]).map((n) => n.id)).toEqual([
      notification.id,
    ]);

    from = channel.count;
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/${notification.id}/read`,
      headers: me.headers,
    });
    expect(read.statusCode).toBe(200);
    const after = await channel.next(
      'the bell emptied',
      (e) => e.event === 'FacebookLeadNotifications',
      from,
    );
    expect(after.data.fb_lead_notifications).toEqual([]);
  });

  it('answers the client’s ping with a pong', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const pusher = client(me.token);
    await connected(pusher);
    // The server announced a 1 s activity timeout: the silent client pings and hears the pong.
    await until('a pong', (resolve) => {
      pusher.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:pong') resolve(undefined);
      });
    });
    expect(pusher.connection.state).toBe('connected');
  });

  it('reports 4009 for a subscription whose signature is wrong', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const pusher = new Pusher(t.config.realtime.key, {
      cluster: 'us2',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: (_params, callback) =>
          callback(null, { auth: `${t.config.realtime.key}:${'0'.repeat(64)}` }),
      },
    });
    clients.push(pusher);
    const error = until<{ data?: { code?: number } }>('the error', (resolve) =>
      pusher.connection.bind('error', (e: { data?: { code?: number } }) => resolve(e)),
    );
    pusher.subscribe(userChannel(me.user.id));
    expect((await error).data?.code).toBe(4009);
  });

  it('refuses an unknown app with 4001, and pusher-js does not retry', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const pusher = client(me.token, 'no-such-app');
    const error = await until<{ error?: { data?: { code?: number } } }>('the refusal', (resolve) =>
      pusher.connection.bind('error', (e: { error?: { data?: { code?: number } } }) => resolve(e)),
    );
    expect(error.error?.data?.code).toBe(4001);
    await until('the client to give up', (resolve) => {
      if (pusher.connection.state !== 'connecting') resolve(undefined);
      pusher.connection.bind('state_change', () => {
        if (pusher.connection.state !== 'connecting') resolve(undefined);
      });
    });
    expect(pusher.connection.state).not.toBe('connected');
  });

  it('refuses a subscription of a raw socket without a signature, and closes a silent one with 4201', async () => {
    const { socket, messages, closed } = await raw(
      `/app/${t.config.realtime.key}?protocol=7&client=js&version=8.6.0`,
    );
    const established = await nextMessage(messages, 'pusher:connection_established');
    expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 1 });
    socket.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-App.Models.User.1' } }),
    );
    const error = await nextMessage(messages, 'pusher:error');
    expect(error.data).toEqual({ code: 4009, message: 'Connection not authorized.' });
    // It never answers the server's ping.
    await nextMessage(messages, 'pusher:ping');
    expect(await closed).toBe(4201);
  });

  it('refuses an unsupported protocol version with 4007', async () => {
    const { messages, closed } = await raw(`/app/${t.config.realtime.key}?protocol=5`);
    expect(await closed).toBe(4007);
    expect(messages[0]).toMatchObject({ event: 'pusher:error', data: { code: 4007 } });
  });
});

describe('frames a client should not send', () => {
  const app = () => `/app/${t.config.realtime.key}?protocol=7`;

  /** Sends one frame and answers the next message the server sends. */
  async function answer(
    socket: WebSocket,
    messages: Record<string, unknown>[],
    frame: string | Buffer,
  ): Promise<Record<string, unknown>> {
    const before = messages.length;
    socket.send(frame, { binary: Buffer.isBuffer(frame) });
    return until(`the answer to ${String(frame).slice(0, 40)}`, (resolve) => {
      const poll = () => (messages.length > before ? resolve(messages[before]!) : setTimeout(poll, 5));
      poll();
    });
  }

  async function stillServing(socket: WebSocket, messages: Record<string, unknown>[]) {
    expect(await answer(socket, messages, JSON.stringify({ event: 'pusher:ping', data: {} }))).toMatchObject({
      event: 'pusher:pong',
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }

  it('answers 4302 to anything that is not a known event with its data, and keeps serving the socket', async () => {
    const { socket, messages } = await raw(app());
    await nextMessage(messages, 'pusher:connection_established');
    const frames = [
      'null',
      '42',
      '[]',
      '"pusher:ping"',
      'true',
      'not json',
      '',
      '{}',
      '{"event":5}',
      '{"event":null,"data":{}}',
      '{"event":"pusher:subscribe","data":null}',
      '{"event":"pusher:subscribe","data":"null"}',
      '{"event":"pusher:subscribe","data":"{"}',
      '{"event":"pusher:subscribe"}',
      '{"event":"pusher:subscribe","data":{"channel":5}}',
      '{"event":"pusher:subscribe","data":{"channel":["a"]}}',
      '{"event":"pusher:subscribe","data":{"channel":""}}',
      `{"event":"pusher:subscribe","data":{"channel":"${'a'.repeat(201)}"}}`,
      '{"event":"pusher:subscribe","data":{"channel":"private-x","auth":{}}}',
      '{"event":"pusher:unsubscribe","data":null}',
      '{"event":"pusher:unsubscribe","data":[]}',
      '{"event":"pusher:ping","data":null}',
      '{"event":"pusher:ping","data":7}',
      '{"event":"pusher:signin","data":{}}',
      '{"event":"no-such-event","data":{}}',
      '{"__proto__":{"event":"pusher:ping"}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      Buffer.from([0, 1, 2, 255]),
    ];
    for (const frame of frames) {
      expect(await answer(socket, messages, frame), String(frame).slice(0, 60)).toEqual({
        event: 'pusher:error',
        data: { code: 4302, message: 'Message not understood' },
      });
    }
    expect(await answer(socket, messages, '{"event":"client-typing","channel":"x","data":{}}')).toMatchObject(
      {
        data: { code: 4301 },
      },
    );
    await stillServing(socket, messages);
    // The data of an event may travel as a JSON string, as some clients send it.
    expect(
      await answer(
        socket,
        messages,
        JSON.stringify({ event: 'pusher:subscribe', data: '{"channel":"news"}' }),
      ),
    ).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'news' });
    socket.close();
  });

  it('closes a frame over the size limit without ending anything else', async () => {
    const { socket, messages, closed } = await raw(app());
    await nextMessage(messages, 'pusher:connection_established');
    socket.send(JSON.stringify({ event: 'pusher:ping', data: { x: 'a'.repeat(20_000) } }));
    expect(await closed).toBe(1009);
    const other = await raw(app());
    await nextMessage(other.messages, 'pusher:connection_established');
    await stillServing(other.socket, other.messages);
    other.socket.close();
  });

  it('refuses an app key that does not decode as an unknown app (4001)', async () => {
    const { closed } = await raw('/app/%E0%A4?protocol=7');
    expect(await closed).toBe(4001);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it(`holds at most ${MAX_CHANNELS} channels per socket: one more answers 4100, the rest keep working`, async () => {
    const { socket, messages } = await raw(app());
    await nextMessage(messages, 'pusher:connection_established');
    for (let i = 0; i < MAX_CHANNELS; i++) {
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `news-${i}` } }));
    }
    await until('every subscription', (resolve) => {
      const poll = () =>
        messages.filter((m) => m.event === 'pusher_internal:subscription_succeeded').length === MAX_CHANNELS
          ? resolve(undefined)
          : setTimeout(poll, 10);
      poll();
    });
    const over = JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'one-too-many' } });
    expect(await answer(socket, messages, over)).toEqual({
      event: 'pusher:error',
      data: { code: 4100, message: 'Over capacity' },
    });
    // Subscribing again to a channel it holds is no new one; leaving one makes room.
    const again = JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news-0' } });
    expect(await answer(socket, messages, again)).toMatchObject({ channel: 'news-0' });
    socket.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: 'news-0' } }));
    expect(await answer(socket, messages, over)).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'one-too-many',
    });
    t.context.realtime.publish('news-1', 'Hello', { n: 1 });
    await until('the event', (resolve) => {
      const poll = () =>
        messages.some((m) => m.event === 'Hello') ? resolve(undefined) : setTimeout(poll, 10);
      poll();
    });
    socket.close();
  });

  it('logs a failure inside a socket’s handler, and the process, the socket and the others serve on', async () => {
    const joined = vi.spyOn(t.context.realtime.users, 'joined').mockImplementation(() => {
      throw new Error('a bug in a handler');
    });
    const me = await signIn(t, { role: ROLES.advisor });
    const { socket, messages } = await raw(app());
    const established = await nextMessage(messages, 'pusher:connection_established');
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const channel = userChannel(me.user.id);
    const { key, secret } = t.context.realtime.options;
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: channelAuth(key, secret, socketId, channel) },
      }),
    );
    await nextMessage(messages, 'pusher_internal:subscription_succeeded');
    await until('the handler to run', (resolve) => {
      const poll = () => (joined.mock.calls.length > 0 ? resolve(undefined) : setTimeout(poll, 10));
      poll();
    });
    await stillServing(socket, messages);
    socket.close();
  });
});

describe("an auction's channel", () => {
  const form = (channel: string) =>
    new URLSearchParams({ socket_id: '123.456', channel_name: channel }).toString();
  const authorise = (channel: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: form(channel),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('is private: a socket without a signature is refused (4009)', async () => {
    const auction = await buildAuction(t.context.database.db);
    expect(auctionChannel(auction.id)).toBe(`private-auction.${auction.id}`);
    const { socket, messages } = await raw(`/app/${t.config.realtime.key}?protocol=7`);
    await nextMessage(messages, 'pusher:connection_established');
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: auctionChannel(auction.id) } }));
    expect((await nextMessage(messages, 'pusher:error')).data).toMatchObject({ code: 4009 });
    socket.close();
  });

  it('is signed for whom may read the auction over HTTP: the auctions package, or an administrator', async () => {
    const db = t.context.database.db;
    const auction = await buildAuction(db);
    const channel = auctionChannel(auction.id);
    const withPackage = await buildAgency(db);
    const withoutPackage = await buildAgency(db, { packageName: null });
    const bidder = await signIn(t, { role: ROLES.manager, agencies: [withPackage.id] });
    const outsider = await signIn(t, { role: ROLES.manager, agencies: [withoutPackage.id] });
    const nobody = await signIn(t, { role: ROLES.manager });
    const admin = await signIn(t, 'admin');
    const http = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/mi-vitrina/active-auctions/${auction.id}`,
          headers,
        })
      ).statusCode;
    for (const [who, status] of [
      [bidder.headers, 200],
      [admin.headers, 200],
      [outsider.headers, 403],
      [nobody.headers, 403],
    ] as const) {
      expect(await http(who)).toBe(status);
      expect((await authorise(channel, who)).statusCode).toBe(status);
    }
    expect((await authorise(channel, {})).statusCode).toBe(401);
    const signed = await authorise(channel, bidder.headers);
    const { key, secret } = t.context.realtime.options;
    expect(signed.json()).toEqual({ auth: channelAuth(key, secret, '123.456', channel) });
    // Only auctions' channels: no other name under the same prefix.
    expect((await authorise(`${channel}x`, admin.headers)).statusCode).toBe(403);
  });

  it("carries an accepted bid to a bidder's pusher-js, through /broadcasting/auth", async () => {
    const db = t.context.database.db;
    const auction = await buildAuction(db);
    const agency = await buildAgency(db);
    const bidder = await signIn(t, { role: ROLES.manager, agencies: [agency.id] });
    const channel = events(client(bidder.token), auctionChannel(auction.id));
    await channel.next('subscription', (e) => e.event === 'pusher:subscription_succeeded');
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/mi-vitrina/active-auctions/${auction.id}/bids`,
      headers: bidder.headers,
      payload: { agency_id: agency.id, amount: 50_000 },
    });
    expect(placed.statusCode).toBe(201);
    const bid = await channel.next('the bid', (e) => e.event === AUCTION_EVENTS.bid);
    expect(bid.data).toMatchObject({ auction_id: auction.id, current_amount: 50_000 });
  });
});

describe('a server restart', () => {
  it('closes with 4200, and the client reconnects and subscribes again on its own', async () => {
    const me = await signIn(t, { role: ROLES.advisor });
    const pusher = client(me.token);
    const channel = events(pusher, userChannel(me.user.id));
    await channel.next('the current permissions', (e) => e.event === 'UpdatedPermissions');
    const firstSocket = pusher.connection.socket_id;

    await t.app.close();
    const second = await buildApp(t.config, { database: t.context.database, logger: false });
    try {
      await second.app.listen({ port, host: '127.0.0.1' });
      const from = channel.count;
      // Subscribed again through the new server: it sends the user's state on subscribing.
      await channel.next('the state from the new server', (e) => e.event === 'UpdatedPermissions', from);
      expect(pusher.connection.socket_id).not.toBe(firstSocket);

      const next = channel.count;
      await grantUserPermission(second.context.database.db, me.user.id, 'read role');
      const updated = await channel.next(
        'a change after the restart',
        (e) => e.event === 'UpdatedPermissions',
        next,
      );
      expect(updated.data.permissions).toContain('read role');
    } finally {
      for (const each of clients) each.disconnect();
      await second.close();
    }
  });
});
