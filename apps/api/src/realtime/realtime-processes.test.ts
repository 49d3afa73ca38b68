import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/shared';
import { Redis } from 'ioredis';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRole, buildUser, setUserRole, tokenFor } from '../../test/factories';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test/server-processes';
import { openScratchPostgres, testEngine } from '../../test/test-database';
import type { Database } from '../db/client';
import { seedCatalogue } from '../db/seed/catalogue';
import { ChangeBus } from '../lib/change-bus';
import { TokenService } from '../lib/tokens';
import { userChannel } from './protocol';
import { Realtime } from './realtime';

/**
 * Several API processes on one PostgreSQL database and one Redis: an event that concerns a socket
 * held by another process reaches it through Redis. Two real servers (`node server.ts`), a
 * pusher-js client on each; then two realtime services in this process, one publishing.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const secret = randomBytes(32).toString('hex');
const WAIT = 30_000;

let database: Database & { name: string };
let dataDir: string;
let servers: ServerProcess[] = [];
const clients: Pusher[] = [];

const startServer = (databaseUrl: string) =>
  startServerProcess({ databaseUrl, redisUrl: redisUrl!, secret, dataDir });
const stopServer = stopServerProcess;

/** pusher-js as the browser sets it up, against one process; public channels need no token. */
function client(port: number, token?: string): Pusher {
  const pusher = new Pusher('vitrina', {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  });
  clients.push(pusher);
  return pusher;
}

/** Resolves with the first `event` on `channel` whose data passes `match`. */
function receive(
  pusher: Pusher,
  channel: string,
  event: string,
  match: (data: Record<string, unknown>) => boolean = () => true,
): { subscribed: Promise<void>; received: Promise<Record<string, unknown>> } {
  const subscription = pusher.channel(channel) ?? pusher.subscribe(channel);
  const subscribed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not subscribed to ${channel}`)), WAIT);
    if (subscription.subscribed) {
      clearTimeout(timer);
      resolve();
    }
    subscription.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const received = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`waited ${WAIT} ms for ${event} on ${channel}`)), WAIT);
    const handler = (data: Record<string, unknown>) => {
      if (!match(data)) return;
      clearTimeout(timer);
      subscription.unbind(event, handler);
      resolve(data);
    };
    subscription.bind(event, handler);
  });
  return { subscribed, received };
}

describe.runIf(testEngine() === 'postgres' && adminUrl && redisUrl)('realtime across API processes', () => {
  let context: { tokens: TokenService; database: Database };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-realtime-processes-'));
    database = await openScratchPostgres(adminUrl!, { prefix: 'vitrina_realtime', poolSize: 2 });
    await database.db.transaction((tx) => seedCatalogue(tx));
    context = { tokens: new TokenService(secret, 900), database };
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${database.name}`;
    servers = await Promise.all([startServer(databaseUrl.toString()), startServer(databaseUrl.toString())]);
  }, 120_000);

  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await Promise.all(servers.map(stopServer));
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("tells the role's users on both processes when its permissions change through one", async () => {
    const [A, B] = servers as [ServerProcess, ServerProcess];
    const db = database.db;
    const role = await buildRole(db, ['read role']);
    const onA = await buildUser(db);
    const onB = await buildUser(db);
    await setUserRole(db, onA.id, role.id);
    await setUserRole(db, onB.id, role.id);
    const admin = await buildUser(db, { role: ROLES.superadmin });
    const adminToken = await tokenFor(context, admin.id);

    const withoutReadRole = (data: Record<string, unknown>) =>
      Array.isArray(data.permissions) && !data.permissions.includes('read role');
    const watchers = [
      { server: A, user: onA },
      { server: B, user: onB },
    ].map(async ({ server, user }) => {
      const token = await tokenFor(context, user.id);
      const pusher = client(server.port, token);
      // The state on subscribing still has the permission: the change is what removes it.
      const current = receive(pusher, userChannel(user.id), 'UpdatedPermissions');
      await current.subscribed;
      expect((await current.received).permissions).toContain('read role');
      // Wrapped: an async function's promise would wait for the change it is about to see.
      return {
        change: receive(pusher, userChannel(user.id), 'UpdatedPermissions', withoutReadRole).received,
      };
    });
    const changed = (await Promise.all(watchers)).map((watcher) => watcher.change);

    // Written through A only: B hears of it from Redis.
    const response = await fetch(`${A.url}/api/mi-vitrina/roles/${role.id}/permissions`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permissions: [] }),
    });
    expect(response.status).toBe(200);
    const [onAEvent, onBEvent] = await Promise.all(changed);
    expect(onAEvent!.permissions).toEqual([]);
    expect(onBEvent!.permissions).toEqual([]);
  });

  it("delivers an event published in one process to a socket held by another (the change bus's Redis)", async () => {
    const services = [0, 1].map(() => {
      const server = http.createServer();
      const realtime = new Realtime(
        database.db,
        { key: 'vitrina', secret, activityTimeout: 120, pongTimeout: 30 },
        silentLog,
      );
      realtime.attach(server);
      // Trusted means subscribed: an event published before that would reach no one.
      let ready!: () => void;
      const subscribed = new Promise<void>((resolve) => {
        ready = resolve;
      });
      const listener = { apply() {}, trust: (trusted: boolean) => trusted && ready() };
      const bus = new ChangeBus(redisUrl!, [realtime.users, listener], silentLog, (broadcast) =>
        realtime.receive(broadcast),
      );
      realtime.useBus(bus);
      return { server, realtime, bus, subscribed };
    });
    try {
      const ports = await Promise.all(
        services.map(
          ({ server }) =>
            new Promise<number>((resolve) =>
              server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
            ),
        ),
      );
      const channel = `news.${randomBytes(4).toString('hex')}`;
      const listeners = ports.map((port) => client(port));
      const deliveries = listeners.map((pusher) => receive(pusher, channel, 'BidPlaced'));
      await Promise.all(deliveries.map((delivery) => delivery.subscribed));
      await Promise.all(services.map((service) => service.subscribed));

      services[0]!.realtime.publish(channel, 'BidPlaced', { amount_cents: 12_500_000 });
      const received = await Promise.all(deliveries.map((delivery) => delivery.received));
      expect(received).toEqual([{ amount_cents: 12_500_000 }, { amount_cents: 12_500_000 }]);
    } finally {
      // Gone before the servers close, or they would reconnect to them (4200).
      for (const pusher of clients) pusher.disconnect();
      for (const { server, realtime, bus } of services) {
        await realtime.close();
        await bus.close();
        server.close();
      }
    }
  });

  it('logs a Redis message that is not one of ours, and the bus and the process carry on', async () => {
    const failures: string[] = [];
    const log = {
      ...silentLog,
      error: (_details: unknown, message: string) => void failures.push(message),
    } as unknown as typeof silentLog;
    const applied: string[][] = [];
    let ready!: () => void;
    const subscribed = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const listener = {
      apply: (changes: readonly string[]) => applied.push([...changes]),
      trust: (trusted: boolean) => trusted && ready(),
    };
    const realtime = new Realtime(
      database.db,
      { key: 'vitrina', secret, activityTimeout: 120, pongTimeout: 30 },
      silentLog,
    );
    const bus = new ChangeBus(redisUrl!, [listener], log, (broadcast) => realtime.receive(broadcast));
    const publisher = new Redis(redisUrl!);
    try {
      await subscribed;
      // Not JSON, JSON of nothing, and a broadcast without its event: each threw in the handler of
      // the Redis connection, which ended the process.
      await publisher.publish('vitrina:changes', 'not json');
      await publisher.publish('vitrina:changes', 'null');
      await publisher.publish('vitrina:realtime', '{"origin":"elsewhere"}');
      await publisher.publish(
        'vitrina:changes',
        JSON.stringify({ origin: 'elsewhere', changes: ['table:x'] }),
      );
      await expect.poll(() => applied, { timeout: WAIT }).toEqual([['table:x']]);
      expect(failures).toEqual(Array(3).fill('database changes: a message failed'));
    } finally {
      publisher.disconnect();
      await bus.close();
      await realtime.close();
    }
  });
});

const silentLog = {
  warn() {},
  info() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
  silent() {},
} as unknown as ConstructorParameters<typeof ChangeBus>[2];
