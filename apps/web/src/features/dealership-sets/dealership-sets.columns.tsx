/** Columns of the groups and families lists: name, description, members, created, actions. */

import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { NameLink, RowActions } from '../../components/data-table/cells';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { DealershipSet } from './dealership-sets.api';

export interface SetColumnOptions {
  t: TFunction<'dealershipSets'>;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (set: DealershipSet) => void;
  onDelete: (set: DealershipSet) => void;
}

/** "Alfa, Bravo, Charlie y 2 más", or "Sin agencias". */
export function membersText(t: TFunction<'dealershipSets'>, set: DealershipSet): string {
  if (set.agencies_count === 0) return t('noMembers');
  const names = set.agencies.join(', ');
  const more = set.agencies_count - set.agencies.length;
  return more > 0 ? t('moreMembers', { names, count: more }) : names;
}

export function setColumns({
  t,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: SetColumnOptions): GridColDef<DealershipSet>[] {
  return [
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => <NameLink name={row.name} onOpen={canUpdate ? () => onEdit(row) : null} />,
    },
    { field: 'description', headerName: t('fields.description'), flex: 1, minWidth: 180 },
    {
      field: 'agencies_count',
      headerName: t('fields.agenciesCount'),
      sortable: true,
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'agencies',
      headerName: t('fields.members'),
      flex: 1.4,
      minWidth: 220,
      renderCell: ({ row }) => (
        // The theme's secondary text: the system's GrayText fails contrast (3.9:1) in both modes.
        <Box component="span" sx={{ color: row.agencies_count === 0 ? 'text.secondary' : undefined }}>
          {membersText(t, row)}
        </Box>
      ),
    },
    {
      field: 'created_at',
      headerName: t('fields.createdAt'),
      sortable: true,
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 104,
      renderCell: ({ row }) => (
        <RowActions name={row.name} editTo={null} onDelete={canDelete ? () => onDelete(row) : null}>
          {canUpdate ? (
            <Tooltip title={t('table:edit')}>
              <IconButton
                size="small"
                onClick={() => onEdit(row)}
                aria-label={t('table:editOf', { name: row.name })}
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
