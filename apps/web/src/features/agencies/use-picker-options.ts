/** The group, family and package pickers of the agency list and form, cached under their resource's keys. */
import { useQuery } from '@tanstack/react-query';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';

const KEYS = {
  groups: queryKeys.groups.all,
  families: queryKeys.families.all,
  packages: queryKeys.packages.all,
} as const;

export type PickerSource = keyof typeof KEYS;

export function usePickerOptions(source: PickerSource) {
  return useQuery({
    queryKey: [...KEYS[source], 'options'],
    queryFn: ({ signal }) => fetchOptions(source, signal),
    staleTime: 60_000,
  });
}
