/**
 * Auctions under load, on the real server with the demo seed:
 * - bids: 50 bidders (`BENCH_CONNECTIONS`), each of its own dealership, bid on one live auction as
 *   fast as their answers come back for `BENCH_DURATION` seconds, each one increment above the last
 *   amount any of them sent (so bids arrive nearly in order, and one that a higher bid overtook is
 *   refused as too low, as a real bidder's would be): accepted bids/s, refused/s and the p50/p99
 *   latency of a bid. Reference in the same run: the same 50 loops on `GET /api/health`.
 *   Every accepted bid must be strictly higher than the one before it (read back at the end).
 * - watchers: 500 websocket clients (`BENCH_AUCTION_WATCHERS`, in this process) subscribed to the
 *   auction's private channel (signed here as /broadcasting/auth signs it); one bid is placed over HTTP and the time from sending it until the last
 *   watcher has the event is measured (median of `BENCH_AUCTION_ROUNDS`); reference: the same
 *   clients' time for an event published directly (`realtime.publish`, no request, no database).
 * PGlite, and PostgreSQL when `TEST_DATABASE_URL` is set.
 * Run: node --import tsx bench/auctions.ts   (scripts/bench.mjs does, key `auctions`).
 */
import { auctionChannel, liveAuctionResource } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { queryRows } from '../apps/api/src/db/query';
import { channelAuth } from '../apps/api/src/realtime/protocol';
import { adminToken, connections, duration, type Opened, runEngines, startServer } from './engines';
import { seedDemo } from './fixtures';

const WATCHERS = Number(process.env.BENCH_AUCTION_WATCHERS ?? 500);
const ROUNDS = Number(process.env.BENCH_AUCTION_ROUNDS ?? 10);
const INCREMENT = 1_000;

const now = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);

/** `loops` concurrent loops of `call` for `seconds`: how many of each outcome, and every latency. */
async function hammer(loops: number, seconds: number, call: (loop: number) => Promise<string>) {
  const outcomes = new Map<string, number>();
  const latencies: number[] = [];
  const until = now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (now() < until) {
        const began = now();
        const outcome = await call(loop);
        latencies.push(now() - began);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  return { outcomes, latencies, seconds };
}

async function measure(opened: Opened) {
  const { database } = opened;
  {
    await seedDemo(database);
    const { db } = database;
    const agencyIds = (
      await queryRows<{ id: number }>(
        db,
        sql`insert into agencies (name, package_id, membership_status, is_premium, is_preowened)
            select 'Postor ' || n, (select id from packages where name = 'Premium'), 'Activo', true, true
            from generate_series(1, ${connections}) as n returning id`,
      )
    ).map((row) => row.id);
    const [auction] = await queryRows<{ id: number }>(
      db,
      sql`insert into auctions (catalog_year_id, brand_id, model_id, version_id, year, vehicle_title, vin,
            mileage_km, condition_report, seller_name, seller_phone, reserve_cents, starting_cents,
            increment_cents, starts_at, ends_at)
          select y.id, m.brand_id, m.id, v.id, y.year, 'Subasta de carga', '1HGCM82633A004352', 1000, 'Bien',
            'Vendedor', '+525512345678', 100000, 100000, ${INCREMENT * 100}, now() - interval '1 minute',
            now() + interval '1 day'
          from catalog_years y join catalog_versions v on v.id = y.version_id
          join catalog_models m on m.id = v.model_id limit 1
          returning id`,
    );
    if (!auction) throw new Error('the demo catalog has no year');
    const server = await startServer(database, undefined, { AUCTION_CLOSE_SWEEP_MS: '0' });
    try {
      const token = await adminToken(server);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const bidUrl = `${server.base}/api${liveAuctionResource.api}/${auction.id}/bids`;
      let minimum = 1_000;
      /** The last amount any bidder sent: the next one goes an increment above it. */
      let sent = 0;
      const nextAmount = () => {
        sent = Math.max(sent + INCREMENT, minimum);
        return sent;
      };
      const bid = async (agencyId: number, amount: number) => {
        const answer = await fetch(bidUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ agency_id: agencyId, amount }),
        });
        const body = (await answer.json()) as { data?: { next_minimum: number } };
        if (answer.status === 201 && body.data) minimum = Math.max(minimum, body.data.next_minimum);
        if (![201, 409, 422].includes(answer.status)) throw new Error(`a bid answered ${answer.status}`);
        return answer.status;
      };

      // The reference: the same loops on the health check.
      const health = await hammer(connections, duration, async () => {
        const answer = await fetch(`${server.base}/api/health`);
        await answer.arrayBuffer();
        return String(answer.status);
      });
      const bids = await hammer(connections, duration, async (loop) =>
        String(await bid(agencyIds[loop]!, nextAmount())),
      );
      const stored = await queryRows<{ amount: number }>(
        db,
        sql`select amount_cents::float8 as amount from auction_bids where auction_id = ${auction.id} order by id`,
      );
      const accepted = bids.outcomes.get('201') ?? 0;
      if (stored.length !== accepted) throw new Error(`${accepted} bids accepted, ${stored.length} stored`);
      for (let i = 1; i < stored.length; i++) {
        if (stored[i]!.amount <= stored[i - 1]!.amount) throw new Error('an accepted bid was not higher');
      }

      // The watchers.
      const url = `${server.base.replace('http', 'ws')}/app/${server.context.config.realtime.key}?protocol=7&client=js&version=8.6.0`;
      const channel = auctionChannel(auction.id);
      let arrivals: number[] = [];
      let waiting: (() => void) | undefined;
      const sockets: WebSocket[] = [];
      const open = () =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(url);
          sockets.push(socket);
          socket.on('error', reject);
          socket.on('message', (raw) => {
            const at = now();
            const message = JSON.parse(raw.toString()) as { event: string; data: string };
            if (message.event === 'pusher:connection_established') {
              const { socket_id } = JSON.parse(message.data) as { socket_id: string };
              const { key, secret } = server.context.realtime.options;
              const auth = channelAuth(key, secret, socket_id, channel);
              socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
            } else if (message.event === 'pusher_internal:subscription_succeeded') {
              resolve();
            } else if (message.event === 'AuctionBid' || message.event === 'BenchReference') {
              arrivals.push(at);
              if (arrivals.length === WATCHERS) waiting?.();
            }
          });
        });
      for (let opened = 0; opened < WATCHERS; opened += 100) {
        await Promise.all(Array.from({ length: Math.min(100, WATCHERS - opened) }, open));
      }
      const round = async (send: () => unknown) => {
        arrivals = [];
        const all = new Promise<void>((resolve) => {
          waiting = resolve;
        });
        const sent = now();
        await send();
        await all;
        return Math.max(...arrivals) - sent;
      };
      const viaBid: number[] = [];
      const viaPublish: number[] = [];
      for (let i = 0; i <= ROUNDS; i++) {
        const agency = agencyIds[i % 2]!;
        const bidTime = await round(() => bid(agency, nextAmount()));
        const publishTime = await round(() =>
          server.context.realtime.publish(channel, 'BenchReference', { i }),
        );
        // Round 0 warms the code paths up.
        if (i > 0) {
          viaBid.push(bidTime);
          viaPublish.push(publishTime);
        }
      }
      for (const socket of sockets) socket.terminate();

      const healthRate = (health.outcomes.get('200') ?? 0) / health.seconds;
      const acceptedRate = accepted / bids.seconds;
      const refusedRate = ((bids.outcomes.get('409') ?? 0) + (bids.outcomes.get('422') ?? 0)) / bids.seconds;
      const result = {
        bidders: connections,
        seconds: duration,
        acceptedPerSecond: acceptedRate,
        refusedPerSecond: refusedRate,
        bidP50Ms: median(bids.latencies),
        bidP99Ms: percentile(bids.latencies, 99),
        healthPerSecond: healthRate,
        healthP99Ms: percentile(health.latencies, 99),
        watchers: WATCHERS,
        rounds: ROUNDS,
        lastWatcherMedianMs: median(viaBid),
        lastWatcherMaxMs: Math.max(...viaBid),
        publishMedianMs: median(viaPublish),
      };
      const f = (value: number, digits = 1) => value.toFixed(digits);
      process.stdout.write(
        [
          `  ${connections} bidders for ${duration} s: ${f(acceptedRate)} accepted bids/s, ${f(refusedRate)} refused/s (every accepted bid higher than the last: checked)`,
          `  bid latency p50 ${f(result.bidP50Ms)} ms, p99 ${f(result.bidP99Ms)} ms; GET /api/health under the same loops: ${f(healthRate)} req/s, p99 ${f(result.healthP99Ms)} ms`,
          `  all requests (accepted + refused) / health: ${f((acceptedRate + refusedRate) / healthRate, 2)}`,
          `  ${WATCHERS} watchers, a bid sent until the last has it: median ${f(result.lastWatcherMedianMs)} ms, max ${f(result.lastWatcherMaxMs)} ms; a bare publish: median ${f(result.publishMedianMs)} ms (ratio ${f(result.lastWatcherMedianMs / result.publishMedianMs, 2)})`,
          '',
        ].join('\n'),
      );
      return { engine: opened.engine, ...result };
    } finally {
      await server.close();
    }
  }
}

runEngines(measure);
