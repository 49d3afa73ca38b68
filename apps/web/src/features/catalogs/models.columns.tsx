/** The models list's columns: name, brand, body type, versions (a link to them), active, actions. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { activeColumn, CountLink, NameLink, RowActions } from '../../components/data-table/cells';
import { catalogScreens } from './catalog-paths';
import type { Model } from './catalogs.api';

export interface ModelColumnOptions {
  t: TFunction<'catalogs'>;
  canUpdate: boolean;
  canDelete: boolean;
  onActive: (model: Model, active: boolean) => Promise<unknown>;
  onDelete: (model: Model) => void;
}

export function modelColumns({
  t,
  canUpdate,
  canDelete,
  onActive,
  onDelete,
}: ModelColumnOptions): GridColDef<Model>[] {
  return [
    {
      field: 'name',
      headerName: t('fields.model'),
      sortable: true,
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <NameLink name={row.name} to={catalogScreens.versions(row.id)} />,
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
          to={catalogScreens.versions(row.id)}
          label={t('versionsOf', { name: row.name, count: row.versions_count })}
        />
      ),
    },
    activeColumn(t('fields.status'), canUpdate, onActive, (row) => `${row.brand_name} ${row.name}`),
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 136,
      renderCell: ({ row }) => (
        <RowActions
          name={`${row.brand_name} ${row.name}`}
          editTo={canUpdate ? catalogScreens.modelEdit(row.id) : null}
          onDelete={canDelete ? () => onDelete(row) : null}
        >
          <Tooltip title={t('routes:versions')}>
            <IconButton
              component={Link}
              to={catalogScreens.versions(row.id)}
              size="small"
              aria-label={t('versionsOfModel', { name: `${row.brand_name} ${row.name}` })}
            >
              <AccountTreeOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </RowActions>
      ),
    },
  ];
}
