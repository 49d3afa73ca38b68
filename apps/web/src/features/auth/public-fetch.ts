/**
 * The public pages' calls to the API, with fetch instead of the application's axios client (which
 * they would otherwise download before they are usable): base /api, JSON, Accept-Language, the
 * client's 60 s timeout and its stale-cookie cleaning. Failures read as lib/api-client's
 * parseError reads them: field errors, then the answer's message, then the same fallbacks.
 */
import { getLocale } from '../../lib/locale';
import { removeStaleCookies } from '../../lib/storage';
import { fill, type PublicTexts } from './public-texts';

/** lib/api-client's API_TIMEOUT_MS. */
const TIMEOUT_MS = 60_000;

/** A call that failed: the server's answer (status and body), or none (network, timeout). */
export class RequestFailed extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
    readonly reason: 'answer' | 'network' | 'timeout' | 'aborted',
  ) {
    super(`request failed: ${status ?? reason}`);
  }
}

export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  removeStaleCookies();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': getLocale(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new RequestFailed(
      undefined,
      undefined,
      name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'aborted' : 'network',
    );
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text, read as "failed with status" below.
  }
  if (!response.ok) throw new RequestFailed(response.status, data, 'answer');
  return data as T;
}

export interface PublicFailure {
  /** First message per field, from the answer's `errors`. */
  fields: Record<string, string>;
  /** What to show above the form. */
  message: string;
}

/** lib/api-client's parseError, for RequestFailed (anything else is the generic message). */
export function describeFailure(error: unknown, texts: PublicTexts): PublicFailure {
  const { errors } = texts;
  if (!(error instanceof RequestFailed)) return { fields: {}, message: errors.generic };
  if (error.reason !== 'answer') {
    return { fields: {}, message: error.reason === 'network' ? errors.network : errors[error.reason] };
  }
  const data = error.body as { errors?: unknown; message?: unknown } | undefined;
  const fields: Record<string, string> = {};
  if (data?.errors && typeof data.errors === 'object') {
    for (const [field, messages] of Object.entries(data.errors)) {
      const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first === 'string' && first) fields[field] = first;
    }
    if (Object.keys(fields).length === 0) return { fields, message: errors.inputProblems };
  }
  if (typeof data?.message === 'string' && data.message) return { fields, message: data.message };
  if (typeof data === 'object' && data !== null) return { fields, message: errors.generic };
  return { fields, message: fill(errors.status, { status: error.status ?? 0 }) };
}
