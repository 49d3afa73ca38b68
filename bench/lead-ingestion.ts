/**
 * The public lead ingestion API (issue 14, "Performance"): leads accepted per second through
 * `POST /api/public/v1/leads`, as JSON and as ADF XML (one prospect per file), each lead carrying
 * its source's id (so its idempotency record is written too), by 50 concurrent senders
 * (BENCH_CONNECTIONS) for BENCH_DURATION seconds, spread over ten dealerships (each lead with its
 * dealership's key); p50 and p99 of one ingestion under that load. Every lead is new, and one in
 * five repeats an earlier contact's phone and e-mail (a duplicate to flag). Each dealership
 * assigns by round-robin among five advisors with a 30-minute SLA, so the lead service's
 * automation runs on every arrival (a dealership's arrivals take turns on its round-robin row);
 * the share of the measured leads it assigned, flagged and gave a deadline is printed. The
 * reference is `GET /api/health` under the same load, measured before and after (their mean).
 *
 * The senders run in their own process (autocannon), each request with the next lead of a counter
 * all connections share, so no two send the same one. The rate limit is set out of the way. Every
 * answer must be a 2xx, and the database must then hold the leads answered (plus at most those
 * cut off when the time was up, which the server still completes).
 * PGlite with its data directory on disk, and PostgreSQL when TEST_DATABASE_URL is set.
 * Prints figures; never fails on time.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUSINESS_HOURS, LEAD_INGESTION_PATH, leadApiKeyResource, ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { queryRow } from '../apps/api/src/db/query';
import { seedCatalogue } from '../apps/api/src/db/seed/catalogue';
import { buildAgency, buildUser, tokenFor } from '../apps/api/test/factories';
import {
  connections,
  duration,
  type Engine,
  type Opened,
  runEngines,
  type Server,
  startServer,
  warmup,
} from './engines';
import { assertClean, type Load, printLoad, load as runLoad } from './load-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEALTH = '/api/health';
const KINDS = ['json', 'adf'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The senders: autocannon with one request whose body is built per send from a counter shared by
 * every connection (bench/load.mjs sends one fixed request). `first` keeps each run's leads new.
 */
const SENDERS = `
import autocannon from 'autocannon';
const o = JSON.parse(process.argv[1]);
let next = o.first;
const types = { json: 'application/json', adf: 'application/xml' };
const lead = (n) => {
  // Every fifth round of keys repeats the round before: each lead the contact of its dealership's previous one.
  const round = Math.floor(n / o.keys.length);
  const contact = round % 5 === 4 ? n - o.keys.length : n;
  return { n, name: 'Cliente ' + n, phone: '55' + String(10000000 + (contact % 90000000)), email: 'cliente' + contact + '@example.mx' };
};
const json = (l) => JSON.stringify({
  channel: 'wanted-used', external_id: 'bench-' + l.n, name: l.name, phone: l.phone, email: l.email,
  details: { brand_name: 'Mazda', model_name: 'CX-30', year_from: 2020, year_to: 2023, budget: 450000, message: '¿Tienen a crédito?' },
});
const adf = (l) => '<?XML VERSION "1.0"?>\\n<?ADF VERSION "1.0"?>\\n<adf><prospect status="new">' +
  '<id sequence="1" source="Bench">' + l.n + '</id><requestdate>2026-11-20T10:15:00-06:00</requestdate>' +
  '<vehicle interest="buy" status="used"><year>2021</year><make>Mazda</make><model>CX-30</model>' +
  '<price currency="MXN">450000</price></vehicle><customer><contact><name part="first">Cliente</name>' +
  '<name part="last">' + l.n + '</name><email>' + l.email + '</email><phone type="cellphone">' + l.phone +
  '</phone></contact><comments>¿Tienen a crédito?</comments></customer>' +
  '<provider><name part="full">Bench</name></provider></prospect></adf>';
const result = await autocannon({
  url: o.url, connections: o.connections, duration: o.duration,
  requests: [{
    method: 'POST', path: o.path,
    setupRequest: (request) => {
      const n = next++;
      const headers = { ...request.headers, 'x-api-key': o.keys[n % o.keys.length], 'content-type': types[o.kind] };
      return { ...request, headers, body: (o.kind === 'json' ? json : adf)(lead(n)) };
    },
  }],
});
process.stdout.write(JSON.stringify({
  requestsPerSecond: result.requests.average, requestsTotal: result.requests.total,
  latencyP50: result.latency.p50, latencyP99: result.latency.p99, latencyAverage: result.latency.average,
  ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
}) + '\\n');
`;

/** The senders for `seconds`, lead `first` onwards, each lead with the key of its dealership (n mod keys). */
function send(base: string, keys: string[], kind: Kind, first: number, seconds: number): Promise<Load> {
  const options = JSON.stringify({
    url: base,
    path: LEAD_INGESTION_PATH,
    keys,
    kind,
    first,
    connections,
    duration: seconds,
  });
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', SENDERS, options],
      { cwd: root, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          // Not error.message: it repeats the command line, key included.
          reject(new Error(`the senders stopped${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as Load);
        } catch {
          reject(new Error(`the senders printed no result: ${stdout}${stderr}`));
        }
      },
    );
  });
}

interface EngineResult {
  engine: Engine;
  health: Load;
  json: Load;
  adf: Load;
  /** Leads per second as a share of `/api/health`'s requests per second (mean of both runs). */
  ofHealth: Record<Kind, number>;
  /** What the lead service's automation did to the measured leads, as shares of them. */
  automation: { leads: number; assigned: number; duplicates: number; withSla: number };
}

/** Dealerships that assign by round-robin among five advisors each, with a 30-minute SLA. */
const DEALERSHIPS = 10;

async function dealership(db: Db, n: number) {
  const agency = await buildAgency(db, { name: `Agencia Ingesta ${n}`, packageName: 'Premium' });
  const gerente = await buildUser(db, { role: ROLES.manager, agencyIds: [agency.id] });
  for (let i = 0; i < 5; i++) await buildUser(db, { role: ROLES.advisor, agencyIds: [agency.id] });
  await db.execute(
    sql`insert into agency_lead_settings (agency_id, assignment_mode, sla_minutes, business_hours)
        values (${agency.id}, 'round_robin', 30, ${JSON.stringify(DEFAULT_BUSINESS_HOURS)}::jsonb)`,
  );
  return { agencyId: agency.id, gerenteId: gerente.id };
}

/** The dealership's key, as its Gerente creates it on the settings screen. */
async function apiKey(server: Server, { agencyId, gerenteId }: { agencyId: number; gerenteId: number }) {
  const token = await tokenFor(server.context, gerenteId, 3600);
  const created = await fetch(`${server.base}/api${leadApiKeyResource.api}?agency=${agencyId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench' }),
  });
  const answer = (await created.json()) as { data?: { key?: string } };
  if (created.status !== 201 || !answer.data?.key) throw new Error(`no key: ${JSON.stringify(answer)}`);
  return answer.data.key;
}

/**
 * The newest lead id once the server is done: autocannon stops at its time with requests still
 * on their way, and the server completes them (into closed sockets) after it.
 */
async function settledLastLead(db: Db): Promise<number> {
  let last = -1;
  for (;;) {
    const row = await queryRow<{ last: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as last from leads`,
    );
    if (row!.last === last) return last;
    last = row!.last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

async function benchEngine({ engine, database }: Opened): Promise<EngineResult> {
  const { db } = database;
  await database.migrate();
  await db.transaction((tx) => seedCatalogue(tx));
  const dealerships = [];
  for (let n = 1; n <= DEALERSHIPS; n++) dealerships.push(await dealership(db, n));
  const server = await startServer(database, undefined, { LEAD_INGESTION_PER_MINUTE: '100000000' });
  try {
    const { base } = server;
    const keys = [];
    for (const one of dealerships) keys.push(await apiKey(server, one));

    process.stdout.write(
      `    ${connections} senders, ${duration} s per run after ${warmup} s of warm-up each; ` +
        `${DEALERSHIPS} dealerships, round-robin among 5 advisors each, SLA 30 min\n`,
    );
    // Each run's leads start at their own number, so every lead sent is new.
    const first = { warmJson: 0, warmAdf: 10_000_000, json: 20_000_000, adf: 30_000_000 };
    await runLoad(`${base}${HEALTH}`, '', warmup, connections);
    const warmed = [
      await send(base, keys, 'json', first.warmJson, warmup),
      await send(base, keys, 'adf', first.warmAdf, warmup),
    ];
    const before = await settledLastLead(db);

    const healthBefore = await runLoad(`${base}${HEALTH}`, '', duration, connections);
    printLoad(`GET ${HEALTH}`, healthBefore, 40);
    const json = await send(base, keys, 'json', first.json, duration);
    printLoad(`POST ${LEAD_INGESTION_PATH} (JSON)`, json, 40);
    const adf = await send(base, keys, 'adf', first.adf, duration);
    printLoad(`POST ${LEAD_INGESTION_PATH} (ADF XML)`, adf, 40);
    const healthAfter = await runLoad(`${base}${HEALTH}`, '', duration, connections);
    printLoad(`GET ${HEALTH} (again)`, healthAfter, 40);
    assertClean([
      ['warm-up JSON', warmed[0]!],
      ['warm-up ADF', warmed[1]!],
      [HEALTH, healthBefore],
      ['JSON', json],
      ['ADF', adf],
      [HEALTH, healthAfter],
    ]);

    // Every 2xx is a new lead (none is sent twice); the requests cut off at the end may add some.
    await settledLastLead(db);
    const stored = await queryRow<{ leads: number; assigned: number; duplicates: number; with_sla: number }>(
      db,
      sql`select count(*)::int as leads, count(assigned_user_id)::int as assigned,
                 count(duplicate_of)::int as duplicates, count(sla_due_at)::int as with_sla
            from leads where id > ${before}`,
    );
    const answered = json.ok + adf.ok;
    if (stored!.leads < answered || stored!.leads > answered + 2 * connections) {
      throw new Error(`${answered} leads were answered but ${stored!.leads} were stored`);
    }
    const reference = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
    const ofHealth = { json: json.requestsPerSecond / reference, adf: adf.requestsPerSecond / reference };
    const share = (n: number) => n / Math.max(1, stored!.leads);
    const automation = {
      leads: stored!.leads,
      assigned: share(stored!.assigned),
      duplicates: share(stored!.duplicates),
      withSla: share(stored!.with_sla),
    };
    process.stdout.write(
      `    leads/s of ${HEALTH} (${fmt(reference)} req/s): JSON ${fmt(ofHealth.json, 3)}, ADF ${fmt(ofHealth.adf, 3)}\n` +
        `    automation on the ${automation.leads.toLocaleString('en')} measured leads: assigned ${fmt(automation.assigned * 100, 0)}%, ` +
        `flagged duplicates ${fmt(automation.duplicates * 100, 0)}%, with an SLA deadline ${fmt(automation.withSla * 100, 0)}%\n`,
    );
    const health =
      healthBefore.requestsPerSecond <= healthAfter.requestsPerSecond ? healthBefore : healthAfter;
    return { engine, health, json, adf, ofHealth, automation };
  } finally {
    await server.close();
  }
}

runEngines(benchEngine);
