/** Columns of the promotions list: name, type, discount, period, agencies, state, actions. */
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Promotion } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { activeColumn, NameLink } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatCurrency, formatDay, formatNumber } from '../../lib/format';

/** "12.5 %" or "$15,000.00". */
export const discountText = (promotion: Pick<Promotion, 'discount_kind' | 'discount'>) =>
  promotion.discount_kind === 'percent'
    ? `${formatNumber(promotion.discount)} %`
    : formatCurrency(promotion.discount);

function agenciesText(t: TFunction<'packages'>, promotion: Promotion): string {
  if (promotion.agencies_count === 0) return t('promotions.allAgencies');
  const names = promotion.agencies.join(', ');
  const more = promotion.agencies_count - promotion.agencies.length;
  return more > 0 ? t('promotions.moreAgencies', { names, count: more }) : names;
}

/** Where the promotion stands today: in force, scheduled, ended (or off). */
function stateChip(t: TFunction<'packages'>, promotion: Promotion) {
  if (promotion.in_force) return <Chip size="small" color="success" label={t('promotions.inForce')} />;
  if (!promotion.active) return <Chip size="small" label={t('promotions.inactive')} />;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return promotion.starts_on > today ? (
    <Chip size="small" color="info" variant="outlined" label={t('promotions.scheduled')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('promotions.ended')} />
  );
}

/** Promotions are edited in a dialog (`onEdit`); `actions.setActive` saves the whole promotion. */
export function promotionColumns(
  t: TFunction<'packages'>,
  actions: ListActions<Promotion>,
  onEdit: (promotion: Promotion) => void,
): GridColDef<Promotion>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  return [
    {
      field: 'name',
      headerName: t('promotions.fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) => <NameLink name={row.name} onOpen={canUpdate ? () => onEdit(row) : null} />,
    },
    {
      field: 'type',
      headerName: t('promotions.fields.type'),
      sortable: true,
      width: 116,
      valueFormatter: (value: Promotion['type']) => t(`promotions.types.${value}`),
    },
    {
      field: 'discount',
      headerName: t('promotions.fields.discount'),
      type: 'number',
      width: 104,
      renderCell: ({ row }) => discountText(row),
    },
    {
      field: 'starts_on',
      headerName: t('promotions.fields.period'),
      sortable: true,
      width: 214,
      renderCell: ({ row }) =>
        t('promotions.period', { from: formatDay(row.starts_on), to: formatDay(row.ends_on) }),
    },
    {
      field: 'agencies',
      headerName: t('promotions.fields.agencies'),
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) => agenciesText(t, row),
    },
    {
      field: 'in_force',
      headerName: t('promotions.fields.status'),
      width: 116,
      renderCell: ({ row }) => stateChip(t, row),
    },
    activeColumn(t('promotions.fields.active'), canUpdate, actions.setActive, nameOf),
    actionsColumn(t('promotions.fields.actions'), {
      width: 96,
      canUpdate,
      onEdit,
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
}
