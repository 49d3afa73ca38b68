/**
 * The outbox viewer's API: administrators holding 'read mail outbox' read every message the
 * product wrote (without SMTP that is how the e-mails of every flow are read), newest first.
 */
import { MAIL_OUTBOX, outboxListAnswer, outboxMailDetail, outboxQuery } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { HttpError } from '../../lib/http-error';
import { errorAnswers, idParams } from '../../lib/route-schemas';
import { findOutboxMail, listOutbox } from './mail.repository';

const access = { permission: MAIL_OUTBOX.permission, scope: 'platform' } as const;

export const mailOutboxModule: Module = (app, { database }) => {
  const { db } = database;
  const base = `/api${MAIL_OUTBOX.api}`;

  app.get(
    base,
    {
      config: { access },
      schema: {
        tags: ['mail'],
        summary: 'The outbox: every e-mail, newest first',
        querystring: outboxQuery,
        response: { 200: outboxListAnswer },
      },
    },
    async (request) => {
      const { page, limit, search, state } = request.query;
      const { rows, total } = await listOutbox(db, {
        ...(search ? { search } : {}),
        ...(state ? { state } : {}),
        offset: (page - 1) * limit,
        limit,
      });
      return { data: rows, meta: { total, page, limit, total_capped: false } };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: {
        tags: ['mail'],
        summary: 'One e-mail with its text and HTML',
        params: idParams,
        response: { 200: z.object({ data: outboxMailDetail }), 404: errorAnswers[404] },
      },
    },
    async (request) => {
      const row = await findOutboxMail(db, request.params.id);
      if (!row) throw new HttpError(404, 'mail.not_found');
      return { data: row };
    },
  );
};
