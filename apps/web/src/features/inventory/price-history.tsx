/** Every price change of a vehicle, newest first: when, who, and the price and offer before and after. */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PriceChange } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { HistoryList } from './status-history';

function Change({ label, from, to }: { label: string; from: number | null; to: number | null }) {
  const { t } = useTranslation('inventory');
  const money = (value: number | null) => (value === null ? t('noPrice') : formatCurrency(value));
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75 }}
    >
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${label}:`}</Box>
      {/* A first price (the car was added, or priced for the first time) has nothing to cross out. */}
      {from === null ? null : (
        <>
          <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
            {money(from)}
          </Box>
          <ArrowForward sx={{ fontSize: 16 }} titleAccess={t('details.changedTo')} />
        </>
      )}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {money(to)}
      </Box>
    </Typography>
  );
}

export function PriceHistory({ changes }: { changes: readonly PriceChange[] }) {
  const { t } = useTranslation('inventory');
  const newestFirst = [...changes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <HistoryList
      empty={t('details.priceHistoryEmpty')}
      items={newestFirst.map((change) => ({
        id: change.id,
        when: formatDateTime(change.created_at),
        who: change.user_name,
        body: (
          <>
            {change.old_price !== change.new_price ? (
              <Change label={t('details.priceChange')} from={change.old_price} to={change.new_price} />
            ) : null}
            {change.old_offer_price !== change.new_offer_price ? (
              <Change
                label={t('details.offerChange')}
                from={change.old_offer_price}
                to={change.new_offer_price}
              />
            ) : null}
          </>
        ),
      }))}
    />
  );
}
