/**
 * While a new vehicle is being created: whether the platform has a stock photo set for the
 * chosen catalog year (its cover and how many photos), since the vehicle shows that set's photos.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { photoSetResource } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../components/data-table/cells';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { fetchStockSet } from './new-inventory.api';

export function StockSetPreview({ agency, catalogYearId }: { agency: number; catalogYearId: number | null }) {
  const { t } = useTranslation('newInventory');
  const stockSet = useQuery({
    queryKey: [...keysOf(photoSetResource).all, 'of-year', agency, catalogYearId],
    queryFn: ({ signal }) => fetchStockSet(agency, catalogYearId!, signal),
    enabled: catalogYearId !== null,
  });
  let body: ReactNode;
  if (catalogYearId === null) {
    body = (
      <Alert severity="info" variant="outlined">
        {t('stockSet.chooseYear')}
      </Alert>
    );
  } else if (stockSet.isError) {
    body = (
      <Alert severity="warning" variant="outlined">
        {t('stockSet.failed')} {parseError(stockSet.error, t).message}
      </Alert>
    );
  } else if (stockSet.data === undefined) {
    body = (
      <Alert severity="info" variant="outlined">
        {t('stockSet.checking')}
      </Alert>
    );
  } else if (stockSet.data === null || stockSet.data.photos_count === 0) {
    body = (
      <Alert severity="warning" variant="outlined">
        <Typography variant="subtitle2" component="p">
          {t('noStockPhotos')}
        </Typography>
        {t('stockSet.missing')}
      </Alert>
    );
  } else {
    const found = stockSet.data;
    body = (
      <Alert
        severity="success"
        variant="outlined"
        icon={false}
        sx={{ '& .MuiAlert-message': { display: 'flex', alignItems: 'center', gap: 2, width: '100%' } }}
      >
        <Thumbnail fit="photo" src={found.cover?.thumb} alt={t('stockSet.cover')} width={96} height={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {t('stockSet.title')}
          </Typography>
          {t('stockSet.found', { count: found.photos_count })}
        </Box>
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite">
      {body}
    </Box>
  );
}
