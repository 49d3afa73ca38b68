/**
 * The users and managers calls, typed with the shared schemas, through the one API client.
 * `/managers` takes the same calls as `/users`, fixed to the Gerente role.
 */
import {
  messageAnswer,
  type UserRecord,
  userActionAnswer,
  userList,
  userRecord,
  userRoleOptions,
} from '@vitrina/shared';
import type { SelectOption } from '../../components/form';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { fetchList, saveRecord } from '../../lib/resource-api';

export type { UserRecord };
export type UserScreen = 'users' | 'managers';

const BASE = '/mi-vitrina';

export const userPaths = {
  list: (screen: UserScreen) => `${BASE}/${screen}`,
  export: (screen: UserScreen) => `${BASE}/${screen}/export`,
  one: (screen: UserScreen, id: number) => `${BASE}/${screen}/${id}`,
};

export const fetchUsers = (screen: UserScreen, params: ListParams, signal?: AbortSignal) =>
  fetchList<UserRecord>(userPaths.list(screen), userList, params, signal);

export const saveUser = (screen: UserScreen, id: number | undefined, values: unknown) =>
  saveRecord(userPaths.list(screen), id, values, userRecord);

/** Deactivate (sessions end at once) or reactivate; answers the server's confirmation. */
export async function setUserActive(screen: UserScreen, id: number, active: boolean): Promise<string> {
  const { data } = await api.post(`${userPaths.one(screen, id)}/${active ? 'reactivate' : 'deactivate'}`);
  return userActionAnswer.parse(data).message;
}

export async function sendPasswordReset(screen: UserScreen, id: number): Promise<string> {
  const { data } = await api.post(`${userPaths.one(screen, id)}/password-reset`);
  return messageAnswer.parse(data).message;
}

/** The roles the signed-in user may give (value: role id). */
export async function fetchRoleOptions(signal?: AbortSignal): Promise<SelectOption<number>[]> {
  const { data } = await api.get(`${BASE}/users/role-options`, signal ? { signal } : {});
  return userRoleOptions.parse(data).data;
}
