/** The outbox: queuing a message, the delivery job's claims and outcomes, the administrators' reads. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { mailOutbox } from '../../db/schema';

export interface MailWrite {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Written in the caller's transaction: the message exists exactly when what caused it does. */
export async function queueMail(tx: Tx, mail: MailWrite) {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

export interface ClaimedMail extends MailWrite {
  id: number;
  attempts: number;
}

/**
 * Up to `limit` due messages, each counted as one more attempt and moved `leaseSeconds` ahead, so
 * another process skips them while this one sends (`skip locked`), and a process that dies
 * mid-send leaves them to be tried again once the lease ends: a message may go twice, never zero.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseSeconds: number) {
  return db.transaction((tx) =>
    queryRows<ClaimedMail>(
      tx,
      sql`update mail_outbox set attempts = attempts + 1,
            next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
          where id in (
            select id from mail_outbox
             where sent_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
             order by next_attempt_at, id
             limit ${limit}
             for update skip locked)
          returning id, "to", subject, text, coalesce(html, '') as html, attempts`,
    ),
  );
}

export async function markSent(db: Db, id: number) {
  await db.execute(sql`update mail_outbox set sent_at = now() where id = ${id}`);
}

export async function markFailed(db: Db, id: number, error: string, retryAt: Date) {
  await db.execute(
    sql`update mail_outbox set error = ${error.slice(0, 1000)}, next_attempt_at = ${retryAt.toISOString()}::timestamptz
         where id = ${id} and sent_at is null`,
  );
}

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  attempts: number;
  next_attempt_at: string;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const listColumns = sql`id, "to", subject, ${iso('created_at')} as created_at, ${iso('sent_at')} as sent_at,
  error, attempts, ${iso('next_attempt_at')} as next_attempt_at`;

export async function listOutbox(
  db: Db,
  query: { search?: string; state?: 'pending' | 'sent' | 'failed'; offset: number; limit: number },
) {
  const where = [sql`true`];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`("to" ilike ${like} or subject ilike ${like})`);
  }
  if (query.state === 'sent') where.push(sql`sent_at is not null`);
  if (query.state === 'pending') where.push(sql`sent_at is null and error is null`);
  if (query.state === 'failed') where.push(sql`sent_at is null and error is not null`);
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<OutboxRow>(
    db,
    sql`select ${listColumns} from mail_outbox where ${condition}
         order by id desc limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from mail_outbox where ${condition}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findOutboxMail(db: Db, id: number) {
  const [row] = await queryRows<OutboxRow & { text: string; html: string | null }>(
    db,
    sql`select ${listColumns}, text, html from mail_outbox where id = ${id}`,
  );
  return row;
}
