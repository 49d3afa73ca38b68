/**
 * Autos Seminuevos (/inventory): the current dealership's used cars ("Todas": every dealership
 * the user sees, each row naming its own), with photo, price and offer, status, aging badge and
 * publication; filters by brand, model, status, publication, year, price, mileage and days in
 * stock; search by VIN, stock number, brand and model; export with the same filters. Deleting
 * asks first; the server's refusal shows in the error dialog.
 */
import { usedVehicleResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { useSession } from '../../lib/session-store';
import { type UsedVehicle, vehicleName } from './inventory.api';
import { inventoryColumns } from './inventory.columns';
import { InventoryFilters } from './inventory-filters';

/** How a row is named in its buttons and the delete question: the car and its stock number. */
export const rowName = (vehicle: UsedVehicle) => `${vehicleName(vehicle)} · ${vehicle.stock_number}`;

export default function InventoryListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('inventory');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const vehicles = useResourceList(usedVehicleResource, { query: { agency }, nameOf: rowName });
  const { list, access } = vehicles;

  const columns = useMemo(
    () => inventoryColumns({ t, actions: vehicles.actions, canRead: access.read, showAgency: agency === 0 }),
    [t, vehicles.actions, access.read, agency],
  );

  return (
    <>
      <PageHeader
        title={t('routes:inventory')}
        subtitle={t('list.subtitle')}
        actions={
          <NewButton show={access.create} to={usedVehicleResource.screens.create} label={t('list.new')} />
        }
      />
      <DataTable
        {...vehicles.table}
        label={t('routes:inventory')}
        searchLabel={t('list.search')}
        columns={columns}
        rowHeight={64}
        filters={<InventoryFilters list={list} />}
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
