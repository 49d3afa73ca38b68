/**
 * What the users screens choose from: the roles the signed-in user may give, and the dealerships
 * they may link (administrators: every active one; anyone else: their own, the only ones the
 * server lets them link).
 */
import { useQuery } from '@tanstack/react-query';
import { isAdmin, ROLE_NAMES } from '@vitrina/shared';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/form';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { fetchRoleOptions } from './users.api';

export interface Options<V extends string | number = number> {
  options: SelectOption<V>[];
  loading: boolean;
  error: boolean;
}

export function useRoleOptions(enabled = true): Options {
  const query = useQuery({
    queryKey: [...queryKeys.users.all, 'role-options'],
    queryFn: ({ signal }) => fetchRoleOptions(signal),
    enabled,
    staleTime: 60_000,
  });
  return { options: query.data ?? [], loading: query.isPending && enabled, error: query.isError };
}

export function useAgencyOptions(): Options {
  const { user } = useSession();
  const admin = user !== null && isAdmin(user);
  const query = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
    enabled: admin,
    staleTime: 60_000,
  });
  const own = useMemo(
    () => (user?.agencies ?? []).map((agency) => ({ value: agency.id, label: agency.name })),
    [user],
  );
  if (!admin) return { options: own, loading: false, error: false };
  return { options: query.data ?? [], loading: query.isPending, error: query.isError };
}

/** The role filter: the built-in roles, and any other role the user may give (by name). */
export function useRoleFilterOptions(enabled: boolean) {
  const roles = useRoleOptions(enabled);
  return useMemo(() => {
    const names = [...new Set([...ROLE_NAMES, ...roles.options.map((option) => option.label)])];
    return names.map((name) => ({ value: name, label: name }));
  }, [roles.options]);
}
