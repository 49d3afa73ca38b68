/**
 * Vendidos Seminuevos (/sold-inventory): the current dealership's sold used cars ("Todas":
 * every dealership the user sees), filtered by brand, model and sale dates, searched by VIN,
 * stock number, brand, model or buyer, exported with the same filters, and the totals of that
 * selection above the list: units, revenue and average days to sell.
 */
import { soldVehicleResource, usedVehicleResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { useSession } from '../../lib/session-store';
import { useResourceAccess } from '../../lib/use-resource-access';
import { SoldFilters } from './inventory-filters';
import { soldColumns } from './sold.columns';
import { SoldTotals } from './sold-totals';

export default function SoldInventoryPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('inventory');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const sold = useResourceList(soldVehicleResource, { query: { agency } });
  // The details screen is the used vehicle's: its own permission says who opens it.
  const canRead = useResourceAccess(usedVehicleResource).read;
  const columns = useMemo(() => soldColumns({ t, canRead, showAgency: agency === 0 }), [t, canRead, agency]);

  return (
    <>
      <PageHeader title={t('routes:soldInventory')} subtitle={t('sold.subtitle')} />
      <SoldTotals params={sold.list.params} agency={agency} />
      <DataTable
        {...sold.table}
        label={t('routes:soldInventory')}
        searchLabel={t('sold.search')}
        columns={columns}
        rowHeight={64}
        filters={<SoldFilters list={sold.list} />}
        exportName={t('sold.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
