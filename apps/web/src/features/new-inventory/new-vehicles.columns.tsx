/**
 * The new vehicles list's columns: the stock photo (or a placeholder and "Sin fotos de stock"),
 * the vehicle (a link to its details), its dealership while "Todas" is shown, year, price with
 * the promotional price under it, colours, units in stock, status, publication, and the row
 * actions (edit opens the details in edit mode).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatCurrency, formatNumber } from '../../lib/format';
import { detailsPath, type NewVehicle, vehicleName } from './new-inventory.api';
import { PublishedChip, StatusChip } from './new-vehicle-parts';

/** How many colour chips a cell shows before "+N". */
const COLORS_SHOWN = 1;

export function newVehicleColumns(
  t: TFunction<'newInventory'>,
  actions: ListActions<NewVehicle>,
  { showAgency }: { showAgency: boolean },
): GridColDef<NewVehicle>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const muted = (text: string) => (
    <Typography variant="body2" color="text.secondary" component="span">
      {text}
    </Typography>
  );
  const columns: (GridColDef<NewVehicle> | false)[] = [
    {
      field: 'thumbnail',
      headerName: t('fields.photo'),
      width: 76,
      renderCell: ({ row }) => (
        <Thumbnail
          fit="photo"
          src={row.thumbnail?.thumb}
          alt={row.thumbnail ? t('photoOf', { name: vehicleName(row) }) : t('noStockPhotos')}
        />
      ),
    },
    {
      field: 'vehicle',
      headerName: t('fields.vehicle'),
      flex: 1,
      minWidth: 170,
      // Two lines: the cell's own line height (the row's) would push the second out of sight.
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.35 }}>
          <NameLink name={`${row.brand_name} ${row.model_name} ${row.version_name}`} to={detailsPath(row)} />
          {row.thumbnail === null ? (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ lineHeight: 1.35 }}>
              {t('noStockPhotos')}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    showAgency && { field: 'agency_name', headerName: t('fields.agency'), minWidth: 150, flex: 0.5 },
    { field: 'year', headerName: t('fields.year'), sortable: true, width: 70 },
    {
      field: 'price',
      headerName: t('fields.priceAndPromotion'),
      sortable: true,
      type: 'number',
      width: 136,
      // The list price, and under it the promotional one when there is one.
      renderCell: ({ row }) => (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            lineHeight: 1.35,
            minWidth: 0,
          }}
        >
          <Box component="span" sx={{ fontWeight: 500 }}>
            {formatCurrency(row.price)}
          </Box>
          {row.promotional_price === null ? null : (
            <Typography
              variant="caption"
              component="span"
              sx={{ lineHeight: 1.35, fontWeight: 600, color: 'success.main' }}
            >
              <Box component="span" sx={visuallyHidden}>
                {`${t('fields.promotionalPrice')}: `}
              </Box>
              {formatCurrency(row.promotional_price)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'colors',
      headerName: t('fields.colors'),
      minWidth: 140,
      flex: 0.5,
      renderCell: ({ row }) =>
        row.colors.length === 0 ? (
          muted('—')
        ) : (
          <Box sx={{ display: 'flex', gap: 0.5, minWidth: 0, overflow: 'hidden' }}>
            {row.colors.slice(0, COLORS_SHOWN).map((color) => (
              <Chip key={color} size="small" variant="outlined" label={color} sx={{ maxWidth: 86 }} />
            ))}
            {row.colors.length > COLORS_SHOWN ? (
              <Chip size="small" label={`+${row.colors.length - COLORS_SHOWN}`} />
            ) : null}
          </Box>
        ),
    },
    {
      field: 'stock_units',
      headerName: t('fields.units'),
      sortable: true,
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 108,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'published',
      headerName: t('fields.published'),
      width: 128,
      renderCell: ({ row }) => <PublishedChip published={row.published} />,
    },
    actionsColumn(t('fields.actions'), {
      canUpdate,
      editTo: (row) => detailsPath(row, true),
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
  return columns.filter((column): column is GridColDef<NewVehicle> => column !== false);
}
