/** The group, family and package pickers of the agency list and form, cached under their resource's keys. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchOptions, type OptionSource } from './agencies.api';

const KEYS = {
  groups: queryKeys.groups.all,
  families: queryKeys.families.all,
  packages: queryKeys.packages.all,
} as const;

export function usePickerOptions(source: OptionSource) {
  return useQuery({
    queryKey: [...KEYS[source], 'options'],
    queryFn: ({ signal }) => fetchOptions(source, signal),
    staleTime: 60_000,
  });
}
