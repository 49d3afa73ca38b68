import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@vitrina/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { TokenService } from '../src/lib/tokens';
import { buildRole, buildUser, disableUser, setUserRole, tokenFor } from './factories';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-processes';
import { openScratchPostgres, testEngine } from './test-database';

/**
 * Two API processes on one PostgreSQL database and one Redis, as a deployment that outgrew one
 * machine runs them: a change made through one is in force on the very next request to the other,
 * and a process that lost Redis does not serve from a cache that may have missed changes.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const secret = randomBytes(32).toString('hex');

let database: Database & { name: string };
let servers: ServerProcess[] = [];
let dataDir: string;
let context: { tokens: TokenService; database: Database };

const startServer = (databaseUrl: string) =>
  startServerProcess({ databaseUrl, redisUrl: redisUrl!, secret, dataDir });
const stopServer = stopServerProcess;

async function call(server: ServerProcess, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Every request to `server` until `status` answers, or what the last one answered. */
async function settleTo(server: ServerProcess, url: string, token: string, status: number) {
  let last = 0;
  for (let i = 0; i < 50 && last !== status; i++) {
    last = await call(server, 'GET', url, token);
    if (last !== status) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

const ROLES_URL = '/api/mi-vitrina/roles';
const PROFILE = '/api/mi-vitrina/auth/profile';

describe.runIf(testEngine() === 'postgres' && adminUrl && redisUrl)('two API processes', () => {
  let A: ServerProcess;
  let B: ServerProcess;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-processes-'));
    database = await openScratchPostgres(adminUrl!, { prefix: 'vitrina_processes', poolSize: 2 });
    await database.db.transaction((tx) => seedCatalogue(tx));
    context = { tokens: new TokenService(secret, 900), database };
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${database.name}`;
    servers = await Promise.all([startServer(databaseUrl.toString()), startServer(databaseUrl.toString())]);
    [A, B] = servers as [ServerProcess, ServerProcess];
    const admin = await buildUser(database.db, { role: ROLES.superadmin });
    adminToken = await tokenFor(context, admin.id);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A user whose role holds `read role`, already authorised (and so cached) by both processes. */
  async function reader() {
    const role = await buildRole(database.db, ['read role']);
    const user = await buildUser(database.db);
    await setUserRole(database.db, user.id, role.id);
    const token = await tokenFor(context, user.id);
    // Each process answers 200 once it is subscribed; then its cache holds this user.
    expect(await settleTo(A, ROLES_URL, token, 200)).toBe(200);
    expect(await settleTo(B, ROLES_URL, token, 200)).toBe(200);
    expect(await call(B, 'GET', ROLES_URL, token)).toBe(200);
    return { role, user, token };
  }

  it("takes a role's permission away in the other process on the next request", async () => {
    const { role, token } = await reader();
    expect(await call(A, 'PUT', `${ROLES_URL}/${role.id}/permissions`, adminToken, { permissions: [] })).toBe(
      200,
    );
    expect(await call(B, 'GET', ROLES_URL, token)).toBe(403);
    expect(await call(A, 'GET', ROLES_URL, token)).toBe(403);
  });

  it('refuses a user deactivated in the other process on the next request', async () => {
    const { user, token } = await reader();
    expect(await call(A, 'POST', `/api/mi-vitrina/users/${user.id}/deactivate`, adminToken)).toBe(200);
    expect(await call(B, 'GET', PROFILE, token)).toBe(401);
  });

  it('refuses a token signed out in the other process on the next request', async () => {
    const { token } = await reader();
    expect(await call(A, 'POST', '/api/mi-vitrina/auth/logout', token)).toBe(200);
    expect(await call(B, 'GET', PROFILE, token)).toBe(401);
  });

  it('counts a list again in the other process once a write through one changes it', async () => {
    const total = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/mi-vitrina/catalogs/brands?page=1&limit=5`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { meta: { total: number } }).meta.total;
    };
    const before = await total(B);
    expect(await total(B)).toBe(before);
    const name = `Marca ${randomBytes(3).toString('hex')}`;
    expect(await call(A, 'POST', '/api/mi-vitrina/catalogs/brands', adminToken, { name, active: true })).toBe(
      201,
    );
    expect(await total(B)).toBe(before + 1);
  });

  it('does not serve from its cache after losing Redis: a change it could not hear is in force', async () => {
    const { user, token } = await reader();
    const redis = new Redis(redisUrl!);
    try {
      // B's subscription is named after its process; cut exactly that connection.
      const clients = (await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
      const line = clients.split('\n').find((entry) => entry.includes(`name=vitrina:changes:${B.child.pid}`));
      expect(line).toBeDefined();
      const id = /\bid=(\d+)/.exec(line!)![1]!;
      await redis.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      redis.disconnect();
    }
    // Written straight into the database: no process publishes it.
    await disableUser(database.db, user.id);
    expect(await call(B, 'GET', PROFILE, token)).toBe(401);
  });
});
