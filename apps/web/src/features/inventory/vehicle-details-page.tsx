/**
 * Detalle del auto (/inventory/:id/details): the gallery, every field (vocabularies translated,
 * money in pesos, dates in Mexico City), the VIN's warnings, the hold or the sale, price
 * and status histories, the status moves the current status allows (reverting a sale:
 * administrators only), the edit button, and the leads about this car. A vehicle the
 * user may not see answers 404 like one that does not exist, and the screen says so.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { href, isAdmin, soldVehicleResource, usedVehicleResource } from '@vitrina/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdParam } from '../../components/form/form-parts';
import { Notice } from '../../components/notice';
import { PhotoViewer } from '../../components/photo-gallery/photo-viewer';
import { useRecord, useResourceChanged } from '../../components/resource';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { formatCurrency, formatDateTime, formatNumber } from '../../lib/format';
import { keysOf } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { useResourceAccess } from '../../lib/use-resource-access';
import { AgingBadge } from './aging-badge';
import { type UsedVehicleDetail, vehicleName } from './inventory.api';
import { formatDay } from './inventory-format';
import { PriceHistory } from './price-history';
import { StatusHistory } from './status-history';
import { VehicleLeads } from './vehicle-leads';
import { VehicleStatusChip } from './vehicle-status-chip';
import { type StatusMove, statusMoves, VehicleStatusDialog } from './vehicle-status-dialog';

const LIST = usedVehicleResource.screens.list;
/** A status change shows in the sold list and its totals as well. */
const ALSO_STALE = [keysOf(soldVehicleResource).group];

/** A label, its value, and whether it takes a whole row on a phone (a VIN does not fit half). */
type Fact = readonly [label: string, value: ReactNode, wide?: boolean];

/** Label and value pairs in a grid of two columns on a phone, three on a wider screen. */
function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map(([label, value, wide]) => (
        <Box key={label} sx={{ minWidth: 0, ...(wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : {}) }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function VinWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation('inventory');
  if (warnings.length === 0) return null;
  const known = new Set(['vin_check_digit', 'vin_year_mismatch']);
  const texts = warnings.map((key) => {
    const name = key.replace(/^inventory\./, '');
    return known.has(name) ? t(`vinWarnings.${name}`) : t('vinWarnings.other');
  });
  return (
    <Alert severity="warning" variant="outlined" icon={<WarningAmberOutlined />} sx={{ mb: 2 }}>
      <AlertTitle>{t('details.vinWarnings')}</AlertTitle>
      {[...new Set(texts)].map((text) => (
        <Box key={text}>{text}</Box>
      ))}
    </Alert>
  );
}

function Loading() {
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box>
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    </Box>
  );
}

function Details({ vehicle }: { vehicle: UsedVehicleDetail }) {
  const { t } = useTranslation('inventory');
  const { user } = useSession();
  const access = useResourceAccess(usedVehicleResource);
  const { patch } = useResourceChanged(usedVehicleResource, ALSO_STALE);
  const [move, setMove] = useState<StatusMove | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = vehicleName(vehicle);
  const moves = access.update ? statusMoves(vehicle.status, user !== null && isAdmin(user)) : [];
  const none = t('none');
  const text = (value: string | null | undefined) => (value?.trim() ? value : none);
  const money = (value: number | null) => (value === null ? t('noPrice') : formatCurrency(value));
  const yesNo = (value: boolean) => (
    <Chip
      size="small"
      variant={value ? 'filled' : 'outlined'}
      color={value ? 'success' : 'default'}
      label={value ? t('details.yes') : t('details.no')}
    />
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        {/* The back arrow stays beside the title; the actions go under it when the screen is narrow. */}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0, flex: '1 1 420px' }}>
          <IconButton component={Link} to={LIST} aria-label={t('details.back')} sx={{ mt: -0.25, ml: -1 }}>
            <ArrowBack />
          </IconButton>
          <Box sx={{ minWidth: 0 }}>
            <Box
              sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap' }}
            >
              <Typography variant="h1">{name}</Typography>
              <VehicleStatusChip status={vehicle.status} size="medium" />
            </Box>
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {`${vehicle.version_name} · ${vehicle.stock_number} · ${vehicle.vin}`}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {moves.map((option) => (
            <Button
              key={option.to}
              variant={option.to === 'Vendido' ? 'contained' : 'outlined'}
              color={option.revert ? 'warning' : 'primary'}
              onClick={() => setMove(option)}
            >
              {option.revert ? t('status.revert') : t(`status.to.${option.to}`)}
            </Button>
          ))}
          {access.update ? (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<EditOutlined />}
              component={Link}
              to={href(usedVehicleResource.screens.edit, { id: vehicle.id })}
            >
              {t('details.edit')}
            </Button>
          ) : null}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 7fr' } }}>
        <Box sx={{ minWidth: 0 }}>
          <PhotoViewer photos={vehicle.photos} alt={name} emptyText={t('details.galleryEmpty')} />
        </Box>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 3, alignContent: 'start' }}>
          <SectionCard title={t('details.prices')}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                {money(vehicle.offer_price ?? vehicle.price)}
              </Typography>
              {vehicle.offer_price !== null && vehicle.price !== null ? (
                <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  {formatCurrency(vehicle.price)}
                </Typography>
              ) : null}
            </Box>
            <Facts
              items={[
                [t('fields.price'), money(vehicle.price)],
                [
                  t('fields.offerPrice'),
                  vehicle.offer_price === null ? none : formatCurrency(vehicle.offer_price),
                ],
                [
                  t('fields.daysInStock'),
                  <AgingBadge key="aging" days={vehicle.days_in_stock} threshold={vehicle.aging_threshold} />,
                ],
                [t('channels.marketplace'), yesNo(vehicle.published_marketplace)],
                [t('channels.mercadolibre'), yesNo(vehicle.published_mercadolibre)],
                [t('channels.meta'), yesNo(vehicle.published_meta)],
              ]}
            />
          </SectionCard>
          {vehicle.status === 'Apartado' ? (
            <SectionCard title={t('details.reservation')}>
              <Facts
                items={[
                  [t('fields.deposit'), vehicle.deposit === null ? none : formatCurrency(vehicle.deposit)],
                  [t('fields.reservedOn'), vehicle.reserved_on ? formatDay(vehicle.reserved_on) : none],
                  [t('fields.reservedFor'), text(vehicle.reserved_for)],
                ]}
              />
            </SectionCard>
          ) : null}
          {vehicle.status === 'Vendido' ? (
            <SectionCard title={t('details.sale')}>
              <Facts
                items={[
                  [t('fields.soldOn'), vehicle.sold_on ? formatDay(vehicle.sold_on) : none],
                  [
                    t('fields.salePrice'),
                    vehicle.sale_price === null ? none : formatCurrency(vehicle.sale_price),
                  ],
                  [t('fields.buyerName'), text(vehicle.buyer_name)],
                ]}
              />
            </SectionCard>
          ) : null}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
        <SectionCard title={t('details.data')}>
          <VinWarnings warnings={vehicle.vin_warnings} />
          <Facts
            items={[
              [t('fields.brand'), vehicle.brand_name],
              [t('fields.model'), vehicle.model_name],
              [t('fields.version'), vehicle.version_name],
              [t('fields.year'), String(vehicle.year)],
              [t('fields.body'), text(vehicle.body_name)],
              [
                t('fields.vin'),
                <Box component="span" key="vin" sx={{ fontFamily: 'monospace' }}>
                  {vehicle.vin}
                </Box>,
                true,
              ],
              [t('fields.stockNumber'), vehicle.stock_number],
              [t('fields.mileage'), t('km', { value: formatNumber(vehicle.mileage_km) })],
              [t('fields.transmission'), t(`catalogs:transmissions.${vehicle.transmission}`)],
              [t('fields.fuel'), t(`catalogs:fuels.${vehicle.fuel}`)],
              [t('fields.drivetrain'), vehicle.drivetrain ? t(`drivetrains.${vehicle.drivetrain}`) : none],
              [t('fields.engine'), text(vehicle.engine)],
              [t('fields.doors'), vehicle.doors === null ? none : String(vehicle.doors)],
              [t('fields.passengers'), vehicle.passengers === null ? none : String(vehicle.passengers)],
              [t('fields.exteriorColor'), text(vehicle.exterior_color)],
              [t('fields.interiorColor'), text(vehicle.interior_color)],
              [t('fields.firstOnLot'), formatDay(vehicle.first_on_lot)],
              [t('fields.agency'), vehicle.agency_name],
              [t('fields.createdAt'), formatDateTime(vehicle.created_at)],
              [t('fields.updatedAt'), formatDateTime(vehicle.updated_at)],
            ]}
          />
          <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1rem', fontWeight: 600 }}>
            {t('fields.description')}
          </Typography>
          <Typography
            color={vehicle.description ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line' }}
          >
            {vehicle.description || t('details.descriptionEmpty')}
          </Typography>
          <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1rem', fontWeight: 600 }}>
            {t('fields.equipment')}
          </Typography>
          {vehicle.equipment.length > 0 ? (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {vehicle.equipment.map((item) => (
                <li key={item}>
                  <Chip size="small" variant="outlined" label={item} />
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('details.equipmentEmpty')}</Typography>
          )}
        </SectionCard>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SectionCard title={t('details.priceHistory')}>
            <PriceHistory changes={vehicle.price_history} />
          </SectionCard>
          <SectionCard title={t('details.statusHistory')}>
            <StatusHistory changes={vehicle.status_history} />
          </SectionCard>
        </Box>
        <SectionCard title={t('details.leads')}>
          <VehicleLeads vehicle={vehicle} />
        </SectionCard>
      </Box>

      {move ? (
        <VehicleStatusDialog
          vehicle={vehicle}
          move={move}
          onClose={() => setMove(null)}
          onChanged={async (changed, message) => {
            setMove(null);
            setNotice(message);
            await patch(changed, {});
          }}
        />
      ) : null}
      <Notice open={notice !== null} onClose={() => setNotice(null)}>
        {notice}
      </Notice>
    </>
  );
}

export default function VehicleDetailsPage() {
  const { t } = useTranslation('inventory');
  const id = useIdParam('id');
  const record = useRecord(usedVehicleResource, id);

  if (record.error) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('routes:inventoryDetails')}
        </Typography>
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" component={Link} to={LIST}>
              {t('details.back')}
            </Button>
          }
        >
          <AlertTitle>{t('details.loadFailed')}</AlertTitle>
          {parseError(record.error, t).message}
        </Alert>
      </Box>
    );
  }
  if (record.data === undefined) return <Loading />;
  return <Details vehicle={record.data} />;
}
