/**
 * A resource's calls, from its definition: the URLs (`/api` + `api`, its `:params` filled in)
 * and answers typed by its shared schemas — and checked against them, so a test fails when the
 * API answers something the browser's types would not describe.
 */
import type { ResourceShape } from '@vitrina/shared';
import { z } from 'zod';
import { type Answer, type Client, type Query, withQuery } from './client';

/** A definition (`defineResource`'s answer), as far as the client needs it. */
export type AnyResource = ResourceShape & { readonly listAnswer: z.ZodType; readonly oneAnswer: z.ZodType };
export type ListBody<R extends AnyResource> = z.output<R['listAnswer']>;
export type OneBody<R extends AnyResource> = z.output<R['oneAnswer']>;
export type Row<R extends AnyResource> = ListBody<R> extends { data: (infer Item)[] } ? Item : never;
/** A nested resource's parents: `{ model_id: 4 }`. */
export type Params = Readonly<Record<string, number | string>>;

export interface ResourceClient<R extends AnyResource> {
  readonly def: R;
  /** `/api` + the definition's path (its params filled in), then `/suffix` and the query. */
  url(suffix?: string | number, query?: Query): string;
  list(query?: Query): Promise<Answer<ListBody<R>>>;
  /** `/export` with the query (`format`, filters, search, sort); read the file with exportRows. */
  export(query?: Query): Promise<Answer<unknown>>;
  one(id: number | string): Promise<Answer<OneBody<R>>>;
  create(payload: unknown): Promise<Answer<OneBody<R>>>;
  update(id: number | string, payload: unknown): Promise<Answer<OneBody<R>>>;
  remove(id: number | string): Promise<Answer<{ message: string }>>;
}

/** The definition's path with its params: `/api/mi-vitrina/catalogs/models/4/versions`. */
export function apiPath(def: ResourceShape, params: Params = {}): string {
  return `/api${def.api}`.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${def.name}: the path needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A 2xx answer that does not parse with its schema fails the test, with zod's reasons. */
function checked<T>(answer: Answer<T>, schema: z.ZodType, what: string): Answer<T> {
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success)
      throw new Error(`${what} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  }
  return answer;
}

export function resourceClient<R extends AnyResource>(
  client: Client,
  def: R,
  params: Params = {},
): ResourceClient<R> {
  const url = (suffix?: string | number, query?: Query) =>
    withQuery(suffix === undefined ? apiPath(def, params) : `${apiPath(def, params)}/${suffix}`, query);
  const one = (promise: Promise<Answer<unknown>>, what: string) =>
    promise.then((answer) => checked(answer as Answer<OneBody<R>>, def.oneAnswer, `${def.name} ${what}`));
  return {
    def,
    url,
    list: (query) =>
      client
        .get(url(undefined, query))
        .then((answer) => checked(answer as Answer<ListBody<R>>, def.listAnswer, `${def.name} list`)),
    export: (query) => client.get(url('export', query)),
    one: (id) => one(client.get(url(id)), `one (${id})`),
    create: (payload) => one(client.post(url(), payload), 'create'),
    update: (id, payload) => one(client.put(url(id), payload), `update (${id})`),
    remove: (id) => client.delete<{ message: string }>(url(id)),
  };
}
