import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query';

/** How long a person has at the provider before the sign-in they began is forgotten. */
const ATTEMPT_MINUTES = 10;

export interface Attempt {
  nonce: string;
  code_verifier: string;
  remember: boolean;
}

/** Records a sign-in under way; forgets the ones abandoned long ago while at it. */
export async function saveAttempt(
  db: Db,
  attempt: Attempt & { state_hash: string; provider: string },
): Promise<void> {
  await db.execute(sql`delete from external_sign_in_attempts where expires_at < now()`);
  await db.execute(sql`
    insert into external_sign_in_attempts (state_hash, provider, nonce, code_verifier, remember, expires_at)
    values (${attempt.state_hash}, ${attempt.provider}, ${attempt.nonce}, ${attempt.code_verifier},
            ${attempt.remember}, now() + make_interval(mins => ${ATTEMPT_MINUTES}))`);
}

/** Takes the attempt of this state and provider, once: a second return with the same state finds nothing. */
export async function consumeAttempt(
  db: Db,
  stateHash: string,
  provider: string,
): Promise<Attempt | undefined> {
  return queryRow<Attempt>(
    db,
    sql`delete from external_sign_in_attempts
         where state_hash = ${stateHash} and provider = ${provider} and expires_at > now()
     returning nonce, code_verifier, remember`,
  );
}

export interface SignInUser {
  id: number;
  status: number;
  token_version: number;
}

/** The user an identity was linked to, when it was and the user still exists. */
export async function findLinkedUser(
  db: Db,
  provider: string,
  subject: string,
): Promise<SignInUser | undefined> {
  return queryRow<SignInUser>(
    db,
    sql`update external_identities ei set last_used_at = now()
          from users u
         where ei.provider = ${provider} and ei.subject = ${subject}
           and u.id = ei.user_id and u.deleted_at is null
     returning u.id, u.status, u.token_version`,
  );
}

export async function findUserByEmail(db: Db, email: string): Promise<SignInUser | undefined> {
  return queryRow<SignInUser>(
    db,
    sql`select id, status, token_version from users
         where lower(email) = lower(${email}) and deleted_at is null`,
  );
}

/** Links a provider's subject to a user (a concurrent first sign-in of the same subject links once). */
export async function linkIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: number; email: string },
): Promise<void> {
  await db.execute(sql`
    insert into external_identities (provider, subject, user_id, email)
    values (${identity.provider}, ${identity.subject}, ${identity.userId}, ${identity.email})
    on conflict (provider, subject) do nothing`);
}

/** Marks an integration token used; false when it already was (a replay). */
export async function useIntegrationToken(db: Db, jti: string, expiresAt: number): Promise<boolean> {
  await db.execute(sql`delete from integration_token_uses where expires_at < now()`);
  const inserted = await queryRow<{ jti: string }>(
    db,
    sql`insert into integration_token_uses (jti, expires_at)
        values (${jti}, to_timestamp(${expiresAt}))
        on conflict (jti) do nothing returning jti`,
  );
  return inserted !== undefined;
}

export async function findUserById(db: Db, id: number): Promise<SignInUser | undefined> {
  return queryRow<SignInUser>(
    db,
    sql`select id, status, token_version from users where id = ${id} and deleted_at is null`,
  );
}
