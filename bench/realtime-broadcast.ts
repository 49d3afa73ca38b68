/**
 * Realtime broadcast: 2,000 concurrent websocket clients (BENCH_REALTIME_CLIENTS) of the real
 * application's Pusher-protocol server, all subscribed to one channel; the server publishes an event
 * and the time until the last client has it is measured (one warm-up round, then
 * BENCH_REALTIME_ROUNDS rounds). The clients run in their own process (this file with the argument
 * `clients`), so they share neither the server's event loop nor its memory; both read the same clock
 * (`performance.timeOrigin + performance.now()`), and a client stamps a message as it arrives,
 * before parsing it. Memory per connection: the server process's heap (+ external) and RSS after a
 * full GC with the clients connected and subscribed, minus the same before they connected, divided
 * by the clients. PGlite (the embedded default: realtime needs no database for a public channel).
 * Run: node --expose-gc --import tsx bench/realtime-broadcast.ts   (scripts/bench.mjs does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { openDatabase } from '../apps/api/src/db/client';
import { startServer } from './engines';

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_REALTIME_ROUNDS ?? 10);
const CHANNEL = 'bench-broadcast';
const EVENT = 'Broadcast';
/** Targets: the last of 2,000 clients within 100 ms (median round), at most 50 KB per connection. */
const TARGET_MS = 100;
const TARGET_KB = 50;
/** How long any step may take before the benchmark is called broken. */
const STEP_LIMIT_MS = 120_000;

const now = () => performance.timeOrigin + performance.now();

type FromClients =
  | { kind: 'ready'; ms: number }
  | { kind: 'round'; round: number; last: number; first: number }
  | { kind: 'error'; message: string };

/** The client process: opens the sockets, subscribes them, reports each round's arrivals. */
async function runClients(url: string, count: number): Promise<void> {
  const send = (message: FromClients) => process.send?.(message);
  const arrivals = new Map<number, number[]>();
  const began = now();
  const open = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.on('error', reject);
      socket.on('message', (raw) => {
        const at = now();
        const message = JSON.parse(raw.toString()) as { event: string; data: string };
        if (message.event === 'pusher:connection_established') {
          socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
        } else if (message.event === 'pusher_internal:subscription_succeeded') {
          resolve();
        } else if (message.event === EVENT) {
          const { round } = JSON.parse(message.data) as { round: number };
          const times = arrivals.get(round) ?? [];
          times.push(at);
          arrivals.set(round, times);
          if (times.length === count) {
            send({ kind: 'round', round, last: Math.max(...times), first: Math.min(...times) });
            arrivals.delete(round);
          }
        }
      });
    });
  try {
    // A hundred handshakes at a time: a burst of 2,000 at once only measures the listen backlog.
    for (let opened = 0; opened < count; opened += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - opened) }, open));
    }
    send({ kind: 'ready', ms: now() - began });
  } catch (error) {
    send({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

function nextMessage(child: ChildProcess, kind: FromClients['kind']): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${kind}' from the clients in time`)), STEP_LIMIT_MS);
    const settle = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: FromClients) => {
      if (message.kind !== kind && message.kind !== 'error') return;
      settle();
      if (message.kind === 'error') reject(new Error(`clients: ${message.message}`));
      else resolve(message);
    };
    const onExit = (code: number | null) => {
      settle();
      reject(new Error(`the clients exited (${code})`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** After full collections a little apart, so the start-up's garbage is gone before the first reading. */
async function memory() {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main(): Promise<void> {
  if (!(globalThis as { gc?: () => void }).gc) throw new Error('run with node --expose-gc');
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const server = await startServer(database);
  const key = server.context.config.realtime.key;
  const url = `${server.base.replace('http', 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0`;
  let child: ChildProcess | undefined;
  try {
    const before = await memory();
    child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), 'clients', url, String(CLIENTS)],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const ready = (await nextMessage(child, 'ready')) as Extract<FromClients, { kind: 'ready' }>;
    const held = server.context.realtime.server.connectionCount;
    if (held !== CLIENTS) throw new Error(`the server holds ${held} connections, not ${CLIENTS}`);
    const after = await memory();
    const perConnection = {
      heapKb: (after.heap - before.heap) / CLIENTS / 1024,
      rssKb: (after.rss - before.rss) / CLIENTS / 1024,
    };

    const rounds: { last: number; first: number }[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const arrived = nextMessage(child, 'round');
      const sent = now();
      server.context.realtime.publish(CHANNEL, EVENT, { round, sent });
      const result = (await arrived) as Extract<FromClients, { kind: 'round' }>;
      // Round 0 warms the code paths up.
      if (round > 0) rounds.push({ last: result.last - sent, first: result.first - sent });
    }
    const lasts = rounds.map((round) => round.last);
    const result = {
      clients: CLIENTS,
      rounds: ROUNDS,
      connectMs: ready.ms,
      lastMedianMs: median(lasts),
      lastMaxMs: Math.max(...lasts),
      firstMedianMs: median(rounds.map((round) => round.first)),
      perConnection,
      met: { time: median(lasts) <= TARGET_MS, memory: perConnection.heapKb <= TARGET_KB },
    };
    const f = (value: number, digits = 1) => value.toFixed(digits);
    process.stdout.write(
      [
        `  ${CLIENTS} clients connected and subscribed in ${f(ready.ms / 1000, 2)} s (100 handshakes at a time)`,
        `  broadcast to all, until the last has it: median ${f(result.lastMedianMs)} ms, max ${f(result.lastMaxMs)} ms over ${ROUNDS} rounds (first client: median ${f(result.firstMedianMs, 2)} ms)`,
        `  memory per connection (server process, after GC): heap+external ${f(perConnection.heapKb)} KB, RSS ${f(perConnection.rssKb)} KB`,
        `  targets: last client <= ${TARGET_MS} ms ${result.met.time ? 'met' : 'not met'}; <= ${TARGET_KB} KB heap per connection ${result.met.memory ? 'met' : 'not met'}`,
        '',
      ].join('\n'),
    );
    const resultFile = process.env.BENCH_RESULT_FILE;
    if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(result));
  } finally {
    child?.kill();
    await server.close();
    await database.close();
  }
}

if (process.argv[2] === 'clients') {
  await runClients(process.argv[3]!, Number(process.argv[4]));
} else {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `realtime benchmark broken: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
