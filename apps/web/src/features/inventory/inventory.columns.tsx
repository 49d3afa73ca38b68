/**
 * The used-inventory list's columns: photo, vehicle and year (a link to its details), stock
 * number and VIN, mileage, price and offer, status and publication, aging, the dealership when
 * the list spans several, and the row actions: together they fit a 1366 px screen beside the
 * menu. Sortable columns are named after the API's sort fields.
 */
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { href, usedVehicleResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatCurrency, formatNumber } from '../../lib/format';
import { AgingBadge } from './aging-badge';
import { type UsedVehicle, vehicleName } from './inventory.api';
import { formatDay } from './inventory-format';
import { VehicleStatusChip } from './vehicle-status-chip';

export const detailsPath = (vehicle: { id: number }) =>
  href(usedVehicleResource.screens.details, { id: vehicle.id });

export function Muted({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {children}
    </Typography>
  );
}

/** Two short lines in a 64 px row: the value and, smaller, what qualifies it. */
export function TwoLines({
  first,
  second,
  mono,
}: {
  first: ReactNode;
  second?: string | null;
  mono?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" component="div" noWrap>
        {first}
      </Typography>
      {second ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          noWrap
          sx={mono ? { fontFamily: 'monospace' } : undefined}
        >
          {second}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The vehicle's name and year over its version, the name a link to its details when the user may read it. */
export function VehicleCell({
  vehicle,
  to,
}: {
  vehicle: { brand_name: string; model_name: string; version_name: string; year: number };
  to: string | null;
}) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <NameLink name={vehicleName(vehicle)} to={to} />
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        noWrap
        title={vehicle.version_name}
      >
        {vehicle.version_name}
      </Typography>
    </Box>
  );
}

type ListedVehicle = {
  id: number;
  brand_name: string;
  model_name: string;
  version_name: string;
  year: number;
  stock_number: string;
  vin: string;
  thumbnail: { thumb: string } | null;
};

/**
 * The columns every vehicle list opens with: the cover photo, the vehicle (a link to its details
 * when the user may read them) and its stock number over its VIN.
 */
export function vehicleIdentityColumns<R extends ListedVehicle>(
  t: TFunction<'inventory'>,
  options: { canRead: boolean; photoName: (row: R) => string; stockSortable?: boolean },
): GridColDef<R>[] {
  return [
    {
      field: 'thumbnail',
      headerName: t('fields.photo'),
      width: 80,
      renderCell: ({ row }) => (
        <Thumbnail
          fit="photo"
          width={56}
          height={42}
          src={row.thumbnail?.thumb}
          alt={t('photoOf', { name: options.photoName(row) })}
        />
      ),
    },
    {
      field: 'vehicle',
      headerName: t('fields.vehicle'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <VehicleCell vehicle={row} to={options.canRead ? detailsPath(row) : null} />,
    },
    {
      field: 'stock_number',
      headerName: t('fields.stockAndVin'),
      ...(options.stockSortable ? { sortable: true } : {}),
      width: 152,
      renderCell: ({ row }) => <TwoLines first={row.stock_number} second={row.vin} mono />,
    },
  ];
}

/** The dealership's column, only when the list spans several (administrators on "Todas"). */
export function agencyColumn<R extends { agency_name: string }>(
  t: TFunction<'inventory'>,
  show: boolean,
): GridColDef<R>[] {
  return show ? [{ field: 'agency_name', headerName: t('fields.agency'), flex: 1, minWidth: 140 }] : [];
}

const CHANNELS = ['marketplace', 'mercadolibre', 'meta'] as const;

/** A caption that wraps once, then ends in an ellipsis. */
const TWO_LINES_AT_MOST = {
  maxWidth: '100%',
  // Grid cells do not wrap their text; this one may, once.
  whiteSpace: 'normal',
  lineHeight: 1.2,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
} as const;

/** The status chip over where the vehicle is published ("Marketplace · Meta", or "Sin publicar"). */
function StatusCell({ vehicle, t }: { vehicle: UsedVehicle; t: TFunction<'inventory'> }) {
  const on = CHANNELS.filter((channel) => vehicle[`published_${channel}`]);
  const published =
    on.length > 0 ? on.map((channel) => t(`channels.${channel}`)).join(' · ') : t('notPublished');
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <VehicleStatusChip status={vehicle.status} />
      <Typography variant="caption" color="text.secondary" sx={TWO_LINES_AT_MOST} title={published}>
        {published}
      </Typography>
    </Box>
  );
}

/** An offer reads green: the lighter shade on a dark page, the darker on a light one (WCAG 1.4.3). */
const OFFER_COLOR = {
  color: (theme: Theme) => theme.palette.success[theme.palette.mode === 'dark' ? 'light' : 'dark'],
};

export interface InventoryColumnsOptions {
  t: TFunction<'inventory'>;
  actions: ListActions<UsedVehicle>;
  /** Whoever may open a vehicle's details (`show inventory`). */
  canRead: boolean;
  /** The list spans several dealerships ("Todas"): each row says whose it is. */
  showAgency: boolean;
}

export function inventoryColumns({
  t,
  actions,
  canRead,
  showAgency,
}: InventoryColumnsOptions): GridColDef<UsedVehicle>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (vehicle: UsedVehicle) => href(usedVehicleResource.screens.edit, { id: vehicle.id });
  return [
    ...vehicleIdentityColumns<UsedVehicle>(t, { canRead, photoName: nameOf, stockSortable: true }),
    {
      field: 'mileage_km',
      headerName: t('fields.km'),
      sortable: true,
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => t('km', { value: formatNumber(value) }),
    },
    {
      field: 'price',
      headerName: t('fields.price'),
      sortable: true,
      width: 146,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) =>
        row.price === null ? (
          <Muted>{t('noPrice')}</Muted>
        ) : (
          <Box sx={{ textAlign: 'right', lineHeight: 1.3, minWidth: 0 }}>
            <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 500 }}>
              {formatCurrency(row.price)}
            </Typography>
            {row.offer_price !== null ? (
              <Typography variant="caption" component="div" noWrap sx={OFFER_COLOR}>
                {t('offer', { price: formatCurrency(row.offer_price) })}
              </Typography>
            ) : null}
          </Box>
        ),
    },
    {
      field: 'status',
      headerName: t('fields.statusAndPublication'),
      width: 144,
      renderCell: ({ row }) => <StatusCell vehicle={row} t={t} />,
    },
    {
      field: 'first_on_lot',
      headerName: t('fields.aging'),
      sortable: true,
      width: 116,
      renderCell: ({ row }) => (
        <Box
          sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}
        >
          <AgingBadge days={row.days_in_stock} threshold={row.aging_threshold} />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
            {formatDay(row.first_on_lot)}
          </Typography>
        </Box>
      ),
    },
    ...agencyColumn<UsedVehicle>(t, showAgency),
    actionsColumn(t('fields.actions'), {
      width: 124,
      canUpdate,
      editTo,
      canDelete,
      onDelete: actions.remove,
      nameOf,
      extra: (row) =>
        canRead ? (
          <Tooltip title={t('list.details')}>
            <IconButton
              component={Link}
              to={detailsPath(row)}
              size="small"
              aria-label={t('list.detailsOf', { name: nameOf(row) })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    }),
  ];
}
