import { NOTIFICATION_EVENT, NOTIFICATION_TYPES, notificationText, ROLES } from '@vitrina/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildAgency, buildNotification, buildUser, disableUser, mailsTo } from '../../../test/factories';
import { signIn } from '../../../test/kits/sessions';
import { notificationPreferences, users } from '../../db/schema';
import { userChannel } from '../../realtime/protocol';
import { MAIL_GRACE_SECONDS } from './notification-mail.job';
import { type Notice, notify, sweepNotificationMail } from './public';

let t: TestApp;
let agency: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  agency = await buildAgency(db(), { name: 'Avisos' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => t.context.database.db;
const notice = (userIds: number[], key: string, by: number | null = null): Notice => ({
  type: 'lead_assigned',
  userIds,
  agencyId: agency.id,
  params: { lead_name: 'Ana López', lead_id: 7 },
  link: '/leads/marketplace/7',
  key,
  by,
});

interface Page {
  data: { id: number; type: string; params: Record<string, unknown>; link: string; read_at: string | null }[];
  meta: { unread: number };
}

describe('a user’s notifications', () => {
  it('lists their own alone, newest first, with the unread count; marks one and all read', async () => {
    const me = await signIn(t, { role: ROLES.advisor, agencies: [agency.id] });
    const other = await buildUser(db(), { agencyIds: [agency.id] });
    const first = await buildNotification(db(), me.user.id);
    const second = await buildNotification(db(), me.user.id);
    const theirs = await buildNotification(db(), other.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/notifications',
      headers: me.headers,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<Page>();
    expect(page.data.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(page.meta.unread).toBe(2);
    expect(page.data[0]).toMatchObject({
      type: 'lead_assigned',
      link: '/leads/marketplace/1',
      read_at: null,
    });

    const older = await t.app.inject({
      method: 'GET',
      url: `/api/mi-vitrina/notifications?before=${second.id}&limit=1`,
      headers: me.headers,
    });
    expect(older.json<Page>().data.map((n) => n.id)).toEqual([first.id]);

    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/mi-vitrina/notifications/${theirs.id}/read`,
      headers: me.headers,
    });
    expect(notMine.statusCode).toBe(404);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/mi-vitrina/notifications/${first.id}/read`,
      headers: me.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'Notificación leída.', data: { unread: 1 } });

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/mi-vitrina/notifications/read-all',
      headers: { ...me.headers, 'accept-language': 'en' },
    });
    expect(all.json()).toEqual({ message: 'Every notification is read.', data: { unread: 0 } });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/mi-vitrina/notifications',
      headers: me.headers,
    });
    expect(after.json<Page>().meta.unread).toBe(0);
    // The other user's alert is untouched.
    const theirsNow = await db().query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, theirs.id) });
    expect(theirsNow?.read_at).toBeNull();
  });
});

describe('notify', () => {
  it('tells each named user once per event, never the one who acted, nor a disabled account', async () => {
    const advisor = await buildUser(db(), { agencyIds: [agency.id] });
    const manager = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const disabled = await buildUser(db(), { agencyIds: [agency.id] });
    await disableUser(db(), disabled.id);
    const told = await db().transaction((tx) =>
      notify(tx, [
        notice([advisor.id, advisor.id, manager.id, disabled.id], 'lead:7:assigned:1', manager.id),
      ]),
    );
    expect(told).toBe(1);
    const again = await db().transaction((tx) => notify(tx, [notice([advisor.id], 'lead:7:assigned:1')]));
    expect(again).toBe(0);
    const rows = await db().query.notifications.findMany({
      where: (n, { inArray }) => inArray(n.user_id, [advisor.id, manager.id, disabled.id]),
    });
    expect(rows.map((row) => row.user_id)).toEqual([advisor.id]);
  });

  it('renders a notification from its type and parameters in both languages', () => {
    const stored = { type: 'lead_assigned' as const, params: { lead_name: 'Ana López' } };
    expect(notificationText('es', stored)).toEqual({
      title: 'Te asignaron el lead de Ana López',
      action: 'Abrir lead',
    });
    expect(notificationText('en', stored).action).toBe('Open lead');
  });
});

describe('live delivery on the user’s private channel', () => {
  it('sends a committed alert to its user alone, and a rolled-back one to nobody', async () => {
    const advisor = await buildUser(db(), { agencyIds: [agency.id] });
    const bystander = await buildUser(db(), { agencyIds: [agency.id] });
    const realtime = t.context.realtime;
    const deliver = vi.spyOn(realtime.server, 'deliver');
    realtime.users.joined(advisor.id);
    realtime.users.joined(bystander.id);
    await realtime.users.idle();
    deliver.mockClear();

    await db()
      .transaction(async (tx) => {
        await notify(tx, [notice([advisor.id], 'rolled-back')]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await realtime.users.idle();
    expect(deliver.mock.calls.filter(([, event]) => event === NOTIFICATION_EVENT)).toEqual([]);

    await db().transaction((tx) => notify(tx, [notice([advisor.id], 'committed')]));
    await realtime.users.idle();
    const sent = deliver.mock.calls.filter(([, event]) => event === NOTIFICATION_EVENT);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe(userChannel(advisor.id));
    expect(sent[0]![2]).toMatchObject({
      unread: 1,
      notification: {
        type: 'lead_assigned',
        params: { lead_name: 'Ana López' },
        link: '/leads/marketplace/7',
      },
    });
    realtime.users.left(advisor.id);
    realtime.users.left(bystander.id);
  });
});

describe('preferences', () => {
  const preferencesOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/mi-vitrina/notifications/preferences', headers })).json<{
      data: { type: string; in_app: boolean; email: boolean }[];
    }>().data;

  it('default to the app and e-mail for every type; each user saves their own', async () => {
    const me = await signIn(t, { role: ROLES.advisor, agencies: [agency.id] });
    const other = await signIn(t, { role: ROLES.advisor, agencies: [agency.id] });
    expect(await preferencesOf(me.headers)).toEqual(
      NOTIFICATION_TYPES.map((type) => ({ type, in_app: true, email: true })),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mi-vitrina/notifications/preferences',
      headers: me.headers,
      payload: { preferences: [{ type: 'lead_assigned', in_app: false, email: true }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Preferencias de notificaciones guardadas.');
    expect((await preferencesOf(me.headers))[0]).toEqual({
      type: 'lead_assigned',
      in_app: false,
      email: true,
    });
    expect((await preferencesOf(other.headers))[0]).toEqual({
      type: 'lead_assigned',
      in_app: true,
      email: true,
    });
    const repeated = await t.app.inject({
      method: 'PUT',
      url: '/api/mi-vitrina/notifications/preferences',
      headers: me.headers,
      payload: {
        preferences: [
          { type: 'lead_assigned', in_app: true, email: true },
          { type: 'lead_assigned', in_app: false, email: false },
        ],
      },
    });
    expect(repeated.statusCode).toBe(422);
  });

  it('are honoured: off tells nothing, e-mail only is e-mailed at once, in the user’s language', async () => {
    const off = await buildUser(db(), { agencyIds: [agency.id] });
    const byMail = await buildUser(db(), { agencyIds: [agency.id] });
    await db()
      .insert(notificationPreferences)
      .values([
        { user_id: off.id, type: 'lead_assigned', in_app: false, email: false },
        { user_id: byMail.id, type: 'lead_assigned', in_app: false, email: true },
      ]);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, byMail.id));
    const told = await db().transaction((tx) => notify(tx, [notice([off.id, byMail.id], 'prefs')]));
    expect(told).toBe(1);
    const now = t.context.clock.now();
    await sweepNotificationMail(db(), now, 'https://vitrina.example');
    const mails = await mailsTo(t.context, byMail.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('The lead of Ana López was assigned to you');
    expect(mails[0]!.text).toContain('https://vitrina.example/leads/marketplace/7');
    // Once.
    await sweepNotificationMail(db(), now, 'https://vitrina.example');
    expect(await mailsTo(t.context, byMail.email)).toHaveLength(1);
    expect(await mailsTo(t.context, off.email)).toHaveLength(0);
  });

  it('e-mail an offline user after the grace time, and never one who received it live', async () => {
    const offline = await buildUser(db(), { agencyIds: [agency.id] });
    const online = await buildUser(db(), { agencyIds: [agency.id] });
    const realtime = t.context.realtime;
    realtime.users.joined(online.id);
    await realtime.users.idle();
    await db().transaction((tx) => notify(tx, [notice([offline.id, online.id], 'grace')]));
    await realtime.users.idle();
    const now = t.context.clock.now();
    await sweepNotificationMail(db(), now, 'https://vitrina.example');
    // Within the grace time, nobody is e-mailed yet.
    expect(await mailsTo(t.context, offline.email)).toHaveLength(0);
    const later = new Date(now.getTime() + (MAIL_GRACE_SECONDS + 1) * 1000);
    await sweepNotificationMail(db(), later, 'https://vitrina.example');
    const mails = await mailsTo(t.context, offline.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Te asignaron el lead de Ana López']);
    expect(await mailsTo(t.context, online.email)).toHaveLength(0);
    realtime.users.left(online.id);
  });
});
