import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH, PROFILE_PATH } from '../../lib/access-rules';
import { signOut } from '../../lib/session-store';
import { MessageCard, messageIconSx } from './message-card';

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
    <MessageCard
      icon={<HourglassTopOutlined color="primary" sx={messageIconSx} aria-hidden />}
      title={t('system:awaitingTitle')}
      actions={
        <>
          <Button variant="contained" component={Link} to={PROFILE_PATH}>
            {t('system:awaitingProfile')}
          </Button>
          <Button variant="outlined" onClick={() => void leave()}>
            {t('common:signOut')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('system:awaitingText')}
      </Typography>
    </MessageCard>
  );
}
