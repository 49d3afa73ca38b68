/** Roles (/roles): name with the built-in badge, description, users, permissions; create and edit in a dialog. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE_RESOURCES } from '@vitrina/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../components/confirm-delete';
import { DataTable, useListState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/use-can';
import { RoleDialog } from './role-dialog';
import { deleteRole, fetchRoles, type Role, rolePaths } from './roles.api';
import { roleColumns } from './roles.columns';

/** Which dialog is open: none, a new role, or the role being edited. */
type Editing = null | { role?: Role };

export default function RolesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('roles');
  const list = useListState();
  const access = useCan(ROLE_RESOURCES.roles.permissions);
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Editing>(null);

  const changed = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
    [queryClient],
  );

  const columns = useMemo(
    () =>
      roleColumns({
        t,
        canUpdate: access.update,
        canDelete: access.delete,
        canAssign: access.assign,
        onEdit: (role) => setEditing({ role }),
        onDelete: (role) =>
          void confirmDelete(role.name, () => deleteRole(role.id)).then((done) => {
            if (done) void changed();
          }),
      }),
    [t, access.update, access.delete, access.assign, confirmDelete, changed],
  );

  return (
    <>
      <PageHeader
        title={t('routes:roles')}
        subtitle={t('list.subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        label={t('routes:roles')}
        searchLabel={t('list.search')}
        queryKey={(params) => queryKeys.roles.list(params)}
        fetchPage={fetchRoles}
        columns={columns}
        exportUrl={rolePaths.exportOf(rolePaths.roles)}
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <RoleDialog
          {...(editing.role ? { role: editing.role } : {})}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
    </>
  );
}
