/**
 * The pickers' calls: every picker route answers `{ data: [{ label, value }] }` (spec §3), so one
 * function reads them all, checked against the shared schema.
 */
import { optionsAnswer } from '@vitrina/shared';
import { api } from './api-client';

export const OPTION_PATHS = {
  /** Spec §7: the active dealerships the signed-in user may see. */
  activeAgencies: '/mi-vitrina/agencies/all-agencies-actives',
  groups: '/mi-vitrina/dealership/group',
  families: '/mi-vitrina/dealership/family',
  packages: '/mi-vitrina/packages/options',
} as const;

export type OptionSource = keyof typeof OPTION_PATHS;

export async function fetchOptions(
  source: OptionSource,
  signal?: AbortSignal,
): Promise<{ label: string; value: number }[]> {
  const { data } = await api.get(OPTION_PATHS[source], signal ? { signal } : {});
  return optionsAnswer.parse(data).data;
}
