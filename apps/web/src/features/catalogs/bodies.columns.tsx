/** The body types' columns: icon, name, models (a link to them), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import { bodyResource, href, modelResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, CountLink, NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Body } from './catalogs.api';

export function bodyColumns(t: TFunction<'catalogs'>, actions: ListActions<Body>): GridColDef<Body>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (body: Body) => href(bodyResource.screens.edit, { id: body.id });
  return [
    {
      field: 'icon',
      headerName: t('fields.icon'),
      width: 76,
      renderCell: ({ row }) => <Thumbnail src={row.icon?.thumb} alt={t('iconOf', { name: row.name })} />,
    },
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => <NameLink name={row.name} to={canUpdate ? editTo(row) : null} />,
    },
    {
      field: 'models_count',
      headerName: t('fields.modelsCount'),
      sortable: true,
      type: 'number',
      width: 120,
      renderCell: ({ row }) => (
        <CountLink
          count={row.models_count}
          to={href(modelResource.screens.list, {}, { body_id: row.id })}
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
