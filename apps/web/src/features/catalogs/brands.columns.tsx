/** The brands list's columns: logo, name, slug, models (a link to them), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { activeColumn, CountLink, NameLink, RowActions, Thumbnail } from '../../components/data-table/cells';
import { catalogScreens } from './catalog-paths';
import type { Brand } from './catalogs.api';

export interface BrandColumnOptions {
  t: TFunction<'catalogs'>;
  canUpdate: boolean;
  canDelete: boolean;
  onActive: (brand: Brand, active: boolean) => Promise<unknown>;
  onDelete: (brand: Brand) => void;
}

export function brandColumns({
  t,
  canUpdate,
  canDelete,
  onActive,
  onDelete,
}: BrandColumnOptions): GridColDef<Brand>[] {
  return [
    {
      field: 'logo',
      headerName: t('fields.logo'),
      width: 76,
      renderCell: ({ row }) => <Thumbnail src={row.logo?.thumb} alt={t('logoOf', { name: row.name })} />,
    },
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <NameLink name={row.name} to={canUpdate ? catalogScreens.brandEdit(row.id) : null} />
      ),
    },
    { field: 'slug', headerName: t('fields.slug'), sortable: true, flex: 1, minWidth: 150 },
    {
      field: 'models_count',
      headerName: t('fields.modelsCount'),
      sortable: true,
      type: 'number',
      width: 120,
      renderCell: ({ row }) => (
        <CountLink
          count={row.models_count}
          to={catalogScreens.modelsOfBrand(row.id)}
          label={t('modelsOf', { name: row.name, count: row.models_count })}
        />
      ),
    },
    activeColumn(t('fields.status'), canUpdate, onActive, (row) => row.name),
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 104,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          editTo={canUpdate ? catalogScreens.brandEdit(row.id) : null}
          onDelete={canDelete ? () => onDelete(row) : null}
        />
      ),
    },
  ];
}
