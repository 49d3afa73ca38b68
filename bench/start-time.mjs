// Start time of `npm start` (node scripts/start.mjs: build, migrations, seed, listen) until the
// first 200 of GET /api/health: cold (empty DATA_DIR) and warm (the same DATA_DIR again).
// Run: node bench/start-time.mjs   (scripts/bench.mjs does).
// Prints figures; exits non-zero only when something is broken (no 200 within the time limit,
// a server that does not stop on SIGINT or stops with an error), never because of a slow figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 25_000;
const WARM_TARGET_MS = 3_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded setup `npm start` gives by default: no external database or Redis. */
function serverEnvironment(port, dataDir) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WEB_DIST_DIR', 'NODE_ENV']) delete env[name];
  return env;
}

/** Spawns the server, returns the ms until GET /api/health answers 200, and the running child. */
async function start(label, dataDir) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: serverEnvironment(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let exit;
  exited.then((value) => {
    exit = value;
  });

  const url = `http://127.0.0.1:${port}/api/health`;
  while (true) {
    if (exit) {
      throw new Error(
        `${label}: the server exited (${exit.signal ?? `code ${exit.code}`}) before answering:\n${output}`,
      );
    }
    if (performance.now() - began > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${label}: no 200 from ${url} within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  const ms = performance.now() - began;
  return { ms, child, exited, output: () => output };
}

/** SIGINT, as Ctrl-C after `npm start`; the server must finish and exit 0. */
async function stop(label, server) {
  const began = performance.now();
  server.child.kill('SIGINT');
  const timer = sleep(STOP_LIMIT_MS).then(() => 'timeout');
  const result = await Promise.race([server.exited, timer]);
  if (result === 'timeout') {
    server.child.kill('SIGKILL');
    await server.exited;
    throw new Error(`${label}: still running ${STOP_LIMIT_MS / 1000} s after SIGINT (killed)`);
  }
  if (result.code !== 0) {
    throw new Error(
      `${label}: stopped with ${result.signal ?? `code ${result.code}`} after SIGINT:\n${server.output()}`,
    );
  }
  return performance.now() - began;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-start-'));
  const results = {};
  let running;
  try {
    process.stdout.write(`\n  node scripts/start.mjs with DATA_DIR=${dataDir} (embedded PGlite)\n`);
    for (const [key, label] of [
      ['cold', 'cold start (empty DATA_DIR: build, migrations, seed)'],
      ['warm', 'warm start (same DATA_DIR: build, open database)'],
    ]) {
      running = await start(label, dataDir);
      const { ms } = running;
      const stopMs = await stop(label, running);
      running = undefined;
      results[key] = ms;
      process.stdout.write(
        `    ${label.padEnd(54)} ${ms.toFixed(0).padStart(6)} ms   (stopped with SIGINT in ${stopMs.toFixed(0)} ms, exit 0)\n`,
      );
    }
    const met = results.warm < WARM_TARGET_MS;
    process.stdout.write(`    target "warm start under 3 s": ${met ? 'met' : 'not met'}\n`);
    results.met = met;
    const resultFile = process.env.BENCH_RESULT_FILE;
    if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(results));
    return 0;
  } finally {
    if (running) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C reaches the server too (same process group); the temporary directory is still removed.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

main()
  .catch((error) => {
    process.stderr.write(`  BROKEN: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  })
  .then((code) => process.exit(interrupted ? 130 : code));
