/** Columns of the promotions list: name, type, discount, period, agencies, state, actions. */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { activeColumn, NameLink, RowActions } from '../../components/data-table/cells';
import { formatCurrency, formatNumber } from '../../lib/format';
import type { Promotion } from './packages.api';

export interface PromotionColumnOptions {
  t: TFunction<'packages'>;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (promotion: Promotion) => void;
  onActive: (promotion: Promotion, active: boolean) => Promise<unknown>;
  onDelete: (promotion: Promotion) => void;
}

/** A calendar day (YYYY-MM-DD) in es-MX, without moving it across time zones. */
const dayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

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

export function promotionColumns({
  t,
  canUpdate,
  canDelete,
  onEdit,
  onActive,
  onDelete,
}: PromotionColumnOptions): GridColDef<Promotion>[] {
  return [
    {
      field: 'name',
      headerName: t('promotions.fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => <NameLink name={row.name} onOpen={canUpdate ? () => onEdit(row) : null} />,
    },
    {
      field: 'type',
      headerName: t('promotions.fields.type'),
      sortable: true,
      width: 140,
      valueFormatter: (value: Promotion['type']) => t(`promotions.types.${value}`),
    },
    {
      field: 'discount',
      headerName: t('promotions.fields.discount'),
      type: 'number',
      width: 130,
      renderCell: ({ row }) => discountText(row),
    },
    {
      field: 'starts_on',
      headerName: t('promotions.fields.period'),
      sortable: true,
      width: 230,
      renderCell: ({ row }) =>
        t('promotions.period', { from: formatDay(row.starts_on), to: formatDay(row.ends_on) }),
    },
    {
      field: 'agencies',
      headerName: t('promotions.fields.agencies'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => agenciesText(t, row),
    },
    {
      field: 'in_force',
      headerName: t('promotions.fields.status'),
      width: 120,
      renderCell: ({ row }) => stateChip(t, row),
    },
    activeColumn(t('promotions.fields.active'), canUpdate, onActive, (row) => row.name),
    {
      field: 'actions',
      headerName: t('promotions.fields.actions'),
      width: 104,
      renderCell: ({ row }) => (
        <RowActions name={row.name} editTo={null} onDelete={canDelete ? () => onDelete(row) : null}>
          {canUpdate ? (
            <Tooltip title={t('table:edit')}>
              <IconButton
                size="small"
                onClick={() => onEdit(row)}
                aria-label={t('table:editOf', { name: row.name })}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </RowActions>
      ),
    },
  ];
}
