/**
 * The stock photo sets list's columns: cover, vehicle (a link to its gallery), year, photos,
 * dealerships' new vehicles showing it, last change, and the row actions (delete asks, naming
 * those vehicles).
 */
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import { formatDateTime, formatNumber } from '../../lib/format';
import { type PhotoSet, photoSetEditPath, vehicleName } from './new-inventory.api';

export interface PhotoSetColumnOptions {
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (set: PhotoSet) => void;
}

export function photoSetColumns(
  t: TFunction<'newInventory'>,
  { canUpdate, canDelete, onDelete }: PhotoSetColumnOptions,
): GridColDef<PhotoSet>[] {
  return [
    {
      field: 'cover',
      headerName: t('fields.cover'),
      width: 92,
      renderCell: ({ row }) => (
        <Thumbnail
          fit="photo"
          src={row.cover?.thumb}
          alt={row.cover ? t('photoSets.coverOf', { name: vehicleName(row) }) : t('photoSets.noCover')}
        />
      ),
    },
    {
      field: 'vehicle',
      headerName: t('fields.vehicle'),
      flex: 1,
      minWidth: 240,
      // Whoever opens the list opens the gallery; without 'update new vehicles photo' it only shows it.
      renderCell: ({ row }) => (
        <NameLink
          name={`${row.brand_name} ${row.model_name} ${row.version_name}`}
          to={photoSetEditPath(row)}
        />
      ),
    },
    { field: 'year', headerName: t('fields.year'), sortable: true, width: 84 },
    {
      field: 'photos_count',
      headerName: t('fields.photosCount'),
      sortable: true,
      type: 'number',
      width: 100,
      renderCell: ({ row }) =>
        row.photos_count === 0 ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('photoSets.noCover')}
          </Typography>
        ) : (
          formatNumber(row.photos_count)
        ),
    },
    {
      field: 'vehicles_count',
      headerName: t('fields.vehiclesCount'),
      type: 'number',
      width: 140,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'updated_at',
      headerName: t('fields.updatedAt'),
      sortable: true,
      width: 190,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    actionsColumn(t('fields.actions'), {
      canUpdate,
      editTo: photoSetEditPath,
      canDelete,
      onDelete,
      nameOf: vehicleName,
    }),
  ];
}
