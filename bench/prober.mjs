// A health prober in its own process, so its clock keeps running while the server is busy.
// Input: a JSON object as argv[2] (url, seconds, everyMs, pool). It opens `pool` keep-alive
// connections first (a busy server accepts new connections slowly, one per turn of its event loop,
// which would measure the prober rather than the server), then prints {"ready":true}. Each line
// read on stdin starts a window: a GET every `everyMs` ms for `seconds`, sent on time even while
// earlier ones are still waiting, so a stalled server shows in every request it holds up, not in
// just one. Each latency runs from that request's send to the end of its answer (waiting for a
// free connection included). The window's figures are printed as one JSON line.
import http from 'node:http';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const options = JSON.parse(process.argv[2] ?? '{}');
const pool = options.pool ?? 20;
const agent = new http.Agent({ keepAlive: true, maxSockets: pool });

function get() {
  return new Promise((resolve) => {
    const request = http.get(options.url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode));
      answer.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function window() {
  const latencies = [];
  let failed = 0;
  const once = async () => {
    const sent = performance.now();
    if ((await get()) === 200) latencies.push(performance.now() - sent);
    else failed++;
  };
  const start = performance.now();
  const pending = [];
  for (let due = start; due < start + options.seconds * 1000; due += options.everyMs ?? 10) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(once());
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + failed,
    failed,
    latencyP50: percentile(latencies, 0.5),
    latencyP99: percentile(latencies, 0.99),
    latencyMax: latencies.at(-1) ?? 0,
  };
}

const warm = await Promise.all(Array.from({ length: pool }, get));
if (warm.some((status) => status !== 200)) {
  process.stderr.write(`the server answered ${warm.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
for await (const _ of readline.createInterface({ input: process.stdin })) {
  process.stdout.write(`${JSON.stringify(await window())}\n`);
}
agent.destroy();
