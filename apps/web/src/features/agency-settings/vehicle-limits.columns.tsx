/**
 * The used-vehicle limits list: dealership, package and its limit, the dealership's own limit,
 * the limit in force with where it comes from, and the days in stock past which its vehicles are
 * highlighted; edit and "reset to the package" per row.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { formatNumber } from '../../lib/format';
import type { VehicleLimit } from './agency-settings.api';

export interface VehicleLimitColumnOptions {
  t: TFunction<'agencySettings'>;
  canUpdate: boolean;
  onEdit: (row: VehicleLimit) => void;
  onReset: (row: VehicleLimit) => void;
}

const muted = (text: string) => (
  <Typography variant="body2" color="text.secondary" component="span">
    {text}
  </Typography>
);

export function vehicleLimitColumns({
  t,
  canUpdate,
  onEdit,
  onReset,
}: VehicleLimitColumnOptions): GridColDef<VehicleLimit>[] {
  const columns: GridColDef<VehicleLimit>[] = [
    { field: 'agency_name', headerName: t('limits.fields.agency'), sortable: true, flex: 1, minWidth: 180 },
    {
      field: 'package_name',
      headerName: t('limits.fields.package'),
      sortable: true,
      width: 150,
      renderCell: ({ row }) => row.package_name ?? muted(t('limits.noPackage')),
    },
    {
      field: 'package_limit',
      headerName: t('limits.fields.packageLimit'),
      sortable: true,
      type: 'number',
      width: 150,
      renderCell: ({ row }) => (row.package_limit === null ? muted('—') : formatNumber(row.package_limit)),
    },
    {
      field: 'custom_limit',
      headerName: t('limits.fields.customLimit'),
      sortable: true,
      type: 'number',
      width: 170,
      renderCell: ({ row }) =>
        row.custom_limit === null ? muted(t('limits.followsPackage')) : formatNumber(row.custom_limit),
    },
    {
      field: 'effective_limit',
      headerName: t('limits.fields.effectiveLimit'),
      sortable: true,
      width: 210,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>
            {formatNumber(row.effective_limit)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={row.custom_limit === null ? 'default' : 'primary'}
            label={
              row.custom_limit !== null
                ? t('limits.source.custom')
                : row.package_name
                  ? t('limits.source.package')
                  : t('limits.source.none')
            }
          />
        </Box>
      ),
    },
    {
      field: 'aging_threshold_days',
      headerName: t('limits.fields.agingDays'),
      sortable: false,
      type: 'number',
      width: 170,
      renderCell: ({ row }) =>
        t('limits.days', { count: row.aging_threshold_days, days: formatNumber(row.aging_threshold_days) }),
    },
  ];
  if (!canUpdate) return columns;
  return [
    ...columns,
    // Both buttons are the screen's own: a limit is edited in a dialog, and reset to its package's.
    actionsColumn(t('limits.fields.actions'), {
      canUpdate: false,
      canDelete: false,
      nameOf: (row) => row.agency_name,
      extra: (row) => (
        <>
          <Tooltip title={t('limits.edit')}>
            <IconButton
              size="small"
              onClick={() => onEdit(row)}
              aria-label={t('limits.editOf', { name: row.agency_name })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.custom_limit !== null ? (
            <Tooltip title={t('limits.reset')}>
              <IconButton
                size="small"
                onClick={() => onReset(row)}
                aria-label={t('limits.resetOf', { name: row.agency_name })}
              >
                <RestartAlt fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </>
      ),
    }),
  ];
}
