/**
 * After any catalog write: every catalog query is stale (a brand's name shows in the models list,
 * a new version changes its model's count, a deactivated entry leaves the pickers).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../lib/query-keys';

export function useCatalogChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.catalogs }), [queryClient]);
}
