/**
 * What a load run cost per answered request, in CPU: of this process (the server; PGlite's worker
 * thread is part of it) and of the PostgreSQL backends of the benchmark's database. The load
 * generator runs in its own process, so neither counts it. On a machine shared with other work
 * these move far less than req/s, which is what the competing work takes away: the list
 * benchmarks print them beside each load so a change can be judged on a noisy day.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query';
import { assertClean, type Load, load as loadRun, printLoad } from './load-client';

export interface CpuPerRequest {
  /** Microseconds of this process per request. */
  server: number;
  /** Microseconds of the database's backends per request; undefined where /proc cannot tell. */
  postgres: number | undefined;
}

/**
 * CPU microseconds so far of each PostgreSQL backend connected to `database`, by process id (Linux
 * /proc). Undefined where /proc cannot tell: not Linux, or PostgreSQL on another machine.
 */
function backendsCpu(database: string): Map<string, number> | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const ticks = 100; // USER_HZ: /proc reports CPU time in hundredths of a second on Linux
  const cpu = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // "postgres: <user> <database> <client> <state>"
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) / ticks) * 1e6);
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/**
 * The CPU the backends of `database` spend from now until `stop()`. Read every second, so a backend
 * that ends meanwhile (a pool closes a connection idle for 10 s: it spent nothing since its last
 * reading) still counts what it spent, and one that starts counts from zero. Summing only the
 * backends alive at both ends made a run that outlived an idle pool's connections negative.
 */
function backendsCpuSince(database: string): { stop(): number | undefined } {
  const first = backendsCpu(database);
  if (first === undefined) return { stop: () => undefined };
  const last = new Map(first);
  const read = () => {
    for (const [pid, cpu] of backendsCpu(database) ?? []) last.set(pid, cpu);
  };
  const timer = setInterval(read, 1_000);
  return {
    stop() {
      clearInterval(timer);
      read();
      // None seen: PostgreSQL runs elsewhere, and /proc cannot tell.
      if (last.size === 0) return undefined;
      let spent = 0;
      for (const [pid, cpu] of last) spent += cpu - (first.get(pid) ?? 0);
      return spent;
    },
  };
}

/** The PostgreSQL database whose backends `measuredInTurns` counts; undefined on PGlite (this process). */
export async function postgresDatabaseOf(database: Database): Promise<string | undefined> {
  if (database.driver !== 'postgres') return undefined;
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  return row?.name;
}

/** Rounds of `measuredInTurns` (BENCH_ROUNDS): each route's time is cut into this many turns. */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 5)) || 5);

/** A route measured in turns with others: its runs added up, and its req/s in each round. */
export type TurnsLoad = Load & { cpu: CpuPerRequest; roundsPerSecond: number[] };

/**
 * Routes measured in turns (a reference and the routes compared with it): `ROUNDS` rounds, each
 * running every route in order for its share of `seconds`, so each sees the same machine. Run one
 * after the other for 10 s each, a reference and its route saw different minutes of a shared
 * machine, and real / bare moved by ±0.15 between identical runs. Requests, answers and CPU are
 * added up over the rounds, req/s is the total over the time run, and p50 and p99 are the median of
 * the rounds' (percentiles of separate runs cannot be added). Printed with its CPU per request.
 */
export async function measuredInTurns(
  runs: readonly { url: string; label: string }[],
  load: { token: string; seconds: number; connections: number },
  postgresDatabase: string | undefined,
  width = 56,
): Promise<TurnsLoad[]> {
  const seconds = Math.max(1, Math.round(load.seconds / ROUNDS));
  const rounds: { result: Load; server: number; postgres: number | undefined }[][] = runs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, run] of runs.entries())
      rounds[i]!.push(await cpuOf(run.url, load, seconds, postgresDatabase));
  }
  return runs.map((run, i) => {
    const measured = rounds[i]!;
    const sum = (value: (one: (typeof measured)[number]) => number) =>
      measured.reduce((total, one) => total + value(one), 0);
    const requestsTotal = sum((one) => one.result.requestsTotal);
    const postgresUs = measured.some((one) => one.postgres === undefined)
      ? undefined
      : sum((one) => one.postgres!);
    const result: TurnsLoad = {
      requestsTotal,
      requestsPerSecond: requestsTotal / (seconds * measured.length),
      latencyP50: median(measured.map((one) => one.result.latencyP50)),
      latencyP99: median(measured.map((one) => one.result.latencyP99)),
      latencyAverage:
        sum((one) => one.result.latencyAverage * one.result.requestsTotal) / (requestsTotal || 1),
      ok: sum((one) => one.result.ok),
      non2xx: sum((one) => one.result.non2xx),
      errors: sum((one) => one.result.errors),
      timeouts: sum((one) => one.result.timeouts),
      cpu: {
        server: sum((one) => one.server) / requestsTotal,
        postgres: postgresUs === undefined ? undefined : postgresUs / requestsTotal,
      },
      roundsPerSecond: measured.map((one) => one.result.requestsPerSecond),
    };
    printMeasured(run.label, result, width);
    return result;
  });
}

/** A list's real route against its two references, both bench-only routes with public access. */
export interface Comparison {
  /** The bare page query. */
  bare: TurnsLoad;
  /** The list's own page query, without the route around it. */
  routeSql: TurnsLoad;
  real: TurnsLoad;
  /** real / bare throughput, against the target. */
  ratio: number;
  /** route SQL / bare: what the list's richer row costs in the query; real / route SQL: the rest. */
  querySplit: { routeSqlOfBare: number; realOfRouteSql: number };
  /** CPU per request of each run: steadier than req/s on a shared machine. */
  cpu: { bare: CpuPerRequest; routeSql: CpuPerRequest; real: CpuPerRequest };
  met: { p99: boolean; ratio: boolean | undefined };
}

type Route = { url: string; label: string };

/**
 * The three measured in turns (`measuredInTurns`), every answer checked to be a 2xx, and the list's
 * line printed: p99 and real / bare against their targets, and the split of real / bare.
 */
export async function comparedWithBare(
  name: string,
  routes: { bare: Route; routeSql: Route; real: Route },
  load: { token: string; seconds: number; connections: number },
  postgresDatabase: string | undefined,
  targets: { p99: number; ratio: number | undefined },
  width?: number,
): Promise<Comparison> {
  const [bare, routeSql, real] = (await measuredInTurns(
    [routes.bare, routes.routeSql, routes.real],
    load,
    postgresDatabase,
    width,
  )) as [TurnsLoad, TurnsLoad, TurnsLoad];
  assertClean([
    [`bare ${name}`, bare],
    [`route SQL ${name}`, routeSql],
    [routes.real.url, real],
  ]);
  const ratio = real.requestsPerSecond / bare.requestsPerSecond;
  const querySplit = {
    routeSqlOfBare: routeSql.requestsPerSecond / bare.requestsPerSecond,
    realOfRouteSql: real.requestsPerSecond / routeSql.requestsPerSecond,
  };
  const met = {
    p99: real.latencyP99 <= targets.p99,
    ratio: targets.ratio === undefined ? undefined : ratio >= targets.ratio,
  };
  const said = (ok: boolean | undefined) => (ok ? 'met' : 'not met');
  process.stdout.write(
    `    ${name}: p99 ${real.latencyP99} ms (target <= ${targets.p99} ms: ${said(met.p99)}); ` +
      `real / bare ${ratio.toFixed(2)} (rounds ${ratioRange(real, bare)})${
        targets.ratio === undefined ? '' : ` (target >= ${targets.ratio}: ${said(met.ratio)})`
      }; of which the list's own query / bare ${querySplit.routeSqlOfBare.toFixed(2)}, ` +
      `real / the list's own query ${querySplit.realOfRouteSql.toFixed(2)}\n`,
  );
  return {
    bare,
    routeSql,
    real,
    ratio,
    querySplit,
    cpu: { bare: bare.cpu, routeSql: routeSql.cpu, real: real.cpu },
    met,
  };
}

/** The median of `values`. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `a / b` in each round, lowest and highest: how far the rounds agree on a ratio. */
function ratioRange(a: TurnsLoad, b: TurnsLoad): string {
  const ratios = a.roundsPerSecond.map((perSecond, i) => perSecond / b.roundsPerSecond[i]!);
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

/** One load run and the CPU it cost this process and the database's backends, in microseconds. */
async function cpuOf(
  url: string,
  run: { token: string; connections: number },
  seconds: number,
  postgresDatabase: string | undefined,
) {
  const postgres = postgresDatabase === undefined ? undefined : backendsCpuSince(postgresDatabase);
  const server = process.cpuUsage();
  const result = await loadRun(url, run.token, seconds, run.connections);
  const serverUs = process.cpuUsage(server);
  return { result, server: serverUs.user + serverUs.system, postgres: postgres?.stop() };
}

function printMeasured(label: string, result: Load & { cpu: CpuPerRequest }, width: number) {
  printLoad(label, result, width);
  process.stdout.write(
    `    ${''.padEnd(width)} CPU per request: server ${result.cpu.server.toFixed(0)} µs` +
      `${result.cpu.postgres === undefined ? '' : `, PostgreSQL ${result.cpu.postgres.toFixed(0)} µs`}\n`,
  );
}
