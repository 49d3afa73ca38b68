/**
 * What the users and managers screens call besides each resource's list and save (those come
 * from the shared definitions through lib/resource-client.ts): deactivate, reactivate, the
 * reset e-mail and the roles one may give. `/managers` takes the same calls as `/users`, fixed
 * to the Gerente role.
 */
import {
  managerResource,
  messageAnswer,
  type UserRecord,
  userActionAnswer,
  userResource,
  userRoleOptions,
} from '@vitrina/shared';
import type { SelectOption } from '../../components/form';
import { api } from '../../lib/api-client';

export type { UserRecord };
export type UserScreen = 'users' | 'managers';

/** Each screen's definition: `/managers` is the users resource fixed to the Gerente role. */
export const USER_SCREENS = { users: userResource, managers: managerResource } as const;

const accountPath = (screen: UserScreen, id: number) => `${USER_SCREENS[screen].api}/${id}`;

/** Deactivate (sessions end at once) or reactivate; answers the server's confirmation. */
export async function setUserActive(screen: UserScreen, id: number, active: boolean): Promise<string> {
  const { data } = await api.post(`${accountPath(screen, id)}/${active ? 'reactivate' : 'deactivate'}`);
  return userActionAnswer.parse(data).message;
}

export async function sendPasswordReset(screen: UserScreen, id: number): Promise<string> {
  const { data } = await api.post(`${accountPath(screen, id)}/password-reset`);
  return messageAnswer.parse(data).message;
}

/** The roles the signed-in user may give (value: role id). */
export async function fetchRoleOptions(signal?: AbortSignal): Promise<SelectOption<number>[]> {
  const { data } = await api.get(`${userResource.api}/role-options`, signal ? { signal } : {});
  return userRoleOptions.parse(data).data;
}
