/** What the screens need of each kind besides the shared definition: its query keys. */
import { DEALERSHIP_SETS, type DealershipSetKind } from '@vitrina/shared';
import { queryKeys } from '../../lib/query-keys';

export const SET_SCREENS = {
  groups: { ...DEALERSHIP_SETS.groups, keys: queryKeys.groups },
  families: { ...DEALERSHIP_SETS.families, keys: queryKeys.families },
} satisfies Record<DealershipSetKind, unknown>;
