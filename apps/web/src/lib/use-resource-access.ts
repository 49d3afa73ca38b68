/**
 * What the signed-in user may do with a resource, by action, read from its definition's
 * permissions: `read`, `list` (falls back to `read`), `create`, `update`, `delete` and any action
 * of its own (`assign`…); an action the definition does not name is false. Only hides buttons;
 * the server checks every request again.
 */
import { hasPermission, permissionFor, type ResourceAction, type ResourceShape } from '@vitrina/shared';
import { useMemo } from 'react';
import { useSession } from './session-store';

const ACTIONS: readonly ResourceAction[] = ['read', 'list', 'create', 'update', 'delete'];

export type ResourceAccess<D extends ResourceShape> = Readonly<
  Record<ResourceAction | Extract<keyof D['permissions'], string>, boolean>
>;

export function useResourceAccess<D extends ResourceShape>(def: D): ResourceAccess<D> {
  const { user } = useSession();
  // Memoized on the user, so lists that build columns from it keep them between renders.
  return useMemo(() => {
    const actions = new Set<string>([...ACTIONS, ...Object.keys(def.permissions)]);
    const can = (action: string) => {
      const name = (ACTIONS as readonly string[]).includes(action)
        ? permissionFor(def, action as ResourceAction)
        : def.permissions[action];
      return user !== null && name !== undefined && hasPermission(user, name);
    };
    return Object.fromEntries([...actions].map((action) => [action, can(action)])) as ResourceAccess<D>;
  }, [def, user]);
}
