/**
 * The mail outbox (`/mail-outbox`): every e-mail the product wrote, sent or waiting, for the
 * administrators who hold 'read mail outbox' (without SMTP it is where messages are read).
 */
import { z } from 'zod';
import { listAnswer, searchTerm } from '../list-query';
import type { Permission } from '../permissions';

export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The last delivery error, if any. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxMailDetail = outboxMail.extend({ text: z.string(), html: z.string().nullable() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: searchTerm(120).optional(),
  state: z.enum(MAIL_STATES).optional(),
});

export const outboxListAnswer = listAnswer(outboxMail);

export const MAIL_OUTBOX = {
  api: '/mi-vitrina/mail-outbox',
  screen: '/mail-outbox',
  /** The screen's guard and the API's declaration. */
  permission: 'read mail outbox',
} as const satisfies { api: string; screen: string; permission: Permission };
