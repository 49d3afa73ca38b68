/** The account calls of the public screens (account module of the API); each answers its message. */
import type { EmailOnlyBody, ExternalProviderInfo, RegisterBody, ResetPasswordBody } from '@vitrina/shared';
import { callApi } from './public-fetch';

const BASE = '/mi-vitrina/auth';

async function post(path: string, body: unknown): Promise<string> {
  const data = await callApi<{ message: string }>('POST', `${BASE}/${path}`, body);
  return data.message;
}

export const register = (body: RegisterBody) => post('register', body);
export const verifyEmail = (token: string) => post('email/verify', { token });
export const resendVerification = (body: EmailOnlyBody) => post('email/resend', body);
export const requestPasswordReset = (body: EmailOnlyBody) => post('password/forgot', body);
export const resetPassword = (body: ResetPasswordBody) => post('password/reset', body);

/** Password sign-in: the session's token (remember-me asks for the longer session). */
export async function logIn(body: { email: string; password: string; remember: boolean }): Promise<string> {
  return (await callApi<{ data: string }>('POST', `${BASE}/login`, body)).data;
}

/** The configured identity providers, asked once per page load (the list changes only with a restart). */
let providersRequest: Promise<ExternalProviderInfo[]> | null = null;
let providersKnown: ExternalProviderInfo[] | null = null;
export function loadProviders(): Promise<ExternalProviderInfo[]> {
  providersRequest ??= callApi<{ data: ExternalProviderInfo[] }>('GET', `${BASE}/providers`).then(
    ({ data }) => (providersKnown = data),
    () => {
      // Without the list there are no buttons; the next visit asks again.
      providersRequest = null;
      return [];
    },
  );
  return providersRequest;
}

/** The list, when this page load already has it (for a first render that shows it). */
export const knownProviders = (): ExternalProviderInfo[] | null => providersKnown;

/** Leaving for a provider: its address and the state to keep. */
export async function startExternal(provider: string): Promise<{ url: string; state: string }> {
  return (
    await callApi<{ data: { url: string; state: string } }>('POST', `${BASE}/external/${provider}/start`, {})
  ).data;
}

/** Back from a provider: the session's token. */
export async function finishExternal(provider: string, code: string, state: string): Promise<string> {
  return (await callApi<{ data: string }>('POST', `${BASE}/external/${provider}/callback`, { code, state }))
    .data;
}

/** The public account screens' paths (spec §2 lists /register and /password/reset/{token}). */
export const ACCOUNT_PATHS = {
  register: '/register',
  forgot: '/password/forgot',
  reset: '/password/reset/:token',
  verify: '/email/verify/:token',
} as const;
