/**
 * `node server.ts` as `npm start` runs it, for the tests of several API processes on one
 * PostgreSQL database and one Redis (principal-processes.test.ts, realtime-processes.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { openScratchPostgres } from './test-database';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
}

export interface ServerSettings {
  databaseUrl: string;
  redisUrl: string;
  /** The token secret every process of a deployment shares. */
  secret: string;
  dataDir: string;
  /** More of the process's environment (a job's sweep interval, say). */
  env?: Record<string, string>;
}

/** A server process, answered once it says where it serves; its exit before that rejects. */
export function startServerProcess(settings: ServerSettings): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      JWT_SECRET: settings.secret,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: settings.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, port: Number(new URL(match[1]!).port), child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** Stops a server as a deployment does (SIGINT), once it has exited. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGINT');
  await exited;
}

/**
 * A deployment for the tests of a job that every process runs (the SLA job, the auction closer):
 * a scratch PostgreSQL database with the catalogue, one data folder, and the server processes
 * started on it; `close` stops them and drops the database.
 */
export interface ProcessDeployment {
  database: Database & { name: string };
  /** Starts one more process (each with its own token secret). */
  start(): Promise<ServerProcess>;
  /** Stops every process started so far. */
  stopAll(): Promise<void>;
  close(): Promise<void>;
}

export async function openProcessDeployment(settings: {
  adminUrl: string;
  redisUrl: string;
  prefix: string;
  /**
   * Every process's own settings (a job's sweep interval). Given here, not through the test's
   * `process.env`: the runner puts the environment back before each test (`unstubEnvs`), so a
   * variable stubbed in `beforeAll` had gone by the time a test started the processes, and they
   * swept at the default interval (the SLA job every 30 s: each test waited out its 30 s).
   */
  env?: Record<string, string>;
}): Promise<ProcessDeployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${settings.prefix}-`));
  const database = await openScratchPostgres(settings.adminUrl, { prefix: settings.prefix, poolSize: 2 });
  await database.db.transaction((tx) => seedCatalogue(tx));
  const url = new URL(settings.adminUrl);
  url.pathname = `/${database.name}`;
  const databaseUrl = url.toString();
  let servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stopServerProcess));
    servers = [];
  };
  return {
    database,
    async start() {
      const server = await startServerProcess({
        databaseUrl,
        redisUrl: settings.redisUrl,
        secret: randomBytes(32).toString('hex'),
        dataDir,
        ...(settings.env ? { env: settings.env } : {}),
      });
      servers.push(server);
      return server;
    },
    stopAll,
    async close() {
      await stopAll();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `done` says so, reading every 100 ms for at most 30 s (the caller asserts after). */
export async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Long enough for every process to sweep several more times (their sweeps every 100 ms). */
export const severalSweeps = () => new Promise((resolve) => setTimeout(resolve, 1_000));
