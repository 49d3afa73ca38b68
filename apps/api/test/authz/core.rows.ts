import { buildFbNotification, buildUser, TEST_PASSWORD } from '../factories';
import type { PrincipalName } from '../principals';
import { all, type Row, type RowSet, signedIn } from './rows';

const AUTH = '/api/mi-vitrina/auth';
const NOTIFICATION =
  '/api/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/:id/read';

/** Filled in beforeAll: notifications owned by gerenteA (agency A) and by a user of agency B. */
const objects = { notificationA: 0, notificationB: 0 };
const emails: Partial<Record<PrincipalName, string>> = {};

const rows: Row[] = [
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

export const coreRows: RowSet = {
  name: 'core',
  async setup(t, world) {
    const db = t.context.database.db;
    const userB = await buildUser(db, { agencyIds: [world.agencyB.id] });
    objects.notificationA = (await buildFbNotification(db, world.users.gerenteA.id, world.agencyA.id)).id;
    objects.notificationB = (await buildFbNotification(db, userB.id, world.agencyB.id)).id;
    const users = await db.query.users.findMany({ columns: { id: true, email: true } });
    for (const [name, user] of Object.entries(world.users)) {
      emails[name as PrincipalName] = users.find((row) => row.id === user.id)?.email;
    }
  },
  rows,
};
