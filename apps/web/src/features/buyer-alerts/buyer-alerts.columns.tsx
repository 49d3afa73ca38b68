/**
 * The alerts' columns: the buyer and how to reach them, what they look for, this dealership's
 * matching vehicles (and how many it offered), the alert's date, and "Ofrecer vehículo".
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ALERT_VEHICLE_COUNT_CAP } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { formatDateTime, formatNumber } from '../../lib/format';
import { searchDetails, vehicleWanted } from './alert-search';
import type { BuyerAlert } from './buyer-alerts.api';

/** Two lines in one cell: the main text and a secondary one, each ending in an ellipsis. */
function TwoLines({ main, second }: { main: string; second: string }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {main}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {second}
      </Typography>
    </Box>
  );
}

export function matchesText(t: TFunction<'buyerAlerts'>, alert: BuyerAlert): string {
  return alert.vehicles_count > ALERT_VEHICLE_COUNT_CAP
    ? t('vehiclesCapped', { formatted: formatNumber(ALERT_VEHICLE_COUNT_CAP) })
    : t('vehicles', { count: alert.vehicles_count, formatted: formatNumber(alert.vehicles_count) });
}

/**
 * On a phone only the first column and the pinned actions are in view: the buyer's column then
 * says what they look for instead of how to reach them (the offer dialog says the rest).
 */
export function buyerAlertColumns(
  t: TFunction<'buyerAlerts'>,
  offer: { can: boolean; open: (alert: BuyerAlert) => void },
  phone: boolean,
): GridColDef<BuyerAlert>[] {
  return [
    {
      field: 'name',
      headerName: t('fields.buyer'),
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <TwoLines
          main={row.name}
          second={phone ? vehicleWanted(t, row) : [row.email, row.phone].filter(Boolean).join(' · ')}
        />
      ),
    },
    {
      field: 'search',
      headerName: t('fields.search'),
      flex: 1.4,
      minWidth: 240,
      renderCell: ({ row }) => <TwoLines main={vehicleWanted(t, row)} second={searchDetails(t, row)} />,
    },
    {
      field: 'vehicles_count',
      headerName: t('fields.matches'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <TwoLines
          main={matchesText(t, row)}
          second={
            row.offers_count > 0 ? t('offers', { count: row.offers_count }) : (row.vehicles[0]?.title ?? '')
          }
        />
      ),
    },
    {
      field: 'id',
      headerName: t('fields.created'),
      sortable: true,
      width: 200,
      valueGetter: (_, row) => formatDateTime(row.created_at),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 170,
      renderCell: ({ row }) => {
        if (!offer.can) return null;
        const open = row.vehicles.some((vehicle) => !vehicle.offered);
        return (
          <Button
            size="small"
            variant={open ? 'outlined' : 'text'}
            disabled={!open}
            onClick={() => offer.open(row)}
            aria-label={t('offerTo', { name: row.name })}
          >
            {open ? t('offer') : t('allOffered')}
          </Button>
        );
      },
    },
  ];
}
