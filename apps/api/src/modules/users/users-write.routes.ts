/**
 * Creating and editing accounts, on `/users` or on `/managers` (role forced to Gerente). Every
 * escalation rule (users.rules.ts) is checked inside the write's transaction, on the locked row.
 * Plain routes under the screen's access declarations, not the write builders: the password is
 * hashed before the transaction (not while it holds locks), the audit keeps a snapshot without
 * it, and a create audits the welcome e-mail after the account.
 */
import { managerInput, ROLES, USER_ACTIVE, userInput } from '@vitrina/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { accessFor, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { insertRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import { unguessablePassword } from '../account/public';
import { LoginThrottle } from '../auth/public';
import {
  actorOf,
  assertEmailFree,
  checkAgencies,
  lockVisible,
  queueReset,
  refuse,
  resolveRole,
  snapshot,
  subjectOf,
  toUser,
  type UserScreen,
  uniqueEmail,
} from './users.common';
import { findUser, setAgencies, updateUser } from './users.repository';
import { createRefusal, updateRefusal } from './users.rules';

type Body = z.output<typeof userInput> | z.output<typeof managerInput>;

export function userWriteRoutes(screen: UserScreen, { config: settings, links, counters }: AppContext) {
  const { kit } = screen;
  const signIns = new LoginThrottle(counters, settings.login);
  const { app, db, def } = kit;
  const body = screen.fixedRole ? managerInput : userInput;
  const roleOf = (input: Body) => screen.fixedRole ?? ('role' in input ? input.role : ROLES.advisor);

  app.post(
    routeUrl(def),
    {
      config: accessFor(kit, 'create'),
      schema: {
        tags: [kit.tag],
        summary:
          'Create an account; without a password it gets a random one and a welcome e-mail to choose it',
        body,
        response: { 201: def.oneAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input: Body = request.body;
      const actor = actorOf(request);
      // Hashing takes ~25 ms: done before the transaction, not while it holds locks.
      const passwordHash = await hashPassword(input.password ?? unguessablePassword());
      const id = await writeTransaction(db, { unique: uniqueEmail }, async (tx) => {
        const role = await resolveRole(tx, roleOf(input));
        const plan = { role: role.name, agencyIds: input.agency_ids, status: input.status ?? 1 };
        refuse(createRefusal(actor, plan));
        await checkAgencies(tx, plan);
        await assertEmailFree(tx, actor, input.email, { throttle: signIns, ip: request.ip });
        const account = {
          name: input.name,
          email: input.email,
          role_id: role.id,
          status: plan.status,
          locale: input.locale ?? 'es',
        };
        const { id: created } = await insertRow(tx, users, { ...account, password_hash: passwordHash });
        await setAgencies(tx, created, plan.agencyIds);
        await audit(tx, request, {
          action: 'create',
          entity: 'user',
          entityId: created,
          after: snapshot({ id: created, ...account, agency_ids: plan.agencyIds }),
        });
        // An inactive account cannot sign in; its owner gets a link once it is reactivated.
        if (input.password === undefined && plan.status === USER_ACTIVE) {
          await queueReset(tx, request, links, { id: created, ...account }, 'welcome', settings.publicUrl);
        }
        return created;
      });
      const row = await findUser(db, id, visibleAgencyIds(actor));
      return reply.code(201).send({ data: toUser(row!) });
    },
  );

  app.put(
    routeUrl(def, '/:id'),
    {
      config: accessFor(kit, 'update'),
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
      const input: Body = request.body;
      const actor = actorOf(request);
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      await writeTransaction(db, { unique: uniqueEmail }, async (tx) => {
        const before = await lockVisible(tx, screen, actor, id);
        const role = screen.fixedRole
          ? { id: before.role_id, name: before.role }
          : await resolveRole(tx, roleOf(input));
        const plan = { role: role.name, agencyIds: input.agency_ids, status: input.status ?? before.status };
        refuse(updateRefusal(actor, subjectOf(before), plan));
        await checkAgencies(tx, plan);
        // The account's own e-mail (whatever its letter case) is nobody else's: nothing to ask.
        if (input.email.toLowerCase() !== before.email.toLowerCase()) {
          await assertEmailFree(tx, actor, input.email, { throttle: signIns, ip: request.ip }, id);
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
        await audit(tx, request, {
          action: 'update',
          entity: 'user',
          entityId: id,
          before: snapshot(before),
          after: {
            ...snapshot({ id, ...account, agency_ids: plan.agencyIds }),
            ...(passwordHash === undefined ? {} : { password_changed: true }),
          },
        });
      });
      const row = await findUser(db, id, visibleAgencyIds(actor));
      return { data: toUser(row!) };
    },
  );
}
