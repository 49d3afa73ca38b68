/**
 * The dealership's advisors as automatic assignment sees them: role, whether the account is
 * active, "Ausente" (skipped by automatic assignment; changed at once, the switch showing the new
 * state while the server confirms and going back if it refuses), and each one's open leads and
 * how many of those are past their first-response deadline. A table, or a list of short cards on
 * a phone.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadSettingsAdvisor } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { type LeadSettings, setAdvisorAbsence, settingsKey } from './lead-automation.api';

export function LeadAdvisors({ settings, canUpdate }: { settings: LeadSettings; canUpdate: boolean }) {
  const { t } = useTranslation('leadAutomation');
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const key = settingsKey(settings.agency_id);
  const absence = useMutation({
    mutationFn: ({ user, absent }: { user: number; absent: boolean }) =>
      setAdvisorAbsence(settings.agency_id, user, absent),
    onMutate: async ({ user, absent }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LeadSettings>(key);
      if (before) {
        queryClient.setQueryData<LeadSettings>(key, {
          ...before,
          advisors: before.advisors.map((advisor) =>
            advisor.id === user ? { ...advisor, absent } : advisor,
          ),
        });
      }
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void dialogs.error(parseError(error, t).message);
    },
  });
  const pending = absence.isPending ? absence.variables.user : null;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const absentSwitch = (advisor: LeadSettingsAdvisor) => (
    <Switch
      checked={advisor.absent}
      disabled={!canUpdate || pending === advisor.id}
      onChange={(_event, absent) => absence.mutate({ user: advisor.id, absent })}
      slotProps={{ input: { 'aria-label': t('advisors.absentOf', { name: advisor.name }) } }}
    />
  );
  const statusChip = (advisor: LeadSettingsAdvisor) => (
    <Chip
      size="small"
      variant="outlined"
      color={advisor.active ? 'success' : 'default'}
      label={advisor.active ? t('advisors.active') : t('advisors.disabled')}
    />
  );
  const late = (advisor: LeadSettingsAdvisor) =>
    advisor.late_leads > 0 ? (
      <Chip size="small" color="error" label={formatNumber(advisor.late_leads)} />
    ) : (
      formatNumber(0)
    );
  const role = (advisor: LeadSettingsAdvisor) =>
    t(`profile:roleNames.${advisor.role}`, { defaultValue: advisor.role });

  let body: ReactNode;
  if (settings.advisors.length === 0) {
    body = <Typography color="text.secondary">{t('advisors.empty')}</Typography>;
  } else if (phone) {
    // A phone shows each advisor as a short card: a six-column table would hide the switch.
    body = (
      <Box component="ul" aria-label={t('advisors.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {settings.advisors.map((advisor) => (
          <Box
            component="li"
            key={advisor.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{advisor.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`${role(advisor)} · ${advisor.email}`}
                </Typography>
              </Box>
              {statusChip(advisor)}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
              <Typography variant="body2">{`${t('advisors.open')}: ${formatNumber(advisor.open_leads)}`}</Typography>
              <Typography
                variant="body2"
                component="div"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                {`${t('advisors.late')}:`} {late(advisor)}
              </Typography>
              <FormControlLabel
                sx={{ ml: 'auto', mr: 0 }}
                label={t('advisors.absent')}
                labelPlacement="start"
                control={absentSwitch(advisor)}
              />
            </Box>
          </Box>
        ))}
      </Box>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('advisors.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('advisors.name')}</TableCell>
              <TableCell>{t('advisors.role')}</TableCell>
              <TableCell>{t('advisors.status')}</TableCell>
              <TableCell>{t('advisors.absent')}</TableCell>
              <TableCell align="right">{t('advisors.open')}</TableCell>
              <TableCell align="right">{t('advisors.late')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.advisors.map((advisor) => (
              <TableRow key={advisor.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {advisor.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {advisor.email}
                  </Typography>
                </TableCell>
                <TableCell>{role(advisor)}</TableCell>
                <TableCell>{statusChip(advisor)}</TableCell>
                <TableCell>{absentSwitch(advisor)}</TableCell>
                <TableCell align="right">{formatNumber(advisor.open_leads)}</TableCell>
                <TableCell align="right">{late(advisor)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <SectionCard title={t('advisors.title')} description={t('advisors.help')}>
      {body}
    </SectionCard>
  );
}
