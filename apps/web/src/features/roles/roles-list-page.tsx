/** Roles (/roles): name with the built-in badge, description, users, permissions; create and edit in a dialog. */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { roleResource } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { RoleDialog } from './role-dialog';
import type { Role } from './roles.api';
import { roleColumns } from './roles.columns';

/** Which dialog is open: none, a new role, or the role being edited. */
type Editing = null | { role?: Role };

export default function RolesListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('roles');
  const roles = useResourceList(roleResource);
  const { access, changed } = roles;
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo(
    () => roleColumns(t, roles.actions, { canAssign: access.assign, onEdit: (role) => setEditing({ role }) }),
    [t, roles.actions, access.assign],
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
        {...roles.table}
        label={t('routes:roles')}
        searchLabel={t('list.search')}
        columns={columns}
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
