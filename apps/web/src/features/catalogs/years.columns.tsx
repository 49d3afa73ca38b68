/** A version's years: year, list price (MXN, es-MX), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { activeColumn, NameLink, RowActions } from '../../components/data-table/cells';
import { formatCurrency } from '../../lib/format';
import { catalogScreens } from './catalog-paths';
import type { CatalogYear } from './catalogs.api';

export interface YearColumnOptions {
  t: TFunction<'catalogs'>;
  modelId: number;
  versionId: number;
  canUpdate: boolean;
  canDelete: boolean;
  onActive: (year: CatalogYear, active: boolean) => Promise<unknown>;
  onDelete: (year: CatalogYear) => void;
}

export function yearColumns({
  t,
  modelId,
  versionId,
  canUpdate,
  canDelete,
  onActive,
  onDelete,
}: YearColumnOptions): GridColDef<CatalogYear>[] {
  const edit = (year: CatalogYear) =>
    canUpdate ? catalogScreens.yearEdit(modelId, versionId, year.id) : null;
  return [
    {
      field: 'year',
      headerName: t('fields.year'),
      sortable: true,
      width: 120,
      renderCell: ({ row }) => <NameLink name={String(row.year)} to={edit(row)} />,
    },
    {
      field: 'list_price',
      headerName: t('fields.listPrice'),
      sortable: true,
      type: 'number',
      flex: 1,
      minWidth: 170,
      valueFormatter: (value: number) => formatCurrency(value),
    },
    activeColumn(t('fields.status'), canUpdate, onActive, (row) => String(row.year)),
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 104,
      renderCell: ({ row }) => (
        <RowActions
          name={String(row.year)}
          editTo={edit(row)}
          onDelete={canDelete ? () => onDelete(row) : null}
        />
      ),
    },
  ];
}
