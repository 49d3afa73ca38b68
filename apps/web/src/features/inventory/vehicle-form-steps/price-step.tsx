/**
 * Step 5, Precio y publicación: the price and offer price (spec §5 currency input, MXN), and the
 * channels the vehicle is published on. A draft shows nowhere until it is put on sale, so a draft
 * offers to do that when the form finishes. Publishing past the dealership's limit is refused by
 * the server; its message shows here with the way to a larger package (`/cannot-access`). A price
 * far from what a car of its year costs is warned about here, and confirmed when saving
 * (price-check.ts).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { vinShapeProblem, vinWarnings } from '@vitrina/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCurrencyField, FormSwitch } from '../../../components/form';
import { formatCurrency } from '../../../lib/format';
import { VinWarningList } from './details-step';
import { doubtfulPrices } from './price-check';
import type { StepProps } from './vehicle-step';

export const UPGRADE_PATH = '/cannot-access';

export interface PriceStepProps extends StepProps {
  /** The server's refusal to publish past the limit, when it answered one. */
  limit: string | null;
  /** A draft: put it on sale (Disponible) when the form finishes. */
  makeAvailable: boolean;
  onMakeAvailable: (value: boolean) => void;
}

export function PriceStep({
  form,
  readOnly,
  vehicle,
  limit,
  makeAvailable,
  onMakeAvailable,
}: PriceStepProps) {
  const { t } = useTranslation(['inventoryForm', 'inventory']);
  const { control } = form;
  const draft = vehicle?.status === 'Borrador';
  const [price, offer, vin] = useWatch({ control, name: ['price', 'offer_price', 'vin'] });
  const vinDoubts =
    typeof vin === 'string' && vinShapeProblem(vin) === null ? vinWarnings(vin, vehicle?.year) : [];
  const doubts = doubtfulPrices(
    {
      price: typeof price === 'number' ? price : null,
      offer_price: typeof offer === 'number' ? offer : null,
    },
    vehicle?.year,
  );
  return (
    <Stack spacing={3}>
      {readOnly ? null : <VinWarningList warnings={vinDoubts} title={t('vinWarningsBeforeSave')} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormCurrencyField
          control={control}
          name="price"
          label={t('inventory:fields.price')}
          suffix="MXN"
          helperText={t('fields.priceHelp')}
          disabled={readOnly}
        />
        <FormCurrencyField
          control={control}
          name="offer_price"
          label={t('inventory:fields.offerPrice')}
          suffix="MXN"
          helperText={t('fields.offerPriceHelp')}
          disabled={readOnly}
        />
        {doubts.length > 0 && !readOnly ? (
          <Alert severity="warning" variant="outlined" sx={{ gridColumn: '1 / -1' }} role="status">
            {doubts.map(({ field, amount, doubt }) => (
              <Box key={field} component="p" sx={{ m: 0 }}>
                {t(doubt === 'ceiling' ? 'priceCheck.high' : 'priceCheck.low', {
                  amount: formatCurrency(amount),
                  year: vehicle?.year,
                })}
              </Box>
            ))}
          </Alert>
        ) : null}
      </Box>

      <Box component="section" aria-labelledby="publication-title">
        <Typography id="publication-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('publication.title')}
        </Typography>
        {limit ? (
          <Alert
            severity="warning"
            variant="outlined"
            sx={{ mb: 2 }}
            action={
              <Button component={Link} to={UPGRADE_PATH} color="inherit" size="small">
                {t('publication.upgrade')}
              </Button>
            }
          >
            <AlertTitle>{t('publication.limitTitle')}</AlertTitle>
            {limit}
          </Alert>
        ) : null}
        <Stack spacing={1}>
          <FormSwitch
            control={control}
            name="published_marketplace"
            label={t('publication.marketplace')}
            helperText={t('publication.marketplaceHelp')}
            disabled={readOnly}
          />
          <FormSwitch
            control={control}
            name="published_mercadolibre"
            label={t('publication.mercadolibre')}
            disabled={readOnly}
          />
          <FormSwitch
            control={control}
            name="published_meta"
            label={t('publication.meta')}
            disabled={readOnly}
          />
        </Stack>
      </Box>

      {draft && !readOnly ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('publication.draftHelp')}
          </Typography>
          <FormControlLabel
            label={t('publication.makeAvailable')}
            control={
              <Switch checked={makeAvailable} onChange={(_event, checked) => onMakeAvailable(checked)} />
            }
          />
          <FormHelperText sx={{ mt: 0, ml: 6.5 }}>{t('publication.makeAvailableHelp')}</FormHelperText>
        </Box>
      ) : null}
    </Stack>
  );
}
