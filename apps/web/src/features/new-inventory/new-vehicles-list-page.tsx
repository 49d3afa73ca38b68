/**
 * Autos Nuevos (/brand-new-inventory): the current dealership's new vehicles ("Todas": every
 * dealership the user sees, with a column naming it), their stock photo, price, colours, units
 * and status; filters by brand, model, status and publication; search, export, "Nuevo".
 */
import { NEW_VEHICLE_STATUSES, newVehicleResource, photoSetResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { keysOf } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { BrandModelFilters } from './catalog-filters';
import { vehicleName } from './new-inventory.api';
import { newVehicleColumns } from './new-vehicles.columns';

/** A vehicle's change shows in the photo sets' "vehicles using it" counts. */
const INVALIDATES = [keysOf(photoSetResource).all];

export default function NewVehiclesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('newInventory');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const vehicles = useResourceList(newVehicleResource, {
    query: { agency },
    nameOf: vehicleName,
    invalidates: INVALIDATES,
  });
  const showAgency = agency === 0;
  const columns = useMemo(
    () => newVehicleColumns(t, vehicles.actions, { showAgency }),
    [t, vehicles.actions, showAgency],
  );
  const statusOptions = NEW_VEHICLE_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));
  const publishedOptions = [
    { value: 'true', label: t('published') },
    { value: 'false', label: t('notPublished') },
  ];

  return (
    <>
      <PageHeader
        title={t('routes:newInventory')}
        subtitle={t('list.subtitle')}
        actions={
          <NewButton show={vehicles.access.create} to={newVehicleResource.screens.create} label={t('new')} />
        }
      />
      <DataTable
        {...vehicles.table}
        label={t('routes:newInventory')}
        searchLabel={t('list.search')}
        columns={columns}
        rowHeight={64}
        filters={
          <>
            <BrandModelFilters list={vehicles.list} />
            <TableFilter
              list={vehicles.list}
              name="status"
              label={t('fields.status')}
              options={statusOptions}
            />
            <TableFilter
              list={vehicles.list}
              name="published"
              label={t('fields.published')}
              options={publishedOptions}
            />
          </>
        }
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
