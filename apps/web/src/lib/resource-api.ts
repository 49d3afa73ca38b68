/**
 * The four calls every resource makes — a page of its list, one record, create/update, delete —
 * through the one API client. Answers are checked against the shared schemas the API declares,
 * so a contract drift shows up as an error, not as a blank cell. A resource with a shared
 * definition calls through lib/resource-client.ts instead, which builds these from it.
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
): Promise<Page<T>> {
  const { data } = await api.get(path, { params: toQuery(params), ...(signal ? { signal } : {}) });
  return schema.parse(data);
}

/** `GET path` answering `{ data }`. */
export async function fetchOne<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const { data } = await api.get<{ data: unknown }>(path, signal ? { signal } : {});
  return schema.parse(data.data);
}

/** POST to `path` without an id, PUT to `path/id` with one; both answer `{ data }`. */
export async function saveRecord<T>(
  path: string,
  id: number | undefined,
  values: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const { data } = id
    ? await api.put<{ data: unknown }>(`${path}/${id}`, values)
    : await api.post<{ data: unknown }>(path, values);
  return schema.parse(data.data);
}

export async function deleteRecord(path: string, id: number): Promise<void> {
  await api.delete(`${path}/${id}`);
}
