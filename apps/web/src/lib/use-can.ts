import { hasPermission } from '@vitrina/shared';
import { useSession } from './session-store';

/**
 * What the signed-in user may do, by action: `useCan({ create: 'create agency' }).create`.
 * Only hides buttons; the server checks every request again.
 */
export function useCan<const K extends string>(permissions: Record<K, string>): Record<K, boolean> {
  const { user } = useSession();
  return Object.fromEntries(
    Object.entries<string>(permissions).map(([action, name]) => [
      action,
      user !== null && hasPermission(user, name),
    ]),
  ) as Record<K, boolean>;
}
