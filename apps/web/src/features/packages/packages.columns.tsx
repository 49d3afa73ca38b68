/** Columns of the packages list: name, price (MXN), vehicle limits, modules, agencies, actions. */
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { href, type PackageRecord, packageResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatCurrency, formatNumber } from '../../lib/format';

/** A package permission in the reader's language (an unknown stored name shows as it is). */
export const permissionLabel = (t: TFunction<'packages'>, name: string) =>
  t(`permissionNames.${name}` as 'permissionNames.view auctions', { defaultValue: name });

export function packageColumns(
  t: TFunction<'packages'>,
  actions: ListActions<PackageRecord>,
): GridColDef<PackageRecord>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (pkg: PackageRecord) => href(packageResource.screens.edit, { id: pkg.id });
  return [
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <NameLink name={row.name} to={canUpdate ? editTo(row) : null} />,
    },
    {
      field: 'monthly_price',
      headerName: t('fields.monthlyPrice'),
      sortable: true,
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => formatCurrency(value),
    },
    {
      field: 'used_vehicle_limit',
      headerName: t('fields.usedVehicleLimit'),
      sortable: true,
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'new_vehicle_limit',
      headerName: t('fields.newVehicleLimit'),
      sortable: true,
      type: 'number',
      width: 160,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'permissions',
      headerName: t('fields.permissions'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Tooltip title={row.permissions.map((name) => permissionLabel(t, name)).join(', ')}>
          <span>{t('list.permissionsCount', { count: row.permissions.length })}</span>
        </Tooltip>
      ),
    },
    {
      field: 'agencies_count',
      headerName: t('fields.agenciesCount'),
      sortable: true,
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatNumber(value),
    },
    actionsColumn(t('fields.actions'), { canUpdate, editTo, canDelete, onDelete: actions.remove, nameOf }),
  ];
}
