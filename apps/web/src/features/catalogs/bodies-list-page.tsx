/** Carrocerías (/bodies): icon, name, models, active; filter by status. */
import { bodyResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useActiveOptions } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import { bodyColumns } from './bodies.columns';

export default function BodiesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const bodies = useResourceList(bodyResource);
  const activeOptions = useActiveOptions();
  const columns = useMemo(() => bodyColumns(t, bodies.actions), [t, bodies.actions]);

  return (
    <>
      <PageHeader
        title={t('routes:bodies')}
        subtitle={t('bodies.subtitle')}
        actions={<NewButton show={bodies.access.create} to={bodyResource.screens.create} label={t('new')} />}
      />
      <DataTable
        {...bodies.table}
        label={t('bodies.title')}
        searchLabel={t('bodies.search')}
        columns={columns}
        filters={
          <TableFilter list={bodies.list} name="active" label={t('fields.status')} options={activeOptions} />
        }
        exportName={t('bodies.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
