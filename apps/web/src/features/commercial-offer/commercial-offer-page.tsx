/**
 * Oferta comercial (/commercial-offer/used and /comercial-offer/brand-new): the packages a
 * dealership can contract for that kind of vehicle compared with its own, the promotions in force,
 * and "Solicitar este paquete". `?module=` (from a rocket or /cannot-access) marks the module the
 * dealership was missing and the packages that include it. Administrators also see the requests.
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMERCIAL_OFFERS,
  type CommercialOffer,
  hasPermission,
  isPackagePermission,
  type OfferPackage,
  type OfferType,
  type PackagePermission,
} from '@vitrina/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { packageAllows } from '../../lib/access-rules';
import { formatCurrency, formatDay, formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { fetchOffer } from './commercial-offer.api';
import { OfferComparison } from './offer-comparison';
import { UpgradeRequestDialog } from './upgrade-request-dialog';
import { UpgradeRequestsPanel } from './upgrade-requests-panel';

/** Which offer the address is: the new vehicles' path is spelled as the specification spells it. */
const typeOf = (path: string): OfferType => (path.startsWith(COMMERCIAL_OFFERS.new.screen) ? 'new' : 'used');

function PackageCard({
  pkg,
  offer,
  module,
  pending,
  canRequest,
  onRequest,
}: {
  pkg: OfferPackage;
  offer: CommercialOffer;
  module: PackagePermission | null;
  pending: boolean;
  canRequest: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('commercialOffer');
  const bringsModule = module !== null && pkg.adds.includes(module);
  return (
    <Card
      variant="outlined"
      data-package={pkg.name}
      data-highlighted={bringsModule || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: pkg.current || bringsModule ? 2 : 1,
        borderColor: bringsModule ? 'success.main' : pkg.current ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
            {pkg.name}
          </Typography>
          {pkg.current ? <Chip size="small" color="primary" label={t('yours')} /> : null}
        </Box>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
          {t('perMonth', { price: formatCurrency(pkg.monthly_price) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(`vehicleLimit.${offer.type}`)}:{' '}
          {t('vehicles', { count: pkg.vehicle_limit, formatted: formatNumber(pkg.vehicle_limit) })}
        </Typography>
        {pkg.description ? <Typography variant="body2">{pkg.description}</Typography> : null}
        {!pkg.current && offer.current_package_id !== null ? (
          <Typography
            variant="body2"
            color={pkg.adds.length > 0 ? 'success.main' : 'text.secondary'}
            sx={{ mt: 1, fontWeight: 500 }}
          >
            {pkg.adds.length > 0 ? t('adds', { count: pkg.adds.length }) : t('addsNone')}
          </Typography>
        ) : null}
      </CardContent>
      {canRequest && !pkg.current ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {pending ? (
            <Chip color="success" variant="outlined" label={t('requested')} />
          ) : (
            <Button
              variant={bringsModule ? 'contained' : 'outlined'}
              onClick={onRequest}
              // The visible words first, so the name read aloud contains them (axe).
              aria-label={t('requestNamed', { name: pkg.name })}
            >
              {t('request')}
            </Button>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}

export default function CommercialOfferPage() {
  const { t } = useTranslation('commercialOffer');
  const location = useLocation();
  const [search] = useSearchParams();
  const type = typeOf(location.pathname);
  const other: OfferType = type === 'used' ? 'new' : 'used';
  const { user, dealership } = useSession();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const agency = dealership?.id ?? 0;
  const raw = search.get('module');
  const module = raw && isPackagePermission(raw) ? raw : null;
  const [requesting, setRequesting] = useState<OfferPackage | null>(null);
  const query = useQuery({
    queryKey: queryKeys.commercialOffer(type, agency),
    queryFn: ({ signal }) => fetchOffer(type, agency, signal),
  });
  const offer = query.data;
  const canSeeOther =
    user !== null &&
    hasPermission(user, COMMERCIAL_OFFERS[other].permission) &&
    packageAllows(user, dealership, COMMERCIAL_OFFERS[other].packagePermission);
  const canHandle = user !== null && hasPermission(user, 'update commercial offer');
  const current = offer?.packages.find((pkg) => pkg.current);
  const missing = module !== null && current !== undefined && !current.permissions.includes(module);

  const sent = async (message: string) => {
    setRequesting(null);
    await client.invalidateQueries({ queryKey: queryKeys.commercialOffer(type, agency) });
    await client.invalidateQueries({ queryKey: queryKeys.upgradeRequests.group });
    await dialogs.success(message);
  };

  return (
    // minmax(0, 1fr): a wide table or list scrolls inside its box instead of widening the page.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader
        title={t(`titles.${type}`)}
        subtitle={t(`subtitles.${type}`)}
        actions={
          canSeeOther ? (
            <Button
              component={Link}
              to={`${COMMERCIAL_OFFERS[other].screen}${module ? `?module=${encodeURIComponent(module)}` : ''}`}
              endIcon={<ArrowForward />}
            >
              {t(`otherOffer.${type}`)}
            </Button>
          ) : null
        }
      />
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !offer ? (
        <Box
          aria-busy
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : (
        <>
          {agency === 0 ? (
            <Alert severity="info" variant="outlined">
              {t('chooseAgency')}
            </Alert>
          ) : (
            <Typography>{current ? t('currentPackage', { name: current.name }) : t('noPackage')}</Typography>
          )}
          {missing && module ? (
            <Alert severity="warning" variant="outlined" data-testid="missing-module">
              {t('missing', { module: t(`packages:permissionNames.${module}`) })}
            </Alert>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                lg: `repeat(${Math.min(offer.packages.length, 4)}, 1fr)`,
              },
            }}
          >
            {offer.packages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                offer={offer}
                module={missing ? module : null}
                pending={offer.pending_package_ids.includes(pkg.id)}
                canRequest={agency !== 0}
                onRequest={() => setRequesting(pkg)}
              />
            ))}
          </Box>
          <OfferComparison offer={offer} module={module} />
          <Box component="section" aria-labelledby="offer-promotions">
            <Typography id="offer-promotions" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {t('promotions')}
            </Typography>
            {offer.promotions.length === 0 ? (
              <Typography color="text.secondary">{t('noPromotions')}</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
                {offer.promotions.map((promotion) => (
                  <Card key={promotion.id} variant="outlined">
                    <CardContent sx={{ display: 'flex', gap: 1.5 }}>
                      <LocalOfferOutlined color="secondary" aria-hidden />
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>{promotion.name}</Typography>
                        <Typography variant="body2">
                          {t('off', {
                            discount:
                              promotion.discount_kind === 'percent'
                                ? `${formatNumber(promotion.discount)} %`
                                : formatCurrency(promotion.discount),
                          })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('until', { date: formatDay(promotion.ends_on, 'long') })}
                        </Typography>
                      </Box>
                    </CardContent>
                  </Card>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
      {canHandle ? <UpgradeRequestsPanel /> : null}
      {requesting ? (
        <UpgradeRequestDialog
          type={type}
          agencyId={agency}
          pkg={requesting}
          module={module}
          onClose={() => setRequesting(null)}
          onSent={(message) => void sent(message)}
        />
      ) : null}
    </Box>
  );
}
