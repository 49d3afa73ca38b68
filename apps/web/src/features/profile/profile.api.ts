/** The account calls of the profile screen (auth module of the API). */
import {
  type NotificationPreference,
  type Profile,
  updatePasswordBody,
  updateProfileBody,
} from '@vitrina/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export { updatePasswordBody, updateProfileBody };
export type ProfileInput = z.input<typeof updateProfileBody>;
export type ProfileValues = z.output<typeof updateProfileBody>;
export type PasswordInput = z.input<typeof updatePasswordBody>;
export type PasswordValues = z.output<typeof updatePasswordBody>;

const BASE = '/mi-vitrina/auth';

export async function fetchProfile(): Promise<Profile> {
  const { data } = await api.get<{ data: Profile }>(`${BASE}/profile`);
  return data.data;
}

/** PUT /auth/profile: name, e-mail (and language); answers the confirmation message. */
export async function updateProfile(values: ProfileValues): Promise<string> {
  const { data } = await api.put<{ message: string }>(`${BASE}/profile`, values);
  return data.message;
}

/** PUT /auth/password: the other sessions end; this one continues with the new token. */
export async function updatePassword(values: PasswordValues): Promise<{ message: string; token: string }> {
  const { data } = await api.put<{ message: string; data: string; expires_in: number }>(
    `${BASE}/password`,
    values,
  );
  return { message: data.message, token: data.data };
}

/** GET /notifications/preferences: how the user wants each type of alert (issue 39). */
export async function fetchNotificationPreferences(): Promise<NotificationPreference[]> {
  const { data } = await api.get<{ data: NotificationPreference[] }>('/mi-vitrina/notifications/preferences');
  return data.data;
}

/** PUT /notifications/preferences: answers the confirmation message and what is saved. */
export async function saveNotificationPreferences(
  preferences: NotificationPreference[],
): Promise<{ message: string; data: NotificationPreference[] }> {
  const { data } = await api.put<{ message: string; data: NotificationPreference[] }>(
    '/mi-vitrina/notifications/preferences',
    { preferences },
  );
  return data;
}
