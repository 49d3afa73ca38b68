import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPluginRoute } from '../src/plugins/access';
import { bearer, buildTestApp, type TestApp } from './build-test-app';
import { buildFbNotification, buildUser, TEST_PASSWORD, tokenFor } from './factories';
import { buildWorld, PRINCIPALS, type PrincipalName, type World } from './principals';

/**
 * The authorization matrix: every route the application registers must appear here with the
 * status each principal gets, against objects of dealership A and dealership B. A new route
 * without rows fails the first test.
 */

type Expectation = Record<PrincipalName, number>;

interface Row {
  /** `METHOD /route/:pattern` exactly as registered. */
  route: string;
  title: string;
  request: (world: World, who: PrincipalName) => InjectOptions;
  expect: Expectation;
}

const all = (status: number): Expectation =>
  Object.fromEntries(PRINCIPALS.map((name) => [name, status])) as Expectation;
const signedIn = (status: number): Expectation => ({ ...all(status), disabled: 401, anonymous: 401 });

const AUTH = '/api/mi-vitrina/auth';
const NOTIFICATION =
  '/api/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/:id/read';

/** Filled in beforeAll: notifications owned by gerenteA (agency A) and by a user of agency B. */
const objects = { notificationA: 0, notificationB: 0 };
const emails: Partial<Record<PrincipalName, string>> = {};

const ROWS: Row[] = [
  {
    route: 'GET /',
    title: 'web application',
    request: () => ({ method: 'GET', url: '/' }),
    expect: all(200),
  },
  {
    route: 'GET /*',
    title: 'client routes are public; the browser guards them and the API refuses their data',
    request: () => ({ method: 'GET', url: '/users' }),
    expect: all(200),
  },
  {
    route: 'GET /api/health',
    title: 'liveness',
    request: () => ({ method: 'GET', url: '/api/health' }),
    expect: all(200),
  },
  {
    route: 'GET /api/ready',
    title: 'readiness',
    request: () => ({ method: 'GET', url: '/api/ready' }),
    expect: all(200),
  },
  {
    route: 'GET /api/docs/json',
    title: 'OpenAPI document',
    request: () => ({ method: 'GET', url: '/api/docs/json' }),
    expect: all(200),
  },
  {
    route: 'GET /api/docs/',
    title: 'OpenAPI UI',
    request: () => ({ method: 'GET', url: '/api/docs/' }),
    expect: all(200),
  },
  {
    route: `POST ${AUTH}/login`,
    title: 'sign-in is public (wrong password)',
    // One address per principal, so the per-account throttle is not what answers.
    request: (_, who) => ({
      method: 'POST',
      url: `${AUTH}/login`,
      payload: { email: `nobody-${who}@example.mx`, password: 'incorrecta' },
    }),
    expect: all(422),
  },
  {
    route: `GET ${AUTH}/refresh-token`,
    title: 'refresh',
    request: () => ({ method: 'GET', url: `${AUTH}/refresh-token` }),
    expect: signedIn(200),
  },
  {
    route: `GET ${AUTH}/profile`,
    title: 'profile',
    request: () => ({ method: 'GET', url: `${AUTH}/profile` }),
    expect: signedIn(200),
  },
  {
    route: `PUT ${AUTH}/profile`,
    title: 'own profile update',
    request: (_, who) => ({
      method: 'PUT',
      url: `${AUTH}/profile`,
      payload: { name: 'Nombre Actualizado', email: emails[who] ?? 'anon@example.mx' },
    }),
    expect: signedIn(200),
  },
  {
    route: `PUT ${AUTH}/password`,
    title: 'own password change',
    request: () => ({
      method: 'PUT',
      url: `${AUTH}/password`,
      payload: {
        current_password: TEST_PASSWORD,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    }),
    expect: signedIn(200),
  },
  {
    route: `POST ${AUTH}/logout`,
    title: 'sign-out',
    request: () => ({ method: 'POST', url: `${AUTH}/logout` }),
    expect: signedIn(200),
  },
  {
    route: `PATCH ${NOTIFICATION}`,
    title: "notification of agency A's manager: only its owner",
    request: () => ({ method: 'PATCH', url: NOTIFICATION.replace(':id', String(objects.notificationA)) }),
    expect: { ...signedIn(404), gerenteA: 200 },
  },
  {
    route: `PATCH ${NOTIFICATION}`,
    title: "notification of agency B's user: nobody else, not even an administrator",
    request: () => ({ method: 'PATCH', url: NOTIFICATION.replace(':id', String(objects.notificationB)) }),
    expect: signedIn(404),
  },
];

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
  const db = t.context.database.db;
  const userB = await buildUser(db, { agencyIds: [world.agencyB.id] });
  objects.notificationA = (await buildFbNotification(db, world.users.gerenteA.id, world.agencyA.id)).id;
  objects.notificationB = (await buildFbNotification(db, userB.id, world.agencyB.id)).id;
  const rows = await db.query.users.findMany({ columns: { id: true, email: true } });
  for (const [name, user] of Object.entries(world.users)) {
    emails[name as PrincipalName] = rows.find((row) => row.id === user.id)?.email;
  }
});
afterAll(() => t.close());

it('has a declaration and rows for every registered route', () => {
  const covered = new Set(ROWS.map((row) => row.route));
  const routes = t.app.routeCatalogue.filter((route) => route.method !== 'HEAD');
  const missing = routes
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !covered.has(key) && !isPublicPluginRoute(key.split(' ')[1] ?? ''));
  expect(missing).toEqual([]);
  for (const route of routes) expect(route.access).toBeDefined();
});

describe.each(ROWS)('$route — $title', (row) => {
  it.each(PRINCIPALS)('%s', async (who) => {
    // A fresh token per request: refresh, password change and sign-out revoke the one they use.
    const userId = who === 'anonymous' ? undefined : world.users[who].id;
    const token = userId ? await tokenFor(t.context, userId) : undefined;
    const options = row.request(world, who);
    const response = await t.app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? bearer(token) : {}) },
    });
    expect(response.statusCode, response.body).toBe(row.expect[who]);
  });
});
