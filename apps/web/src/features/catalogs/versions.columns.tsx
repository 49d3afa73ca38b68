/** A model's versions: name, transmission, fuel, years (a link to them), active, actions. */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { activeColumn, CountLink, NameLink, RowActions } from '../../components/data-table/cells';
import { catalogScreens } from './catalog-paths';
import type { Version } from './catalogs.api';

export interface VersionColumnOptions {
  t: TFunction<'catalogs'>;
  modelId: number;
  canUpdate: boolean;
  canDelete: boolean;
  onActive: (version: Version, active: boolean) => Promise<unknown>;
  onDelete: (version: Version) => void;
}

export function versionColumns({
  t,
  modelId,
  canUpdate,
  canDelete,
  onActive,
  onDelete,
}: VersionColumnOptions): GridColDef<Version>[] {
  return [
    {
      field: 'name',
      headerName: t('fields.version'),
      sortable: true,
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => <NameLink name={row.name} to={catalogScreens.years(modelId, row.id)} />,
    },
    {
      field: 'transmission',
      headerName: t('fields.transmission'),
      sortable: true,
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: Version['transmission']) => t(`transmissions.${value}`),
    },
    {
      field: 'fuel',
      headerName: t('fields.fuel'),
      sortable: true,
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: Version['fuel']) => t(`fuels.${value}`),
    },
    {
      field: 'years_count',
      headerName: t('fields.yearsCount'),
      sortable: true,
      type: 'number',
      width: 100,
      renderCell: ({ row }) => (
        <CountLink
          count={row.years_count}
          to={catalogScreens.years(modelId, row.id)}
          label={t('yearsOf', { name: row.name, count: row.years_count })}
        />
      ),
    },
    activeColumn(t('fields.status'), canUpdate, onActive, (row) => row.name),
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 136,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          editTo={canUpdate ? catalogScreens.versionEdit(modelId, row.id) : null}
          onDelete={canDelete ? () => onDelete(row) : null}
        >
          <Tooltip title={t('routes:years')}>
            <IconButton
              component={Link}
              to={catalogScreens.years(modelId, row.id)}
              size="small"
              aria-label={t('yearsOfVersion', { name: row.name })}
            >
              <CalendarMonthOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </RowActions>
      ),
    },
  ];
}
