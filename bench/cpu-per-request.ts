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
 * CPU microseconds so far of the PostgreSQL backends connected to `database` (Linux /proc; a
 * backend that started meanwhile counts from zero). Undefined where /proc cannot tell: not Linux,
 * or PostgreSQL on another machine.
 */
function backendsCpu(database: string): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const ticks = 100; // USER_HZ: /proc reports CPU time in hundredths of a second on Linux
  let total = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // "postgres: <user> <database> <client> <state>"
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) / ticks) * 1e6;
      found = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return found ? total : undefined;
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
  const postgresCpu = () => (postgresDatabase === undefined ? undefined : backendsCpu(postgresDatabase));
  const server = process.cpuUsage();
  const postgres = postgresCpu();
  const result = await load(run.url, run.token, run.seconds, run.connections);
  const serverUs = process.cpuUsage(server);
  const after = postgresCpu();
  const postgresUs = postgres === undefined || after === undefined ? undefined : after - postgres;
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
