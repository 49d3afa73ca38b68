import {
  AGENCY_SETTINGS_PERMISSIONS,
  type VehicleLimit,
  vehicleLimitAnswer,
  vehicleLimitInput,
  vehicleLimitList,
  vehicleLimitListQuery,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import { audit } from '../../lib/audit';
import { type ExportColumn, sendExport } from '../../lib/export';
import { notFound } from '../../lib/http-error';
import { runList } from '../../lib/list-query';
import { errorAnswer, errorAnswers, exportFormat, recordId } from '../../lib/route-schemas';
import { writeTransaction } from '../../lib/write';
import { scopedAgencyIds } from '../../plugins/access';
import {
  findVehicleLimit,
  lockCustomLimit,
  saveCustomLimit,
  vehicleLimitSource,
} from './agency-settings.repository';
import { agencyAccess, BASE, TAGS } from './agency-settings-common';

const LIMITS = `${BASE}/vehicle-limits`;
const { read, update } = AGENCY_SETTINGS_PERMISSIONS.limits;

const columns: ExportColumn<VehicleLimit>[] = [
  { header: { es: 'ID', en: 'ID' }, value: (row) => row.agency_id, width: 8 },
  { header: { es: 'Agencia', en: 'Dealership' }, value: (row) => row.agency_name, width: 34 },
  { header: { es: 'Paquete', en: 'Package' }, value: (row) => row.package_name, width: 18 },
  { header: { es: 'Límite del paquete', en: 'Package limit' }, value: (row) => row.package_limit, width: 18 },
  {
    header: { es: 'Límite propio (vacío: el del paquete)', en: 'Own limit (empty: the package’s)' },
    value: (row) => row.custom_limit,
    width: 22,
  },
  { header: { es: 'Límite vigente', en: 'Limit in force' }, value: (row) => row.effective_limit, width: 16 },
];

/**
 * How many used vehicles each dealership may publish (`/settings/vehicles-number`): the package's
 * `used_vehicle_limit` unless the dealership has its own. Non-admins see only their dealerships.
 */
export const vehicleLimitsModule: Module = (app, { database }) => {
  const { db } = database;

  app.get(
    LIMITS,
    {
      config: agencyAccess(read),
      schema: {
        tags: TAGS,
        summary: 'Used-vehicle limits per dealership, paged, sorted and searched',
        querystring: vehicleLimitListQuery,
        response: { 200: vehicleLimitList, 422: errorAnswer },
      },
    },
    async (request) => {
      const { agency: _agency, ...params } = request.query;
      return runList<VehicleLimit>(db, vehicleLimitSource(scopedAgencyIds(request.agencyScope)), params);
    },
  );

  app.get(
    `${LIMITS}/export`,
    {
      config: agencyAccess(read),
      schema: {
        tags: TAGS,
        summary: 'Used-vehicle limits as XLSX or CSV, with the list’s filters',
        querystring: vehicleLimitListQuery.omit({ page: true, limit: true }).extend(exportFormat),
        response: { 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { format, sort, search } = request.query;
      return sendExport(request, reply, db, {
        source: vehicleLimitSource(scopedAgencyIds(request.agencyScope)),
        sort,
        search,
        columns,
        format,
        filename: { es: 'limites-de-seminuevos', en: 'used-vehicle-limits' },
      });
    },
  );

  app.put(
    `${LIMITS}/:agency`,
    {
      config: agencyAccess(update, 'params'),
      schema: {
        tags: TAGS,
        summary: "Set a dealership's used-vehicle limit; null follows its package again",
        params: z.object({ agency: recordId }),
        body: vehicleLimitInput,
        response: { 200: vehicleLimitAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const agencyId = request.params.agency;
      const limit = request.body.used_vehicle_limit;
      const row = await writeTransaction(db, {}, async (tx) => {
        const before = await lockCustomLimit(tx, agencyId);
        if (!before) throw notFound();
        if (before.used_vehicle_limit !== limit) {
          await saveCustomLimit(tx, agencyId, limit);
          await audit(tx, request, {
            action: 'update',
            entity: 'agency',
            entityId: agencyId,
            agencyId,
            before,
            after: { used_vehicle_limit: limit },
          });
        }
        return (await findVehicleLimit(tx, agencyId))!;
      });
      return { data: row };
    },
  );
};
