/** The account calls of the public screens (account module of the API); each answers its message. */
import type { EmailOnlyBody, RegisterBody, ResetPasswordBody } from '@vitrina/shared';
import { api } from '../../lib/api-client';

const BASE = '/mi-vitrina/auth';

async function post(path: string, body: unknown): Promise<string> {
  const { data } = await api.post<{ message: string }>(`${BASE}/${path}`, body);
  return data.message;
}

export const register = (body: RegisterBody) => post('register', body);
export const verifyEmail = (token: string) => post('email/verify', { token });
export const resendVerification = (body: EmailOnlyBody) => post('email/resend', body);
export const requestPasswordReset = (body: EmailOnlyBody) => post('password/forgot', body);
export const resetPassword = (body: ResetPasswordBody) => post('password/reset', body);

/** The public account screens' paths (spec §2 lists /register and /password/reset/{token}). */
export const ACCOUNT_PATHS = {
  register: '/register',
  forgot: '/password/forgot',
  reset: '/password/reset/:token',
  verify: '/email/verify/:token',
} as const;
