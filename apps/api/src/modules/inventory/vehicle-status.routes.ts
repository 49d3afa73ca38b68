import {
  todayInMexico,
  type UsedVehicleDetail,
  type usedVehicleResource,
  type VehicleStatus,
  vehicleStatusChange,
} from '@vitrina/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { leads, vehicles } from '../../db/schema';
import { liveAgencyOf } from '../../lib/dealership-rows';
import { conflict, invalid } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { RouteKit } from '../../lib/resource-kit';
import { updateRow } from '../../lib/table-writes';
import { updateRoute } from '../../lib/write-routes';
import { isLive, moveRefusal, requirementRefusal, statusColumns, statusDetails } from './vehicle-status';
import { adminOnlyTransitions } from './vehicle-status.rules';
import { agencyOf, audited, refused, vehicleRules } from './vehicle-writes';
import {
  assertCanPublish,
  recordStatusChange,
  type StoredVehicle,
  takenInAgency,
} from './vehicles.repository';

/**
 * `POST /inventory/:id/status`: the explicit status changes of VEHICLE_TRANSITIONS (Vendido is
 * final unless an administrator reverts it), each with what its target needs (vehicle-status.ts).
 * It records the change in the status history with what it recorded, and answers the vehicle.
 * A sold vehicle is taken off every channel; one that becomes Disponible with its marketplace
 * flag on counts against the dealership's limit again. Under `update inventory`, in the
 * vehicle's dealership, with the same `lock_version` check as an edit; the sale's `lead_id` must
 * be a lead of that dealership (422 otherwise, before the handler runs).
 */
export function vehicleStatusRoutes(
  kit: RouteKit<typeof usedVehicleResource>,
  options: {
    find: (tx: Db | Tx, id: number) => Promise<UsedVehicleDetail | undefined>;
    lock: (tx: Tx, params: { id: number }) => Promise<StoredVehicle | undefined>;
  },
): void {
  updateRoute(kit, {
    summary:
      'Change a used vehicle’s status (Apartado: deposit, date, for whom; Vendido: date, price, buyer); refusals name the reason',
    entity: 'vehicle',
    verb: { path: 'status', action: 'update', method: 'POST' },
    body: vehicleStatusChange,
    refs: { lead_id: liveAgencyOf(kit.db, leads) },
    rules: vehicleRules,
    accessRules: [adminOnlyTransitions(kit.db)],
    lock: options.lock,
    update: async (tx, before, change: z.output<typeof vehicleStatusChange>, request) => {
      if (change.lock_version !== before.lock_version) throw conflict('inventory.conflict');
      const from = before.status as VehicleStatus;
      // Who may make an administrators' transition is the declared rule (vehicle-status.rules.ts).
      const refusal =
        moveRefusal(from, change.status) ??
        requirementRefusal({ ...before, status: from }, change, todayInMexico());
      if (refusal) throw refused(refusal, request.locale);
      // Leaving Vendido makes the VIN live again: another live vehicle may hold it by now.
      if (from === 'Vendido' && (await takenInAgency(tx, 'vin', before.vin, before.agency_id, before.id))) {
        throw invalid({ vin: ['inventory.vin_taken'] }, 'inventory.vin_taken');
      }
      const columns = statusColumns(change);
      const published = columns.published_marketplace ?? before.published_marketplace;
      if (isLive({ status: change.status, published_marketplace: published }) && !isLive(before)) {
        await assertCanPublish(tx, before.agency_id, before.id);
      }
      const after = await updateRow(tx, vehicles, before.id, {
        ...columns,
        lock_version: before.lock_version + 1,
      });
      await recordStatusChange(tx, {
        vehicle_id: before.id,
        user_id: request.principal!.id,
        from,
        to: change.status,
        details: statusDetails(change),
      });
      return after;
    },
    message: (locale) => translate(locale, 'inventory.status_changed'),
    audited,
    find: options.find,
    agencyOf,
  });
}
