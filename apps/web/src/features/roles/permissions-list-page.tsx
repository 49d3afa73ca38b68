/**
 * Módulos (/permissions): every permission with its module, description and the roles holding it,
 * filtered by module; create and edit (description and module grouping) in a dialog. Names and
 * modules show in the user's language (permission-labels.ts); the search stays the server's.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { permissionResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { queryKeys } from '../../lib/query-keys';
import { PermissionDialog } from './permission-dialog';
import { permissionLabels } from './permission-labels';
import { permissionColumns } from './permissions.columns';
import { fetchPermissionModules, type PermissionRecord } from './roles.api';

type Editing = null | { permission?: PermissionRecord };

export default function PermissionsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('roles');
  // Counts and groupings show on the roles' matrices too.
  const permissions = useResourceList(permissionResource, { invalidates: [queryKeys.roles.all] });
  const { list, access, changed } = permissions;
  const [editing, setEditing] = useState<Editing>(null);
  const modules = useQuery({
    queryKey: [...queryKeys.permissions.all, 'modules'],
    queryFn: ({ signal }) => fetchPermissionModules(signal),
  });
  const moduleNames = useMemo(() => (modules.data ?? []).map((entry) => entry.module), [modules.data]);
  const moduleOptions = useMemo(() => {
    const labels = permissionLabels(t);
    return (modules.data ?? []).map((entry) => ({
      value: entry.module,
      label: `${labels.module(entry.module).name} (${entry.count})`,
    }));
  }, [modules.data, t]);

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
        {...permissions.table}
        label={t('routes:permissions')}
        searchLabel={t('permissions.search')}
        columns={columns}
        rowHeight={64}
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
