import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH, PROFILE_PATH } from '../../lib/access-rules';
import { signOut } from '../../lib/session-store';

/**
 * Where an account linked to no dealership lands (`awaitsDealership`): it says what it waits for
 * and offers the two things open to it, its profile and signing out. The menu is hidden meanwhile.
 */
export default function AwaitingDealershipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    void navigate(LOGIN_PATH);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', mt: { md: 4 }, textAlign: 'center' }}
    >
      <HourglassTopOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('system:awaitingTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('system:awaitingText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to={PROFILE_PATH}>
          {t('system:awaitingProfile')}
        </Button>
        <Button variant="outlined" onClick={() => void leave()}>
          {t('common:signOut')}
        </Button>
      </Stack>
    </Paper>
  );
}
