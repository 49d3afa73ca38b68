import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  COMMERCIAL_OFFERS,
  hasPermission,
  isPackagePermission,
  type OfferType,
  offerTypeFor,
} from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { packageAllows } from '../../lib/access-rules';
import { helpLink } from '../../lib/help';
import { useSession } from '../../lib/session-store';
import { MessageCard, messageIconSx } from './message-card';

/**
 * The upgrade prompt: where rocket entries and refused package modules lead. `?module=` names the
 * module the package lacks; "Ver oferta comercial" opens the offer that sells it (the other one
 * when this dealership cannot open that one), with the module marked there.
 */
export default function CannotAccessPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { user, dealership } = useSession();
  const raw = search.get('module');
  const module = raw && isPackagePermission(raw) ? raw : null;
  const preferred = offerTypeFor(module);
  const opens = (type: OfferType) =>
    user !== null &&
    hasPermission(user, COMMERCIAL_OFFERS[type].permission) &&
    packageAllows(user, dealership, COMMERCIAL_OFFERS[type].packagePermission);
  const type = [preferred, preferred === 'used' ? 'new' : 'used'].find((candidate) =>
    opens(candidate as OfferType),
  ) as OfferType | undefined;
  const offerPath = type
    ? `${COMMERCIAL_OFFERS[type].screen}${module ? `?module=${encodeURIComponent(module)}` : ''}`
    : null;
  return (
    <MessageCard
      icon={<RocketLaunchIcon color="primary" sx={messageIconSx} aria-hidden />}
      title={t('system:cannotAccessTitle')}
      actions={
        <>
          {offerPath ? (
            <Button variant="contained" component={Link} to={offerPath}>
              {t('system:seeOffer')}
            </Button>
          ) : null}
          <Button
            variant={offerPath ? 'outlined' : 'contained'}
            href={helpLink(t('common:helpMessage'))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('system:contactAdvisor')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: module ? 1 : 3 }}>
        {t('system:cannotAccessText')}
      </Typography>
      {module ? (
        <Typography sx={{ mb: 3, fontWeight: 500 }}>
          {t('system:missingModule', { module: t(`packages:permissionNames.${module}`) })}
        </Typography>
      ) : null}
    </MessageCard>
  );
}
