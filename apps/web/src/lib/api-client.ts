/**
 * The one HTTP client (spec §7–§8): base /api, 60 s timeout, Bearer token and Accept-Language
 * when present, stale cookies removed before each request, token errors end the session.
 * Features call it through typed functions; nothing else imports axios.
 */
import { type ApiError, TOKEN_ERROR_MESSAGES } from '@vitrina/shared';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { removeStaleCookies, STORAGE_KEYS } from './storage';

export const API_TIMEOUT_MS = 60_000;

export interface ClientHooks {
  /** The current locale, sent as Accept-Language. */
  locale: () => string;
  /** Spec §8: a token error clears the session and returns to Login. */
  onTokenError: () => void;
}

let hooks: ClientHooks = { locale: () => 'es', onTokenError: () => {} };

export function configureClient(next: ClientHooks): void {
  hooks = next;
}

/** Spec §8: 401, or 400 whose message is one of the four token messages. */
/** The HTTP status of a failed call, when the server answered (409: someone saved first…). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

export function isTokenError(error: unknown): boolean {
  if (!(error instanceof AxiosError) || !error.response) return false;
  const { status, data } = error.response;
  if (status === 401) return true;
  const message = (data as Partial<ApiError> | undefined)?.message;
  return status === 400 && typeof message === 'string' && TOKEN_ERROR_MESSAGES.includes(message);
}

export function createClient(): AxiosInstance {
  const client = axios.create({
    baseURL: '/api',
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use((config) => {
    removeStaleCookies();
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const locale = hooks.locale();
    if (locale) config.headers.set('Accept-Language', locale);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // Sign-in answers its own errors; only a session's token error ends the session.
    const url = error instanceof AxiosError ? (error.config?.url ?? '') : '';
    if (isTokenError(error) && !url.endsWith('/auth/login')) hooks.onTokenError();
    return Promise.reject(error);
  });
  return client;
}

export const api = createClient();

export interface ParsedError {
  /** First message per field, from the server's `errors` object. */
  fields: Record<string, string>;
  /** What to show above the form, or in the error dialog. */
  message: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Spec §5: field errors from `errors`; otherwise `message` is the general error; otherwise
 * "Something went wrong. Please try again."; an `errors` list without detail reads "There were
 * some problems with your input.". Transport failures use axios's messages (spec §8), translated.
 */
export function parseError(error: unknown, t: Translate): ParsedError {
  if (!(error instanceof AxiosError)) return { fields: {}, message: t('errors:generic') };
  if (!error.response) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return {
        fields: {},
        message: error.message.includes('timeout') ? t('errors:timeout') : t('errors:aborted'),
      };
    }
    if (error.code === AxiosError.ERR_CANCELED) return { fields: {}, message: t('errors:aborted') };
    return { fields: {}, message: t('errors:network') };
  }
  const data = error.response.data as Partial<ApiError> | undefined;
  const fields: Record<string, string> = {};
  if (data?.errors && typeof data.errors === 'object') {
    for (const [field, messages] of Object.entries(data.errors)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (first) fields[field] = first;
    }
    if (Object.keys(fields).length === 0) return { fields, message: t('errors:inputProblems') };
  }
  if (typeof data?.message === 'string' && data.message) return { fields, message: data.message };
  if (typeof data === 'object' && data !== null) return { fields, message: t('errors:generic') };
  return { fields, message: t('errors:status', { status: error.response.status }) };
}
