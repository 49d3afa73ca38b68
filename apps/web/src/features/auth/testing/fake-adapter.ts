/**
 * Test support: answers the API client's requests at the HTTP transport (axios adapter), so the
 * screens run their real calls, session store and error parsing. Not part of the app bundle.
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../lib/api-client';

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface FakeAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Route = (request: FakeRequest) => FakeAnswer | undefined;

/** Installs the fake transport; answers 404 for requests no route takes. Returns the log. */
export function fakeApi(route: Route): FakeRequest[] {
  const log: FakeRequest[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON() as Record<string, unknown>,
    };
    log.push(request);
    const answer = route(request) ?? { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return log;
}

export function restoreApi(): void {
  delete api.defaults.adapter;
}
