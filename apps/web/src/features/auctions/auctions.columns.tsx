/** Columns of the auctions' administration: vehicle, state, schedule, highest bid, bids, winner, actions. */
import Block from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { type Auction, type AuctionState, auctionResource, href } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink } from '../../components/data-table/cells';
import { formatCurrency, formatDateTime } from '../../lib/format';

const STATE_COLORS: Record<AuctionState, 'default' | 'info' | 'error' | 'warning' | 'success'> = {
  scheduled: 'info',
  live: 'error',
  closing: 'warning',
  sold: 'success',
  unsold: 'default',
  cancelled: 'default',
};

export const auctionEditPath = (auction: { id: number }) =>
  href(auctionResource.screens.edit, { id: auction.id });

export function auctionColumns(
  t: TFunction<'auctions'>,
  access: { update: boolean; cancel: boolean },
  onCancel: (auction: Auction) => void,
): GridColDef<Auction>[] {
  const open = (auction: Auction) => auction.state === 'scheduled' || auction.state === 'live';
  return [
    {
      field: 'vehicle_title',
      headerName: t('fields.vehicle'),
      sortable: true,
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => <NameLink name={row.vehicle_title} to={auctionEditPath(row)} />,
    },
    {
      field: 'state',
      headerName: t('fields.state'),
      width: 124,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={STATE_COLORS[row.state]}
          variant={row.state === 'live' ? 'filled' : 'outlined'}
          label={t(`states.${row.state}`)}
        />
      ),
    },
    {
      field: 'starts_at',
      headerName: t('fields.startsAt'),
      sortable: true,
      width: 196,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'ends_at',
      headerName: t('fields.endsAt'),
      sortable: true,
      width: 196,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'current_amount',
      headerName: t('fields.currentBid'),
      type: 'number',
      width: 140,
      valueFormatter: (value: number | null) => (value === null ? '—' : formatCurrency(value)),
    },
    { field: 'bids_count', headerName: t('fields.bids'), type: 'number', width: 90 },
    {
      field: 'winner_agency_name',
      headerName: t('fields.winner'),
      minWidth: 150,
      flex: 0.6,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    actionsColumn<Auction>(t('fields.actions'), {
      width: 110,
      canUpdate: access.update,
      editTo: auctionEditPath,
      canDelete: false,
      nameOf: (row) => row.vehicle_title,
      extra: (row) =>
        access.cancel && open(row) ? (
          <Tooltip title={t('admin.cancel')}>
            <IconButton
              size="small"
              aria-label={`${t('admin.cancel')}: ${row.vehicle_title}`}
              onClick={() => onCancel(row)}
            >
              <Block fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    }),
  ];
}
