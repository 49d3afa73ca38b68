/** The brands list's columns: logo, name, slug, models (a link to them), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import { brandResource, href, modelResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, CountLink, NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Brand } from './catalogs.api';

export function brandColumns(t: TFunction<'catalogs'>, actions: ListActions<Brand>): GridColDef<Brand>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (brand: Brand) => href(brandResource.screens.edit, { id: brand.id });
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
      renderCell: ({ row }) => <NameLink name={row.name} to={canUpdate ? editTo(row) : null} />,
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
          to={href(modelResource.screens.list, {}, { brand_id: row.id })}
          label={t('modelsOf', { name: row.name, count: row.models_count })}
        />
      ),
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
