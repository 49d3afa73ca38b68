/**
 * `npm start` as a person or a process manager runs it, and stops it: Ctrl-C sends SIGINT to the
 * whole terminal's process group, a service manager or a container runtime sends SIGTERM to the
 * process it started, which is npm. npm forwards the signal to its script's shell; the script
 * `exec`s node so that the signal reaches the server, which finishes its requests and exits.
 * In the e2e project because the global setup has built the web application that `npm start` serves.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  // Its own process group, so that a server left behind by a failed stop goes with npm.
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm start` on the embedded database in `dataDir`, answered once it says where it serves. */
async function npmStart(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
  });
  return { child, url };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

it('stops the server when npm start receives SIGTERM or SIGINT', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-start-'));
  folders.push(dataDir);
  // The first start migrates the empty database; the second starts on what the first closed.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const { child, url } = await npmStart(dataDir);
    expect(await answers(url)).toBe(true);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    // npm waits for its script, so its exit means the server has closed; then nothing answers.
    expect(await exited, signal).toBe(0);
    expect(await answers(url), signal).toBe(false);
  }
});
