/**
 * Deactivate, reactivate and send a password-reset e-mail, on `/users/:id/…` or `/managers/:id/…`.
 * All three need the screen's update permission: deactivating is reversible (status -1), and a
 * Gerente, who holds `update users` but not `delete users`, deactivates the advisors they manage.
 */
import { messageAnswer } from '@vitrina/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { accessFor, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { updateRoute } from '../../lib/write-routes';
import { visibleAgencyIds } from '../../plugins/access';
import {
  actorOf,
  assertVisible,
  lockOnScreen,
  lockVisible,
  queueReset,
  refuse,
  subjectOf,
  toUser,
  type UserScreen,
} from './users.common';
import { findUser, updateUser } from './users.repository';
import { deactivateRefusal, manageRefusal } from './users.rules';

export function userActionRoutes(screen: UserScreen, { config: settings, links }: AppContext) {
  const { kit } = screen;
  const { app, db, def } = kit;

  /** Sets the status; deactivating also raises the token version, ending every session at once. */
  const statusRoute = (status: 1 | -1, summary: string) =>
    updateRoute(kit, {
      summary,
      entity: 'user',
      verb: { path: status === -1 ? 'deactivate' : 'reactivate', action: 'update', method: 'POST' },
      lock: (tx, { id }) => lockOnScreen(tx, screen, id),
      update: async (tx, before, _input, request) => {
        const actor = actorOf(request);
        assertVisible(actor, before);
        const subject = subjectOf(before);
        refuse(status === -1 ? deactivateRefusal(actor, subject) : manageRefusal(actor, subject));
        await updateUser(tx, before.id, { status }, status === -1);
        return { id: before.id, status };
      },
      audited: (row) => ({ status: row.status }),
      find: (tx, id, _params, request) => findUser(tx, id, visibleAgencyIds(actorOf(request))),
      toItem: toUser,
      message: (locale) => translate(locale, status === -1 ? 'users.deactivated' : 'users.reactivated'),
    });

  statusRoute(-1, 'Deactivate (status -1): every token of the account is refused on its next request');
  statusRoute(1, 'Reactivate (status 1)');

  app.post(
    routeUrl(def, '/:id/password-reset'),
    {
      config: accessFor(kit, 'update'),
      schema: {
        tags: [kit.tag],
        summary: 'Queue a password-reset e-mail (a one-use link valid 60 minutes) in the user’s language',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const to = await writeTransaction(db, {}, async (tx) => {
        const subject = await lockVisible(tx, screen, actor, request.params.id);
        refuse(manageRefusal(actor, subjectOf(subject)));
        if (subject.status === -1) throw conflict('users.reset_inactive');
        await queueReset(tx, request, links, subject, 'reset', settings.publicUrl);
        return subject;
      });
      return { message: translate(request.locale, 'users.reset_sent', { email: to.email }) };
    },
  );
}
