/**
 * Creating and editing an account, on `/users` or on `/managers` (role forced to Gerente), in the
 * caller's transaction with its audit entry. The routes declare who may (users.rules.ts) and
 * refuse before the transaction; each write checks the same escalation rules again on the locked
 * row, which a concurrent write may have changed meanwhile. The password comes hashed: hashing
 * takes ~25 ms, not to be spent while the transaction holds locks.
 */
import { type managerInput, USER_ACTIVE, type userInput } from '@vitrina/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { SignedInActor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/http-error';
import type { LinkSigner } from '../../lib/signed-links';
import { insertRow } from '../../lib/table-writes';
import { queuePasswordReset } from '../account/public';
import type { LoginThrottle } from '../auth/public';
import {
  assertEmailFree,
  assertVisible,
  checkAgencies,
  lockVisible,
  refuse,
  resolveRole,
  snapshot,
  type UserScreen,
} from './users.common';
import { type SubjectRow, setAgencies, updateUser } from './users.repository';
import {
  createRefusal,
  deactivateRefusal,
  manageRefusal,
  roleOf,
  subjectOf,
  updateRefusal,
} from './users.rules';

export type AccountInput = z.output<typeof userInput> | z.output<typeof managerInput>;

/** What the writes of one screen need besides the transaction and the actor. */
export interface AccountWrites {
  screen: UserScreen;
  /** The sign-in's throttle, for the refusals that tell an e-mail has an account (users.common.ts). */
  signIns: LoginThrottle;
  links: LinkSigner;
  /** Config's publicUrl, for the welcome and reset links. */
  origin: string;
}

/** Creates an account; without a password (`password_hash` of a random one) it gets a welcome e-mail. */
export async function createAccount(
  tx: Tx,
  input: AccountInput & { password_hash: string },
  actor: SignedInActor,
  { screen, signIns, links, origin }: AccountWrites,
): Promise<number> {
  const role = await resolveRole(tx, roleOf(screen, input));
  const plan = { role: role.name, agencyIds: input.agency_ids, status: input.status ?? 1 };
  refuse(createRefusal(actor.principal, plan));
  await checkAgencies(tx, plan);
  await assertEmailFree(tx, actor.principal, input.email, { throttle: signIns, ip: actor.ip });
  const account = {
    name: input.name,
    email: input.email,
    role_id: role.id,
    status: plan.status,
    locale: input.locale ?? 'es',
  };
  const { id } = await insertRow(tx, users, { ...account, password_hash: input.password_hash });
  await setAgencies(tx, id, plan.agencyIds);
  await audit(tx, actor, {
    action: 'create',
    entity: 'user',
    entityId: id,
    after: snapshot({ id, ...account, agency_ids: plan.agencyIds }),
  });
  // An inactive account cannot sign in; its owner gets a link once it is reactivated.
  if (input.password === undefined && plan.status === USER_ACTIVE) {
    await queuePasswordReset(tx, actor, links, { id, ...account }, 'welcome', origin);
  }
  return id;
}

/**
 * Edits the account `id`: the dealerships given replace the linked ones; a new password
 * (`password_hash`) or status -1 ends its sessions.
 */
export async function updateAccount(
  tx: Tx,
  input: AccountInput & { id: number; password_hash?: string },
  actor: SignedInActor,
  { screen, signIns }: AccountWrites,
): Promise<void> {
  const { id, password_hash: passwordHash } = input;
  const before = await lockVisible(tx, screen, actor.principal, id);
  const role = screen.fixedRole
    ? { id: before.role_id, name: before.role }
    : await resolveRole(tx, roleOf(screen, input));
  const plan = { role: role.name, agencyIds: input.agency_ids, status: input.status ?? before.status };
  refuse(updateRefusal(actor.principal, subjectOf(before), plan));
  await checkAgencies(tx, plan);
  // The account's own e-mail (whatever its letter case) is nobody else's: nothing to ask.
  if (input.email.toLowerCase() !== before.email.toLowerCase()) {
    await assertEmailFree(tx, actor.principal, input.email, { throttle: signIns, ip: actor.ip }, id);
  }
  const account = {
    name: input.name,
    email: input.email,
    role_id: role.id,
    status: plan.status,
    locale: input.locale ?? before.locale,
  };
  const endSessions = passwordHash !== undefined || (plan.status === -1 && before.status !== -1);
  await updateUser(
    tx,
    id,
    passwordHash === undefined ? account : { ...account, password_hash: passwordHash },
    endSessions,
  );
  await setAgencies(tx, id, plan.agencyIds);
  await audit(tx, actor, {
    action: 'update',
    entity: 'user',
    entityId: id,
    before: snapshot(before),
    after: {
      ...snapshot({ id, ...account, agency_ids: plan.agencyIds }),
      ...(passwordHash === undefined ? {} : { password_changed: true }),
    },
  });
}

/** Deactivates (status -1, ending every session at once) or reactivates the locked account. */
export async function setAccountStatus(tx: Tx, before: SubjectRow, status: 1 | -1, actor: SignedInActor) {
  assertVisible(actor.principal, before);
  const subject = subjectOf(before);
  refuse(
    status === -1 ? deactivateRefusal(actor.principal, subject) : manageRefusal(actor.principal, subject),
  );
  await updateUser(tx, before.id, { status }, status === -1);
  return { id: before.id, status };
}

/** Queues a password-reset e-mail for the account `id`; answers the account. */
export async function sendAccountReset(
  tx: Tx,
  id: number,
  actor: SignedInActor,
  { screen, links, origin }: Omit<AccountWrites, 'signIns'>,
) {
  const subject = await lockVisible(tx, screen, actor.principal, id);
  refuse(manageRefusal(actor.principal, subjectOf(subject)));
  if (subject.status === -1) throw conflict('users.reset_inactive');
  await queuePasswordReset(tx, actor, links, subject, 'reset', origin);
  return subject;
}
