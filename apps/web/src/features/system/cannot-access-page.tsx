import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpLink } from '../../lib/help';

/** The upgrade prompt: where rocket entries and refused package modules lead. */
export default function CannotAccessPage() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', mt: { md: 4 }, textAlign: 'center' }}
    >
      <RocketLaunchIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('system:cannotAccessTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('system:cannotAccessText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to="/commercial-offer/used">
          {t('system:seeOffer')}
        </Button>
        <Button
          variant="outlined"
          href={helpLink(t('common:helpMessage'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('system:contactAdvisor')}
        </Button>
      </Stack>
    </Paper>
  );
}
