/**
 * Every status change of a vehicle, newest first: from and to (translated), when, who, and what
 * it recorded (deposit and for whom, sale price and buyer…). Also the list both histories share.
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatusChange } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { formatDay } from './inventory-format';
import { VehicleStatusChip } from './vehicle-status-chip';

export interface HistoryItem {
  id: number;
  when: string;
  who: string | null;
  body: ReactNode;
}

/** A plain timeline: each entry's content, then when and by whom. */
export function HistoryList({ items, empty }: { items: readonly HistoryItem[]; empty: string }) {
  const { t } = useTranslation('inventory');
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>{item.body}</Box>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {`${item.when} · ${item.who ? t('details.by', { name: item.who }) : t('details.bySystem')}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What a change recorded, as "Label: value" lines (only the fields the screens know). */
function recorded(details: Record<string, unknown>, t: (key: string) => string): string[] {
  const money = (value: unknown) => (typeof value === 'number' ? formatCurrency(value) : null);
  const day = (value: unknown) => (typeof value === 'string' ? formatDay(value) : null);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const fields: [string, string | null][] = [
    ['fields.deposit', money(details.deposit)],
    ['fields.reservedOn', day(details.reserved_on)],
    ['fields.reservedFor', text(details.reserved_for)],
    ['fields.soldOn', day(details.sold_on)],
    ['fields.salePrice', money(details.sale_price)],
    ['fields.buyerName', text(details.buyer_name)],
  ];
  return fields.flatMap(([label, value]) => (value === null ? [] : [`${t(label)}: ${value}`]));
}

export function StatusHistory({ changes }: { changes: readonly StatusChange[] }) {
  const { t } = useTranslation('inventory');
  const newestFirst = [...changes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <HistoryList
      empty={t('details.statusHistoryEmpty')}
      items={newestFirst.map((change) => ({
        id: change.id,
        when: formatDateTime(change.created_at),
        who: change.user_name,
        body: (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
              {change.from_status ? (
                <>
                  <VehicleStatusChip status={change.from_status} />
                  <ArrowForward sx={{ fontSize: 16 }} titleAccess={t('details.changedTo')} />
                  <VehicleStatusChip status={change.to_status} />
                </>
              ) : (
                <Typography variant="body2">
                  {t('details.created', { status: t(`statuses.${change.to_status}`) })}
                </Typography>
              )}
            </Box>
            {recorded(change.details, t).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </>
        ),
      }))}
    />
  );
}
