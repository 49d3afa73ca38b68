import {
  notificationListAnswer,
  notificationListQuery,
  notificationPreferencesAnswer,
  notificationPreferencesBody,
  notificationReadAnswer,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { signedInActor } from '../../lib/actor';
import {
  listNotifications,
  notificationPreferences,
  readAllNotifications,
  readNotification,
  saveNotificationPreferences,
} from './notifications.service';

const BASE = '/api/mi-vitrina/notifications';
/** The user's own notifications: any signed-in user, a suspended dealership's too. */
const OWN = { permission: null, scope: 'user' } as const;

/** Issue 39: the bell's alerts — the list with the unread count, mark one read, mark all read. */
export const notificationsModule: Module = (app, { database, clock }) => {
  app.get(
    BASE,
    {
      config: { access: OWN },
      schema: {
        tags: ['notifications'],
        summary: "The user's notifications, newest first, with how many are unread",
        querystring: notificationListQuery,
        response: { 200: notificationListAnswer },
      },
    },
    (request) => listNotifications(database.db, request.query, signedInActor(request)),
  );

  app.post(
    `${BASE}/:id/read`,
    {
      config: { access: OWN },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the user’s notifications read',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: notificationReadAnswer },
      },
    },
    (request) =>
      database.db.transaction((tx) =>
        readNotification(tx, { id: request.params.id, now: clock.now() }, signedInActor(request)),
      ),
  );

  app.post(
    `${BASE}/read-all`,
    {
      config: { access: OWN },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the user read',
        response: { 200: notificationReadAnswer },
      },
    },
    (request) =>
      database.db.transaction((tx) => readAllNotifications(tx, { now: clock.now() }, signedInActor(request))),
  );

  app.get(
    `${BASE}/preferences`,
    {
      config: { access: OWN },
      schema: {
        tags: ['notifications'],
        summary:
          'How the user wants each type of alert: in the app, by e-mail (when offline), both, or neither',
        response: { 200: notificationPreferencesAnswer },
      },
    },
    (request) => notificationPreferences(database.db, signedInActor(request)),
  );

  app.put(
    `${BASE}/preferences`,
    {
      config: { access: OWN },
      schema: {
        tags: ['notifications'],
        summary: 'Save how the user wants each type of alert',
        body: notificationPreferencesBody,
        response: { 200: notificationPreferencesAnswer.extend({ message: z.string() }) },
      },
    },
    (request) =>
      database.db.transaction((tx) => saveNotificationPreferences(tx, request.body, signedInActor(request))),
  );
};
