/** Paquetes (/packages): name, monthly price, vehicle limits, modules and how many agencies have each. */
import { packageResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { packageColumns } from './packages.columns';

export default function PackagesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('packages');
  const packages = useResourceList(packageResource);
  const columns = useMemo(() => packageColumns(t, packages.actions), [t, packages.actions]);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <NewButton
            show={packages.access.create}
            to={packageResource.screens.create}
            label={t('list.create')}
          />
        }
      />
      <DataTable
        {...packages.table}
        label={t('list.title')}
        searchLabel={t('list.search')}
        columns={columns}
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
