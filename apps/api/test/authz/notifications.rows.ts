import type { TestApp } from '../build-test-app';
import { buildNotification } from '../factories/notifications';
import { buildUser } from '../factories/users';
import type { World } from '../principals';
import { type Row, type RowSet, signedIn } from './rows';

const BASE = '/api/mi-vitrina/notifications';

/** Filled in beforeAll: an alert of gerenteA's and one of a user of dealership B. */
const objects = { notificationA: 0, notificationB: 0 };

const rows: Row[] = [
  {
    route: `GET ${BASE}`,
    title: "the user's own notifications: every signed-in user, a suspended dealership's too",
    request: () => ({ method: 'GET', url: BASE }),
    expect: signedIn(200),
  },
  {
    route: `POST ${BASE}/:id/read`,
    title: "gerenteA's notification: only its owner",
    request: () => ({ method: 'POST', url: `${BASE}/${objects.notificationA}/read` }),
    expect: { ...signedIn(404), gerenteA: 200 },
  },
  {
    route: `POST ${BASE}/:id/read`,
    title: "a notification of dealership B's user: nobody else, not even an administrator",
    request: () => ({ method: 'POST', url: `${BASE}/${objects.notificationB}/read` }),
    expect: signedIn(404),
  },
  {
    route: `POST ${BASE}/read-all`,
    title: 'mark all read: every signed-in user, over their own notifications alone',
    request: () => ({ method: 'POST', url: `${BASE}/read-all` }),
    expect: signedIn(200),
  },
  {
    route: `GET ${BASE}/preferences`,
    title: "the user's own alert preferences: every signed-in user",
    request: () => ({ method: 'GET', url: `${BASE}/preferences` }),
    expect: signedIn(200),
  },
  {
    route: `PUT ${BASE}/preferences`,
    title: "the user's own alert preferences: every signed-in user saves their own alone",
    request: () => ({
      method: 'PUT',
      url: `${BASE}/preferences`,
      payload: { preferences: [{ type: 'lead_forwarded', in_app: true, email: false }] },
    }),
    expect: signedIn(200),
  },
];

export const notificationRows: RowSet = {
  name: 'notifications',
  async setup(t: TestApp, world: World) {
    const db = t.context.database.db;
    const userB = await buildUser(db, { agencyIds: [world.agencyB.id] });
    objects.notificationA = (
      await buildNotification(db, world.users.gerenteA.id, { agency_id: world.agencyA.id })
    ).id;
    objects.notificationB = (await buildNotification(db, userB.id, { agency_id: world.agencyB.id })).id;
  },
  rows,
};
