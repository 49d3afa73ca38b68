/** Columns of the popups list: title, audience, period, frequency, state, who closed it, active, actions. */
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { MEXICAN_STATES, type Popup, todayInMexico } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatDay } from '../../lib/format';

const stateNames = new Map<string, string>(MEXICAN_STATES.map((state) => [state.code, state.name]));

/** Who sees it, in words: the packages' names come from the picker (`packageNames`). */
export function audienceText(
  t: TFunction<'popups'>,
  popup: Popup,
  packageNames: Map<number, string>,
): string {
  switch (popup.audience) {
    case 'all':
      return t('audienceSummary.all');
    case 'package':
      return t('audienceSummary.package', {
        names: popup.package_ids.map((id) => packageNames.get(id) ?? `#${id}`).join(', '),
      });
    case 'membership':
      return t('audienceSummary.membership', {
        names: popup.membership_statuses.map((status) => t(`memberships.${status}`)).join(', '),
      });
    case 'state':
      return t('audienceSummary.state', {
        names: popup.states.map((code) => stateNames.get(code) ?? code).join(', '),
      });
    case 'agencies':
      return t('audienceSummary.agencies', { count: popup.agency_ids.length });
  }
}

function stateChip(t: TFunction<'popups'>, popup: Popup) {
  if (popup.in_force) return <Chip size="small" color="success" label={t('inForce')} />;
  if (!popup.active) return <Chip size="small" label={t('inactive')} />;
  return popup.starts_on > todayInMexico() ? (
    <Chip size="small" color="info" variant="outlined" label={t('scheduled')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('ended')} />
  );
}

export function popupColumns(
  t: TFunction<'popups'>,
  actions: ListActions<Popup>,
  onEdit: (popup: Popup) => void,
  packageNames: Map<number, string>,
): GridColDef<Popup>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  return [
    {
      field: 'title',
      headerName: t('fields.title'),
      sortable: true,
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <NameLink name={row.title} onOpen={canUpdate ? () => onEdit(row) : null} />,
    },
    {
      field: 'audience',
      headerName: t('fields.audience'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => audienceText(t, row, packageNames),
    },
    {
      field: 'starts_on',
      headerName: t('fields.period'),
      sortable: true,
      width: 214,
      renderCell: ({ row }) => t('period', { from: formatDay(row.starts_on), to: formatDay(row.ends_on) }),
    },
    {
      field: 'frequency',
      headerName: t('fields.frequency'),
      width: 130,
      valueFormatter: (value: Popup['frequency']) => t(`frequencies.${value}`),
    },
    {
      field: 'in_force',
      headerName: t('fields.status'),
      width: 116,
      renderCell: ({ row }) => stateChip(t, row),
    },
    {
      field: 'dismissals_count',
      headerName: t('fields.dismissals'),
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => t('users', { count: value }),
    },
    activeColumn(t('fields.active'), canUpdate, actions.setActive, nameOf),
    actionsColumn(t('fields.actions'), {
      width: 96,
      canUpdate,
      onEdit,
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
}
