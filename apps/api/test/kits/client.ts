/**
 * The API tests' client: `as(t, 'gerenteA').get(url)`, `.post(url, body)`, `.put`, `.delete`,
 * signed in as a principal of the authorization matrix (admin unless told) or a persona, in
 * Spanish unless `.en` or `.lang(…)`. Answers are `{ status, body, problem }`: the body typed as
 * asked (`get<typeof brandResource.listAnswer>(url)`, or a plain type), and the same JSON as
 * the error answer. `.on(definition, params)` gives a resource's own calls, typed and checked
 * against its shared schemas (resource-client.ts).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { TestApp } from '../build-test-app';
import { type AnyResource, type Params, type ResourceClient, resourceClient } from './resource-client';
import { headers, type Session, type SignInOptions, type Who } from './sessions';

/** The error answer of every route. */
export interface Problem {
  message: string;
  errors?: Record<string, string[]>;
}

/** A plain type, or what a schema parses to. */
export type Json<T> = T extends z.ZodType ? z.output<T> : T;
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T> {
  status: number;
  /** The JSON body, as the success answer. */
  readonly body: T;
  /** The same JSON, as the error answer: `{ message, errors }`. */
  readonly problem: Problem;
  headers: LightMyRequestResponse['headers'];
  /** The response itself (`rawPayload` of an export, `body` text for a failure message). */
  raw: LightMyRequestResponse;
}

export function answerOf<T>(raw: LightMyRequestResponse): Answer<T> {
  return {
    status: raw.statusCode,
    headers: raw.headers,
    raw,
    get body() {
      return raw.json() as T;
    },
    get problem() {
      return raw.json() as Problem;
    },
  };
}

/** `url` with `query` appended; undefined and empty values are left out. */
export function withQuery(url: string, query: Query = {}): string {
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export interface Client {
  /** The same user, answered in English. */
  readonly en: Client;
  /** The same user, with this Accept-Language. */
  lang(locale: string): Client;
  request<T = unknown>(method: Method, url: string, payload?: unknown): Promise<Answer<Json<T>>>;
  get<T = unknown>(url: string, query?: Query): Promise<Answer<Json<T>>>;
  post<T = unknown>(url: string, payload?: unknown): Promise<Answer<Json<T>>>;
  put<T = unknown>(url: string, payload?: unknown): Promise<Answer<Json<T>>>;
  delete<T = unknown>(url: string, payload?: unknown): Promise<Answer<Json<T>>>;
  /** A resource's calls (list, export, one, create, update, remove); `params` fill a nested path. */
  on<R extends AnyResource>(def: R, params?: Params): ResourceClient<R>;
}

function client(t: TestApp, auth: () => Promise<Record<string, string>>, locale?: string): Client {
  const request = async <T>(method: Method, url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(await auth()), ...(locale ? { 'accept-language': locale } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return answerOf<Json<T>>(response);
  };
  const self: Client = {
    get en() {
      return client(t, auth, 'en');
    },
    lang: (other) => client(t, auth, other),
    request,
    get: (url, query) => request('GET', withQuery(url, query)),
    post: (url, payload) => request('POST', url, payload),
    put: (url, payload) => request('PUT', url, payload),
    delete: (url, payload) => request('DELETE', url, payload),
    on: (def, params) => resourceClient(self, def, params),
  };
  return self;
}

/**
 * A client signed in as `who`: a principal (the same user for the whole test app) or a persona
 * (one new user for this client, kept by its `.en` and `.lang()`), or `anonymous` — or a session
 * the test signed in itself (`signIn`), when it needs to know who that user is.
 */
export function as(
  t: TestApp,
  who: Who | Pick<Session, 'headers'> = 'admin',
  options: SignInOptions = {},
): Client {
  let signedIn: Promise<Record<string, string>> | undefined;
  const auth = () => {
    signedIn ??= typeof who === 'object' && 'headers' in who ? Promise.resolve(who.headers) : headers(t, who);
    return signedIn;
  };
  return client(t, auth, options.locale);
}
