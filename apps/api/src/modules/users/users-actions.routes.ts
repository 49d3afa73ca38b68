/**
 * Deactivate, reactivate and send a password-reset e-mail, on `/users/:id/…` or `/managers/:id/…`.
 * All three need the screen's update permission: deactivating is reversible (status -1), and a
 * Gerente, who holds `update users` but not `delete users`, deactivates the advisors they manage.
 */
import { messageAnswer, userActionAnswer } from '@vitrina/shared';
import type { App, AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { visibleAgencyIds } from '../../plugins/access';
import {
  actorOf,
  lockVisible,
  objectAccess,
  queueReset,
  refusals,
  refuse,
  subjectOf,
  toUser,
  type UserScreen,
} from './users.common';
import { findUser, updateUser } from './users.repository';
import { deactivateRefusal, manageRefusal } from './users.rules';

export function userActionRoutes(app: App, { database, config: settings }: AppContext, screen: UserScreen) {
  const { db } = database;
  const config = objectAccess(screen.permissions.update);

  /** Sets the status; deactivating also raises the token version, ending every session at once. */
  const setStatus = (status: 1 | -1) =>
    async function handler(request: Parameters<typeof actorOf>[0] & { params: { id: number } }) {
      const { id } = request.params;
      const actor = actorOf(request);
      await writeTransaction(db, {}, async (tx) => {
        const before = await lockVisible(tx, screen, actor, id);
        const subject = subjectOf(before);
        refuse(status === -1 ? deactivateRefusal(actor, subject) : manageRefusal(actor, subject));
        await updateUser(tx, id, { status }, status === -1);
        await audit(tx, request, {
          action: status === -1 ? 'deactivate' : 'reactivate',
          entity: 'user',
          entityId: id,
          before: { status: before.status },
          after: { status },
        });
      });
      const row = await findUser(db, id, visibleAgencyIds(actor));
      const key = status === -1 ? 'users.deactivated' : 'users.reactivated';
      return { message: translate(request.locale, key), data: toUser(row!) };
    };

  app.post(
    `${screen.base}/:id/deactivate`,
    {
      config,
      schema: {
        tags: [screen.tag],
        summary: 'Deactivate (status -1): every token of the account is refused on its next request',
        params: idParams,
        response: { 200: userActionAnswer, ...refusals },
      },
    },
    setStatus(-1),
  );

  app.post(
    `${screen.base}/:id/reactivate`,
    {
      config,
      schema: {
        tags: [screen.tag],
        summary: 'Reactivate (status 1)',
        params: idParams,
        response: { 200: userActionAnswer, ...refusals },
      },
    },
    setStatus(1),
  );

  app.post(
    `${screen.base}/:id/password-reset`,
    {
      config,
      schema: {
        tags: [screen.tag],
        summary: 'Queue a password-reset e-mail (a one-use link valid 60 minutes) in the user’s language',
        params: idParams,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const to = await writeTransaction(db, {}, async (tx) => {
        const subject = await lockVisible(tx, screen, actor, request.params.id);
        refuse(manageRefusal(actor, subjectOf(subject)));
        if (subject.status === -1) throw conflict('users.reset_inactive');
        await queueReset(tx, request, subject, 'reset', settings.publicUrl);
        return subject;
      });
      return { message: translate(request.locale, 'users.reset_sent', { email: to.email }) };
    },
  );
}
