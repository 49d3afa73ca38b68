/** The body types' columns: icon, name, models (a link to them), active, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { activeColumn, CountLink, NameLink, RowActions, Thumbnail } from '../../components/data-table/cells';
import { catalogScreens } from './catalog-paths';
import type { Body } from './catalogs.api';

export interface BodyColumnOptions {
  t: TFunction<'catalogs'>;
  canUpdate: boolean;
  canDelete: boolean;
  onActive: (body: Body, active: boolean) => Promise<unknown>;
  onDelete: (body: Body) => void;
}

export function bodyColumns({
  t,
  canUpdate,
  canDelete,
  onActive,
  onDelete,
}: BodyColumnOptions): GridColDef<Body>[] {
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
      renderCell: ({ row }) => (
        <NameLink name={row.name} to={canUpdate ? catalogScreens.bodyEdit(row.id) : null} />
      ),
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
          to={catalogScreens.modelsOfBody(row.id)}
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
          editTo={canUpdate ? catalogScreens.bodyEdit(row.id) : null}
          onDelete={canDelete ? () => onDelete(row) : null}
        />
      ),
    },
  ];
}
