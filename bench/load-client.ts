/** Runs bench/load.mjs (autocannon) in a child process, so the server keeps its event loop to itself. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Load {
  requestsPerSecond: number;
  requestsTotal: number;
  latencyP50: number;
  latencyP99: number;
  latencyAverage: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export function load(url: string, token: string, seconds: number, connections: number): Promise<Load> {
  const options = JSON.stringify({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(here, 'load.mjs'), options],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          // Not error.message: it repeats the command line, token included.
          const how = error.signal ? `signal ${error.signal}` : `exit ${error.code}`;
          reject(new Error(`autocannon stopped (${how})${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as Load);
        } catch {
          reject(new Error(`autocannon printed no result: ${stdout}${stderr}`));
        }
      },
    );
  });
}
