/**
 * Deactivate, reactivate and send a password-reset e-mail, on `/users/:id/…` or `/managers/:id/…`.
 * All three need the screen's update permission: deactivating is reversible (status -1), and a
 * Gerente, who holds `update users` but not `delete users`, deactivates the advisors they manage.
 */
import { messageAnswer } from '@vitrina/shared';
import type { AppContext } from '../../context';
import { signedInActor } from '../../lib/actor';
import { translate } from '../../lib/i18n';
import { accessFor, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { updateRoute } from '../../lib/write-routes';
import { visibleAgencyIds } from '../../plugins/access';
import { lockOnScreen, ruleActorOf, toUser, type UserScreen } from './users.common';
import { findUser } from './users.repository';
import { userAccessRules } from './users.rules';
import { sendAccountReset, setAccountStatus } from './users.service';

export function userActionRoutes(screen: UserScreen, { config: settings, links }: AppContext) {
  const { kit } = screen;
  const { app, db, def } = kit;
  const rules = userAccessRules(db, screen);
  const writes = { screen, links, origin: settings.publicUrl };

  /** Sets the status; deactivating also raises the token version, ending every session at once. */
  const statusRoute = (status: 1 | -1, summary: string) =>
    updateRoute(kit, {
      summary,
      entity: 'user',
      verb: { path: status === -1 ? 'deactivate' : 'reactivate', action: 'update', method: 'POST' },
      accessRules: [rules.visibleAccount, status === -1 ? rules.mayDeactivate : rules.mayManage],
      lock: (tx, { id }) => lockOnScreen(tx, screen, id),
      update: (tx, before, _input, request) => setAccountStatus(tx, before, status, signedInActor(request)),
      audited: (row) => ({ status: row.status }),
      find: (tx, id, _params, request) => findUser(tx, id, visibleAgencyIds(ruleActorOf(request))),
      toItem: toUser,
      message: (locale) => translate(locale, status === -1 ? 'users.deactivated' : 'users.reactivated'),
    });

  statusRoute(-1, 'Deactivate (status -1): every token of the account is refused on its next request');
  statusRoute(1, 'Reactivate (status 1)');

  app.post(
    routeUrl(def, '/:id/password-reset'),
    {
      config: accessFor(kit, 'update', { rules: [rules.visibleAccount, rules.mayManage] }),
      schema: {
        tags: [kit.tag],
        summary: 'Queue a password-reset e-mail (a one-use link valid 60 minutes) in the user’s language',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const to = await writeTransaction(db, {}, (tx) =>
        sendAccountReset(tx, request.params.id, signedInActor(request), writes),
      );
      return { message: translate(request.locale, 'users.reset_sent', { email: to.email }) };
    },
  );
}
