/**
 * `node server.ts` as `npm start` runs it, for the tests of several API processes on one
 * PostgreSQL database and one Redis (principal-processes.test.ts, realtime-processes.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
