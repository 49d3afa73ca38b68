/** Carrocerías (/bodies): icon, name, models, active; filter by status. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOG_RESOURCES } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, TableFilter, useActiveOptions, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { bodyColumns } from './bodies.columns';
import { catalogScreens } from './catalog-paths';
import { type Body, catalogPaths, deleteBody, fetchBodies, saveBody } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';

export default function BodiesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('catalogs');
  const list = useListState(['active']);
  const access = useCan(CATALOG_RESOURCES.bodies.permissions);
  const changed = useCatalogChanged();
  const confirmDelete = useConfirmDelete();
  const activeOptions = useActiveOptions();

  const columns = useMemo(
    () =>
      bodyColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        onActive: async (body: Body, active: boolean) => {
          await saveBody(body.id, { name: body.name, active });
          await changed();
        },
        onDelete: (body: Body) =>
          void confirmDelete(body.name, () => deleteBody(body.id)).then((done) => {
            if (done) void changed();
          }),
      }),
    [t, access.update, access.delete, changed, confirmDelete],
  );

  return (
    <>
      <PageHeader
        title={t('bodies.title')}
        subtitle={t('bodies.subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} component={Link} to={catalogScreens.bodyCreate}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('bodies.title')}
        searchLabel={t('bodies.search')}
        queryKey={(params) => queryKeys.bodies.list(params)}
        fetchPage={fetchBodies}
        columns={columns}
        filters={<TableFilter list={list} name="active" label={t('fields.status')} options={activeOptions} />}
        exportUrl={catalogPaths.exportOf(catalogPaths.bodies)}
        exportName={t('bodies.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
