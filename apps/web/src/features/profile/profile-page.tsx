/**
 * Mi perfil (spec §2 /profile): the notices (suspended membership, e-mail not verified), the
 * personal information with the linked agencies, the password change, and how alerts arrive.
 */
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSuspended } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { userInitial } from '../../lib/session-rules';
import { useSession } from '../../lib/session-store';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { ProfileInfoCard } from './profile-info-card';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, dealership } = useSession();
  if (!user) return null;
  const suspended = dealership !== null && isSuspended(dealership);
  return (
    <Box sx={{ maxWidth: 1160, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar
          sx={{
            width: 56,
            height: 56,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
          }}
          aria-hidden
        >
          {userInitial(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('subtitle')}
          </Typography>
        </Box>
      </Box>
      {suspended || user.email_verified_at === null ? (
        <Stack spacing={1.5} sx={{ mb: 3 }}>
          {suspended ? (
            <Alert severity="warning" variant="outlined" role="status">
              {t('suspended')}
            </Alert>
          ) : null}
          {user.email_verified_at === null ? (
            <Alert severity="info" variant="outlined" role="status">
              {t('emailNotVerified')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProfileInfoCard user={user} {...(dealership ? { currentAgencyId: dealership.id } : {})} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PasswordCard email={user.email} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <NotificationsCard />
        </Grid>
      </Grid>
    </Box>
  );
}
