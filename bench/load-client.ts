/**
 * The load generators, each in a child process so the server keeps its event loop to itself:
 * bench/load.mjs (autocannon), bench/prober.mjs (a health prober) and bench/downloader.mjs.
 * Also how their figures are printed and checked.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
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

/** Latencies of GET requests sent at a steady rate, whatever the answers' delay (bench/prober.mjs). */
export interface Probe {
  requests: number;
  failed: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
}

/** Downloads one after the other until the time is up (bench/downloader.mjs). */
export interface Downloads {
  completed: number;
  /** Whether a download was still running when the time was up (it is then cut off). */
  cutOff: boolean;
  bytes: number;
  secondsEach: number[];
  failed: string[];
}

/** Runs `script` with `options` as its JSON argument; its last stdout line is the JSON result. */
function child<T>(script: string, options: object): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(here, script), JSON.stringify(options)],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          // Not error.message: it repeats the command line, token included.
          const how = error.signal ? `signal ${error.signal}` : `exit ${error.code}`;
          reject(new Error(`${script} stopped (${how})${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as T);
        } catch {
          reject(new Error(`${script} printed no result: ${stdout}${stderr}`));
        }
      },
    );
  });
}

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** autocannon for `seconds` with `connections` connections. */
export function load(url: string, token: string, seconds: number, connections: number): Promise<Load> {
  return child<Load>('load.mjs', { url, connections, duration: seconds, headers: bearer(token) });
}

/** Downloads `url` again and again, one at a time, for `seconds`. */
export function download(url: string, token: string, seconds: number): Promise<Downloads> {
  return child<Downloads>('downloader.mjs', { url, seconds, headers: bearer(token) });
}

export interface Prober {
  /** A GET every `everyMs` for `seconds`, each timed from its own send (none waits for the previous). */
  window(): Promise<Probe>;
  close(): void;
}

/** bench/prober.mjs, started, its keep-alive connections open: each window() is one measurement. */
export async function startProber(url: string, seconds: number, everyMs = 10): Promise<Prober> {
  const prober = spawn(
    process.execPath,
    [path.join(here, 'prober.mjs'), JSON.stringify({ url, seconds, everyMs })],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: prober.stdout })[Symbol.asyncIterator]();
  const next = async <T>(): Promise<T> => {
    const line = await lines.next();
    if (line.done) throw new Error(`prober.mjs stopped (exit ${prober.exitCode ?? prober.signalCode})`);
    return JSON.parse(line.value) as T;
  };
  await next<{ ready: true }>();
  return {
    window() {
      prober.stdin.write('window\n');
      return next<Probe>();
    },
    close() {
      prober.stdin.end();
    },
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
/** autocannon's latencies are whole milliseconds; no false decimals. */
export const ms = (value: number) => String(Number(value.toFixed(2)));

export function printLoad(route: string, result: Load, width = 34) {
  process.stdout.write(
    `    ${route.padEnd(width)} ${fmt(result.requestsPerSecond).padStart(9)} req/s   ` +
      `p50 ${ms(result.latencyP50).padStart(5)} ms   p99 ${ms(result.latencyP99).padStart(5)} ms   ` +
      `(${result.requestsTotal} requests)\n`,
  );
}

/** What went wrong in a load run, or undefined when every answer was a 2xx. */
export function loadProblem(route: string, result: Load): string | undefined {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result.ok === 0) {
    return `${route}: ${result.ok} answers 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`;
  }
  return undefined;
}

/** Throws when any of the runs had a failed request. */
export function assertClean(runs: [route: string, result: Load][]) {
  const problems = runs.map(([route, result]) => loadProblem(route, result)).filter(Boolean);
  if (problems.length > 0) throw new Error(`the load run was not clean:\n      ${problems.join('\n      ')}`);
}
