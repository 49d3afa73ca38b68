/**
 * The totals of what the sold list's filters and search select (units, revenue, average days
 * to sell), from `/mi-vitrina/sold-inventory/totals` with the same query and dealership as the list.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/data-table';
import { parseError } from '../../lib/api-client';
import { formatCurrency, formatNumber } from '../../lib/format';
import { fetchSoldTotals, soldTotalsKey } from './inventory.api';

/** One figure: stacked in a card on wider screens, a label and its value on one line on a phone. */
function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        px: 2,
        py: { xs: 1.25, sm: 2 },
        borderRadius: '14px',
        minWidth: 0,
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        alignItems: { xs: 'baseline', sm: 'stretch' },
        justifyContent: 'space-between',
        gap: { xs: 2, sm: 0.5 },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: { xs: '1.125rem', sm: '1.5rem' }, fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        {value ?? <Skeleton width={96} />}
      </Typography>
    </Paper>
  );
}

export function SoldTotals({ params, agency }: { params: ListParams; agency: number }) {
  const { t } = useTranslation('inventory');
  const { data, error } = useQuery({
    queryKey: soldTotalsKey(params, agency),
    queryFn: ({ signal }) => fetchSoldTotals(params, agency, signal),
    placeholderData: keepPreviousData,
  });
  if (error) {
    return (
      <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
        {`${t('sold.totalsFailed')} ${parseError(error, t).message}`}
      </Alert>
    );
  }
  const average =
    data === undefined
      ? null
      : data.average_days_to_sell === null
        ? t('sold.averageNone')
        : t('sold.days', {
            count: Math.round(data.average_days_to_sell),
            days: formatNumber(Math.round(data.average_days_to_sell * 10) / 10),
          });
  return (
    <Box component="section" aria-label={t('sold.totals')} sx={{ mb: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Figure label={t('sold.units')} value={data ? formatNumber(data.units) : null} />
        <Figure label={t('sold.revenue')} value={data ? formatCurrency(data.revenue) : null} />
        <Figure label={t('sold.averageDays')} value={average} />
      </Box>
    </Box>
  );
}
