/** The roles list's columns: name (with the built-in badge), description, users, permissions, actions. */
import LockOutlined from '@mui/icons-material/LockOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { href, roleResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { actionsColumn } from '../../components/data-table';
import { CountLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatNumber } from '../../lib/format';
import type { Role } from './roles.api';

export interface RoleColumnOptions {
  /** May open a role's permission matrix. */
  canAssign: boolean;
  /** Roles are edited in a dialog. */
  onEdit: (role: Role) => void;
}

export function roleColumns(
  t: TFunction<'roles'>,
  actions: ListActions<Role>,
  { canAssign, onEdit }: RoleColumnOptions,
): GridColDef<Role>[] {
  const matrixOf = (role: Role) => href(roleResource.screens.permissions, { id: role.id });
  return [
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
          </Box>
          {row.built_in ? (
            <Tooltip title={t('list.builtInHelp')}>
              <Chip
                size="small"
                variant="outlined"
                icon={<LockOutlined />}
                label={t('list.builtIn')}
                sx={{ flexShrink: 0 }}
              />
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
    { field: 'description', headerName: t('fields.description'), flex: 1.4, minWidth: 200 },
    {
      field: 'users_count',
      headerName: t('fields.users'),
      sortable: true,
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'permissions_count',
      headerName: t('fields.permissions'),
      sortable: true,
      type: 'number',
      width: 120,
      renderCell: ({ row }) =>
        canAssign ? (
          <CountLink
            count={row.permissions_count}
            to={matrixOf(row)}
            label={t('list.permissionsOf', { name: row.name })}
          />
        ) : (
          formatNumber(row.permissions_count)
        ),
    },
    // The matrix first; built-in roles are never deleted.
    actionsColumn(t('fields.actions'), {
      width: 136,
      canUpdate: actions.canUpdate,
      onEdit,
      canDelete: (row) => actions.canDelete && !row.built_in,
      onDelete: actions.remove,
      nameOf: actions.nameOf,
      extra: (row) =>
        canAssign ? (
          <Tooltip title={t('fields.permissions')}>
            <IconButton
              component={Link}
              to={matrixOf(row)}
              size="small"
              aria-label={t('list.permissionsOf', { name: row.name })}
            >
              <TuneOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    }),
  ];
}
