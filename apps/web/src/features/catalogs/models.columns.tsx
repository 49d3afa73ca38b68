/** The models list's columns: name, brand, body type, versions (a link to them), active, actions. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { href, modelResource, versionResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, CountLink, NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Model } from './catalogs.api';

export function modelColumns(t: TFunction<'catalogs'>, actions: ListActions<Model>): GridColDef<Model>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const versionsOf = (model: Model) => href(versionResource.screens.list, { model_id: model.id });
  return [
    {
      field: 'name',
      headerName: t('fields.model'),
      sortable: true,
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <NameLink name={row.name} to={versionsOf(row)} />,
    },
    { field: 'brand_name', headerName: t('fields.brand'), sortable: true, flex: 1, minWidth: 140 },
    {
      field: 'body_name',
      headerName: t('fields.body'),
      sortable: true,
      flex: 1,
      minWidth: 130,
      valueFormatter: (value: string | null) => value ?? t('noBody'),
    },
    {
      field: 'versions_count',
      headerName: t('fields.versionsCount'),
      sortable: true,
      type: 'number',
      width: 120,
      renderCell: ({ row }) => (
        <CountLink
          count={row.versions_count}
          to={versionsOf(row)}
          label={t('versionsOf', { name: row.name, count: row.versions_count })}
        />
      ),
    },
    activeColumn(t('fields.status'), canUpdate, actions.setActive, nameOf),
    actionsColumn(t('fields.actions'), {
      width: 136,
      canUpdate,
      editTo: (row) => href(modelResource.screens.edit, { id: row.id }),
      canDelete,
      onDelete: actions.remove,
      nameOf,
      extra: (row) => (
        <Tooltip title={t('routes:versions')}>
          <IconButton
            component={Link}
            to={versionsOf(row)}
            size="small"
            aria-label={t('versionsOfModel', { name: nameOf(row) })}
          >
            <AccountTreeOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    }),
  ];
}
