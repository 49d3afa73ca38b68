/**
 * Nueva subasta (/subastas-activas/admin/nueva) and Editar subasta (/subastas-activas/admin/:id):
 * the seller, the vehicle from the catalog (Marca → Modelo → Versión → Año), VIN, mileage and
 * condition report, the prices and the schedule. Once created, the photos are managed beside the
 * form at any time; the rest only until the start (the server refuses later edits). The bids, with
 * the dealerships' names, and the winner show there too.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Auction, auctionInput, auctionResource, recordIdSchema } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCatalogCascade } from '../../components/catalog-pickers';
import { FormCurrencyField, FormPage, FormTextField } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import { useRecord, useResourceChanged } from '../../components/resource';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { resourceCalls } from '../../lib/resource-client';
import { auctionGalleryPath } from './auctions.api';
import { auctionEditPath } from './auctions.columns';

type AuctionRecord = Auction & {
  photos: { id: number; position: number; image: { thumb: string; card: string; full: string } }[];
  bids: { id: number; amount: number; agency_name: string; placed_at: string }[];
};

/** `datetime-local` text (the browser's time) ⇄ an ISO instant. */
const localInstant = z
  .string()
  .min(1)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value).toISOString());
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const auctionForm = z.object({
  ...auctionInput.shape,
  brand_id: z.number().nullable(),
  model_id: z.number().nullable(),
  version_id: z.number().nullable(),
  catalog_year_id: recordIdSchema,
  mileage_km: z.coerce.number().int().min(0).max(2_000_000),
  starts_at: localInstant,
  ends_at: localInstant,
});
type FormValues = z.input<typeof auctionForm>;

const hourFromNow = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setMinutes(0, 0, 0);
  return toLocalInput(date.toISOString());
};

export default function AuctionFormPage() {
  const id = useIdParam('id');
  const { t } = useTranslation('auctions');
  const record = useRecord(auctionResource, id);
  const { changed, patch } = useResourceChanged(auctionResource);
  const auction = record.data as AuctionRecord | undefined;
  const locked = auction !== undefined && auction.state !== 'scheduled';

  return (
    <FormPage
      title={id ? t('routes:auctionEdit') : t('routes:auctionCreate')}
      subtitle={id ? t('admin.editHelp') : t('admin.createHelp')}
      schema={auctionForm}
      empty={{
        brand_id: null,
        model_id: null,
        version_id: null,
        seller_name: '',
        seller_phone: '',
        seller_email: '',
        vin: '',
        condition_report: '',
        min_increment: 1000,
        starts_at: hourFromNow(1),
        ends_at: hourFromNow(25),
      }}
      {...(id ? { record: record as never } : {})}
      toValues={(saved: AuctionRecord): FormValues => ({
        brand_id: saved.brand_id,
        model_id: saved.model_id,
        version_id: saved.version_id,
        catalog_year_id: saved.catalog_year_id,
        seller_name: saved.seller_name,
        seller_phone: saved.seller_phone,
        seller_email: saved.seller_email,
        vin: saved.vin,
        mileage_km: saved.mileage_km,
        condition_report: saved.condition_report,
        reserve_price: saved.reserve_price,
        starting_price: saved.starting_price,
        min_increment: saved.min_increment,
        starts_at: toLocalInput(saved.starts_at),
        ends_at: toLocalInput(saved.ends_at),
      })}
      save={async ({ brand_id: _b, model_id: _m, version_id: _v, ...values }) =>
        (await resourceCalls(auctionResource).save(id, values)) as AuctionRecord
      }
      createdPath={auctionEditPath}
      onSaved={changed}
      backTo={auctionResource.screens.list}
      aside={(saved) =>
        saved ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, borderRadius: '14px' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                {t('admin.photos')}
              </Typography>
              <PhotoGallery
                basePath={auctionGalleryPath(saved.id)}
                photos={saved.photos}
                onChange={(photos) =>
                  void patch(saved, { photos, photos_count: photos.length, cover: photos[0]?.image ?? null })
                }
                alt={saved.vehicle_title}
              />
            </Paper>
            <Bids auction={saved} />
          </Box>
        ) : null
      }
    >
      {(form, busy) => {
        const disabled = busy || locked;
        return (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {locked ? <Alert severity="info">{t('admin.startedNotice')}</Alert> : null}
            <Section title={t('admin.seller')}>
              <FormTextField
                control={form.control}
                name="seller_name"
                label={t('fields.sellerName')}
                required
                disabled={disabled}
              />
              <FormTextField
                control={form.control}
                name="seller_phone"
                label={t('fields.sellerPhone')}
                type="tel"
                required
                disabled={disabled}
              />
              <FormTextField
                control={form.control}
                name="seller_email"
                label={t('fields.sellerEmail')}
                type="email"
                disabled={disabled}
              />
            </Section>
            <Section title={t('admin.vehicle')}>
              <FormCatalogCascade
                control={form.control}
                names={{
                  brand_id: 'brand_id',
                  model_id: 'model_id',
                  version_id: 'version_id',
                  year_id: 'catalog_year_id',
                }}
                required
                disabled={disabled}
              />
              <FormTextField
                control={form.control}
                name="vin"
                label={t('fields.vin')}
                required
                disabled={disabled}
              />
              <FormTextField
                control={form.control}
                name="mileage_km"
                label={t('fields.mileage')}
                type="number"
                required
                disabled={disabled}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
              <FormTextField
                control={form.control}
                name="condition_report"
                label={t('fields.conditionReport')}
                multiline
                minRows={3}
                required
                disabled={disabled}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Section>
            <Section title={t('admin.terms')}>
              <FormCurrencyField
                control={form.control}
                name="reserve_price"
                label={t('fields.reservePrice')}
                helperText={t('form.reserveHelp')}
                required
                disabled={disabled}
              />
              <FormCurrencyField
                control={form.control}
                name="starting_price"
                label={t('fields.startingPrice')}
                helperText={t('form.startingHelp')}
                required
                disabled={disabled}
              />
              <FormCurrencyField
                control={form.control}
                name="min_increment"
                label={t('fields.minIncrement')}
                helperText={t('form.incrementHelp')}
                required
                disabled={disabled}
              />
              <FormTextField
                control={form.control}
                name="starts_at"
                label={t('fields.startsAt')}
                type="datetime-local"
                helperText={t('form.timezone')}
                required
                disabled={disabled}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={form.control}
                name="ends_at"
                label={t('fields.endsAt')}
                type="datetime-local"
                helperText={t('form.timezone')}
                required
                disabled={disabled}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Section>
          </Box>
        );
      }}
    </FormPage>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function Bids({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation('auctions');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '14px' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('admin.bids')} · {t(`states.${auction.state}`)}
      </Typography>
      {auction.winner_agency_name ? (
        <Typography sx={{ mb: 1 }}>
          {t('admin.winner')}: <strong>{auction.winner_agency_name}</strong>
        </Typography>
      ) : null}
      {auction.bids.length === 0 ? (
        <Typography color="text.secondary">{t('admin.noBids')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {auction.bids.map((bid) => (
            <li key={bid.id}>
              <strong>{formatCurrency(bid.amount)}</strong> · {bid.agency_name} ·{' '}
              {formatDateTime(bid.placed_at)}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
