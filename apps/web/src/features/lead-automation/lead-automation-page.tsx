/**
 * Automatización de leads (/settings/leads) for the current dealership: how arriving leads are
 * assigned, the first-response target and its business hours, the advisors with their loads and
 * absences, the API keys of the ingestion API and how to send leads with them. "Todas" is no
 * single dealership, so the screen asks to choose one; without 'update lead settings' everything
 * is shown read only.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leadSettingsResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/form';
import { OneDealershipPage } from '../../components/one-dealership-page';
import { SectionCard } from '../../components/section-card';
import { useResourceAccess } from '../../lib/use-resource-access';
import { IngestionHelp } from './ingestion-help';
import { LeadAdvisors } from './lead-advisors';
import { LeadApiKeys } from './lead-api-keys';
import { fetchLeadSettings, type LeadSettings, settingsKey } from './lead-automation.api';
import { LeadAutomationForm } from './lead-automation-form';

export default function LeadSettingsPage() {
  const { t } = useTranslation('leadAutomation');
  return (
    <OneDealershipPage
      title={t('routes:leadAutomation')}
      subtitle={t('subtitle')}
      maxWidth={1080}
      chooseTitle={t('chooseAgencyTitle')}
      choose={t('chooseAgency')}
    >
      {(agencyId) => <LeadSettingsContent agencyId={agencyId} />}
    </OneDealershipPage>
  );
}

function LeadSettingsContent({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('leadAutomation');
  const queryClient = useQueryClient();
  const access = useResourceAccess(leadSettingsResource);
  const key = settingsKey(agencyId);
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchLeadSettings(agencyId, signal) });

  if (settings.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '14px' }} aria-busy>
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      </Paper>
    );
  }
  if (settings.isError) return <LoadError error={settings.error} onRetry={settings.refetch} />;
  return (
    <Stack spacing={3}>
      {access.update ? null : (
        <Alert severity="info" variant="outlined">
          {t('readOnly')}
        </Alert>
      )}
      <SectionCard title={t('automation.title')} description={t('automation.help')}>
        <LeadAutomationForm
          settings={settings.data}
          canUpdate={access.update}
          onSaved={(saved: LeadSettings) => queryClient.setQueryData(key, saved)}
        />
      </SectionCard>
      <LeadAdvisors settings={settings.data} canUpdate={access.update} />
      <LeadApiKeys agencyId={agencyId} />
      <IngestionHelp />
    </Stack>
  );
}
