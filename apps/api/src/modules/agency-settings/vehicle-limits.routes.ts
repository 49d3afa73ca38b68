import { type VehicleLimit, vehicleLimitInput, vehicleLimitResource } from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { agencies } from '../../db/schema';
import { audit } from '../../lib/audit';
import { agencyColumn, EXPORT_HEADERS, type ExportColumn } from '../../lib/export';
import { notFound } from '../../lib/http-error';
import { exportRoute, listRoute, type SourceOptions } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, recordId } from '../../lib/route-schemas';
import { updateRow } from '../../lib/table-writes';
import { writeTransaction } from '../../lib/write';
import { scopedAgencyIds } from '../../plugins/access';
import { findVehicleLimit, lockLiveAgency, vehicleLimitSource } from './agency-settings.repository';

const columns = (): ExportColumn<VehicleLimit>[] => [
  { header: EXPORT_HEADERS.id, value: (row) => row.agency_id, width: 8 },
  agencyColumn(34),
  { header: { es: 'Paquete', en: 'Package' }, value: (row) => row.package_name, width: 18 },
  { header: { es: 'Límite del paquete', en: 'Package limit' }, value: (row) => row.package_limit, width: 18 },
  {
    header: { es: 'Límite propio (vacío: el del paquete)', en: 'Own limit (empty: the package’s)' },
    value: (row) => row.custom_limit,
    width: 22,
  },
  { header: { es: 'Límite vigente', en: 'Limit in force' }, value: (row) => row.effective_limit, width: 16 },
  {
    header: { es: 'Días de antigüedad', en: 'Aging days' },
    value: (row) => row.aging_threshold_days,
    width: 16,
  },
];

/**
 * How many used vehicles each dealership may publish (`/settings/vehicles-number`): the package's
 * `used_vehicle_limit` unless the dealership has its own; and, on the same screen, the days in
 * stock past which its used vehicles are highlighted as aging. Non-admins see only their dealerships.
 */
export const vehicleLimitsModule: Module = (app, { database: { db } }) => {
  const kit = resourceKit(app, vehicleLimitResource, {
    db,
    tag: 'agency-settings',
    // The dealership travels as `?agency=` (0: every one the user sees), or as the path's `/:agency`.
    scope: { list: { agency: 'query' }, update: { agency: 'params' } },
  });
  const source: SourceOptions<typeof vehicleLimitResource>['source'] = (_filters, _params, request) =>
    vehicleLimitSource(scopedAgencyIds(request.agencyScope));

  listRoute(kit, { summary: 'Used-vehicle limits per dealership, paged, sorted and searched', source });
  exportRoute(kit, {
    summary: 'Used-vehicle limits as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'limites-de-seminuevos', en: 'used-vehicle-limits' },
  });

  // Not the builder's PUT: the dealership is the path's `:agency`, and an unchanged value is no change to audit.
  app.put(
    routeUrl(vehicleLimitResource, '/:agency'),
    {
      config: accessFor(kit, 'update'),
      schema: {
        tags: [kit.tag],
        summary:
          "Set a dealership's used-vehicle limit (null follows its package again) and, optionally, its aging threshold",
        params: z.object({ agency: recordId }),
        body: vehicleLimitInput,
        response: { 200: vehicleLimitResource.oneAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const agencyId = request.params.agency;
      const { used_vehicle_limit, aging_threshold_days } = request.body;
      const row = await writeTransaction(db, {}, async (tx) => {
        const stored = await lockLiveAgency(tx, agencyId);
        if (!stored) throw notFound();
        const wanted = {
          used_vehicle_limit,
          aging_threshold_days: aging_threshold_days ?? stored.aging_threshold_days,
        };
        // Only what changes is written and audited.
        const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).filter(
          (key) => wanted[key] !== stored[key],
        );
        if (changed.length > 0) {
          const pick = (values: typeof wanted) =>
            Object.fromEntries(changed.map((key) => [key, values[key]]));
          await updateRow(tx, agencies, agencyId, pick(wanted));
          await audit(tx, request, {
            action: 'update',
            entity: 'agency',
            entityId: agencyId,
            agencyId,
            before: pick(stored),
            after: pick(wanted),
          });
        }
        return (await findVehicleLimit(tx, agencyId))!;
      });
      return { data: row };
    },
  );
};
