import { messageAnswer } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { SIGNED_IN_ACCESS } from '../../plugins/access';
import { markNotificationRead } from '../auth/public';

/** Spec §7: reading a Facebook lead notification of the bell. Only the notification's owner may. */
export const fbLeadNotificationsModule: Module = (app, { database }) => {
  app.patch(
    '/api/mi-vitrina/third-party-integrations/meta/facebook/business/leads/notification/:id/read',
    {
      config: { access: SIGNED_IN_ACCESS },
      schema: {
        tags: ['notifications'],
        summary: 'Mark a Facebook lead notification as read',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const principal = request.principal!;
      await database.db.transaction(async (tx) => {
        const row = await markNotificationRead(tx, request.params.id, principal.id);
        if (!row) throw notFound();
        await audit(tx, request, {
          action: 'read',
          entity: 'fb_lead_notification',
          entityId: row.id,
          agencyId: row.agency_id,
        });
      });
      return { message: translate(request.locale, 'notifications.read') };
    },
  );
};
