/**
 * What the status change declares beyond `update inventory` in the vehicle's dealership
 * (plugins/access.ts): the transitions only administrators make (reverting Vendido).
 */
import { isAdmin, type VehicleStatus, type vehicleStatusChange } from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query';
import type { AccessRule } from '../../plugins/access';
import { adminOnlyRefusal } from './vehicle-status';
import { refused } from './vehicle-writes';

/**
 * An administrators' transition asked by anyone else is refused (422, naming both statuses).
 * A change from an older version is left to the handler's 409, which comes first.
 */
export function adminOnlyTransitions(db: Db): AccessRule {
  return {
    name: 'inventory.admin-only-transitions',
    async check(request, principal) {
      if (isAdmin(principal)) return;
      const change = request.body as z.output<typeof vehicleStatusChange>;
      const stored = await queryRow<{ status: VehicleStatus; lock_version: number }>(
        db,
        sql`select status, lock_version from vehicles
             where id = ${(request.params as { id: number }).id} and deleted_at is null`,
      );
      if (!stored || stored.lock_version !== change.lock_version) return;
      const refusal = adminOnlyRefusal(stored.status, change.status);
      if (refusal) throw refused(refusal, request.locale);
    },
  };
}
