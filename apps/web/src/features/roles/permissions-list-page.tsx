/**
 * Módulos (/permissions): every permission with its module, description and the roles holding it,
 * filtered by module; create and edit (description and module grouping) in a dialog.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_RESOURCES } from '@vitrina/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { PermissionDialog } from './permission-dialog';
import { permissionColumns } from './permissions.columns';
import { fetchPermissionModules, fetchPermissions, type PermissionRecord, rolePaths } from './roles.api';

type Editing = null | { permission?: PermissionRecord };

export default function PermissionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('roles');
  const list = useListState(['module']);
  const access = useCan(ROLE_RESOURCES.permissions.permissions);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const modules = useQuery({
    queryKey: [...queryKeys.permissions.all, 'modules'],
    queryFn: ({ signal }) => fetchPermissionModules(signal),
  });
  const moduleNames = useMemo(() => (modules.data ?? []).map((entry) => entry.module), [modules.data]);
  const moduleOptions = useMemo(
    () =>
      (modules.data ?? []).map((entry) => ({
        value: entry.module,
        label: `${entry.module} (${entry.count})`,
      })),
    [modules.data],
  );

  // Counts and groupings show on the roles' matrices too.
  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.permissions.all });
    await queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
  }, [queryClient]);

  const columns = useMemo(
    () =>
      permissionColumns({ t, canUpdate: access.update, onEdit: (permission) => setEditing({ permission }) }),
    [t, access.update],
  );

  return (
    <>
      <PageHeader
        title={t('routes:permissions')}
        subtitle={t('permissions.subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t('permissions.new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('routes:permissions')}
        searchLabel={t('permissions.search')}
        queryKey={(params) => queryKeys.permissions.list(params)}
        fetchPage={fetchPermissions}
        columns={columns}
        filters={
          <TableFilter
            list={list}
            name="module"
            label={t('fields.module')}
            options={moduleOptions}
            allLabel={t('permissions.allModules')}
            disabled={modules.isPending}
          />
        }
        exportUrl={rolePaths.exportOf(rolePaths.permissions)}
        exportName={t('permissions.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <PermissionDialog
          {...(editing.permission ? { permission: editing.permission } : {})}
          modules={moduleNames}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
    </>
  );
}
