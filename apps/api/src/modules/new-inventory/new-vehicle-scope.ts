import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query';
import type { ObjectAgency } from '../../plugins/access';

/**
 * The object scope of every route under `/brand-new-inventory/:id`: the new vehicle's dealership,
 * or undefined (404) when there is no such live vehicle. The access plugin refuses another
 * dealership's vehicle with the same 404 before any handler runs.
 */
export function newVehicleAgency(db: Db): ObjectAgency {
  return async (request) => {
    const { id } = request.params as { id: number };
    const row = await queryRow<{ agency_id: number }>(
      db,
      sql`select agency_id from new_vehicles where id = ${id} and deleted_at is null`,
    );
    return row?.agency_id;
  };
}
