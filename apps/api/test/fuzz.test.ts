/**
 * Property-based fuzzing of every API route (issue "Hardening"): the routes come from the route
 * catalogue and the OpenAPI document, so a new route is fuzzed without touching this file. Each
 * route gets FUZZ_RUNS generated requests as a Superadmin and as the Gerente of dealership A,
 * each world in its own database. What must hold is written in fuzz/oracle.ts.
 *
 * Seeded: FUZZ_SEED (default below) and the test's name give each test its own fast-check seed,
 * so adding a route changes no other route's cases. A failure prints the shrunk request and the
 * command that replays it (`FUZZ_SEED=… FUZZ_PATH=… npx vitest run … -t '…'`); the world is rebuilt
 * for a replay, so a failure that needed an earlier route's writes may need the whole file.
 * FUZZ_RUNS sets the cases per route and principal; FUZZ_REPORT=<file> records every problem (one
 * JSON line each) instead of stopping at the first of each test, to list them all at once.
 * Besides the routes, the Gerente's world gets what the catalogue cannot describe: the realtime
 * websocket's frames (fuzz/websocket.ts) and the lead API's ADF XML bodies (fuzz/adf.ts).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, userChannel } from '../src/realtime/protocol';
import { bearer, buildTestApp, type TestApp } from './build-test-app';
import { catalogWorkbook, PNG } from './catalog-upload-fixtures';
import { tokenFor } from './factories';
import { adfBody, XML_TYPES } from './fuzz/adf';
import { problemsOf } from './fuzz/oracle';
import { type Powers, readPowers, restorePowers } from './fuzz/powers';
import { buildRequest, caseArbitrary } from './fuzz/requests';
import { type FuzzRoute, fuzzRoutes, isDealershipScoped } from './fuzz/routes';
import type { Files } from './fuzz/uploads';
import {
  answerProblems,
  closing,
  type FuzzSocket,
  frameArbitrary,
  openSocket,
  pingPong,
} from './fuzz/websocket';
import { buildFuzzWorld, type FuzzWorld, snapshotB } from './fuzz/world';
import { testEngine } from './test-database';

const postgres = testEngine() === 'postgres';
/** Each engine has its own seed, so the second engine's cases are new ones, not the first's again. */
const SEED = Number(process.env.FUZZ_SEED ?? (postgres ? 20_261_125 : 20_261_121));
/**
 * Per route and principal: 300 requests per route on the embedded database, where every route
 * runs first, and 100 more, other ones, on PostgreSQL (with TEST_DATABASE_URL, as CI): the file took
 * 4–5 minutes per engine on 2 cores, most of CI's time after the browser tests.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (postgres ? 50 : 150));
const PATH = process.env.FUZZ_PATH;
const REPORT = process.env.FUZZ_REPORT;
/** One request that takes longer than this is a failure (a hang), not a slow test. */
const REQUEST_MS = 20_000;
/** The marketplace's platform credential (`{ platformKey }` routes). */
const FUZZ_MARKETPLACE_KEY = 'fuzz-marketplace-platform-key-of-32-chars';

const routes = await fuzzRoutes();
const named = routes.map((route) => [`${route.method} ${route.url}`, route] as [string, FuzzRoute]);

/** FNV-1a of the test's name mixed into the base seed. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return (hash ^ SEED) | 0;
}

/** Runs a property with the test's own seed; a failure names the shrunk case and how to replay it. */
async function check<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, {
    seed: seedOf(name),
    numRuns,
    ...(PATH ? { path: PATH } : {}),
    plugins: [fc.timeout(REQUEST_MS)],
  });
  if (details.failed) {
    const error = details.errorInstance;
    throw new Error(
      [
        `Failed after ${details.numRuns} case(s), shrunk ${details.numShrinks} time(s):`,
        error instanceof Error ? error.message : String(error),
        `Replay: FUZZ_SEED=${SEED} FUZZ_PATH=${details.counterexamplePath} npx vitest run apps/api/test/fuzz.test.ts -t '${name}$'`,
      ].join('\n'),
    );
  }
}

const excerpt = (value: unknown, length = 300) => {
  const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value ?? '');
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
};

describe.each(['superadmin', 'gerenteA'] as const)('%s', (who) => {
  let t: TestApp;
  let world: FuzzWorld;
  let powers: Powers;
  let stateOfB: string;
  let files: Files;
  /**
   * The principal's token, issued again only after a write went through: reading the token version
   * for every case took a third of the file's time on the embedded database.
   */
  let token: string | undefined;

  beforeAll(async () => {
    // The integration's sign-in verifies what it is sent rather than answering 404 (unconfigured).
    t = await buildTestApp({
      INTEGRATION_ISSUER: 'fuzz',
      INTEGRATION_SECRET: 'fuzz-integration-secret-of-32-chars!',
      EXTERNAL_SIGN_IN_PER_MINUTE: '100000',
      MARKETPLACE_API_KEY: FUZZ_MARKETPLACE_KEY,
    });
    world = await buildFuzzWorld(t);
    powers = await readPowers(t.context.database.db, world);
    stateOfB = await snapshotB(t.context.database.db, world);
    const row = ['Nissan', 'Versa', 'Sedán', 'Advance', 'Manual', 'Gasolina', 2024, 250_000];
    files = {
      png: PNG,
      xlsx: await catalogWorkbook([row, ['Marca\u0000', 'Modelo\ud800', ...row.slice(2)]]),
    };
  });
  afterAll(() => t.close());

  /** The rules must see B where B is: a Superadmin's answers, judged as if a Gerente got them. */
  it.runIf(who === 'superadmin')(
    'the dealership rules catch what only an administrator may see',
    async () => {
      const [agencyB, userB] = world.bIds;
      const judged = async (method: 'GET' | 'PUT', url: string, pattern: string, payload?: object) => {
        const route = routes.find((r) => r.method === method && r.url === pattern)!;
        const carried = [{ where: 'path' as const, name: 'id', value: userB, declared: true }];
        const request = {
          options: { method, url, payload },
          carried: pattern.includes(':id') ? carried : [],
        };
        const token = await tokenFor(t.context, world.users.superadmin);
        const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
        return problemsOf(route, request, response, true);
      };
      const USERS = '/api/mi-vitrina/users';
      expect(await judged('GET', `${USERS}/${userB}`, `${USERS}/:id`)).toHaveLength(3);
      expect(await judged('GET', `${USERS}/export?format=xlsx`, `${USERS}/export`)).toHaveLength(1);
      const before = await snapshotB(t.context.database.db, world);
      const limits = '/api/mi-vitrina/agency-settings/vehicle-limits';
      await judged('PUT', `${limits}/${agencyB}`, `${limits}/:agency`, { used_vehicle_limit: 7 });
      expect(await snapshotB(t.context.database.db, world)).not.toBe(before);
    },
  );

  it.each(named)(
    '%s',
    async (name, route) => {
      const db = t.context.database.db;
      const property = fc.asyncProperty(caseArbitrary(route, world), async (c) => {
        const request = buildRequest(route, c, files);
        token ??= await tokenFor(t.context, world.users[who]);
        // An API key's route gets A's key besides the session (which opens nothing there); a
        // platform credential's route, the marketplace's key.
        const key =
          'apiKey' in route.access
            ? { 'x-api-key': world.apiKey }
            : 'platformKey' in route.access
              ? { 'x-api-key': FUZZ_MARKETPLACE_KEY }
              : {};
        const response = await t.app.inject({
          ...request.options,
          headers: { ...request.options.headers, ...bearer(token), ...key },
        });
        const problems = await problemsOf(route, request, response, who === 'gerenteA');
        const status = response.statusCode;
        const ok = status >= 200 && status < 300;
        if (
          ok &&
          who === 'gerenteA' &&
          isDealershipScoped(route) &&
          (await snapshotB(db, world)) !== stateOfB
        ) {
          problems.push('dealership B changed');
        }
        // A route outside any dealership's scope may change B's rows by right (the public account
        // flows: anyone may ask for a reset link to a B user's address): the baseline follows it.
        if (ok && who === 'gerenteA' && !isDealershipScoped(route)) stateOfB = await snapshotB(db, world);
        if (route.method !== 'GET' && (ok || status >= 500)) {
          await restorePowers(db, world, powers);
          // The write may have ended the principal's sessions (a password or role change).
          token = undefined;
        }
        if (problems.length === 0) return;
        const found = {
          who,
          route: name,
          problems,
          method: route.method,
          url: excerpt(request.options.url),
          payload: excerpt(request.options.payload),
          contentType: request.options.headers?.['content-type'],
          status,
          answer: excerpt(response.body),
        };
        if (REPORT) fs.appendFileSync(REPORT, `${JSON.stringify(found)}\n`);
        else throw new Error(JSON.stringify(found, null, 2));
      });
      await check(`${who} ${name}`, property, RUNS);
    },
    600_000,
  );

  const WEBSOCKET =
    'the websocket: hostile frames from anonymous and signed-in sockets, then it still serves';
  it.runIf(who === 'gerenteA')(
    WEBSOCKET,
    async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const url = `ws://${base}/app/${t.config.realtime.key}?protocol=7`;
      const userId = world.users.gerenteA;
      const session = bearer(await tokenFor(t.context, userId));
      /** Subscribes the socket to the Gerente's own channel, signed as pusher-js has it signed. */
      const signIn = async (fuzz: FuzzSocket) => {
        const channel = userChannel(userId);
        const signed = await t.app.inject({
          method: 'POST',
          url: '/broadcasting/auth',
          headers: { ...session, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ socket_id: fuzz.socketId, channel_name: channel }).toString(),
        });
        fuzz.socket.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.json().auth } }),
        );
      };
      const frames = fc.array(frameArbitrary(userId), { minLength: 1, maxLength: 8 });
      const property = fc.asyncProperty(fc.boolean(), frames, async (signedIn, sent) => {
        const fuzz = await openSocket(url);
        try {
          if (signedIn) await signIn(fuzz);
          for (const frame of sent) fuzz.socket.send(frame, { binary: Buffer.isBuffer(frame) });
          const problems: string[] = [];
          // A frame over the limit closes its socket (1009); every other socket answers on.
          if (sent.some((frame) => Buffer.byteLength(frame) > MAX_FRAME_BYTES)) {
            const code = await closing(fuzz);
            if (code !== 1009) problems.push(`closed with ${code} after a frame over the limit`);
          } else if (!(await pingPong(fuzz))) {
            problems.push(`no pong (closed: ${fuzz.closed()})`);
          }
          problems.push(...answerProblems(fuzz.messages));
          if (problems.length === 0) return;
          const found = { signedIn, problems, frames: sent.map((frame) => excerpt(frame, 200)) };
          if (REPORT) fs.appendFileSync(REPORT, `${JSON.stringify(found)}\n`);
          else throw new Error(JSON.stringify(found, null, 2));
        } finally {
          fuzz.socket.terminate();
        }
      });
      // A third of the routes' cases: each opens a socket, and CI's time is counted.
      await check(`${who} ${WEBSOCKET}`, property, Math.ceil(RUNS / 3));

      expect((await fetch(`http://${base}/api/health`)).status).toBe(200);
      const after = await openSocket(url);
      await signIn(after);
      expect(await pingPong(after)).toBe(true);
      expect(after.messages).toContainEqual(
        expect.objectContaining({
          event: 'pusher_internal:subscription_succeeded',
          channel: userChannel(userId),
        }),
      );
      after.socket.terminate();
    },
    600_000,
  );

  const ADF = 'POST /api/public/v1/leads with ADF XML bodies';
  it.runIf(who === 'gerenteA')(
    ADF,
    async () => {
      const route = routes.find((r) => r.method === 'POST' && r.url === '/api/public/v1/leads')!;
      const property = fc.asyncProperty(adfBody, fc.constantFrom(...XML_TYPES), async (body, type) => {
        const options = {
          method: 'POST' as const,
          url: route.url,
          payload: body,
          headers: { 'content-type': type, 'x-api-key': world.apiKey },
        };
        const response = await t.app.inject(options);
        const problems = await problemsOf(route, { options, carried: [] }, response, true);
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        if (ok && (await snapshotB(t.context.database.db, world)) !== stateOfB) {
          problems.push('dealership B changed');
        }
        if (problems.length === 0) return;
        const found = {
          problems,
          type,
          payload: excerpt(body),
          status: response.statusCode,
          answer: excerpt(response.body),
        };
        if (REPORT) fs.appendFileSync(REPORT, `${JSON.stringify(found)}\n`);
        else throw new Error(JSON.stringify(found, null, 2));
      });
      await check(`${who} ${ADF}`, property, Math.ceil(RUNS / 3));
    },
    600_000,
  );
});
