import { soldTotalsAnswer, soldVehicleResource } from '@vitrina/shared';
import type { z } from 'zod';
import type { Module } from '../../context';
import { vehicleExportColumns } from '../../lib/dealership-rows';
import type { ExportColumn } from '../../lib/export';
import { withThumbnail } from '../../lib/image-urls';
import { exportRoute, type ListFilters, listRoute, type SourceOptions } from '../../lib/read-routes';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers } from '../../lib/route-schemas';
import { scopedAgencyIds } from '../../plugins/access';
import { type SoldRow, soldSource, soldTotals } from './sold.repository';

const columns = (): ExportColumn<SoldRow>[] => [
  ...vehicleExportColumns<SoldRow>(),
  { header: { es: 'VIN', en: 'VIN' }, value: (row) => row.vin, width: 22 },
  { header: { es: 'Número de inventario', en: 'Stock number' }, value: (row) => row.stock_number, width: 18 },
  { header: { es: 'Precio', en: 'Price' }, value: (row) => row.price, width: 14 },
  { header: { es: 'Precio de venta', en: 'Sale price' }, value: (row) => row.sale_price, width: 16 },
  { header: { es: 'Fecha de venta', en: 'Sale date' }, value: (row) => row.sold_on, width: 14 },
  { header: { es: 'Comprador', en: 'Buyer' }, value: (row) => row.buyer_name, width: 28 },
  { header: { es: 'Días para vender', en: 'Days to sell' }, value: (row) => row.days_to_sell, width: 14 },
];

/** The totals' query: the list's filters and search, without paging or order. */
const totalsQuery = soldVehicleResource.listQuery.omit({ page: true, limit: true, sort: true, after: true });

/**
 * Sold used vehicles (`/sold-inventory`): their list and export, and the totals of what the same
 * filters show (units, revenue, average days to sell). Scoped by `?agency=` like the inventory.
 */
export const soldModule: Module = (app, { database: { db }, storage: { publicBase } }) => {
  const kit = resourceKit(app, soldVehicleResource, {
    db,
    tag: 'inventory',
    scope: { list: { agency: 'query' } },
  });
  const source: SourceOptions<typeof soldVehicleResource>['source'] = (filters, _params, request) =>
    soldSource({ ...filters, agencyIds: scopedAgencyIds(request.agencyScope) });

  listRoute(kit, {
    summary: 'Sold used vehicles, paged, sorted, searched and filtered',
    source,
    toItem: (row: SoldRow) => withThumbnail(row, publicBase),
  });
  exportRoute(kit, {
    summary: 'Sold used vehicles as XLSX or CSV, with the list’s filters',
    source,
    columns,
    filename: { es: 'seminuevos-vendidos', en: 'used-sold' },
  });

  app.get(
    routeUrl(soldVehicleResource, '/totals'),
    {
      config: accessFor(kit, 'list'),
      schema: {
        tags: [kit.tag],
        summary: 'Units, revenue and average days to sell of the sold vehicles the same filters show',
        querystring: totalsQuery,
        response: { 200: soldTotalsAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { search, ...filters } = request.query as z.output<typeof totalsQuery>;
      const scoped = soldSource({
        ...(filters as ListFilters<typeof soldVehicleResource>),
        agencyIds: scopedAgencyIds(request.agencyScope),
      });
      return { data: await soldTotals(db, scoped, search) };
    },
  );
};
