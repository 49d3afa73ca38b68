// One autocannon run, in its own process so the load generator never shares an event loop with
// the server it measures. Input: a JSON object as argv[2] (url, connections, duration, headers).
// Output: one JSON line on stdout with the figures the benchmark reports.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');

const result = await autocannon({
  url: options.url,
  connections: options.connections ?? 50,
  duration: options.duration ?? 10,
  headers: options.headers ?? {},
});

process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyAverage: result.latency.average,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration: result.duration,
  })}\n`,
);
