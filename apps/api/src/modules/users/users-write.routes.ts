/**
 * Creating and editing accounts, on `/users` or on `/managers` (role forced to Gerente), through
 * users.service.ts. Plain routes under the screen's access declarations and its rules
 * (users.rules.ts), not the write builders: the password is hashed before the transaction (not
 * while it holds locks), the audit keeps a snapshot without it, and a create audits the welcome
 * e-mail after the account.
 */
import { managerInput, userInput } from '@vitrina/shared';
import type { AppContext } from '../../context';
import { signedInActor } from '../../lib/actor';
import { hashPassword } from '../../lib/passwords';
import { accessFor, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import { unguessablePassword } from '../account/public';
import { LoginThrottle } from '../auth/public';
import { toUser, type UserScreen, uniqueEmail } from './users.common';
import { findUser } from './users.repository';
import { userAccessRules } from './users.rules';
import { type AccountInput, type AccountWrites, createAccount, updateAccount } from './users.service';

export function userWriteRoutes(screen: UserScreen, { config: settings, links, counters }: AppContext) {
  const { kit } = screen;
  const { app, db, def } = kit;
  const body = screen.fixedRole ? managerInput : userInput;
  const rules = userAccessRules(db, screen);
  const writes: AccountWrites = {
    screen,
    signIns: new LoginThrottle(counters, settings.login),
    links,
    origin: settings.publicUrl,
  };

  app.post(
    routeUrl(def),
    {
      config: accessFor(kit, 'create', { rules: [rules.mayCreate] }),
      schema: {
        tags: [kit.tag],
        summary:
          'Create an account; without a password it gets a random one and a welcome e-mail to choose it',
        body,
        response: { 201: def.oneAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input: AccountInput = request.body;
      // Hashing takes ~25 ms: done before the transaction, not while it holds locks.
      const password_hash = await hashPassword(input.password ?? unguessablePassword());
      const actor = signedInActor(request);
      const id = await writeTransaction(db, { unique: uniqueEmail }, (tx) =>
        createAccount(tx, { ...input, password_hash }, actor, writes),
      );
      const row = await findUser(db, id, visibleAgencyIds(actor.principal));
      return reply.code(201).send({ data: toUser(row!) });
    },
  );

  app.put(
    routeUrl(def, '/:id'),
    {
      config: accessFor(kit, 'update', { rules: [rules.visibleAccount, rules.mayUpdate] }),
      schema: {
        tags: [kit.tag],
        summary:
          'Edit an account: the dealerships given replace the linked ones; a new password or status -1 ends its sessions',
        params: idParams,
        body,
        response: { 200: def.oneAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input: AccountInput = request.body;
      const password_hash = input.password === undefined ? undefined : await hashPassword(input.password);
      const actor = signedInActor(request);
      await writeTransaction(db, { unique: uniqueEmail }, (tx) =>
        updateAccount(tx, { ...input, id, ...(password_hash ? { password_hash } : {}) }, actor, writes),
      );
      const row = await findUser(db, id, visibleAgencyIds(actor.principal));
      return { data: toUser(row!) };
    },
  );
}
