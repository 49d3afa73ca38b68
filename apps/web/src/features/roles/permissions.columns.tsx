/** The permissions list's columns: name (with the system badge), module, description, roles, edit. */
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import type { PermissionRecord } from './roles.api';

export interface PermissionColumnOptions {
  t: TFunction<'roles'>;
  canUpdate: boolean;
  onEdit: (permission: PermissionRecord) => void;
}

export function permissionColumns({
  t,
  canUpdate,
  onEdit,
}: PermissionColumnOptions): GridColDef<PermissionRecord>[] {
  return [
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          {row.built_in ? (
            <Tooltip title={t('permissions.builtIn')}>
              <LockOutlined fontSize="inherit" color="disabled" aria-label={t('permissions.builtIn')} />
            </Tooltip>
          ) : null}
          <Box component="span" sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
          </Box>
        </Box>
      ),
    },
    { field: 'module', headerName: t('fields.module'), sortable: true, width: 180 },
    { field: 'description', headerName: t('fields.description'), flex: 1.2, minWidth: 200 },
    {
      field: 'roles_count',
      headerName: t('fields.roles'),
      sortable: true,
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => formatNumber(value),
    },
    ...(canUpdate
      ? [
          {
            field: 'actions',
            headerName: t('fields.actions'),
            width: 90,
            renderCell: ({ row }) => (
              <Tooltip title={t('table:edit')}>
                <IconButton
                  size="small"
                  onClick={() => onEdit(row)}
                  aria-label={t('table:editOf', { name: row.name })}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          } satisfies GridColDef<PermissionRecord>,
        ]
      : []),
  ];
}
