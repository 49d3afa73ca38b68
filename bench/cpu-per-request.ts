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
import { type Load, load, printLoad } from './load-client';

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

/** The PostgreSQL database whose backends `measuredLoad` counts; undefined on PGlite (this process). */
export async function postgresDatabaseOf(database: Database): Promise<string | undefined> {
  if (database.driver !== 'postgres') return undefined;
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  return row?.name;
}

/**
 * One load run (`load`), printed with its CPU per request. `postgresDatabase` names the database
 * whose backends are counted; undefined on PGlite, whose engine runs in this process.
 */
export async function measuredLoad(
  run: { url: string; token: string; seconds: number; connections: number },
  label: string,
  postgresDatabase: string | undefined,
  width = 56,
): Promise<Load & { cpu: CpuPerRequest }> {
  const postgres = postgresDatabase === undefined ? undefined : backendsCpuSince(postgresDatabase);
  const server = process.cpuUsage();
  const result = await load(run.url, run.token, run.seconds, run.connections);
  const serverUs = process.cpuUsage(server);
  const postgresUs = postgres?.stop();
  const cpu = {
    server: (serverUs.user + serverUs.system) / result.requestsTotal,
    postgres: postgresUs === undefined ? undefined : postgresUs / result.requestsTotal,
  };
  printLoad(label, result, width);
  process.stdout.write(
    `    ${''.padEnd(width)} CPU per request: server ${cpu.server.toFixed(0)} µs` +
      `${cpu.postgres === undefined ? '' : `, PostgreSQL ${cpu.postgres.toFixed(0)} µs`}\n`,
  );
  return { ...result, cpu };
}
