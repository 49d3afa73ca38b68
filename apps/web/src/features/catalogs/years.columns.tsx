/** A version's years: year, list price (pesos), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import { href, yearResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatCurrency } from '../../lib/format';
import type { CatalogYear } from './catalogs.api';

export function yearColumns(
  t: TFunction<'catalogs'>,
  parent: { model_id: number; version_id: number },
  actions: ListActions<CatalogYear>,
): GridColDef<CatalogYear>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (year: CatalogYear) => href(yearResource.screens.edit, { ...parent, year_id: year.id });
  return [
    {
      field: 'year',
      headerName: t('fields.year'),
      sortable: true,
      width: 120,
      renderCell: ({ row }) => <NameLink name={String(row.year)} to={canUpdate ? editTo(row) : null} />,
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
    activeColumn(t('fields.status'), canUpdate, actions.setActive, nameOf),
    actionsColumn(t('fields.actions'), {
      width: 104,
      canUpdate,
      editTo,
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
}
