/** The roles list's columns: name (with the built-in badge), description, users, permissions, actions. */
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { CountLink, RowActions } from '../../components/data-table/cells';
import { formatNumber } from '../../lib/format';
import { type Role, roleScreens } from './roles.api';

export interface RoleColumnOptions {
  t: TFunction<'roles'>;
  canUpdate: boolean;
  canDelete: boolean;
  canAssign: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function roleColumns({
  t,
  canUpdate,
  canDelete,
  canAssign,
  onEdit,
  onDelete,
}: RoleColumnOptions): GridColDef<Role>[] {
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
            to={roleScreens.matrix(row.id)}
            label={t('list.permissionsOf', { name: row.name })}
          />
        ) : (
          formatNumber(row.permissions_count)
        ),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 136,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          editTo={null}
          onDelete={canDelete && !row.built_in ? () => onDelete(row) : null}
        >
          {canAssign ? (
            <Tooltip title={t('fields.permissions')}>
              <IconButton
                component={Link}
                to={roleScreens.matrix(row.id)}
                size="small"
                aria-label={t('list.permissionsOf', { name: row.name })}
              >
                <TuneOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {canUpdate ? (
            <Tooltip title={t('table:edit')}>
              <IconButton
                size="small"
                onClick={() => onEdit(row)}
                aria-label={t('list.editOf', { name: row.name })}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </RowActions>
      ),
    },
  ];
}
