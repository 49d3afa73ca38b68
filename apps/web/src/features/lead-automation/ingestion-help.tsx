/**
 * Cómo enviar leads: what the dealership's website or lead provider needs to send leads with a
 * key — the address, the header that carries the key, the smallest JSON lead, how retries stay
 * single, and that ADF (the automotive industry's XML) is taken as it comes.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LEAD_API_KEY_PREFIX, LEAD_INGESTION_PATH } from '@vitrina/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';

/** A lead with what every channel needs: the channel, a name and a phone or e-mail. */
const EXAMPLE = JSON.stringify(
  {
    channel: 'marketplace',
    name: 'Ana López',
    phone: '55 1234 5678',
    email: 'ana.lopez@correo.mx',
    external_id: 'web-1042',
  },
  null,
  2,
);

/** Focusable, so that a line wider than a phone scrolls from the keyboard too. */
function Code({ children }: { children: ReactNode }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        fontSize: '0.85rem',
        overflowX: 'auto',
        whiteSpace: 'pre',
      }}
    >
      {children}
    </Box>
  );
}

export function IngestionHelp() {
  const { t } = useTranslation('leadAutomation');
  const endpoint = `${window.location.origin}${LEAD_INGESTION_PATH}`;
  return (
    <SectionCard title={t('help.title')} description={t('help.intro')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.75 }}>
            {t('help.endpoint')}
          </Typography>
          <Code>{`POST ${endpoint}`}</Code>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.75 }}>
            {t('help.header')}
          </Typography>
          <Code>{`Authorization: Bearer ${LEAD_API_KEY_PREFIX}…\nContent-Type: application/json`}</Code>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('help.headerNote')}
          </Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.75 }}>
            {t('help.example')}
          </Typography>
          <Code>{EXAMPLE}</Code>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('help.retries')}
          </Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('help.adfTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('help.adf')}
          </Typography>
        </Box>
      </Box>
    </SectionCard>
  );
}
