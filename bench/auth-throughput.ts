/**
 * Authenticated throughput (issue "Fast requests"): autocannon against the profile and against a
 * bench-only no-op route with the same access declaration, and against the public /api/health as
 * the reference, measured before and after the others in the same run. PGlite with a data
 * directory on disk, and PostgreSQL when TEST_DATABASE_URL is set. Prints figures; never fails on time.
 */
import { ROLES } from '@vitrina/shared';
import { inArray } from 'drizzle-orm';
import { agencies as agencyTable, dealershipGroups } from '../apps/api/src/db/schema';
import { seedCatalogue } from '../apps/api/src/db/seed/catalogue';
import { buildAgency, buildFbNotification, buildUser, tokenFor } from '../apps/api/test/factories';
import { connections, duration, type Engine, type Opened, runEngines, startServer, warmup } from './engines';
import { assertClean, type Load, printLoad, load as runLoad } from './load-client';

const PROFILE = '/api/mi-vitrina/auth/profile';
const NOOP = '/api/bench/noop';
/** The reference: public, no database. Measured before and after the others; their mean counts. */
const HEALTH = '/api/health';

/** Issue "Fast requests": shares of the public route's throughput, measured in the same run. */
const TARGETS = { noop: 0.6, profile: 0.4 } as const;

interface EngineResult {
  engine: Engine;
  health: Load;
  profile: Load;
  noop: Load;
  ratio: number;
  met: boolean;
  /** Throughput as a share of `/api/health`, against TARGETS. */
  ofHealth: { noop: number; profile: number; noopMet: boolean; profileMet: boolean };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

async function benchEngine({ engine, database }: Opened): Promise<EngineResult> {
  const { db } = database;
  await database.migrate();
  await db.transaction((tx) => seedCatalogue(tx));

  // A dealership manager with three dealerships (one per package, two in a group) and six
  // unread notifications: every part of the profile query has rows to build.
  const agencies = [
    await buildAgency(db, { name: 'Agencia Bench Premium', packageName: 'Premium' }),
    await buildAgency(db, { name: 'Agencia Bench Profesional', packageName: 'Profesional' }),
    await buildAgency(db, { name: 'Agencia Bench Básico', packageName: 'Básico' }),
  ];
  const [group] = await db.insert(dealershipGroups).values({ name: 'Grupo Bench' }).returning();
  await db
    .update(agencyTable)
    .set({ group_id: group!.id })
    .where(inArray(agencyTable.id, [agencies[0]!.id, agencies[1]!.id]));
  const user = await buildUser(db, { role: ROLES.manager, agencyIds: agencies.map((a) => a.id) });
  for (const agency of agencies) {
    await buildFbNotification(db, user.id, agency.id);
    await buildFbNotification(db, user.id, agency.id);
  }

  // The benchmark's own route, never part of the product: same access declaration as the
  // profile (any signed-in user, user scope), so both pay the same authentication.
  const server = await startServer(database, (app) => {
    app.get(NOOP, { config: { access: { permission: null, scope: 'user' } } }, async () => ({ ok: true }));
  });
  try {
    const { base } = server;
    const token = await tokenFor(server.context, user.id, 24 * 3600);

    // Both routes must answer 200 before anything is measured.
    for (const route of [PROFILE, NOOP]) {
      const answer = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await answer.text();
      if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}: ${body.slice(0, 300)}`);
      if (route === PROFILE) {
        const profile = JSON.parse(body) as { data?: { agencies?: unknown[] } };
        if (profile.data?.agencies?.length !== agencies.length) {
          throw new Error(`${route} did not list the seeded dealerships: ${body.slice(0, 300)}`);
        }
      }
    }

    process.stdout.write(
      `    ${connections} connections, ${duration} s per route after ${warmup} s of warm-up each\n`,
    );
    for (const route of [HEALTH, NOOP, PROFILE]) await runLoad(`${base}${route}`, token, warmup, connections);
    const healthBefore = await runLoad(`${base}${HEALTH}`, token, duration, connections);
    printLoad(`GET ${HEALTH}`, healthBefore);
    const noop = await runLoad(`${base}${NOOP}`, token, duration, connections);
    printLoad(`GET ${NOOP}`, noop);
    const profile = await runLoad(`${base}${PROFILE}`, token, duration, connections);
    printLoad(`GET ${PROFILE}`, profile);
    // Again at the end: on a shared machine the load around the run drifts; the mean is the reference.
    const healthAfter = await runLoad(`${base}${HEALTH}`, token, duration, connections);
    printLoad(`GET ${HEALTH} (again)`, healthAfter);
    assertClean([
      [HEALTH, healthBefore],
      [NOOP, noop],
      [PROFILE, profile],
      [HEALTH, healthAfter],
    ]);

    const ratio = profile.requestsPerSecond / noop.requestsPerSecond;
    const met = ratio >= 0.5;
    process.stdout.write(
      `    ratio profile / no-op: ${fmt(ratio, 2)}   target "profile at least half the no-op throughput": ${met ? 'met' : 'not met'}\n`,
    );
    const reference = (healthBefore.requestsPerSecond + healthAfter.requestsPerSecond) / 2;
    const share = (load: Load) => load.requestsPerSecond / reference;
    const ofHealth = {
      noop: share(noop),
      profile: share(profile),
      noopMet: share(noop) >= TARGETS.noop,
      profileMet: share(profile) >= TARGETS.profile,
    };
    process.stdout.write(
      `    of ${HEALTH} (${fmt(reference)} req/s): no-op ${fmt(ofHealth.noop, 3)} (target ${TARGETS.noop}: ${ofHealth.noopMet ? 'met' : 'not met'}), ` +
        `profile ${fmt(ofHealth.profile, 3)} (target ${TARGETS.profile}: ${ofHealth.profileMet ? 'met' : 'not met'})\n`,
    );
    const health =
      healthBefore.requestsPerSecond <= healthAfter.requestsPerSecond ? healthBefore : healthAfter;
    return { engine, health, profile, noop, ratio, met, ofHealth };
  } finally {
    await server.close();
  }
}

runEngines(benchEngine);
