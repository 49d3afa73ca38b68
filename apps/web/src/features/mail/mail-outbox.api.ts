/** The outbox viewer's calls (mail module of the API). */
import {
  MAIL_OUTBOX,
  type OutboxMail,
  type OutboxMailDetail,
  outboxListAnswer,
  outboxMailDetail,
} from '@vitrina/shared';
import { z } from 'zod';
import type { ListPage } from '../../components/data-table';
import { api } from '../../lib/api-client';
import { type ListParams, toQuery } from '../../lib/list-params';

export type { OutboxMail, OutboxMailDetail };

export async function fetchOutboxPage(
  params: ListParams,
  signal: AbortSignal,
): Promise<ListPage<OutboxMail>> {
  const { data } = await api.get(MAIL_OUTBOX.api, { params: toQuery(params), signal });
  return outboxListAnswer.parse(data);
}

export async function fetchOutboxMail(id: number): Promise<OutboxMailDetail> {
  const { data } = await api.get(`${MAIL_OUTBOX.api}/${id}`);
  return z.object({ data: outboxMailDetail }).parse(data).data;
}

/** Where a message stands: sent, waiting for its (next) try, or failing (its last error kept). */
export function stateOf(mail: OutboxMail): 'sent' | 'pending' | 'failed' {
  if (mail.sent_at) return 'sent';
  return mail.error ? 'failed' : 'pending';
}
