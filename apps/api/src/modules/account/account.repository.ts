/**
 * The account flows' tables: password-reset and e-mail verification links (only their tokens'
 * hashes), registered accounts, and the administrators a registration is announced to.
 */
import { ROLES } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRow, queryRows } from '../../db/query';
import { emailVerifications, passwordResets } from '../../db/schema';

/** An instant of the links' clock as SQL. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export interface ResetWrite {
  userId: number;
  tokenHash: string;
  requestedBy: number | null;
  expiresAt: Date;
  /** Now on the links' clock: the earlier links end then. */
  now: Date;
}

/** A new link; the user's earlier unused links stop working, so only the newest e-mail counts. */
export async function insertPasswordReset(tx: Tx, input: ResetWrite) {
  await tx.execute(
    sql`update password_resets set expires_at = ${at(input.now)}
         where user_id = ${input.userId} and used_at is null and expires_at > ${at(input.now)}`,
  );
  const [row] = await tx
    .insert(passwordResets)
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      requested_by: input.requestedBy,
      expires_at: input.expiresAt,
    })
    .returning({ id: passwordResets.id });
  return row!.id;
}

/** Like insertPasswordReset: a new verification link replaces the earlier ones. */
export async function insertEmailVerification(
  tx: Tx,
  input: { userId: number; tokenHash: string; email: string; expiresAt: Date; now: Date },
) {
  await tx.execute(
    sql`update email_verifications set expires_at = ${at(input.now)}
         where user_id = ${input.userId} and used_at is null and expires_at > ${at(input.now)}`,
  );
  const [row] = await tx
    .insert(emailVerifications)
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      email: input.email,
      expires_at: input.expiresAt,
    })
    .returning({ id: emailVerifications.id });
  return row!.id;
}

/** A link row, locked, with what tells its misuses apart. */
export interface LinkRow {
  id: number;
  user_id: number;
  expired: boolean;
  used: boolean;
  /** A newer link was sent to the same account after this one. */
  replaced: boolean;
}

/** A link row, locked; `now` (the links' clock) tells whether it expired. */
export async function lockLink(
  tx: Tx,
  table: 'password_resets' | 'email_verifications',
  hash: string,
  now: Date,
) {
  const name = sql.raw(table);
  return queryRow<LinkRow & { email?: string }>(
    tx,
    sql`select l.id, l.user_id, l.expires_at <= ${at(now)} as expired, l.used_at is not null as used,
               exists(select 1 from ${name} n where n.user_id = l.user_id and n.id > l.id) as replaced
               ${table === 'email_verifications' ? sql`, l.email` : sql``}
          from ${name} l where l.token_hash = ${hash} for update of l`,
  );
}

export async function markLinkUsed(tx: Tx, table: 'password_resets' | 'email_verifications', id: number) {
  await tx.execute(sql`update ${sql.raw(table)} set used_at = now() where id = ${id}`);
}

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  locale: 'es' | 'en';
  status: number;
  registered_at: Date | null;
  email_verified_at: Date | null;
}

const accountColumns = sql`id, name, email, locale, status, registered_at, email_verified_at`;

export async function findAccountByEmail(db: Db | Tx, email: string) {
  return queryRow<AccountRow>(
    db,
    sql`select ${accountColumns} from users where lower(email) = lower(${email}) and deleted_at is null`,
  );
}

export async function lockAccount(tx: Tx, id: number) {
  return queryRow<AccountRow>(
    tx,
    sql`select ${accountColumns} from users where id = ${id} and deleted_at is null for update`,
  );
}

/** A registration: a Gerente of no dealership yet, its e-mail to be verified. */
export async function insertRegisteredAccount(
  tx: Tx,
  input: { name: string; email: string; passwordHash: string; locale: 'es' | 'en' },
) {
  return queryRow<{ id: number }>(
    tx,
    sql`insert into users (name, email, password_hash, role_id, status, locale, registered_at)
        select ${input.name}, ${input.email}, ${input.passwordHash}, r.id, 1, ${input.locale}, now()
          from roles r where r.name = ${ROLES.manager}
        returning id`,
  );
}

export async function markEmailVerified(tx: Tx, id: number) {
  await tx.execute(
    sql`update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ${id}`,
  );
}

/** The new password; a new token version ends every session the account had. */
export async function replacePassword(tx: Tx, id: number, passwordHash: string) {
  await tx.execute(
    sql`update users set password_hash = ${passwordHash}, token_version = token_version + 1,
               email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
         where id = ${id}`,
  );
}

/** The active platform administrators, whom a registration is announced to. */
export async function platformAdmins(tx: Tx) {
  return queryRows<{ name: string; email: string; locale: 'es' | 'en' }>(
    tx,
    sql`select u.name, u.email, u.locale from users u join roles r on r.id = u.role_id
         where r.name in (${ROLES.superadmin}, ${ROLES.admin}) and u.status = 1 and u.deleted_at is null
         order by u.id`,
  );
}
