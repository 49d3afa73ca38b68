/**
 * The sold list's columns: photo, vehicle and year (a link to its details), stock number and
 * VIN, sale date, sale price against the list price, buyer, days to sell, and the dealership when
 * the list spans several. Sortable columns are named after the API's sort fields.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatCurrency, formatNumber } from '../../lib/format';
import { type SoldVehicle, vehicleName } from './inventory.api';
import { agencyColumn, vehicleIdentityColumns } from './inventory.columns';
import { formatDay } from './inventory-format';

export interface SoldColumnsOptions {
  t: TFunction<'inventory'>;
  /** Whoever may open a vehicle's details (`show inventory`). */
  canRead: boolean;
  showAgency: boolean;
}

export function soldColumns({ t, canRead, showAgency }: SoldColumnsOptions): GridColDef<SoldVehicle>[] {
  return [
    ...vehicleIdentityColumns<SoldVehicle>(t, { canRead, photoName: vehicleName }),
    {
      field: 'sold_on',
      headerName: t('fields.soldOn'),
      sortable: true,
      width: 124,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'sale_price',
      headerName: t('fields.salePrice'),
      sortable: true,
      width: 150,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box sx={{ textAlign: 'right', lineHeight: 1.3, minWidth: 0 }}>
          <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 500 }}>
            {formatCurrency(row.sale_price)}
          </Typography>
          {row.price !== null ? (
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {t('listPriceShort', { price: formatCurrency(row.price) })}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { field: 'buyer_name', headerName: t('fields.buyerName'), flex: 1, minWidth: 150 },
    {
      field: 'days_to_sell',
      headerName: t('fields.daysToSell'),
      sortable: true,
      width: 116,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => t('sold.days', { count: value, days: formatNumber(value) }),
    },
    ...agencyColumn<SoldVehicle>(t, showAgency),
  ];
}
