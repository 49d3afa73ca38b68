/**
 * The permissions list's columns: name (with the system badge), module, description, roles, edit.
 * Names and modules show their display name with the identifier beneath, smaller; the description
 * is the stored one or, without it, the translated one.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { formatNumber } from '../../lib/format';
import { type DisplayLabel, identifierSx, permissionLabels } from './permission-labels';
import type { PermissionRecord } from './roles.api';

export interface PermissionColumnOptions {
  t: TFunction<'roles'>;
  canUpdate: boolean;
  onEdit: (permission: PermissionRecord) => void;
}

/** The display name and, smaller, the identifier when the name is not the identifier itself. */
function NameLines({ label, strong }: { label: DisplayLabel; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography
        variant="body2"
        component="div"
        noWrap
        title={label.name}
        sx={{ fontWeight: strong ? 500 : 400 }}
      >
        {label.name}
      </Typography>
      {label.translated ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          noWrap
          title={label.identifier}
          sx={identifierSx}
        >
          {label.identifier}
        </Typography>
      ) : null}
    </Box>
  );
}

export function permissionColumns({
  t,
  canUpdate,
  onEdit,
}: PermissionColumnOptions): GridColDef<PermissionRecord>[] {
  const labels = permissionLabels(t);
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
          <NameLines label={labels.permission(row.name, row.description)} strong />
        </Box>
      ),
    },
    {
      field: 'module',
      headerName: t('fields.module'),
      sortable: true,
      width: 200,
      renderCell: ({ row }) => <NameLines label={labels.module(row.module)} />,
    },
    {
      field: 'description',
      headerName: t('fields.description'),
      flex: 1.2,
      minWidth: 220,
      renderCell: ({ row }) => {
        const { description } = labels.permission(row.name, row.description);
        return (
          <Typography variant="body2" component="span" noWrap title={description}>
            {description}
          </Typography>
        );
      },
    },
    {
      field: 'roles_count',
      headerName: t('fields.roles'),
      sortable: true,
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => formatNumber(value),
    },
    // Edited in a dialog, never deleted; named by its display name.
    ...(canUpdate
      ? [
          actionsColumn(t('fields.actions'), {
            width: 90,
            canUpdate,
            onEdit,
            canDelete: false,
            nameOf: (row: PermissionRecord) => labels.permission(row.name).name,
          }),
        ]
      : []),
  ];
}
