/**
 * Cambio de logo (/update-logo): the logo of the current dealership, with a preview before it is
 * sent. "Todas" is no single dealership, so the screen asks to choose one in the selector; without
 * 'update logo' the logo is only shown.
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyLogoResource, agencyResource } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { OneDealershipPage } from '../../components/one-dealership-page';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { useResourceAccess } from '../../lib/use-resource-access';
import {
  type AgencyLogo,
  fetchAgencyLogo,
  type LogoUrls,
  removeAgencyLogo,
  uploadAgencyLogo,
} from './agency-settings.api';

export default function LogoPage() {
  const { t } = useTranslation('agencySettings');
  return (
    <OneDealershipPage
      title={t('routes:logo')}
      subtitle={t('logo.subtitle')}
      maxWidth={720}
      chooseTitle={t('logo.chooseAgencyTitle')}
      choose={t('logo.chooseAgency')}
    >
      {(agencyId) => <AgencyLogoCard agencyId={agencyId} />}
    </OneDealershipPage>
  );
}

function AgencyLogoCard({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('agencySettings');
  const can = useResourceAccess(agencyLogoResource);
  const queryClient = useQueryClient();
  const key = keysOf(agencyLogoResource).detail(agencyId);
  const logo = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchAgencyLogo(agencyId, signal) });

  const stored = async (next: AgencyLogo) => {
    queryClient.setQueryData(key, next);
    // Agency lists and forms show the logo too.
    await queryClient.invalidateQueries({ queryKey: keysOf(agencyResource).group });
    return next.logo;
  };

  let content: ReactNode;
  if (logo.isPending) {
    content = (
      <Skeleton
        variant="rounded"
        sx={{ aspectRatio: '4 / 3', height: 'auto' }}
        aria-label={t('logo.loading')}
      />
    );
  } else if (logo.isError) {
    content = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void logo.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {parseError(logo.error, t).message}
      </Alert>
    );
  } else if (can.update) {
    const agency = logo.data;
    content = (
      <ImageUpload
        label={t('logo.label', { name: agency.name })}
        help={t('logo.help')}
        alt={t('logo.alt', { name: agency.name })}
        value={agency.logo}
        upload={async (file, onProgress) => stored(await uploadAgencyLogo(agencyId, file, onProgress))}
        remove={async () => stored(await removeAgencyLogo(agencyId))}
      />
    );
  } else {
    content = <ReadOnlyLogo name={logo.data.name} logo={logo.data.logo} />;
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '14px' }}>
      {content}
    </Paper>
  );
}

function ReadOnlyLogo({ name, logo }: { name: string; logo: LogoUrls | null }) {
  const { t } = useTranslation('agencySettings');
  return (
    <Stack spacing={1.5} component="section" aria-label={t('logo.label', { name })}>
      <Typography variant="subtitle2" component="h2">
        {t('logo.label', { name })}
      </Typography>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 2,
          border: 1,
          borderStyle: logo ? 'solid' : 'dashed',
          borderColor: 'divider',
          // Logos are drawn for white backgrounds; a light plate keeps them legible in dark mode.
          bgcolor: logo ? '#fff' : 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {logo ? (
          <Box
            component="img"
            src={logo.card}
            alt={t('logo.alt', { name })}
            sx={{ maxWidth: '85%', maxHeight: '85%', objectFit: 'contain' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <ImageOutlined sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="body2">{t('logo.none')}</Typography>
          </Stack>
        )}
      </Box>
      <Alert severity="info" variant="outlined">
        {t('logo.readOnly')}
      </Alert>
    </Stack>
  );
}
