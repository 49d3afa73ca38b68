/**
 * Sending and opening the e-mailed links: a password reset (asked by the user on the sign-in
 * page or sent by an administrator from the users screen — one flow), and an e-mail verification.
 * Each misuse of a link is refused with its own message: not a link of ours (unknown), altered
 * (tampered), replaced by a newer one, expired, already used.
 */
import type { ErrorKey, Locale } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import type { LinkPurpose, LinkSigner } from '../../lib/signed-links';
import { queueMail } from '../mail/public';
import {
  RESET_MINUTES,
  type ResetKind,
  resetLink,
  resetMail,
  VERIFY_HOURS,
  verifyLink,
  verifyMail,
} from './account.mail';
import {
  insertEmailVerification,
  insertPasswordReset,
  type LinkRow,
  lockLink,
  markLinkUsed,
} from './account.repository';

export interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: Locale;
}

/**
 * A reset link (its hash stored, valid RESET_MINUTES) and the e-mail carrying it, in the user's
 * language, queued in the outbox in the caller's transaction; audited without the token.
 */
export async function queuePasswordReset(
  tx: Tx,
  actor: Actor,
  links: LinkSigner,
  to: Recipient,
  kind: ResetKind,
  /** Config's publicUrl: links never follow the request's Host or forwarded headers. */
  origin: string,
): Promise<void> {
  const { token, hash } = links.issue('reset');
  const expiresAt = links.expiry(RESET_MINUTES);
  const resetId = await insertPasswordReset(tx, {
    userId: to.id,
    tokenHash: hash,
    requestedBy: actor.principal?.id ?? null,
    expiresAt,
    now: links.now(),
  });
  const mail = resetMail(kind, to.locale, { name: to.name, link: resetLink(origin, token) });
  const mailId = await queueMail(tx, { to: to.email, ...mail });
  await audit(tx, actor, {
    action: 'password_reset',
    entity: 'user',
    entityId: to.id,
    userId: actor.principal?.id ?? to.id,
    after: { kind, reset_id: resetId, mail_id: mailId, expires_at: expiresAt.toISOString() },
  });
}

export async function queueVerification(
  tx: Tx,
  actor: Actor<{ id: number } | null>,
  links: LinkSigner,
  to: Recipient,
  origin: string,
): Promise<void> {
  const { token, hash } = links.issue('verify');
  const expiresAt = links.expiry(VERIFY_HOURS * 60);
  const verificationId = await insertEmailVerification(tx, {
    userId: to.id,
    tokenHash: hash,
    email: to.email,
    expiresAt,
    now: links.now(),
  });
  const mail = verifyMail(to.locale, { name: to.name, link: verifyLink(origin, token) });
  const mailId = await queueMail(tx, { to: to.email, ...mail });
  await audit(tx, actor, {
    action: 'email_verification',
    entity: 'user',
    entityId: to.id,
    userId: to.id,
    after: { verification_id: verificationId, mail_id: mailId, expires_at: expiresAt.toISOString() },
  });
}

const TABLES = { reset: 'password_resets', verify: 'email_verifications' } as const;

/**
 * The link a token opens, locked, once it is known to be usable; otherwise the refusal naming
 * what is wrong (`general`: the answer's message, e.g. "Failed to verify email."). `found` hears
 * of every link of ours presented, usable or not, before it is judged (a throttle per account).
 */
export async function openLink(
  tx: Tx,
  links: LinkSigner,
  purpose: LinkPurpose,
  token: string,
  general?: ErrorKey,
  found?: (userId: number) => Promise<void>,
): Promise<LinkRow & { email?: string }> {
  const refuse = (key: ErrorKey) => invalid({ token: [key] }, general ?? key);
  const checked = links.check(purpose, token);
  if ('defect' in checked)
    throw refuse(checked.defect === 'tampered' ? 'auth.token_tampered' : 'auth.token_unknown');
  const row = await lockLink(tx, TABLES[purpose], checked.hash, links.now());
  if (!row) throw refuse('auth.token_unknown');
  await found?.(row.user_id);
  if (row.used) throw refuse('auth.token_used');
  if (row.expired) throw refuse(row.replaced ? 'auth.token_replaced' : 'auth.token_expired');
  await markLinkUsed(tx, TABLES[purpose], row.id);
  return row;
}
