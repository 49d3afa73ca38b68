/** Columns of the groups and families lists: name, description, members, created, actions. */
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { DealershipSet } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatDateTime, formatNumber } from '../../lib/format';

/** "Alfa, Bravo, Charlie y 2 más", or "Sin agencias". */
export function membersText(t: TFunction<'dealershipSets'>, set: DealershipSet): string {
  if (set.agencies_count === 0) return t('noMembers');
  const names = set.agencies.join(', ');
  const more = set.agencies_count - set.agencies.length;
  return more > 0 ? t('moreMembers', { names, count: more }) : names;
}

/** Sets are edited in a dialog (`onEdit`); `remove` asks how many agencies a delete releases. */
export function setColumns(
  t: TFunction<'dealershipSets'>,
  actions: Pick<ListActions<DealershipSet>, 'canUpdate' | 'canDelete' | 'nameOf'>,
  onEdit: (set: DealershipSet) => void,
  remove: (set: DealershipSet) => void,
): GridColDef<DealershipSet>[] {
  const { canUpdate } = actions;
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
      width: 120,
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
      width: 190,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    actionsColumn(t('fields.actions'), { ...actions, onEdit, onDelete: remove }),
  ];
}
