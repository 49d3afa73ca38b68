/** The `notifications` table: a user's alerts, read and written by the notifications service. */
import type { NotificationItem } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { intArray, queryRow, queryRows } from '../../db/query';

const ITEM = sql`n.id, n.type, n.params, n.link, n.read_at, n.created_at`;

/** A user's notifications, newest first, from before the id `before` when given. */
export function notificationsOf(
  db: Db | Tx,
  userId: number,
  page: { before?: number | undefined; limit: number },
): Promise<NotificationItem[]> {
  return queryRows<NotificationItem>(
    db,
    sql`select ${ITEM} from notifications n
         where n.user_id = ${userId} and n.in_app ${page.before === undefined ? sql`` : sql`and n.id < ${page.before}`}
         order by n.id desc limit ${page.limit}`,
  );
}

export async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and in_app and read_at is null`,
  );
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (already read is fine); undefined when not theirs. */
export async function markRead(tx: Tx, userId: number, id: number, now: Date) {
  return queryRow<{ id: number; agency_id: number | null }>(
    tx,
    sql`update notifications set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
         where id = ${id} and user_id = ${userId} and in_app returning id, agency_id`,
  );
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllRead(tx: Tx, userId: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update notifications set read_at = ${now.toISOString()}::timestamptz
         where user_id = ${userId} and in_app and read_at is null returning id`,
  );
  return rows.length;
}

/** A notification to deliver, with its user and that user's unread count. */
export interface Deliverable {
  user_id: number;
  unread: number;
  notification: NotificationItem;
}

/**
 * The committed notifications among `ids` (a rolled-back one is not found), each with its user's
 * unread count, in one round trip: what the realtime server sends to the users' channels.
 */
export async function deliverables(db: Db, ids: readonly number[]): Promise<Deliverable[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<NotificationItem & { user_id: number; unread: number }>(
    db,
    sql`select ${ITEM}, n.user_id,
          (select count(*)::int from notifications u
            where u.user_id = n.user_id and u.in_app and u.read_at is null) as unread
          from notifications n where n.id = any(${intArray(ids)}) and n.in_app order by n.id`,
  );
  return rows.map(({ user_id, unread, ...notification }) => ({ user_id, unread, notification }));
}

/** What `notify` inserts, one row per user. */
export interface NotificationRow {
  user_id: number;
  in_app: boolean;
  email: boolean;
  agency_id: number | null;
  type: string;
  params: Record<string, string | number>;
  link: string;
  dedupe_key: string;
}

/**
 * Inserts the rows for live users (a disabled or deleted account is told nothing); a row whose
 * user already has its key is skipped. Answers the rows inserted.
 */
export async function insertNotifications(
  tx: Tx,
  rows: readonly NotificationRow[],
): Promise<{ id: number; user_id: number }[]> {
  if (rows.length === 0) return [];
  return queryRows<{ id: number; user_id: number }>(
    tx,
    sql`insert into notifications (user_id, agency_id, type, params, link, dedupe_key, in_app, email)
        select r.user_id, r.agency_id, r.type, r.params, r.link, r.dedupe_key, r.in_app, r.email
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               as r(user_id int, agency_id int, type text, params jsonb, link text, dedupe_key text,
                    in_app boolean, email boolean)
          join users u on u.id = r.user_id and u.deleted_at is null and u.status <> -1
        on conflict (user_id, dedupe_key) do nothing
        returning id, user_id`,
  );
}

/** Sent to a socket of its user: no e-mail is needed any more. */
export async function markDelivered(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await queryRows(
    db,
    sql`update notifications set delivered_at = now() where id = any(${intArray(ids)}) and delivered_at is null`,
  );
}

/** The users' own choices among `userIds`, by `<user>:<type>` (no entry: the default). */
export async function preferencesOf(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<string, { in_app: boolean; email: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: number; type: string; in_app: boolean; email: boolean }>(
    db,
    sql`select user_id, type, in_app, email from notification_preferences where user_id = any(${intArray(userIds)})`,
  );
  return new Map(rows.map((row) => [`${row.user_id}:${row.type}`, { in_app: row.in_app, email: row.email }]));
}

export async function savePreferences(
  tx: Tx,
  userId: number,
  preferences: readonly { type: string; in_app: boolean; email: boolean }[],
): Promise<void> {
  if (preferences.length === 0) return;
  await queryRows(
    tx,
    sql`insert into notification_preferences (user_id, type, in_app, email)
        select ${userId}, p.type, p.in_app, p.email
          from jsonb_to_recordset(${JSON.stringify(preferences)}::jsonb) as p(type text, in_app boolean, email boolean)
        on conflict (user_id, type) do update set in_app = excluded.in_app, email = excluded.email`,
  );
}

/** An alert to e-mail, with its user's address and language. */
export interface MailDue {
  id: number;
  type: string;
  params: Record<string, string | number>;
  link: string;
  to: string;
  name: string;
  locale: string;
}

/**
 * Alerts to e-mail: wanted by e-mail, not e-mailed, and not delivered live — for an alert also
 * shown in the app, once `graceSeconds` have passed since it was made (time for a socket of the
 * user to receive it: a user with none is offline). Locked so several processes share the work.
 */
export function dueMails(tx: Tx, now: Date, graceSeconds: number, limit: number): Promise<MailDue[]> {
  return queryRows<MailDue>(
    tx,
    sql`select n.id, n.type, n.params, n.link, u.email as to, u.name, u.locale
          from notifications n join users u on u.id = n.user_id
         where n.email and n.emailed_at is null and n.delivered_at is null
           and (not n.in_app or n.created_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${graceSeconds}))
           and u.deleted_at is null and u.status <> -1
         order by n.created_at
         limit ${limit}
         for update of n skip locked`,
  );
}

export async function markEmailed(tx: Tx, ids: readonly number[], now: Date): Promise<void> {
  await queryRows(
    tx,
    sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz where id = any(${intArray(ids)})`,
  );
}
