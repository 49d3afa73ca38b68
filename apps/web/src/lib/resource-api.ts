/**
 * A page of a list through the one API client, checked against the shared schema the API
 * declares, so a contract drift shows up as an error, not as a blank cell. lib/resource-client.ts
 * builds every resource's calls on it; a list at a path of its own (promotions) calls it directly.
 */
import type { ListMeta } from '@vitrina/shared';
import type { z } from 'zod';
import { api } from './api-client';
import { type ListParams, toQuery } from './list-params';

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

export async function fetchList<T>(
  path: string,
  schema: z.ZodType<Page<T>>,
  params: ListParams,
  signal?: AbortSignal,
  /** Sent with every page, after the list's own parameters (`{ agency }`). */
  scope: Record<string, unknown> = {},
): Promise<Page<T>> {
  const query = { ...toQuery(params), ...scope };
  const { data } = await api.get(path, { params: query, ...(signal ? { signal } : {}) });
  return schema.parse(data);
}
