/** A model's versions: name, transmission, fuel, years (a link to them), active, actions. */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { href, versionResource, yearResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, CountLink, NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Version } from './catalogs.api';

export function versionColumns(
  t: TFunction<'catalogs'>,
  modelId: number,
  actions: ListActions<Version>,
): GridColDef<Version>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const yearsOf = (version: Version) =>
    href(yearResource.screens.list, { model_id: modelId, version_id: version.id });
  return [
    {
      field: 'name',
      headerName: t('fields.version'),
      sortable: true,
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => <NameLink name={row.name} to={yearsOf(row)} />,
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
          to={yearsOf(row)}
          label={t('yearsOf', { name: row.name, count: row.years_count })}
        />
      ),
    },
    activeColumn(t('fields.status'), canUpdate, actions.setActive, nameOf),
    actionsColumn(t('fields.actions'), {
      width: 136,
      canUpdate,
      editTo: (row) => href(versionResource.screens.edit, { model_id: modelId, id: row.id }),
      canDelete,
      onDelete: actions.remove,
      nameOf,
      extra: (row) => (
        <Tooltip title={t('routes:years')}>
          <IconButton
            component={Link}
            to={yearsOf(row)}
            size="small"
            aria-label={t('yearsOfVersion', { name: row.name })}
          >
            <CalendarMonthOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    }),
  ];
}
