/** Paquetes (/packages): name, monthly price, vehicle limits, modules and how many agencies have each. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { PACKAGE_RESOURCE } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { deletePackage, fetchPackages, packagePaths, packageScreens } from './packages.api';
import { packageColumns } from './packages.columns';

export default function PackagesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('packages');
  const list = useListState();
  const access = useCan(PACKAGE_RESOURCE.permissions);
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();

  const columns = useMemo(
    () =>
      packageColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        onDelete: (pkg) =>
          void confirmDelete(pkg.name, () => deletePackage(pkg.id)).then((done) => {
            if (done) void queryClient.invalidateQueries({ queryKey: queryKeys.packages.all });
          }),
      }),
    [t, access.update, access.delete, confirmDelete, queryClient],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          access.create ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={Link}
              to={packageScreens.packageCreate}
            >
              {t('list.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('list.title')}
        searchLabel={t('list.search')}
        queryKey={(params) => queryKeys.packages.list(params)}
        fetchPage={fetchPackages}
        columns={columns}
        exportUrl={packagePaths.export}
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
