/**
 * The dashboard (`/dashboard/{popup?}`): the popups meant for the user's dealership and its
 * summary, in one call; and the user's dismissal of a popup. Access is the dashboard route's
 * (spec §2: read analytics general, package view analytics general).
 */
import {
  DASHBOARD_ACCESS,
  DASHBOARD_API,
  dashboardAnswer,
  dashboardQuery,
  messageAnswer,
} from '@vitrina/shared';
import type { Module } from '../../context';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { scopedAgencyIds } from '../../plugins/access';
import { advisorOnly } from '../leads/public';
import { dashboardPopups, dismissPopup, toDashboardPopup } from '../popups/public';
import { dashboardSummary } from './dashboard.repository';

const URL = `/api${DASHBOARD_API}`;
const tags = ['dashboard'];

export const dashboardModule: Module = (app, { database: { db }, storage }) => {
  const toItem = toDashboardPopup(storage.publicBase);

  app.get(
    URL,
    {
      config: {
        access: { ...DASHBOARD_ACCESS, scope: { agency: 'query' } },
      },
      schema: {
        tags,
        summary:
          'The popups in force meant for the dealership (0: every dealership you may see), and its inventory and lead counts',
        querystring: dashboardQuery,
        response: { 200: dashboardAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const agencyIds = scopedAgencyIds(request.agencyScope);
      const popups = await dashboardPopups(db, {
        agencyIds,
        userId: principal.id,
        popupId: request.query.popup,
      });
      const summary = await dashboardSummary(db, agencyIds, advisorOnly(principal));
      return { data: { popups: popups.map(toItem), summary } };
    },
  );

  app.post(
    `${URL}/popups/:id/dismiss`,
    {
      // The signed-in user's own record: a dismissal of a popup they were not shown changes nothing they see.
      config: { access: { permission: DASHBOARD_ACCESS.permission, scope: 'user' } },
      schema: {
        tags,
        summary: 'Close a popup for the signed-in user: a "show once" popup does not come back',
        params: idParams,
        response: { 200: messageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const found = await writeTransaction(db, {}, (tx) =>
        dismissPopup(tx, request.params.id, request.principal!.id),
      );
      if (!found) throw notFound();
      return { message: translate(request.locale, 'popups.dismissed') };
    },
  );
};
