/**
 * Issue 39: alerts for named users. `notify` is called inside the transaction of the event that
 * causes it (an assignment, a forward), so an event never exists without its alert and a
 * rolled-back one never alerts; the realtime server sends each to its user's private channel once
 * committed (realtime/user-channels.ts). The routes list a user's own notifications and mark them
 * read.
 */
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  NOTIFICATION_TYPES,
  type NotificationItem,
  type NotificationParams,
  type NotificationPreference,
  type NotificationType,
  type notificationListQuery,
  type notificationPreferencesBody,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import {
  insertNotifications,
  markAllRead,
  markRead,
  notificationsOf,
  preferencesOf,
  savePreferences,
  unreadCount,
} from './notifications.repository';

/** One event's alert, for each of `userIds`. */
export interface Notice {
  type: NotificationType;
  userIds: readonly number[];
  /** The dealership the event happened in. */
  agencyId: number | null;
  params: NotificationParams;
  /** The web app's path that opens what it is about. */
  link: string;
  /** Names the event: a user who already has an alert of this key is not told again. */
  key: string;
  /** Who caused it (null: the system): nobody is told of what they did themselves. */
  by: number | null;
  /** The event e-mails them itself (an auction's close): the alert is never e-mailed too. */
  emailed?: boolean;
}

/**
 * Writes the alerts of `notices` in the caller's transaction, as each user wants that type (in
 * the app, by e-mail, both, or not at all); answers how many users are told.
 */
export async function notify(tx: Tx, notices: readonly Notice[]): Promise<number> {
  const wanted = notices.flatMap((notice) =>
    [...new Set(notice.userIds)]
      .filter((userId) => userId !== notice.by)
      .map((userId) => ({ userId, notice })),
  );
  const chosen = await preferencesOf(tx, [...new Set(wanted.map((one) => one.userId))]);
  const rows = wanted.flatMap(({ userId, notice }) => {
    const preference = chosen.get(`${userId}:${notice.type}`) ?? DEFAULT_NOTIFICATION_PREFERENCE;
    if (!preference.in_app && !(preference.email && !notice.emailed)) return [];
    return [
      {
        user_id: userId,
        agency_id: notice.agencyId,
        type: notice.type,
        params: notice.params,
        link: notice.link,
        dedupe_key: `${notice.type}:${notice.key}`,
        in_app: preference.in_app,
        email: preference.email && !notice.emailed,
      },
    ];
  });
  return (await insertNotifications(tx, rows)).length;
}

/** The actor's choice for every type of alert (the default where they made none). */
export async function notificationPreferences(
  db: Db | Tx,
  actor: SignedInActor,
): Promise<{ data: NotificationPreference[] }> {
  const chosen = await preferencesOf(db, [actor.principal.id]);
  return {
    data: NOTIFICATION_TYPES.map((type) => ({
      type,
      ...(chosen.get(`${actor.principal.id}:${type}`) ?? DEFAULT_NOTIFICATION_PREFERENCE),
    })),
  };
}

/** Saves the actor's choices (types left out keep theirs); answers every type's. */
export async function saveNotificationPreferences(
  tx: Tx,
  input: z.output<typeof notificationPreferencesBody>,
  actor: SignedInActor,
): Promise<{ message: string; data: NotificationPreference[] }> {
  const before = await notificationPreferences(tx, actor);
  await savePreferences(tx, actor.principal.id, input.preferences);
  const after = await notificationPreferences(tx, actor);
  await audit(tx, actor, {
    action: 'update',
    entity: 'notification_preferences',
    entityId: actor.principal.id,
    before: before.data,
    after: after.data,
  });
  return { message: translate(actor.locale, 'notifications.preferences_saved'), data: after.data };
}

export async function listNotifications(
  db: Db,
  query: z.output<typeof notificationListQuery>,
  actor: SignedInActor,
): Promise<{ data: NotificationItem[]; meta: { unread: number } }> {
  const userId = actor.principal.id;
  const [data, unread] = await Promise.all([notificationsOf(db, userId, query), unreadCount(db, userId)]);
  return { data, meta: { unread } };
}

export interface ReadAnswer {
  message: string;
  data: { unread: number };
}

/** Marks one of the actor's own notifications read (another's is 404, whoever asks). */
export async function readNotification(
  tx: Tx,
  input: { id: number; now: Date },
  actor: SignedInActor,
): Promise<ReadAnswer> {
  const row = await markRead(tx, actor.principal.id, input.id, input.now);
  if (!row) throw notFound();
  await audit(tx, actor, {
    action: 'read',
    entity: 'notification',
    entityId: row.id,
    agencyId: row.agency_id,
  });
  return {
    message: translate(actor.locale, 'notifications.read'),
    data: { unread: await unreadCount(tx, actor.principal.id) },
  };
}

/** Marks every unread notification of the actor read. */
export async function readAllNotifications(
  tx: Tx,
  input: { now: Date },
  actor: SignedInActor,
): Promise<ReadAnswer> {
  const count = await markAllRead(tx, actor.principal.id, input.now);
  if (count > 0) await audit(tx, actor, { action: 'read_all', entity: 'notification', after: { count } });
  return { message: translate(actor.locale, 'notifications.all_read'), data: { unread: 0 } };
}
